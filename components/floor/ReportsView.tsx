"use client";
import { useCallback, useState, type FormEvent } from "react";
import { api, dateTime, money } from "@/lib/client/floor-api";
import type { FeeDropReport, ShiftClose, ShiftCountRow } from "@/lib/contract/reports";
import type { LedgerStatus } from "@/lib/contract/ledger";
import { ErrorNote, Section } from "./ui";
import { FeeTable } from "./FeeTable";
import { RegulatorExportSection } from "./RegulatorExportSection";
import { ReportPeriodForm } from "./ReportPeriodForm";
import { ShiftCloseSection } from "./ShiftCloseSection";
import { periodQuery, type ReportPeriod } from "./report-period";

export type { ReportPeriod };

interface FeeAnswer {
  period: { label: string; from: string; to: string; shift: string | null };
  timeZone: string;
  report: FeeDropReport;
}

interface SheetAnswer {
  period: { label: string; from: string; to: string };
  sheet: ShiftClose;
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

  const load = useCallback(async (p: ReportPeriod) => {
    setLoading(true);
    setError(null);
    setSaved(null);
    const [f, s] = await Promise.all([api<FeeAnswer>("GET", `/api/reports/fee-drops?${periodQuery(p)}`), p.shift === "all" ? Promise.resolve(null) : api<SheetAnswer>("GET", `/api/reports/shift-close?${periodQuery(p)}`)]);
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

  const csvHref = `/api/reports/fee-drops?${periodQuery(period)}&format=csv`;
  return (
    <div>
      <ReportPeriodForm draft={draft} shifts={shifts} timeZone={timeZone} loading={loading} onDraft={setDraft} onShow={show} />
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

      <ShiftCloseSection sheet={sheet} saved={saved} ledger={ledger} timeZone={timeZone} onCounted={onCounted} />

      <RegulatorExportSection tables={tables} initialDay={initialPeriod.day} />
    </div>
  );
}
