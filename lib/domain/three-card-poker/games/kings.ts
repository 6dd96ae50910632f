/**
 * Three Card Poker 6 Card Bonus at Kings Card Club, GEGA-004246, seed 004 L256-409 (fees GEGA-004249,
 * L1895-1917). When the player-dealer does not qualify, every Ante not folded is paid even money,
 * whatever the hands (L346).
 */
import { withOptions, type OptionNotes } from "../../game-options";
import { BET_ORDER } from "../bet-ids";
import { SEED_004, type ThreeCardPokerGame, type ThreeCardPokerOptions } from "../game-config";
import { bonusPayTables } from "../pay-tables";
import { THREE_CARD_POKER_DEFAULTS, THREE_CARD_POKER_OPTION_NOTES } from "./options";

const S = "seed 004";

/** Kings' own option, beside the family's: what its fee header's "all game wagers" counts. */
export interface KingsThreeCardPokerOptions extends ThreeCardPokerOptions {
  readonly tableAction: ThreeCardPokerGame["feeTableAction"];
}

export const KINGS_THREE_CARD_POKER_DEFAULTS: KingsThreeCardPokerOptions = Object.freeze({ ...THREE_CARD_POKER_DEFAULTS, tableAction: "game-wagers" });

export const KINGS_THREE_CARD_POKER_OPTION_NOTES: OptionNotes<KingsThreeCardPokerOptions> = Object.freeze({
  ...THREE_CARD_POKER_OPTION_NOTES,
  tableAction: {
    values: ["game-wagers", "game-wagers-and-bonus-bets"],
    source: "seed 004 L1897 against L1749, L1828, L2005, L2028",
    why: 'the fee header counts "all game wagers placed by players prior to cards being dealt", while every other header of the same document says "game wagers and bonus bets" (L1749, L1828) or "game and bonus bet wagers" (L2005, L2028): the document names bonus bets where it means them, so Pair Plus and 6 Card Bonus are not table action here; only the Ante counts (the Play comes after the deal). "game-wagers-and-bonus-bets" counts them, as Mortimer\'s prints (seed 003 L1798-1800)',
  },
});

export function kings(chosen?: Readonly<Record<string, unknown>>): ThreeCardPokerGame {
  const o = withOptions("three-card-poker-6cb", KINGS_THREE_CARD_POKER_DEFAULTS, KINGS_THREE_CARD_POKER_OPTION_NOTES, chosen);
  return {
    id: "three-card-poker-6cb",
    name: "Three Card Poker 6 Card Bonus",
    room: "Kings Card Club",
    filing: { seed: SEED_004, bgcId: "GEGA-004246", lines: "256-409" },
    feeScheduleId: "three-card-poker-6-card-bonus-kings",
    maxSeats: 8,
    seatsSource: `${S} L266-279`,
    decks: { inPlay: 1, alternating: 2, source: `${S} L281-300` },
    ranking: { aceTwoThreeSuited: o.aceTwoThreeSuited, source: `${S} L302-314` },
    qualifier: { minimum: "queen-high", source: `${S} L341` },
    nonQualifyingAnte: "always-paid",
    nonQualifyingSource: `${S} L342, L346`,
    payTables: bonusPayTables(S, ["L376", "L377", "L378", "L379", "L380", "L381"], ["L401", "L402", "L403", "L404", "L405", "L406", "L407"]),
    filedSixCardBonus: {
      houseAdvantage: "6.74%",
      hitFrequency: "7.2798%",
      source: "seed 003 L1743-1746",
      note: "seed 004 prints no figures (L399-407); these are Mortimer's, for the same pay table",
    },
    feesCollected: "before-deal",
    feesSource: `${S} L1897`,
    feeTableAction: o.tableAction,
    betOrder: BET_ORDER,
    sources: {
      deal: `${S} L328-331`,
      decision: `${S} L337`,
      fold: `${S} L337-338, L371`,
      foldSixCardBonus: `${S} L339, L394`,
      forfeitsCollected: `${S} L340`,
      qualified: `${S} L347-349`,
      tie: `${S} L350`,
      revealHands: `${S} L351`,
      settlement: `${S} L353-355, L2139-2140`,
      backline: `${S} L322`,
    },
    bonusBets: o.bonusBets,
    forfeitsCollected: o.forfeitsCollected,
    backlineDecision: o.backlineDecision,
    entry: "cards",
    options: o as unknown as Readonly<Record<string, string>>,
    optionNotes: KINGS_THREE_CARD_POKER_OPTION_NOTES,
  };
}
