"use client";
/** A game's named options as the room chooses them: each a choice among the values filed, or an amount in dollars, with the filing's line. */
import { useState } from "react";
import { dollarsInput, parseDollars } from "@/lib/client/floor-api";
import type { GameInfo } from "@/lib/contract/admin";
import { inputClass, labelClass } from "@/components/floor/ui";
import { filingWords } from "@/lib/client/names";
import type { GameFields } from "./TableEditor";

type Option = GameInfo["options"][number];
type SetFields = (patch: Partial<GameFields>) => void;

/** "lineBetsOnTie" → "Line bets on tie": a named option as words, never its key. */
export function optionLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function optionText(v: string | number | boolean): string {
  return typeof v === "boolean" ? (v ? "yes" : "no") : String(v);
}

/** The named options of the game, where it has any. */
export function NamedOptions({ idPrefix, game, fields, set }: { idPrefix: string; game: GameInfo; fields: GameFields; set: SetFields }) {
  return (
    <fieldset className="md:col-span-2 xl:col-span-3">
      <legend className="font-semibold">Named options of {game.name}</legend>
      <p className="text-sm text-slate-300">Where the filing is silent or contradicts itself, the room chooses. Each option names the filing&apos;s line.</p>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {game.options.map((o) => {
          const id = `${idPrefix}-opt-${o.name}`;
          const value = fields.gameOptions[o.name] ?? o.defaultValue;
          if (o.input === "cents") return <CentsOption key={o.name} id={id} option={o} fields={fields} set={set} />;
          return <ChoiceOption key={o.name} id={id} option={o} value={value} fields={fields} set={set} />;
        })}
      </div>
    </fieldset>
  );
}

/** A named option chosen among the values filed, the default said. */
function ChoiceOption({ id, option, value, fields, set }: { id: string; option: Option; value: string | number | boolean; fields: GameFields; set: SetFields }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {optionLabel(option.name)}
      </label>
      <select
        id={id}
        className={inputClass}
        value={JSON.stringify(value)}
        aria-describedby={`${id}-why`}
        onChange={(e) => {
          const v = JSON.parse(e.target.value) as string | number | boolean;
          const next = { ...fields.gameOptions };
          if (v === option.defaultValue) delete next[option.name];
          else next[option.name] = v;
          set({ gameOptions: next });
        }}
      >
        {option.values.map((v) => (
          <option key={JSON.stringify(v)} value={JSON.stringify(v)}>
            {optionText(v)}
            {v === option.defaultValue ? " (default)" : ""}
          </option>
        ))}
      </select>
      <p id={`${id}-why`} className="mt-1 text-xs text-slate-300">
        {filingWords(option.source)}: {option.why}
      </p>
    </div>
  );
}

/** An amount the room enters as a named option (a poker table's blinds, buy-in, chip), in dollars; empty leaves it unset. */
function CentsOption({ id, option, fields, set }: { id: string; option: Option; fields: GameFields; set: SetFields }) {
  const stored = fields.gameOptions[option.name];
  const [text, setText] = useState(typeof stored === "number" && stored > 0 ? dollarsInput(stored) : "");
  const cents = text.trim() === "" ? null : parseDollars(text);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {optionLabel(option.name)} ($)
      </label>
      <input
        id={id}
        className={inputClass}
        inputMode="decimal"
        value={text}
        aria-describedby={`${id}-why`}
        aria-invalid={text.trim() !== "" && cents === null ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const c = e.target.value.trim() === "" ? null : parseDollars(e.target.value);
          const next = { ...fields.gameOptions };
          if (c === null || c === 0) delete next[option.name];
          else next[option.name] = c;
          set({ gameOptions: next });
        }}
      />
      <p id={`${id}-why`} className="mt-1 text-xs text-slate-300">
        {filingWords(option.source)}: {option.why}
      </p>
    </div>
  );
}

