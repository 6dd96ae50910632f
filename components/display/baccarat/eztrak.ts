/**
 * The EZTRAK statistics board: this shoe and the previous one, from the round log with the domain's
 * shoeStatistics (never counted from what a road draws).
 */
import { percentOf, shoeStatistics, type ShoeStatistics, type ShoeTotals, type RoundLog } from "@/lib/domain/roads";
import { baccaratGame } from "@/lib/domain/baccarat/games";
import { markerLabel, shortHandName, type HandNames } from "@/components/roads/layout";

/** Bets whose winning hand the display marks (lib/domain/table/baccarat/round-summary.ts). */
const MARKER_BETS = ["dragon7", "fortune7", "tiger7", "panda8", "ox6"] as const;

/** The marker hands a game can show, from its bets; none for an unknown game. */
export function gameMarkers(gameId: string): string[] {
  try {
    const bets = new Set<string>(baccaratGame(gameId).bets.map((b) => b.id));
    return MARKER_BETS.filter((m) => bets.has(m));
  } catch {
    return [];
  }
}

export interface StatCell {
  readonly count: number;
  /** Percent of the shoe's hands, one decimal; null for the hand count itself. */
  readonly percent: number | null;
}

export interface StatRow {
  readonly key: string;
  readonly label: string;
  readonly tone: "banker" | "player" | "tie" | "neutral" | "marker";
  readonly current: StatCell;
  readonly previous: StatCell | null;
}

export interface Eztrak {
  readonly hands: number;
  readonly previousHands: number | null;
  readonly rows: readonly StatRow[];
}

function markerCount(t: ShoeTotals, marker: string): number {
  return t.markers.find((m) => m.marker === marker)?.count ?? 0;
}

function pct(count: number, hands: number): StatCell {
  return { count, percent: percentOf(count, hands) };
}

export function eztrak(log: RoundLog, previousShoe: ShoeStatistics | null, names: HandNames, gameId: string): Eztrak {
  const s = shoeStatistics(log, previousShoe);
  const p = s.previousShoe;
  const markers = [...new Set([...gameMarkers(gameId), ...s.markers.map((m) => m.marker), ...(p?.markers.map((m) => m.marker) ?? [])])];
  const tally = (pick: (t: ShoeTotals) => { count: number; percent: number }) => ({ current: pick(s), previous: p ? pick(p) : null });
  const rows: StatRow[] = [
    { key: "banker", label: shortHandName(names.banker), tone: "banker", ...tally((t) => t.banker) },
    { key: "player", label: shortHandName(names.player), tone: "player", ...tally((t) => t.player) },
    { key: "tie", label: "Tie", tone: "tie", ...tally((t) => t.tie) },
    { key: "naturals", label: "Naturals", tone: "neutral", ...tally((t) => t.naturals) },
    ...markers.map(
      (m): StatRow => ({
        key: m,
        label: markerLabel(m),
        tone: "marker",
        current: pct(markerCount(s, m), s.hands),
        previous: p ? pct(markerCount(p, m), p.hands) : null,
      }),
    ),
  ];
  return { hands: s.hands, previousHands: p?.hands ?? null, rows };
}

/** "45.5%" */
export function percentText(p: number | null): string {
  // "100%" whole: the widest figure the column takes stays inside the panel beside the counts.
  return p === null ? "" : p === 100 ? "100%" : `${p.toFixed(1)}%`;
}

