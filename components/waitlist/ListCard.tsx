"use client";
import { useState } from "react";
import { sameName, type FloorListView, type RunningTable } from "@/lib/domain/waitlist";
import { CodeCard } from "./CodeCard";
import { PlayerRow } from "./PlayerRow";
import { TableBlock } from "./TableBlock";
import { AddPlayerForm } from "./AddPlayerForm";
import { OpenTableForm } from "./OpenTableForm";
import { Badge } from "./ui";
import type { Act } from "./use-act";

/** One game and limit: its tables, its waiting list in order, its must-move list, and adding a player. */
export function ListCard({
  list,
  lists,
  freeTables,
  act,
  now,
  awayMinutes,
  phones,
}: {
  list: FloorListView;
  lists: readonly FloorListView[];
  /** Live tables not dealing any game on the lists, with what each deals. */
  freeTables: readonly RunningTable[];
  act: Act;
  now: number;
  awayMinutes: number;
  /** The room shows /live (players get codes), and whether a player who joined from a phone waits for check-in to be called. */
  phones: { live: boolean; callsWaitForCheckIn: boolean };
}) {
  const headingId = `list-${list.id}`;
  // The code shown: a player just added (found by name once the list shows them; names are once per list) or asked for.
  const [codeFor, setCodeFor] = useState<{ name: string; entryId: string | null } | null>(null);
  const codeEntry = codeFor ? (codeFor.entryId ?? [...list.waiting, ...list.mustMove].find((e) => sameName(e.name, codeFor.name))?.id ?? null) : null;
  const rowPhones = { ...phones, showCode: (e: { id: string; name: string }) => setCodeFor({ name: e.name, entryId: e.id }) };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-700 bg-slate-900 p-4" data-testid={`list-${list.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-2xl font-bold">
          {list.label}
        </h3>
        {list.interest ? <Badge tone="blue">Interest list: no table yet</Badge> : null}
        <span className="ml-auto text-sm text-slate-300">
          {list.waiting.length} on the list{list.mustMove.length ? ` · ${list.mustMove.length} must move` : ""}
        </span>
      </div>
      {list.suggestion ? (
        <p className="mt-2 rounded-md border border-amber-400 bg-amber-950 px-3 py-2 font-semibold text-amber-100" data-testid={`suggestion-${list.id}`}>
          {list.suggestion}
        </p>
      ) : null}

      {list.tables.length ? (
        <div className="mt-3 space-y-2">
          {list.tables.map((t) => (
            <TableBlock key={t.tableId} table={t} list={list} act={act} now={now} awayMinutes={awayMinutes} />
          ))}
        </div>
      ) : null}

      <h4 className="mt-4 font-semibold">Waiting list</h4>
      {list.waiting.length ? (
        <ol className="mt-2 space-y-2" aria-label={`Waiting for ${list.label}`}>
          {list.waiting.map((e) => (
            <PlayerRow key={e.id} entry={e} list={list} lists={lists} act={act} now={now} phones={rowPhones} />
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-slate-300">Nobody is waiting.</p>
      )}

      {list.mustMove.length ? (
        <>
          <h4 className="mt-4 font-semibold">Must move to the main game</h4>
          <ol className="mt-2 space-y-2" aria-label={`Must move to ${list.label}`}>
            {list.mustMove.map((e) => (
              <PlayerRow key={e.id} entry={e} list={list} lists={lists} act={act} now={now} phones={rowPhones} mustMove />
            ))}
          </ol>
        </>
      ) : null}

      <AddPlayerForm list={list} act={act} onAdded={phones.live ? (added) => setCodeFor({ name: added, entryId: null }) : undefined} />
      {codeFor && codeEntry ? <CodeCard entryId={codeEntry} name={codeFor.name} onClose={() => setCodeFor(null)} /> : null}

      <OpenTableForm list={list} freeTables={freeTables} act={act} />
    </section>
  );
}
