import { describe, expect, it } from "vitest";
import { paiGowTilesFloor } from "./floor";
import { EMPTY_PAI_GOW_TILES_TABLE, type PaiGowTilesTableState } from "./state";
import { sampleTable, SUPERVISOR, TilesTable } from "./test-kit";

/** The sample hand of table.test.ts, played to its end, with a tile corrected on the way. */
function played(): TilesTable {
  const t = sampleTable();
  t.do({ type: "roll-dice", total: 11 });
  t.do({ type: "deal-stacks" });
  t.do({ type: "set-hands", seat: 3, by: "player" });
  t.do({ type: "set-hands", seat: 6, by: "house-way", tiles: ["4-5", "5-5", "2-4", "3-3"] });
  t.do({ type: "set-hands", seat: 5, by: "player" });
  t.do({ type: "set-hands", seat: 1, by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] });
  t.do({ type: "expose-hands", seat: 3, high: ["6-6", "3-6"], low: ["1-1", "1-6"] });
  t.do({ type: "expose-hands", seat: 5, high: ["5-5", "2-2"], low: ["4-4", "1-4"] });
  t.do({ type: "correct-tile", index: 15, tile: "1-3", reason: "a Gor, not a Chop Ng" }, SUPERVISOR);
  t.do({ type: "expose-hands", seat: 6 });
  t.do({ type: "settle" });
  t.do({ type: "advance-settlement", through: 4 });
  t.do({ type: "end-round" });
  return t;
}

/** Each event in the floor's words, replaying the log as the floor does. */
function words(t: TilesTable): string[] {
  let state: PaiGowTilesTableState = EMPTY_PAI_GOW_TILES_TABLE;
  return t.log.map((e) => {
    const after = t.machine.evolve(state, e);
    const line = paiGowTilesFloor.describe(e, state, after);
    state = after;
    return line;
  });
}

describe("the floor's records of a Pai Gow Tiles table", () => {
  it("describes every step in words: the dice, the stacks, each setting, each hand turned over, the correction, the result", () => {
    const lines = words(played());
    expect(lines).toContain("Dice 11: stack 1 to seat 3");
    expect(lines).toContain("Stack 1 to seat 3, face down");
    expect(lines).toContain("Stack 3 to the player-dealer, face down");
    expect(lines).toContain("Seat 3 set the hands face down");
    expect(lines).toContain("Seat 6 set the house way: 9, Mooy high (5-5 4-5) / 9, Chong high (3-3 2-4)");
    expect(lines).toContain("The player-dealer set and turned over 9, Teen high (6-6 1-6) / 8, Day high (1-1 1-5)");
    expect(lines).toContain("Seat 3 turns over Wong (Teen and a 9) (6-6 3-6) / 9, Day high (1-1 1-6)");
    expect(lines).toContain("Tile 16 corrected Chop Ng (1-4) → Gor (1-3) by floor-1: a Gor, not a Chop Ng");
    expect(lines.at(-2)).toBe("Hand 1 complete: dice 11; player-dealer 9, Teen high / 8, Day high; seat 3 wins (Wong (Teen and a 9) / 9, Day high), seat 5 loses (4, Mooy high / 2, Yun high), seat 6 pushes (9, Mooy high / 9, Chong high); bank $100.00 → $110.00");
    expect(lines.every((l) => l.length > 0)).toBe(true);
  });

  it("a replay frame holds every tile as recorded, the ledger with the rule behind each line, and the finished hand", () => {
    const t = played();
    const frame = paiGowTilesFloor.frame(t.state)!;
    expect(frame).toMatchObject({ family: "pai-gow-tiles", phase: "waiting", handNumber: 1, dice: null, result: { dice: 11, actionSeat: 3, bankAfter: 11_000 } });
    // Mid-hand, after the settlement: every seat's tiles, the face-down ones included, for the supervisor.
    let state: PaiGowTilesTableState = EMPTY_PAI_GOW_TILES_TABLE;
    for (const e of t.log.slice(0, t.log.findIndex((x) => x.type === "RoundSettled") + 1)) state = t.machine.evolve(state, e);
    const settling = paiGowTilesFloor.frame(state)!;
    expect(settling.recorded.map((r) => `${r.seat} ${r.split?.high.join(" ")} / ${r.split?.low.join(" ")}`)).toEqual(["1 6-6a 1-6a / 1-1a 1-5a", "3 6-6b 3-6 / 1-1b 1-6b", "5 5-5b 2-2a / 4-4a 1-3a", "6 5-5a 4-5 / 3-3a 2-4"]);
    expect(settling.settlement!.lines.map((l) => l.because)).toEqual([expect.stringContaining("both hands higher"), expect.stringContaining("neither hand higher"), expect.stringContaining("a push"), expect.stringContaining("a push")]);
  });

  it("exports the round for the regulator: the steps, the seats, the fees, the ledger and the result; and the game with its filing lines", () => {
    const t = played();
    let state: PaiGowTilesTableState = EMPTY_PAI_GOW_TILES_TABLE;
    for (const e of t.log.slice(0, t.log.findIndex((x) => x.type === "RoundCompleted"))) state = t.machine.evolve(state, e);
    const completed = t.log.find((e) => e.type === "RoundCompleted")!;
    const exported = paiGowTilesFloor.withResult(paiGowTilesFloor.exportRound(state.round!, state.settings!, new Date("2026-11-26T20:00:00Z")), completed, new Date("2026-11-26T20:05:00Z"));
    expect(exported).toMatchObject({ family: "pai-gow-tiles", status: "complete", source: "dealer", dice: 11, woodpile: null, feeTotalCents: 600, corrections: [{ index: 15, from: "1-4", to: "1-3a" }] });
    expect(exported.seats.map((s) => `${s.seat} ${s.stack} ${s.setBy} ${s.highText} / ${s.lowText}`)).toEqual([
      "1 3 player 9, Teen high / 8, Day high",
      "3 1 player Wong (Teen and a 9) / 9, Day high",
      "5 7 player 4, Mooy high / 2, Yun high",
      "6 6 house-way 9, Mooy high / 9, Chong high",
    ]);
    expect(exported.settlement!.ledger.map((l) => l.action)).toEqual(["pay", "collect", "push", "push"]);
    expect(exported.result!.hands.map((h) => h.outcome)).toEqual(["win", "lose", "push"]);
    const game = paiGowTilesFloor.gameRecord(state.settings!);
    expect(game).toMatchObject({ id: "pai-gow-tiles", family: "pai-gow-tiles", filings: [{ seed: "004_b7b95d88b58787a5.txt", bgcId: "GEGA-004233", lines: "744-815" }] });
    expect(game.rules!.filter((r) => r.rule === "house-way").map((r) => r.source)).toEqual(expect.arrayContaining(["seed 004 L789", "seed 004 L790", "seed 004 L794"]));
    expect(game.options.map((o) => o.name)).toEqual(["sevensNeed", "teenDayNineEleven", "playerDealerSets", "highBelowLow", "vacantPositions", "smallerTables", "entry"]);
  });

  it("gives the history list its result and tiles in one line each", () => {
    const t = played();
    const fields = paiGowTilesFloor.resultFields(t.state.lastRound);
    expect(paiGowTilesFloor.listWords(fields)).toEqual({
      result: "Player-dealer 9, Teen high / 8, Day high; seat 3 wins, seat 5 loses, seat 6 pushes",
      cards: "Dice 11 · PD 6-6 1-6 / 1-1 1-5 · seat 3: 6-6 3-6 / 1-1 1-6 · seat 5: 5-5 2-2 / 4-4 1-3 · seat 6: 5-5 4-5 / 3-3 2-4",
    });
    expect(paiGowTilesFloor.listWords(paiGowTilesFloor.resultFields(null))).toEqual({ result: "In play", cards: "—" });
  });
});
