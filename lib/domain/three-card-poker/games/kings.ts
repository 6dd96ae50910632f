/**
 * Three Card Poker 6 Card Bonus at Kings Card Club, GEGA-004246, seed 004 L256-409 (fees GEGA-004249,
 * L1895-1917). When the player-dealer does not qualify, every Ante not folded is paid even money,
 * whatever the hands (L346).
 */
import { withOptions } from "../../no-bust/options";
import { BET_ORDER } from "../bet-ids";
import { SEED_004, type ThreeCardPokerGame } from "../game-config";
import { bonusPayTables } from "../pay-tables";
import { THREE_CARD_POKER_DEFAULTS, THREE_CARD_POKER_OPTION_NOTES } from "./options";

const S = "seed 004";

export function kings(chosen?: Readonly<Record<string, unknown>>): ThreeCardPokerGame {
  const o = withOptions("three-card-poker-6cb", THREE_CARD_POKER_DEFAULTS, THREE_CARD_POKER_OPTION_NOTES, chosen);
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
    options: o as unknown as Readonly<Record<string, string>>,
    optionNotes: THREE_CARD_POKER_OPTION_NOTES,
  };
}
