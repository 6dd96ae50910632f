import type { Color } from "@/lib/domain/roads";
import { RoadBoard, ROAD_COLORS } from "./RoadBoard";
import { derivedLabel, type DerivedBoardView } from "./layout";

/** One derived-road mark in a cell at (x, y) (pixels): hollow ring, filled dot or slash. */
export function DerivedMarkShape({ shape, color, x, y, cell }: { shape: DerivedBoardView["shape"]; color: Color; x: number; y: number; cell: number }) {
  const fill = ROAD_COLORS[color];
  const cx = x + cell / 2;
  const cy = y + cell / 2;
  const r = cell * 0.36;
  if (shape === "ring") return <circle cx={cx} cy={cy} r={r} fill="none" stroke={fill} strokeWidth={cell * 0.14} />;
  if (shape === "dot") return <circle cx={cx} cy={cy} r={r} fill={fill} />;
  return <line x1={x + cell * 0.2} y1={y + cell * 0.8} x2={x + cell * 0.8} y2={y + cell * 0.2} stroke={fill} strokeWidth={cell * 0.18} strokeLinecap="round" />;
}

/** Big eye boy, small road or cockroach pig, drawn like a big road of reds and blues. */
export function DerivedRoad({ road, cell }: { road: DerivedBoardView; cell: number }) {
  return (
    <RoadBoard columns={road.columns} rows={road.rows} cell={cell} label={derivedLabel(road)} testId={`road-${road.name}`} data={{ "data-marks": road.marks }}>
      {road.cells.map((c) => (
        <g key={`${c.x}-${c.y}`} data-mark={c.color}>
          <DerivedMarkShape shape={road.shape} color={c.color} x={c.x * cell} y={c.y * cell} cell={cell} />
        </g>
      ))}
    </RoadBoard>
  );
}
