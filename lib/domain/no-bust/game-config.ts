/**
 * A game of the No Bust family as configuration: its deck, table, deal, charts, options, comparison
 * and pay tables, action button and settlement, each with the filing lines it comes from. The
 * engine reads nothing else, so a game is data (and travels inside a round's state).
 */
import type { CardCountActionButton } from "../action-button/card-count";
import type { SettlementDirection } from "../bank-walk/settlement-order";
import { shoeSpec, type ShoeSpec } from "../cards/shoe-composition";
import type { BusterRules } from "./buster-bonus";
import type { ComparisonRules } from "./comparison";
import type { DoubleDownRules } from "../blackjack/double-down";
import type { HandRules } from "./hand-value";
import type { InsuranceRules } from "./insurance";
import type { JokerUpCardRule } from "./joker-up-card";
import type { OptionNote, OptionValue } from "../game-options";
import type { MainPayTable } from "./pay-table";
import type { PlayerChart } from "../blackjack/player-chart";
import type { PlayerDealerChart } from "../blackjack/player-dealer-chart";
import type { SplitRules } from "../blackjack/split";
import type { SurrenderRules } from "../blackjack/surrender";

export const NO_BUST_GAME_IDS = ["no-bust-joker", "no-bust-6", "no-bust-buster-bonus-6"] as const;
export type NoBustGameId = (typeof NO_BUST_GAME_IDS)[number];

export const SEED_003 = "003_828b6cbeef6aaf10.txt";

export interface DealRules {
  /**
   * The first card: Joker edition "the first occupied position to the right [clockwise] of the
   * Player/Dealer's seat" (L203-205); 6.0 and 2014 "the first seat on the casino Dealer's left
   * (excluding the Player/Dealer)", i.e. seat 1 onward (L743-744, L3052-3053). The player-dealer's
   * first card comes after the players' first cards, and players act in the same order.
   */
  readonly firstSeat: "after-player-dealer" | "house-dealers-left";
  /** Joker edition: face up after the players have drawn (L211-215); 6.0/2014: a face-down hole card in the second round (L752, L3059). */
  readonly playerDealerSecondCard: "after-the-players" | "hole-card";
  readonly source: string;
}

/** When a player's Natural is paid: at the deal, before the walk, or in the walk from the action button. */
export type NaturalsPaid = "at-deal" | "in-walk";

/** With a hole card: whether the dealer checks it for a Natural before the players act, on an ace or ten-value up card. */
export type HoleCardCheck = "peek-ace-or-ten" | "no-peek";

export interface NoBustGame {
  readonly id: NoBustGameId;
  readonly name: string;
  readonly filing: { readonly seed: string; readonly bgcId: string | null; readonly lines: string };
  /** The fee schedule in lib/domain/fees/registry.ts. */
  readonly feeScheduleId: "no-bust-joker" | "no-bust-6" | "no-bust-buster-bonus";
  readonly decks: { readonly min: number; readonly max: number; readonly source: string };
  readonly jokersPerDeck: 0 | 1;
  /** Seats at the table, the player-dealer's included. */
  readonly maxSeats: number;
  readonly hand: HandRules;
  readonly deal: DealRules;
  /** null: no hole card (Joker edition). */
  readonly holeCardCheck: HoleCardCheck | null;
  readonly playerChart: PlayerChart;
  readonly playerDealerChart: PlayerDealerChart;
  readonly jokerUpCard: JokerUpCardRule | null;
  readonly double: DoubleDownRules;
  readonly split: SplitRules;
  readonly surrender: SurrenderRules;
  readonly insurance: InsuranceRules | null;
  readonly comparison: ComparisonRules;
  readonly payTable: MainPayTable;
  readonly buster: BusterRules | null;
  /** When the dealer drops the collection fees; after the initial deal adds a `collect-fees` step. */
  readonly feesCollected: "before-deal" | "after-initial-two-cards";
  readonly actionButton: CardCountActionButton;
  readonly settlementDirection: SettlementDirection;
  /**
   * When a player's Natural is paid. "at-deal" (2014, seed 003 L3243-3249): when the player-dealer
   * does not or cannot have a Natural, the game wager on a Natural is paid at the deal, before the
   * walk from the action button, so it comes first on a short bank. "in-walk": in the walk like
   * every other wager (the Joker edition and 6.0 say nothing else).
   */
  readonly naturalsPaid: NaturalsPaid;
  /** Every bet id of the game in settlement order within a seat (bet-ids.ts). */
  readonly betOrder: readonly string[];
  /** The named options in force, and what each one settles. */
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly optionNotes: Readonly<Record<string, OptionNote>>;
}

/** The shoe for `decks` decks of this game: one joker per deck in the Joker edition (L30). */
export function shoeSpecFor(game: NoBustGame, decks: number): ShoeSpec {
  if (!Number.isInteger(decks) || decks < game.decks.min || decks > game.decks.max) {
    throw new RangeError(`${game.name} is played with ${game.decks.min} to ${game.decks.max} decks, got ${decks} (${game.decks.source})`);
  }
  return shoeSpec(decks, decks * game.jokersPerDeck);
}
