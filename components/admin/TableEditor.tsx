"use client";
import { Field } from "@/components/floor/Field";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api, dollarsInput, money, parseDollars } from "@/lib/client/floor-api";
import type { AdminTable, FeeScheduleInfo, GameInfo } from "@/lib/contract/admin";
import { ErrorNote, inputClass, OkNote } from "@/components/floor/ui";
import { LimitWarning } from "./LimitWarning";
import { feeLimitMismatch } from "@/lib/client/fee-limits";
import { feeOptionTitle, filingWords } from "@/lib/client/names";
import { NamedOptions } from "./NamedOptions";
import { FeeFields, feeBody, limitChangeNote, proposedFee, printedLimit, roomFormOf, ROOM_OPTION_TEMPLATE, type FeeChoice } from "./FeeFields";

export { optionLabel } from "./NamedOptions";

export interface GameFields {
  name: string;
  gameId: string;
  seats: number;
  gameOptions: Record<string, string | number | boolean>;
  rulesVersion: string;
  min: string;
  max: string;
  bettingSeconds: string;
  decks: string;
  /** The fee schedule option, saved with the limits (absent: the form does not change it). */
  fee?: FeeChoice;
  /** What the last change of option or game did to the limits, said before saving. */
  feeNote?: string | null;
}

export function fieldsOf(t: AdminTable): GameFields {
  return {
    name: t.name,
    gameId: t.gameId,
    seats: t.seats,
    gameOptions: t.gameOptions,
    rulesVersion: t.rulesVersion,
    min: dollarsInput(t.minWagerCents),
    max: dollarsInput(t.maxWagerCents),
    bettingSeconds: t.bettingSeconds === null ? "" : String(t.bettingSeconds),
    decks: t.decks === null ? "" : String(t.decks),
    fee: {
      scheduleId: t.feeScheduleId,
      optionId: t.feeOptionId,
      room: roomFormOf(t.feeOptionData) ?? ROOM_OPTION_TEMPLATE,
      json: t.feeOptionData !== null && roomFormOf(t.feeOptionData) === null ? JSON.stringify(t.feeOptionData, null, 2) : null,
    },
  };
}

/** The body of a configuration request with its fee option (the limits and the option saved together). */
export function bodyWithFee(f: GameFields, schedules: readonly FeeScheduleInfo[]): { ok: true; body: Record<string, unknown> } | { ok: false; message: string } {
  const body = bodyOf(f);
  if (!body.ok || !f.fee) return body;
  const fee = feeBody(f.fee, schedules);
  return fee.ok ? { ok: true, body: { ...body.body, ...fee.body } } : fee;
}

/** The body of a configuration request, or the first thing wrong with the fields. */
export function bodyOf(f: GameFields): { ok: true; body: Record<string, unknown> } | { ok: false; message: string } {
  const min = parseDollars(f.min);
  const max = parseDollars(f.max);
  if (!f.name.trim()) return { ok: false, message: "Give the table a name." };
  if (min === null || min < 1) return { ok: false, message: "The minimum wager is an amount in dollars, e.g. 5.00." };
  if (max === null || max < min) return { ok: false, message: "The maximum wager is an amount in dollars, at least the minimum." };
  const seconds = f.bettingSeconds.trim() === "" ? null : Number(f.bettingSeconds);
  if (seconds !== null && (!Number.isInteger(seconds) || seconds < 5 || seconds > 600)) return { ok: false, message: "The betting timer is 5 to 600 seconds, or empty for none." };
  return {
    ok: true,
    body: {
      name: f.name.trim(),
      gameId: f.gameId,
      seats: f.seats,
      gameOptions: f.gameOptions,
      rulesVersion: f.rulesVersion.trim() || "1",
      minWagerCents: min,
      maxWagerCents: max,
      bettingSeconds: seconds,
      decks: f.decks === "" ? null : Number(f.decks),
    },
  };
}

/** The fields once the game changes: its own fee schedule (the filed pairing) proposed, with the limits its option is filed for. */
function fieldsForGame(fields: GameFields, gameId: string, games: readonly GameInfo[], schedules: readonly FeeScheduleInfo[] | undefined): GameFields {
  const g = games.find((x) => x.id === gameId);
  const fee = schedules ? proposedFee(gameId, schedules) : null;
  const limit = fee ? printedLimit(fee.scheduleId, fee.optionId) : null;
  const limits = limit ? { min: dollarsInput(limit.min), max: limit.max !== null ? dollarsInput(limit.max) : fields.max } : {};
  return {
    ...fields,
    gameId,
    gameOptions: {},
    seats: g?.layouts[0]?.seats ?? fields.seats,
    decks: "",
    ...(fee ? { fee, feeNote: `${g?.name ?? "This game"} is filed with the ${feeOptionTitle(fee.scheduleId, fee.optionId)}: proposed below${limit ? `, with the limits it is filed for` : ""}.` } : {}),
    ...limits,
  };
}

/** Game, seat layout, named options, limits and timer: the fields a table is configured with. */
export function GameFieldsEditor({ idPrefix, fields, onChange, games, schedules }: { idPrefix: string; fields: GameFields; onChange: (f: GameFields) => void; games: readonly GameInfo[]; schedules?: readonly FeeScheduleInfo[] }) {
  const game = games.find((g) => g.id === fields.gameId);
  const set = (patch: Partial<GameFields>) => onChange({ ...fields, ...patch });
  // A poker table's minimum and maximum are its stakes: the bets of a limit game, the blinds of a pot- or no-limit one.
  const stakes = game?.options.some((o) => o.name === "structure") ?? false;
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      <Field label="Name">
        {(id) => (
          <input id={id} className={inputClass} value={fields.name} maxLength={60} onChange={(e) => set({ name: e.target.value })} />
        )}
      </Field>
      <Field label="Game">
        {(id) => (
          <select id={id}
          className={inputClass}
          value={fields.gameId}
          onChange={(e) => onChange(fieldsForGame(fields, e.target.value, games, schedules))}
        >
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
        )}
      </Field>
      <Field label="Seat layout">
        {(id) => (
          <select id={id} className={inputClass} value={fields.seats} onChange={(e) => set({ seats: Number(e.target.value) })}>
          {(game?.layouts ?? []).map((l) => (
            <option key={l.seats} value={l.seats}>
              {l.label} ({l.seats} seats)
            </option>
          ))}
          {game && !game.layouts.some((l) => l.seats === fields.seats) ? <option value={fields.seats}>{fields.seats} seats (not filed for this game)</option> : null}
        </select>
        )}
      </Field>
      <Field label={stakes ? "Small bet, least bet or small blind ($)" : "Minimum wager ($)"}>
        {(id) => (
          <input id={id} className={inputClass} inputMode="decimal" value={fields.min} onChange={(e) => set({ min: e.target.value })} />
        )}
      </Field>
      <Field label={stakes ? "Big bet, most bet or big blind ($)" : "Maximum per spot ($)"}>
        {(id) => (
          <input id={id} className={inputClass} inputMode="decimal" value={fields.max} onChange={(e) => set({ max: e.target.value })} />
        )}
      </Field>
      <Field label="Betting timer (seconds, empty for none)">
        {(id) => (
          <input id={id} className={inputClass} inputMode="numeric" value={fields.bettingSeconds} onChange={(e) => set({ bettingSeconds: e.target.value })} />
        )}
      </Field>
      <Field label="Decks">
        {(id) => (
          <select id={id} className={inputClass} value={fields.decks} onChange={(e) => set({ decks: e.target.value })}>
          <option value="">As filed ({game ? Math.max(...game.decks) : "?"})</option>
          {(game?.decks ?? []).map((d) => (
            <option key={d} value={String(d)}>
              {d}
            </option>
          ))}
        </select>
        )}
      </Field>
      <Field label="Rules version">
        {(id) => (
          <input id={id} className={inputClass} value={fields.rulesVersion} maxLength={20} onChange={(e) => set({ rulesVersion: e.target.value })} />
        )}
      </Field>
      {schedules && fields.fee ? (
        <div className="md:col-span-2 xl:col-span-3">
          <FeeFields
            idPrefix={idPrefix}
            gameId={fields.gameId}
            choice={fields.fee}
            schedules={schedules}
            limitNote={fields.feeNote ?? null}
            onChange={(fee, limits) =>
              set(
                limits
                  ? {
                      fee,
                      min: dollarsInput(limits.min),
                      ...(limits.max !== null ? { max: dollarsInput(limits.max) } : {}),
                      feeNote: limitChangeNote(fee.optionId, { min: fields.min, max: fields.max }, limits),
                    }
                  : { fee },
              )
            }
          />
        </div>
      ) : null}
      {game && game.options.length ? <NamedOptions idPrefix={idPrefix} game={game} fields={fields} set={set} /> : null}
    </div>
  );
}

/** One table: its configuration (between rounds) and its fee schedule option. */
export function TableEditor({ table, games, schedules }: { table: AdminTable; games: readonly GameInfo[]; schedules: readonly FeeScheduleInfo[] }) {
  const router = useRouter();
  const [fields, setFields] = useState(fieldsOf(table));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    const body = bodyWithFee(fields, schedules);
    if (!body.ok) {
      setError(body.message);
      return;
    }
    setBusy(true);
    setError(null);
    setDone(null);
    const answer = await api<{ message: string }>("PUT", `/api/admin/tables/${encodeURIComponent(table.id)}`, body.body);
    setBusy(false);
    if (answer.ok) {
      setDone(answer.message);
      setFields((f) => ({ ...f, feeNote: null }));
      router.refresh();
    } else setError(answer.message);
  }

  const game = games.find((g) => g.id === table.gameId);
  const stored = feeLimitMismatch(table.feeScheduleId, table.feeOptionId, table.feeOptionData, { min: table.minWagerCents, max: table.maxWagerCents });
  const typedFee = fields.fee ? feeBody(fields.fee, schedules) : null;
  const typed = fields.fee
    ? feeLimitMismatch(fields.fee.scheduleId, fields.fee.optionId, typedFee?.ok ? typedFee.body.feeOptionData : null, { min: parseDollars(fields.min), max: parseDollars(fields.max) })
    : null;
  return (
    <li className="rounded-xl border border-slate-700 bg-slate-950" data-testid={`admin-table-${table.id}`}>
      <details>
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
          <span className="text-lg font-semibold">{table.name}</span>
          <span className="text-sm text-slate-300">
            {game?.name ?? table.gameId} · {table.layout} · {money(table.minWagerCents)}–{money(table.maxWagerCents)} · {feeOptionTitle(table.feeScheduleId, table.feeOptionId)}
          </span>
          {table.live?.roundInProgress ? <span className="rounded bg-amber-400 px-2 text-sm text-slate-950">round in play</span> : null}
          {table.live && table.live.differences.length ? (
            <span className="rounded bg-sky-800 px-2 text-sm text-white" data-testid={`pending-${table.id}`}>
              live table still runs its previous {table.live.differences.join(", ")}
            </span>
          ) : null}
          {!table.live ? <span className="rounded bg-slate-700 px-2 text-sm text-white">not live on this server</span> : null}
          {stored ? <span className="rounded bg-amber-400 px-2 text-sm text-slate-950">limits do not fit the fee option</span> : null}
        </summary>
        <div className="border-t border-slate-700 p-4">
          <form onSubmit={save} aria-label={`Configuration of ${table.name}`}>
            <h3 className="font-semibold">Configuration</h3>
            <p className="mb-3 text-sm text-slate-300">Checked like the live table checks it, the limits and the fee option together. Saved between rounds: the live table runs it from its next round.</p>
            <GameFieldsEditor idPrefix={table.id} fields={fields} onChange={setFields} games={games} schedules={schedules} />
            {typed ? <LimitWarning testId={`limit-warning-${table.id}`}>{typed} Change the limits, or the fee option, so they match.</LimitWarning> : null}
            <p className="mt-2 text-sm text-slate-300">
              In force: {feeOptionTitle(table.feeScheduleId, table.feeOptionId)} — {filingWords(table.feeSource)}
            </p>
            <div className="mt-4 flex items-center gap-3">
              <button type="submit" disabled={busy} aria-busy={busy || undefined} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50">
                {busy ? "Saving…" : "Save configuration"}
              </button>
            </div>
            {error ? <ErrorNote>{error}</ErrorNote> : null}
            {done ? <OkNote>{done}</OkNote> : null}
          </form>
        </div>
      </details>
    </li>
  );
}
