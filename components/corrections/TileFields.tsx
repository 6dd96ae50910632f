"use client";
/** The correction form's part for a tile entered wrong: which one, the right tile, the change in words. */
import { TILE_FACES, tileChangeWords, tileWords } from "./correction-offers";
import { ChoiceSelect, WrongEntryFields } from "./WrongEntryFields";

const FACE_CHOICES = TILE_FACES.map((t) => ({ value: t.face, words: t.words }));

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
    <WrongEntryFields
      wrongLabel="The tile entered wrong"
      entries={entered.map((t) => ({ value: String(t.index), words: `Tile ${t.index + 1}: ${tileWords(t.tile)}` }))}
      chosen={tileAt}
      disabled={disabled}
      onChoose={onTileAt}
      chooseTestId="correction-tile-index"
      right={
        <>
          The right tile
          <ChoiceSelect choices={FACE_CHOICES} value={tileFace} disabled={disabled} onChoose={onTileFace} testId="correction-tile" />
        </>
      }
      change={wrongTile && tileFace ? tileChangeWords(wrongTile, tileFace) : null}
      changeTestId="correction-tile-change"
    />
  );
}
