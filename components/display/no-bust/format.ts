/**
 * What a No Bust wall display shows, as pure functions of the display view: the hands on show (the
 * round's, or the last round's between hands), the seats' layout on the 1920 x 1080 board, the
 * centre's words.
 */
import type { NoBustDisplayView } from "@/lib/domain/table/no-bust/views";
import type { CardSize } from "../DisplayCard";
import { formatCents } from "@/lib/domain/money";

export interface WallHand {
  readonly seat: number;
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string | null;
  readonly doubled: boolean;
  readonly surrendered: boolean;
  readonly outcome: "win" | "lose" | "push" | null;
}

export interface WallRound {
  /** The hand number the board shows. */
  readonly handNumber: number;
  readonly playerDealer: { readonly cards: readonly string[]; readonly value: string | null };
  readonly hands: readonly WallHand[];
  /** The insurance each seat took in the round being played (none between hands). */
  readonly insurance: readonly WallInsurance[];
  /** The round on show is finished (results known). */
  readonly finished: boolean;
}

export interface WallInsurance {
  readonly seat: number;
  readonly amount: number;
}

/** A seat's insurance as the wall says it: "Insurance $5.00". */
export function insuranceText(amount: number): string {
  return `Insurance ${formatCents(amount)}`;
}

/** The round on the board: the one being played, else the last one (between hands), else nothing. */
export function wallRound(view: Pick<NoBustDisplayView, "phase" | "handNumber" | "dealerHand" | "hands" | "lastRound"> & { readonly complete?: boolean; readonly insurance?: readonly WallInsurance[] }): WallRound | null {
  if (view.phase === "dealing" || view.phase === "settling") {
    // Finished as the last card lands (the results are the table's then), not when the dealer taps Settle.
    return { handNumber: view.handNumber, playerDealer: view.dealerHand, hands: view.hands, insurance: view.insurance ?? [], finished: view.phase === "settling" || view.complete === true };
  }
  const last = view.lastRound;
  if (!last || view.phase === "betting") return null;
  return { handNumber: last.handNumber, playerDealer: { cards: last.playerDealer, value: last.playerDealerValue }, hands: last.hands, insurance: [], finished: true };
}

/** "Hard 17", "Natural", "Joker hand"; "–" before a card. */
export function valueText(value: string | null): string {
  if (!value) return "–";
  return value[0]!.toUpperCase() + value.slice(1);
}

export interface SeatGroup {
  readonly seat: number;
  readonly hands: readonly WallHand[];
}

/** Hands grouped by seat, in seat order (as the players sit), split hands left to right. */
export function seatGroups(hands: readonly WallHand[]): SeatGroup[] {
  const groups: { seat: number; hands: WallHand[] }[] = [];
  for (const h of hands) {
    const g = groups.find((x) => x.seat === h.seat);
    if (g) g.hands.push(h);
    else groups.push({ seat: h.seat, hands: [h] });
  }
  for (const g of groups) g.hands.sort((a, b) => a.hand - b.hand);
  return groups.sort((a, b) => a.seat - b.seat);
}

export interface SeatsLayout {
  readonly columns: number;
  readonly rows: number;
  readonly size: CardSize;
  /** Each group's place: its row (0-based), first column and how many columns it spans. */
  readonly places: readonly { readonly seat: number; readonly row: number; readonly column: number; readonly span: number }[];
  /**
   * The columns each row spans: the board draws each row across the whole width, its seats sharing
   * it by their spans, so no part of the board stands empty (the rows are balanced, seats in order).
   */
  readonly rowSpans: readonly number[];
}

const LAYOUTS: readonly { columns: number; rows: number; size: CardSize }[] = [
  { columns: 5, rows: 1, size: "lg" },
  { columns: 5, rows: 2, size: "sm" },
  { columns: 7, rows: 2, size: "sm" },
  { columns: 7, rows: 3, size: "xs" },
  { columns: 9, rows: 4, size: "xs" },
];

/**
 * The seats' hands on the board: as few rows and as large cards as fit, each seat's hands side by
 * side in one row (a seat spans one column per hand), seats in playing order.
 */
export function seatsLayout(groups: readonly { readonly seat: number; readonly hands: readonly unknown[] }[]): SeatsLayout {
  const spanOf = (g: { readonly hands: readonly unknown[] }, columns: number) => Math.min(Math.max(1, g.hands.length), columns);
  let fallback: SeatsLayout | null = null;
  for (const layout of LAYOUTS) {
    // The fewest rows of at most `columns` spans each, seats in order.
    let rows = 1;
    let used = 0;
    for (const g of groups) {
      const span = spanOf(g, layout.columns);
      if (used + span > layout.columns) {
        rows += 1;
        used = 0;
      }
      used += span;
    }
    // Then balanced: each row near the same width, so no row stands half empty.
    const total = groups.reduce((sum, g) => sum + spanOf(g, layout.columns), 0);
    const target = Math.ceil(total / rows);
    const places: { seat: number; row: number; column: number; span: number }[] = [];
    const rowSpans: number[] = [];
    let row = 0;
    let column = 0;
    for (const g of groups) {
      const span = spanOf(g, layout.columns);
      if (column > 0 && (column + span > layout.columns || (column + span > target && row < rows - 1))) {
        rowSpans.push(column);
        row += 1;
        column = 0;
      }
      places.push({ seat: g.seat, row, column, span });
      column += span;
    }
    rowSpans.push(Math.max(column, 1));
    const used_rows = row + 1;
    fallback = { columns: layout.columns, rows: used_rows, size: layout.size, places, rowSpans };
    if (used_rows <= layout.rows) return fallback;
  }
  return fallback!;
}

/**
 * How far apart the cards of a hand sit so that `count` cards of `cardWidth` fit in `width`:
 * the card width plus a gap when they fit, less (overlapping) when they do not.
 */
export function cardStep(count: number, cardWidth: number, width: number, gap = 12): number {
  if (count <= 1) return cardWidth + gap;
  const fit = (width - cardWidth) / (count - 1);
  return Math.max(Math.min(cardWidth + gap, fit), cardWidth * 0.28);
}

export type CentreState =
  | { readonly kind: "turn"; readonly text: string; readonly seat: number; readonly hand: number | null }
  | { readonly kind: "player-dealer"; readonly text: string }
  | { readonly kind: "frozen"; readonly text: string }
  | { readonly kind: "dealing"; readonly text: string }
  | { readonly kind: "result"; readonly text: string; readonly counts: { readonly win: number; readonly lose: number; readonly push: number } }
  | { readonly kind: "none" };

/** The centre of the board while a hand is on show: whose turn, the player-dealer drawing, the results. */
export function centreState(view: Pick<NoBustDisplayView, "phase" | "turn" | "frozen" | "dealerHand" | "hands">, round: WallRound | null): CentreState {
  if (!round) return { kind: "none" };
  if (round.finished) {
    const counts = { win: 0, lose: 0, push: 0 };
    for (const h of round.hands) if (h.outcome) counts[h.outcome] += 1;
    return { kind: "result", text: `Player-dealer ${valueText(round.playerDealer.value)}`, counts };
  }
  if (view.turn) {
    const { seat, hand } = view.turn;
    const split = view.hands.filter((h) => h.seat === seat).length > 1;
    return { kind: "turn", text: split ? `Seat ${seat} hand ${hand + 1} · to play` : `Seat ${seat} to play`, seat, hand: split ? hand : null };
  }
  if (view.frozen) return { kind: "frozen", text: "Joker up: every hand stands" };
  // Before the players act (the initial deal, fees, insurance, the hole card checked) the hole card is still down.
  const initial = view.hands.some((h) => h.cards.length < 2) || view.dealerHand.cards.length === 0 || view.dealerHand.cards.includes("face-down");
  if (initial) return { kind: "dealing", text: "Dealing" };
  return { kind: "player-dealer", text: "Player-dealer's hand" };
}
