"use client";
import { useNow } from "@/lib/client/use-now";
import type { RunningTable, WaitlistFloorView } from "@/lib/domain/waitlist";
import { clock } from "./format";
import { FiguresPanel } from "./FiguresPanel";
import { ListCard } from "./ListCard";
import { OpenSeatsPanel } from "./OpenSeatsPanel";
import { OptionsPanel } from "./OptionsPanel";
import { PhonesPanel } from "./PhonesPanel";
import { StartListForm } from "./StartListForm";
import { Panel } from "./ui";
import { useAct } from "./use-act";
import { useLists } from "./use-lists";

export interface WaitlistFloorProps {
  initial: { version: number; serverTime: number; view: WaitlistFloorView };
  /** Games the room's system knows, offered when a list is started. */
  games: readonly { id: string; name: string }[];
  /** Every live table with the game it deals (a poker table with its posted stakes), for opening one for a game. */
  tables: readonly RunningTable[];
  timeZone: string;
  /** The room shows its lists on the players' phones (/live), as the page was rendered; the socket keeps it current. */
  live: boolean;
}

/**
 * The floor's waiting lists: every list with its tables and players, the open seats at a glance,
 * starting a list, the shift's figures and the room's settings. Live over the lists' socket; every
 * tap shows its progress and then what was done, or why not in the server's words.
 */
export function WaitlistFloor({ initial, games, tables, timeZone, live: liveAtLoad }: WaitlistFloorProps) {
  const lists = useLists("floor");
  const view = lists?.view ?? initial.view;
  const version = lists?.version || initial.version;
  // The server's clock: call timers count down the same on every screen.
  const tick = useNow(1000);
  const now = tick ? tick + (lists?.clockOffset ?? 0) : initial.serverTime;
  const act = useAct(lists?.send);
  const onLists = new Set(view.lists.flatMap((l) => l.tables.map((t) => t.tableId)));
  const freeTables = tables.filter((t) => !onLists.has(t.id));
  const live = lists?.connected === true && lists.blocked === null;
  const phones = { live: lists?.live ?? liveAtLoad, callsWaitForCheckIn: view.options.remoteCall === "after-check-in" };

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Waiting lists</h1>
        <span role="status" data-testid="lists-connection" className={`rounded-full px-3 py-1 text-sm font-semibold ${live ? "bg-emerald-800 text-emerald-50" : "bg-amber-400 text-slate-950"}`}>
          {live ? "Live" : (lists?.blocked ?? lists?.error ?? "Connecting…")}
        </span>
        <a className="ml-auto inline-flex min-h-11 items-center rounded-lg bg-slate-700 px-4 font-semibold text-white hover:bg-slate-600" href="/board" target="_blank" rel="noreferrer">
          Open the game board
        </a>
      </div>
      <div aria-live="polite" className="min-h-12">
        {act.problem ? (
          <p role="alert" data-testid="lists-problem" className="mt-3 rounded-md border border-red-500 bg-red-950 px-3 py-2 text-red-100">
            {act.problem}
          </p>
        ) : act.done ? (
          <p data-testid="lists-done" className="mt-3 rounded-md border border-emerald-500 bg-emerald-950 px-3 py-2 text-emerald-100">
            {act.done}
          </p>
        ) : null}
      </div>

      <PhonesPanel live={phones.live} options={view.options} act={act} />

      <OpenSeatsPanel view={view} act={act} />

      {view.lists.length ? (
        <div className="mt-6 grid gap-6 xl:grid-cols-2">
          {view.lists.map((list) => (
            <ListCard key={list.id} list={list} lists={view.lists} freeTables={freeTables} act={act} now={now} awayMinutes={view.options.awayMinutes} phones={phones} />
          ))}
        </div>
      ) : (
        <p className="mt-6 text-lg text-slate-300">No list is open. Start one below: a running poker game's list in one tap, or any game and limit players ask for.</p>
      )}

      <StartListForm games={games} freeTables={freeTables} lists={view.lists} act={act} />
      <FiguresPanel version={version} />

      <Panel title="Recently" id="recently" description="The last players who left the lists.">
        {view.departures.length ? (
          <ul className="space-y-1 text-sm" data-testid="departures">
            {view.departures.map((d) => (
              <li key={`${d.entryId}-${d.at}`}>
                <span className="text-slate-300">{clock(d.at, timeZone)}</span> {d.name} {d.what}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-300">Nobody yet this session.</p>
        )}
      </Panel>

      <OptionsPanel options={view.options} act={act} />
    </div>
  );
}
