"use client";
/** The correction form's part for a tile entered wrong: which one, the right tile, the change in words. */
import { TILE_FACES, tileChangeWords, tileWords } from "./correction-offers";

type EnteredTile = { readonly index: number; readonly tile: string };

export function TileFields({
  entered,
  tileAt,
  tileFace,
  wrongTile,
  disabled,
  onTileAt,
  onTileFace,
}: {
  /** The tiles the dealer entered, in order. */
  entered: readonly EnteredTile[];
  /** The chosen tile's index ("" before a choice) and the right tile's face ("" before a choice). */
  tileAt: string;
  tileFace: string;
  wrongTile: EnteredTile | null;
  disabled: boolean;
  onTileAt: (index: string) => void;
  onTileFace: (face: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="block text-sm font-medium text-slate-200">
        The tile entered wrong
        <select className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={tileAt} onChange={(e) => onTileAt(e.target.value)} disabled={disabled} data-testid="correction-tile-index">
          <option value="">Choose…</option>
          {entered.map((t) => (
            <option key={t.index} value={String(t.index)}>
              Tile {t.index + 1}: {tileWords(t.tile)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-200">
        The right tile
        <select className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={tileFace} onChange={(e) => onTileFace(e.target.value)} disabled={disabled} data-testid="correction-tile">
          <option value="">Choose…</option>
          {TILE_FACES.map((t) => (
            <option key={t.face} value={t.face}>
              {t.words}
            </option>
          ))}
        </select>
      </label>
      {wrongTile && tileFace ? (
        <p className="text-lg font-semibold text-white sm:col-span-2" data-testid="correction-tile-change">
          {tileChangeWords(wrongTile, tileFace)}
        </p>
      ) : null}
    </div>
  );
}
