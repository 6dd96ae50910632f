import { describe, expect, it } from "vitest";
import { computeFees } from "../fees";
import { describeNextStep, pokerNextStep } from "./next-step";
import { run, openTable, seated, STAKES, T0, MINUTE } from "./test-kit";
import { timeOwed } from "./time-table";
import { describeTimeToNext, pokerWallView } from "./wall-view";
import type { Card } from "../cards/card";

const at = (min: number) => T0 + min * MINUTE;

describe("a time-collection table (Kings option 6, $75-$150: $5 per player per half hour, seed 004 L20-21)", () => {
  const open = () => seated(openTable("texas-holdem", STAKES.kingsTime), [1, 2, 3]);

  it("starts the clock before the first hand, and takes no drop", () => {
    let t = open();
    expect(t.option.id).toBe("6");
    expect(describeNextStep(pokerNextStep(t))).toBe("Start the time clock: $5.00 per player per half hour");
    t = run(t, { kind: "draw-for-button", cards: [{ seat: 1, card: "AS" as Card }, { seat: 2, card: "2S" as Card }, { seat: 3, card: "3S" as Card }] });
    expect(() => run(t, { kind: "deal" })).toThrow(/start the time clock/);
    t = run(t, { kind: "start-clock", at: T0 }, { kind: "deal" });
    expect(describeNextStep(pokerNextStep(t))).toBe("Tap the winner");
    expect(() => run(t, { kind: "flop" }, { kind: "take-drop" })).toThrow(/collects time, not a drop/);
    t = run(t, { kind: "flop" }, { kind: "award", pots: [{ high: [2] }] });
    expect(t.hand).toMatchObject({ status: "complete", drop: null });
  });

  it("collects seat by seat across half hours, with players joining and leaving", () => {
    let t = run(open(), { kind: "start-clock", at: T0 });
    expect(timeOwed(t, at(0)).map((d) => d.seat)).toEqual([1, 2, 3]);
    t = run(t, { kind: "collect-time", seat: 1, at: at(1) }, { kind: "collect-time", seat: 2, at: at(1) }, { kind: "collect-time", seat: 3, at: at(2) });
    expect(timeOwed(t, at(29))).toEqual([]);
    expect(() => run(t, { kind: "collect-time", seat: 1, at: at(5) })).toThrow(/seat 1 owes no time now/);

    // Seat 4 joins at 18:40, seat 2 leaves at 18:50.
    t = run(t, { kind: "sit", seat: 4, player: "p4", at: at(40) }, { kind: "leave", seat: 2, at: at(50) });
    expect(timeOwed(t, at(55)).map((d) => [d.seat, d.halfHour])).toEqual([[1, 1], [2, 1], [3, 1]]);
    // The dealer collects seat 2's half hour from the leaving player's seat, and the rest at the next half hour.
    t = run(t, { kind: "collect-time", seat: 2, at: at(55) });
    expect(timeOwed(t, at(61)).map((d) => [d.seat, d.halfHour])).toEqual([[1, 1], [3, 1], [1, 2], [3, 2], [4, 2]]);
    t = run(t, { kind: "collect-time", seat: 1, at: at(62) });
    expect(t.timeCollected.filter((c) => c.seat === 1).map((c) => c.halfHour)).toEqual([0, 1, 2]);

    const line = t.timeCollected[0]!.line;
    const [expected] = computeFees(t.option, { kind: "time", seatedPlayers: [1], halfHours: 1 });
    expect(line).toEqual(expected);
    expect(line).toMatchObject({ payer: { kind: "seat", seat: 1 }, cents: 500, rule: { text: "time collection $5.00 per player per 1/2 hour x 1" } });
    // Half hour 0 from seats 1-3, half hour 1 from seats 2 and 1, half hour 2 from seat 1.
    expect(t.timeCollected.reduce((s, c) => s + c.cents, 0)).toBe(6 * 500);
  });

  it("option 7, $150 and above: $6 (seed 004 L22); prorated lines say so", () => {
    let t = seated(openTable("omaha", { structure: "limit", smallBet: 20000, bigBet: 40000, blinds: { small: 10000, big: 20000 } }, { timeProration: "by-minute" }), [1]);
    expect(t.option.id).toBe("7");
    t = run(t, { kind: "start-clock", at: T0 }, { kind: "sit", seat: 2, player: "p2", at: at(20) }, { kind: "collect-time", seat: 2, at: at(21) });
    expect(t.timeCollected[0]).toMatchObject({ cents: 200, line: { cents: 200 } });
    expect(t.timeCollected[0]!.line.rule.text).toBe("time collection $6.00 per player per 1/2 hour x 1, prorated: 10 of 30 minutes = $2.00");
  });

  it("the wall counts down to the next half hour", () => {
    const t = run(open(), { kind: "start-clock", at: T0 });
    const view = pokerWallView(t, at(12));
    expect(view.time).toEqual({ perHalfHourCents: 500, nextAt: at(30), msToNext: 18 * MINUTE });
    expect(describeTimeToNext(view)).toBe("Time collection $5.00 per player in 18 min");
  });

  it("the clock: once, and not at a drop table", () => {
    const t = run(open(), { kind: "start-clock", at: T0 });
    expect(() => run(t, { kind: "start-clock", at: at(1) })).toThrow(/already running/);
    expect(() => run(t, { kind: "stop-clock", at: at(1) }, { kind: "start-clock", at: at(2) })).toThrow(/was stopped/);
    expect(() => run(seated(openTable("texas-holdem", STAKES.kings), [1, 2]), { kind: "start-clock", at: T0 })).toThrow(/takes a drop from the pot, not time/);
  });
});
