/**
 * Text notation of the roads (the CLI's JSON and test expectations): a big-road column is its
 * winner's letter once per entry ("BBB"); ties take no cell so they are not letters; a derived road
 * is its marks in order, R red and B blue.
 */
import type { BigRoad } from "./big-road";
import type { Color, DerivedMark } from "./derived-roads";

export function bigRoadNotation(road: BigRoad): string[] {
  return road.columns.map((c) => c.winner.repeat(c.entries.length));
}

export function colorLetter(color: Color): "R" | "B" {
  return color === "red" ? "R" : "B";
}

export function marksNotation(marks: readonly DerivedMark[]): string {
  return marks.map((m) => colorLetter(m.color)).join("");
}
