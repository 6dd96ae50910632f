"use client";
/**
 * A table's fee schedule option, inside the table's configuration form (the limits and the option
 * are saved together, so neither refuses the other): the schedules filed for the game (a change of
 * game proposes the first), a printed option with the limit it is filed for (picking one sets the
 * table's limits to it and says so), or the room's own option typed in dollars (the JSON in cents
 * kept as an advanced entry).
 */
import { useId } from "react";
import { Field } from "@/components/floor/Field";
import { dollarsInput, parseDollars } from "@/lib/client/floor-api";
import { dollars } from "@/lib/client/dollars";
import type { FeeScheduleInfo } from "@/lib/contract/admin";
import { feeSchedulesOf } from "@/lib/domain/fees/filed-pairings";
import { getSchedule, isFeeScheduleId } from "@/lib/domain/fees/registry";
import { inputClass, labelClass } from "@/components/floor/ui";
import { filingWords } from "@/lib/client/names";

/** The room's own option, as the form holds it: amounts in dollars as typed. */
export interface RoomOptionForm {
  readonly min: string;
  readonly max: string;
  /** The fee per betting spot of a game wager; empty for none. */
  readonly perSpot: string;
  /** The player-dealer's fee per hand; empty for none. */
  readonly playerDealer: string;
}

export interface FeeChoice {
  readonly scheduleId: string;
  readonly optionId: string;
  readonly room: RoomOptionForm;
  /** The advanced entry: the room's option as JSON in cents, used instead of the form when set. */
  readonly json: string | null;
}

export const ROOM_OPTION_TEMPLATE: RoomOptionForm = { min: "5.00", max: "100.00", perSpot: "1.00", playerDealer: "2.00" };

/** The form of a stored room-entered option, or null when it is more than the form says (tiers...). */
export function roomFormOf(data: unknown): RoomOptionForm | null {
  const d = data as { limit?: { kind?: string; min?: number; max?: number }; collections?: { kind?: string; wagers?: string; fee?: { kind?: string; cents?: number } }[]; timing?: string } | null;
  if (!d || d.limit?.kind !== "spot" || typeof d.limit.min !== "number" || typeof d.limit.max !== "number" || !Array.isArray(d.collections) || (d.timing ?? "before-deal") !== "before-deal") return null;
  let perSpot = "";
  let playerDealer = "";
  for (const c of d.collections) {
    if (c.fee?.kind !== "flat" || typeof c.fee.cents !== "number") return null;
    if (c.kind === "per-spot" && (c.wagers ?? "game") === "game" && !perSpot) perSpot = dollarsInput(c.fee.cents);
    else if (c.kind === "player-dealer" && !playerDealer) playerDealer = dollarsInput(c.fee.cents);
    else return null;
  }
  return { min: dollarsInput(d.limit.min), max: dollarsInput(d.limit.max), perSpot, playerDealer };
}

/** The room's option in cents, as the server takes it, or the first field in error. */
export function roomOptionData(form: RoomOptionForm): { ok: true; data: object } | { ok: false; message: string } {
  const min = parseDollars(form.min);
  const max = parseDollars(form.max);
  if (min === null || max === null || max < min) return { ok: false, message: "The fee option's limits: type dollars, the maximum at least the minimum." };
  const collections: object[] = [];
  if (form.perSpot.trim()) {
    const cents = parseDollars(form.perSpot);
    if (cents === null) return { ok: false, message: "The fee per betting spot: type dollars, e.g. 1.00." };
    collections.push({ kind: "per-spot", wagers: "game", fee: { kind: "flat", cents } });
  }
  if (form.playerDealer.trim()) {
    const cents = parseDollars(form.playerDealer);
    if (cents === null) return { ok: false, message: "The player-dealer's fee: type dollars, e.g. 2.00." };
    collections.push({ kind: "player-dealer", fee: { kind: "flat", cents } });
  }
  if (collections.length === 0) return { ok: false, message: "Enter at least one fee: per betting spot, or the player-dealer's." };
  return { ok: true, data: { limit: { kind: "spot", min, max }, collections, timing: "before-deal" } };
}

/** The fee part of a configuration request, or the first thing wrong with it. */
export function feeBody(choice: FeeChoice, schedules: readonly FeeScheduleInfo[]): { ok: true; body: Record<string, unknown> } | { ok: false; message: string } {
  const schedule = schedules.find((s) => s.id === choice.scheduleId);
  if (!schedule) return { ok: false, message: "Choose a fee schedule." };
  if (schedule.kind === "printed") return { ok: true, body: { feeScheduleId: choice.scheduleId, feeOptionId: choice.optionId, feeOptionData: null } };
  if (!choice.optionId.trim()) return { ok: false, message: "Name the room's fee option (e.g. A)." };
  if (choice.json !== null) {
    try {
      return { ok: true, body: { feeScheduleId: choice.scheduleId, feeOptionId: choice.optionId.trim(), feeOptionData: JSON.parse(choice.json) } };
    } catch (error) {
      return { ok: false, message: `The room's fee option (JSON): ${(error as Error).message}` };
    }
  }
  const made = roomOptionData(choice.room);
  return made.ok ? { ok: true, body: { feeScheduleId: choice.scheduleId, feeOptionId: choice.optionId.trim(), feeOptionData: made.data } } : made;
}

/** A printed option's table limit in cents (its minimum and maximum), or null when it prints none. */
export function printedLimit(scheduleId: string, optionId: string): { min: number; max: number | null } | null {
  if (!isFeeScheduleId(scheduleId)) return null;
  const option = getSchedule(scheduleId).options.find((o) => o.id === optionId);
  return option?.limit.kind === "spot" ? { min: option.limit.min, max: option.limit.max } : null;
}

/** The fee choice a game proposes: its first filed schedule, that schedule's first option. */
export function proposedFee(gameId: string, schedules: readonly FeeScheduleInfo[]): FeeChoice | null {
  const filed = feeSchedulesOf(gameId);
  const schedule = schedules.find((s) => s.id === filed[0]);
  if (!schedule) return null;
  return { scheduleId: schedule.id, optionId: schedule.kind === "printed" ? (schedule.options[0]?.id ?? "") : "A", room: ROOM_OPTION_TEMPLATE, json: null };
}

export function FeeFields({
  idPrefix,
  gameId,
  choice,
  onChange,
  schedules,
  limitNote,
}: {
  idPrefix: string;
  gameId: string;
  choice: FeeChoice;
  /** The new choice, with the table limit a printed option brings (the form's limits follow it, in the same change). */
  onChange: (c: FeeChoice, limits?: { min: number; max: number | null }) => void;
  schedules: readonly FeeScheduleInfo[];
  /** What a change of option did to the limits, said before saving. */
  limitNote?: string | null;
}) {
  const ids = useId();
  const filed = new Set<string>(feeSchedulesOf(gameId));
  const listed = schedules.filter((s) => filed.has(s.id) || s.id === choice.scheduleId);
  const schedule = schedules.find((s) => s.id === choice.scheduleId);
  const option = schedule?.options.find((o) => o.id === choice.optionId);
  const set = (patch: Partial<FeeChoice>) => onChange({ ...choice, ...patch });
  const room = (patch: Partial<RoomOptionForm>) => set({ room: { ...choice.room, ...patch } });
  function pickOption(scheduleId: string, optionId: string) {
    onChange({ ...choice, scheduleId, optionId }, printedLimit(scheduleId, optionId) ?? undefined);
  }
  return (
    <fieldset className="mt-3 rounded-lg border border-slate-600 p-3" data-testid={`fee-fields-${idPrefix}`}>
      <legend className="px-1 font-semibold">Fees (saved with the limits)</legend>
      <div className="grid gap-3 md:grid-cols-2">
        <Field label="Fee schedule">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={choice.scheduleId}
              onChange={(e) => {
                const s = schedules.find((x) => x.id === e.target.value);
                if (s?.kind === "printed") pickOption(e.target.value, s.options[0]?.id ?? "");
                else set({ scheduleId: e.target.value, optionId: "A" });
              }}
            >
              {listed.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                  {s.room ? ` (${s.room})` : ""}
                  {filed.has(s.id) ? "" : " — not filed for this game"}
                </option>
              ))}
            </select>
          )}
        </Field>
        {schedule?.kind === "printed" ? (
          <Field label="Option">
            {(id) => (
              <select id={id} className={inputClass} value={choice.optionId} onChange={(e) => pickOption(choice.scheduleId, e.target.value)}>
                {schedule.options.map((o) => (
                  <option key={o.id} value={o.id}>
                    Option {o.id} · {o.limit}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <Field label="Option name">
            {(id) => <input id={id} className={inputClass} value={choice.optionId} maxLength={20} onChange={(e) => set({ optionId: e.target.value })} />}
          </Field>
        )}
      </div>
      {limitNote ? (
        <p className="mt-2 rounded-md border border-sky-400 bg-sky-950 px-3 py-2 text-sky-50" aria-live="polite" data-testid={`fee-limit-note-${idPrefix}`}>
          {limitNote}
        </p>
      ) : null}
      {schedule?.kind === "printed" && option ? (
        <div className="mt-2 text-sm text-slate-200" data-testid={`fee-preview-${idPrefix}`}>
          <p className="font-semibold">Option {option.id}, as posted:</p>
          <ul className="list-inside list-disc">
            {option.posted.map((l, i) => (
              <li key={i}>{l.trim()}</li>
            ))}
          </ul>
          <p className="text-slate-300">{filingWords(option.source)}</p>
        </div>
      ) : null}
      {schedule?.kind === "room-entered" ? (
        <div className="mt-2">
          <p className="text-sm text-slate-300">This game&apos;s filing prints no fee table: the room enters its own option, checked like a printed one (flat amounts, never a percentage).</p>
          {choice.json === null ? (
            <div className="mt-2 grid gap-3 md:grid-cols-4">
              {(
                [
                  ["min", "Option's minimum ($)"],
                  ["max", "Option's maximum ($)"],
                  ["perSpot", "Fee per betting spot ($)"],
                  ["playerDealer", "Player-dealer's fee per hand ($)"],
                ] as const
              ).map(([key, label]) => (
                <label key={key} className={labelClass}>
                  {label}
                  <input className={inputClass} inputMode="decimal" value={choice.room[key]} onChange={(e) => room({ [key]: e.target.value })} data-testid={`room-fee-${key}-${idPrefix}`} />
                </label>
              ))}
            </div>
          ) : null}
          <details className="mt-2 text-sm" open={choice.json !== null}>
            <summary className="cursor-pointer text-slate-200">Advanced: the option as JSON, amounts in cents (tiers, other collections)</summary>
            <label htmlFor={`${ids}-json`} className={labelClass}>
              The room&apos;s option (JSON)
            </label>
            <textarea
              id={`${ids}-json`}
              className={`${inputClass} font-mono text-sm`}
              rows={8}
              spellCheck={false}
              value={choice.json ?? JSON.stringify(roomOptionData(choice.room).ok ? (roomOptionData(choice.room) as { data: object }).data : {}, null, 2)}
              onChange={(e) => set({ json: e.target.value })}
            />
            {choice.json !== null ? (
              <button type="button" className="mt-1 min-h-11 rounded-lg bg-slate-700 px-3 text-white" onClick={() => set({ json: null, room: roomFormOf(safeParse(choice.json)) ?? choice.room })}>
                Back to the form in dollars
              </button>
            ) : null}
          </details>
        </div>
      ) : null}
    </fieldset>
  );
}

function safeParse(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** "The limits are now the option's: $10.00–$100.00 (they were $5.00–$100.00)." */
export function limitChangeNote(optionId: string, before: { min: string; max: string }, after: { min: number; max: number | null }): string | null {
  const bMin = parseDollars(before.min);
  const bMax = parseDollars(before.max);
  if (bMin === after.min && (after.max === null || bMax === after.max)) return null;
  const now = `${dollars(after.min)}–${after.max === null ? "the room's maximum" : dollars(after.max)}`;
  return `Option ${optionId} is filed for ${now} per spot: the table's limits become ${now} (they were ${bMin !== null ? dollars(bMin) : before.min}–${bMax !== null ? dollars(bMax) : before.max}) when you save.`;
}
