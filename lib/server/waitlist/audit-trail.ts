/**
 * Every action on the lists goes into the audit trail, in the same transaction as its events: who
 * did it (the staff member, or nobody for the server's own timers), the table when there is one,
 * and what happened in a few fields. A player's phone number is never written here (the trail is
 * exported as CSV); the table's own seat changes seen by the lists (SeatsObserved) are the table's
 * log's business and are not repeated.
 */
import { evolve, listLabel, type WaitlistEvent, type WaitlistState } from "@/lib/domain/waitlist";
import { AUDIT_ACTIONS, auditStatement } from "@/lib/server/auth/audit";
import type { Statement } from "@/lib/server/db/statement";

const ACTION: { readonly [T in WaitlistEvent["type"]]: string | null } = {
  ListOpened: AUDIT_ACTIONS.waitlistListOpened,
  ListClosed: AUDIT_ACTIONS.waitlistListClosed,
  PlayerAdded: AUDIT_ACTIONS.waitlistPlayerAdded,
  SeatChangeAdded: AUDIT_ACTIONS.waitlistPlayerAdded,
  MustMoveAdded: AUDIT_ACTIONS.waitlistPlayerAdded,
  PlayerCalled: AUDIT_ACTIONS.waitlistPlayerCalled,
  CallAnswered: AUDIT_ACTIONS.waitlistCallAnswered,
  CallMissed: AUDIT_ACTIONS.waitlistCallMissed,
  CallWithdrawn: AUDIT_ACTIONS.waitlistCallWithdrawn,
  PlayerSeated: AUDIT_ACTIONS.waitlistPlayerSeated,
  PlayerRemoved: AUDIT_ACTIONS.waitlistPlayerRemoved,
  PlayerMoved: AUDIT_ACTIONS.waitlistPlayerMoved,
  TableOpened: AUDIT_ACTIONS.waitlistTableOpened,
  TableClosed: AUDIT_ACTIONS.waitlistTableClosed,
  SeatsObserved: null,
  AwayStarted: AUDIT_ACTIONS.waitlistAwayStarted,
  AwayEnded: AUDIT_ACTIONS.waitlistAwayEnded,
  AwaySeatReleased: AUDIT_ACTIONS.waitlistAwayReleased,
  OptionsChanged: AUDIT_ACTIONS.waitlistOptionsChanged,
  CodeIssued: AUDIT_ACTIONS.waitlistCodeIssued,
  RemoteCheckedIn: AUDIT_ACTIONS.waitlistCheckedIn,
};

function player(state: WaitlistState, entryId: string): Record<string, unknown> {
  const e = state.entries[entryId];
  if (!e) return { entryId };
  const list = e.queue.kind === "seat-change" ? null : state.lists[e.queue.listId];
  return { entryId, name: e.name, initials: e.initials, ...(list ? { list: listLabel(list) } : {}) };
}

function describe(state: WaitlistState, event: WaitlistEvent): { tableId: string | null; detail: Record<string, unknown> } {
  switch (event.type) {
    case "ListOpened":
      return { tableId: null, detail: { listId: event.listId, list: `${event.game} ${event.stakes}`, gameId: event.gameId, openTableAt: event.openTableAt } };
    case "ListClosed":
      return { tableId: null, detail: { listId: event.listId, list: state.listNames[event.listId] ?? event.listId } };
    case "PlayerAdded":
      // The phone is kept out of the trail: only whether there is one (and the code's seed too: only whether there is a code).
      return {
        tableId: null,
        detail: { entryId: event.entryId, name: event.name, initials: event.initials, list: state.listNames[event.listId] ?? event.listId, textPage: event.phone !== null, ...(event.remote ? { fromPhone: true } : {}) },
      };
    case "CodeIssued": {
      const first = event.entryIds[0];
      return { tableId: null, detail: { ...(first ? player(state, first) : {}), entryIds: event.entryIds } };
    }
    case "RemoteCheckedIn":
      return { tableId: null, detail: player(state, event.entryId) };
    case "SeatChangeAdded":
      return { tableId: event.tableId, detail: { entryId: event.entryId, name: event.name, initials: event.initials, seatChange: { seat: event.seat, wants: event.wants } } };
    case "MustMoveAdded":
      return { tableId: event.tableId, detail: { entryId: event.entryId, name: event.name, initials: event.initials, mustMove: { seat: event.seat }, list: state.listNames[event.listId] ?? event.listId } };
    case "PlayerCalled":
      return { tableId: event.tableId, detail: { ...player(state, event.entryId), call: event.call, seat: event.seat, expiresAt: new Date(event.expiresAt).toISOString() } };
    case "CallAnswered":
    case "CallWithdrawn":
      return { tableId: state.entries[event.entryId]?.call?.tableId ?? null, detail: { ...player(state, event.entryId), call: event.call } };
    case "CallMissed":
      return { tableId: state.entries[event.entryId]?.call?.tableId ?? null, detail: { ...player(state, event.entryId), call: event.call, outcome: event.outcome } };
    case "PlayerSeated":
      return { tableId: event.tableId, detail: { ...player(state, event.entryId), call: event.call, seat: event.seat, from: event.from, mustMove: event.mustMove } };
    case "PlayerRemoved":
      return { tableId: null, detail: { ...player(state, event.entryId), reason: event.reason } };
    case "PlayerMoved":
      return { tableId: null, detail: { ...player(state, event.entryId), from: state.listNames[event.fromListId] ?? event.fromListId, to: state.listNames[event.toListId] ?? event.toListId } };
    case "TableOpened":
      return { tableId: event.tableId, detail: { list: state.listNames[event.listId] ?? event.listId, role: event.role } };
    case "TableClosed":
      return { tableId: event.tableId, detail: { list: state.tables[event.tableId] ? state.listNames[state.tables[event.tableId]!.listId] : null } };
    case "SeatsObserved":
      return { tableId: event.tableId, detail: {} };
    case "AwayStarted":
      return { tableId: event.tableId, detail: { seat: event.seat, until: new Date(event.until).toISOString() } };
    case "AwayEnded":
      return { tableId: event.tableId, detail: { seat: event.seat, why: event.why } };
    case "AwaySeatReleased":
      return { tableId: event.tableId, detail: { seat: event.seat } };
    case "OptionsChanged":
      return { tableId: null, detail: { options: event.options } };
  }
}

/**
 * The audit entries of a command's events; `staffId` null for the server's own timers and
 * observations and for a player's phone; `extra`: what else the entries say (a phone's address).
 */
export function auditStatements(before: WaitlistState, events: readonly WaitlistEvent[], staffId: string | null, commandId: string | null, at: Date, extra: Record<string, unknown> = {}): Statement[] {
  const out: Statement[] = [];
  let state = before;
  for (const event of events) {
    const action = ACTION[event.type];
    if (action) {
      const { tableId, detail } = describe(state, event);
      out.push(auditStatement({ staffId, action, tableId, detail: { ...detail, ...extra, ...(commandId ? { commandId } : {}) }, at }));
    }
    state = evolve(state, event);
  }
  return out;
}
