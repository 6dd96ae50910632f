"use client";
import { useState, type FormEvent } from "react";
import { api } from "@/lib/client/floor-api";
import type { AuditRow } from "@/lib/contract/audit";
import { AuditEntriesTable } from "./AuditEntriesTable";
import { AuditFilterForm, NO_FILTERS, queryOf, type Filters } from "./AuditFilterForm";
import { ErrorNote, Section, Spinner, linkButtonClass } from "./ui";

/** The audit trail: filters, a page of entries newest first, older pages on demand, CSV of all that match. */
export function AuditTrail({
  initial,
  nextCursor: firstCursor,
  timeZone,
  actions,
  tables,
  staff,
}: {
  initial: AuditRow[];
  nextCursor: string | null;
  timeZone: string;
  actions: readonly string[];
  tables: readonly { id: string; name: string }[];
  staff: readonly { id: string; label: string }[];
}) {
  const [entries, setEntries] = useState(initial);
  const [cursor, setCursor] = useState(firstCursor);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [busy, setBusy] = useState<"search" | "more" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load(f: Filters, before: string | null) {
    setBusy(before ? "more" : "search");
    setError(null);
    const answer = await api<{ entries: AuditRow[]; nextCursor: string | null }>("GET", `/api/audit?${queryOf(f, timeZone, { limit: "50", ...(before ? { before } : {}) })}`);
    setBusy(null);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setEntries((old) => (before ? [...old, ...answer.entries] : answer.entries));
    setCursor(answer.nextCursor);
    setApplied(f);
  }

  function search(e: FormEvent) {
    e.preventDefault();
    void load(filters, null);
  }

  return (
    <>
      <Section
        title="Filter"
        id="audit-filter"
        description="Every filter is optional. From and to are days in the room's time zone; to is the first day not included."
        actions={
          <a className={linkButtonClass} href={`/api/audit.csv?${queryOf(applied, timeZone)}`} download>
            Download CSV
          </a>
        }
      >
        <AuditFilterForm filters={filters} onChange={setFilters} onSearch={search} busy={busy} error={error} tables={tables} actions={actions} staff={staff} />
        {error ? <ErrorNote id="audit-error">{error}</ErrorNote> : null}
      </Section>

      <Section title="Entries" id="audit-entries" description={entries.length ? `${entries.length} shown, newest first.` : undefined}>
        {entries.length === 0 ? (
          <p className="text-slate-300">No entry matches these filters.</p>
        ) : (
          <AuditEntriesTable entries={entries} timeZone={timeZone} tables={tables} staff={staff} />
        )}
        {cursor ? (
          <div className="mt-4 flex items-center gap-3">
            <button type="button" className={linkButtonClass} onClick={() => void load(applied, cursor)} disabled={busy !== null}>
              Older entries
            </button>
            {busy === "more" ? <Spinner label="Loading…" /> : null}
          </div>
        ) : null}
      </Section>
    </>
  );
}
