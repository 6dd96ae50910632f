/**
 * Commission-Free Baccarat Dragon Bonus as Mortimer's Card Room filed it: seed 003 L4569-5058
 * (GEGA-0003714, November 2012), with its Options Sheet (L5028-5054) and its own collection rates
 * (L4840-5025, schedule `dragon-bonus-baccarat-mortimers`). Kings' filing (seed 004) is the game
 * `commission-free-dragon-bonus`; here a Banker win on a 6 pays 1 to 2 and a three-card 7 is an
 * ordinary win (L4650, L4749-4750), and the layout has five spaces, no Fortune 7 (L4624-4628).
 */
import { SEAT_LAYOUTS } from "../../seats";
import { type ActionButtonSource, type GameConfig, type OptionNote, type SettlementWalk, cardCountValues, withOptions } from "../game-config";
import type { BetSpec } from "../bet";
import type { NaturalWinPays } from "../bets/dragon-bonus";
import { odds } from "../pay-table";
import { DRAGON_BONUS_PAY_TABLE } from "./commission-free-dragon-bonus";
import { bankerLine, playerLine, space } from "./spaces";

export interface DragonBonusMortimersOptions {
  /** Options Sheet L5041-5043: 8 or 9 to 1; the rules print 9 (L4651, L4774). */
  readonly tiePays: 8 | 9;
  /** Options Sheet L5044-5054: the rules use the button (L4630-4636). */
  readonly actionButton: "banker-second-card" | "none";
  readonly actionButtonTenCounts: number;
  /** L4632-4634 count "the other seats" without saying whether a seat with no wager is one. */
  readonly actionButtonEmptySeats: "counted" | "skipped";
  readonly naturalWinPays: NaturalWinPays;
  readonly lineBetsOnTie: "push" | "lose";
  readonly settlementOrder: SettlementWalk;
  /** Options Sheet L5032-5040: backline per wager group. */
  readonly backlineBaseGame: boolean;
  readonly backlineTie: boolean;
  readonly backlineDragonBonus: boolean;
}

export const DRAGON_BONUS_MORTIMERS_DEFAULTS: DragonBonusMortimersOptions = Object.freeze({
  tiePays: 9,
  actionButton: "banker-second-card",
  actionButtonTenCounts: 10,
  actionButtonEmptySeats: "counted",
  naturalWinPays: "natural-winner-row",
  lineBetsOnTie: "push",
  settlementOrder: "seat-by-seat",
  backlineBaseGame: true,
  backlineTie: true,
  backlineDragonBonus: true,
});

export const DRAGON_BONUS_MORTIMERS_OPTION_NOTES: Readonly<Record<keyof DragonBonusMortimersOptions, OptionNote>> = Object.freeze({
  tiePays: { values: [9, 8], source: "seed 003 L4651, L4774; Options Sheet L5041-5043", why: "the rules pay 9 to 1; the Options Sheet lets the room choose 8 to 1" },
  actionButton: { values: ["banker-second-card", "none"], source: "seed 003 L4630-4636; Options Sheet L5044-5054", why: "the rules use the action button; the Options Sheet lets the room choose none" },
  actionButtonTenCounts: { values: [10], source: "seed 003 L4635-4636", why: "the ten is missing from the count values; it counts ten" },
  actionButtonEmptySeats: {
    values: ["counted", "skipped"],
    source: "seed 003 L4632-4634",
    why: '"the other seats, in clockwise rotation ... respectively represent the numbers" does not say whether a seat without a wager counts; every seat counts',
  },
  naturalWinPays: {
    values: ["natural-winner-row", "better-of-rows"],
    source: "seed 003 L4796-4798, L4818-4836",
    why: "the pay table does not say how a natural winning by 4 or more is paid; the Natural Winner row, as Kings' table marks the point rows non-naturals (seed 004 L1382)",
  },
  lineBetsOnTie: { values: ["push", "lose"], source: "seed 003 L4746-4754", why: "the filing never says what a tie does to line wagers" },
  settlementOrder: { values: ["seat-by-seat", "type-by-type"], source: "seed 003 L4640-4642", why: '"in the following order from player to player: all Player line wagers, then ..." reads either way' },
  backlineBaseGame: { values: [true, false], source: "seed 003 L4628; Options Sheet L5032-5036", why: "the rules permit backline betting on all wagers; the Options Sheet lets the room choose" },
  backlineTie: { values: [true, false], source: "seed 003 L4767; Options Sheet L5032-5037", why: "the rules permit backline betting on the Tie; the Options Sheet lets the room choose" },
  backlineDragonBonus: { values: [true, false], source: "seed 003 L4784-4785; Options Sheet L5032-5039", why: "the rules permit backline betting on the Dragon bonuses; the Options Sheet lets the room choose" },
});

export function commissionFreeDragonBonusMortimers(chosen?: Partial<DragonBonusMortimersOptions>): GameConfig<DragonBonusMortimersOptions> {
  const options = withOptions("commission-free-dragon-bonus-mortimers", DRAGON_BONUS_MORTIMERS_DEFAULTS, DRAGON_BONUS_MORTIMERS_OPTION_NOTES, chosen);
  const sixPaysHalf = { row: "a winning 6 pays 1 to 2", when: "total-6" as const, pays: odds(1, 2) };
  const bets: BetSpec[] = [
    space("player", "Player line", playerLine(options.lineBetsOnTie), "seed 003 L4625, L4649, L4746-4747, L4751-4752", { backline: options.backlineBaseGame }),
    space("banker", "Banker line", bankerLine(options.lineBetsOnTie, [sixPaysHalf]), "seed 003 L4625, L4650, L4748-4750, L4753-4754", { backline: options.backlineBaseGame }),
    space("tie", "Tie Bet", { kind: "tie", pays: odds(options.tiePays), returnedOnBankerTwoCard9: false }, "seed 003 L4625, L4651, L4759-4776", { backline: options.backlineTie }),
    space("player-dragon", "Player Dragon Bonus Bet", { kind: "dragon-bonus", side: "player", table: DRAGON_BONUS_PAY_TABLE, naturalWinPays: options.naturalWinPays }, "seed 003 L4625-4626, L4777-4802, L4816-4836", {
      requires: "line-wager",
      backline: options.backlineDragonBonus,
    }),
    space("banker-dragon", "Banker Dragon Bonus Bet", { kind: "dragon-bonus", side: "banker", table: DRAGON_BONUS_PAY_TABLE, naturalWinPays: options.naturalWinPays }, "seed 003 L4626, L4777-4787, L4803-4836", {
      requires: "line-wager",
      backline: options.backlineDragonBonus,
    }),
  ];
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
          source: "seed 003 L4630-4636",
        };
  return {
    id: "commission-free-dragon-bonus-mortimers",
    name: "Commission-Free Baccarat with Dragon Bonus (Mortimer's Card Room)",
    filings: [{ seed: "003_828b6cbeef6aaf10.txt", bgcId: "GEGA-0003714", lines: "4569-5058" }],
    decks: [8],
    tables: [
      { table: "blackjack", layout: SEAT_LAYOUTS["7+PD"] },
      { table: "baccarat", layout: SEAT_LAYOUTS["13+PD"] },
    ],
    hands: { player: "Player", banker: "Banker" },
    // Filed: a natural on either hand stops the draw (L4755-4758).
    drawing: { kind: "tableau", naturalsStopDrawing: true },
    bets,
    // L4640-4642: Player line, Banker line, Tie, Player Dragon, Banker Dragon.
    settlement: { order: bets.map((b) => b.id), walk: options.settlementOrder, startsAt },
    burn: null,
    options,
    optionNotes: DRAGON_BONUS_MORTIMERS_OPTION_NOTES,
  };
}
