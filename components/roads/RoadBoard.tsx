import type { ReactNode } from "react";

export const ROAD_COLORS = {
  banker: "#c0262d",
  player: "#1d4ed8",
  tie: "#15803d",
  red: "#c0262d",
  blue: "#1d4ed8",
  marker: "#f59e0b",
  grid: "#cbd5e1",
  board: "#ffffff",
} as const;

/**
 * A road board: a white grid of `columns` x `rows` square cells (the marks are drawn by the
 * caller in cell units: x, y from 0). One image with one accessible name; the marks inside are
 * decoration of that name.
 */
export function RoadBoard({
  columns,
  rows,
  cell,
  label,
  testId,
  data,
  children,
}: {
  columns: number;
  rows: number;
  cell: number;
  label: string;
  testId?: string;
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  const width = columns * cell;
  const height = rows * cell;
  const lines: ReactNode[] = [];
  for (let x = 1; x < columns; x++) lines.push(<line key={`v${x}`} x1={x * cell} y1={0} x2={x * cell} y2={height} />);
  for (let y = 1; y < rows; y++) lines.push(<line key={`h${y}`} x1={0} y1={y * cell} x2={width} y2={y * cell} />);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      {...data}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="block shrink-0 rounded-md shadow-inner"
    >
      <rect x={0} y={0} width={width} height={height} fill={ROAD_COLORS.board} rx={4} />
      <g stroke={ROAD_COLORS.grid} strokeWidth={1} aria-hidden="true">
        {lines}
      </g>
      <g aria-hidden="true">{children}</g>
    </svg>
  );
}
