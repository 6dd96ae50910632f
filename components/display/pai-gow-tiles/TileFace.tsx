/**
 * A Pai Gow tile drawn as the players know it: an ivory domino, its two halves' pips (the 1s and
 * 4s red, as on the tiles; the filing gives colour no meaning, seed 004 L774), or the back of a tile
 * still face down. One drawing for the tablet, the wall and the floor.
 */
import { describeTile, isTileId, tile } from "@/lib/domain/pai-gow-tiles";

/** Pip centres of a half, on a 0..1 square. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0.5, 0.5]],
  2: [
    [0.28, 0.28],
    [0.72, 0.72],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.3, 0.7],
    [0.7, 0.7],
  ],
  5: [
    [0.26, 0.26],
    [0.74, 0.26],
    [0.5, 0.5],
    [0.26, 0.74],
    [0.74, 0.74],
  ],
  6: [
    [0.3, 0.22],
    [0.7, 0.22],
    [0.3, 0.5],
    [0.7, 0.5],
    [0.3, 0.78],
    [0.7, 0.78],
  ],
};

const RED = "#c81e1e";
const WHITE_PIP = "#1e293b";

function Half({ spots, top, width }: { spots: number; top: number; width: number }) {
  const red = spots === 1 || spots === 4;
  const r = spots === 1 ? width * 0.14 : width * 0.085;
  return (
    <>
      {PIPS[spots]!.map(([x, y], i) => (
        <circle key={i} cx={x * width} cy={top + y * width} r={r} fill={red ? RED : WHITE_PIP} />
      ))}
    </>
  );
}

/** A tile `width` px wide (twice as tall); "face-down" draws its back. */
export function TileFace({ id, width, title }: { id: string; width: number; title?: string }) {
  const height = width * 2;
  if (!isTileId(id)) {
    return (
      <svg role="img" aria-label={title ?? "Tile face down"} width={width} height={height} viewBox={`0 0 ${width} ${height}`} data-face-down="">
        <rect x={1} y={1} width={width - 2} height={height - 2} rx={width * 0.14} fill="#7c2d12" stroke="#fef3c7" strokeWidth={2} />
        <rect x={width * 0.18} y={width * 0.18} width={width * 0.64} height={height - width * 0.36} rx={width * 0.08} fill="none" stroke="#fcd34d" strokeOpacity={0.6} strokeWidth={2} />
      </svg>
    );
  }
  const t = tile(id);
  // The higher half on top, as the tiles are read and printed on the charts.
  const [low, high] = t.halves;
  return (
    <svg role="img" aria-label={title ?? describeTile(id)} width={width} height={height} viewBox={`0 0 ${width} ${height}`} data-tile={id}>
      <rect x={1} y={1} width={width - 2} height={height - 2} rx={width * 0.14} fill="#fbf7ea" stroke="#0f172a" strokeWidth={2} />
      <line x1={width * 0.12} x2={width * 0.88} y1={width} y2={width} stroke="#0f172a" strokeWidth={Math.max(1.5, width * 0.025)} />
      <Half spots={high} top={0} width={width} />
      <Half spots={low} top={width} width={width} />
    </svg>
  );
}

/** A hand of tiles side by side. */
export function TileRow({ tiles, width, gap = 6, label }: { tiles: readonly string[]; width: number; gap?: number; label?: string }) {
  return (
    <div className="flex items-end" style={{ gap }} role={label ? "group" : undefined} aria-label={label}>
      {tiles.map((id, i) => (
        <TileFace key={`${i}-${id}`} id={id} width={width} />
      ))}
    </div>
  );
}
