/** For the lists' tests: a floor driven command by command with a clock that moves as told. */
import type { WaitlistCommand } from "./commands";
import { decide } from "./decide";
import type { WaitlistEvent } from "./events";
import { evolveAll } from "./evolve";
import { EMPTY_WAITLIST, type WaitlistState } from "./state";
import type { TableGame } from "./table-game";

export const T0 = Date.UTC(2026, 10, 26, 14, 0, 0);
export const MINUTE = 60_000;

/** A table of a game whose tables post no stakes. */
export function dealing(game: string): TableGame {
  return { gameId: "test-game", game, stakes: null };
}

export class Floor {
  state: WaitlistState = EMPTY_WAITLIST;
  now = T0;
  readonly log: WaitlistEvent[] = [];

  /** Apply a command that must be accepted; its events. */
  do(command: WaitlistCommand): WaitlistEvent[] {
    const d = decide(this.state, command, { now: this.now });
    if (!d.ok) throw new Error(`${command.type} refused: ${d.refusal.code} ${d.refusal.message}`);
    this.state = evolveAll(this.state, d.events);
    this.log.push(...d.events);
    return d.events;
  }

  /** A command that must be refused: its refusal code. */
  refused(command: WaitlistCommand): string {
    const d = decide(this.state, command, { now: this.now });
    if (d.ok) throw new Error(`${command.type} was accepted: ${JSON.stringify(d.events)}`);
    return d.refusal.code;
  }

  wait(minutes: number): this {
    this.now += minutes * MINUTE;
    return this;
  }

  /** Open a list; its id. */
  list(game = "Texas Hold'em", stakes = "$3-$6 Limit"): string {
    const [e] = this.do({ type: "open-list", game, stakes });
    return (e as Extract<WaitlistEvent, { type: "ListOpened" }>).listId;
  }

  /** Add a player; their entry id. `codeSeed`: the seed of their code, as the server would make it. */
  add(listId: string, name: string, phone: string | null = null, codeSeed: string | null = null): string {
    const [e] = this.do({ type: "add-player", listId, name, phone, codeSeed });
    return (e as Extract<WaitlistEvent, { type: "PlayerAdded" }>).entryId;
  }

  /** A player joins from a phone (the room allowing it); their entry id. */
  remote(listId: string, name: string, codeSeed: string, initials: string | null = null): string {
    const [e] = this.do({ type: "remote-join", listId, name, initials, codeSeed });
    return (e as Extract<WaitlistEvent, { type: "PlayerAdded" }>).entryId;
  }

  /** Open a table for a list with these seats taken (1-based); the table deals the list's game and posts no stakes unless told. */
  table(listId: string, tableId: string, seats: number, taken: readonly number[], role: "main" | "must-move" = "main", deals?: TableGame): void {
    const occupied = Array.from({ length: seats }, (_, i) => taken.includes(i + 1));
    this.do({ type: "open-table", listId, tableId, role, name: `Table ${tableId}`, occupied, deals: deals ?? dealing(this.state.lists[listId]?.game ?? "Texas Hold'em") });
  }

  /** The table reports its seats (taken, 1-based), with names where given. */
  observe(tableId: string, taken: readonly number[], names: Readonly<Record<number, string>> = {}): WaitlistEvent[] {
    const seats = this.state.tables[tableId]!.occupied.length;
    return this.do({
      type: "observe-seats",
      tableId,
      occupied: Array.from({ length: seats }, (_, i) => taken.includes(i + 1)),
      names: Array.from({ length: seats }, (_, i) => names[i + 1] ?? null),
    });
  }

  /** Names of a queue in order. */
  order(key: string): string[] {
    return (this.state.queues[key] ?? []).map((id) => this.state.entries[id]!.name);
  }
}
