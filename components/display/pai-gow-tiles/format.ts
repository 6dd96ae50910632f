/**
 * What a Pai Gow Tiles wall display shows, as pure functions of the display view: the seats on show
 * (the hand being played, or the last one between hands), each as tiles face up or their backs, the
 * seats' layout on the 1920 x 1080 board, and the centre's words.
 */
import type { PaiGowTilesDisplayView, TilesSeatView } from "@/lib/domain/table/pai-gow-tiles/views";
import type { CompletedTilesHands } from "@/lib/domain/table/pai-gow-tiles/state";
import { handOf, tile, tileKind, type TileId } from "@/lib/domain/pai-gow-tiles";

export const FACE_DOWN = "face-down";

export type WallOutcome = "win" | "lose" | "push";

export interface WallSeat {
  readonly seat: number;
  readonly role: "player" | "player-dealer";
  /** The hands face up, or null while face down. */
  readonly hands: { readonly high: readonly string[]; readonly low: readonly string[]; readonly highText: string; readonly lowText: string } | null;
  /** Tiles on the table face down (4 once its stack is dealt, until turned over). */
  readonly backs: number;
  /** "Waiting", "Tiles dealt", "Set", "Set the house way", or the hands' words once face up. */
  readonly status: string;
  readonly byHouseWay: boolean;
  readonly result: WallOutcome | null;
}

export interface WallRound {
  readonly handNumber: number;
  readonly dice: number | null;
  readonly actionSeat: number | null;
  readonly playerDealer: WallSeat | null;
  /** The players, in seat order. */
  readonly players: readonly WallSeat[];
  /** The round on show is finished (every result known). */
  readonly finished: boolean;
}

function liveSeat(s: TilesSeatView, entry: PaiGowTilesDisplayView["entry"]): WallSeat {
  // Entered by results no stack is on record: the seat is in play until its result is in.
  const waiting = entry === "results" ? (s.result ? "" : "In play") : "Waiting for tiles";
  const status = s.hands ? "" : s.set ? (s.byHouseWay ? "Set the house way" : "Set") : s.stack !== null ? "Tiles dealt" : waiting;
  return { seat: s.seat, role: s.role, hands: s.hands, backs: s.hands ? 0 : s.stack !== null ? 4 : 0, status, byHouseWay: s.byHouseWay, result: s.result };
}

function lastSeat(h: CompletedTilesHands): WallSeat {
  // A hand entered by results has no tile on record: only its result is shown.
  const hands = h.high.length ? { high: h.high, low: h.low, highText: h.highText, lowText: h.lowText } : null;
  return { seat: h.seat, role: h.role, hands, backs: 0, status: "", byHouseWay: h.setBy === "house-way", result: h.outcome };
}

/** The round on the board: the one being played, else the last one (between hands), else nothing. */
export function wallRound(view: Pick<PaiGowTilesDisplayView, "phase" | "handNumber" | "hands" | "dice" | "actionSeat" | "lastRound"> & Partial<Pick<PaiGowTilesDisplayView, "entry">>): WallRound | null {
  if (view.phase === "dealing" || view.phase === "settling") {
    const seats = view.hands.map((s) => liveSeat(s, view.entry ?? "cards"));
    return {
      handNumber: view.handNumber,
      dice: view.dice,
      actionSeat: view.actionSeat,
      playerDealer: seats.find((s) => s.role === "player-dealer") ?? null,
      players: seats.filter((s) => s.role === "player"),
      finished: view.phase === "settling",
    };
  }
  const last = view.lastRound;
  if (!last || view.phase === "betting") return null;
  return {
    handNumber: last.handNumber,
    dice: last.dice,
    actionSeat: last.actionSeat,
    playerDealer: lastSeat(last.playerDealer),
    players: [...last.hands].sort((a, b) => a.seat - b.seat).map(lastSeat),
    finished: true,
  };
}

/** The centre's words for whose move it is. */
export function turnText(view: Pick<PaiGowTilesDisplayView, "turn" | "playerDealer">): string | null {
  const t = view.turn;
  if (!t) return null;
  switch (t.kind) {
    case "dice":
      return "The player-dealer shakes the dice";
    case "deal":
      return t.firstSeat === view.playerDealer?.seat ? "Dealing: the first stack to the player-dealer" : `Dealing: the first stack to seat ${t.firstSeat}`;
    case "set":
      return t.seats.length === 1 ? `Seat ${t.seats[0]} sets the tiles` : "Players set their tiles";
    case "player-dealer":
      return "The player-dealer sets";
    case "expose":
      return `Seat ${t.seat} turns over`;
    case "results":
      return "The hands are compared";
    case "settle":
      return "All hands are turned over";
  }
}

/** "2 win · 1 lose · 1 push": the players' results so far. */
export function resultCounts(players: readonly Pick<WallSeat, "result">[]): string {
  const count = (o: WallOutcome) => players.filter((p) => p.result === o).length;
  return [count("win") ? `${count("win")} win` : null, count("lose") ? `${count("lose")} lose` : null, count("push") ? `${count("push")} push` : null].filter(Boolean).join(" · ");
}

export interface SeatsLayout {
  readonly columns: number;
  readonly rows: number;
  /** Tile width in px: as large as the boxes allow. */
  readonly tileWidth: number;
}

/** Up to four seats a row, at most seven players: one row of large tiles, or two rows of smaller ones. */
export function seatsLayout(players: number): SeatsLayout {
  const columns = Math.max(1, Math.min(4, players));
  const rows = Math.max(1, Math.ceil(players / 4));
  return { columns, rows, tileWidth: rows === 1 ? 72 : 40 };
}

/**
 * A hand's name short enough for a seat's box on the wall (two lines at 28 px): "Teen pair",
 * "Supreme Pair", "Wong (Day)", "7, Gor high". The tablet and the player-dealer's panel give it in full.
 */
export function wallHandName(tiles: readonly string[]): string {
  const hand = handOf(tiles as TileId[]);
  const high = tileKind(tile(hand.highTile).kind).name;
  switch (hand.category) {
    case "supreme-pair":
      return "Supreme Pair";
    case "matched-pair":
    case "unmatched-pair":
      return `${high} pair`;
    case "wong":
      return `Wong (${high})`;
    case "gong":
      return `Gong (${high})`;
    case "points":
      return `${hand.points}, ${high} high`;
  }
}

export const OUTCOME_WORDS: Readonly<Record<WallOutcome, string>> = { win: "WIN", lose: "LOSE", push: "PUSH" };
