/**
 * What a pai gow poker wall display shows, as pure functions of the display view: the round on show
 * (the one being played, or the last one between hands), each seat's box, the centre's words.
 */
import type { PaiGowDisplayView } from "@/lib/domain/table/pai-gow-poker/views";
import type { EnvyWin, SeatResult } from "@/lib/domain/table/pai-gow-poker/state";
import type { PaiGowDisplay, ShownSeat } from "@/lib/domain/pai-gow-poker";

export interface WallRound {
  readonly handNumber: number;
  readonly table: PaiGowDisplay;
  /** The seats with a hand, in seat order. */
  readonly seats: readonly number[];
  readonly results: readonly SeatResult[] | null;
  readonly envy: readonly EnvyWin[];
  readonly paiGowPush: boolean;
  /** The round on show is finished (results known). */
  readonly finished: boolean;
}

/** The round on the board: the one being dealt, else the last one (between hands), else nothing. */
export function wallRound(view: Pick<PaiGowDisplayView, "phase" | "handNumber" | "table" | "handSeats" | "results" | "envy" | "paiGowPush" | "lastRound">): WallRound | null {
  if ((view.phase === "dealing" || view.phase === "settling") && view.table) {
    return { handNumber: view.handNumber, table: view.table, seats: view.handSeats, results: view.results, envy: view.envy, paiGowPush: view.paiGowPush, finished: view.phase === "settling" };
  }
  const last = view.lastRound;
  if (!last || view.phase === "betting" || view.phase === "dealing") return null;
  return { handNumber: last.handNumber, table: last.shown, seats: last.shown.seats.map((s) => s.seat), results: last.results, envy: last.envy, paiGowPush: last.paiGowPush, finished: true };
}

/** What a seat's box shows: its hand set and turned over, its seven cards turned over, or backs. */
export type SeatShow =
  | { readonly kind: "set"; readonly high: readonly string[]; readonly low: readonly string[]; readonly highName: string; readonly lowName: string; readonly foul: boolean; readonly houseWay: boolean }
  | { readonly kind: "cards"; readonly cards: readonly string[] }
  | { readonly kind: "setting" }
  | { readonly kind: "set-face-down" }
  | { readonly kind: "waiting" };

export function seatShow(seat: number, shown: readonly ShownSeat[], waitingOn: readonly number[], stage: PaiGowDisplayView["stage"]): SeatShow {
  const s = shown.find((x) => x.seat === seat);
  if (s?.kind === "set") return { kind: "set", high: s.high, low: s.low, highName: s.highName, lowName: s.lowName, foul: s.foul, houseWay: s.houseWay };
  if (s?.kind === "cards") return { kind: "cards", cards: s.cards };
  if (waitingOn.includes(seat)) return { kind: "setting" };
  if (stage === "setting" || stage === "player-dealer" || stage === "showing" || stage === "settling") return { kind: "set-face-down" };
  return { kind: "waiting" };
}

const STAGE_WORDS: Readonly<Record<PaiGowDisplayView["stage"], string>> = {
  setup: "",
  waiting: "Next hand soon",
  betting: "Place your bets",
  dealing: "Dealing the piles",
  "action-pile": "The player-dealer picks the action pile",
  dice: "The dice",
  setting: "Players set their hands",
  "player-dealer": "The player-dealer's hand",
  showing: "Pai Gow: bonus hands turn over",
  results: "The hands are compared",
  settling: "",
};

/** The centre's words for what the table is doing. */
export function stageText(view: Pick<PaiGowDisplayView, "stage" | "paiGowPush">, round: WallRound | null): string {
  // The centre is 324 px high: "Pai Gow" alone in the stage's band, what it means on the results'
  // line below it, so neither runs to a third line.
  if (round?.finished) return round.paiGowPush ? "Pai Gow" : "Results";
  return STAGE_WORDS[view.stage];
}

/** Counts of the seats' game wager results. */
export function resultCounts(results: readonly SeatResult[] | null): { win: number; lose: number; push: number } {
  const counts = { win: 0, lose: 0, push: 0 };
  for (const r of results ?? []) if (r.game) counts[r.game] += 1;
  return counts;
}

/** "$5 to seat 3 for seat 2's Four of a Kind". */
export function envyText(e: EnvyWin, money: (cents: number) => string): string {
  return `Seat ${e.seat}${e.backline ? " backline" : ""}: ${money(e.amount)} for seat ${e.forSeat}'s ${e.hand}`;
}

/** A hand's name short enough for a seat's box: the category, without its ranks ("Full house", "Pair of Nines"). */
export function shortHandName(name: string): string {
  return name.split(",")[0]!;
}
