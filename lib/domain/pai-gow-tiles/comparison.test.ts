import { describe, expect, it } from "vitest";
import { compareSettings, compareWithPlayerDealer } from "./comparison";
import { handOf } from "./hand";
import type { TileId } from "./tiles";

const h = (a: TileId, b: TileId) => handOf([a, b]);

describe("one hand against the player-dealer's (seed 004 L758-762)", () => {
  it("the higher hand wins it", () => {
    expect(compareWithPlayerDealer(h("6-6a", "1-6a"), h("1-1a", "1-5a"))).toMatchObject({ winner: "player", by: "higher" });
    expect(compareWithPlayerDealer(h("1-1a", "1-5a"), h("6-6a", "1-6a"))).toMatchObject({ winner: "player-dealer", by: "lower" });
  });

  it("a copy (same value, high tiles of the same rank) goes to the player-dealer", () => {
    // Teen + Tit against Teen + Chop Chit: both 9, Teen high.
    expect(compareWithPlayerDealer(h("6-6a", "1-6a"), h("6-6b", "2-5"))).toMatchObject({ winner: "player-dealer", by: "copy" });
    // The mixed pair's two tiles are one rank: 3-6 + 1-4 against 4-5 + 2-3, both 4, Chop Gow high.
    expect(compareWithPlayerDealer(h("3-6", "1-4"), h("4-5", "2-3"))).toMatchObject({ winner: "player-dealer", by: "copy" });
    // Two Teen Wongs are a copy too.
    expect(compareWithPlayerDealer(h("6-6a", "3-6"), h("6-6b", "4-5"))).toMatchObject({ winner: "player-dealer", by: "copy" });
    // One step off in value is no copy: Teen + Tit (9) against Teen + Chong (8).
    expect(compareWithPlayerDealer(h("6-6a", "1-6a"), h("6-6b", "3-3a"))).toMatchObject({ winner: "player", by: "higher" });
  });

  it("two zero hands go to the player-dealer whatever the high tiles", () => {
    const playerZero = h("1-3a", "1-5a"); // 10 → 0, Gor high
    const pdZero = h("5-6a", "4-5"); // 20 → 0, Foo high: lower than the player's Gor
    expect(playerZero.points).toBe(0);
    expect(pdZero.points).toBe(0);
    expect(compareWithPlayerDealer(playerZero, pdZero)).toMatchObject({ winner: "player-dealer", by: "zero" });
    // A zero against a one is decided by value as usual.
    expect(compareWithPlayerDealer(h("1-3a", "1-5a"), h("5-6a", "5-5a"))).toMatchObject({ winner: "player-dealer", by: "lower" });
  });

  it("a Gong counts as a Gong, not as a zero: it beats a zero hand and a zero hand does not tie it", () => {
    expect(compareWithPlayerDealer(h("6-6a", "4-4a"), h("1-3a", "1-5a"))).toMatchObject({ winner: "player", by: "higher" });
    expect(compareWithPlayerDealer(h("1-3a", "1-5a"), h("6-6a", "4-4a"))).toMatchObject({ winner: "player-dealer", by: "lower" });
  });
});

describe("the wager (seed 004 L814)", () => {
  const pd = { high: h("6-6a", "1-6a"), low: h("1-1a", "1-5a") }; // 9 Teen high / 8 Day high
  it("both hands higher wins", () => {
    expect(compareSettings({ high: h("6-6b", "3-6"), low: h("1-1b", "1-6b") }, pd).outcome).toBe("win");
  });

  it("one hand higher pushes, whichever it is", () => {
    expect(compareSettings({ high: h("6-6b", "3-6"), low: h("1-3a", "1-5b") }, pd).outcome).toBe("push");
    expect(compareSettings({ high: h("1-3a", "1-5b"), low: h("6-6b", "3-6") }, pd).outcome).toBe("push");
  });

  it("both lower, or copies, lose: the player-dealer wins identical hands", () => {
    expect(compareSettings({ high: h("4-4a", "1-3a"), low: h("1-3b", "1-5b") }, pd).outcome).toBe("lose");
    // A copy in both hands: 9 Teen high and 8 Day high again (Teen + Chop Chit, Day + Chong).
    const copies = compareSettings({ high: h("6-6b", "2-5"), low: h("1-1b", "3-3a") }, pd);
    expect([copies.high.by, copies.low.by, copies.outcome]).toEqual(["copy", "copy", "lose"]);
    // A copy in one hand and a win in the other is a push.
    expect(compareSettings({ high: h("6-6b", "3-6"), low: h("1-1b", "3-3a") }, pd).outcome).toBe("push");
  });

  it("says why, with the filing's line", () => {
    expect(compareSettings({ high: h("6-6b", "3-6"), low: h("1-3a", "1-5b") }, pd).because).toMatch(/one hand higher: a push \(seed 004 L814\)$/);
  });
});
