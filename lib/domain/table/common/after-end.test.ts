import { describe, expect, it } from "vitest";
import { GAME_FAMILIES, TABLE_FAMILIES, type GameFamily } from "../families";
import { afterEndRecord, ENDED_ROUND_AFTER_END, roundAfterEnd, type AfterEnd } from "./after-end";
import type { WithEndedRound } from "./ended-round-corrections";

/** The correction each family logs for a round already ended: the shell's for the banked families, the award corrected for poker. */
const CORRECTION_AFTER_END: Record<GameFamily, string> = {
  baccarat: "EndedRoundCorrected",
  "no-bust": "EndedRoundCorrected",
  "twenty-one": "EndedRoundCorrected",
  "three-card-poker": "EndedRoundCorrected",
  "pai-gow-poker": "EndedRoundCorrected",
  "pai-gow-tiles": "EndedRoundCorrected",
  poker: "RoundCorrected",
};

describe("the events after a round's end that still belong to it, as each family declares them", () => {
  it.each(GAME_FAMILIES)("%s names its correction of an ended round in its floor records", (family) => {
    const declared = TABLE_FAMILIES[family].floor.afterEnd;
    expect(declared.corrections.map((c) => c.type)).toEqual([CORRECTION_AFTER_END[family]]);
    // The differences walked at the table follow the shell's correction only; poker's award corrected has none.
    expect(declared.walks.map((w) => w.type)).toEqual(CORRECTION_AFTER_END[family] === "EndedRoundCorrected" ? ["SettlementProgressed"] : []);
  });

  it("reads the round a correction names at the declared path, and nothing from an event not declared", () => {
    const record = () => ({ result: null, endedAt: 0, audit: { by: "s1", action: "round.fixed", detail: {}, reason: "" } });
    const afterEnd: AfterEnd<unknown> = { corrections: [{ type: "Fixed", roundIdAt: ["hand", "round", "id"], record }], walks: [] };
    expect(roundAfterEnd(afterEnd, { type: "Fixed", hand: { round: { id: "t1-4" } } } as { type: string }, null)).toBe("t1-4");
    expect(roundAfterEnd(afterEnd, { type: "Fixed", hand: { round: null } } as { type: string }, null)).toBeNull();
    expect(roundAfterEnd(afterEnd, { type: "EndedRoundCorrected", roundId: "t1-4" } as { type: string }, null)).toBeNull();
  });

  it("the banked families: the correction by its roundId, a difference made by the round the table is walking", () => {
    expect(roundAfterEnd(ENDED_ROUND_AFTER_END, { type: "EndedRoundCorrected", roundId: "t1-4" } as { type: string }, {} as WithEndedRound)).toBe("t1-4");
    const walking = { round: null, endedRound: { corrected: 1, round: { id: "t1-4", settledLines: 0, settlement: { walk: { lines: [{}] } }, adjustment: null } } } as unknown as WithEndedRound;
    const idle = { round: null, endedRound: null } as unknown as WithEndedRound;
    expect(roundAfterEnd(ENDED_ROUND_AFTER_END, { type: "SettlementProgressed" }, idle)).toBeNull();
    expect(roundAfterEnd(ENDED_ROUND_AFTER_END, { type: "SettlementProgressed" }, walking)).toBe("t1-4");
  });

  it("says what the table's records keep of a correction after the round's end: the round as corrected, its end, the audit entry", () => {
    const ended = { type: "EndedRoundCorrected", roundId: "t1-4", handNumber: 4, endedAt: 1000, completed: { bankAfter: 500 }, difference: { words: "seat 2 is paid 10.00" }, bankChange: -1000, words: "Card 3 corrected", reason: "misread", by: "s1" };
    expect(afterEndRecord(ENDED_ROUND_AFTER_END, ended)).toEqual({
      roundId: "t1-4",
      result: { bankAfter: 500 },
      endedAt: 1000,
      audit: { by: "s1", action: "round.correct-ended", detail: { roundId: "t1-4", handNumber: 4, correction: "Card 3 corrected", difference: "seat 2 is paid 10.00", bankChange: -1000 }, reason: "misread" },
    });
    const award = { type: "RoundCorrected", round: { id: "t9-2", handNumber: 2 }, endedAt: 2000, reason: "wrong seat tapped", approvedBy: "s2" };
    expect(afterEndRecord(TABLE_FAMILIES.poker.floor.afterEnd, award)).toEqual({ roundId: "t9-2", result: award.round, endedAt: 2000, audit: { by: "s2", action: "round.correct-result", detail: { roundId: "t9-2" }, reason: "wrong seat tapped" } });
    expect(afterEndRecord(ENDED_ROUND_AFTER_END, { type: "SettlementProgressed" })).toBeNull();
  });
});
