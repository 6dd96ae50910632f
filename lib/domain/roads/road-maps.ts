/**
 * Everything a display shows for one shoe, from the round log alone. Drawn grids are full; a
 * screen picks its newest columns with `viewport`, which changes nothing here.
 */
import { askPreview, type AskPreview } from "./ask-preview";
import { beadPlate, type Bead } from "./bead-plate";
import { bigRoad, type BigRoad, type BigRoadCell, type BigRoadOptions, drawBigRoad } from "./big-road";
import { type DerivedMark, type DerivedRoadName, derivedRoads, drawDerivedRoad } from "./derived-roads";
import { DEFAULT_ROWS, type Grid, type Placed } from "./grid";
import type { RoundLog } from "./outcome";

export interface RoadMapOptions extends BigRoadOptions {
  /** Board height; six on every board we know of. */
  readonly rows?: number;
}

export interface RoadMaps {
  readonly beadPlate: Grid<Bead>;
  readonly bigRoad: BigRoad;
  readonly bigRoadGrid: Grid<BigRoadCell>;
  readonly derived: Record<DerivedRoadName, readonly DerivedMark[]>;
  readonly derivedGrids: Record<DerivedRoadName, Grid<Placed<DerivedMark>>>;
  readonly ask: AskPreview;
}

export function roadMaps(log: RoundLog, options: RoadMapOptions = {}): RoadMaps {
  const rows = options.rows ?? DEFAULT_ROWS;
  const road = bigRoad(log, options);
  const derived = derivedRoads(road);
  return {
    beadPlate: beadPlate(log, rows),
    bigRoad: road,
    bigRoadGrid: drawBigRoad(road, rows),
    derived,
    derivedGrids: {
      bigEyeBoy: drawDerivedRoad(derived.bigEyeBoy, rows),
      smallRoad: drawDerivedRoad(derived.smallRoad, rows),
      cockroachPig: drawDerivedRoad(derived.cockroachPig, rows),
    },
    ask: askPreview(road),
  };
}
