"use client";
import { Button } from "@/components/ui/Button";
import type { WaitlistFloorView } from "@/lib/domain/waitlist";
import { FROM_WORDS } from "./format";
import { Panel } from "./ui";
import type { Act } from "./use-act";

/** Every open seat of every table on the lists at a glance, with who is next for it and a one-tap call. */
export function OpenSeatsPanel({ view, act }: { view: WaitlistFloorView; act: Act }) {
  const seats = view.lists.flatMap((list) => list.tables.flatMap((table) => table.openSeats.map((s) => ({ list, table, ...s }))));
  return (
    <Panel title="Open seats" id="open-seats" description="Each open seat of the tables on the lists, and who a call goes to: a seat change at that table first, then must-move players, then the waiting list.">
      {seats.length === 0 ? (
        <p className="text-slate-300">No open seat at the tables on the lists.</p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {seats.map(({ list, table, seat, next }) => (
            <li key={`${table.tableId}#${seat}`} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2" data-testid={`open-seat-${table.tableId}-${seat}`}>
              <div className="mr-auto">
                <p className="font-semibold">
                  {table.name} · seat {seat}
                </p>
                <p className="text-sm text-slate-300">
                  {list.label} · {next ? `next: ${next.name} (${FROM_WORDS[next.from]})` : "nobody waiting"}
                </p>
              </div>
              {next ? (
                <Button
                  tone="primary"
                  busy={act.busy === `call-next:${table.tableId}#${seat}`}
                  onClick={() => void act.run(`call-next:${table.tableId}#${seat}`, { type: "call-next", tableId: table.tableId, seat }, `${next.name} is called to ${table.name} seat ${seat}.`)}
                  aria-label={`Call ${next.name} to ${table.name} seat ${seat}`}
                >
                  Call {next.name}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
