"use client";
/** A player called to a seat: the time left, and the floor marking them answered, seated or not answering. */
import { Button } from "@/components/ui/Button";
import type { FloorEntryView } from "@/lib/domain/waitlist";
import { countdown } from "./format";
import type { Act } from "./use-act";

export function CallActions({ entry, call, act, now }: { entry: FloorEntryView; call: NonNullable<FloorEntryView["call"]>; act: Act; now: number }) {
  const busy = (what: string) => act.busy === `${what}:${entry.id}`;
  const left = call.expiresAt - now;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <p className="mr-auto font-semibold text-amber-200" role="status">
        {entry.status === "answered" ? `At the desk: going to ${call.tableName} seat ${call.seat}` : `Called to ${call.tableName} seat ${call.seat} · ${countdown(left)}${left > 0 ? " left" : ""}`}
      </p>
      {entry.status === "called" ? (
        <Button tone="neutral" busy={busy("answer")} onClick={() => void act.run(`answer:${entry.id}`, { type: "answer-call", entryId: entry.id }, `${entry.name} answered.`)} aria-label={`${entry.name} answered`}>
          Answered
        </Button>
      ) : null}
      <Button
        tone="primary"
        busy={busy("seat")}
        onClick={() => void act.run(`seat:${entry.id}`, { type: "seat-player", entryId: entry.id }, `${entry.name} is seated at ${call.tableName} seat ${call.seat}.`)}
        aria-label={`Seat ${entry.name} at ${call.tableName} seat ${call.seat}`}
      >
        Seat
      </Button>
      {entry.status === "called" ? (
        <Button tone="danger" busy={busy("miss")} onClick={() => void act.run(`miss:${entry.id}`, { type: "miss-call", entryId: entry.id, call: call.no }, `${entry.name} did not answer.`)} aria-label={`${entry.name} did not answer`}>
          No answer
        </Button>
      ) : null}
    </div>
  );
}
