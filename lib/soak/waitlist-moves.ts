/**
 * The soak run's waiting lists (issue 31): what the floor does next on the lists' screen, read from
 * the floor view as the supervisor's screen shows it. Lists opened from the poker tables, players
 * added, a called player seated, an open seat's next player called. Pure, the randomness injected.
 */
import type { WaitlistFloorView } from "../domain/waitlist";
import type { AutoplayRandom } from "../domain/table/common/autoplay";
import type { Command } from "./resend";

export type WaitlistMoveKind = "open-list" | "add-player" | "call-next" | "seat-player";

/** At most this many waiting per list: the floor adds players while the list is shorter. */
export const LIST_LENGTH = 6;

export function waitlistMove(view: WaitlistFloorView, pokerTables: readonly string[], random: AutoplayRandom, nextName: () => string): { kind: WaitlistMoveKind; command: Command } | null {
  const linked = new Set(view.lists.flatMap((l) => l.tables.map((t) => t.tableId)));
  const unlisted = pokerTables.find((t) => !linked.has(t));
  if (unlisted) return { kind: "open-list", command: { type: "open-list-for-table", tableId: unlisted } };
  const lists = view.lists.filter((l) => l.tables.length > 0);
  if (lists.length === 0) return null;
  // A called player who came to the table is seated first (the seat is held for them).
  const called = lists.flatMap((l) => l.waiting.filter((e) => e.call !== null && e.status !== "waiting"));
  const calledAny = lists.flatMap((l) => l.waiting.filter((e) => e.call !== null));
  if ((called.length > 0 || calledAny.length > 0) && random.int(2) === 0) {
    const e = (called.length > 0 ? called : calledAny)[random.int((called.length > 0 ? called : calledAny).length)]!;
    return { kind: "seat-player", command: { type: "seat-player", entryId: e.id } };
  }
  const callable = lists.flatMap((l) => l.tables.flatMap((t) => t.openSeats.filter((s) => s.next !== null && !t.called.some((c) => c.seat === s.seat)).map((s) => ({ tableId: t.tableId, seat: s.seat }))));
  if (callable.length > 0 && random.int(2) === 0) {
    const c = callable[random.int(callable.length)]!;
    return { kind: "call-next", command: { type: "call-next", tableId: c.tableId, seat: c.seat } };
  }
  const short = lists.filter((l) => l.waiting.length < LIST_LENGTH);
  if (short.length === 0) return null;
  return { kind: "add-player", command: { type: "add-player", listId: short[random.int(short.length)]!.id, name: nextName() } };
}
