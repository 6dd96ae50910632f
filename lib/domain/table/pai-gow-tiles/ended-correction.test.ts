import { describe, expect, it } from "vitest";
import { paiGowTilesFloor } from "./floor";
import { EMPTY_PAI_GOW_TILES_TABLE, type PaiGowTilesTableState } from "./state";
import { sampleHandSettled, SUPERVISOR, TilesTable } from "./test-kit";

/** Event `at` of the log in the replay's words, with the table as it stood before it. */
function words(t: TilesTable, at: number): string {
  const before = t.log.slice(0, at).reduce(t.machine.evolve, EMPTY_PAI_GOW_TILES_TABLE as PaiGowTilesTableState);
  return paiGowTilesFloor.describe(t.log[at]!, before, t.machine.evolve(before, t.log[at]!));
}

/** The money moved by a difference: the seats' changes and the bank's sum to zero. */
function conserved(d: { lines: readonly { change: number }[]; bank: { change: number } }): number {
  return d.lines.reduce((sum, l) => sum + l.change, 0) + d.bank.change;
}

/** The sample hand of table.test.ts on the tile pad, every line paid and the round ended. */
function ended(): TilesTable {
  const t = sampleHandSettled();
  t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
  t.do({ type: "end-round" });
  expect(t.state.bank).toBe(11_000);
  return t;
}

/** The player-dealer's 1-5 (the fourth tile entered) was a 2-5: seat 3's win becomes a push, seat 6's pushes lose. */
const ONE_FIVE_WAS_TWO_FIVE = { type: "correct-tile", index: 3, tile: "2-5", reason: "misread the tile" } as const;

describe("a Pai Gow Tiles round corrected after it ended (DC6b, DC6h)", () => {
  it("while the next round is in betting: the difference per seat and for the bank, walked before no more bets", () => {
    const t = ended();
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 3, bet: "main", amount: 2_000 });
    expect(t.views().supervisor.endedRound).toMatchObject({ handNumber: 1, correctable: true, walk: null });
    expect(t.views().supervisor.endedRound!.entered![3]).toEqual({ index: 3, tile: "1-5a" });
    expect(t.views().dealer.endedRound!.entered![3]).toEqual({ index: 3, tile: "1-5a" });
    t.do(ONE_FIVE_WAS_TWO_FIVE, SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ type: "EndedRoundCorrected", handNumber: 1, bankChange: 4_000 });
    const correction = t.views().dealer.settlementCorrection;
    expect(correction).toMatchObject({ pending: false, words: "Collect $20.00 from Seat 3; collect $10.00 from Seat 6; collect $10.00 from Seat 6 backline (Ann); pay $40.00 to the bank." });
    expect(conserved(correction as never)).toBe(0);
    expect(t.state.bank).toBe(15_000);
    expect(t.state.round!.bank).toBe(15_000);
    expect(t.state.lastRound!.hands.find((h) => h.seat === 3)).toMatchObject({ outcome: "push" });
    // The round open now is untouched: its wager, no tiles.
    expect(t.state.round!.wagers).toHaveLength(1);
    expect(t.state.round!.steps).toEqual([]);
    expect(t.views().dealer.next).toMatchObject({ command: null, label: "Make the differences first" });
    expect(t.try({ type: "close-betting" })).toMatchObject({ code: "DIFFERENCES_TO_MAKE", message: "Round 1 was corrected: make its differences at the table first (4 to go), then call no more bets." });
    t.do({ type: "advance-settlement", through: 4 });
    expect(words(t, t.log.length - 1)).toBe(
      "Round 1, corrected after it ended: differences made at the table (4 of 4): collect $20.00 from Seat 3; collect $10.00 from Seat 6; collect $10.00 from Seat 6 backline (Ann); pay $40.00 to the bank",
    );
    t.do({ type: "close-betting" });
    expect(t.state.endedRound).toBeNull();
    t.do({ type: "roll-dice", total: 9 });
    t.do({ type: "deal-stacks" });
    // A tile correction is for Round 2 now: none entered yet.
    expect(t.try(ONE_FIVE_WAS_TWO_FIVE, SUPERVISOR)).toMatchObject({ code: "NO_SUCH_TILE" });
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("says the tile corrected by its name in the audit's words; a second correction counts the differences made since", () => {
    const t = ended();
    t.do(ONE_FIVE_WAS_TWO_FIVE, SUPERVISOR);
    expect(words(t, t.log.length - 1)).toBe(
      `Round 1 corrected after it ended, tile 4: Look (1-5) → Chop Chit (2-5), by ${SUPERVISOR.id}: misread the tile; settled again, the money paid kept: collect $20.00 from Seat 3; collect $10.00 from Seat 6; collect $10.00 from Seat 6 backline (Ann); pay $40.00 to the bank. (the bank carried on gains $40.00); the fees do not change`,
    );
    t.do({ type: "advance-settlement", through: 4 });
    t.do({ ...ONE_FIVE_WAS_TWO_FIVE, tile: "1-5", reason: "it was the 1-5 after all" }, SUPERVISOR);
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Pay $20.00 to Seat 3; pay $10.00 to Seat 6; pay $10.00 to Seat 6 backline (Ann); take $40.00 from the bank." });
    expect(t.state.bank).toBe(11_000);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("refuses in words what the rules refuse, with the way that is possible for a round already ended", () => {
    const t = ended();
    // Changing where the tiles come from between hands does not change Round 1's tiles, entered on the pad.
    t.do({ type: "tile-source", source: "server" });
    // A tile the set holds no more of: both 6-6 tiles are in Round 1 already.
    const refused = t.try({ ...ONE_FIVE_WAS_TWO_FIVE, tile: "6-6" }, SUPERVISOR);
    expect(refused).toMatchObject({
      code: "TILE_REFUSED",
      message: "Teen (6-6) refused: both 6-6 tiles are already out this round. Round 1 has ended and cannot be voided: the floor settles this with the players away from the table's record.",
    });
    expect(t.try(ONE_FIVE_WAS_TWO_FIVE)).toMatchObject({ code: "SUPERVISOR_ONLY" });
    t.do(ONE_FIVE_WAS_TWO_FIVE, SUPERVISOR);
    expect(t.state.bank).toBe(15_000);
  });
});
