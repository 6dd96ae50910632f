/**
 * "Banker?" / "Player?": the mark each derived road would add if the next hand were B, or P.
 * Same rule as the real mark (markAt), applied to the entry the hand would create, so a preview
 * can never disagree with what happens when the hand is dealt. A tie adds no mark, so there is no
 * tie preview.
 */
import { type BigRoad, columnLengths } from "./big-road";
import { type Color, DERIVED_ROADS, type DerivedRoadName, markAt } from "./derived-roads";
import type { Side } from "./outcome";

export type Preview = Readonly<Record<DerivedRoadName, Color | null>>;

export interface AskPreview {
  readonly banker: Preview;
  readonly player: Preview;
}

export function previewFor(road: BigRoad, side: Side): Preview {
  const lengths = columnLengths(road);
  const last = road.columns.at(-1);
  // Same winner: one row further down the current column; otherwise row 1 of a new column.
  const [n, m] = last && last.winner === side ? [lengths.length, last.entries.length + 1] : [lengths.length + 1, 1];
  return {
    bigEyeBoy: markAt(lengths, n, m, DERIVED_ROADS.bigEyeBoy),
    smallRoad: markAt(lengths, n, m, DERIVED_ROADS.smallRoad),
    cockroachPig: markAt(lengths, n, m, DERIVED_ROADS.cockroachPig),
  };
}

export function askPreview(road: BigRoad): AskPreview {
  return { banker: previewFor(road, "B"), player: previewFor(road, "P") };
}
