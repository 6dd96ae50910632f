import { describe, expect, it } from "vitest";
import { paiGowTilesGame } from "./games";
import { nextStep, settlementOrder } from "./next-step";
import { playRound } from "./play-round";
import { PaiGowTilesRefusal, type PaiGowTilesRefusalCode } from "./refusal";
import { dealTiles, exposeHands, rollDice, setHands } from "./round";
import { FACE_DOWN, newRound, seatOf, type RoundState } from "./round-state";
import { settleRound } from "./settlement";
import { GAME, SAMPLE } from "./test-kit";
import { visibleRound } from "./visible";

const codeOf = (f: () => unknown): PaiGowTilesRefusalCode | "none" => {
  try {
    f();
  } catch (e) {
    if (e instanceof PaiGowTilesRefusal) return e.code;
    throw e;
  }
  return "none";
};

const opened = () => newRound(GAME, SAMPLE);

/** The sample round dealt face down (no tile reader): the system learns tiles only as hands are set or turned over. */
function dealtFaceDown(): RoundState {
  let s = rollDice(opened(), 11);
  while (nextStep(s).kind === "deal") s = dealTiles(s, FACE_DOWN);
  return s;
}

describe("a round step by step, as the live table drives it", () => {
  it("the dice, then the stacks counterclockwise from seat 3 (seats 2, 8, 7 and 4 vacant)", () => {
    let s = opened();
    expect(nextStep(s)).toEqual({ kind: "roll-dice" });
    s = rollDice(s, 11);
    const deals: unknown[] = [];
    while (nextStep(s).kind === "deal") {
      deals.push(nextStep(s));
      s = dealTiles(s, FACE_DOWN);
    }
    expect(deals).toEqual([
      { kind: "deal", seat: 3, stack: 1, role: "player" },
      { kind: "deal", seat: 1, stack: 3, role: "player-dealer" },
      { kind: "deal", seat: 6, stack: 6, role: "player" },
      { kind: "deal", seat: 5, stack: 7, role: "player" },
    ]);
    expect(nextStep(s)).toEqual({ kind: "set-hands", seats: [3, 5, 6] });
  });

  it("players set in any order, face down or by the house way; the player-dealer last, face up; then each player turns over, clockwise from the button", () => {
    let s = dealtFaceDown();
    s = setHands(s, 6, { by: "house-way", tiles: ["4-5", "5-5", "2-4", "3-3"] });
    s = setHands(s, 3, { by: "player" });
    expect(codeOf(() => setHands(s, 1, { by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] }))).toBe("player-dealer-last");
    s = setHands(s, 5, { by: "player" });
    expect(nextStep(s)).toEqual({ kind: "player-dealer-sets", seat: 1 });
    expect(codeOf(() => setHands(s, 1, { by: "player" }))).toBe("player-dealer-face-up");
    s = setHands(s, 1, { by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] });
    expect(settlementOrder(s)).toEqual([3, 5, 6]);
    expect(nextStep(s)).toEqual({ kind: "expose", seat: 3 });
    expect(codeOf(() => exposeHands(s, 5, { high: ["5-5", "2-2"], low: ["4-4", "1-3"] }))).toBe("wrong-step");
    s = exposeHands(s, 3, { high: ["6-6", "3-6"], low: ["1-1", "1-6"] });
    s = exposeHands(s, 5, { high: ["5-5", "2-2"], low: ["4-4", "1-3"] });
    // Seat 6 was set the house way: nothing more to give.
    s = exposeHands(s, 6);
    expect(nextStep(s)).toEqual({ kind: "complete" });
    // Played face down or from a script, the same round settles the same.
    expect(settleRound(s).walk).toEqual(settleRound(playRound(GAME, SAMPLE)).walk);
  });

  it("settles clockwise from the action button: seat 3 paid, seat 5 collected, seat 6 and its backline pushed", () => {
    const settled = settleRound(playRound(GAME, SAMPLE));
    expect(settled.actionButton).toEqual({ seat: 3, landedOn: 3, route: "counted" });
    expect(settled.walk.lines.map((l) => `${l.seat}${l.backline ? " backline" : ""} ${l.action} ${l.amount}`)).toEqual(["3 pay 2000", "5 collect 3000", "6 push 0", "6 backline push 0"]);
    expect(settled.walk.bankAfter).toBe(11_000);
    expect(settled.conservation.ok).toBe(true);
    expect(settled.wagers.find((w) => w.seat === 6 && !w.backline)?.because).toMatch(/^high 9, Mooy high loses to 9, Teen high; low 9, Chong high beats 8, Day high; one hand higher: a push/);
  });
});

describe("refusals", () => {
  it("a step out of turn, and dice three dice cannot throw", () => {
    expect(codeOf(() => dealTiles(opened(), FACE_DOWN))).toBe("wrong-step");
    expect(codeOf(() => rollDice(opened(), 2))).toBe("bad-dice");
    expect(codeOf(() => rollDice(opened(), 19))).toBe("bad-dice");
    expect(codeOf(() => rollDice(rollDice(opened(), 11), 11))).toBe("wrong-step");
    expect(codeOf(() => setHands(dealtFaceDown(), 4, { by: "player" }))).toBe("not-this-seat");
    expect(codeOf(() => setHands(setHands(dealtFaceDown(), 3, { by: "player" }), 3, { by: "player" }))).toBe("not-this-seat");
  });

  it("a tile already out this round, or not the seat's own", () => {
    let s = rollDice(opened(), 11);
    s = dealTiles(s, ["6-6", "3-6", "1-1", "1-6"]);
    expect(codeOf(() => dealTiles(s, ["6-6", "1-6", "1-1", "3-6"]))).toBe("tile-refused");
    s = dealTiles(s, ["6-6", "1-6", "1-1", "1-5"]);
    expect(seatOf(s, 1)?.tiles).toEqual(["6-6b", "1-6b", "1-1b", "1-5a"]);
    expect(codeOf(() => dealTiles(s, ["6-6", "4-5", "2-4", "3-3"]))).toBe("tile-refused");
    s = dealTiles(s, ["4-5", "5-5", "2-4", "3-3"]);
    s = dealTiles(s, ["4-4", "1-3", "5-5", "2-2"]);
    // Seat 3 was dealt 6-6 3-6 1-1 1-6: a 4-4 is not one of them.
    expect(codeOf(() => setHands(s, 3, { by: "player", high: ["6-6", "4-4"], low: ["1-1", "1-6"] }))).toBe("tile-refused");
    expect(codeOf(() => setHands(s, 3, { by: "player", high: ["6-6", "3-6", "1-1"], low: ["1-6"] }))).toBe("bad-split");
  });

  it("a high hand set below the low hand: refused, or swapped (option highBelowLow)", () => {
    const s = dealtFaceDown();
    expect(codeOf(() => setHands(s, 5, { by: "player", high: ["4-4", "1-3"], low: ["5-5", "2-2"] }))).toBe("high-below-low");
    const swapping = newRound(paiGowTilesGame("pai-gow-tiles", { highBelowLow: "swapped" }), SAMPLE);
    let t = rollDice(swapping, 11);
    while (nextStep(t).kind === "deal") t = dealTiles(t, FACE_DOWN);
    t = setHands(t, 5, { by: "player", high: ["4-4", "1-3"], low: ["5-5", "2-2"] });
    expect(seatOf(t, 5)?.split).toEqual({ high: ["5-5a", "2-2a"], low: ["4-4a", "1-3a"] });
  });

  it("hands turned over must be the hands set", () => {
    let s = dealtFaceDown();
    s = setHands(s, 3, { by: "house-way", tiles: ["6-6", "3-6", "1-1", "1-6"] });
    s = setHands(s, 5, { by: "player" });
    s = setHands(s, 6, { by: "player" });
    s = setHands(s, 1, { by: "house-way", tiles: ["6-6", "1-6", "1-1", "1-5"] });
    expect(codeOf(() => exposeHands(s, 3, { high: ["6-6", "1-1"], low: ["3-6", "1-6"] }))).toBe("bad-split");
    expect(codeOf(() => exposeHands(s, 3, { high: ["6-6", "3-6"], low: ["1-1", "1-6"] }))).toBe("none");
    s = exposeHands(s, 3);
    expect(codeOf(() => exposeHands(s, 5))).toBe("bad-split");
  });

  it("option playerDealerSets 'house-way': the player-dealer may not set its own way", () => {
    const houseWay = newRound(paiGowTilesGame("pai-gow-tiles", { playerDealerSets: "house-way" }), SAMPLE);
    let s = rollDice(houseWay, 11);
    while (nextStep(s).kind === "deal") s = dealTiles(s, FACE_DOWN);
    for (const seat of [3, 5, 6]) s = setHands(s, seat, { by: "player" });
    expect(codeOf(() => setHands(s, 1, { by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] }))).toBe("house-way-only");
    expect(codeOf(() => setHands(s, 1, { by: "house-way", tiles: ["6-6", "1-6", "1-1", "1-5"] }))).toBe("none");
  });

  it("an impossible round is refused when opened", () => {
    expect(codeOf(() => newRound(GAME, { ...SAMPLE, wagers: [{ seat: 1, bet: "main", amount: 100 }] }))).toBe("bad-round");
    expect(codeOf(() => newRound(GAME, { ...SAMPLE, wagers: [{ seat: 3, bet: "main", amount: 100, backline: true }] }))).toBe("bad-round");
    expect(codeOf(() => newRound(GAME, { ...SAMPLE, seats: 9 }))).toBe("bad-round");
    expect(codeOf(() => newRound(GAME, { ...SAMPLE, wagers: [] }))).toBe("bad-round");
  });
});

describe("what the wall may show", () => {
  it("never a hand still face down, even one the system knows; the player-dealer's once set; each player's and its result once turned over", () => {
    let s = rollDice(opened(), 11);
    while (nextStep(s).kind === "deal") {
      const step = nextStep(s);
      if (step.kind !== "deal") break;
      s = dealTiles(s, SAMPLE.hands[step.seat]?.tiles ?? FACE_DOWN);
    }
    s = setHands(s, 6, { by: "house-way" });
    s = setHands(s, 3, { by: "player", high: ["6-6", "3-6"], low: ["1-1", "1-6"] });
    s = setHands(s, 5, { by: "player" });
    let wall = visibleRound(s);
    expect(wall.seats.every((seat) => seat.hands === null && seat.result === null)).toBe(true);
    expect(JSON.stringify(wall)).not.toMatch(/"\d-\d[ab]?"/);
    expect(wall).toMatchObject({ dice: 11, landedOn: 3, actionSeat: 3 });
    expect(wall.seats.find((x) => x.seat === 6)).toMatchObject({ set: true, byHouseWay: true, hands: null });
    s = setHands(s, 1, { by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] });
    wall = visibleRound(s);
    expect(wall.seats.find((x) => x.seat === 1)?.hands).toMatchObject({ highText: "9, Teen high", lowText: "8, Day high" });
    expect(wall.seats.filter((x) => x.hands !== null).map((x) => x.seat)).toEqual([1]);
    s = exposeHands(s, 3);
    wall = visibleRound(s);
    expect(wall.seats.find((x) => x.seat === 3)).toMatchObject({ hands: { highText: "Wong (Teen and a 9)" }, result: "win" });
    expect(wall.seats.find((x) => x.seat === 6)?.hands).toBeNull();
  });
});
