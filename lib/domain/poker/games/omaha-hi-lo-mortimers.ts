/**
 * Omaha High/Low Split, Mortimer's Card Room (seed 003): GEGA-003713 (December 2012), L2426-2896;
 * fees L2669-2835 and the cleaner copy L3974-4142. Four hole cards, exactly two of them with three
 * board cards for the high and for the 8-or-better low (L2434-2464, L2638-2642); kill pots
 * (L2834-2835, L2861-2895); pot-limit rules with the live straddle (L2839-2860).
 */
import { SEED_003, type PokerGame } from "../game-config";
import { commonOptionNotes, withOptions, type CommonPokerOptions, type OptionNotes } from "../options";

export interface OmahaHiLoMortimersOptions extends CommonPokerOptions {
  /** "All schedules are available to the have the option of either '1/2 Kill' or 'Full Kill'" (L2834-2835). */
  readonly kill: "full" | "half" | "none";
  readonly killTrigger: "two-legs" | "scoop";
  /** "taken from the pot after the flop" (L2670, L3974-3975): the no-flop case is not stated. */
  readonly noFlopDrop: "no-drop" | "drop";
  readonly oddChipOfHalves: "high-half" | "first-left-of-button";
}

export const OMAHA_HI_LO_MORTIMERS_DEFAULTS: OmahaHiLoMortimersOptions = Object.freeze({
  buttonRule: "dead-button",
  headsUpBlinds: "left-of-button",
  dropPlayerCount: "dealt-in",
  oddChips: "all-to-first-left-of-button",
  firstButtonTie: "suit-order",
  kill: "full",
  killTrigger: "two-legs",
  noFlopDrop: "no-drop",
  oddChipOfHalves: "high-half",
});

export const OMAHA_HI_LO_MORTIMERS_OPTION_NOTES: OptionNotes<OmahaHiLoMortimersOptions> = Object.freeze({
  ...commonOptionNotes(
    {
      button: "seed 003 L2517-2533",
      blinds: "seed 003 L2539-2545",
      players: "seed 003 L3988-3989, L4000-4142",
      oddChips: "seed 003 L2659-2661, L2666-2668",
      firstButton: "seed 003 L2536-2538",
    },
    '"the player with the highest ranked card, by suit" (L2538) while "All suits shall be considered equal" (L2448): the draw is settled by suit, spades, hearts, diamonds, clubs (the order is not printed)',
  ),
  kill: {
    values: ["full", "half", "none"],
    source: "seed 003 L2834-2835, L2863",
    why: 'every schedule may run a "1/2 Kill" or a "Full Kill"; the rules only say the limits are doubled, which is the full kill. A half kill is read as common practice has it: a kill blind of one and a half big blinds and limits one and a half times. "none" is a table without the kill provision',
  },
  killTrigger: {
    values: ["two-legs", "scoop"],
    source: "seed 003 L2864-2879",
    why: "the filing never says how a kill is earned. It keeps legs and a kill button (rules 2-4) and says a scooper's next hand is killed only if the pot is at least five upper limits (rule 5): a scoop is a leg, and a scoop with a leg up of a pot that size kills. Common hi/lo practice, any scoop of that size kills, is the other value",
  },
  noFlopDrop: {
    values: ["no-drop", "drop"],
    source: "seed 003 L2670, L3974-3975",
    why: 'the collection is taken "from the pot after the flop"; with no flop there is no such moment, so no drop, as Hold\'em states (L3659-3660)',
  },
  oddChipOfHalves: {
    values: ["high-half", "first-left-of-button"],
    source: "seed 003 L2650-2656",
    why: "the pot is \"divided equally in half\" without saying which half takes the odd chip; common practice gives it to the high half. The other value gives it to the half whose winner sits first left of the button",
  },
});

export function omahaHiLoMortimers(chosen?: Readonly<Record<string, unknown>>): PokerGame {
  const o = withOptions("omaha-hi-lo-mortimers", OMAHA_HI_LO_MORTIMERS_DEFAULTS, OMAHA_HI_LO_MORTIMERS_OPTION_NOTES, chosen);
  return {
    id: "omaha-hi-lo-mortimers",
    name: "Omaha High/Low Split",
    room: "Mortimer's Card Room",
    filing: { seed: SEED_003, bgcId: "GEGA-003713", lines: "2426-2896, 3974-4142" },
    feeScheduleId: "omaha-hi-lo-mortimers",
    maxSeats: 10,
    holeCards: 4,
    holeCardsUsed: "exactly-two",
    split: "high-low-eight-or-better",
    handsSource: "seed 003 L2434-2509, L2638-2668",
    raises: { cap: 3, headsUpUnlimited: true, source: "seed 003 L2566-2569" },
    straddle: { bigBlinds: 2, structures: ["pot-limit"], source: "seed 003 L2857-2860" },
    kill:
      o.kill === "none"
        ? null
        : { size: o.kill, trigger: o.killTrigger, scoopPotUpperLimits: 5, voluntaryStackKillBlinds: 4, source: "seed 003 L2834-2835, L2861-2895" },
    firstButton: { tie: o.firstButtonTie, source: "seed 003 L2536-2538" },
    buttonRule: o.buttonRule,
    headsUpBlinds: o.headsUpBlinds,
    drop: { playerCount: o.dropPlayerCount, withoutFlop: o.noFlopDrop, source: "seed 003 L2669-2677, L3974-3981" },
    time: { payment: "in-advance", proration: "at-collection", sittingOut: "pays", source: "no time collection in this schedule" },
    oddChips: o.oddChips,
    oddChipOfHalves: o.oddChipOfHalves,
    oddChipSource: "seed 003 L2650-2668",
    options: o as unknown as Readonly<Record<string, string>>,
    optionNotes: OMAHA_HI_LO_MORTIMERS_OPTION_NOTES,
  };
}
