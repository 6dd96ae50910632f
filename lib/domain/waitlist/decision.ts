/**
 * What every command of the floor's lists answers with, and the lookups their checks share
 * (decide.ts hands each command to its handler: decide-lists.ts, decide-players.ts, decide-calls.ts,
 * decide-away.ts).
 */
import type { WaitlistCommand } from "./commands";
import type { WaitlistEvent } from "./events";
import { sameName, sameStakes } from "./compare";
import type { Refusal } from "./order";
import type { Entry, GameList, WaitlistState } from "./state";

export type WaitlistDecision = { ok: true; events: WaitlistEvent[] } | { ok: false; refusal: Refusal };

/** Each command of `K` once: its checks and its events, from the state and the time it came in. */
export type CommandHandlers<K extends WaitlistCommand["type"]> = {
  readonly [T in K]: (state: WaitlistState, command: Extract<WaitlistCommand, { type: T }>, now: number) => WaitlistDecision;
};

export const refuse = (code: string, message: string): WaitlistDecision => ({ ok: false, refusal: { code, message } });
export const accept = (...events: WaitlistEvent[]): WaitlistDecision => ({ ok: true, events });

export const MINUTE = 60_000;

/** The open list of this game and limit, if any. */
export function listFor(state: WaitlistState, game: string, stakes: string): GameList | undefined {
  return Object.values(state.lists).find((l) => sameName(l.game, game) && sameStakes(l.stakes, stakes));
}

export function entryOf(state: WaitlistState, entryId: string): Entry | Refusal {
  return state.entries[entryId] ?? { code: "UNKNOWN_PLAYER", message: "That player is no longer on the lists." };
}

export const isRefusal = (x: Entry | Refusal): x is Refusal => "code" in x;

/** Is a player holding this code on this list already? One code is one player, on a list once. */
export function onListWithSeed(state: WaitlistState, listId: string, seed: string): boolean {
  return Object.values(state.entries).some((e) => e.codeSeed === seed && e.queue.kind !== "seat-change" && e.queue.listId === listId);
}

export const byNumber = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1));

