/**
 * The parts of a blackjack-style table's views (No Bust, twenty-one) read the same way from either
 * family's engine: the hand whose turn it is, the round's wagers resolved once the last card is out
 * (the wall shows results before the dealer taps Settle), and the round's cards in dealing order
 * with where each went (the floor's card correction names them; the hole card face down until it
 * is turned over, but for the supervisor), and those lists and the decisions kept between a
 * table's views (roundListsReader).
 */
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import { DealtCardList, dealtCards } from "./card-corrections";
import type { CardStep } from "./card-corrections";
import { RecordedDecisionList, type DecisionReplay } from "./decision-corrections";
import { grownPart, type LastPart, type ViewParts } from "./kept-parts";
import type { DealtCard, RecordedDecisionView } from "./views";

/** Where a blackjack engine's next card goes, and why (the initial deal, a hit, ...). */
type CardTarget = { readonly kind: "player-dealer" } | { readonly kind: "player"; readonly seat: number; readonly hand: number };

/** What a blackjack engine says comes next, as far as these views read it. */
type BlackjackNext =
  | { readonly kind: "deal"; readonly to: CardTarget; readonly cardNumber: number; readonly why: string }
  | { readonly kind: "decide"; readonly seat: number; readonly hand: number }
  | { readonly kind: "complete" }
  | { readonly kind: string };

function isDeal(next: BlackjackNext): next is Extract<BlackjackNext, { kind: "deal" }> {
  return next.kind === "deal";
}

function isDecide(next: BlackjackNext): next is Extract<BlackjackNext, { kind: "decide" }> {
  return next.kind === "decide";
}

/** The hand whose turn it is: deciding, or taking a card it asked for (not the initial deal). */
export function turnOf(next: BlackjackNext | null): { readonly seat: number; readonly hand: number } | null {
  if (!next) return null;
  if (isDecide(next)) return { seat: next.seat, hand: next.hand };
  if (isDeal(next) && next.to.kind === "player" && next.why !== "initial") return { seat: next.to.seat, hand: next.to.hand };
  return null;
}

/** The round's wagers resolved once the last card is out (settled or not), else null. */
export function resolvedWagers<P, W>(
  play: P,
  round: { readonly phase: string; readonly settlement: { readonly wagers: readonly W[] } | null },
  engine: { nextStep(play: P): { readonly kind: string }; resolve(play: P): readonly W[] },
): readonly W[] | null {
  if (round.phase === "settling") return round.settlement?.wagers ?? null;
  if (round.phase !== "dealing" || engine.nextStep(play).kind !== "complete") return null;
  try {
    return engine.resolve(play);
  } catch {
    return null;
  }
}

/** "Player-dealer card 2", "Seat 4 hand 2 card 3": where the card due goes; `otherwise` when no card is due. */
function cardPlace(next: BlackjackNext, otherwise: string): string {
  if (!isDeal(next)) return otherwise;
  return next.to.kind === "player-dealer" ? `Player-dealer card ${next.cardNumber}` : `Seat ${next.to.seat}${next.to.hand > 0 ? ` hand ${next.to.hand + 1}` : ""} card ${next.cardNumber}`;
}

/**
 * The round's cards in dealing order with where each went, replayed from its opening (`start`);
 * the hole card stays face down for everyone but the supervisor (`reveal`) until it is turned over.
 * `otherwise(n)` names card `n` (1..) should the engine say no card is due where one was dealt.
 */
export function blackjackDealtCards<P extends { readonly holeCard: string }, S extends CardStep>(
  steps: readonly S[],
  start: P,
  engine: { apply(play: P, step: S): P; nextStep(play: P): BlackjackNext },
  reveal: boolean,
  otherwise: (n: number) => string,
): DealtCard[] {
  return dealtCards(steps, { start, apply: engine.apply, ...cardReplay(engine.nextStep, otherwise) }, reveal);
}

function cardReplay<P extends { readonly holeCard: string }>(nextStep: (play: P) => BlackjackNext, otherwise: (n: number) => string) {
  return { where: (play: P, index: number) => cardPlace(nextStep(play), otherwise(index + 1)), holeExposed: (play: P) => play.holeCard === "exposed" };
}

/** The floor's correction lists of a blackjack round: its cards as the dealer's view shows them and as the supervisor's, and its decisions. */
export interface BlackjackRoundLists {
  /** The hole card face down until it is turned over (blackjackDealtCards, `reveal` false). */
  readonly dealtCards: readonly DealtCard[];
  /** The hole card as recorded (blackjackDealtCards, `reveal` true): the same list while it is turned over or not dealt. */
  readonly revealedCards: readonly DealtCard[];
  /** recordedDecisions of the round. */
  readonly decisions: readonly RecordedDecisionView[];
}

/** The lists, and the replay that made them stopped after the round's last step, to go on from when steps are added. */
export interface ReplayedRoundLists<P, S extends CardStep> {
  readonly lists: BlackjackRoundLists;
  readonly steps: readonly S[];
  readonly replay: DecisionReplay<P, S>;
  /** The play after the last step met; `broke`: a step could not be applied and the replay stopped there. */
  readonly play: P;
  readonly broke: boolean;
  readonly cards: DealtCardList<P, S>;
  readonly decisions: RecordedDecisionList<P, S>;
}

/**
 * The three lists the blackjack views show (the dealt cards twice, the decisions) from ONE replay of
 * the round from its opening, the decision replay's (`replayOf()`: its start and steps' rules), each
 * list equal to the one blackjackDealtCards or recordedDecisions makes alone (docs/performance.md,
 * "Issue 30: the blackjack views' correction lists from one replay"). With `last`, the lists of the
 * same round a moment ago: when `steps` begin with its steps (the same objects: a card or a decision
 * added), its replay goes on from its last step instead of from the opening (`replayOf` not called).
 */
export function blackjackRoundLists<P extends { readonly holeCard: string }, S extends CardStep>(
  steps: readonly S[],
  replayOf: () => DecisionReplay<P, S>,
  nextStep: (play: P) => BlackjackNext,
  otherwise: (n: number) => string,
  last?: ReplayedRoundLists<P, S>,
): ReplayedRoundLists<P, S> {
  const from = last && !last.broke && extends_(steps, last.steps) ? last : undefined;
  const goOn = from?.decisions.grown(steps) ?? null;
  const replay = goOn && from ? from.replay : replayOf();
  const cards = goOn && from ? from.cards.grown() : new DealtCardList<P, S>(cardReplay(nextStep, otherwise));
  const decisions = goOn ?? new RecordedDecisionList(steps, replay);
  let play = goOn && from ? from.play : replay.start;
  let broke = false;
  for (let index = goOn && from ? from.steps.length : 0; index < steps.length; index++) {
    const step = steps[index]!;
    cards.meet(play, step);
    decisions.meet(play, step, index);
    try {
      play = replay.apply(play, step);
    } catch {
      broke = true;
      break;
    }
  }
  return { lists: { dealtCards: cards.shown(play, false), revealedCards: cards.shown(play, true), decisions: decisions.decisions }, steps, replay, play, broke, cards, decisions };
}

/** Whether `steps` are `before` and more after them (the same step objects). */
function extends_<S>(steps: readonly S[], before: readonly S[]): boolean {
  if (steps.length < before.length) return false;
  for (let i = 0; i < before.length; i++) if (steps[i] !== before[i]) return false;
  return true;
}

/** What a decision replay opens a round from: its player-dealer's seat, bank and wagers. */
export interface RoundOpening<W> {
  readonly playerDealerSeat: SeatNumber;
  readonly bank: Cents;
  readonly wagers: readonly W[];
}

/** A blackjack round in progress as its views' lists read it. */
interface ListedRound<W, S> extends RoundOpening<W> {
  readonly phase: string;
  readonly steps: readonly S[];
}

/** A round's cards (the hole card face down but for the supervisor, `reveal`) and decisions, as a blackjack table's views show them. */
export interface RoundListsReader<Settings, R> {
  /** The round's decisions with the others allowed at each (common/decision-corrections.ts), once cards are out. */
  decisions(settings: Settings | null, round: R | null, parts: ViewParts | undefined): readonly RecordedDecisionView[];
  /** The round's cards with where each went: the hole card face down until it is turned over, but for the supervisor (`reveal`). */
  cards(settings: Settings | null, round: R | null, reveal: boolean, parts: ViewParts | undefined): readonly DealtCard[];
  /**
   * The last round's lists for the floor's correction form, as the dealer's or the supervisor's
   * view of that round gives them (common/ended-round-corrections.ts `lists`): one replay for both
   * roles, kept in the last round's own parts.
   */
  endedLists(
    round: R,
    settings: Settings,
    role: "dealer" | "supervisor",
    parts: ViewParts | undefined,
  ): { readonly dealtCards: readonly DealtCard[]; readonly decisions: readonly RecordedDecisionView[] };
}

const NO_DECISIONS: readonly RecordedDecisionView[] = [];
const NO_DEALT_CARDS: readonly DealtCard[] = [];

/**
 * A family's reader of its rounds' lists: the dealt cards (both ways) and the decisions from one
 * replay of the round's steps, shared by the three views, kept in the view parts' `slot` by all the
 * replay reads (`replayOf` takes the round's seat, bank and wagers), and grown from the last state's
 * replay when a command adds steps to the same round.
 */
export function roundListsReader<Settings, W, S extends CardStep, P extends { readonly holeCard: string }, R extends ListedRound<W, S> = ListedRound<W, S>>(
  slot: string,
  replayOf: (settings: Settings, opening: RoundOpening<W>) => DecisionReplay<P, S>,
  nextStep: (play: P) => BlackjackNext,
  otherwise: (n: number) => string,
): RoundListsReader<Settings, R> {
  type Replayed = ReplayedRoundLists<P, S>;
  const listsOf = (
    last: LastPart<Replayed, Settings, readonly S[], readonly W[], SeatNumber, Cents> | undefined,
    settings: Settings,
    steps: readonly S[],
    wagers: readonly W[],
    playerDealerSeat: SeatNumber,
    bank: Cents,
  ): Replayed => {
    const same = last && last.a === settings && last.c === wagers && last.d === playerDealerSeat && last.e === bank;
    return blackjackRoundLists(steps, () => replayOf(settings, { playerDealerSeat, bank, wagers }), nextStep, otherwise, same ? last.value : undefined);
  };
  const lists = (settings: Settings, round: R, parts: ViewParts | undefined): BlackjackRoundLists =>
    grownPart(parts, slot, listsOf, settings, round.steps, round.wagers, round.playerDealerSeat, round.bank).lists;
  const reader: RoundListsReader<Settings, R> = {
    decisions(settings, round, parts) {
      if (!settings || !round || (round.phase !== "dealing" && round.phase !== "settling")) return NO_DECISIONS;
      return lists(settings, round, parts).decisions;
    },
    cards(settings, round, reveal, parts) {
      if (!settings || !round || round.steps.length === 0) return NO_DEALT_CARDS;
      const kept = lists(settings, round, parts);
      return reveal ? kept.revealedCards : kept.dealtCards;
    },
    endedLists: (round, settings, role, parts) => ({
      dealtCards: reader.cards(settings, round, role === "supervisor", parts),
      decisions: reader.decisions(settings, round, parts),
    }),
  };
  return reader;
}
