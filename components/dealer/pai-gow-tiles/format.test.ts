import { describe, expect, it } from "vitest";
import type { PaiGowTilesDealerView } from "@/lib/domain/table/pai-gow-tiles/views";
import { bigCommand, copiesLeft, faceFrom, FEES_BEFORE_DICE_NOTE, handName, highBelowLow, PAD_FACES, resultsOf, roundStepKind, seatList, splitOf, WAGERS_HINT } from "./format";
import { tilesOfFace } from "@/lib/domain/pai-gow-tiles/tiles";

const next = (over: Partial<PaiGowTilesDealerView["next"]>) => ({ command: null, label: "", hint: "", ...over });

describe("the Pai Gow Tiles tablet's steps and tile entry", () => {
  it("picks the panel for each step of the hand", () => {
    expect(roundStepKind({ status: "open", phase: "dealing", next: next({ step: "roll-dice" }) })).toBe("dice");
    expect(roundStepKind({ status: "open", phase: "dealing", next: next({ step: "set-hands", seats: [3] }) })).toBe("set-players");
    expect(roundStepKind({ status: "open", phase: "dealing", next: next({ step: "player-dealer-sets", seat: 1 }) })).toBe("player-dealer");
    expect(roundStepKind({ status: "open", phase: "dealing", next: next({ step: "expose", seat: 3 }) })).toBe("expose");
    expect(roundStepKind({ status: "open", phase: "dealing", next: next({ step: "expose", seat: 3, command: "expose-hands" }) })).toBe("command");
    expect(roundStepKind({ status: "paused", phase: "dealing", next: next({ step: "roll-dice" }) })).toBe("info");
  });

  it("at a table entering results: the results panel (its dice total settles), and the results sent once every seat has one", () => {
    expect(roundStepKind({ status: "open", phase: "dealing", next: next({ step: "roll-dice", resultSeats: [1, 2, 3] }) })).toBe("results");
    expect(roundStepKind({ status: "open", phase: "dealing", next: next({ step: "enter-results", resultSeats: [1, 2, 3] }) })).toBe("results");
    expect(resultsOf({ 1: "win", 3: "push" }, [1, 2, 3])).toBeNull();
    expect(resultsOf({ 3: "push", 1: "win", 2: "lose" }, [3, 1, 2])).toEqual([
      { seat: 3, result: "push" },
      { seat: 1, result: "win" },
      { seat: 2, result: "lose" },
    ]);
    expect([seatList([3]), seatList([1, 2, 3])]).toEqual(["seat 3", "seats 1, 2 and 3"]);
  });

  it("the big button names the seat to turn over and the next settlement line", () => {
    expect(bigCommand({ next: next({ command: "expose-hands", seat: 6 }), settlement: null })).toEqual({ type: "expose-hands", seat: 6 });
    expect(bigCommand({ next: next({ command: "advance-settlement" }), settlement: { settledLines: 2 } as PaiGowTilesDealerView["settlement"] })).toEqual({ type: "advance-settlement", through: 3 });
    expect(bigCommand({ next: next({ command: "deal-stacks" }), settlement: null })).toEqual({ type: "deal-stacks" });
  });

  it("reads two halves in either order as one face, and counts the copies still to come out", () => {
    expect(faceFrom(6, 3)).toBe("3-6");
    expect(copiesLeft("6-6", ["6-6a"], [])).toBe(1);
    expect(copiesLeft("6-6", ["6-6a"], ["6-6"])).toBe(0);
    expect(copiesLeft("3-6", [], [])).toBe(1);
    expect(copiesLeft("3-6", ["3-6"], [])).toBe(0);
  });

  it("names a hand as it is entered, and warns of a high hand below the low", () => {
    expect(handName(["6-6", "3-6"])).toBe("Wong (Teen and a 9)");
    expect(handName(["6-6", "6-6"])).toBe("Teen pair");
    expect(handName(["6-6"])).toBeNull();
    expect(highBelowLow(["1-1", "1-5"], ["6-6", "1-6"])).toBe(true);
    expect(highBelowLow(["6-6", "1-6"], ["1-1", "1-5"])).toBe(false);
  });

  it("splits four known tiles by the two tapped for the high hand", () => {
    expect(splitOf(["6-6a", "3-6", "1-1a", "1-6a"], ["3-6", "6-6a"])).toEqual({ high: ["3-6", "6-6a"], low: ["1-1a", "1-6a"] });
    expect(splitOf(["6-6a", "3-6", "1-1a", "1-6a"], ["3-6"])).toBeNull();
  });
});

describe("the Pai Gow Tiles tablet's notes", () => {
  it("say what to do, with no filing line reference (a dealer never sees 'seed 004 L802')", () => {
    for (const text of [WAGERS_HINT, FEES_BEFORE_DICE_NOTE]) {
      expect(text).not.toMatch(/seed \d|\bL\d/);
    }
    expect(WAGERS_HINT).toMatch(/^All wagers before the dice cup is opened\. Tap a betting circle/);
    expect(FEES_BEFORE_DICE_NOTE).toBe("Take these collection fees into the drop box before the dice and the tiles.");
  });
});

describe("the one-tap tile pad's keys", () => {
  it("are the 21 faces once each, Teen first and the Gee Joon last, covering all 32 tiles", () => {
    expect(PAD_FACES).toHaveLength(21);
    expect(new Set(PAD_FACES).size).toBe(21);
    expect(PAD_FACES[0]).toBe("6-6");
    expect(PAD_FACES.slice(-2)).toEqual(["1-2", "2-4"]);
    expect(PAD_FACES.reduce((n, f) => n + tilesOfFace(f).length, 0)).toBe(32);
  });
});
