import { describe, expect, it } from "vitest";
import { PokerTable } from "@/lib/domain/table/poker/test-kit";
import { seatsOf } from "./table-seats";

describe("a table's seats as the lists read them", () => {
  it("takes who is seated from the players' view and the names from the floor's", () => {
    const display = { seats: [1, 2, 3].map((seat) => ({ seat, occupied: seat !== 2 })) };
    const supervisor = { players: [{ seat: 1, name: "Ann Lee" }, { seat: 2, name: null }, { seat: 3, name: "Bo Day" }] };
    expect(seatsOf({ display, supervisor })).toEqual({ occupied: [true, false, true], names: ["Ann Lee", null, "Bo Day"] });
  });

  it("reads seats by status (seated, sitting out, empty) and names on the seats", () => {
    const display = { seats: [{ seat: 1, status: "seated" }, { seat: 2, status: "sitting-out" }, { seat: 3, status: "empty" }] };
    const supervisor = { seats: [{ seat: 1, player: "Ann Lee" }, { seat: 2, name: "Bo Day" }, { seat: 3 }] };
    expect(seatsOf({ display, supervisor })).toEqual({ occupied: [true, true, false], names: ["Ann Lee", "Bo Day", null] });
  });

  it("gives nothing for a view without seats", () => {
    expect(seatsOf({ display: {}, supervisor: {} })).toBeNull();
    expect(seatsOf({ display: { seats: "x" }, supervisor: null })).toBeNull();
  });

  it("reads a poker table's own seat states: a player sitting out holds the seat, a player who left frees it", () => {
    const table = new PokerTable({ gameId: "texas-holdem" }).seatPlayers([1, 3, 5]);
    table.do({ type: "sit-out", seat: 3 });
    table.do({ type: "unseat-player", seat: 5 });
    const views = table.views();
    expect(views.display.seats.slice(0, 5).map((s) => s.status)).toEqual(["seated", "empty", "sitting-out", "empty", "empty"]);
    const seats = seatsOf(views)!;
    expect(seats.occupied).toEqual([true, false, true, false, false, false, false, false, false, false]);
    expect(seats.names.slice(0, 5)).toEqual(["P1", null, "P3", null, null]);
    // What the lists compare on every table change (the wall's view alone) says the same of the seats.
    expect(seatsOf({ display: views.display, supervisor: null })!.occupied).toEqual(seats.occupied);
  });
});
