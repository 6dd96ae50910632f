/**
 * Texas Hold'em, Kings Card Club (seed 004): GEGA-004248 (April 2015), L70-165; fees in the Poker
 * Games Collection Rates GEGA-004250, L1-33 (options 1-5 and 8-11 a drop by players, 6-7 time
 * collection). Two hole cards, the board may play (L76, L158); high only; ties split, odd chips to
 * the player closest to the left of the button (L161-164).
 */
import { SEED_004, type PokerGame } from "../game-config";
import { commonOptionNotes, TIME_DEFAULTS, timeOptionNotes, timeRules, withOptions, type CommonPokerOptions, type OptionNotes, type TimeOptions } from "../options";

export interface TexasHoldemKingsOptions extends CommonPokerOptions, TimeOptions {
  /** "immediately following the flop" (L3): Hold'em does not repeat Omaha's "If there is no flop the collection will not be taken" (L37). */
  readonly noFlopDrop: "no-drop" | "drop";
}

export const TEXAS_HOLDEM_KINGS_DEFAULTS: TexasHoldemKingsOptions = Object.freeze({
  buttonRule: "dead-button",
  headsUpBlinds: "left-of-button",
  dropPlayerCount: "dealt-in",
  oddChips: "all-to-first-left-of-button",
  firstButtonTie: "redeal",
  noFlopDrop: "no-drop",
  ...TIME_DEFAULTS,
});

export const TEXAS_HOLDEM_KINGS_OPTION_NOTES: OptionNotes<TexasHoldemKingsOptions> = Object.freeze({
  ...commonOptionNotes(
    { button: "seed 004 L109-111", blinds: "seed 004 L111, L119", players: "seed 004 L3, L5-6", oddChips: "seed 004 L161-164", firstButton: "seed 004 L84, L117" },
    '"The player with the highest ranked card shall receive the dealer button" (L117) and "All suits shall be considered equal in rank" (L84): tied players are dealt again',
  ),
  ...timeOptionNotes("seed 004 L3, L20-22"),
  noFlopDrop: {
    values: ["no-drop", "drop"],
    source: "seed 004 L3 against L37",
    why: 'the collection is taken "immediately following the flop"; Omaha adds "If there is no flop the collection will not be taken" and Hold\'em does not, so no flop, no drop, as in Omaha, unless the room chooses otherwise',
  },
});

export function texasHoldemKings(chosen?: Readonly<Record<string, unknown>>): PokerGame {
  const o = withOptions("texas-holdem", TEXAS_HOLDEM_KINGS_DEFAULTS, TEXAS_HOLDEM_KINGS_OPTION_NOTES, chosen);
  return {
    id: "texas-holdem",
    name: "Texas Hold'em",
    room: "Kings Card Club",
    filing: { seed: SEED_004, bgcId: "GEGA-004248", lines: "1-33, 59-165" },
    feeScheduleId: "texas-holdem-kings",
    maxSeats: 10,
    holeCards: 2,
    holeCardsUsed: "any",
    split: "high",
    handsSource: "seed 004 L76, L84-101, L158-164",
    raises: { cap: 3, headsUpUnlimited: true, source: "seed 004 L125-127" },
    straddle: null,
    kill: null,
    firstButton: { tie: o.firstButtonTie, source: "seed 004 L84, L117" },
    buttonRule: o.buttonRule,
    headsUpBlinds: o.headsUpBlinds,
    drop: { playerCount: o.dropPlayerCount, withoutFlop: o.noFlopDrop, source: "seed 004 L3" },
    time: timeRules(o, "seed 004 L20-22"),
    oddChips: o.oddChips,
    oddChipOfHalves: "high-half",
    oddChipSource: "seed 004 L161-164",
    options: o as unknown as Readonly<Record<string, string>>,
    optionNotes: TEXAS_HOLDEM_KINGS_OPTION_NOTES,
  };
}
