/**
 * The floor's records of a blackjack-style table (No Bust, twenty-one) read the same way from
 * either family's engine: the round's steps replayed with where each card went, the deal order
 * for the regulator (the hole card as read when it was checked or turned over), a seat's hand in
 * words ("seat 2", "seat 2 hand 1" once it has split), where a card came from, the insurance
 * answers, the decisions (and for the regulator with a double's amount), a finished round's
 * result, and the history list's words of a finished round.
 */
import type { RoundListWords } from "./floor-records";
import { cardsWords } from "../../cards/card";

/** Where a blackjack engine's next card goes. */
type CardTarget = { readonly kind: "player-dealer" } | { readonly kind: "player"; readonly seat: number; readonly hand: number };
type BlackjackNext = { readonly kind: "deal"; readonly to: CardTarget } | { readonly kind: string };

/** A blackjack round as these records read it: its seats' hands and insurance answers. */
interface BlackjackPlay {
  readonly players: readonly { readonly seat: number; readonly insurance: number | null; readonly hands: readonly unknown[] }[];
}

/** A step as recorded: a card dealt (face down for an unread hole card), the hole card read, a decision, or the family's own. */
type RecordedStep = { readonly kind: string; readonly card?: string | null; readonly faceDown?: boolean; readonly source?: string };

/** "seat 2", or "seat 2 hand 1" where the seat has split (or the hand is not its first). */
export function where(seat: number, hand: number, hands: number): string {
  return hands > 1 || hand > 0 ? `seat ${seat} hand ${hand + 1}` : `seat ${seat}`;
}

/** How many hands a seat plays (1 before a split). */
export function handsAt(play: BlackjackPlay, seat: number): number {
  return play.players.find((p) => p.seat === seat)?.hands.length ?? 1;
}

/** " (server shoe)", " (card reader)", or nothing for a card the dealer entered. */
export function sourceWords(source: string): string {
  return source === "server" ? " (server shoe)" : source === "reader" ? " (card reader)" : "";
}

export interface WalkedStep<S, P> {
  readonly step: S;
  /** Where a dealt card went: "player-dealer" or a seat's hand. */
  readonly to: { readonly seat: number; readonly hand: number } | "player-dealer" | null;
  readonly before: P;
  readonly after: P;
}

/** The round's steps replayed through the rules engine from its opening (`open`), each with the round before and after it. */
export function walkSteps<S extends RecordedStep, P>(steps: readonly S[], open: () => P, engine: { apply(play: P, step: S): P; nextStep(play: P): BlackjackNext }): WalkedStep<S, P>[] {
  if (steps.length === 0) return [];
  const out: WalkedStep<S, P>[] = [];
  let play = open();
  for (const step of steps) {
    const next = engine.nextStep(play);
    const target = step.kind === "deal" && next.kind === "deal" ? (next as Extract<BlackjackNext, { kind: "deal" }>).to : null;
    const to = !target ? null : target.kind === "player-dealer" ? ("player-dealer" as const) : { seat: target.seat, hand: target.hand };
    const after = engine.apply(play, step);
    out.push({ step, to, before: play, after });
    play = after;
  }
  return out;
}

/** Every card in dealing order and where it went ("player-dealer", "seat 2 hand 1"); the hole card as read when it was checked or turned over. */
export function dealOrder<S extends RecordedStep, P>(walked: readonly WalkedStep<S, P>[]): { to: string; card: string; faceDown: boolean; source: string }[] {
  const order: { to: string; card: string; faceDown: boolean; source: string }[] = [];
  let holeAt = -1;
  for (const w of walked) {
    const s = w.step;
    if (s.kind === "deal") {
      if (s.faceDown) holeAt = order.length;
      const to = w.to === "player-dealer" ? "player-dealer" : w.to ? `seat ${w.to.seat} hand ${w.to.hand + 1}` : "?";
      order.push({ to, card: s.card ?? "", faceDown: s.faceDown === true, source: s.source ?? "" });
    } else if ((s.kind === "check" || s.kind === "expose") && s.card && holeAt >= 0) {
      order[holeAt] = { ...order[holeAt]!, card: s.card };
    }
  }
  return order;
}

/** Each seat's insurance answer so far: the amount taken, 0 when declined. */
export function insuranceAnswers(play: BlackjackPlay | null): { seat: number; amount: number }[] {
  return play ? play.players.filter((p) => p.insurance !== null).map((p) => ({ seat: p.seat, amount: p.insurance ?? 0 })) : [];
}

/** The players' decisions so far, in the order they were made (a double for less with its amount). */
export function decisionsOf(steps: readonly RecordedStep[]): { seat: number; hand: number; decision: string; amount?: number }[] {
  return steps.flatMap((s) => {
    if (s.kind !== "decide") return [];
    const d = s as unknown as { seat: number; hand: number; decision: { kind: string; amount?: number } };
    return [{ seat: d.seat, hand: d.hand, decision: d.decision.kind, ...(d.decision.kind === "double" && d.decision.amount !== undefined ? { amount: d.decision.amount } : {}) }];
  });
}

/** "wins", "loses", "pushes". */
export const OUTCOME_VERB: Readonly<Record<string, string>> = { win: "wins", lose: "loses", push: "pushes" };

/** A finished hand as the history list shows it: its seat and hand, and what became of it. */
interface ListedHand {
  readonly seat: number;
  readonly hand: number;
  readonly cards: readonly string[];
  readonly outcome: string;
}

/**
 * The history list's words of a finished round: the player-dealer's value and each hand's result
 * ("seat 2.1 wins"), and the cards; `fate` names a hand that did not play out ("surrendered").
 */
export function blackjackListWords<H extends ListedHand>(dealer: { readonly cards: readonly string[]; readonly value: string } | null, hands: readonly H[], fate: (hand: H) => string | null): RoundListWords {
  if (!dealer) return { result: "In play", cards: "—" };
  const seatHand = (h: { seat: number; hand: number }) => (hands.filter((o) => o.seat === h.seat).length > 1 ? `seat ${h.seat}.${h.hand + 1}` : `seat ${h.seat}`);
  const results = hands.map((h) => `${seatHand(h)} ${fate(h) ?? OUTCOME_VERB[h.outcome] ?? h.outcome}`);
  return {
    result: `Player-dealer ${dealer.value}${results.length ? `; ${results.join(", ")}` : ""}`,
    cards: [`PD ${cardsWords(dealer.cards)}`, ...hands.map((h) => `${seatHand(h)}: ${cardsWords(h.cards)}`)].join(" / "),
  };
}

/** A finished round's stored summary (`rounds.result`) as the history list reads it: the player-dealer's hand, once there is one, and the hands. */
export function storedBlackjackRound<H>(result: unknown): { dealer: { cards: readonly string[]; value: string } | null; hands: readonly H[] } {
  const r = (result ?? null) as { playerDealer?: readonly string[]; playerDealerValue?: string; hands?: readonly H[] } | null;
  return { dealer: r?.playerDealer ? { cards: r.playerDealer, value: r.playerDealerValue ?? "" } : null, hands: r?.hands ?? [] };
}

/** A decision step as recorded. */
type DecideStep = { readonly kind: "decide"; readonly seat: number; readonly hand: number; readonly decision: { readonly kind: string } };

function isDecide(step: { readonly kind: string }): step is DecideStep {
  return step.kind === "decide";
}

/** The players' decisions for the regulator, in the order they were made; a double with the amount it put up on the hand (`lastDouble`, after it). */
export function exportedDecisions<S extends RecordedStep, P>(
  walked: readonly WalkedStep<S, P>[],
  lastDouble: (play: P, seat: number, hand: number) => number | null | undefined,
): { seat: number; hand: number; decision: string; amountCents?: number }[] {
  return walked.flatMap((w) => {
    const s = w.step;
    if (!isDecide(s)) return [];
    const amount = s.decision.kind === "double" ? lastDouble(w.after, s.seat, s.hand) : null;
    return [{ seat: s.seat, hand: s.hand, decision: s.decision.kind, ...(amount ? { amountCents: amount } : {}) }];
  });
}

/** A finished round's result for the regulator: the player-dealer's hand, the action button's seat, and each hand's outcome or its `fate` ("surrendered"). */
export function exportedResult<H extends { readonly seat: number; readonly hand: number; readonly value: string; readonly outcome: string }>(
  completed: { readonly playerDealer: readonly string[]; readonly playerDealerValue: string; readonly actionSeat: number; readonly hands: readonly H[] },
  fate: (hand: H) => string | null,
): ExportedBlackjackResult {
  return {
    playerDealer: completed.playerDealer,
    playerDealerValue: completed.playerDealerValue,
    actionSeat: completed.actionSeat,
    hands: completed.hands.map((h) => ({ seat: h.seat, hand: h.hand, value: h.value, outcome: fate(h) ?? h.outcome })),
  };
}

/** A blackjack replay frame's fields both families show; each adds its own (the Joker edition's frozen hands, early surrender, bonus bets). */
export interface BlackjackFrameFields<H> {
  /** The player-dealer's cards as the table showed them ("face-down" for the hole card until it is turned over) and their value then. */
  readonly dealerHand: { readonly cards: readonly string[]; readonly value: string | null };
  /** The hole card as recorded while it is face down on the table (the supervisor sees it); "face-down" while unread. */
  readonly holeCard: string | null;
  /** The player-dealer's whole hand as recorded, hole card included, once every card is known. */
  readonly dealerValueRecorded: string | null;
  /** Each seat's hands (split hands left to right), with their cards, values and, once settled, outcomes. */
  readonly hands: readonly H[];
  /** Each seat's insurance answer so far: the amount taken, 0 when declined. */
  readonly insurance: readonly { readonly seat: number; readonly amount: number }[];
  /** The players' decisions so far, in the order they were made. */
  readonly decisions: readonly { readonly seat: number; readonly hand: number; readonly decision: string; readonly amount?: number }[];
  /** The hand whose turn it is, while the players act. */
  readonly turn: { readonly seat: number; readonly hand: number } | null;
}

/** A blackjack round's fields in the regulator's export both families give; each adds its own. */
export interface ExportedBlackjackRoundFields<H> {
  readonly cards: {
    /** The player-dealer's cards, the hole card as recorded ("face-down" only if never read). */
    readonly playerDealer: readonly string[];
    /** Every card in dealing order and where it went ("player-dealer", or "seat 2 hand 1"); a deck's marks are in the game record. */
    readonly dealOrder: readonly { readonly to: string; readonly card: string; readonly faceDown: boolean; readonly source: string }[];
  };
  readonly playerDealerValue: string | null;
  readonly hands: readonly H[];
  /** Each seat's insurance answer: the amount taken, 0 when declined. */
  readonly insurance: readonly { readonly seat: number; readonly amountCents: number }[];
  /** The players' decisions, in the order they were made. */
  readonly decisions: readonly { readonly seat: number; readonly hand: number; readonly decision: string; readonly amountCents?: number }[];
  /** Every step of the round after betting closed, as recorded. */
  readonly steps: readonly unknown[];
}

/** A finished round's result in the regulator's export: the player-dealer's hand, the action button's seat, each hand's outcome or fate. */
export interface ExportedBlackjackResult {
  readonly playerDealer: readonly string[];
  readonly playerDealerValue: string;
  readonly actionSeat: number;
  readonly hands: readonly { readonly seat: number; readonly hand: number; readonly value: string; readonly outcome: string }[];
}
