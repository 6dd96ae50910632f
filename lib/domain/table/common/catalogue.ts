/**
 * A game as the admin's catalogue lists it: its name and filings, the decks and seat layouts it is
 * played with, its named options (default, allowed values, the filing line behind each) and the
 * bets on its layout. Each family lists its games in this shape (family.ts `catalogue`).
 */
export interface GameOptionInfo {
  readonly name: string;
  readonly values: readonly (string | number | boolean)[];
  readonly defaultValue: string | number | boolean;
  readonly source: string;
  readonly why: string;
  /** "cents": an amount the room enters (a poker table's blinds), not one of `values`; 0 leaves it unset. */
  readonly input?: "cents";
}

export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly filings: readonly { readonly seed: string; readonly lines: string; readonly bgcId?: string }[];
  readonly decks: readonly number[];
  readonly layouts: readonly { readonly seats: number; readonly label: string }[];
  readonly options: readonly GameOptionInfo[];
  readonly bets: readonly { readonly id: string; readonly name: string }[];
}

/** A game's named options for the catalogue, from its defaults and its option notes. */
export function optionInfo(defaults: Readonly<Record<string, unknown>>, notes: Readonly<Record<string, { readonly values: readonly (string | number | boolean)[]; readonly source: string; readonly why: string }>>): GameOptionInfo[] {
  return Object.entries(notes).map(([name, note]) => ({ name, values: note.values, defaultValue: defaults[name] as string | number | boolean, source: note.source, why: note.why }));
}
