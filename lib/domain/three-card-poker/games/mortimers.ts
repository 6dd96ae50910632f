/**
 * Three Card Poker 6 Card Bonus at Mortimer's Card Room, GEGA-003712 (March 2013), seed 003
 * L1502-1961. When the player-dealer does not qualify, the Ante is paid only when the player's hand
 * ranks higher, and pushes otherwise (L1635-1638).
 */
import { withOptions } from "../../game-options";
import { BET_ORDER } from "../bet-ids";
import { SEED_003, type ThreeCardPokerGame } from "../game-config";
import { bonusPayTables } from "../pay-tables";
import { THREE_CARD_POKER_DEFAULTS, THREE_CARD_POKER_OPTION_NOTES } from "./options";

const S = "seed 003";

export function mortimers(chosen?: Readonly<Record<string, unknown>>): ThreeCardPokerGame {
  const o = withOptions("three-card-poker-6cb-mortimers", THREE_CARD_POKER_DEFAULTS, THREE_CARD_POKER_OPTION_NOTES, chosen);
  return {
    id: "three-card-poker-6cb-mortimers",
    name: "Three Card Poker 6 Card Bonus",
    room: "Mortimer's Card Room",
    filing: { seed: SEED_003, bgcId: "GEGA-003712", lines: "1502-1961" },
    feeScheduleId: "three-card-poker-6-card-bonus-mortimers",
    maxSeats: 8,
    seatsSource: `${S} L1515-1527`,
    decks: { inPlay: 1, alternating: 2, source: `${S} L1528-1544` },
    ranking: { aceTwoThreeSuited: o.aceTwoThreeSuited, source: `${S} L1545-1574` },
    qualifier: { minimum: "queen-high", source: `${S} L1626-1628` },
    nonQualifyingAnte: "player-outranks",
    nonQualifyingSource: `${S} L1633-1638`,
    payTables: bonusPayTables(
      S,
      ["L1689, L1696", "L1690, L1697", "L1691, L1698", "L1692, L1699", "L1693, L1700", "L1694, L1701"],
      ["L1729-1730", "L1731-1732", "L1733-1734", "L1735-1736", "L1737-1738", "L1739-1740", "L1741-1742"],
    ),
    filedSixCardBonus: { houseAdvantage: "6.74%", hitFrequency: "7.2798%", source: `${S} L1743-1746` },
    feesCollected: "before-deal",
    feesSource: `${S} L1797-1808`,
    // "the Ante, Pair Plus, the Tie Bet and the 6 Card Bonus" (L1798-1800): the bonus bets are printed.
    feeTableAction: "game-wagers-and-bonus-bets",
    betOrder: BET_ORDER,
    sources: {
      deal: `${S} L1594-1608`,
      decision: `${S} L1614-1618`,
      fold: `${S} L1614-1620, L1682-1684`,
      foldSixCardBonus: `${S} L1621-1622, L1719-1721`,
      forfeitsCollected: `${S} L1623-1625`,
      qualified: `${S} L1639-1645`,
      tie: `${S} L1646-1647`,
      revealHands: `${S} L1648-1649`,
      settlement: `${S} L1653-1664`,
      backline: `${S} L1592`,
    },
    bonusBets: o.bonusBets,
    forfeitsCollected: o.forfeitsCollected,
    backlineDecision: o.backlineDecision,
    entry: "cards",
    options: o as unknown as Readonly<Record<string, string>>,
    optionNotes: THREE_CARD_POKER_OPTION_NOTES,
  };
}
