"use client";
/** The regulator's export of one table and day: the table and day chosen, the JSON document downloaded. */
import { useState } from "react";
import { Field } from "@/components/floor/Field";
import { inputClass, Section } from "./ui";

export function RegulatorExportSection({ tables, initialDay }: { tables: readonly { id: string; name: string }[]; initialDay: string }) {
  const [exportTable, setExportTable] = useState(tables[0]?.id ?? "");
  const [exportDay, setExportDay] = useState(initialDay);
  return (
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
  );
}
