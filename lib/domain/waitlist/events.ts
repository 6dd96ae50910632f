/**
 * What happened on the floor's lists, one event per fact: every add, call, answer, miss, seating,
 * removal, move and away timer. Each carries its time, so replaying the log needs no clock.
 */
import type { WaitlistOptions } from "./options";
import type { EntryId, ListId, TableId } from "./state";

/** Why a player left the lists without being seated. */
export type RemovalReason = "left" | "declined" | "floor" | "missed-calls" | "left-table" | "table-closed" | "self" | "lapsed";

export type WaitlistEvent =
  | { readonly type: "ListOpened"; readonly listId: ListId; readonly game: string; readonly gameId: string | null; readonly stakes: string; readonly openTableAt: number | null; readonly at: number }
  | { readonly type: "ListClosed"; readonly listId: ListId; readonly at: number }
  /**
   * `codeSeed`: what the player's code is made from (absent in events of before codes); `remote`:
   * joined from a phone, lapsing at `lapsesAt` unless checked in (absent: added at the desk).
   */
  | {
      readonly type: "PlayerAdded";
      readonly entryId: EntryId;
      readonly listId: ListId;
      readonly name: string;
      readonly initials: string;
      readonly phone: string | null;
      readonly at: number;
      readonly codeSeed?: string | null;
      readonly remote?: { readonly lapsesAt: number } | null;
    }
  /** A new code for a player (every entry of theirs): the old one stops working. */
  | { readonly type: "CodeIssued"; readonly entryIds: readonly EntryId[]; readonly codeSeed: string; readonly at: number }
  /** A player who joined from a phone came to the desk. */
  | { readonly type: "RemoteCheckedIn"; readonly entryId: EntryId; readonly at: number }
  | {
      readonly type: "SeatChangeAdded";
      readonly entryId: EntryId;
      readonly tableId: TableId;
      readonly seat: number;
      readonly wants: number | null;
      readonly name: string;
      readonly initials: string;
      readonly at: number;
    }
  | { readonly type: "MustMoveAdded"; readonly entryId: EntryId; readonly listId: ListId; readonly tableId: TableId; readonly seat: number; readonly name: string; readonly initials: string; readonly at: number }
  | { readonly type: "PlayerCalled"; readonly entryId: EntryId; readonly call: number; readonly tableId: TableId; readonly seat: number; readonly at: number; readonly expiresAt: number }
  | { readonly type: "CallAnswered"; readonly entryId: EntryId; readonly call: number; readonly at: number }
  /** No answer in time (or the floor said so): the player keeps their place or is taken off. */
  | { readonly type: "CallMissed"; readonly entryId: EntryId; readonly call: number; readonly at: number; readonly outcome: "keeps-place" | "removed" }
  /** The seat was taken by someone else (seated at the table directly): the player waits on. */
  | { readonly type: "CallWithdrawn"; readonly entryId: EntryId; readonly call: number; readonly at: number }
  /**
   * The player sat down in the called seat (the table's own seat-player, through the tablet's
   * log). `from`: the seat they left for it (a must-move or a seat change); `mustMove`: seated
   * at a must-move table, so they wait on for the main game.
   */
  | {
      readonly type: "PlayerSeated";
      readonly entryId: EntryId;
      readonly call: number;
      readonly tableId: TableId;
      readonly seat: number;
      readonly from: { readonly tableId: TableId; readonly seat: number } | null;
      readonly mustMove: boolean;
      readonly at: number;
    }
  | { readonly type: "PlayerRemoved"; readonly entryId: EntryId; readonly reason: RemovalReason; readonly at: number }
  | { readonly type: "PlayerMoved"; readonly entryId: EntryId; readonly fromListId: ListId; readonly toListId: ListId; readonly at: number }
  | { readonly type: "TableOpened"; readonly tableId: TableId; readonly name: string; readonly listId: ListId; readonly role: "main" | "must-move"; readonly occupied: readonly boolean[]; readonly at: number }
  | { readonly type: "TableClosed"; readonly tableId: TableId; readonly at: number }
  /** The table's seats as the table reported them, when they differ from what the lists knew. */
  | { readonly type: "SeatsObserved"; readonly tableId: TableId; readonly occupied: readonly boolean[]; readonly at: number }
  | { readonly type: "AwayStarted"; readonly tableId: TableId; readonly seat: number; readonly since: number; readonly until: number }
  | { readonly type: "AwayEnded"; readonly tableId: TableId; readonly seat: number; readonly at: number; readonly why: "back" | "left" }
  /** The away time ran out (or the floor released the seat): the player is unseated at the table. */
  | { readonly type: "AwaySeatReleased"; readonly tableId: TableId; readonly seat: number; readonly at: number }
  | { readonly type: "OptionsChanged"; readonly options: WaitlistOptions; readonly at: number };

export type WaitlistEventType = WaitlistEvent["type"];
