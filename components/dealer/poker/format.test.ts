import { describe, expect, it } from "vitest";
import { awardCommand, awardLabel, countdown, needsPotAnswer, owedText, potAmounts, seatMarks } from "./format";

describe("the poker tablet's words and commands", () => {
  it("marks the button, the blinds and the kill on the seats, from the next deal's plan between hands", () => {
    const view = { plan: { button: 3, smallBlind: 5, bigBlind: 7 }, positions: null, hand: null, kill: { legUp: 8, nextKiller: 5, killBlindCents: 600, words: "" } } as never;
    expect(seatMarks(view, 3)).toEqual(["Button"]);
    expect(seatMarks(view, 5)).toEqual(["Small blind", "Kill"]);
    expect(seatMarks(view, 8)).toEqual(["Leg up"]);
    expect(seatMarks(view, 1)).toEqual([]);
  });

  it("sends one pot to one winner, lows only where chosen, the pot's size only where given", () => {
    expect(awardCommand({ pots: [{ high: [3], low: [] }], potCents: null, killSizedPot: null })).toEqual({ type: "award", pots: [{ high: [3] }] });
    expect(awardCommand({ pots: [{ high: [3], low: [5] }, { high: [1, 2], low: [] }], potCents: 4_000, killSizedPot: null })).toEqual({
      type: "award",
      pots: [{ high: [3], low: [5] }, { high: [1, 2] }],
      potCents: 4_000,
    });
    expect(awardLabel({ pots: [{ high: [3], low: [] }], potCents: null, killSizedPot: null })).toBe("Push the pot to seat 3");
    expect(awardLabel({ pots: [{ high: [3, 4], low: [] }], potCents: null, killSizedPot: null })).toBe("Split the pot: seats 3 and 4");
    expect(awardLabel({ pots: [{ high: [3], low: [5] }], potCents: null, killSizedPot: null })).toBe("Main: seat 3 high, seat 5 low");
  });

  it("asks the pot's size only when one seat whose scoop could kill takes everything", () => {
    const view = { killAsk: { seats: [3], thresholdCents: 3_000 } } as never;
    expect(needsPotAnswer(view, { pots: [{ high: [3], low: [] }], potCents: null, killSizedPot: null })).toBe(true);
    expect(needsPotAnswer(view, { pots: [{ high: [3], low: [3] }], potCents: null, killSizedPot: null })).toBe(true);
    expect(needsPotAnswer(view, { pots: [{ high: [3], low: [5] }], potCents: null, killSizedPot: null })).toBe(false);
    expect(needsPotAnswer(view, { pots: [{ high: [4], low: [] }], potCents: null, killSizedPot: null })).toBe(false);
    expect(needsPotAnswer(view, { pots: [{ high: [3], low: [] }], potCents: null, killSizedPot: true })).toBe(false);
  });

  it("says the time owed and counts down to the next half hour", () => {
    expect(owedText({ cents: 500, halfHours: 1 })).toBe("$5.00");
    expect(owedText({ cents: 1_000, halfHours: 2 })).toBe("$10.00 (2 half hours)");
    expect(countdown(1_000_000 + 725_000, 1_000_000)).toBe("12:05");
    expect(countdown(null, 0)).toBeNull();
  });

  it("takes each pot's amount with side pots: every pot or none, in dollars and cents, said in words", () => {
    expect(potAmounts(["", " "])).toEqual({ ok: true, cents: null });
    expect(potAmounts(["91", "$31.50"])).toEqual({ ok: true, cents: [9_100, 3_150] });
    expect(potAmounts(["91", ""])).toEqual({ ok: false, problem: "Enter the amount of every pot (side pot 1 is blank), or leave them all blank." });
    expect(potAmounts(["ninety", "31"])).toEqual({ ok: false, problem: "The amount of the main pot is not dollars and cents: type it like 90 or 90.50." });
    expect(potAmounts(["90", "31.555"])).toEqual({ ok: false, problem: "The amount of side pot 1 is not dollars and cents: type it like 90 or 90.50." });
    const draft = { pots: [{ high: [2, 5], low: [] }, { high: [5], low: [] }], potCents: null, killSizedPot: null, potsCents: [9_100, 3_100] };
    expect(awardCommand(draft)).toEqual({ type: "award", pots: [{ high: [2, 5], cents: 9_100 }, { high: [5], cents: 3_100 }] });
    // The pots' amounts say the pot's size: no need to ask whether a scoop reached it.
    const view = { killAsk: { seats: [5], thresholdCents: 3_000 } } as never;
    expect(needsPotAnswer(view, { ...draft, pots: [{ high: [5], low: [] }, { high: [5], low: [] }] })).toBe(false);
    expect(needsPotAnswer(view, { ...draft, pots: [{ high: [5], low: [] }, { high: [5], low: [] }], potsCents: null })).toBe(true);
  });
});
