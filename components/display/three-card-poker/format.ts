/**
 * The Three Card Poker wall's wording and layout, as pure functions of the display view, so the
 * board says the same thing everywhere and tests check it without a browser.
 */
import type { ThreeCardPokerDisplayView } from "@/lib/domain/table/three-card-poker/views";

type Outcome = "win" | "lose" | "push";

/** A seat as the wall shows it, in the round or from the last one. */
export interface WallSeat {
  readonly seat: number;
  readonly dealt: boolean;
  readonly decision: "play" | "fold" | null;
  readonly cards: readonly string[] | null;
  readonly hand: string | null;
  readonly sixCardBonus: { readonly cards: readonly string[]; readonly hand: string } | null;
  readonly results: readonly { readonly bet: string; readonly outcome: Outcome }[] | null;
}

export interface WallRound {
  readonly playerDealer: ThreeCardPokerDisplayView["dealerHand"];
  readonly seats: readonly WallSeat[];
  /** The round is over (or it is the last one, between rounds): results are shown. */
  readonly finished: boolean;
}

/** The round the wall shows: the one being dealt, or the last one between rounds. */
export function wallRound(view: ThreeCardPokerDisplayView): WallRound | null {
  if (view.phase === "dealing" || view.phase === "settling") {
    return { playerDealer: view.dealerHand, seats: view.hands, finished: view.phase === "settling" };
  }
  const last = view.lastRound;
  if ((view.phase === "waiting" || view.phase === "setup") && last) {
    const pd = last.playerDealer;
    return {
      playerDealer: { dealt: pd !== null, upCard: pd?.cards[0] ?? null, cards: pd?.cards ?? null, hand: pd?.hand ?? null, qualifies: pd?.qualifies ?? null },
      seats: last.seats.map((s) => ({ seat: s.seat, dealt: true, decision: s.decision, cards: s.cards, hand: s.hand, sixCardBonus: s.sixCardBonus, results: s.results })),
      finished: true,
    };
  }
  return null;
}

const BET_WORD: Readonly<Record<string, string>> = { ante: "Ante", play: "Play", "pair-plus": "Pair Plus", "six-card-bonus": "6 Card" };
const OUTCOME_TEXT: Readonly<Record<Outcome, string>> = { win: "WIN", lose: "LOSE", push: "PUSH" };

/** "Ante WIN", "Play PUSH", "6 Card LOSE": each result on its own line. */
export function resultLines(results: WallSeat["results"]): { readonly bet: string; readonly label: string; readonly word: string; readonly outcome: Outcome }[] {
  return (results ?? []).map((r) => ({ bet: r.bet, label: BET_WORD[r.bet] ?? r.bet, word: OUTCOME_TEXT[r.outcome], outcome: r.outcome }));
}

/** The player-dealer's qualification in a player's words. */
export function qualifierText(qualifies: boolean | null): string | null {
  if (qualifies === null) return null;
  return qualifies ? "Qualifies" : "Does not qualify";
}

export type CentreState =
  | { readonly kind: "betting" }
  | { readonly kind: "turn"; readonly seat: number; readonly text: string }
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "result"; readonly text: string; readonly counts: { readonly win: number; readonly lose: number; readonly push: number } }
  | { readonly kind: "none" };

/** The centre panel: the betting timer, whose turn, or the round's result (counted on the Antes). */
export function centreState(view: ThreeCardPokerDisplayView, round: WallRound | null): CentreState {
  if (view.phase === "betting") return { kind: "betting" };
  if (!round) return { kind: "none" };
  if (round.finished) {
    const counts = { win: 0, lose: 0, push: 0 };
    for (const s of round.seats) {
      const ante = s.results?.find((r) => r.bet === "ante");
      if (ante) counts[ante.outcome] += 1;
    }
    const q = qualifierText(round.playerDealer.qualifies);
    return { kind: "result", text: q ? `Player-dealer ${q.toLowerCase()}` : "Round over", counts };
  }
  if (view.turn?.what === "decide") return { kind: "turn", seat: view.turn.seat, text: "Play or fold?" };
  if (view.turn?.what === "reveal") return { kind: "turn", seat: view.turn.seat, text: "Hand turned over" };
  if (!round.playerDealer.dealt) return { kind: "text", text: "Dealing" };
  if (round.playerDealer.cards === null && round.seats.every((s) => s.decision !== null)) return { kind: "text", text: "Player-dealer's hand next" };
  if (round.playerDealer.cards === null) return { kind: "text", text: "Dealing" };
  return { kind: "text", text: qualifierText(round.playerDealer.qualifies) ?? "" };
}

/** Card size and columns for the seats' row: larger cards when few seats play. */
export function seatsLayout(seats: number): { readonly columns: number; readonly size: "md" | "sm" } {
  const columns = Math.max(1, seats);
  return { columns, size: columns <= 4 ? "md" : "sm" };
}

/** Where each next card starts so `count` cards of `width` px fit in `room` px (they overlap only when they must). */
export function cardStep(count: number, width: number, room: number, gap: number): number {
  if (count <= 1) return width + gap;
  return Math.min(width + gap, Math.floor((room - width) / (count - 1)));
}
