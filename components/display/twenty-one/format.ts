/**
 * What a twenty-one wall display shows, as pure functions of the display view: the round on show
 * (the one being played, or the last one between hands), each seat's bonus bets and their results,
 * and the centre's words. The seats' layout and card spacing on the 1920 x 1080 board are the No
 * Bust board's (the same blackjack layout).
 */
import type { TwentyOneDisplayView } from "@/lib/domain/table/twenty-one/views";
import type { BonusResult } from "@/lib/domain/table/twenty-one/state";
import type { WallInsurance } from "../blackjack-wall";

export interface WallHand {
  readonly seat: number;
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string | null;
  readonly doubles: readonly number[];
  readonly surrendered: boolean;
  readonly rescued: boolean;
  readonly outcome: "win" | "lose" | "push" | null;
}

export interface WallRound {
  /** The hand number the board shows. */
  readonly handNumber: number;
  readonly playerDealer: { readonly cards: readonly string[]; readonly value: string | null };
  readonly hands: readonly WallHand[];
  /** The seated players' bonus bets on show, with their results once known. */
  readonly bonuses: readonly { readonly seat: number; readonly bet: "buster" | "match"; readonly result: BonusResult | null }[];
  /** The insurance each seat took in the round on show; between hands, with whether it won. */
  readonly insurance: readonly WallInsurance[];
  /** The round on show is finished (results known). */
  readonly finished: boolean;
}

/** The round on the board: the one being played, else the last one (between hands), else nothing. */
export function wallRound(view: Pick<TwentyOneDisplayView, "phase" | "handNumber" | "dealerHand" | "hands" | "lastRound" | "bonusBets" | "bonuses" | "complete"> & { readonly insurance?: readonly WallInsurance[] }): WallRound | null {
  if (view.phase === "dealing" || view.phase === "settling") {
    return {
      handNumber: view.handNumber,
      playerDealer: view.dealerHand,
      hands: view.hands,
      bonuses: view.bonusBets.map((b) => ({ ...b, result: view.bonuses.find((r) => r.seat === b.seat && r.bet === b.bet) ?? null })),
      insurance: view.insurance ?? [],
      // Results show as the last card lands, before the dealer taps Settle.
      finished: view.phase === "settling" || view.complete,
    };
  }
  const last = view.lastRound;
  if (!last || view.phase === "betting") return null;
  return {
    handNumber: last.handNumber,
    playerDealer: { cards: last.playerDealer, value: last.playerDealerValue },
    hands: last.hands,
    bonuses: last.bonuses.map((r) => ({ seat: r.seat, bet: r.bet, result: r })),
    insurance: last.insurance ?? [],
    finished: true,
  };
}

/** "Hard 17", "Pure 21.5 Blackjack", "Frozen 25"; "–" before a card. */
export function valueText(value: string | null): string {
  if (!value) return "–";
  return value[0]!.toUpperCase() + value.slice(1);
}

/** Hands grouped by seat in playing order, split hands left to right. */
export function seatGroups(hands: readonly WallHand[]): { readonly seat: number; readonly hands: readonly WallHand[] }[] {
  const groups: { seat: number; hands: WallHand[] }[] = [];
  for (const h of hands) {
    const g = groups.find((x) => x.seat === h.seat);
    if (g) g.hands.push(h);
    else groups.push({ seat: h.seat, hands: [h] });
  }
  for (const g of groups) g.hands.sort((a, b) => a.hand - b.hand);
  return groups;
}

const BONUS_SHORT: Readonly<Record<"buster" | "match", string>> = { buster: "BUSTER", match: "MATCH" };

/** A seat's bonus bet on the wall: "BUSTER", "MATCH WINS 4 TO 1", "BUSTER LOSES". */
export function bonusTag(b: WallRound["bonuses"][number]): string {
  const r = b.result;
  if (!r) return BONUS_SHORT[b.bet];
  return `${BONUS_SHORT[b.bet]} ${r.outcome === "win" ? `WINS${r.pays ? ` ${r.pays.toUpperCase()}` : ""}` : r.outcome === "lose" ? "LOSES" : "PUSH"}`;
}

export type CentreState =
  | { readonly kind: "turn"; readonly text: string; readonly seat: number; readonly hand: number | null }
  | { readonly kind: "player-dealer"; readonly text: string }
  | { readonly kind: "natural"; readonly text: string }
  | { readonly kind: "dealing"; readonly text: string }
  | { readonly kind: "result"; readonly text: string; readonly counts: { readonly win: number; readonly lose: number; readonly push: number } }
  | { readonly kind: "none" };

/** The centre of the board while a hand is on show: whose turn, a natural found at the check, the player-dealer drawing, the results. */
export function centreState(view: Pick<TwentyOneDisplayView, "turn" | "naturalShown" | "dealerHand" | "hands">, round: WallRound | null): CentreState {
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
  if (view.naturalShown) return { kind: "natural", text: `${valueText(view.dealerHand.value)}: no more play` };
  // Before the players act (the initial deal, insurance, surrender, the check) the hole card is still down.
  const initial = view.hands.some((h) => h.cards.length < 2) || view.dealerHand.cards.length === 0 || view.dealerHand.cards.includes("face-down");
  if (initial) return { kind: "dealing", text: "Dealing" };
  return { kind: "player-dealer", text: "Player-dealer's hand" };
}
