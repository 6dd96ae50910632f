import { describe, expect, it } from "vitest";
import { paiGowTilesFloor } from "./floor";
import { EMPTY_PAI_GOW_TILES_TABLE, type PaiGowTilesTableState } from "./state";
import { ledger, sampleHandSettled, SUPERVISOR, TilesTable } from "./test-kit";

/** The sample hand of table.test.ts, settled and every line paid. */
function paid(): TilesTable {
  const t = sampleHandSettled();
  t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
  return t;
}

/** Event `at` of the log in the replay's words, with the table as it stood before it. */
function words(t: TilesTable, at: number): string {
  const before = t.log.slice(0, at).reduce(t.machine.evolve, EMPTY_PAI_GOW_TILES_TABLE as PaiGowTilesTableState);
  return paiGowTilesFloor.describe(t.log[at]!, before, t.machine.evolve(before, t.log[at]!));
}

describe("a Pai Gow Tiles round corrected after its money was paid", () => {
  it("the player-dealer's 1-5 was a 2-5: seat 3's win becomes a push and seat 6's two pushes lose, and the dealer collects only the differences", () => {
    const t = paid();
    expect(ledger(t)).toEqual(["s3 pay 2000", "s5 collect 3000", "s6 push 0", "s6 backline push 0"]);
    t.do({ type: "correct-tile", index: 3, tile: "2-5", reason: "misread the tile" }, SUPERVISOR);
    expect(t.state.round!.paidBefore).toMatchObject({ bank: 1_000 });
    expect(words(t, t.log.length - 1)).toMatch(/\(after payment: the settlement paid stays on record; the difference is made when the round is settled again\)$/);
    t.do({ type: "settle" });
    expect(ledger(t)).toEqual(["s3 push 0", "s5 collect 3000", "s6 collect 1000", "s6 backline collect 1000"]);
    // Seat 5's $30.00, collected already, is no step.
    const walk = t.views().dealer.settlement!;
    expect(walk.adjustment!.steps.map((s) => s.words)).toEqual([
      "Collect $20.00 from Seat 3",
      "Collect $10.00 from Seat 6",
      "Collect $10.00 from Seat 6 backline (Ann)",
      "Pay $40.00 to the bank",
    ]);
    expect(walk.toWalk).toBe(4);
    t.do({ type: "advance-settlement", through: 4 });
    t.do({ type: "end-round" });
    expect(t.state.bank).toBe(15_000);
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Collect $20.00 from Seat 3; collect $10.00 from Seat 6; collect $10.00 from Seat 6 backline (Ann); pay $40.00 to the bank." });
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("when the bank pays, the dealer takes it from the bank first, then pays the seats", () => {
    const t = paid();
    t.do({ type: "correct-tile", index: 1, tile: "1-2", reason: "misread the tile" }, SUPERVISOR);
    t.do({ type: "settle" });
    expect(t.views().dealer.settlement!.adjustment!.steps.map((s) => s.words)).toEqual(["Take $20.00 from the bank", "Pay $10.00 to Seat 6", "Pay $10.00 to Seat 6 backline (Ann)"]);
    expect(t.views().dealer.next).toMatchObject({ command: "advance-settlement", label: "Take $20.00 from the bank" });
    t.do({ type: "advance-settlement", through: 3 });
    t.do({ type: "end-round" });
    expect(t.state.bank).toBe(9_000);
  });
});
