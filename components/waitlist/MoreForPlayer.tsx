"use client";
/**
 * The floor's less frequent actions on a waiting player, folded away: taking them off the list
 * (why), their phone code, and putting them on another list too or moving them there.
 */
import { Button } from "@/components/ui/Button";
import type { FloorEntryView, FloorListView } from "@/lib/domain/waitlist";
import type { RowPhones } from "./PlayerRow";
import type { Act } from "./use-act";

const REASONS = [
  { value: "left", label: "Left the room" },
  { value: "declined", label: "Declined the seat" },
  { value: "floor", label: "Taken off by the floor" },
] as const;

export function MoreForPlayer({
  entry,
  others,
  mustMove,
  phones,
  act,
  choices,
}: {
  entry: FloorEntryView;
  /** The other lists of the room. */
  others: readonly FloorListView[];
  mustMove: boolean;
  phones: RowPhones;
  act: Act;
  /** The row's choices, kept by the row: why off the list, the list to add to, the list to move to ("": the first). */
  choices: { reason: string; alsoOn: string; moveTo: string; setReason: (v: string) => void; setAlsoOn: (v: string) => void; setMoveTo: (v: string) => void };
}) {
  const { reason, alsoOn, moveTo, setReason, setAlsoOn, setMoveTo } = choices;
  const busy = (what: string) => act.busy === `${what}:${entry.id}`;
  return (
    <details className="ml-auto">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-slate-800 px-3 font-semibold">More for {entry.name}</summary>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="block">Why</span>
          <select className="min-h-11 rounded-md border border-slate-500 bg-slate-950 px-2" value={reason} onChange={(e) => setReason(e.target.value)}>
            {REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        <Button tone="danger" busy={busy("remove")} onClick={() => void act.run(`remove:${entry.id}`, { type: "remove-player", entryId: entry.id, reason }, `${entry.name} is off the list.`)}>
          Take off the list
        </Button>
        {phones.live && entry.hasCode ? (
          <Button onClick={() => phones.showCode(entry)} aria-label={`Show ${entry.name}'s code`}>
            Show code
          </Button>
        ) : null}
        {phones.live ? (
          <Button
            busy={busy("new-code")}
            onClick={() => void act.run(`new-code:${entry.id}`, { type: "new-code", entryId: entry.id }, `${entry.name} has a new code; the old one no longer works.`).then((ok) => ok && phones.showCode(entry))}
            aria-label={`New code for ${entry.name}`}
          >
            New code
          </Button>
        ) : null}
        {!mustMove && others.length > 0 ? (
          <>
            <ListSelect label="Also on" lists={others} value={alsoOn || others[0]!.id} onChange={setAlsoOn} />
            <Button
              busy={busy("also")}
              onClick={() => {
                const to = others.find((l) => l.id === (alsoOn || others[0]!.id))!;
                void act.run(`also:${entry.id}`, { type: "add-player", listId: to.id, name: entry.name, sameCodeAs: entry.id }, `${entry.name} is on ${to.label} too, with the same code.`);
              }}
            >
              Add to that list too
            </Button>
            <ListSelect label="Move to" lists={others} value={moveTo || others[0]!.id} onChange={setMoveTo} />
            <Button busy={busy("move")} onClick={() => void act.run(`move:${entry.id}`, { type: "move-player", entryId: entry.id, listId: moveTo || others[0]!.id }, `${entry.name} is moved.`)}>
              Move
            </Button>
          </>
        ) : null}
      </div>
    </details>
  );
}

/** One of the room's other lists, to put the player on too or move them to. */
function ListSelect({ label, lists, value, onChange }: { label: string; lists: readonly FloorListView[]; value: string; onChange: (listId: string) => void }) {
  return (
    <label className="text-sm">
      <span className="block">{label}</span>
      <select className="min-h-11 rounded-md border border-slate-500 bg-slate-950 px-2" value={value} onChange={(e) => onChange(e.target.value)}>
        {lists.map((l) => (
          <option key={l.id} value={l.id}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}
