/**
 * A room's named game options, for every family: each fills a gap or settles a contradiction of a
 * filing. Each game's defaults are recorded in its docs/rules-decisions/ file; a room may pick
 * another filed value, nothing else.
 */
export type OptionValue = string | number | boolean;

export interface OptionNote {
  readonly values: readonly OptionValue[];
  /** Filing and lines, e.g. "seed 003 L57-61". */
  readonly source: string;
  readonly why: string;
}

export type OptionNotes<O> = Readonly<Record<keyof O & string, OptionNote>>;

export class GameOptionError extends RangeError {
  override name = "GameOptionError";
}

/** Defaults overlaid with a room's choices; unknown names and values outside the listed ones are refused. */
export function withOptions<O extends object>(game: string, defaults: O, notes: OptionNotes<O>, chosen: Readonly<Record<string, unknown>> | undefined): O {
  const result = { ...defaults };
  for (const [name, value] of Object.entries(chosen ?? {})) {
    if (value === undefined) continue;
    const note = (notes as Readonly<Record<string, OptionNote | undefined>>)[name];
    if (!note) throw new GameOptionError(`${game} has no option "${name}" (options: ${Object.keys(notes).join(", ")})`);
    if (!note.values.includes(value as OptionValue)) {
      throw new GameOptionError(`${game} option "${name}" must be one of ${note.values.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(value)}`);
    }
    (result as Record<string, unknown>)[name] = value;
  }
  return Object.freeze(result);
}
