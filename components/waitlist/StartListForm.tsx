"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Panel, inputClass, labelClass } from "./ui";
import type { Act } from "./use-act";

/** Start a list for a game and limit: an interest list until a table opens for it. */
export function StartListForm({ games, act }: { games: readonly { id: string; name: string }[]; act: Act }) {
  const [game, setGame] = useState("");
  const [stakes, setStakes] = useState("");
  const [threshold, setThreshold] = useState("");

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
        <label className={`${labelClass} w-48`}>
          Limit
          <input className={inputClass} name="stakes" value={stakes} required maxLength={30} onChange={(e) => setStakes(e.target.value)} placeholder="$3-$6 Limit" />
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
