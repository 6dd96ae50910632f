/**
 * Pai Gow Tiles' events in the floor's words, the pieces the command declarations (commands.ts) and
 * the floor (floor.ts) share: the tiles' faces, a step of the round, a finished round.
 */
import { formatCents } from "../../money";
import { describeHand, handOf, nextStep, resultsWords, type RoundState, type TileId } from "../../pai-gow-tiles";
import type { StaffName } from "../common/floor-words";
import type { CompletedPaiGowTilesRound, PaiGowTilesTableState, TilesStep } from "./state";

/** What the floor's words for Pai Gow Tiles' own events read (what describePaiGowTilesEvent is given). */
export interface PaiGowTilesWords {
  readonly before: PaiGowTilesTableState;
  readonly after: PaiGowTilesTableState;
  readonly staff: StaffName;
}

/** "6-6 3-6": the faces, as the dealer reads the tiles. */
export function facesOf(tiles: readonly TileId[]): string {
  return tiles.map((t) => t.replace(/[ab]$/, "")).join(" ");
}

function handsWords(high: readonly TileId[], low: readonly TileId[]): string {
  return `${describeHand(handOf(high))} (${facesOf(high)}) / ${describeHand(handOf(low))} (${facesOf(low)})`;
}

export const OUTCOME_WORDS: Record<string, string> = { win: "wins", lose: "loses", push: "pushes" };

export function stepWords(step: TilesStep, before: RoundState | null, after: RoundState | null): string {
  const pd = before?.table.pdSeat ?? after?.table.pdSeat ?? 0;
  const whom = (seat: number) => (seat === pd ? "the player-dealer" : `seat ${seat}`);
  const Whom = (seat: number) => (seat === pd ? "The player-dealer" : `Seat ${seat}`);
  switch (step.kind) {
    case "dice": {
      const thrown = step.dice ? ` (${step.dice.join(" + ")}, the server's dice)` : "";
      const button = after ? nextStep(after) : null;
      const first = button?.kind === "deal" ? `: stack 1 to ${whom(button.seat)}` : "";
      return `Dice ${step.total}${thrown}${first}`;
    }
    case "deal":
      return `Stack ${step.stack} to ${whom(step.seat)}${step.tiles ? `: ${facesOf(step.tiles)} (server's woodpile)` : ", face down"}`;
    case "set": {
      const seat = after?.seats.find((s) => s.seat === step.seat);
      const split = seat?.split;
      if (step.setting.by === "house-way") return `${Whom(step.seat)} set the house way${split ? `: ${handsWords(split.high, split.low)}` : ""}`;
      if (split && seat?.exposed) return `${Whom(step.seat)} set and turned over ${handsWords(split.high, split.low)}`;
      return `${Whom(step.seat)} set the hands face down`;
    }
    case "expose": {
      const seat = after?.seats.find((s) => s.seat === step.seat);
      const split = seat?.split;
      return `${Whom(step.seat)} turns over ${split ? handsWords(split.high, split.low) : "the hands"}`;
    }
    case "results":
      return `Entered by results: ${resultsWords(step.results)}`;
  }
}

export function completedWords(r: CompletedPaiGowTilesRound): string {
  if (r.enteredBy === "results") {
    const results = r.hands.map((h) => `seat ${h.seat} ${OUTCOME_WORDS[h.outcome ?? ""] ?? "—"}`).join(", ");
    return `Hand ${r.handNumber} complete, entered by results: dice ${r.dice}; ${results || "no hands"}; bank ${formatCents(r.bankBefore)} → ${formatCents(r.bankAfter)}`;
  }
  const hands = r.hands.map((h) => `seat ${h.seat} ${OUTCOME_WORDS[h.outcome ?? ""] ?? "—"} (${h.highText} / ${h.lowText})`).join(", ");
  return `Hand ${r.handNumber} complete: dice ${r.dice}; player-dealer ${r.playerDealer.highText} / ${r.playerDealer.lowText}; ${hands || "no hands"}; bank ${formatCents(r.bankBefore)} → ${formatCents(r.bankAfter)}`;
}
