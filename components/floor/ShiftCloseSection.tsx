"use client";
/**
 * The shift close: the drop counted from each table's box against the fees recorded, the room's
 * total and the ledger's anchor; for a whole day, a note that a count belongs to one shift.
 */
import { money } from "@/lib/client/floor-api";
import type { LedgerStatus } from "@/lib/contract/ledger";
import type { ShiftClose, ShiftCountRow } from "@/lib/contract/reports";
import { CountRow } from "./CountRow";
import { LedgerAnchorPanel } from "./LedgerAnchorPanel";
import { FiguresTable, type FiguresColumn } from "./FiguresTable";
import { OkNote, Section, tdClass } from "./ui";

const COUNT_COLUMNS: readonly FiguresColumn[] = [
  { label: "Table" },
  { label: "Recorded", right: true },
  { label: "Counted", span: 2 },
  { label: "Difference", right: true },
  { label: "Entered by" },
];

export function ShiftCloseSection({
  sheet,
  saved,
  ledger,
  timeZone,
  onCounted,
}: {
  /** The shift's sheet, null for a whole day. */
  sheet: { period: { label: string }; sheet: ShiftClose } | null;
  /** The last count saved, in words. */
  saved: string | null;
  ledger: LedgerStatus | null;
  timeZone: string;
  onCounted: (count: ShiftCountRow) => void;
}) {
  if (!sheet) {
    return (
      <Section id="close-heading" title="Shift close" description="Pick one shift (not the whole day) to enter the counted drops.">
        <p className="text-slate-300">A count belongs to one shift.</p>
      </Section>
    );
  }
  return (
    <Section
      id="close-heading"
      title={`Shift close · ${sheet.period.label}`}
      description="Enter the drop counted from each table's box. The difference from the fees the system recorded is shown at once and kept; a recount adds a new entry (the latest counts). Every entry is in the audit trail."
    >
      {saved ? <OkNote>{saved}</OkNote> : null}
      <FiguresTable testId="shift-close" caption="Counted drop per table" columns={COUNT_COLUMNS}>
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
      </FiguresTable>
      <LedgerAnchorPanel anchor={sheet.sheet.anchor} shiftEnd={sheet.sheet.shiftEnd} status={ledger} timeZone={timeZone} />
    </Section>
  );
}
