/**
 * The settlement calculator's input checks both blackjack families share (No Bust, twenty-one): the
 * game and its options, the table (decks, seats, the player-dealer's seat, the limits), the cards
 * against the shoe, the wagers as the round engine takes them, the walk's feed (a card or a decision
 * missing, in the input's words), and the insurance given where none was offered. What differs is
 * passed in: the family's name and games, the deck's words, how a hand's value reads.
 */
import type { Card } from "../cards/card";
import { CardRefused, newShoeComposition, takeCard, type ShoeSpec } from "../cards/shoe-composition";
import { fieldPath } from "../calculators/input-errors";
import { checkEachOption, seatTable } from "../calculators/settle-table";
import { GameOptionError } from "../game-options";
import { formatCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { handBetId } from "./bet-ids";
import type { MissingInput } from "./round-walk";
import type { GivenDecisions } from "./settle-decisions";

type Fail = (field: string, reason: string) => never;
type Options = Readonly<Record<string, string | number | boolean>>;

/** The family's games as the calculator names them. */
export interface FamilyGames<Id extends string, G> {
  /** The family in the dealer's words ("No Bust", "twenty-one"). */
  readonly family: string;
  readonly ids: readonly Id[];
  readonly isId: (id: string) => id is Id;
  readonly game: (id: Id, options: Options) => G;
}

const isOptionError = (error: unknown): error is GameOptionError => error instanceof GameOptionError;

/** The game named by the input with its options, each option checked on its own first. */
export function configuredGame<Id extends string, G>(input: { readonly game: string; readonly options?: Options }, games: FamilyGames<Id, G>, fail: Fail): G {
  const id = input.game;
  if (!games.isId(id)) fail("game", `unknown ${games.family} game ${JSON.stringify(id)} (games: ${games.ids.join(", ")})`);
  const options = input.options ?? {};
  try {
    checkEachOption(options, (option) => games.game(id, option), isOptionError, fail);
    return games.game(id, options);
  } catch (error) {
    if (error instanceof GameOptionError) fail("options", error.message);
    throw error;
  }
}

/** What the table check reads of a game. */
export interface TableGame {
  readonly id: string;
  readonly decks: { readonly min: number; readonly max: number; readonly source: string };
  readonly maxSeats: number;
}

/** The table as the input gives it; a `max` of null is a "No Limit" table. */
export interface TableInput {
  readonly decks: number;
  readonly seats: number;
  readonly playerDealerSeat: number;
  readonly limits: { readonly min: Cents; readonly max: Cents | null };
}

/** The decks, the seats (the player-dealer's included), the player-dealer's seat and the limits. */
export function checkTable(game: TableGame, input: TableInput, fail: Fail): void {
  if (input.decks < game.decks.min || input.decks > game.decks.max) {
    fail("decks", `${game.id} is played with ${game.decks.min} to ${game.decks.max} decks, not ${input.decks} (${game.decks.source})`);
  }
  if (input.seats < 2 || input.seats > game.maxSeats) fail("seats", `${game.id} seats 2 to ${game.maxSeats}, the player-dealer's seat included; not ${input.seats}`);
  if (input.playerDealerSeat < 1 || input.playerDealerSeat > input.seats) {
    fail("playerDealerSeat", `there is no seat ${input.playerDealerSeat} at ${seatTable(input.seats)} (seats 1 to ${input.seats})`);
  }
  if (input.limits.max !== null && input.limits.max < input.limits.min) fail("limits.max", `the table maximum ${formatCents(input.limits.max)} is below the minimum ${formatCents(input.limits.min)}`);
}

/**
 * Every card given (the earlier cards of the shoe first, then the round's) taken from the shoe;
 * a card the shoe cannot give is refused at its field, `deckWords` adding the game's deck where
 * the family names it.
 */
export function checkShoeCards(spec: ShoeSpec, input: { readonly cards: readonly string[]; readonly previousCards?: readonly string[] }, deckWords: (error: CardRefused) => string, fail: Fail): Card[] {
  let shoe = newShoeComposition(spec);
  const take = (field: "previousCards" | "cards") => (card: string, i: number) => {
    try {
      shoe = takeCard(shoe, card);
    } catch (error) {
      if (!(error instanceof CardRefused)) throw error;
      const before = field === "cards" && (input.previousCards?.length ?? 0) > 0 ? " (previousCards included)" : "";
      fail(`${field}[${i}]`, `${JSON.stringify(card)}: ${error.message}${deckWords(error)}${before}`);
    }
  };
  (input.previousCards ?? []).forEach(take("previousCards"));
  input.cards.forEach(take("cards"));
  return input.cards as Card[];
}

/** A wager as the input gives it. */
export interface GivenWager<B extends string> {
  readonly seat: SeatNumber;
  readonly bet: B;
  readonly amount: Cents;
  readonly backline?: boolean;
  readonly bettor?: string;
}

/** The input's wagers as the round engine takes them: `backline` only when true, `bettor` only when given. */
export function roundWagers<B extends string>(wagers: readonly GivenWager<B>[]): GivenWager<B>[] {
  return wagers.map((w) => ({
    seat: w.seat,
    bet: w.bet,
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
  }));
}

/** The family's words for what is missing. */
export interface FeedWords<S, Deal, H> {
  /** The step in the dealer's words ("seat 2 main: a card"). */
  readonly step: (step: Deal) => string;
  /** Why the rules ask for this card. */
  readonly whyCard: (state: S, step: Deal) => string;
  /** A hand's value in words. */
  readonly handValue: (hand: H) => string;
}

interface PlayersOf<H> {
  readonly players: readonly { readonly seat: SeatNumber; readonly hands: readonly H[] }[];
}

/**
 * What the walk through the round is fed from the input (the cards in order, each seat's insurance,
 * each hand's decisions), and the refusal when the input runs out before the round is complete.
 */
export function inputFeed<S extends PlayersOf<H>, H extends { readonly cards: readonly Card[] }, Deal, Decide extends { readonly seat: SeatNumber; readonly hand: number; readonly allowed: readonly string[] }, D>(
  cards: readonly Card[],
  insurance: Readonly<Record<string, Cents>> | undefined,
  given: ReadonlyMap<string, GivenDecisions<D>>,
  words: FeedWords<S, Deal, H>,
  fail: Fail,
) {
  return {
    card: (i: number) => cards[i],
    insurance: (seat: SeatNumber) => insurance?.[String(seat)] ?? 0,
    decision: (seat: SeatNumber, hand: number, i: number) => given.get(`${seat}/${hand}`)?.list[i],
    missing(what: MissingInput<Deal, Decide>, at: S): never {
      if (what.kind === "card") fail("cards", `incomplete round: card ${what.index + 1} is missing: ${words.step(what.step)} (${words.whyCard(at, what.step)}); ${cards.length} given`);
      const { seat: seatNo, hand: handNo } = what.step;
      const field = given.get(`${seatNo}/${handNo}`)?.field ?? fieldPath(["decisions", String(seatNo), handBetId(handNo)]);
      const hand = at.players.find((p) => p.seat === seatNo)?.hands[handNo];
      const value = hand ? words.handValue(hand) : "";
      return fail(field, `seat ${seatNo} ${handBetId(handNo)} (${hand?.cards.join(" ") ?? ""}, ${value}) needs decision ${what.index + 1} (${what.step.allowed.join(", ")}), none given`);
    },
  };
}

/**
 * Insurance given at a seat that was never offered it is refused: `why` says why none was offered
 * (the game has none, or the up card was no ace), `source` the filing's lines in brackets or "".
 */
export function checkInsuranceOffered(insurance: Readonly<Record<string, Cents>> | undefined, insured: ReadonlySet<SeatNumber>, words: { readonly why: string; readonly source: string }, fail: Fail): void {
  for (const seatKey of Object.keys(insurance ?? {})) {
    const amount = insurance?.[seatKey] ?? 0;
    if (!insured.has(Number(seatKey) as SeatNumber) && amount > 0) {
      fail(fieldPath(["insurance", seatKey]), `no insurance was offered at seat ${seatKey}: ${words.why}${words.source}`);
    }
  }
}
