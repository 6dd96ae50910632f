"use client";
/** A player signed up from a phone: checked in or not, and the floor checking them in at the desk. */
import { Button } from "@/components/ui/Button";
import type { FloorEntryView } from "@/lib/domain/waitlist";
import { waited } from "./format";
import type { Act } from "./use-act";

export function RemoteCheckIn({ entry, remote, act, now }: { entry: FloorEntryView; remote: NonNullable<FloorEntryView["remote"]>; act: Act; now: number }) {
  const busy = (what: string) => act.busy === `${what}:${entry.id}`;
  return remote.checkedInAt === null ? (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <span data-testid="remote-badge" data-checked-in="no" className="rounded-full bg-indigo-900 px-3 py-1 text-sm font-semibold text-indigo-50">
        From a phone · not checked in · lapses in {waited(remote.lapsesAt - now)}
      </span>
      <Button tone="go" busy={busy("check-in")} onClick={() => void act.run(`check-in:${entry.id}`, { type: "check-in", entryId: entry.id }, `${entry.name} is checked in.`)} aria-label={`Check in ${entry.name}`}>
        Check in
      </Button>
    </div>
  ) : (
    <p className="mt-1 text-sm text-slate-300" data-testid="remote-badge" data-checked-in="yes">
      From a phone · checked in
    </p>
  );
}
