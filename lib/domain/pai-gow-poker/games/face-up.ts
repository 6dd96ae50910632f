/**
 * Face Up Pai Gow Poker, Kings Card Club, seed 004 L1538-1745 (no BGC id, no fee schedule): the
 * player-dealer's hand is exposed and set by the house way first; a seven-card ace-high hand, "Pai
 * Gow", pushes every game wager and wins every Ace-High Bonus. A foul loses. Fortune Bonus and Envy
 * as in Fortune Pai Gow Poker, except that several Envy hands pay only the highest.
 */
import { faceUpPaiGowPoker } from "../../action-button/game-action-buttons";
import { dollars } from "../../money";
import { withOptions, type OptionNotes, type OptionValue } from "../../game-options";
import { betOrder } from "../bet-ids";
import { FACE_UP_ACE_HIGH_PAY_TABLE, FACE_UP_FORTUNE_PAY_TABLE } from "../bonus-pay-tables";
import { PAI_GOW_SEATS, SEED_004, type PaiGowGame } from "../game-config";
import { KINGS_FACE_UP_HOUSE_WAY } from "../house-way-chart";
import { bonusMinimumNote, bonusTripsAndStraightNote, envyQualifyingHandsNote, jokerInSplitAcesNote, type BonusMinimumOption, type CommonOptions } from "./common-options";

export interface FaceUpOptions extends CommonOptions, BonusMinimumOption {
  /** L1552: the joker is an ace or completes "any Straight or Straight Flush"; plain flushes are not named. */
  readonly jokerCompletesFlush: boolean;
  /** L1697-1698: "only the highest-ranking hand is awarded the payout". */
  readonly envySeveral: "table-highest" | "highest-other-hand";
  /** L1594-1597: where the first pile goes when the dice name a seat without wagers. */
  readonly firstPile: "dice-seat" | "action-seat";
}

export const FACE_UP_DEFAULTS: FaceUpOptions = Object.freeze({
  jokerCompletesFlush: false,
  jokerInSplitAces: "stays-behind",
  bonusTripsAndStraight: "straight",
  envySeveral: "table-highest",
  envyQualifyingHands: "fortune-bettors",
  firstPile: "dice-seat",
  bonusMinimum: "one-dollar",
});

export const FACE_UP_OPTION_NOTES: OptionNotes<FaceUpOptions> = Object.freeze({
  jokerCompletesFlush: {
    values: [false, true],
    source: "seed 004 L1552; L828 (Fortune)",
    why: "Face Up lets the joker be an ace or complete \"any Straight or Straight Flush\"; unlike Fortune (L828) it does not name the flush, so as filed the joker makes no plain flush",
  },
  jokerInSplitAces: jokerInSplitAcesNote("seed 004 L1619-1621, L1645"),
  bonusTripsAndStraight: bonusTripsAndStraightNote("seed 004 L1556-1570, L1679-1680 against L1719-1720"),
  envySeveral: {
    values: ["table-highest", "highest-other-hand"],
    source: "seed 004 L1697-1698",
    why: "\"only the highest-ranking hand is awarded the payout\", and in the example the Five Aces \"is the only bonus payout\": one payout for the table's highest hand, none to its holder; the other reading pays each button for the highest hand other than its own",
  },
  envyQualifyingHands: envyQualifyingHandsNote("seed 004 L1692, L1695 against L1665-1668"),
  bonusMinimum: bonusMinimumNote("seed 004 L1688, L1692, L1728"),
  firstPile: {
    values: ["dice-seat", "action-seat"],
    source: "seed 004 L1594-1597",
    why: "when the dice name a seat without wagers the Action button moves to the first active seat (L1596), but the piles are still \"distributed\" to every seat (L1597): the first pile goes to the seat the dice name",
  },
});

export function faceUp(chosen?: Readonly<Record<string, unknown>>): PaiGowGame {
  const o = withOptions("face-up-pai-gow", FACE_UP_DEFAULTS, FACE_UP_OPTION_NOTES, chosen);
  return {
    id: "face-up-pai-gow",
    name: "Face Up Pai Gow Poker",
    filing: { seed: SEED_004, bgcId: null, lines: "1538-1745" },
    feeScheduleId: "face-up-pai-gow-poker",
    seats: PAI_GOW_SEATS,
    ranking: { wheel: "lowest", jokerCompletesFlush: o.jokerCompletesFlush, source: "seed 004 L1548-1570" },
    houseWay: { chart: KINGS_FACE_UP_HOUSE_WAY, unlessCard: "or-higher", jokerInSplitAces: o.jokerInSplitAces },
    setOrder: "player-dealer-first",
    paiGowPushes: true,
    foul: "loses",
    comparisonSource: "seed 004 L1544, L1602, L1647-1661",
    fortune: {
      payTable: FACE_UP_FORTUNE_PAY_TABLE,
      hands: { jokerCompletesFlush: o.jokerCompletesFlush, tripsAndStraight: o.bonusTripsAndStraight },
      source: "seed 004 L1662-1664, L1674-1684",
    },
    envy: {
      minimum: dollars(5),
      several: o.envySeveral,
      paid: "in-seat-order",
      qualifyingHands: o.envyQualifyingHands,
      source: "seed 004 L1650, L1665-1668, L1690-1702",
    },
    aceHigh: { payTable: FACE_UP_ACE_HIGH_PAY_TABLE, source: "seed 004 L1599, L1669-1670, L1723-1739" },
    bonusMinimum: o.bonusMinimum === "one-dollar" ? dollars(1) : "table-minimum",
    actionButton: faceUpPaiGowPoker(),
    firstPile: o.firstPile,
    dealSource: "seed 004 L1584-1597",
    betOrder: betOrder(PAI_GOW_SEATS),
    entry: "cards",
    options: o as unknown as Readonly<Record<string, OptionValue>>,
    optionNotes: FACE_UP_OPTION_NOTES,
  };
}
