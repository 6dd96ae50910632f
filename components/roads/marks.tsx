import { ROAD_COLORS } from "./RoadBoard";
import { markerDigit } from "./layout";

/** Small shared signs drawn on road cells (cell units: the cell's top-left corner is x, y). */

/** Pair dots: Banker pair top-left, Player pair bottom-right (position tells them apart, not only colour). */
export function PairDots({ x, y, cell, bankerPair, playerPair }: { x: number; y: number; cell: number; bankerPair: boolean; playerPair: boolean }) {
  // Dots a player reads from 4 m: at least 5 px on a 44 px cell.
  const r = Math.max(4, cell * 0.13);
  return (
    <>
      {bankerPair ? <circle data-pair="banker" cx={x + r + 1} cy={y + r + 1} r={r} fill={ROAD_COLORS.banker} stroke="#fff" strokeWidth={1.5} /> : null}
      {playerPair ? <circle data-pair="player" cx={x + cell - r - 1} cy={y + cell - r - 1} r={r} fill={ROAD_COLORS.player} stroke="#fff" strokeWidth={1.5} /> : null}
    </>
  );
}

/** A game's marker hand (Dragon 7, Panda 8, Fortune 7 ...): a gold badge with its digit, top-right. */
export function MarkerBadge({ x, y, cell, markers }: { x: number; y: number; cell: number; markers: readonly string[] }) {
  const first = markers[0];
  if (!first) return null;
  const r = Math.max(7, cell * 0.3);
  const cx = x + cell - r;
  const cy = y + r;
  return (
    <g data-marker={markers.join(" ")}>
      <circle cx={cx} cy={cy} r={r} fill={ROAD_COLORS.marker} stroke="#111827" strokeWidth={1.25} />
      {/* The digit at 28 px or more on the wall's cells (readable from 4 m); a "7" fits a 28 px badge. */}
      <text x={cx} y={cy} dy="0.36em" textAnchor="middle" fontSize={Math.max(r * 1.45, cell >= 40 ? 28 : 0)} fontWeight={800} fill="#111827">
        {markerDigit(first)}
      </text>
    </g>
  );
}
