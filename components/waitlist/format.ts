/** Words and numbers of the lists' screens: waits, call timers, who is where, how many names fit on the board. */
import { blindsLine, stakesLine } from "@/components/display/poker/format";

/** "just now", "4 min", "1 h 05 min" */
export function waited(ms: number): string {
  if (!(ms >= 60_000)) return "just now";
  const min = Math.floor(ms / 60_000);
  if (min < 60) return `${min} min`;
  return `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, "0")} min`;
}

/** A call timer: "2:41", or "time is up" once it has run out. */
export function countdown(ms: number): string {
  if (ms <= 0) return "time is up";
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A figure of minutes for the figures table: "—" for none. */
export function minutes(ms: number | null): string {
  return ms === null ? "—" : waited(ms) === "just now" ? "under 1 min" : waited(ms);
}

export function seatedPerHour(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** Where a player of a queue comes from, in the floor's words. */
export const FROM_WORDS = { list: "from the list", "must-move": "must move", "seat-change": "seat change" } as const;

/** A time of day in the room's zone: "14:05". */
export function clock(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(at));
}

/** The tables open through a period as one line: "14:00 none · 14:30 1 · 15:00 2". */
export function timeline(steps: readonly { at: number; count: number }[], timeZone: string): string {
  return steps.map((s) => `${clock(s.at, timeZone)} ${s.count === 0 ? "none" : s.count}`).join(" · ");
}

/**
 * The board at 1920 x 1080: games side by side, up to four a row; how many names each card shows
 * so that every name is at least 44 px tall (readable across the room). The rest is "+ n more".
 */
export const BOARD = { height: 1080, header: 150, calling: 110, cardHeader: 300, nameRow: 62, gap: 24, perRow: 4 } as const;
/** Of a card's fixed part: its padding (40), the game's name, limit, blinds and tables (190), the gap to the names (16), the "+ n more" and must-move lines (54). */
export const CARD_TITLE_HEIGHT = 190;

/**
 * A list's limit on the board, as a poker table's wall says it: the structure and limits in whole
 * dollars ("$3 – $6 limit"), the blinds on a line of their own ("Blinds $1 / $3") so that both fit
 * a card four to a row; a typed limit stays one line.
 */
export function boardStakes(stakes: string): { limit: string; blinds: string | null } {
  return { limit: stakesLine({ stakes }), blinds: blindsLine({ stakes }) };
}

export function boardRows(games: number): number {
  return Math.max(1, Math.ceil(games / BOARD.perRow));
}

export function namesThatFit(games: number, calling: boolean): number {
  const rows = boardRows(games);
  const space = BOARD.height - BOARD.header - (calling ? BOARD.calling : 0) - BOARD.gap * (rows + 1);
  const perCard = Math.floor(space / rows) - BOARD.cardHeader;
  return Math.max(1, Math.floor(perCard / BOARD.nameRow));
}

/** A table's name as the board says it: "Table 3 · 21st Century Baccarat 5.0" is "Table 3". */
export function shortTable(name: string): string {
  return name.split(" · ")[0]!.trim() || name;
}
