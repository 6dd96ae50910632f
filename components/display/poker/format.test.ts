import { describe, expect, it } from "vitest";
import { blindsLine, killLine, stakesLine, timeLine, wallMarks } from "./format";

describe("the poker wall's words", () => {
  it("posts the stakes and the blinds in large plain words", () => {
    expect(stakesLine({ stakes: "$3.00-$6.00 limit, blinds $2.00/$3.00" })).toBe("$3 – $6 limit");
    expect(blindsLine({ stakes: "$3.00-$6.00 limit, blinds $2.00/$3.00" })).toBe("Blinds $2 / $3");
    expect(stakesLine({ stakes: "pot limit, blinds $0.50/$1.00" })).toBe("Pot limit");
    expect(blindsLine({ stakes: "pot limit, blinds $0.50/$1.00" })).toBe("Blinds $0.50 / $1");
    expect(stakesLine({ stakes: "no limit, buy-in $200.00-$500.00, blinds $2.00/$5.00" })).toBe("No limit, buy-in $200 – $500");
  });

  it("marks the button (dead where it is), the blinds and the kill", () => {
    const view = { positions: { button: 4, buttonDead: true, smallBlind: null, bigBlind: 6 }, hand: null, kill: { legUp: 2, nextKiller: 6, killBlindCents: 600, words: "" } };
    expect(wallMarks(view, 4)).toEqual(["D (dead)"]);
    expect(wallMarks(view, 6)).toEqual(["BB", "KILL"]);
    expect(wallMarks(view, 2)).toEqual(["LEG"]);
  });

  it("counts down to the next time collection on the wall's clock", () => {
    expect(timeLine({ time: { perHalfHourCents: 500, nextAt: 61_000, running: true } }, 0)).toBe("Next time collection in 1:01");
    expect(timeLine({ time: { perHalfHourCents: 500, nextAt: null, running: false } }, 0)).toBe("Time $5 per player per half hour");
    expect(timeLine({ time: null }, 0)).toBeNull();
  });

  it("says a killed pot in play, urgent, as the view words it", () => {
    expect(killLine({ kill: { legUp: 3, nextKiller: null, killBlindCents: 600, words: "Seat 3 has a leg up" }, hand: null, killedHand: false })).toEqual({ text: "Seat 3 has a leg up", urgent: false });
    expect(killLine({ kill: { legUp: 3, nextKiller: null, killBlindCents: 600, words: "Killed pot: seat 3 posted the kill blind $6.00; limits doubled" }, hand: { killedBy: 3 } as never, killedHand: true })).toEqual({
      text: "Killed pot: seat 3 posted the kill blind $6.00; limits doubled",
      urgent: true,
    });
  });
});
