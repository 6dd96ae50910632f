/**
 * The floor's lists decide: a command in, its events or a plain refusal out. Pure: the time comes
 * in the context and goes into the events. Commands say what the floor means ("call the next
 * player for this seat"), so two floor screens acting at once never refuse each other for a stale
 * screen: each command is checked against the players and seats it names, one at a time.
 */
import type { WaitlistCommand } from "./commands";
import type { WaitlistEvent } from "./events";
import { evolve, evolveAll } from "./evolve";
import { AWAY_COMMANDS } from "./decide-away";
import { CALL_COMMANDS, callEvent } from "./decide-calls";
import { LIST_AND_TABLE_COMMANDS } from "./decide-lists";
import { PLAYER_COMMANDS } from "./decide-players";
import { accept, type CommandHandlers, type WaitlistDecision } from "./decision";
import { nextFor } from "./order";
import { openSeats, type WaitlistState } from "./state";

export type { WaitlistDecision } from "./decision";

export interface WaitlistContext {
  /** Milliseconds since the epoch, read once per command by the server. */
  readonly now: number;
}

/** Every command once (a command without its handler does not type-check). */
const HANDLERS: CommandHandlers<WaitlistCommand["type"]> = { ...LIST_AND_TABLE_COMMANDS, ...PLAYER_COMMANDS, ...CALL_COMMANDS, ...AWAY_COMMANDS };

export function decide(state: WaitlistState, command: WaitlistCommand, ctx: WaitlistContext): WaitlistDecision {
  // The handler of the command's own type: TypeScript cannot pair the two through the union, so it is said once here.
  const handle = HANDLERS[command.type] as (state: WaitlistState, command: WaitlistCommand, now: number) => WaitlistDecision;
  const decision = handle(state, command, ctx.now);
  if (!decision.ok) return decision;
  const after = evolveAll(state, decision.events);
  if (!after.options.autoCall) return decision;
  return accept(...decision.events, ...autoCalls(after, ctx.now));
}

/** With autoCall on: every open seat called for its next player, table by table, seat by seat. */
export function autoCalls(state: WaitlistState, now: number): WaitlistEvent[] {
  const events: WaitlistEvent[] = [];
  let s = state;
  for (const tableId of Object.keys(s.tables).sort()) {
    for (const seat of openSeats(s, tableId)) {
      const next = nextFor(s, tableId, seat);
      if (!next) continue;
      const event = callEvent(s, next, tableId, seat, now);
      events.push(event);
      s = evolve(s, event);
    }
  }
  return events;
}
