/**
 * A game of the baccarat family as configuration: decks, tables, drawing rules, betting spaces in
 * settlement order, the action button, and the options that fill the filings' gaps.
 */
import type { SeatLayout } from "../seats";
import type { Rank } from "../cards/card";
import type { BetId, BetSpec } from "./bet";
import type { DrawingRules } from "./drawing-rules";
import type { BurnRule } from "./burn";

export const BACCARAT_GAME_IDS = [
  "fortune-7-baccarat",
  "21st-century-baccarat-5",
  "ez-baccarat",
  "ez-baccarat-panda-8",
  "ez-baccarat-panda-8-mortimers",
  "commission-free-dragon-bonus",
  "commission-free-dragon-bonus-mortimers",
  "dai-bacc",
] as const;

export type BaccaratGameId = (typeof BACCARAT_GAME_IDS)[number];

export interface FilingRef {
  readonly seed: string;
  readonly bgcId?: string;
  readonly lines: string;
}

export interface TableLayout {
  readonly table: "baccarat" | "blackjack";
  readonly layout: SeatLayout;
}

/**
 * Where the first action of the settlement goes. Data only: the seat arithmetic lives with the
 * action button module.
 *
 * - `left-of-player-dealer`: no action button; start with the player to the left of the
 *   player-dealer and go clockwise.
 * - `card-count`: a card of the round counts seats clockwise from the player to the left of the
 *   house dealer, the player-dealer's seat not counted (EZ Panda 8 003 L2022-2027, Dragon Bonus).
 * - `position-table`: the card's rank names a position counted clockwise from the player-dealer,
 *   whose position is 0 (21st Century 001 L83-93).
 */
export type ActionButtonSource =
  | { readonly kind: "left-of-player-dealer"; readonly source: string }
  | {
      readonly kind: "card-count";
      readonly card: { readonly hand: "banker"; readonly index: 1 };
      readonly countFrom: "left-of-house-dealer";
      readonly skipsPlayerDealer: true;
      readonly values: Readonly<Record<Rank, number>>;
      /** Whether seats without a wager are counted as positions (not stated by the filings). */
      readonly emptySeats: "counted" | "skipped";
      readonly source: string;
    }
  | {
      readonly kind: "position-table";
      readonly card: { readonly hand: "banker"; readonly index: 1 };
      readonly playerDealerPosition: 0;
      readonly positionByRank: Readonly<Record<Rank, number>>;
      readonly source: string;
    };

export type SettlementWalk = "seat-by-seat" | "type-by-type";

export interface Settlement {
  /** Bet types in the order they are settled. */
  readonly order: readonly BetId[];
  /** Each seat's wagers in `order` before the next seat, or one bet type around the table at a time. */
  readonly walk: SettlementWalk;
  readonly startsAt: ActionButtonSource;
}

export type OptionValue = string | number | boolean;

/** One named option that fills a gap or contradiction in a filing, with its source line. */
export interface OptionNote {
  readonly values: readonly OptionValue[];
  readonly source: string;
  readonly why: string;
}

export interface GameConfig<O extends object = Record<string, OptionValue>> {
  readonly id: BaccaratGameId;
  readonly name: string;
  readonly filings: readonly FilingRef[];
  readonly decks: readonly number[];
  readonly tables: readonly TableLayout[];
  readonly hands: { readonly player: string; readonly banker: string };
  readonly drawing: DrawingRules;
  /** Betting spaces, in settlement order. */
  readonly bets: readonly BetSpec[];
  readonly settlement: Settlement;
  readonly burn: BurnRule | null;
  readonly options: Readonly<O>;
  readonly optionNotes: Readonly<Record<keyof O & string, OptionNote>>;
}

/** Any configured game, options erased: what the engine functions take. */
export type AnyGameConfig = GameConfig<object>;

export class GameOptionError extends RangeError {
  override name = "GameOptionError";
}

/** Defaults overlaid with a room's choices; unknown names and values outside the filed list are refused. */
export function withOptions<O extends object>(
  game: string,
  defaults: O,
  notes: Readonly<Record<keyof O & string, OptionNote>>,
  chosen: Partial<O> | undefined,
): O {
  const result = { ...defaults };
  for (const [name, value] of Object.entries(chosen ?? {})) {
    if (value === undefined) continue;
    const note = (notes as Record<string, OptionNote | undefined>)[name];
    if (!note) throw new GameOptionError(`${game} has no option "${name}" (options: ${Object.keys(notes).join(", ")})`);
    if (!note.values.includes(value as OptionValue)) {
      throw new GameOptionError(`${game} option "${name}" must be one of ${note.values.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(value)}`);
    }
    (result as Record<string, unknown>)[name] = value;
  }
  return result;
}

/** The betting space of a game, or a clear refusal. */
export function betSpec(game: AnyGameConfig, id: BetId): BetSpec {
  const spec = game.bets.find((b) => b.id === id);
  if (!spec) throw new RangeError(`${game.id} has no "${id}" wager (wagers: ${game.bets.map((b) => b.id).join(", ")})`);
  return spec;
}

/** Ace 1, 2-9 face value, jack 11, queen 12, king 13; the ten is not listed by the filings (a named option). */
export function cardCountValues(ten: number): Readonly<Record<Rank, number>> {
  return Object.freeze({ A: 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, T: ten, J: 11, Q: 12, K: 13 });
}
