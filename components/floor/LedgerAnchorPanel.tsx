/**
 * The shift close's anchor (docs/ledger.md): the root over every table's latest hash taken as the
 * shift ended, to print or send to the regulator, and the last check of the record. Before the shift
 * ends, it says when the anchor will be taken.
 */
import { dateTime } from "@/lib/client/floor-api";
import type { LedgerAnchorView, LedgerStatus } from "@/lib/contract/ledger";
import { linkButtonClass } from "./ui";

/** A hash in groups of eight, so it can be read out and compared. */
export function groupedHash(hex: string): string {
  return hex.match(/.{1,8}/g)?.join(" ") ?? hex;
}

function CheckLine({ status, timeZone }: { status: LedgerStatus | null; timeZone: string }) {
  if (!status) return <p className="text-sm text-slate-300">The record is being checked (the server checks every table&apos;s chain at start and at each shift close).</p>;
  const n = (x: number) => x.toLocaleString("en-US");
  const when = dateTime(status.checkedAt, timeZone);
  if (status.broken.length === 0) {
    return (
      <p className="text-sm text-emerald-200" data-testid="ledger-check">
        Record checked {when}: {n(status.tables)} tables, {n(status.events)} events and {n(status.anchors)} anchor{status.anchors === 1 ? "" : "s"} hold together.
      </p>
    );
  }
  return (
    <p className="text-sm font-semibold text-red-300" data-testid="ledger-check">
      Record checked {when}: changed after it was written at {status.broken.map((b) => (b.table ? `table ${b.table} (version ${b.version})` : "an anchor")).join(", ")}. See the alerts.
    </p>
  );
}

export function LedgerAnchorPanel({ anchor, shiftEnd, status, timeZone }: { anchor: LedgerAnchorView | null; shiftEnd: string; status: LedgerStatus | null; timeZone: string }) {
  return (
    <div className="mt-6 rounded-xl border border-slate-700 bg-slate-950 p-4" data-testid="ledger-anchor" aria-labelledby="anchor-heading">
      <h3 id="anchor-heading" className="text-lg font-semibold">
        Record anchor
      </h3>
      {anchor ? (
        <>
          <p className="mt-1 max-w-3xl text-sm text-slate-300">
            Taken {dateTime(anchor.at, timeZone)} {anchor.madeBy ? `by ${anchor.madeBy}` : "by the server as the shift ended"}: one hash over the latest record of {anchor.tables.length} table
            {anchor.tables.length === 1 ? "" : "s"}. Print it or send it to the regulator: any later change to a record it covers no longer matches it.
          </p>
          <p className="mt-3 break-all font-mono text-lg text-amber-200" data-testid="anchor-root">
            {groupedHash(anchor.root)}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={`/floor/reports/anchor/${encodeURIComponent(anchor.id)}`} target="_blank" rel="noopener" className={linkButtonClass} data-testid="anchor-print">
              Print the anchor
            </a>
            <a href={`/api/reports/anchor/${encodeURIComponent(anchor.id)}`} download className={linkButtonClass} data-testid="anchor-download">
              Download for the regulator
            </a>
          </div>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-300">This shift&apos;s anchor is taken when it ends, {dateTime(shiftEnd, timeZone)}.</p>
      )}
      <div className="mt-3">
        <CheckLine status={status} timeZone={timeZone} />
      </div>
    </div>
  );
}
