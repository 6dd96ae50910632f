/** 21st Century Baccarat 5.0, seed 001 (001_7c3e69f28c86fada.txt). */
import { TWENTY_FIRST_CENTURY_BACCARAT_CHART } from "../../action-button/game-action-buttons";
import { SEAT_LAYOUTS } from "../../seats";
import type { Rank } from "../../cards/card";
import { type GameConfig, type OptionNote, withOptions } from "../game-config";
import type { HoleCardRule } from "../drawing-rules";
import type { PairKind } from "../bets/bonus-pair";
import type { LineRule } from "../bets/line";
import { type PayTable, odds } from "../pay-table";
import { space } from "./spaces";

export interface TwentyFirstCenturyOptions {
  /**
   * L105 says a player-dealer natural stops the Player from drawing, yet the hole card stays down
   * until the players have drawn (L18, L82); L127 shows the dealer checks it first.
   */
  readonly holeCardRule: HoleCardRule;
  /** The Player hand the dealer line and the tie bets settle against when stand and hit lines differ on a two-card 5. */
  readonly dealerLineAndTiesVersus: "as-dealt" | "stand-line";
  /** L136 "All tie bets will be returned if the dealer has a two card total of 9", printed under the late tie. */
  readonly tieBetsReturnedOnDealerTwoCard9: "early-and-late" | "late-only";
  /** Late tie stake: L119 limits "the tie wager" to the base wager under the early tie only. */
  readonly lateTieMaxStake: "base-wager" | "table-limit";
}

export const TWENTY_FIRST_CENTURY_DEFAULTS: TwentyFirstCenturyOptions = Object.freeze({
  holeCardRule: "peek-for-natural",
  dealerLineAndTiesVersus: "as-dealt",
  tieBetsReturnedOnDealerTwoCard9: "early-and-late",
  lateTieMaxStake: "base-wager",
});

export const TWENTY_FIRST_CENTURY_OPTION_NOTES: Readonly<Record<keyof TwentyFirstCenturyOptions, OptionNote>> = Object.freeze({
  holeCardRule: {
    values: ["peek-for-natural", "expose-after-player-draws"],
    source: "seed 001 L18, L82, L105, L127",
    why: "a player-dealer natural stops the Player only if the hole card is checked before the Player draws",
  },
  dealerLineAndTiesVersus: {
    values: ["as-dealt", "stand-line"],
    source: "seed 001 L79-82",
    why: "only the Player line is split into stand and hit lines; the filing does not say which Player hand the other wagers face",
  },
  tieBetsReturnedOnDealerTwoCard9: {
    values: ["early-and-late", "late-only"],
    source: "seed 001 L136",
    why: '"All tie bets" is printed in the late tie section',
  },
  lateTieMaxStake: {
    values: ["base-wager", "table-limit"],
    source: "seed 001 L119, L127-137",
    why: "the late tie section gives no limit; the early tie's limit is applied to it too",
  },
});

/** Bonus Pair pay table (L150-154). */
export const BONUS_PAIR_PAY_TABLE: PayTable<PairKind> = Object.freeze([
  { row: "No Pair", when: "no pair", pays: "lose" },
  { row: "Pair", when: "pair", pays: odds(10) },
  { row: "Pair of Same Color", when: "pair of same color", pays: odds(20) },
  { row: "Pair of Same Suit", when: "pair of same suit", pays: odds(40) },
]);

/**
 * Action button from the player-dealer's hole card (L85-93): the position counted clockwise from the
 * player-dealer at 0. The chart's "Seat 2 … Seat 8" are read as the 1st … 7th position after the
 * player-dealer (decision A1 in docs/rules-decisions/rotation-action-bank.md); the action-button
 * module places the seat from this same chart.
 */
export const HOLE_CARD_ACTION_POSITIONS: Readonly<Record<Rank, number>> = TWENTY_FIRST_CENTURY_BACCARAT_CHART;

/** Ties on 0 and 1 go to the player-dealer hand (L109); ties on 2-9 push (L111). */
function line(side: "player" | "banker", pays = odds(1)): LineRule {
  return { kind: "line", side, pays, bankerWinsTiesOn: [0, 1], onOtherTies: "push", bankerWinExceptions: [] };
}

export function twentyFirstCentury(chosen?: Partial<TwentyFirstCenturyOptions>): GameConfig<TwentyFirstCenturyOptions> {
  const options = withOptions("21st-century-baccarat-5", TWENTY_FIRST_CENTURY_DEFAULTS, TWENTY_FIRST_CENTURY_OPTION_NOTES, chosen);
  const versus = options.dealerLineAndTiesVersus;
  const bets = [
    space("player", "Player line", line("player"), "seed 001 L57, L79-81, L109, L111", { playerHandOnFive: "bettor-choice" }),
    space("dealer", "Dealer line", line("banker", odds(19, 20)), "seed 001 L58, L109, L111", { playerHandOnFive: versus }),
    space("early-tie", "Early tie bet", { kind: "tie", pays: odds(8), returnedOnBankerTwoCard9: options.tieBetsReturnedOnDealerTwoCard9 === "early-and-late" }, "seed 001 L59, L116-123, L136", {
      requires: "line-wager",
      maxStake: "base-wager",
      playerHandOnFive: versus,
    }),
    space("late-tie", "Late tie bet", { kind: "tie", pays: odds(7), returnedOnBankerTwoCard9: true }, "seed 001 L60, L125-137", {
      requires: "early-tie",
      maxStake: options.lateTieMaxStake,
      placed: "after-player-cards",
      playerHandOnFive: versus,
    }),
    space("player-pair", "Player Bonus Pair", { kind: "bonus-pair", hand: "player", table: BONUS_PAIR_PAY_TABLE }, "seed 001 L139-154", { requires: "line-wager" }),
    space("dealer-pair", "Dealer Bonus Pair", { kind: "bonus-pair", hand: "banker", table: BONUS_PAIR_PAY_TABLE }, "seed 001 L139-154", { requires: "line-wager" }),
  ];
  return {
    id: "21st-century-baccarat-5",
    name: "21st Century Baccarat 5.0",
    filings: [{ seed: "001_7c3e69f28c86fada.txt", lines: "1-160" }],
    decks: [4, 6, 8],
    tables: [
      { table: "blackjack", layout: SEAT_LAYOUTS["7+PD"] },
      { table: "baccarat", layout: SEAT_LAYOUTS["7+PD"] },
      { table: "baccarat", layout: SEAT_LAYOUTS["13+PD"] },
    ],
    hands: { player: "Player", banker: "Player/Dealer" },
    drawing: { kind: "player-option-on-5", holeCard: options.holeCardRule },
    bets,
    settlement: {
      order: bets.map((b) => b.id),
      walk: "seat-by-seat",
      startsAt: {
        kind: "position-table",
        card: { hand: "banker", index: 1 },
        playerDealerPosition: 0,
        positionByRank: HOLE_CARD_ACTION_POSITIONS,
        source: "seed 001 L16, L83-93, L123",
      },
    },
    burn: null,
    options,
    optionNotes: TWENTY_FIRST_CENTURY_OPTION_NOTES,
  };
}
