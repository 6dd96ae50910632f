/**
 * The Pai Gow Tiles dealer tablet's wording and step logic, as pure functions of the dealer view
 * and of the tiles being entered, so the screen says the same thing everywhere and tests check it
 * without a browser. Tiles are entered by their faces ("6-6"); the table reads a civil face as the
 * copy not yet out.
 */
import type { PaiGowTilesDealerView } from "@/lib/domain/table/pai-gow-tiles/views";
// From the modules themselves, not the family's index: the index brings the settle input and every room's fee schedules.
import { describeTile, tile, tilesOfFace, TILE_IDS, type TileId } from "@/lib/domain/pai-gow-tiles/tiles";
import { compareHands, describeHand, handOf } from "@/lib/domain/pai-gow-tiles/hand";
import { viewCommand, type ViewNamedCommand } from "../context";
import { walkCommand } from "../walk-words";

/** The betting panel's hint: every wager before the dice cup is opened (seed 004 L802). */
export const WAGERS_HINT = "All wagers before the dice cup is opened. Tap a betting circle to enter its wager; the limits hold per circle, seated player and backline bettors together.";

/** The fees panel's note before the dice: the collection fees are dropped first (seed 004 L1976, L1984). */
export const FEES_BEFORE_DICE_NOTE = "Take these collection fees into the drop box before the dice and the tiles.";

export type TilesStepKind = "command" | "dice" | "set-players" | "player-dealer" | "expose" | "results" | "info";

/** Which kind of step the server's next action is during a round (between rounds the shared setup steps apply). */
export function roundStepKind(view: Pick<PaiGowTilesDealerView, "status" | "phase" | "next">): TilesStepKind {
  const next = view.next;
  if (view.status !== "open") return "info";
  if (next.command) return "command";
  if (view.phase !== "dealing") return "info";
  switch (next.step) {
    case "roll-dice":
      // Results-only entry: the results panel, whose dice total settles.
      return next.resultSeats ? "results" : "dice";
    case "enter-results":
      return "results";
    case "set-hands":
      return "set-players";
    case "player-dealer-sets":
      return "player-dealer";
    case "expose":
      return "expose";
    default:
      return "info";
  }
}

/** The command the big button sends for the server's next action. */
export function bigCommand(view: Pick<PaiGowTilesDealerView, "next" | "settlement">): ViewNamedCommand | null {
  if (view.next.command === "expose-hands") return viewCommand(view.next.command, { seat: view.next.seat });
  return walkCommand(view);
}

/** The big button's words: the server's label, except along the settlement walk, where the line is named in full. */
export { walkLabel as bigLabel } from "../walk-words";

/** "6-6": a tile's face (its two halves, low first), whichever copy. */
export function faceOf(id: string): string {
  return id.replace(/[ab]$/, "");
}

/** A face from two halves in either order: 6 and 3 is "3-6". */
export function faceFrom(a: number, b: number): string {
  return `${Math.min(a, b)}-${Math.max(a, b)}`;
}

/** How many tiles of a face are still to come out: what the table has on record and what is being entered now. */
export function copiesLeft(face: string, out: readonly string[], entering: readonly string[]): number {
  const outOfFace = [...out, ...entering].filter((t) => faceOf(t) === face).length;
  return Math.max(0, tilesOfFace(face).length - outOfFace);
}

/** "Teen (6-6)", "Chop Gow (3-6)". */
export function tileName(face: string): string {
  const [first] = tilesOfFace(face);
  return first ? describeTile(first) : face;
}

/** Faces entered as the tiles they stand for here: each civil face takes a copy not yet taken, for naming a hand. */
function asTiles(faces: readonly string[]): TileId[] {
  const used: TileId[] = [];
  for (const f of faces) {
    const id = tilesOfFace(f).find((t) => !used.includes(t));
    if (!id) return [];
    used.push(id);
  }
  return used;
}

/** A two-tile hand's name as the rules rank it ("Wong (Teen and a 9)"), or null before both tiles. */
export function handName(faces: readonly string[]): string | null {
  const tiles = asTiles(faces);
  return tiles.length === 2 ? describeHand(handOf(tiles)) : null;
}

/** Whether a high hand as entered ranks below its low hand (the table refuses it: the player sets again). */
export function highBelowLow(high: readonly string[], low: readonly string[]): boolean {
  const tiles = asTiles([...high, ...low]);
  if (tiles.length !== 4) return false;
  return compareHands(handOf(tiles.slice(0, 2)), handOf(tiles.slice(2))) < 0;
}

/** Known tiles split by the dealer's taps: the two chosen make the high hand, the other two the low. */
export function splitOf(known: readonly TileId[], high: readonly TileId[]): { high: TileId[]; low: TileId[] } | null {
  if (known.length !== 4 || high.length !== 2 || !high.every((t) => known.includes(t))) return null;
  return { high: [...high], low: known.filter((t) => !high.includes(t)) };
}

/** "2 spots" as a half's button reads. */
export function halfName(spots: number): string {
  return spots === 1 ? "1 spot" : `${spots} spots`;
}

/** The spots of a face's halves, for drawing a half-entered tile. */
export function halvesOf(face: string): readonly [number, number] {
  const [first] = tilesOfFace(face);
  return first ? tile(first).halves : [0, 0];
}

export const OUTCOME_WORD: Readonly<Record<"win" | "lose" | "push", string>> = { win: "Wins", lose: "Loses", push: "Push" };

/** Where the tiles come from, in the dealer's words. */
export function sourceWords(source: "dealer" | "server"): string {
  return source === "server" ? "the server's shuffled woodpile" : "your tile pad (enter each hand as it is turned over)";
}

/** The tile pad's keys: each face once, in rank order (Teen first, the two Gee Joon last). */
export const PAD_FACES: readonly string[] = [...new Set(TILE_IDS.map((id) => faceOf(id)))];

export type SeatResult = "win" | "push" | "lose";

/** The `enter-results` body once every seat has its result, in the order asked; null while one is missing. */
export function resultsOf(draft: Readonly<Record<number, SeatResult>>, seats: readonly number[]): { seat: number; result: SeatResult }[] | null {
  if (seats.some((s) => draft[s] === undefined)) return null;
  return seats.map((seat) => ({ seat, result: draft[seat]! }));
}

/** "seat 3", "seats 3, 5 and 6". */
export function seatList(seats: readonly number[]): string {
  if (seats.length === 1) return `seat ${seats[0]}`;
  return `seats ${seats.slice(0, -1).join(", ")} and ${seats.at(-1)}`;
}
