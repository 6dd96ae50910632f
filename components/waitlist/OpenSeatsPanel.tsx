"use client";
import { Button } from "@/components/ui/Button";
import type { OpenSeatView, WaitlistFloorView } from "@/lib/domain/waitlist";
import { FROM_WORDS } from "./format";
import { Panel } from "./ui";
import type { Act } from "./use-act";

function nextText(next: OpenSeatView["next"], uncheckedOnly: boolean): string {
  if (next) return `${next.name} (${FROM_WORDS[next.from]})`;
  // Players who joined from a phone wait for a call until they check in at the desk.
  return uncheckedOnly ? "nobody checked in yet" : "nobody waiting";
}

/**
 * Every open seat of every table on the lists at a glance, a table per line: who a call goes to,
 * and a one-tap call per seat. A seat whose next player differs from the table's (a seat change
 * that asked for that seat) names them on its button.
 */
export function OpenSeatsPanel({ view, act }: { view: WaitlistFloorView; act: Act }) {
  const tables = view.lists.flatMap((list) => list.tables.filter((t) => t.openSeats.length > 0).map((table) => ({ list, table })));
  return (
    <Panel title="Open seats" id="open-seats" description="Who a call goes to: a seat change at that table first, then must-move players, then the waiting list.">
      {tables.length === 0 ? (
        <p className="text-slate-300">No open seat at the tables on the lists.</p>
      ) : (
        <ul className="space-y-2">
          {tables.map(({ list, table }) => {
            const usual = table.openSeats[0]!.next;
            const uncheckedOnly = list.waiting.some((e) => e.remote !== null && e.remote.checkedInAt === null);
            return (
              <li key={table.tableId} className="rounded-lg border border-slate-700 bg-slate-950 px-3 py-2">
                <p className="font-semibold">
                  {table.name} <span className="font-normal text-slate-300">· {list.label}</span>
                </p>
                <p className="text-sm text-slate-300">Next: {nextText(usual, uncheckedOnly)}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {table.openSeats.map(({ seat, next }) => (
                    <span key={seat} data-testid={`open-seat-${table.tableId}-${seat}`}>
                      {next ? (
                        <Button
                          tone="primary"
                          busy={act.busy === `call-next:${table.tableId}#${seat}`}
                          onClick={() => void act.run(`call-next:${table.tableId}#${seat}`, { type: "call-next", tableId: table.tableId, seat }, `${next.name} is called to ${table.name} seat ${seat}.`)}
                          aria-label={`Call ${next.name} to ${table.name} seat ${seat}`}
                        >
                          Seat {seat}
                          {next.entryId !== usual?.entryId ? ` → ${next.name}` : ""}
                        </Button>
                      ) : (
                        <span className="inline-flex min-h-11 items-center rounded-lg border border-slate-600 px-3 text-slate-300">Seat {seat}: {uncheckedOnly ? "nobody checked in yet" : "nobody waiting"}</span>
                      )}
                    </span>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
