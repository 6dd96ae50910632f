/**
 * Fortune Pai Gow Poker, Kings Card Club (GEGA-004231 fees), seed 004 L816-975: pai gow poker against
 * the player-dealer with the Fortune Bonus and the Envy Bonus; the house way chart at L877-890.
 */
import { fortunePaiGowPoker } from "../../action-button/game-action-buttons";
import { dollars } from "../../money";
import { withOptions, type OptionNotes, type OptionValue } from "../../game-options";
import { betOrder } from "../bet-ids";
import { KINGS_FORTUNE_PAY_TABLE } from "../bonus-pay-tables";
import { PAI_GOW_SEATS, SEED_004, type PaiGowGame } from "../game-config";
import { KINGS_FORTUNE_HOUSE_WAY } from "../house-way-chart";
import { bonusMinimumNote, COMMON_NOTES, type BonusMinimumOption, type CommonOptions } from "./common-options";

export interface FortuneKingsOptions extends CommonOptions, BonusMinimumOption {
  /** L832-851 rank the hands without saying where A-2-3-4-5 stands. */
  readonly wheel: "lowest" | "second-highest";
  /** L873 "must rank higher" says nothing of a hand set the other way. */
  readonly foul: "loses" | "refused" | "reset-house-way";
  /** L882, L887: "split unless K in front" with an ace to play. */
  readonly houseWayUnlessCard: "or-higher" | "exactly";
  /** L918 "at the end of the round" against L865's order game wager, Fortune Bonus, Envy Bonus. */
  readonly envyPaid: "end-of-round" | "in-seat-order";
}

export const FORTUNE_KINGS_DEFAULTS: FortuneKingsOptions = Object.freeze({
  wheel: "lowest",
  foul: "loses",
  houseWayUnlessCard: "or-higher",
  jokerInSplitAces: "stays-behind",
  bonusTripsAndStraight: "straight",
  envyPaid: "end-of-round",
  envyQualifyingHands: "fortune-bettors",
  bonusMinimum: "one-dollar",
});

export const FORTUNE_KINGS_OPTION_NOTES: OptionNotes<FortuneKingsOptions> = Object.freeze({
  ...COMMON_NOTES,
  wheel: {
    values: ["lowest", "second-highest"],
    source: "seed 004 L832-851; L1561, L1565 (Face Up); seed 003 L4214-4215, L4233-4234",
    why: "the ranking chart has no descriptions; the same filing's Face Up chart and Mortimer's Fortune filing make 5-4-3-2-A the lowest straight and straight flush",
  },
  foul: {
    values: ["loses", "refused", "reset-house-way"],
    source: "seed 004 L873; L1602 (Face Up)",
    why: "\"the five card hand must rank higher than the two card hand\" without saying what happens otherwise; the same room's Face Up filing: a foul loses",
  },
  houseWayUnlessCard: {
    values: ["or-higher", "exactly"],
    source: "seed 004 L882, L887; L1613-1616, L1641-1642 (Face Up)",
    why: "\"split unless K in front\" read as a king or higher, as the same room's Face Up chart words it",
  },
  bonusMinimum: bonusMinimumNote("seed 004 L824, L948; fees L1921-1923, L1939-1941"),
  envyPaid: {
    values: ["end-of-round", "in-seat-order"],
    source: "seed 004 L865 against L912, L916, L918",
    why: "\"the player-dealer pays any Envy Bonuses at the end of the round\" and the Envy buttons stay out \"until all wagers are reconciled\": after every other wager, in the order of L865 among themselves",
  },
});

export function fortuneKings(chosen?: Readonly<Record<string, unknown>>): PaiGowGame {
  const o = withOptions("fortune-pai-gow", FORTUNE_KINGS_DEFAULTS, FORTUNE_KINGS_OPTION_NOTES, chosen);
  return {
    id: "fortune-pai-gow",
    name: "Fortune Pai Gow Poker",
    filing: { seed: SEED_004, bgcId: "GEGA-004231", lines: "816-975" },
    feeScheduleId: "fortune-pai-gow-poker-kings",
    seats: PAI_GOW_SEATS,
    ranking: { wheel: o.wheel, jokerCompletesFlush: true, source: "seed 004 L828-851, L938" },
    houseWay: { chart: KINGS_FORTUNE_HOUSE_WAY, unlessCard: o.houseWayUnlessCard, jokerInSplitAces: o.jokerInSplitAces },
    setOrder: "players-first",
    paiGowPushes: false,
    foul: o.foul,
    comparisonSource: "seed 004 L892-904",
    fortune: {
      payTable: KINGS_FORTUNE_PAY_TABLE,
      hands: { jokerCompletesFlush: true, tripsAndStraight: o.bonusTripsAndStraight },
      source: "seed 004 L906-914, L924, L930-944",
    },
    envy: {
      minimum: dollars(5),
      several: "each-hand",
      paid: o.envyPaid,
      qualifyingHands: o.envyQualifyingHands,
      source: "seed 004 L824, L918-922, L946-958",
    },
    aceHigh: null,
    bonusMinimum: o.bonusMinimum === "one-dollar" ? dollars(1) : "table-minimum",
    actionButton: fortunePaiGowPoker(),
    firstPile: "dice-seat",
    dealSource: "seed 004 L861-867",
    betOrder: betOrder(PAI_GOW_SEATS),
    entry: "cards",
    options: o as unknown as Readonly<Record<string, OptionValue>>,
    optionNotes: FORTUNE_KINGS_OPTION_NOTES,
  };
}
