/**
 * Fortune Pai Gow Poker, Mortimer's Card Room (GEGA-001004, November 2012), seed 003 L4147-4567:
 * pay table FPG-01. The house way is "Attachment A", which is not in the file (L4330-4331): the
 * game sets the player-dealer's hand by Kings' chart for the same game (seed 004 L877-890).
 */
import { fortunePaiGowPoker } from "../../action-button/game-action-buttons";
import { withOptions, type OptionNotes, type OptionValue } from "../../game-options";
import { betOrder } from "../bet-ids";
import { FPG_01 } from "../bonus-pay-tables";
import { PAI_GOW_SEATS, SEED_003, type PaiGowGame } from "../game-config";
import { KINGS_FORTUNE_HOUSE_WAY } from "../house-way-chart";
import { bonusTripsAndStraightNote, envyQualifyingHandsNote, jokerInSplitAcesNote, type CommonOptions } from "./common-options";

export interface FortuneMortimersOptions extends CommonOptions {
  /** Attachment A is missing (L4330-4331). */
  readonly houseWay: "seed-004-fortune";
  readonly houseWayUnlessCard: "or-higher" | "exactly";
  readonly foul: "loses" | "refused" | "reset-house-way";
  /** $5 (L4153-4155, L4428-4433) against the glossary's $25 (L4506-4509). */
  readonly envyMinimum: 500 | 2500;
  readonly envyPaid: "end-of-round" | "in-seat-order";
}

export const FORTUNE_MORTIMERS_DEFAULTS: FortuneMortimersOptions = Object.freeze({
  houseWay: "seed-004-fortune",
  houseWayUnlessCard: "or-higher",
  foul: "loses",
  jokerInSplitAces: "stays-behind",
  bonusTripsAndStraight: "straight",
  envyMinimum: 500,
  envyPaid: "end-of-round",
  envyQualifyingHands: "fortune-bettors",
});

export const FORTUNE_MORTIMERS_OPTION_NOTES: OptionNotes<FortuneMortimersOptions> = Object.freeze({
  houseWay: {
    values: ["seed-004-fortune"],
    source: "seed 003 L4330-4331; seed 004 L877-890",
    why: "the player-dealer's hand is set by \"the House Way chart, as shown in Attachment A\", which the file does not hold; Kings' filing of the same game prints its chart",
  },
  houseWayUnlessCard: {
    values: ["or-higher", "exactly"],
    source: "seed 004 L882, L887; L1613-1616, L1641-1642",
    why: "the chart taken from Kings says \"split unless K in front\"; read as a king or higher, as Kings' Face Up chart words it",
  },
  foul: {
    values: ["loses", "refused", "reset-house-way"],
    source: "seed 003 L4325-4329",
    why: "\"the five card hand must rank higher than the two card hand\" without saying what happens otherwise; Kings' Face Up filing (seed 004 L1602): a foul loses",
  },
  jokerInSplitAces: jokerInSplitAcesNote("seed 004 L884, L888 (the chart taken from Kings)"),
  bonusTripsAndStraight: bonusTripsAndStraightNote("seed 003 L4163-4200, L4361-4362 against L4490-4493"),
  envyMinimum: {
    values: [500, 2500],
    source: "seed 003 L4153-4155, L4314-4317, L4428-4433 against L4506-4509",
    why: "the rules give an Envy button for a Fortune Bonus of at least $5 three times; the glossary says $25",
  },
  envyPaid: {
    values: ["end-of-round", "in-seat-order"],
    source: "seed 003 L4274-4276 against L4365-4373",
    why: "\"the Player-dealer pays any Envy Bonuses at the end of the round\" and the Envy buttons stay out \"until all wagers are reconciled\": after every other wager",
  },
  envyQualifyingHands: envyQualifyingHandsNote("seed 003 L4428-4431, L4436-4439 against L4374-4375"),
});

export function fortuneMortimers(chosen?: Readonly<Record<string, unknown>>): PaiGowGame {
  const o = withOptions("fortune-pai-gow-mortimers", FORTUNE_MORTIMERS_DEFAULTS, FORTUNE_MORTIMERS_OPTION_NOTES, chosen);
  return {
    id: "fortune-pai-gow-mortimers",
    name: "Fortune Pai Gow Poker (Mortimer's)",
    filing: { seed: SEED_003, bgcId: "GEGA-001004", lines: "4147-4567" },
    feeScheduleId: "fortune-pai-gow-poker-mortimers",
    seats: PAI_GOW_SEATS,
    ranking: { wheel: "lowest", jokerCompletesFlush: true, source: "seed 003 L4156-4247, L4411-4412" },
    houseWay: { chart: KINGS_FORTUNE_HOUSE_WAY, unlessCard: o.houseWayUnlessCard, jokerInSplitAces: o.jokerInSplitAces },
    setOrder: "players-first",
    paiGowPushes: false,
    foul: o.foul,
    comparisonSource: "seed 003 L4332-4357",
    fortune: {
      payTable: FPG_01,
      hands: { jokerCompletesFlush: true, tripsAndStraight: o.bonusTripsAndStraight },
      source: "seed 003 L4358-4369, L4384-4385, L4391-4426",
    },
    envy: {
      minimum: o.envyMinimum,
      several: "each-hand",
      paid: o.envyPaid,
      qualifyingHands: o.envyQualifyingHands,
      source: "seed 003 L4373-4378, L4427-4455",
    },
    aceHigh: null,
    bonusMinimum: "table-minimum",
    actionButton: fortunePaiGowPoker(),
    firstPile: "dice-seat",
    dealSource: "seed 003 L4253-4285",
    betOrder: betOrder(PAI_GOW_SEATS),
    entry: "cards",
    options: o as unknown as Readonly<Record<string, OptionValue>>,
    optionNotes: FORTUNE_MORTIMERS_OPTION_NOTES,
  };
}
