"use client";
import { Field } from "@/components/floor/Field";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api, dollarsInput, parseDollars } from "@/lib/client/floor-api";
import type { FeeScheduleInfo, GameInfo } from "@/lib/contract/admin";
import { ErrorNote, inputClass, OkNote } from "@/components/floor/ui";
import { bodyWithFee, GameFieldsEditor, type GameFields } from "./TableEditor";
import { feeBody, printedLimit, proposedFee, ROOM_OPTION_TEMPLATE } from "./FeeFields";
import { LimitWarning } from "./LimitWarning";
import { feeLimitMismatch } from "@/lib/client/fee-limits";

const submitClass = "inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50";

/** The new table's first fields: the first game, its filed fee schedule proposed, the limits its option is filed for. */
function firstFields(games: readonly GameInfo[], schedules: readonly FeeScheduleInfo[]): GameFields {
  const game = games[0];
  const fee = game ? proposedFee(game.id, schedules) : null;
  const limit = fee ? printedLimit(fee.scheduleId, fee.optionId) : null;
  return {
    name: "",
    gameId: game?.id ?? "",
    seats: game?.layouts[0]?.seats ?? 8,
    gameOptions: {},
    rulesVersion: "1",
    min: limit ? dollarsInput(limit.min) : "5.00",
    max: limit?.max ? dollarsInput(limit.max) : "100.00",
    bettingSeconds: "",
    decks: "",
    fee: fee ?? { scheduleId: schedules[0]?.id ?? "", optionId: "A", room: ROOM_OPTION_TEMPLATE, json: null },
  };
}

/** A new table: game, layout, limits and fee schedule option together; checked, created and opened live. */
export function NewTableForm({ games, schedules }: { games: readonly GameInfo[]; schedules: readonly FeeScheduleInfo[] }) {
  const router = useRouter();
  const [tableId, setTableId] = useState("");
  const [fields, setFields] = useState<GameFields>(() => firstFields(games, schedules));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const fee = fields.fee ? feeBody(fields.fee, schedules) : null;
  const mismatch = fields.fee ? feeLimitMismatch(fields.fee.scheduleId, fields.fee.optionId, fee?.ok ? fee.body.feeOptionData : null, { min: parseDollars(fields.min), max: parseDollars(fields.max) }) : null;

  async function create(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    const body = bodyWithFee(fields, schedules);
    if (!body.ok) return setError(body.message);
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(tableId)) return setError("The table id is 1–32 letters, digits, - and _ (e.g. t7).");
    setBusy(true);
    const answer = await api<{ message: string }>("POST", "/api/admin/tables", { ...body.body, id: tableId });
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setDone(answer.message);
    setTableId("");
    router.refresh();
  }

  return (
    <form onSubmit={create} aria-label="New table">
      <div className="mb-3 max-w-xs">
        <Field label="Table id">{(id) => <input id={id} className={inputClass} value={tableId} onChange={(e) => setTableId(e.target.value)} placeholder="t7" />}</Field>
      </div>
      <GameFieldsEditor idPrefix="new" fields={fields} onChange={setFields} games={games} schedules={schedules} />
      {mismatch ? <LimitWarning testId="new-table-limit-warning">{mismatch} Set the limits above to match, or pick the option filed for them.</LimitWarning> : null}
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${submitClass} mt-4`}>
        {busy ? "Creating…" : "Create table"}
      </button>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {done ? <OkNote>{done}</OkNote> : null}
    </form>
  );
}
