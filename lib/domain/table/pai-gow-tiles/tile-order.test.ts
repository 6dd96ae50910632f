import { describe, expect, it } from "vitest";
import { sampleTable, SUPERVISOR, TilesTable } from "./test-kit";

/** The sample table on the tile pad: the dice 11, the stacks out, seats 3, 5 and 6 set face down. */
function dealt(): TilesTable {
  const t = sampleTable();
  t.do({ type: "roll-dice", total: 11 });
  t.do({ type: "deal-stacks" });
  for (const seat of [3, 5, 6]) t.do({ type: "set-hands", seat, by: "player" });
  return t;
}

const entered = (t: TilesTable) => t.views().supervisor.entered.map((e) => e.tile);

describe("the tiles a Pai Gow Tiles dealer entered, in the order entered", () => {
  it("are recorded and listed in the dealer's order (a face typed either way round), and a correction replaces the wrong tile in place", () => {
    const t = dealt();
    // The player-dealer's hands typed low tile first, one face typed high half first ("6-1").
    t.do({ type: "set-hands", seat: 1, by: "player", high: ["6-1", "6-6"], low: ["1-5", "1-1"] });
    t.do({ type: "expose-hands", seat: 3, high: ["3-6", "6-6"], low: ["1-6", "1-1"] });
    expect(entered(t)).toEqual(["1-6a", "6-6a", "1-5a", "1-1a", "3-6", "6-6b", "1-6b", "1-1b"]);
    // The rules read the hands as they rank, whatever the order entered.
    const pd = t.state.round!.play!.seats.find((s) => s.seat === 1)!;
    expect(pd.split).toEqual({ high: ["6-6a", "1-6a"], low: ["1-1a", "1-5a"] });
    // Tile 4, the 1-1 of the player-dealer's low hand, was a 2-5: it takes the 1-1's place, the others stay where they were.
    t.do({ type: "correct-tile", index: 3, tile: "2-5", reason: "misread the tile" }, SUPERVISOR);
    expect(entered(t)).toEqual(["1-6a", "6-6a", "1-5a", "2-5", "3-6", "6-6b", "1-6b", "1-1b"]);
    expect(t.state.round!.steps.find((s) => s.kind === "set" && s.seat === 1)).toEqual({ kind: "set", seat: 1, setting: { by: "player", high: ["1-6a", "6-6a"], low: ["1-5a", "2-5"] } });
    // The corrected round is the round entered so from the start, step for step (seat 3's 1-1 the same copy).
    const straight = dealt();
    straight.do({ type: "set-hands", seat: 1, by: "player", high: ["6-1", "6-6"], low: ["1-5", "2-5"] });
    straight.do({ type: "expose-hands", seat: 3, high: ["3-6", "6-6"], low: ["1-6", "1-1b"] });
    expect(t.state.round!.steps).toEqual(straight.state.round!.steps);
    expect(t.state.round!.play).toEqual(straight.state.round!.play);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });
});
