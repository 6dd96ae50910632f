"use client";
/** The audit trail's entries as a table: when, who, the action, the table, why, and what in words. */
import { dateTime } from "@/lib/client/floor-api";
import type { AuditRow } from "@/lib/contract/audit";
import { actionWords, detailWords } from "./audit-words";
import { tdClass, thClass } from "./ui";

export function AuditEntriesTable({
  entries,
  timeZone,
  tables,
  staff,
}: {
  entries: readonly AuditRow[];
  timeZone: string;
  tables: readonly { id: string; name: string }[];
  staff: readonly { id: string; label: string }[];
}) {
  const tableNames = new Map(tables.map((t) => [t.id, t.name]));
  const staffNames = new Map(staff.map((s) => [s.id, s.label]));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="audit-table">
        <thead>
          <tr className="border-b border-slate-700">
            <th className={thClass}>When</th>
            <th className={thClass}>Who</th>
            <th className={thClass}>Action</th>
            <th className={thClass}>Table</th>
            <th className={thClass}>Why</th>
            <th className={thClass}>What</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-b border-slate-800" data-testid="audit-entry" data-action={e.action}>
              <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{dateTime(e.at, timeZone)}</td>
              <td className={tdClass}>{(e.staffId && staffNames.get(e.staffId)) ?? e.staffUsername ?? e.staffId ?? "—"}</td>
              <td className={`${tdClass} font-medium`}>{actionWords(e.action)}</td>
              <td className={tdClass}>{e.tableId ? (tableNames.get(e.tableId) ?? e.tableId) : "—"}</td>
              <td className={tdClass}>{e.reason ?? ""}</td>
              <td className={`${tdClass} max-w-md break-words text-slate-200`} data-testid="audit-detail">
                {detailWords(e.action, e.detail, timeZone, { tableId: e.tableId, tableName: (id) => tableNames.get(id) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
