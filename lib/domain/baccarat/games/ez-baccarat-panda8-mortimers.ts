/**
 * EZ Baccarat Panda 8 as Mortimer's Card Room filed it: seed 003 L1962-2425 (GEGA003832, April 2013),
 * with its own collection rates (L2261-2424, schedule `ez-baccarat-panda-8-mortimers`). Kings' filing
 * of the same game (seed 004) is the game `ez-baccarat-panda-8`; the two differ on the Tie (9 to 1
 * here, L2039, L2206) and on who settles first (the action button by the Banker's second card here,
 * L2022-2027). The options fill this filing's own gaps.
 */
import { SEAT_LAYOUTS } from "../../seats";
import { type GameConfig, type OptionNote, type SettlementWalk, cardCountValues, withOptions } from "../game-config";
import { odds } from "../pay-table";
import { THREE_CARD_7_PUSH, bankerLine, playerLine, space } from "./spaces";

export interface EzPanda8MortimersOptions {
  readonly threeCard7Push: boolean;
  readonly naturalsStopDrawing: boolean;
  readonly lineBetsOnTie: "push" | "lose";
  readonly settlementOrder: SettlementWalk;
  /** L2027 lists A, 2-9, J, Q, K but not the ten. */
  readonly actionButtonTenCounts: number;
  /** L2023-2026 counts "the other seats" without saying whether a seat with no wager is one. */
  readonly actionButtonEmptySeats: "counted" | "skipped";
}

export const EZ_PANDA8_MORTIMERS_DEFAULTS: EzPanda8MortimersOptions = Object.freeze({
  threeCard7Push: false,
  naturalsStopDrawing: true,
  lineBetsOnTie: "push",
  settlementOrder: "seat-by-seat",
  actionButtonTenCounts: 10,
  actionButtonEmptySeats: "counted",
});

export const EZ_PANDA8_MORTIMERS_OPTION_NOTES: Readonly<Record<keyof EzPanda8MortimersOptions, OptionNote>> = Object.freeze({
  threeCard7Push: { values: [false, true], source: "seed 003 L2038, L2184", why: "as filed the Banker line pays 1 to 1 on every win" },
  naturalsStopDrawing: { values: [true, false], source: "seed 003 L2054-2065", why: "the filing does not say that a natural stops the draw; the standard rule applies (as its Dragon Bonus filing says, L4755-4758)" },
  lineBetsOnTie: { values: ["push", "lose"], source: "seed 003 L2182-2189", why: "the filing never says what a tie does to line wagers" },
  settlementOrder: {
    values: ["seat-by-seat", "type-by-type"],
    source: "seed 003 L2016-2018, L2022",
    why: "the filing gives no order across bet types: the layout's order (Player, Banker, Tie, Panda 8, Dragon 7), each seat's wagers before the next seat",
  },
  actionButtonTenCounts: { values: [10], source: "seed 003 L2027", why: "the ten is missing from the count values; it counts ten" },
  actionButtonEmptySeats: {
    values: ["counted", "skipped"],
    source: "seed 003 L2023-2026",
    why: '"the other seats, in clockwise rotation ... respectively represent the other numbers" does not say whether a seat without a wager counts; every seat counts',
  },
});

export function ezBaccaratPanda8Mortimers(chosen?: Partial<EzPanda8MortimersOptions>): GameConfig<EzPanda8MortimersOptions> {
  const options = withOptions("ez-baccarat-panda-8-mortimers", EZ_PANDA8_MORTIMERS_DEFAULTS, EZ_PANDA8_MORTIMERS_OPTION_NOTES, chosen);
  const bets = [
    space("player", "Player line", playerLine(options.lineBetsOnTie), "seed 003 L2017, L2037, L2182, L2186"),
    space("banker", "Banker line", bankerLine(options.lineBetsOnTie, options.threeCard7Push ? [THREE_CARD_7_PUSH] : []), "seed 003 L2017, L2038, L2184, L2188"),
    space("tie", "Tie Bet", { kind: "tie", pays: odds(9), returnedOnBankerTwoCard9: false }, "seed 003 L2017, L2039, L2190-2208"),
    space("panda8", "Panda 8", { kind: "three-card-win", side: "player", total: 8, pays: odds(25) }, "seed 003 L2018, L2042-2043, L2227-2239", {
      requires: "line-wager",
    }),
    space("dragon7", "Dragon 7 Bonus Bet", { kind: "three-card-win", side: "banker", total: 7, pays: odds(40) }, "seed 003 L2018, L2040-2041, L2209-2222", {
      requires: "line-wager",
    }),
  ];
  return {
    id: "ez-baccarat-panda-8-mortimers",
    name: "EZ Baccarat Panda 8 (Mortimer's Card Room)",
    filings: [{ seed: "003_828b6cbeef6aaf10.txt", bgcId: "GEGA003832", lines: "1962-2425" }],
    decks: [3, 4, 5, 6, 7, 8],
    tables: [
      { table: "blackjack", layout: SEAT_LAYOUTS["7+PD"] },
      { table: "baccarat", layout: SEAT_LAYOUTS["13+PD"] },
    ],
    hands: { player: "Player", banker: "Banker" },
    drawing: { kind: "tableau", naturalsStopDrawing: options.naturalsStopDrawing },
    bets,
    settlement: {
      order: bets.map((b) => b.id),
      walk: options.settlementOrder,
      startsAt: {
        kind: "card-count",
        card: { hand: "banker", index: 1 },
        countFrom: "left-of-house-dealer",
        skipsPlayerDealer: true,
        values: cardCountValues(options.actionButtonTenCounts),
        emptySeats: options.actionButtonEmptySeats,
        source: "seed 003 L2022-2027",
      },
    },
    burn: null,
    options,
    optionNotes: EZ_PANDA8_MORTIMERS_OPTION_NOTES,
  };
}
