"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { wrongGame, type FloorListView, type RunningTable } from "@/lib/domain/waitlist";
import { shortTable } from "./format";
import { Panel, inputClass, labelClass } from "./ui";
import type { Act } from "./use-act";

/**
 * Start a list for a game and limit. A running poker table whose game and stakes have no list yet
 * starts its list in one tap, with the stakes exactly as the table posts them and the table dealing
 * it; any other game and limit is typed: an interest list until a table opens for it.
 */
export function StartListForm({ games, freeTables, lists, act }: { games: readonly { id: string; name: string }[]; freeTables: readonly RunningTable[]; lists: readonly FloorListView[]; act: Act }) {
  const [game, setGame] = useState("");
  const [stakes, setStakes] = useState("");
  const [threshold, setThreshold] = useState("");
  // Poker tables post their stakes; those no list deals yet are offered as running games.
  const posted = freeTables.filter((t) => t.deals.stakes !== null);
  const unlisted = posted.filter((t) => !lists.some((l) => wrongGame(l, t.name, t.deals) === null));
  const postedStakes = [...new Set(posted.map((t) => t.deals.stakes!))];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const known = games.find((g) => g.name.toLowerCase() === game.trim().toLowerCase());
    const ok = await act.run(
      "open-list",
      { type: "open-list", game, stakes, gameId: known?.id ?? null, openTableAt: threshold ? Number(threshold) : null },
      `The list for ${game.trim()} ${stakes.trim()} is open.`,
    );
    if (ok) {
      setGame("");
      setStakes("");
      setThreshold("");
    }
  }

  return (
    <Panel title="Start a list" id="start-list" description="A list for a game and limit. With no table dealing it yet, it is an interest list: the screen says when enough players wait to open a table.">
      {unlisted.length ? (
        <div className="mb-5">
          <h3 className="font-semibold">Running games without a list</h3>
          <p className="text-sm text-slate-300">Poker tables dealing a game and limit no list has yet: its list starts with the stakes the table posts, and the table dealing it.</p>
          <ul className="mt-2 space-y-2" aria-label="Running games without a list">
            {unlisted.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2" data-testid={`running-${t.id}`}>
                <span className="mr-auto">
                  <span className="font-semibold">{shortTable(t.name)}</span> · {t.deals.game} <span className="text-amber-200">{t.deals.stakes}</span>
                </span>
                <Button
                  tone="primary"
                  busy={act.busy === `open-list-for-table:${t.id}`}
                  aria-label={`Start its list: ${t.deals.game} ${t.deals.stakes} at ${t.name}`}
                  onClick={() => void act.run(`open-list-for-table:${t.id}`, { type: "open-list-for-table", tableId: t.id }, `The list for ${t.deals.game} ${t.deals.stakes} is open: ${t.name} deals it.`)}
                >
                  Start its list
                </Button>
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">Another game or limit</h3>
        </div>
      ) : null}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className={`${labelClass} min-w-56 flex-1`}>
          Game
          <input className={inputClass} name="game" list="known-games" value={game} required maxLength={40} onChange={(e) => setGame(e.target.value)} placeholder="Texas Hold'em" />
          <datalist id="known-games">
            {games.map((g) => (
              <option key={g.id} value={g.name} />
            ))}
          </datalist>
        </label>
        <label className={`${labelClass} w-80`}>
          Limit
          <input className={inputClass} name="stakes" list="posted-stakes" value={stakes} required maxLength={60} onChange={(e) => setStakes(e.target.value)} placeholder="$3-$6 limit, blinds $1/$3" />
          <datalist id="posted-stakes">
            {postedStakes.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </label>
        <label className={`${labelClass} w-44`}>
          Suggest a table at (players)
          <input className={inputClass} name="threshold" type="number" min={2} max={60} value={threshold} onChange={(e) => setThreshold(e.target.value)} placeholder="room's setting" />
        </label>
        <Button type="submit" tone="primary" busy={act.busy === "open-list"}>
          Start the list
        </Button>
      </form>
    </Panel>
  );
}
