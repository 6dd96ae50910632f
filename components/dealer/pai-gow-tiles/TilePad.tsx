"use client";
import { useEffect, useRef, useState } from "react";
import { editingText } from "../keys";
import { copiesLeft, faceFrom, halfName, tileName } from "./format";

const HALVES = [1, 2, 3, 4, 5, 6] as const;

/** One half's pips on a button (the 1s and 4s red, as on the tiles). */
function HalfPips({ spots, size }: { spots: number; size: number }) {
  const at: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]],
    2: [[0.28, 0.28], [0.72, 0.72]],
    3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
    4: [[0.3, 0.3], [0.7, 0.3], [0.3, 0.7], [0.7, 0.7]],
    5: [[0.26, 0.26], [0.74, 0.26], [0.5, 0.5], [0.26, 0.74], [0.74, 0.74]],
    6: [[0.3, 0.22], [0.7, 0.22], [0.3, 0.5], [0.7, 0.5], [0.3, 0.78], [0.7, 0.78]],
  };
  const red = spots === 1 || spots === 4;
  return (
    <svg aria-hidden width={size} height={size} viewBox="0 0 1 1">
      <rect x={0.02} y={0.02} width={0.96} height={0.96} rx={0.14} fill="#fbf7ea" stroke="#0f172a" strokeWidth={0.04} />
      {at[spots]!.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={spots === 1 ? 0.14 : 0.085} fill={red ? "#c81e1e" : "#1e293b"} />
      ))}
    </svg>
  );
}

/**
 * Tile entry in two taps: one half's spots, then the other's (either order); the tile goes as soon
 * as both are tapped, a civil tile being the copy not yet out. A face whose tiles are all out (on
 * record, or being entered now) cannot be completed. On a desktop keyboard: the two digits ("6"
 * "3"), Backspace takes back the half typed and then the last tile (`onErase`), Escape clears.
 */
export function TilePad({
  label,
  out,
  entering,
  onTile,
  onErase,
  disabled,
}: {
  /** What the tiles are for: "Seat 3's hands". */
  label: string;
  /** Tiles on record this hand. */
  out: readonly string[];
  /** Faces entered so far in this entry. */
  entering: readonly string[];
  onTile: (face: string) => void;
  onErase: (() => void) | null;
  disabled: boolean;
}) {
  const [first, setFirstState] = useState<number | null>(null);
  // The half as the latest key left it: keys typed faster than React renders must see each other.
  const latest = useRef<number | null>(null);
  const setFirst = (n: number | null) => {
    latest.current = n;
    setFirstState(n);
  };
  const free = (a: number, b: number) => copiesLeft(faceFrom(a, b), out, entering) > 0;
  const tap = (spots: number) => {
    if (disabled) return;
    const half = latest.current;
    if (half === null) return setFirst(spots);
    if (!free(half, spots)) return;
    setFirst(null);
    onTile(faceFrom(half, spots));
  };

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target)) return;
      if (event.key === "Escape") return setFirst(null);
      if (event.key === "Backspace") {
        event.preventDefault();
        if (latest.current !== null) setFirst(null);
        else onErase?.();
        return;
      }
      const n = Number(event.key);
      if (Number.isInteger(n) && n >= 1 && n <= 6) {
        event.preventDefault();
        tap(n);
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <div className="flex flex-col gap-2" data-testid="tile-pad" data-first={first ?? undefined}>
      <p className="text-sm text-slate-100" aria-live="polite" data-testid="tile-draft">
        {first === null ? "Tap one half's spots, then the other's (keyboard: two digits)." : `${halfName(first)}: now the other half.`}
      </p>
      <div role="group" aria-label={`${label}: the tile's halves`} className="grid grid-cols-6 gap-1.5">
        {HALVES.map((n) => {
          const blocked = first !== null && !free(first, n);
          return (
            <button
              key={n}
              type="button"
              aria-label={halfName(n)}
              aria-pressed={first === n}
              title={first !== null ? (blocked ? `${tileName(faceFrom(first, n))}: all out` : tileName(faceFrom(first, n))) : halfName(n)}
              disabled={disabled || blocked}
              onClick={() => tap(n)}
              data-testid={`half-${n}`}
              className={`flex min-h-16 flex-col items-center justify-center gap-1 rounded-lg border-2 font-bold disabled:cursor-not-allowed disabled:opacity-40 ${
                first === n ? "border-amber-300 bg-amber-300/30 text-white" : "border-slate-500 bg-slate-800 text-white hover:border-slate-300"
              }`}
            >
              <HalfPips spots={n} size={34} />
              <span className="text-sm leading-none">{n}</span>
            </button>
          );
        })}
      </div>
      {first !== null ? (
        <button type="button" className="min-h-11 self-start rounded-lg border border-slate-500 px-3 text-slate-100" onClick={() => setFirst(null)}>
          Clear the half
        </button>
      ) : null}
    </div>
  );
}
