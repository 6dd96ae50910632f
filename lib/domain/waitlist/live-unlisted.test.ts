import { describe, expect, it } from "vitest";
import { liveView, type UnlistedTable } from "./live-views";
import { Floor } from "./test-kit";
import { boardView } from "./views";

const keyOf = () => "k";
const seats = (n: number, taken: readonly number[]) => Array.from({ length: n }, (_, i) => taken.includes(i + 1));

// Issue 33: a running poker table whose game has no list was absent from /live. The phones see it,
// by game and stakes, with its open seats; a table on a list is shown with its list only.
describe("the games on the phones: tables no list is for", () => {
  const holdem = (tableId: string, name: string, taken: readonly number[]): UnlistedTable => ({ tableId, name, game: "Texas Hold'em", stakes: "$3.00-$6.00 limit", occupied: seats(10, taken) });

  it("groups them by game and stakes, tables in natural order, open seats counted", () => {
    const f = new Floor();
    const omaha: UnlistedTable = { tableId: "t26", name: "Table 26", game: "Omaha", stakes: "$75.00-$150.00 limit", occupied: seats(10, []) };
    const view = liveView(f.state, keyOf, [holdem("t25", "Table 25", [1, 2, 3]), omaha, holdem("t3", "Table 3", [])]);
    expect(view.unlisted).toEqual([
      { game: "Texas Hold'em", stakes: "$3.00-$6.00 limit", tables: [{ name: "Table 3", openSeats: 10 }, { name: "Table 25", openSeats: 7 }], openSeats: 17 },
      { game: "Omaha", stakes: "$75.00-$150.00 limit", tables: [{ name: "Table 26", openSeats: 10 }], openSeats: 10 },
    ]);
  });

  it("leaves out a table once a list is for it", () => {
    const f = new Floor();
    const list = f.list("Texas Hold'em", "$3.00-$6.00 limit");
    f.table(list, "t25", 10, [1]);
    const view = liveView(f.state, keyOf, [holdem("t25", "Table 25", [1])]);
    expect(view.unlisted).toEqual([]);
    expect(view.games.map((g) => g.tables)).toEqual([[{ name: "Table t25", openSeats: 9 }]]);
  });

  it("without tables, there are none", () => {
    expect(liveView(new Floor().state, keyOf).unlisted).toEqual([]);
  });
});

// The wall's game board shows the same games as the phones (issue 29: the board listed only the lists' games).
describe("the game board: tables no list is for", () => {
  const table = (tableId: string, name: string, taken: readonly number[]): UnlistedTable => ({ tableId, name, game: "Omaha", stakes: "$75.00-$150.00 limit", occupied: seats(9, taken) });

  it("shows them by game and stakes beside the lists' games, and drops a table once a list is for it", () => {
    const f = new Floor();
    const list = f.list("Texas Hold'em", "$3.00-$6.00 limit");
    f.table(list, "t25", 10, [1]);
    const board = boardView(f.state, [table("t26", "Table 26", [2, 5]), table("t25", "Table 25", [])]);
    expect(board.games.map((g) => g.game)).toEqual(["Texas Hold'em"]);
    expect(board.unlisted).toEqual([{ game: "Omaha", stakes: "$75.00-$150.00 limit", tables: [{ name: "Table 26", openSeats: 7 }], openSeats: 7 }]);
    // Initials, table names and counts only: no id of a table reaches the wall.
    expect(JSON.stringify(board.unlisted)).not.toContain("t26");
  });

  it("without tables, there are none", () => {
    expect(boardView(new Floor().state).unlisted).toEqual([]);
  });
});
