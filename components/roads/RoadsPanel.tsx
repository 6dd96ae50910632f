"use client";
import { useMemo } from "react";
import type { RoundLog } from "@/lib/domain/roads";
import { AskPreview } from "./AskPreview";
import { BeadPlate } from "./BeadPlate";
import { BigRoad } from "./BigRoad";
import { DerivedRoad } from "./DerivedRoad";
import { markerDigit, markerLabel, roadsView, shortHandName, type HandNames, type RoadColumns } from "./layout";
import { ROAD_COLORS } from "./RoadBoard";

export interface RoadSizes {
  readonly columns: RoadColumns;
  /** Cell size in pixels of the bead plate and big road, and of the derived roads. */
  readonly cell: number;
  readonly derivedCell: number;
}

export const WALL_ROAD_SIZES: RoadSizes = { columns: { bead: 8, big: 26, derived: 14 }, cell: 40, derivedCell: 22 };

function Title({ children }: { children: React.ReactNode }) {
  return <h3 className="mb-1 shrink-0 whitespace-nowrap text-lg font-semibold uppercase tracking-wide text-emerald-100">{children}</h3>;
}

/**
 * Every road of the shoe, computed from the round log alone (lib/domain/roads) and scrolled to the
 * newest columns. Re-computed only when the log changes.
 */
/** What the small signs on the cells mean: pair dots by position, the gold digit of a bonus hand. */
function MarksLegend({ markers }: { markers: readonly string[] }) {
  return (
    <ul className="mt-2 space-y-1 text-base leading-tight text-emerald-50" data-testid="marks-legend">
      <li className="flex items-center gap-2">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" className="shrink-0">
          <rect x="0.5" y="0.5" width="19" height="19" fill="#fff" stroke={ROAD_COLORS.grid} />
          <circle cx="5" cy="5" r="3.5" fill={ROAD_COLORS.banker} />
          <circle cx="15" cy="15" r="3.5" fill={ROAD_COLORS.player} />
        </svg>
        <span className="truncate">Pairs: B top left, P bottom right</span>
      </li>
      {markers.length ? (
        <li className="flex items-center gap-2">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" className="shrink-0">
            <circle cx="10" cy="10" r="9" fill={ROAD_COLORS.marker} stroke="#111827" strokeWidth="1.25" />
            <text x="10" y="10" dy="0.36em" textAnchor="middle" fontSize="13" fontWeight="800" fill="#111827">
              {markerDigit(markers[0]!)}
            </text>
          </svg>
          <span className="truncate">{markers.map(markerLabel).join(", ")}</span>
        </li>
      ) : null}
    </ul>
  );
}

export function RoadsPanel({ log, names, markers = [], sizes = WALL_ROAD_SIZES }: { log: RoundLog; names: HandNames; markers?: readonly string[]; sizes?: RoadSizes }) {
  const roads = useMemo(() => roadsView(log, sizes.columns, names), [log, sizes.columns, names]);
  const banker = shortHandName(names.banker);
  const player = shortHandName(names.player);
  return (
    <section aria-labelledby="roads-title" className="flex flex-col gap-3" data-testid="roads">
      <h2 id="roads-title" className="sr-only">
        Road maps
      </h2>
      <div className="flex items-start gap-4">
        <div>
          <Title>Bead plate</Title>
          <BeadPlate road={roads.bead} cell={sizes.cell} />
        </div>
        <div className="min-w-0">
          <div className="flex items-baseline justify-between gap-4">
            <Title>Big road</Title>
            <p className="mb-1 truncate text-lg text-emerald-50" data-testid="road-legend">
              <span className="font-bold">B</span> {banker} · <span className="font-bold">P</span> {player} · <span className="font-bold">T</span> Tie: a slash on the last cell, with a count
            </p>
          </div>
          <BigRoad road={roads.big} cell={sizes.cell} />
        </div>
      </div>
      <div className="flex items-start gap-4">
        {roads.derived.map((d) => (
          <div key={d.name}>
            <Title>{d.label}</Title>
            <DerivedRoad road={d} cell={sizes.derivedCell} />
          </div>
        ))}
        <div className="min-w-0 flex-1">
          <Title>Next hand</Title>
          <AskPreview ask={roads.ask} names={names} />
          <MarksLegend markers={markers} />
        </div>
      </div>
    </section>
  );
}
