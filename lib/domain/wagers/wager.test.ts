import { describe, it, expect } from "vitest";
import { bettorKey, describeBettor, isBackline, sameBettor, spotTotal, type Wager } from "./wager";

const seated: Wager = { seat: 3, bet: "player", amount: 5000 };
const ann: Wager = { seat: 3, bet: "banker", amount: 2000, backline: true, bettor: "Ann" };
const bob: Wager = { seat: 3, bet: "player", amount: 1000, backline: true, bettor: "Bob" };

describe("wagers", () => {
  it("tells the seated player and each backline bettor apart", () => {
    expect(isBackline(seated)).toBe(false);
    expect(isBackline(ann)).toBe(true);
    expect(sameBettor(seated, { ...seated, bet: "tie" })).toBe(true);
    expect(sameBettor(seated, bob)).toBe(false);
    expect(sameBettor(ann, bob)).toBe(false);
    expect(sameBettor(ann, { ...ann, bet: "tie" })).toBe(true);
    expect(sameBettor(ann, { ...ann, seat: 4 })).toBe(false);
    // A label on a seated wager does not make a second seated player.
    expect(bettorKey({ ...seated, bettor: "x" })).toBe(bettorKey(seated));
  });

  it("names bettors the way a dealer says them", () => {
    expect(describeBettor(seated)).toBe("Seat 3");
    expect(describeBettor(ann)).toBe("Seat 3 backline (Ann)");
    expect(describeBettor({ seat: 5, bet: "tie", amount: 500, backline: true })).toBe("Seat 5 backline");
  });

  it("totals a spot over the seated player and the backline, not other bets or seats", () => {
    const wagers = [seated, ann, bob, { seat: 4, bet: "player", amount: 700 }];
    expect(spotTotal(wagers, 3, "player")).toBe(6000);
    expect(spotTotal(wagers, 3, "banker")).toBe(2000);
    expect(spotTotal(wagers, 3, "tie")).toBe(0);
  });
});
