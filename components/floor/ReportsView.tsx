"use client";
import { Field } from "@/components/floor/Field";
import { useCallback, useState, type FormEvent } from "react";
import { api, dateTime, dollarsInput, money, parseDollars } from "@/lib/client/floor-api";
import type { FeeDropReport, DropLine, PlayFigures } from "@/lib/contract/reports";
import type { ShiftClose, ShiftCloseLine, ShiftCountRow } from "@/lib/contract/reports";
import type { LedgerStatus } from "@/lib/contract/ledger";
import { ErrorNote, inputClass, OkNote, Section, Spinner, tdClass, thClass } from "./ui";
import { LedgerAnchorPanel } from "./LedgerAnchorPanel";

export interface ReportPeriod {
  readonly day: string;
  /** A shift id, or "all" for the whole day. */
  readonly shift: string;
}

interface FeeAnswer {
  period: { label: string; from: string; to: string; shift: string | null };
  timeZone: string;
  report: FeeDropReport;
}

interface SheetAnswer {
  period: { label: string; from: string; to: string };
  sheet: ShiftClose;
}

function query(p: ReportPeriod): string {
  return `day=${encodeURIComponent(p.day)}&shift=${encodeURIComponent(p.shift)}`;
}

/** Hands, hands per hour, kill pots and time collected beside the drop (poker's time and kills; hands at every table). */
function Play({ play }: { play: PlayFigures }) {
  return (
    <>
      <td className={`${tdClass} text-right`}>{play.hands}</td>
      <td className={`${tdClass} text-right`}>{play.handsPerHour ?? "—"}</td>
      <td className={`${tdClass} text-right`}>{play.killPots || "—"}</td>
      <td className={`${tdClass} text-right`}>{play.timeCollectedCents ? money(play.timeCollectedCents) : "—"}</td>
    </>
  );
}

function Figures({ line }: { line: DropLine }) {
  return (
    <>
      <td className={`${tdClass} text-right`}>{money(line.byPayer.seat.netCents)}</td>
      <td className={`${tdClass} text-right`}>{money(line.byPayer["player-dealer"].netCents)}</td>
      <td className={`${tdClass} text-right`}>
        {line.total.fees}
        {line.total.reversals ? ` (${line.total.reversals} reversed, ${money(line.total.reversedCents)})` : ""}
      </td>
      <td className={`${tdClass} text-right font-semibold`}>{money(line.total.netCents)}</td>
    </>
  );
}

function FeeTable({ report, gameNames }: { report: FeeDropReport; gameNames: Record<string, string> }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="fee-report">
        <caption className="sr-only">Fee drop by table</caption>
        <thead className="border-b border-slate-700">
          <tr>
            <th className={thClass}>Table</th>
            <th className={thClass}>Game</th>
            <th className={`${thClass} text-right`}>From players</th>
            <th className={`${thClass} text-right`}>From player-dealers</th>
            <th className={`${thClass} text-right`}>Fees taken</th>
            <th className={`${thClass} text-right`}>Net drop</th>
            <th className={`${thClass} text-right`}>Hands</th>
            <th className={`${thClass} text-right`}>Hands per hour</th>
            <th className={`${thClass} text-right`}>Kill pots</th>
            <th className={`${thClass} text-right`}>Time collected</th>
          </tr>
        </thead>
        <tbody>
          {report.tables.map((t) => (
            <tr key={t.tableId} className="border-b border-slate-800" data-testid={`fee-row-${t.tableId}`}>
              <td className={tdClass}>{t.tableName}</td>
              <td className={tdClass}>{gameNames[t.gameId] ?? t.gameId}</td>
              <Figures line={t} />
              <Play play={t.play} />
            </tr>
          ))}
        </tbody>
        <tbody className="border-t-2 border-slate-500">
          {report.games.map((g) => (
            <tr key={g.gameId} className="border-b border-slate-800">
              <th scope="row" className={`${tdClass} text-left font-normal`} colSpan={2}>
                {gameNames[g.gameId] ?? g.gameId} ({g.tables} table{g.tables === 1 ? "" : "s"})
              </th>
              <Figures line={g} />
              <Play play={g.play} />
            </tr>
          ))}
          <tr>
            <th scope="row" className={`${tdClass} text-left`} colSpan={2}>
              Room total
            </th>
            <Figures line={report.total} />
            <Play play={report.totalPlay} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function CountRow({ line, sheet, onSaved }: { line: ShiftCloseLine; sheet: ShiftClose; onSaved: (count: ShiftCountRow) => void }) {
  const [amount, setAmount] = useState(line.count ? dollarsInput(line.count.countedCents) : "");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save(e: FormEvent) {
    e.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null) {
      setError("Enter the counted drop in dollars and cents, e.g. 125.00.");
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await api<{ count: ShiftCountRow }>("POST", "/api/reports/shift-close", { tableId: line.tableId, shiftStart: sheet.shiftStart, shiftEnd: sheet.shiftEnd, countedCents: cents, ...(note.trim() ? { note: note.trim() } : {}) });
    setBusy(false);
    if (answer.ok) {
      setNote("");
      onSaved(answer.count);
    } else setError(answer.message);
  }
  const v = line.varianceCents;
  const amountId = `count-${line.tableId}`;
  const noteId = `count-note-${line.tableId}`;
  return (
    <tr className="border-b border-slate-800" data-testid={`count-row-${line.tableId}`}>
      <td className={tdClass}>
        {line.tableName}
        {line.play.hands || line.play.timeCollectedCents ? (
          <span className="block text-xs text-slate-300" data-testid={`count-play-${line.tableId}`}>
            {line.play.hands} hands{line.play.handsPerHour !== null ? ` · ${line.play.handsPerHour} per hour` : ""}
            {line.play.killPots ? ` · ${line.play.killPots} kill pots` : ""}
            {line.play.timeCollectedCents ? ` · time ${money(line.play.timeCollectedCents)}` : ""}
          </span>
        ) : null}
      </td>
      <td className={`${tdClass} text-right`}>{money(line.recordedCents)}</td>
      <td className={tdClass} colSpan={2}>
        <form onSubmit={save} className="flex items-center gap-2 whitespace-nowrap">
          <label htmlFor={amountId} className="sr-only">
            Counted drop at {line.tableName}, in dollars
          </label>
          <span aria-hidden>$</span>
          <input id={amountId} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} className="min-h-11 w-28 rounded-md border border-slate-500 bg-slate-950 px-2 text-right" placeholder="0.00" />
          <label htmlFor={noteId} className="sr-only">
            Note for {line.tableName} (optional)
          </label>
          <input id={noteId} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} className="min-h-11 w-40 rounded-md border border-slate-500 bg-slate-950 px-2" placeholder="Note (optional)" />
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-3 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50">
            {busy ? "Saving…" : line.count ? "Recount" : "Save count"}
          </button>
        </form>
        {error ? (
          <p role="alert" className="mt-1 text-red-200">
            {error}
          </p>
        ) : null}
      </td>
      <td className={`${tdClass} whitespace-nowrap text-right font-semibold ${v === null ? "" : v < 0 ? "text-red-300" : v > 0 ? "text-amber-200" : "text-emerald-300"}`} data-testid={`variance-${line.tableId}`}>
        {v === null ? "not counted" : v === 0 ? "balanced" : `${v < 0 ? "short" : "over"} ${money(Math.abs(v))}`}
      </td>
      <td className={`${tdClass} text-sm text-slate-300`}>
        {line.count ? `${line.count.enteredByName ?? line.count.enteredBy}${line.entries > 1 ? ` · ${line.entries} entries` : ""}${line.count.note ? ` · “${line.count.note}”` : ""}` : ""}
      </td>
    </tr>
  );
}

/**
 * Reports for a period (a shift, a whole day): the fee drop by table, game and room with its CSV
 * file, the shift close (counted drop per table against the recorded fees), and the regulator's
 * export of one table and day.
 */
export function ReportsView({
  initialPeriod,
  initialFees,
  initialSheet,
  shifts,
  tables,
  gameNames,
  timeZone,
  ledger,
}: {
  initialPeriod: ReportPeriod;
  initialFees: FeeAnswer;
  initialSheet: SheetAnswer | null;
  shifts: readonly { id: string; name: string; start: string; end: string }[];
  tables: readonly { id: string; name: string }[];
  gameNames: Record<string, string>;
  timeZone: string;
  /** The server's last check of the hash-chained record (null before the first ends). */
  ledger: LedgerStatus | null;
}) {
  const [period, setPeriod] = useState(initialPeriod);
  const [draft, setDraft] = useState(initialPeriod);
  const [fees, setFees] = useState(initialFees);
  const [sheet, setSheet] = useState(initialSheet);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [exportTable, setExportTable] = useState(tables[0]?.id ?? "");
  const [exportDay, setExportDay] = useState(initialPeriod.day);

  const load = useCallback(async (p: ReportPeriod) => {
    setLoading(true);
    setError(null);
    setSaved(null);
    const [f, s] = await Promise.all([api<FeeAnswer>("GET", `/api/reports/fee-drops?${query(p)}`), p.shift === "all" ? Promise.resolve(null) : api<SheetAnswer>("GET", `/api/reports/shift-close?${query(p)}`)]);
    setLoading(false);
    if (!f.ok) return setError(f.message);
    if (s && !s.ok) return setError(s.message);
    setFees(f);
    setSheet(s && s.ok ? s : null);
    setPeriod(p);
  }, []);

  function show(e: FormEvent) {
    e.preventDefault();
    void load(draft);
  }

  function onCounted(count: ShiftCountRow) {
    const name = tables.find((t) => t.id === count.tableId)?.name ?? count.tableId;
    void load(period).then(() => setSaved(`Count saved for ${name}: ${money(count.countedCents)} counted against ${money(count.recordedCents)} recorded.`));
  }

  const csvHref = `/api/reports/fee-drops?${query(period)}&format=csv`;
  return (
    <div>
      <form onSubmit={show} className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-700 bg-slate-900 p-4" aria-label="Report period">
        <Field label={<>Day ({timeZone})</>}>
          {(id) => (
            <input id={id} type="date" required value={draft.day} onChange={(e) => setDraft({ ...draft, day: e.target.value })} className={inputClass} />
          )}
        </Field>
        <Field label="Shift">
          {(id) => (
            <select id={id} value={draft.shift} onChange={(e) => setDraft({ ...draft, shift: e.target.value })} className={inputClass}>
            {shifts.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} {s.start}–{s.end}
              </option>
            ))}
            <option value="all">Whole day</option>
          </select>
          )}
        </Field>
        <button type="submit" disabled={loading} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50">
          Show
        </button>
        {loading ? <Spinner label="Loading the reports…" /> : null}
      </form>
      {error ? <ErrorNote>{error}</ErrorNote> : null}

      <Section
        id="fee-heading"
        title={`Fee drop · ${fees.period.label}`}
        description={
          <>
            Sum of the fees recorded at each table, split by who paid them, void reversals included (a voided round&apos;s fees come back in the period of the void). From{" "}
            {dateTime(fees.period.from, timeZone)} to {dateTime(fees.period.to, timeZone)}.
          </>
        }
        actions={
          <a href={csvHref} download className="inline-flex min-h-11 items-center rounded-lg bg-slate-700 px-4 font-semibold text-white hover:bg-slate-600" data-testid="csv-link">
            Download CSV
          </a>
        }
      >
        <FeeTable report={fees.report} gameNames={gameNames} />
      </Section>

      {sheet ? (
        <Section
          id="close-heading"
          title={`Shift close · ${sheet.period.label}`}
          description="Enter the drop counted from each table's box. The difference from the fees the system recorded is shown at once and kept; a recount adds a new entry (the latest counts). Every entry is in the audit trail."
        >
          {saved ? <OkNote>{saved}</OkNote> : null}
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="shift-close">
              <caption className="sr-only">Counted drop per table</caption>
              <thead className="border-b border-slate-700">
                <tr>
                  <th className={thClass}>Table</th>
                  <th className={`${thClass} text-right`}>Recorded</th>
                  <th className={thClass} colSpan={2}>
                    Counted
                  </th>
                  <th className={`${thClass} text-right`}>Difference</th>
                  <th className={thClass}>Entered by</th>
                </tr>
              </thead>
              <tbody>
                {sheet.sheet.lines.map((l) => (
                  <CountRow key={`${l.tableId}-${l.count?.id ?? "none"}`} line={l} sheet={sheet.sheet} onSaved={onCounted} />
                ))}
              </tbody>
              <tfoot className="border-t-2 border-slate-500">
                <tr>
                  <th scope="row" className={`${tdClass} text-left`}>
                    Total
                  </th>
                  <td className={`${tdClass} text-right`}>{money(sheet.sheet.recordedCents)}</td>
                  <td className={tdClass} colSpan={2}>
                    {money(sheet.sheet.countedCents)} counted{sheet.sheet.missingCounts ? ` · ${sheet.sheet.missingCounts} table${sheet.sheet.missingCounts === 1 ? "" : "s"} with a drop not counted yet` : ""}
                  </td>
                  <td className={`${tdClass} text-right font-semibold`} data-testid="variance-total">
                    {sheet.sheet.varianceCents === 0 ? "balanced" : `${sheet.sheet.varianceCents < 0 ? "short" : "over"} ${money(Math.abs(sheet.sheet.varianceCents))}`}
                  </td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
          <LedgerAnchorPanel anchor={sheet.sheet.anchor} shiftEnd={sheet.sheet.shiftEnd} status={ledger} timeZone={timeZone} />
        </Section>
      ) : (
        <Section id="close-heading" title="Shift close" description="Pick one shift (not the whole day) to enter the counted drops.">
          <p className="text-slate-300">A count belongs to one shift.</p>
        </Section>
      )}

      <Section
        id="regulator-heading"
        title="Regulator export"
        description="One JSON document per table and day: the game and its options with the rules version, the fee schedule option with its source line, the bank rotation log, the fee drops with the counted drop and its difference, every round with its cards, wagers, fees and settlement ledger, rebuilt from the event log, and the day's events with their hashes and the anchors, so the regulator can check the record on its own."
      >
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Table">
            {(id) => (
              <select id={id} value={exportTable} onChange={(e) => setExportTable(e.target.value)} className={inputClass}>
              {tables.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
            )}
          </Field>
          <Field label="Day">
            {(id) => (
              <input id={id} type="date" value={exportDay} onChange={(e) => setExportDay(e.target.value)} className={inputClass} />
            )}
          </Field>
          <a
            href={`/api/reports/regulator?table=${encodeURIComponent(exportTable)}&day=${encodeURIComponent(exportDay)}`}
            download
            className="inline-flex min-h-11 items-center rounded-lg bg-slate-700 px-4 font-semibold text-white hover:bg-slate-600"
            data-testid="regulator-link"
          >
            Download export (JSON)
          </a>
        </div>
      </Section>
    </div>
  );
}
