"use client";
import { useEffect, useRef, useState } from "react";
import { TileFace } from "@/components/display/pai-gow-tiles/TileFace";
import { editingText } from "../keys";
import { PAD_FACES, copiesLeft, faceFrom, halfName, tileName } from "./format";
import { tilesOfFace } from "@/lib/domain/pai-gow-tiles/tiles";

/**
 * Tile entry in one tap: the set's 21 faces as a grid in rank order (the 11 civil faces, two tiles
 * each, then the 10 military), a civil face standing for the copy not yet out; a face whose tiles
 * are all out (on record, or being entered now) is struck through and cannot be tapped. On a
 * desktop keyboard: the two halves' digits ("6" "3"), Backspace takes back the half typed and then
 * the last tile (`onErase`), Escape clears.
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
  const left = (face: string) => copiesLeft(face, out, entering);
  const tapFace = (face: string) => {
    if (disabled || left(face) === 0) return;
    setFirst(null);
    onTile(face);
  };
  const typeHalf = (spots: number) => {
    if (disabled) return;
    const half = latest.current;
    if (half === null) return setFirst(spots);
    if (left(faceFrom(half, spots)) === 0) return;
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
        typeHalf(n);
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <div className="flex flex-col gap-2" data-testid="tile-pad" data-first={first ?? undefined}>
      <p className="text-sm text-slate-100" aria-live="polite" data-testid="tile-draft">
        {first === null ? "Tap the tile (keyboard: its two halves' digits)." : `Typed ${halfName(first)}: now the other half.`}
      </p>
      <div role="group" aria-label={`${label}: the tiles`} className="grid grid-cols-7 gap-1.5">
        {PAD_FACES.map((face) => {
          const copies = left(face);
          const civil = tilesOfFace(face).length === 2;
          const allOut = copies === 0;
          return (
            <button
              key={face}
              type="button"
              aria-label={allOut ? `${tileName(face)}, all out` : tileName(face)}
              title={allOut ? `${tileName(face)}: all out` : tileName(face)}
              disabled={disabled || allOut}
              onClick={() => tapFace(face)}
              data-testid={`tile-key-${face}`}
              data-left={copies}
              className={`relative flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-lg border-2 py-1 disabled:cursor-not-allowed ${
                allOut ? "border-slate-700 bg-slate-900 opacity-40" : "border-slate-500 bg-slate-800 hover:border-slate-300 disabled:opacity-50"
              }`}
            >
              <span aria-hidden>
                <TileFace id={tilesOfFace(face)[0]!} width={24} />
              </span>
              {civil ? (
                <span aria-hidden className="text-xs font-semibold leading-none text-slate-200">
                  ×{copies}
                </span>
              ) : null}
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
