import { describe, expect, it } from "vitest";
import { seededRandom } from "../domain/cards/random";
import type { FloorEntryView, FloorListView, FloorTableView, WaitlistFloorView } from "../domain/waitlist";
import { FLOOR_COMMAND } from "../domain/waitlist/commands";
import { LIST_LENGTH, waitlistMove } from "./waitlist-moves";

const entry = (id: string, call: FloorEntryView["call"] = null, status: FloorEntryView["status"] = "waiting") => ({ id, name: id, call, status }) as unknown as FloorEntryView;
const table = (tableId: string, open: number[], called: number[] = []) =>
  ({ tableId, openSeats: open.map((seat) => ({ seat, next: { entryId: "p1", name: "A", initials: "A", from: "list" } })), called: called.map((seat) => ({ seat, entryId: "p9", initials: "Z" })) }) as unknown as FloorTableView;
const list = (id: string, tables: FloorTableView[], waiting: FloorEntryView[]) => ({ id, tables, waiting }) as unknown as FloorListView;
const floor = (lists: FloorListView[]) => ({ lists, departures: [], options: {} }) as unknown as WaitlistFloorView;
let names = 0;
const nextName = () => `Waiting ${++names}`;

describe("the floor's moves on the waiting lists", () => {
  it("first opens a list for each poker table no list deals at", () => {
    const move = waitlistMove(floor([list("l1", [table("t23", [])], [])]), ["t23", "t25"], seededRandom("open"), nextName);
    expect(move).toEqual({ kind: "open-list", command: { type: "open-list-for-table", tableId: "t25" } });
  });

  it("adds players, calls the next to an open seat not already called, and seats a called player; every command one the lists take", () => {
    const random = seededRandom("moves");
    const view = floor([list("l1", [table("t25", [2, 4], [4])], [entry("p1"), entry("p2", { no: 1, tableId: "t25", tableName: "T", seat: 4, calledAt: 0 } as FloorEntryView["call"], "called")])]);
    const kinds = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const move = waitlistMove(view, ["t25"], random, nextName)!;
      kinds.add(move.kind);
      expect(FLOOR_COMMAND.safeParse(move.command).success, JSON.stringify(move.command)).toBe(true);
      if (move.kind === "call-next") expect(move.command).toEqual({ type: "call-next", tableId: "t25", seat: 2 });
      if (move.kind === "seat-player") expect(move.command).toEqual({ type: "seat-player", entryId: "p2" });
    }
    expect(kinds).toEqual(new Set(["add-player", "call-next", "seat-player"]));
  });

  it("adds nobody to a full list, and does nothing when there is nothing to do", () => {
    const full = Array.from({ length: LIST_LENGTH }, (_, i) => entry(`p${i + 1}`));
    const random = seededRandom("full");
    for (let i = 0; i < 50; i += 1) expect(waitlistMove(floor([list("l1", [table("t25", [])], full)]), ["t25"], random, nextName)).toBeNull();
  });
});
