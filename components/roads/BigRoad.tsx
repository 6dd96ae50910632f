import { RoadBoard, ROAD_COLORS } from "./RoadBoard";
import { MarkerBadge, PairDots } from "./marks";
import type { RoadsView } from "./layout";

/**
 * Big road: hollow rings with their letter, one logical column per streak drawn down and then
 * along the dragon tail; a tie is a green slash on the last cell, with a count when more than one.
 */
export function BigRoad({ road, cell }: { road: RoadsView["big"]; cell: number }) {
  const r = cell * 0.36;
  return (
    <RoadBoard
      columns={road.columns}
      rows={road.rows}
      cell={cell}
      label={road.label}
      testId="big-road"
      data={{ "data-columns": road.logicalColumns, "data-entries": road.entries }}
    >
      {road.cells.map((c) => {
        const x = c.x * cell;
        const y = c.y * cell;
        const cx = x + cell / 2;
        const cy = y + cell / 2;
        const color = ROAD_COLORS[c.color];
        return (
          <g key={`${c.column}-${c.row}`} data-cell={c.letter} data-column={c.column} data-row={c.row} data-ties={c.ties} data-tail={c.tail ? "true" : undefined}>
            <circle cx={cx} cy={cy} r={r} fill="#fff" stroke={color} strokeWidth={cell * 0.11} />
            {c.ties > 0 ? (
              <line data-tie-slash x1={x + cell * 0.16} y1={y + cell * 0.84} x2={x + cell * 0.84} y2={y + cell * 0.16} stroke={ROAD_COLORS.tie} strokeWidth={cell * 0.1} strokeLinecap="round" />
            ) : null}
            <text x={cx} y={cy} dy="0.36em" textAnchor="middle" fontSize={Math.max(28, cell * 0.4)} fontWeight={800} fill={color} stroke="#fff" strokeWidth={cell * 0.06} paintOrder="stroke">
              {c.letter}
            </text>
            {c.ties > 1 ? (
              <text x={x + cell * 0.04} y={y + cell * 0.98} textAnchor="start" fontSize={Math.max(28, cell * 0.34)} fontWeight={800} fill={ROAD_COLORS.tie} stroke="#fff" strokeWidth={cell * 0.08} paintOrder="stroke">
                {c.ties}
              </text>
            ) : null}
            <PairDots x={x} y={y} cell={cell} bankerPair={c.bankerPair} playerPair={c.playerPair} />
            <MarkerBadge x={x} y={y} cell={cell} markers={c.markers} />
          </g>
        );
      })}
    </RoadBoard>
  );
}
