/**
 * Texas Hold'em, Mortimer's Card Room (seed 003): rules of play L255-309 (OCR-garbled), fees
 * GEGA-001005 in the Poker Games Collection Rates GEGA-002897, L3656-3973. Two hole cards, the
 * board may play (L284-288); high only. The straddle rule is the pot-limit rule printed with
 * Mortimer's Omaha (L2845, L2857-2860), which names pot-limit Hold'em.
 */
import { SEED_003, type PokerGame } from "../game-config";
import { commonOptionNotes, withOptions, type CommonPokerOptions, type OptionNotes } from "../options";

export interface TexasHoldemMortimersOptions extends CommonPokerOptions {
  /** "A bet and 3 raises are allowed" (L289) against "a maximum of four raises" (L302). */
  readonly raiseCap: "bet-and-three-raises" | "four-raises";
  readonly straddle: "pot-limit" | "never";
}

export const TEXAS_HOLDEM_MORTIMERS_DEFAULTS: TexasHoldemMortimersOptions = Object.freeze({
  buttonRule: "dead-button",
  headsUpBlinds: "left-of-button",
  dropPlayerCount: "dealt-in",
  oddChips: "all-to-first-left-of-button",
  firstButtonTie: "redeal",
  raiseCap: "bet-and-three-raises",
  straddle: "pot-limit",
});

export const TEXAS_HOLDEM_MORTIMERS_OPTION_NOTES: OptionNotes<TexasHoldemMortimersOptions> = Object.freeze({
  ...commonOptionNotes(
    {
      button: "seed 003 L256-258, L268-271",
      blinds: "seed 003 L270-271",
      players: "seed 003 L3660-3661",
      oddChips: "seed 003 L298-300 (silent; Mortimer's Omaha L2659-2661)",
      firstButton: "seed 003 L261, L268-269",
    },
    "the filing does not say how the first button is placed; the suits are \"all of equal value\" (L261), so tied high cards are dealt again",
  ),
  raiseCap: {
    values: ["bet-and-three-raises", "four-raises"],
    source: "seed 003 L289 against L301-304",
    why: 'rule 14 allows "a bet and 3 raises", the closing text "a maximum of four raises"; rule 14, as in Mortimer\'s Omaha (L2566-2569), is kept; unlimited with two players either way',
  },
  straddle: {
    values: ["pot-limit", "never"],
    source: "seed 003 L2845, L2857-2860",
    why: "the optional live straddle is a pot-limit rule printed with Mortimer's Omaha that names pot-limit Hold'em; a room may refuse it",
  },
});

export function texasHoldemMortimers(chosen?: Readonly<Record<string, unknown>>): PokerGame {
  const o = withOptions("texas-holdem-mortimers", TEXAS_HOLDEM_MORTIMERS_DEFAULTS, TEXAS_HOLDEM_MORTIMERS_OPTION_NOTES, chosen);
  return {
    id: "texas-holdem-mortimers",
    name: "Texas Hold'em",
    room: "Mortimer's Card Room",
    filing: { seed: SEED_003, bgcId: "GEGA-001005", lines: "255-309, 3656-3973" },
    feeScheduleId: "texas-holdem-mortimers",
    maxSeats: 10,
    holeCards: 2,
    holeCardsUsed: "any",
    split: "high",
    handsSource: "seed 003 L259-267, L284-288, L298-300",
    raises: { cap: o.raiseCap === "four-raises" ? 4 : 3, headsUpUnlimited: true, source: "seed 003 L289, L301-304" },
    straddle: o.straddle === "never" ? null : { bigBlinds: 2, structures: ["pot-limit"], source: "seed 003 L2857-2860" },
    kill: null,
    firstButton: { tie: o.firstButtonTie, source: "seed 003 L261, L268-269" },
    buttonRule: o.buttonRule,
    headsUpBlinds: o.headsUpBlinds,
    // "If there is no flop the collection will not be taken" (L3659-3660): as filed, not an option.
    drop: { playerCount: o.dropPlayerCount, withoutFlop: "no-drop", source: "seed 003 L3657-3661" },
    time: { payment: "in-advance", proration: "at-collection", sittingOut: "pays", source: "no time collection in this schedule" },
    oddChips: o.oddChips,
    oddChipOfHalves: "high-half",
    oddChipSource: "seed 003 L298-300 (silent)",
    options: o as unknown as Readonly<Record<string, string>>,
    optionNotes: TEXAS_HOLDEM_MORTIMERS_OPTION_NOTES,
  };
}
