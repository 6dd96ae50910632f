import { describe, expect, it } from "vitest";
import { eachSeatResult, type SeatResultRules } from "./seat-results";
import type { SeatNumber } from "./seats";

class Refused extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}
const rules: SeatResultRules<"no-such-hand"> = {
  refuse: (code, message) => {
    throw new Refused(code, message);
  },
  strayCode: "no-such-hand",
  handWager: "Ante",
};
const seats = [1, 3] as SeatNumber[];
const refusal = (given: unknown) => {
  try {
    eachSeatResult(seats, given, rules, (seat) => seat);
  } catch (error) {
    return { code: (error as Refused).code, message: (error as Refused).message };
  }
  return null;
};

describe("each seat's one result", () => {
  it("reads each seat's result in the seats' order", () => {
    expect(eachSeatResult(seats, [{ seat: 3, r: "lose" }, { seat: 1, r: "win" }], rules, (seat, r: { seat: SeatNumber; r: string }) => `${seat} ${r.r}`)).toEqual(["1 win", "3 lose"]);
  });

  it("refuses what is not a list, a missing seat, a seat given twice and a seat with no hand, in words", () => {
    expect(refusal({ seat: 1 })).toEqual({ code: "bad-results", message: "the results are a list, one a seat" });
    expect(refusal([{ seat: 1 }])).toEqual({ code: "bad-results", message: "seat 3's result is missing" });
    expect(refusal([{ seat: 1 }, { seat: 3 }, { seat: 1 }])).toEqual({ code: "bad-results", message: "seat 1's result is given twice" });
    expect(refusal([{ seat: 1 }, { seat: 3 }, { seat: 5 }])).toEqual({ code: "no-such-hand", message: "seat 5 has no hand this round (no Ante there)" });
    expect(refusal([{ seat: 1 }, { seat: 3 }])).toBeNull();
  });
});
