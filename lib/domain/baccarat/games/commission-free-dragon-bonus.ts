/**
 * Commission-Free Baccarat with Dragon Bonus as Kings Card Club filed it ("Dragon Bonus Baccarat -
 * Commission Free"): seed 004 L1262-1395 (GEGA-004228), with Kings' collection rates (L2003-2024):
 * Fortune 7, the Banker three-card-7 push, Tie 9 to 1, the action button. Mortimer's filing (seed 003
 * L4569-5058, with its Options Sheet) is its own game, `commission-free-dragon-bonus-mortimers`
 * (docs/rules-decisions/pairings.md). The options taken from Mortimer's filing (`bankerLine:
 * "six-pays-half"`, `tiePays: 8`, `actionButton: "none"`, `fortune7Offered: false`, backline off) are
 * kept from before the two rooms' versions were separate games so that a table configured with them
 * replays its log; under Kings' schedule they are not a filed pairing (fees/filed-pairings.ts).
 */
import { SEAT_LAYOUTS } from "../../seats";
import { type ActionButtonSource, type GameConfig, type OptionNote, type SettlementWalk, cardCountValues, withOptions } from "../game-config";
import type { BetSpec } from "../bet";
import type { DragonWhen, NaturalWinPays } from "../bets/dragon-bonus";
import { type PayTable, odds } from "../pay-table";
import { THREE_CARD_7_PUSH, bankerLine, playerLine, space } from "./spaces";

export interface DragonBonusOptions {
  /** 004 L1306, L1340: a winning three-card 7 pushes; 003 L4650, L4749: a winning 6 pays 1 to 2. */
  readonly bankerLine: "three-card-7-push" | "six-pays-half";
  /** 003 Options Sheet L5041-5043: 8 or 9 to 1; both filings print 9. */
  readonly tiePays: 8 | 9;
  /** 003 Options Sheet L5044-5054. */
  readonly actionButton: "banker-second-card" | "none";
  readonly actionButtonTenCounts: number;
  /** 004 L1295, 003 L4632-4634 count "the other seats" without saying whether a seat with no wager is one. */
  readonly actionButtonEmptySeats: "counted" | "skipped";
  readonly naturalWinPays: NaturalWinPays;
  readonly lineBetsOnTie: "push" | "lose";
  readonly settlementOrder: SettlementWalk;
  /** Fortune 7 is on 004's layout only (L1293, L1309). */
  readonly fortune7Offered: boolean;
  /** 003 Options Sheet L5032-5040: backline per wager group. */
  readonly backlineBaseGame: boolean;
  readonly backlineTie: boolean;
  readonly backlineDragonBonus: boolean;
  readonly backlineFortune7: boolean;
}

export const DRAGON_BONUS_DEFAULTS: DragonBonusOptions = Object.freeze({
  bankerLine: "three-card-7-push",
  tiePays: 9,
  actionButton: "banker-second-card",
  actionButtonTenCounts: 10,
  actionButtonEmptySeats: "counted",
  naturalWinPays: "natural-winner-row",
  lineBetsOnTie: "push",
  settlementOrder: "seat-by-seat",
  fortune7Offered: true,
  backlineBaseGame: true,
  backlineTie: true,
  backlineDragonBonus: true,
  backlineFortune7: true,
});

export const DRAGON_BONUS_OPTION_NOTES: Readonly<Record<keyof DragonBonusOptions, OptionNote>> = Object.freeze({
  bankerLine: {
    values: ["three-card-7-push", "six-pays-half"],
    source: "seed 004 L1306, L1340; seed 003 L4650, L4749",
    why: "Kings pushes a winning three-card 7; a winning 6 paying 1 to 2 is Mortimer's rule (its own game), kept so older tables replay, refused with Kings' schedule",
  },
  tiePays: { values: [9, 8], source: "seed 004 L1307, L1355; seed 003 L5041-5043", why: "Kings pays 9 to 1; 8 to 1 is on Mortimer's Options Sheet, kept so older tables replay, refused with Kings' schedule" },
  actionButton: {
    values: ["banker-second-card", "none"],
    source: "seed 004 L1295; seed 003 L5044-5054",
    why: "Kings uses the action button; none is on Mortimer's Options Sheet, kept so older tables replay, refused with Kings' schedule",
  },
  actionButtonTenCounts: { values: [10], source: "seed 004 L1295; seed 003 L4635-4636", why: "the ten is missing from the count values; it counts ten" },
  actionButtonEmptySeats: {
    values: ["counted", "skipped"],
    source: "seed 004 L1295; seed 003 L4632-4634",
    why: '"the other seats are counted in clockwise rotation" does not say whether a seat without a wager counts; every seat counts',
  },
  naturalWinPays: {
    values: ["natural-winner-row", "better-of-rows"],
    source: "seed 004 L1373-1382; seed 003 L4818-4836",
    why: '004 marks the point-difference rows "* Non-naturals"; 003 does not say how a natural winning by 4 or more is paid',
  },
  lineBetsOnTie: { values: ["push", "lose"], source: "seed 004 L1338-1343", why: "the filing never says what a tie does to line wagers" },
  settlementOrder: { values: ["seat-by-seat", "type-by-type"], source: "seed 004 L1295-1297", why: '"from player to player: all Player line wagers, then ..." reads either way' },
  fortune7Offered: { values: [true, false], source: "seed 004 L1293, L1309, L1384-1395", why: "Kings' layout has Fortune 7; Mortimer's layout (its own game) has none; kept so older tables replay, refused with Kings' schedule" },
  backlineBaseGame: { values: [true, false], source: "seed 004 L1293; seed 003 L5032-5040", why: "Kings permits backline betting; the choice is on Mortimer's Options Sheet, kept so older tables replay, refused with Kings' schedule" },
  backlineTie: { values: [true, false], source: "seed 004 L1352; seed 003 L5032-5040", why: "Kings permits backline betting; the choice is on Mortimer's Options Sheet, kept so older tables replay, refused with Kings' schedule" },
  backlineDragonBonus: { values: [true, false], source: "seed 004 L1362; seed 003 L5032-5040", why: "Kings permits backline betting; the choice is on Mortimer's Options Sheet, kept so older tables replay, refused with Kings' schedule" },
  backlineFortune7: { values: [true, false], source: "seed 004 L1390", why: "permitted as filed" },
});

/** Player Dragon Bonus Bet and Banker Dragon Bonus Bet Pay Table (004 L1370-1382; 003 L4818-4836). */
export const DRAGON_BONUS_PAY_TABLE: PayTable<DragonWhen> = Object.freeze([
  { row: "Natural Ties", when: "natural tie", pays: "push" },
  { row: "Natural Winner", when: "natural winner", pays: odds(1) },
  { row: "4 point difference", when: { pointDifference: 4 }, pays: odds(1) },
  { row: "5 point difference", when: { pointDifference: 5 }, pays: odds(2) },
  { row: "6 point difference", when: { pointDifference: 6 }, pays: odds(4) },
  { row: "7 point difference", when: { pointDifference: 7 }, pays: odds(6) },
  { row: "8 point difference", when: { pointDifference: 8 }, pays: odds(10) },
  { row: "9 point difference", when: { pointDifference: 9 }, pays: odds(30) },
]);

export function commissionFreeDragonBonus(chosen?: Partial<DragonBonusOptions>): GameConfig<DragonBonusOptions> {
  const options = withOptions("commission-free-dragon-bonus", DRAGON_BONUS_DEFAULTS, DRAGON_BONUS_OPTION_NOTES, chosen);
  const bankerExceptions =
    options.bankerLine === "three-card-7-push"
      ? [THREE_CARD_7_PUSH]
      : [{ row: "a winning 6 pays 1 to 2", when: "total-6" as const, pays: odds(1, 2) }];
  const bets: BetSpec[] = [
    space("player", "Player line", playerLine(options.lineBetsOnTie), "seed 004 L1305, L1338, L1342", { backline: options.backlineBaseGame }),
    space("banker", "Banker line", bankerLine(options.lineBetsOnTie, bankerExceptions), "seed 004 L1306, L1339-1341, L1343; seed 003 L4650, L4748-4750", {
      backline: options.backlineBaseGame,
    }),
    space("tie", "Tie Bet", { kind: "tie", pays: odds(options.tiePays), returnedOnBankerTwoCard9: false }, "seed 004 L1307, L1349-1356", { backline: options.backlineTie }),
    space("player-dragon", "Player Dragon Bonus Bet", { kind: "dragon-bonus", side: "player", table: DRAGON_BONUS_PAY_TABLE, naturalWinPays: options.naturalWinPays }, "seed 004 L1308, L1360-1364, L1370-1382", {
      requires: "line-wager",
      backline: options.backlineDragonBonus,
    }),
    space("banker-dragon", "Banker Dragon Bonus Bet", { kind: "dragon-bonus", side: "banker", table: DRAGON_BONUS_PAY_TABLE, naturalWinPays: options.naturalWinPays }, "seed 004 L1308, L1360-1361, L1365, L1370-1382", {
      requires: "line-wager",
      backline: options.backlineDragonBonus,
    }),
  ];
  if (options.fortune7Offered) {
    bets.push(
      space("fortune7", "Fortune 7 Bonus Bet", { kind: "three-card-win", side: "banker", total: 7, pays: odds(40) }, "seed 004 L1309, L1384-1395", {
        requires: "line-wager",
        backline: options.backlineFortune7,
      }),
    );
  }
  const startsAt: ActionButtonSource =
    options.actionButton === "none"
      ? { kind: "left-of-player-dealer", source: "seed 003 L5045-5046" }
      : {
          kind: "card-count",
          card: { hand: "banker", index: 1 },
          countFrom: "left-of-house-dealer",
          skipsPlayerDealer: true,
          values: cardCountValues(options.actionButtonTenCounts),
          emptySeats: options.actionButtonEmptySeats,
          source: "seed 004 L1295; seed 003 L4630-4636",
        };
  return {
    id: "commission-free-dragon-bonus",
    name: "Commission-Free Baccarat with Dragon Bonus (Kings Card Club)",
    filings: [{ seed: "004_b7b95d88b58787a5.txt", bgcId: "GEGA-004228", lines: "1262-1395" }],
    decks: [8],
    tables: [
      { table: "blackjack", layout: SEAT_LAYOUTS["7+PD"] },
      { table: "baccarat", layout: SEAT_LAYOUTS["13+PD"] },
    ],
    hands: { player: "Player", banker: "Banker" },
    drawing: { kind: "tableau", naturalsStopDrawing: true },
    bets,
    // 004 L1295-1297 leaves the Banker Dragon out of the order; it settles after the Player Dragon as in 003 L4640-4642.
    settlement: { order: bets.map((b) => b.id), walk: options.settlementOrder, startsAt },
    burn: null,
    options,
    optionNotes: DRAGON_BONUS_OPTION_NOTES,
  };
}
