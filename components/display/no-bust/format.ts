/**
 * What a No Bust wall display shows, as pure functions of the display view: the hands on show (the
 * round's, or the last round's between hands), the seats' layout on the 1920 x 1080 board, the
 * centre's words.
 */
import type { NoBustDisplayView } from "@/lib/domain/table/no-bust/views";
import type { WallInsurance } from "../blackjack-wall";

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
  /** The insurance each seat took in the round on show; between hands, with whether it won. */
  readonly insurance: readonly WallInsurance[];
  /** The round on show is finished (results known). */
  readonly finished: boolean;
}

/** The round on the board: the one being played, else the last one (between hands), else nothing. */
export function wallRound(view: Pick<NoBustDisplayView, "phase" | "handNumber" | "dealerHand" | "hands" | "lastRound"> & { readonly complete?: boolean; readonly insurance?: readonly WallInsurance[] }): WallRound | null {
  if (view.phase === "dealing" || view.phase === "settling") {
    // Finished as the last card lands (the results are the table's then), not when the dealer taps Settle.
    return { handNumber: view.handNumber, playerDealer: view.dealerHand, hands: view.hands, insurance: view.insurance ?? [], finished: view.phase === "settling" || view.complete === true };
  }
  const last = view.lastRound;
  if (!last || view.phase === "betting") return null;
  return { handNumber: last.handNumber, playerDealer: { cards: last.playerDealer, value: last.playerDealerValue }, hands: last.hands, insurance: last.insurance ?? [], finished: true };
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
