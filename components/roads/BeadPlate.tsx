import { RoadBoard, ROAD_COLORS } from "./RoadBoard";
import { MarkerBadge, PairDots } from "./marks";
import type { RoadsView } from "./layout";

/** Bead plate: one filled bead per hand with its letter (B, P, T), pair dots and marker badges. */
export function BeadPlate({ road, cell }: { road: RoadsView["bead"]; cell: number }) {
  const r = cell * 0.42;
  return (
    <RoadBoard columns={road.columns} rows={road.rows} cell={cell} label={road.label} testId="bead-plate" data={{ "data-hands": road.hands }}>
      {road.cells.map((c) => {
        const x = c.x * cell;
        const y = c.y * cell;
        return (
          <g key={c.hand} data-bead={c.letter} data-hand={c.hand}>
            <circle cx={x + cell / 2} cy={y + cell / 2} r={r} fill={ROAD_COLORS[c.color]} />
            <text x={x + cell / 2} y={y + cell / 2} dy="0.36em" textAnchor="middle" fontSize={Math.max(28, cell * 0.5)} fontWeight={800} fill="#fff">
              {c.letter}
            </text>
            <PairDots x={x} y={y} cell={cell} bankerPair={c.bankerPair} playerPair={c.playerPair} />
            <MarkerBadge x={x} y={y} cell={cell} markers={c.markers} />
          </g>
        );
      })}
    </RoadBoard>
  );
}
