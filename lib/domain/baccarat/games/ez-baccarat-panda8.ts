/**
 * EZ Baccarat Panda 8 as Kings Card Club filed it: seed 004 L1131-1260 (GEGA-004229, April 2015),
 * with Kings' collection rates (L2003-2024). Mortimer's filing (seed 003 L1962-2425) is its own game,
 * `ez-baccarat-panda-8-mortimers` (docs/rules-decisions/pairings.md). The options `tiePays: 9` and
 * `actionButton: "banker-second-card"` are Mortimer's rules, kept from before the two rooms' versions
 * were separate games so that a table configured with them replays its log; under Kings' schedule
 * they are not a filed pairing (fees/filed-pairings.ts), and a new configuration is refused.
 */
import { SEAT_LAYOUTS } from "../../seats";
import { type ActionButtonSource, type GameConfig, type OptionNote, type SettlementWalk, cardCountValues, withOptions } from "../game-config";
import { odds } from "../pay-table";
import { THREE_CARD_7_PUSH, bankerLine, playerLine, space } from "./spaces";

export interface EzPanda8Options {
  readonly threeCard7Push: boolean;
  readonly naturalsStopDrawing: boolean;
  readonly lineBetsOnTie: "push" | "lose";
  readonly settlementOrder: SettlementWalk;
  /** 004 L1169, L1215: 8 to 1; 003 L2039, L2206: 9 to 1. */
  readonly tiePays: 8 | 9;
  /** 004 L1159: from the player left of the player-dealer; 003 L2022-2027: the Banker's second card. */
  readonly actionButton: "none" | "banker-second-card";
  /** 003 L2027 lists A, 2-9, J, Q, K but not the ten. */
  readonly actionButtonTenCounts: number;
  /** 003 L2023-2026 counts "the other seats" without saying whether a seat with no wager is one. */
  readonly actionButtonEmptySeats: "counted" | "skipped";
}

export const EZ_PANDA8_DEFAULTS: EzPanda8Options = Object.freeze({
  threeCard7Push: false,
  naturalsStopDrawing: true,
  lineBetsOnTie: "push",
  settlementOrder: "seat-by-seat",
  tiePays: 8,
  actionButton: "none",
  actionButtonTenCounts: 10,
  actionButtonEmptySeats: "counted",
});

export const EZ_PANDA8_OPTION_NOTES: Readonly<Record<keyof EzPanda8Options, OptionNote>> = Object.freeze({
  threeCard7Push: { values: [false, true], source: "seed 003 L2038, L2184; seed 004 L1168, L1203", why: "as filed the Banker line pays 1 to 1 on every win" },
  naturalsStopDrawing: { values: [true, false], source: "seed 003 L2054-2065; seed 004 L1175-1181", why: "neither filing says that a natural stops the draw; the standard rule applies" },
  lineBetsOnTie: { values: ["push", "lose"], source: "seed 003 L2182-2189; seed 004 L1202-1205", why: "neither filing says what a tie does to line wagers" },
  settlementOrder: { values: ["seat-by-seat", "type-by-type"], source: "seed 004 L1159", why: '"from seat to seat in the following order: all player line wagers, ..." reads either way' },
  tiePays: {
    values: [8, 9],
    source: "seed 004 L1169, L1215; seed 003 L2039, L2206",
    why: "Kings pays 8 to 1; 9 to 1 is Mortimer's rule (the game EZ Baccarat Panda 8 (Mortimer's Card Room)), kept so older tables replay, refused with Kings' schedule",
  },
  actionButton: {
    values: ["none", "banker-second-card"],
    source: "seed 004 L1159; seed 003 L2022-2027",
    why: "Kings settles from the player left of the player-dealer; the button is Mortimer's rule (the game EZ Baccarat Panda 8 (Mortimer's Card Room)), kept so older tables replay, refused with Kings' schedule",
  },
  actionButtonTenCounts: { values: [10], source: "seed 003 L2027", why: "the ten is missing from the count values; it counts ten" },
  actionButtonEmptySeats: {
    values: ["counted", "skipped"],
    source: "seed 003 L2023-2026",
    why: '"the other seats, in clockwise rotation ... respectively represent the other numbers" does not say whether a seat without a wager counts; every seat counts',
  },
});

export function ezBaccaratPanda8(chosen?: Partial<EzPanda8Options>): GameConfig<EzPanda8Options> {
  const options = withOptions("ez-baccarat-panda-8", EZ_PANDA8_DEFAULTS, EZ_PANDA8_OPTION_NOTES, chosen);
  const bets = [
    space("player", "Player line", playerLine(options.lineBetsOnTie), "seed 004 L1167, L1202, L1204; seed 003 L2037, L2182"),
    space("banker", "Banker line", bankerLine(options.lineBetsOnTie, options.threeCard7Push ? [THREE_CARD_7_PUSH] : []), "seed 004 L1168, L1203, L1205; seed 003 L2038, L2184"),
    space("tie", "Tie Bet", { kind: "tie", pays: odds(options.tiePays), returnedOnBankerTwoCard9: false }, "seed 004 L1169, L1207-1216; seed 003 L2039, L2190-2208"),
    space("panda8", "Panda 8", { kind: "three-card-win", side: "player", total: 8, pays: odds(25) }, "seed 004 L1171, L1228-1235; seed 003 L2042-2043, L2227-2239", {
      requires: "line-wager",
    }),
    space("dragon7", "Dragon 7 Bonus Bet", { kind: "three-card-win", side: "banker", total: 7, pays: odds(40) }, "seed 004 L1170, L1218-1226; seed 003 L2040-2041, L2209-2222", {
      requires: "line-wager",
    }),
  ];
  const startsAt: ActionButtonSource =
    options.actionButton === "none"
      ? { kind: "left-of-player-dealer", source: "seed 004 L1159" }
      : {
          kind: "card-count",
          card: { hand: "banker", index: 1 },
          countFrom: "left-of-house-dealer",
          skipsPlayerDealer: true,
          values: cardCountValues(options.actionButtonTenCounts),
          emptySeats: options.actionButtonEmptySeats,
          source: "seed 003 L2022-2027",
        };
  return {
    id: "ez-baccarat-panda-8",
    name: "EZ Baccarat Panda 8 (Kings Card Club)",
    filings: [{ seed: "004_b7b95d88b58787a5.txt", bgcId: "GEGA-004229", lines: "1131-1260" }],
    decks: [3, 4, 5, 6, 7, 8],
    tables: [
      { table: "blackjack", layout: SEAT_LAYOUTS["7+PD"] },
      { table: "baccarat", layout: SEAT_LAYOUTS["13+PD"] },
    ],
    hands: { player: "Player", banker: "Banker" },
    drawing: { kind: "tableau", naturalsStopDrawing: options.naturalsStopDrawing },
    bets,
    settlement: { order: bets.map((b) => b.id), walk: options.settlementOrder, startsAt },
    burn: null,
    options,
    optionNotes: EZ_PANDA8_OPTION_NOTES,
  };
}
