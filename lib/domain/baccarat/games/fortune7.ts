/** Fortune 7 Baccarat, seed 000 (000_46d708fc1e637b4c.txt). */
import { SEAT_LAYOUTS } from "../../seats";
import { type GameConfig, type OptionNote, type SettlementWalk, withOptions } from "../game-config";
import type { OneUpWhen } from "../bets/one-up";
import { type PayTable, odds } from "../pay-table";
import { THREE_CARD_7_PUSH, bankerLine, playerLine, space } from "./spaces";

export interface Fortune7Options {
  /** L80 "in the following order from player to player": each seat in turn, or each bet type around the table. */
  readonly settlementOrder: SettlementWalk;
  /** Line wagers on a tie: not stated. */
  readonly lineBetsOnTie: "push" | "lose";
  /** L89 "only even if": read as "only if". */
  readonly tieRequiresLineWager: boolean;
}

export const FORTUNE7_DEFAULTS: Fortune7Options = Object.freeze({
  settlementOrder: "seat-by-seat",
  lineBetsOnTie: "push",
  tieRequiresLineWager: true,
});

export const FORTUNE7_OPTION_NOTES: Readonly<Record<keyof Fortune7Options, OptionNote>> = Object.freeze({
  settlementOrder: { values: ["seat-by-seat", "type-by-type"], source: "seed 000 L80", why: '"from player to player" reads either way' },
  lineBetsOnTie: { values: ["push", "lose"], source: "seed 000 L82-85", why: "the filing never says what a tie does to line wagers" },
  tieRequiresLineWager: { values: [true, false], source: "seed 000 L89", why: '"only even if" is read as "only if"' },
});

/** One Up Bonus Bet pay table (L119-122). */
export const ONE_UP_PAY_TABLE: PayTable<OneUpWhen> = Object.freeze([
  { row: "Win 1-0", when: { player: 1, banker: 0 }, pays: odds(30) },
  { row: "Other win by 1", when: { playerWinsBy: 1 }, pays: odds(9) },
  { row: "All others", when: "all others", pays: "lose" },
]);

export function fortune7(chosen?: Partial<Fortune7Options>): GameConfig<Fortune7Options> {
  const options = withOptions("fortune-7-baccarat", FORTUNE7_DEFAULTS, FORTUNE7_OPTION_NOTES, chosen);
  const bets = [
    space("player", "Player line", playerLine(options.lineBetsOnTie), "seed 000 L45, L82, L84"),
    space("banker", "Banker line", bankerLine(options.lineBetsOnTie, [THREE_CARD_7_PUSH]), "seed 000 L46, L83, L85"),
    space("tie", "Tie Bet", { kind: "tie", pays: odds(8), returnedOnBankerTwoCard9: false }, "seed 000 L47, L89-95", {
      requires: options.tieRequiresLineWager ? "line-wager" : "nothing",
    }),
    space("one-up", "One Up Bonus Bet", { kind: "one-up", table: ONE_UP_PAY_TABLE }, "seed 000 L49, L111-122", { requires: "line-wager" }),
    space("fortune7", "Fortune 7 Bonus Bet", { kind: "three-card-win", side: "banker", total: 7, pays: odds(40) }, "seed 000 L48, L103-106", {
      requires: "line-wager",
    }),
  ];
  return {
    id: "fortune-7-baccarat",
    name: "Fortune 7 Baccarat",
    filings: [{ seed: "000_46d708fc1e637b4c.txt", lines: "1-193" }],
    decks: [8],
    tables: [{ table: "baccarat", layout: SEAT_LAYOUTS["7+PD"] }],
    hands: { player: "Player", banker: "Banker" },
    drawing: { kind: "tableau", naturalsStopDrawing: true },
    bets,
    settlement: {
      order: bets.map((b) => b.id),
      walk: options.settlementOrder,
      startsAt: { kind: "left-of-player-dealer", source: "seed 000 L80" },
    },
    burn: null,
    options,
    optionNotes: FORTUNE7_OPTION_NOTES,
  };
}
