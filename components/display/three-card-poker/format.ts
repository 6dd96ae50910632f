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
  /** The chips on the seat's spots, by bet (the live round only). */
  readonly bets?: readonly { readonly bet: string; readonly amount: number }[];
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
      playerDealer: { dealt: pd !== null, upCard: pd?.cards[0] ?? null, cards: pd?.cards ?? null, hand: pd?.hand ?? null, qualifies: pd?.qualifies ?? last.playerDealerQualifies ?? null },
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

export interface BetLine {
  readonly bet: string;
  readonly label: string;
  /** The chips on the spot, when the wall knows them (the live round). */
  readonly amount: number | null;
  /** Once settled: the seated player's outcome on the cards. */
  readonly word: string | null;
  readonly outcome: Outcome | null;
}

const ORDER = ["ante", "play", "pair-plus", "six-card-bonus"];

/** A seat's spots, one line each in the layout's order: the chips while the round runs, the outcome once settled. */
export function betLines(seat: Pick<WallSeat, "bets" | "results">): BetLine[] {
  const bets = new Set([...(seat.bets ?? []).map((b) => b.bet), ...(seat.results ?? []).map((r) => r.bet)]);
  return ORDER.filter((b) => bets.has(b)).map((bet) => {
    const result = seat.results?.find((r) => r.bet === bet) ?? null;
    return {
      bet,
      label: BET_WORD[bet] ?? bet,
      amount: seat.bets?.find((b) => b.bet === bet)?.amount ?? null,
      word: result ? OUTCOME_TEXT[result.outcome] : null,
      outcome: result?.outcome ?? null,
    };
  });
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
    return { kind: "result", text: qualifierText(round.playerDealer.qualifies) ?? "Round over", counts };
  }
  // Entered by results: no card reaches the wall; the hands are compared at the table, then the results show.
  if (view.entry === "results") return { kind: "text", text: "The hands are compared" };
  if (view.turn?.what === "decide") return { kind: "turn", seat: view.turn.seat, text: "Play or fold?" };
  if (view.turn?.what === "reveal") return { kind: "turn", seat: view.turn.seat, text: "Hand turned over" };
  if (!round.playerDealer.dealt) return { kind: "text", text: "Dealing" };
  if (round.playerDealer.cards === null && round.seats.every((s) => s.decision !== null)) return { kind: "text", text: "Player-dealer's hand next" };
  if (round.playerDealer.cards === null) return { kind: "text", text: "Dealing" };
  return { kind: "text", text: qualifierText(round.playerDealer.qualifies) ?? "" };
}

/** Card size and columns for the seats' row (`width`: the row's px): the largest cards three of which fit a column. */
export function seatsLayout(seats: number, width = 1388, gap = 12): { readonly columns: number; readonly size: "lg" | "md" | "sm"; readonly columnWidth: number } {
  const columns = Math.max(1, seats);
  const columnWidth = (width - (columns - 1) * gap) / columns;
  // A seat box has 12 px of padding and a 4 px border each side.
  const room = columnWidth - 32;
  const size = room >= 3 * 140 + 2 * 10 ? "lg" : room >= 3 * 100 ? "md" : "sm";
  return { columns, size, columnWidth };
}

/** Where each next card starts so `count` cards of `width` px fit in `room` px (they overlap only when they must). */
export function cardStep(count: number, width: number, room: number, gap: number): number {
  if (count <= 1) return width + gap;
  return Math.min(width + gap, Math.floor((room - width) / (count - 1)));
}
