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

/** The wall's roads: cells of 44 px (26 px on the derived roads), drawn larger than the hands' row leaves room for. */
export const WALL_ROAD_SIZES: RoadSizes = { columns: { bead: 8, big: 21, derived: 12 }, cell: 46, derivedCell: 26 };

function Title({ children }: { children: React.ReactNode }) {
  return <h3 className="mb-1 shrink-0 whitespace-nowrap text-[28px] font-semibold uppercase leading-tight tracking-wide text-emerald-100">{children}</h3>;
}

/**
 * Every road of the shoe, computed from the round log alone (lib/domain/roads) and scrolled to the
 * newest columns. Re-computed only when the log changes.
 */
/** What the small signs on the cells mean: pair dots by position, the gold digit of a bonus hand. */
function MarksLegend({ markers }: { markers: readonly string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-[28px] leading-tight text-emerald-50" data-testid="marks-legend">
      {(["banker", "player"] as const).map((side) => (
        <li key={side} className="flex items-center gap-1.5">
          <svg width="32" height="32" viewBox="0 0 20 20" aria-hidden="true" className="shrink-0">
            <rect x="0.5" y="0.5" width="19" height="19" fill="#fff" stroke={ROAD_COLORS.grid} />
            {side === "banker" ? <circle cx="5" cy="5" r="4" fill={ROAD_COLORS.banker} /> : <circle cx="15" cy="15" r="4" fill={ROAD_COLORS.player} />}
          </svg>
          <span>{side === "banker" ? "B pair" : "P pair"}</span>
        </li>
      ))}
      {markers.length ? (
        <li className="flex items-center gap-1.5">
          {/* Drawn at 1:1, so the digit is 28 px by its own font size as well as on the screen. */}
          <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" className="shrink-0">
            <circle cx="22" cy="22" r="20" fill={ROAD_COLORS.marker} stroke="#111827" strokeWidth="2.75" />
            <text x="22" y="22" dy="0.36em" textAnchor="middle" fontSize="28" fontWeight="800" fill="#111827">
              {markerDigit(markers[0]!)}
            </text>
          </svg>
          <span>{markers.map(markerLabel).join(", ")}</span>
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
            <p className="mb-1 truncate text-[28px] leading-tight text-emerald-50" data-testid="road-legend">
              <span className="font-bold">B</span> {banker} · <span className="font-bold">P</span> {player} · <span className="font-bold">T</span> Tie: a slash
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
