/**
 * A game of the twenty-one family as configuration: its marked deck, table, deal, peek, charts,
 * doubling, splitting, surrender, insurance, comparison and pay tables, bonus bets, action button and
 * settlement, each with the filing lines it comes from. The engine reads nothing else, so a game is
 * data (and travels inside a round's state).
 */
import type { ActionButton } from "../action-button";
import type { SettlementDirection } from "../bank-walk/settlement-order";
import { markedDeckShoeSpec, type MarkedDeck } from "../cards/marked-deck";
import type { ShoeSpec } from "../cards/shoe-composition";
import type { OptionNote, OptionValue } from "../game-options";
import type { PlayerChart } from "../blackjack/player-chart";
import type { PlayerDealerChart } from "../blackjack/player-dealer-chart";
import type { SplitRules } from "../blackjack/split";
import type { BusterRules } from "./buster-bonus";
import type { ComparisonRules } from "./comparison";
import type { DoubleRules } from "./double-down";
import type { HandRules } from "./hand-value";
import type { InsuranceRules } from "./insurance";
import type { MatchRules } from "./match-the-dealer";
import type { TwentyOnePayTable } from "./pay-table";
import type { SurrenderRules } from "./surrender";

export const TWENTY_ONE_GAME_IDS = ["pure-21-5-mortimers", "pure-21-5", "pure-spanish-21-5", "blackjack-x"] as const;
export type TwentyOneGameId = (typeof TWENTY_ONE_GAME_IDS)[number];

export const SEED_003 = "003_828b6cbeef6aaf10.txt";
export const SEED_004 = "004_b7b95d88b58787a5.txt";

export interface DealRules {
  /**
   * The first card: "to the player seated to the left of the player-dealer" (seed 003 L395-397,
   * seed 004 L463, L650) or to seat 1, the first seat on the house dealer's left. The player-dealer
   * is dealt last in each round of cards, its second card face down; players act in the same order.
   */
  readonly firstSeat: "left-of-player-dealer" | "house-dealers-left";
  readonly source: string;
}

export interface HoleCardCheck {
  /** The up cards under which the dealer checks the hole card for a natural before anyone draws. */
  readonly upCards: "ace-or-bonus" | "ace-or-ten";
  readonly source: string;
}

/** Pure Spanish 21.5's split aces may draw like any split hand (L671) unless the room says otherwise. */
export interface TwentyOneSplitRules extends SplitRules {
  readonly splitAcesOneCard: boolean;
}

export interface TwentyOneGame {
  readonly id: TwentyOneGameId;
  readonly name: string;
  readonly filing: { readonly seed: string; readonly bgcId: string | null; readonly lines: string };
  /** The fee schedule in lib/domain/fees/registry.ts. */
  readonly feeScheduleId: "pure-21-5-mortimers" | "blackjack-x-pure-21-5" | "pure-spanish-21-5";
  readonly deck: MarkedDeck & { readonly source: string };
  readonly decks: { readonly min: number; readonly max: number; readonly source: string };
  /** Seats at the table, the player-dealer's included. */
  readonly maxSeats: number;
  readonly seatsSource: string;
  readonly hand: HandRules;
  readonly deal: DealRules;
  readonly holeCardCheck: HoleCardCheck;
  readonly playerChart: PlayerChart;
  readonly playerDealerChart: PlayerDealerChart;
  readonly double: DoubleRules;
  readonly split: TwentyOneSplitRules;
  readonly surrender: SurrenderRules;
  readonly insurance: InsuranceRules | null;
  readonly comparison: ComparisonRules;
  readonly payTable: TwentyOnePayTable;
  readonly buster: BusterRules | null;
  readonly match: MatchRules | null;
  /** Bonus bets "may be less than or equal to the base game wager" (seed 004 L1749, L1109), or any amount within the limits (L1828). */
  readonly bonusBetsAtMostGameWager: boolean;
  /** Which wagers take backline bettors (seed 003 L513; seed 004 L511, L712, L1108). */
  readonly backline: { readonly bets: readonly string[]; readonly source: string };
  /**
   * When a player's two-card natural is paid: "at-deal" ("the game wager is paid and the player's
   * cards are put away" when the player-dealer does not or cannot have one, seed 004 L542, L571,
   * L722), or "in-walk" like every other wager.
   */
  readonly naturalsPaid: "at-deal" | "in-walk";
  /** The collection fees: always before the deal in these filings (seed 003 L379-385, L1486-1487; seed 004 L462, L1749, L1828). */
  readonly feesCollected: { readonly when: "before-deal"; readonly source: string };
  readonly actionButton: ActionButton;
  readonly settlementDirection: SettlementDirection;
  /** Every bet id of the game in settlement order within a seat (bet-ids.ts). */
  readonly betOrder: readonly string[];
  /** The named options in force, and what each one settles. */
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly optionNotes: Readonly<Record<string, OptionNote>>;
}

/** The shoe for `decks` decks of this game's deck. */
export function shoeSpecFor(game: TwentyOneGame, decks: number): ShoeSpec {
  if (!Number.isInteger(decks) || decks < game.decks.min || decks > game.decks.max) {
    throw new RangeError(`${game.name} is played with ${game.decks.min} to ${game.decks.max} decks, got ${decks} (${game.decks.source})`);
  }
  return markedDeckShoeSpec(game.deck, decks);
}
