/**
 * Pai Gow Poker (Double Hand Poker), Mortimer's Card Room (GEGA-001004), seed 003 L907-933 and
 * L1393-1411: the standard game without a bonus. The file holds only its fee schedule; the rules are
 * those of the base game of Fortune Pai Gow Poker filed under the same id (seed 003 L4147-4357),
 * whose house way, "Attachment A", is missing too (Kings' chart, seed 004 L877-890).
 */
import { fortunePaiGowPoker } from "../../action-button/game-action-buttons";
import { withOptions, type OptionNotes, type OptionValue } from "../../game-options";
import { betOrder } from "../bet-ids";
import { PAI_GOW_SEATS, SEED_003, type PaiGowGame } from "../game-config";
import { KINGS_FORTUNE_HOUSE_WAY } from "../house-way-chart";
import { jokerInSplitAcesNote, type HouseWayOptions } from "./common-options";
import { FORTUNE_MORTIMERS_OPTION_NOTES } from "./fortune-mortimers";

export interface PaiGowPokerOptions extends HouseWayOptions {
  readonly houseWay: "seed-004-fortune";
  readonly houseWayUnlessCard: "or-higher" | "exactly";
  readonly foul: "loses" | "refused" | "reset-house-way";
}

export const PAI_GOW_POKER_DEFAULTS: PaiGowPokerOptions = Object.freeze({
  houseWay: "seed-004-fortune",
  houseWayUnlessCard: "or-higher",
  foul: "loses",
  jokerInSplitAces: "stays-behind",
});

export const PAI_GOW_POKER_OPTION_NOTES: OptionNotes<PaiGowPokerOptions> = Object.freeze({
  houseWay: {
    values: ["seed-004-fortune"],
    source: "seed 003 L907-933 (fees only), L4330-4331; seed 004 L877-890",
    why: "no rules of this game are filed; the base game of Fortune Pai Gow Poker under the same GEGA-001004 refers to a missing Attachment A; Kings' chart for that game",
  },
  houseWayUnlessCard: FORTUNE_MORTIMERS_OPTION_NOTES.houseWayUnlessCard,
  foul: FORTUNE_MORTIMERS_OPTION_NOTES.foul,
  jokerInSplitAces: jokerInSplitAcesNote("seed 004 L884, L888 (the chart taken from Kings)"),
});

export function paiGowPoker(chosen?: Readonly<Record<string, unknown>>): PaiGowGame {
  const o = withOptions("pai-gow-poker", PAI_GOW_POKER_DEFAULTS, PAI_GOW_POKER_OPTION_NOTES, chosen);
  return {
    id: "pai-gow-poker",
    name: "Pai Gow Poker (Double Hand Poker)",
    filing: { seed: SEED_003, bgcId: "GEGA-001004", lines: "907-933, 1393-1411" },
    feeScheduleId: "pai-gow-poker-double-hand",
    seats: PAI_GOW_SEATS,
    ranking: { wheel: "lowest", jokerCompletesFlush: true, source: "seed 003 L4156-4247 (Fortune Pai Gow Poker, same GEGA-001004)" },
    houseWay: { chart: KINGS_FORTUNE_HOUSE_WAY, unlessCard: o.houseWayUnlessCard, jokerInSplitAces: o.jokerInSplitAces },
    setOrder: "players-first",
    paiGowPushes: false,
    foul: o.foul,
    comparisonSource: "seed 003 L4332-4357 (Fortune Pai Gow Poker, same GEGA-001004)",
    fortune: null,
    envy: null,
    aceHigh: null,
    bonusMinimum: "table-minimum",
    actionButton: fortunePaiGowPoker(),
    firstPile: "dice-seat",
    dealSource: "seed 003 L4253-4285 (Fortune Pai Gow Poker, same GEGA-001004)",
    betOrder: betOrder(PAI_GOW_SEATS),
    entry: "cards",
    options: o as unknown as Readonly<Record<string, OptionValue>>,
    optionNotes: PAI_GOW_POKER_OPTION_NOTES,
  };
}
