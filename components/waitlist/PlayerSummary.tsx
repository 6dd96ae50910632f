"use client";
/** A player's line on a list: their number, name, initials on the board, phone, seat now, wait and missed calls. */
import type { FloorEntryView } from "@/lib/domain/waitlist";
import { waited } from "./format";

export function PlayerSummary({ entry, now }: { entry: FloorEntryView; now: number }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="w-7 text-right text-lg font-bold text-slate-300" aria-label={`Number ${entry.position}`}>
        {entry.position}.
      </span>
      <span className="text-lg font-semibold" data-testid="entry-name">
        {entry.name}
      </span>
      <span className="text-sm text-slate-300" title="As the board shows it">
        board: {entry.initials}
      </span>
      {entry.phone ? <span className="text-sm text-slate-300">text: {entry.phone}</span> : null}
      {entry.seatedAt ? (
        <span className="text-sm text-slate-300">
          now at {entry.seatedAt.tableName} seat {entry.seatedAt.seat}
        </span>
      ) : null}
      <span className="ml-auto text-sm text-slate-300">waiting {waited(now - entry.signedUpAt)}</span>
      {entry.misses > 0 ? <span className="text-sm text-amber-300">missed {entry.misses === 1 ? "a call" : `${entry.misses} calls`}</span> : null}
    </div>
  );
}
