/**
 * A blackjack round walked from its start to its end, step by step as the rules ask (No Bust,
 * twenty-one): the one walk a family's script player and the settlement calculator's input share,
 * each with its own feed. The steps both families have are walked here: a card, a seat's insurance,
 * the hole card checked, a hand's decision, the hole card turned over. A family's own steps (No
 * Bust's fees dropped, twenty-one's early surrender) are its `ownSteps`, named by the step's kind.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";

/** What the rules refused, and where it came from in the feed. */
export type FedItem = { readonly kind: "card"; readonly index: number } | { readonly kind: "insurance"; readonly seat: SeatNumber } | { readonly kind: "decision"; readonly seat: SeatNumber; readonly hand: number; readonly index: number };

/** A step as the walk reads it: its kind, and the seats or the hand it is for. */
export interface WalkStep {
  readonly kind: string;
  readonly seats?: readonly SeatNumber[];
  readonly seat?: SeatNumber;
  readonly hand?: number;
}

type StepOf<Step, K extends string> = Extract<Step, { readonly kind: K }>;

/** What the feed lacks: a card to deal, a hand's decision. */
export type MissingInput<Deal, Decide> = { readonly kind: "card"; readonly index: number; readonly step: Deal } | { readonly kind: "decision"; readonly index: number; readonly step: Decide };

/**
 * Where a walk through a round gets what the round needs. `card` and `decision` return undefined
 * when the feed has none; `missing` then says so in the feed's words (it must throw). `refused`
 * explains a card, insurance or decision the rules refused (it must throw; the default rethrows).
 */
export interface RoundFeed<S, Step, D> {
  card(index: number): string | undefined;
  insurance(seat: SeatNumber): Cents;
  decision(seat: SeatNumber, hand: number, index: number): D | undefined;
  missing(what: MissingInput<StepOf<Step, "deal">, StepOf<Step, "decide">>, state: S): never;
  refused?(what: FedItem, error: unknown): never;
}

/** What a family's own step may use of the walk: the feed, and the decisions taken per "seat/hand". */
export interface WalkSoFar<S, Step, D> {
  readonly feed: RoundFeed<S, Step, D>;
  readonly taken: Map<string, number>;
}

/** The family's step functions the walk drives. */
export interface RoundRules<S, Step extends WalkStep, D> {
  readonly nextStep: (state: S) => Step;
  readonly dealCard: (state: S, card: string) => S;
  readonly recordInsurance: (state: S, seat: SeatNumber, amount: Cents) => S;
  readonly checkHoleCard: (state: S) => S;
  readonly decide: (state: S, seat: SeatNumber, hand: number, decision: D) => S;
  readonly exposeHoleCard: (state: S) => S;
  /** The family's own steps, by kind. */
  readonly ownSteps: Readonly<Record<string, (step: Step, state: S, walk: WalkSoFar<S, Step, D>) => S>>;
}

export interface WalkedRound<S> {
  readonly state: S;
  readonly cardsUsed: number;
  /** Decisions taken per "seat/hand". */
  readonly taken: ReadonlyMap<string, number>;
  /** Seats offered insurance. */
  readonly insured: ReadonlySet<SeatNumber>;
}

/** The round from `start` to its end. */
export function walkRound<S, Step extends WalkStep, D>(start: S, rules: RoundRules<S, Step, D>, feed: RoundFeed<S, Step, D>): WalkedRound<S> {
  let state = start;
  let used = 0;
  const taken = new Map<string, number>();
  const insured = new Set<SeatNumber>();
  const attempt = (what: FedItem, apply: () => S): S => {
    try {
      return apply();
    } catch (error) {
      if (feed.refused) feed.refused(what, error);
      throw error;
    }
  };
  for (;;) {
    const step = rules.nextStep(state);
    const current = state;
    switch (step.kind) {
      case "deal": {
        const card = feed.card(used);
        if (card === undefined) feed.missing({ kind: "card", index: used, step: step as StepOf<Step, "deal"> }, state);
        state = attempt({ kind: "card", index: used }, () => rules.dealCard(current, card));
        used += 1;
        break;
      }
      case "offer-insurance": {
        const seat = step.seats?.[0] as SeatNumber;
        insured.add(seat);
        state = attempt({ kind: "insurance", seat }, () => rules.recordInsurance(current, seat, feed.insurance(seat)));
        break;
      }
      case "check-hole-card":
        state = rules.checkHoleCard(state);
        break;
      case "decide": {
        const seat = step.seat as SeatNumber;
        const hand = step.hand as number;
        const key = `${seat}/${hand}`;
        const i = taken.get(key) ?? 0;
        const decision = feed.decision(seat, hand, i);
        if (decision === undefined) feed.missing({ kind: "decision", index: i, step: step as StepOf<Step, "decide"> }, state);
        taken.set(key, i + 1);
        state = attempt({ kind: "decision", seat, hand, index: i }, () => rules.decide(current, seat, hand, decision));
        break;
      }
      case "expose-hole-card":
        state = rules.exposeHoleCard(state);
        break;
      case "complete":
        return { state, cardsUsed: used, taken, insured };
      default: {
        const own = rules.ownSteps[step.kind];
        if (own === undefined) throw new Error(`the walk has no rule for the step "${step.kind}"`);
        state = own(step, current, { feed, taken });
      }
    }
  }
}
