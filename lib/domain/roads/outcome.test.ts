import { describe, expect, it } from "vitest";
import { assertRoundLog, parseSequence, RoadInputError } from "./outcome";

describe("parseSequence", () => {
  it("reads B, P, T in order", () => {
    expect(parseSequence("BPT")).toEqual([{ winner: "B" }, { winner: "P" }, { winner: "T" }]);
  });

  it.each([
    ["BXP", /"X" at position 2/],
    ["bbp", /"b" at position 1/],
    ["B P", /" " at position 2/],
    ["", /empty sequence/],
  ])("refuses %j with the position of the first bad character", (text, message) => {
    expect(() => parseSequence(text)).toThrow(RoadInputError);
    expect(() => parseSequence(text)).toThrow(message);
  });
});

describe("assertRoundLog", () => {
  it("accepts outcomes with flags and markers", () => {
    expect(() => assertRoundLog([{ winner: "B", bankerPair: true, natural: false, markers: ["dragon7"] }, { winner: "T" }])).not.toThrow();
  });

  it.each([
    ["not an array", { winner: "B" }, /array/],
    ["a bad winner", [{ winner: "B" }, { winner: "X" }], /hand 2: winner/],
    ["a non-boolean flag", [{ winner: "P", playerPair: "yes" }], /playerPair/],
    ["non-string markers", [{ winner: "P", markers: [7] }], /markers/],
    ["a null hand", [null], /hand 1: not an outcome/],
  ])("refuses %s", (_, value, message) => {
    expect(() => assertRoundLog(value)).toThrow(message);
  });
});
