"use client";
import { useState } from "react";
import type { FloorEntryView, FloorListView } from "@/lib/domain/waitlist";
import { CallActions } from "./CallActions";
import { CallToSeat } from "./CallToSeat";
import { MoreForPlayer } from "./MoreForPlayer";
import { PlayerSummary } from "./PlayerSummary";
import { RemoteCheckIn } from "./RemoteCheckIn";
import { seatsFor } from "./open-seats";
import type { Act } from "./use-act";

/** What the phones add to a row: whether codes are in use (/live on), calls wait for check-in, and showing a code. */
export interface RowPhones {
  readonly live: boolean;
  readonly callsWaitForCheckIn: boolean;
  showCode(entry: FloorEntryView): void;
}

/** One player on a list: where they are in the call, and what the floor can do about them now. */
export function PlayerRow({ entry, list, lists, act, now, phones, mustMove = false }: { entry: FloorEntryView; list: FloorListView; lists: readonly FloorListView[]; act: Act; now: number; phones: RowPhones; mustMove?: boolean }) {
  const seats = seatsFor(entry, list, mustMove);
  // The row's choices are kept here, so that a call made and ended leaves them as they were.
  const [seat, setSeat] = useState("");
  const [reason, setReason] = useState<string>("left");
  const [moveTo, setMoveTo] = useState("");
  const [alsoOn, setAlsoOn] = useState("");
  const awaitingCheckIn = entry.remote !== null && entry.remote.checkedInAt === null;
  const heldForCheckIn = awaitingCheckIn && phones.callsWaitForCheckIn;
  const others = lists.filter((l) => l.id !== list.id);
  const call = entry.call;

  return (
    <li
      data-testid={`entry-${entry.id}`}
      data-status={entry.status}
      className={`rounded-lg border px-3 py-2 ${entry.status === "waiting" ? "border-slate-700 bg-slate-950" : "border-amber-400 bg-amber-950/40"}`}
    >
      <PlayerSummary entry={entry} now={now} />

      {entry.remote ? <RemoteCheckIn entry={entry} remote={entry.remote} act={act} now={now} /> : null}

      {call ? (
        <CallActions entry={entry} call={call} act={act} now={now} />
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <CallToSeat entry={entry} seats={seats} seat={seat} heldForCheckIn={heldForCheckIn} mustMove={mustMove} act={act} onSeat={setSeat} />
          <MoreForPlayer entry={entry} others={others} mustMove={mustMove} phones={phones} act={act} choices={{ reason, alsoOn, moveTo, setReason, setAlsoOn, setMoveTo }} />
        </div>
      )}
    </li>
  );
}
