/**
 * The floor's words for a Three Card Poker round: each step as recorded, a seat's results and the
 * finished round. The commands that record the events (commands.ts) word them with these; the
 * floor's round list (floor.ts) says a seat's results with `seatWords`.
 */
import { formatCents } from "../../money";
import { cardWords, cardsWords } from "../../cards/card";
import { BET_LABELS, FACE_DOWN, nextStep, resultsWords, type RoundState } from "../../three-card-poker";
import type { CompletedSeat, CompletedThreeCardPokerRound, ThreeCardPokerTableState, ThreeCardPokerTableStep } from "./state";

/** What the floor's words for the family's own events read: the table before and after the event. */
export interface ThreeCardPokerWords {
  readonly before: ThreeCardPokerTableState;
  readonly after: ThreeCardPokerTableState;
}

function who(seat: number, bettor?: string | null): string {
  if (bettor === undefined || bettor === null) return `Seat ${seat}`;
  return bettor === "" ? `Seat ${seat} backline` : `Seat ${seat} backline (${bettor})`;
}

export function cardsText(cards: readonly string[]): string {
  return cards.map((c) => (c === FACE_DOWN ? "face down" : cardWords(c))).join(" ");
}

function sourceWords(source: string): string {
  return source === "server" ? " (server deck)" : source === "reader" ? " (shuffler read)" : "";
}

/** One step of the round in words. */
export function stepWords(step: ThreeCardPokerTableStep, before: RoundState | null, after: RoundState | null): string {
  switch (step.kind) {
    case "deal-stack": {
      const next = before ? nextStep(before) : null;
      const target = next?.kind === "deal-stack" ? next.to : null;
      const to = !target ? "" : target.kind === "player-dealer" ? " to the player-dealer" : ` to seat ${target.seat}`;
      const n = next?.kind === "deal-stack" ? ` ${next.stack} of ${next.of}` : "";
      const up = target?.kind === "player-dealer" && step.cards[0] ? `; up card ${cardWords(step.cards[0])}` : "";
      // The floor sees the cards as recorded; an unread card stays "face down".
      return `Stack${n}${to}: ${cardsText(step.cards)}${sourceWords(step.source)}${up}`;
    }
    case "unload-shuffler":
      return "Undealt cards into the discard rack";
    case "decide":
      return `${who(step.seat, step.bettor)} ${step.decision === "play" ? "plays (the Play wager, equal to the Ante)" : "folds: the Ante and Pair Plus are forfeited"}`;
    case "collect-folds":
      return "Forfeited wagers collected; folded hands without a 6 Card Bonus to the discard rack";
    case "reveal-player-dealer": {
      const pd = after ? after.playerDealer.cards : step.cards ?? [];
      return `Player-dealer's hand turned over: ${cardsText(pd)}`;
    }
    case "reveal-hand": {
      const cards = after?.hands.find((h) => h.seat === step.seat)?.cards ?? step.cards ?? [];
      return `Seat ${step.seat}'s hand turned over: ${cardsText(cards)}`;
    }
    case "enter-results":
      return `Entered by results: ${resultsWords(step)}`;
  }
}

function outcomeWord(outcome: string): string {
  return outcome === "win" ? "wins" : outcome === "lose" ? "loses" : "pushes";
}

export function seatWords(s: CompletedSeat): string {
  const ante = s.results.find((r) => r.bet === "ante");
  const fold = s.decision === "fold";
  const main = fold ? "folds" : ante ? `${outcomeWord(ante.outcome)}${s.hand ? ` (${s.hand})` : ""}` : "";
  const bonus = s.results.filter((r) => r.bet === "pair-plus" || r.bet === "six-card-bonus").map((r) => `${BET_LABELS[r.bet as keyof typeof BET_LABELS] ?? r.bet} ${outcomeWord(r.outcome)}`);
  return `seat ${s.seat} ${[main, ...bonus].filter(Boolean).join(", ")}`;
}

export function completedWords(r: CompletedThreeCardPokerRound): string {
  if (r.enteredBy === "results") return `Hand ${r.handNumber} complete, entered by results: ${r.seats.map(seatWords).join("; ") || "no hands"}; bank ${formatCents(r.bankBefore)} → ${formatCents(r.bankAfter)}`;
  const pd = r.playerDealer ? `player-dealer ${cardsWords(r.playerDealer.cards)} (${r.playerDealer.hand}, ${r.playerDealer.qualifies ? "qualifies" : "does not qualify"})` : "player-dealer not turned over";
  return `Hand ${r.handNumber} complete: ${pd}; ${r.seats.map(seatWords).join("; ") || "no hands"}; bank ${formatCents(r.bankBefore)} → ${formatCents(r.bankAfter)}`;
}
