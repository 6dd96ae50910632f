import { describe, expect, it } from "vitest";
import { threeCardPokerGame } from "./games";
import { describeStep, nextStep } from "./next-step";
import { publicRound } from "./public-view";
import { ThreeCardPokerRefusal } from "./refusal";
import { collectFolds, dealStack, decide, revealHand, revealPlayerDealer, unloadShuffler } from "./round";
import { FACE_DOWN, newRound, type RoundState, type ThreeCardPokerWager } from "./round-state";
import { applyStep, replaySteps, type ThreeCardPokerStep } from "./steps";
import { $, BOTH, MORTIMERS, ante, pairPlus, sixCard } from "./test-kit";

const codeOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof ThreeCardPokerRefusal) return e.code;
    throw e;
  }
  return "none";
};
const messageOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof ThreeCardPokerRefusal) return e.message;
    throw e;
  }
  return "none";
};

const open = (wagers: readonly ThreeCardPokerWager[], pdSeat = 1, game = MORTIMERS, seats = 8): RoundState => newRound(game, { seats, pdSeat, bank: $(1000), wagers });

describe.each(BOTH)("the deal, %s", (_name, game) => {
  it("a stack of three to each seat with an Ante from the player-dealer's left, the player-dealer last (seed 003 L1600-1603, seed 004 L330)", () => {
    let s = open([ante(2), ante(6), ante(7)], 5, game);
    const order: string[] = [];
    for (;;) {
      const step = nextStep(s);
      if (step.kind !== "deal-stack") break;
      order.push(step.to.kind === "player" ? `seat ${step.to.seat}` : "player-dealer");
      s = dealStack(s, step.to.kind === "player-dealer" ? ["AS", FACE_DOWN, FACE_DOWN] : [FACE_DOWN, FACE_DOWN, FACE_DOWN]);
    }
    expect(order).toEqual(["seat 6", "seat 7", "seat 2", "player-dealer"]);
    expect(nextStep(s)).toEqual({ kind: "unload-shuffler" });
  });

  it("the player-dealer's bottom card is turned face up at the deal: it must be read (seed 003 L1603-1605, seed 004 L330)", () => {
    const s = dealStack(open([ante(2)], 1, game), ["AS", "KS", "QS"]);
    expect(codeOf(() => dealStack(s, [FACE_DOWN, FACE_DOWN, FACE_DOWN]))).toBe("card-not-allowed");
    const dealt = dealStack(s, ["2C", FACE_DOWN, FACE_DOWN]);
    expect(publicRound(dealt).playerDealer.upCard).toBe("2C");
  });

  it("stacks of three (seed 003 L1596), one deck: a card already in the round or a joker is refused", () => {
    const s = open([ante(2), ante(3)], 1, game);
    expect(codeOf(() => dealStack(s, ["AS", "KS"]))).toBe("stack-size");
    expect(codeOf(() => dealStack(s, ["AS", "AS", "KS"]))).toBe("card-not-allowed");
    expect(codeOf(() => dealStack(s, ["AS", "JK", "KS"]))).toBe("card-not-allowed");
    const next = dealStack(s, ["AS", "KS", "QS"]);
    expect(messageOf(() => dealStack(next, ["2C", "KS", "3C"]))).toBe("K♠ is already in seat 2's hand: one deck holds each card once");
  });

  it("the undealt cards go into the discard rack before the players decide (seed 003 L1606-1608, seed 004 L331)", () => {
    const s = dealStack(dealStack(open([ante(2)], 1, game), ["AS", "KS", "QS"]), ["2C", "3D", "9H"]);
    expect(codeOf(() => decide(s, 2, "play"))).toBe("wrong-step");
    expect(nextStep(unloadShuffler(s))).toEqual({ kind: "decide", seat: 2, bettor: null });
  });
});

/** Deals the stacks (read) and unloads the shuffler. */
function dealt(wagers: readonly ThreeCardPokerWager[], stacks: readonly string[], game = MORTIMERS, pdSeat = 1): RoundState {
  let s = open(wagers, pdSeat, game);
  for (const stack of stacks) s = dealStack(s, stack.split(" "));
  return unloadShuffler(s);
}

describe("Play or fold", () => {
  it("in order from the player-dealer's left, each Play or fold once (seed 003 L1614-1618, seed 004 L337)", () => {
    const s = dealt([ante(3), ante(5)], ["AS KS QS", "2C 3D 9H", "4H 4D 7C"]);
    expect(codeOf(() => decide(s, 5, "play"))).toBe("not-this-hand");
    expect(codeOf(() => decide(s, 4, "play"))).toBe("no-such-hand");
    expect(codeOf(() => decide(s, 3, "raise" as never))).toBe("not-a-decision");
    const after = decide(decide(s, 3, "play"), 5, "fold");
    expect(codeOf(() => decide(after, 3, "fold"))).toBe("wrong-step");
    expect(describeStep(nextStep(after))).toBe("the forfeited wagers are collected first (seats 5)");
  });

  it("a fold forfeits the Ante and Pair Plus and ends the hand: its cards are never turned over (seed 003 L1614-1625)", () => {
    let s = dealt([ante(2), pairPlus(2), ante(3)], ["AS KS QS", "2C 3D 9H", "4H 4D 7C"]);
    s = collectFolds(decide(decide(s, 2, "fold"), 3, "play"));
    s = revealPlayerDealer(s);
    expect(nextStep(s)).toEqual({ kind: "reveal-hand", seat: 3, cardsNeeded: false });
    s = revealHand(s, 3);
    expect(nextStep(s).kind).toBe("complete");
    expect(publicRound(s).seats.find((p) => p.seat === 2)?.cards).toBeNull();
  });

  it("a fold keeps the 6 Card Bonus live, so that hand is turned over too (seed 003 L1621-1622, seed 004 L339; D3)", () => {
    let s = dealt([ante(2), sixCard(2), ante(3)], ["AS KS QS", "2C 3D 9H", "4H 4D 7C"]);
    s = revealPlayerDealer(collectFolds(decide(decide(s, 2, "fold"), 3, "fold")));
    expect(nextStep(s)).toEqual({ kind: "reveal-hand", seat: 2, cardsNeeded: false });
    s = revealHand(s, 2);
    expect(nextStep(s).kind).toBe("complete");
    expect(publicRound(s).seats.map((p) => p.cards)).toEqual([["AS", "KS", "QS"], null]);
  });

  it("no fold, no collection step", () => {
    const s = decide(dealt([ante(2)], ["AS KS QS", "2C 3D 9H"]), 2, "play");
    expect(nextStep(s)).toEqual({ kind: "reveal-player-dealer", cardsNeeded: false });
  });
});

describe("backline bettors (seed 003 L1592, L1611-1618; option backlineDecision)", () => {
  const wagers = [ante(2), ante(2, $(5), { backline: true, bettor: "Ann" }), ante(2, $(5), { backline: true, bettor: "Bo" })];

  it("follow the seated player by default: one decision for the hand", () => {
    const s = decide(dealt(wagers, ["AS KS QS", "2C 3D 9H"]), 2, "play");
    expect(nextStep(s).kind).toBe("reveal-player-dealer");
  });

  it("decide for themselves once the seated player plays, under \"own-when-seat-plays\"", () => {
    const game = threeCardPokerGame("three-card-poker-6cb-mortimers", { backlineDecision: "own-when-seat-plays" });
    let s = decide(dealt(wagers, ["AS KS QS", "2C 3D 9H"], game), 2, "play");
    expect(nextStep(s)).toEqual({ kind: "decide", seat: 2, bettor: "Ann" });
    expect(codeOf(() => decide(s, 2, "fold", "Bo"))).toBe("not-this-hand");
    expect(codeOf(() => decide(s, 2, "fold", "Cy"))).toBe("no-such-hand");
    s = decide(decide(s, 2, "fold", "Ann"), 2, "play", "Bo");
    expect(nextStep(s)).toEqual({ kind: "collect-folds", seats: [2] });
    // A seated player's fold folds the hand for everyone on it.
    const folded = decide(dealt(wagers, ["AS KS QS", "2C 3D 9H"], game), 2, "fold");
    expect(nextStep(folded).kind).toBe("collect-folds");
  });
});

describe("cards entered as they are turned over", () => {
  const unread = () => {
    let s = open([ante(2), ante(3)]);
    s = dealStack(s, [FACE_DOWN, FACE_DOWN, FACE_DOWN]);
    s = dealStack(s, [FACE_DOWN, FACE_DOWN, FACE_DOWN]);
    s = dealStack(s, ["QS", FACE_DOWN, FACE_DOWN]);
    return decide(decide(unloadShuffler(s), 2, "play"), 3, "play");
  };

  it("the reveals ask for the cards, and the player-dealer's must hold its up card", () => {
    const s = unread();
    expect(nextStep(s)).toEqual({ kind: "reveal-player-dealer", cardsNeeded: true });
    expect(codeOf(() => revealPlayerDealer(s))).toBe("card-not-allowed");
    expect(codeOf(() => revealPlayerDealer(s, ["KS", "7D", "2C"]))).toBe("card-mismatch");
    const r = revealPlayerDealer(s, ["7D", "QS", "2C"]);
    expect(r.playerDealer.cards).toEqual(["QS", "7D", "2C"]);
    expect(nextStep(r)).toEqual({ kind: "reveal-hand", seat: 2, cardsNeeded: true });
    expect(codeOf(() => revealHand(r, 2, ["7D", "8D", "9D"]))).toBe("card-not-allowed");
    expect(codeOf(() => revealHand(r, 3, ["7H", "8D", "9D"]))).toBe("not-this-hand");
    const done = revealHand(revealHand(r, 2, ["7H", "8H", "9H"]), 3, ["AC", "AD", "3S"]);
    expect(nextStep(done).kind).toBe("complete");
  });

  it("cards read at the deal must match at the reveal", () => {
    let s = dealt([ante(2)], ["AS KS QS", "2C 3D 9H"]);
    s = revealPlayerDealer(decide(s, 2, "play"), ["9H", "3D", "2C"]);
    expect(codeOf(() => revealHand(s, 2, ["AS", "KS", "JS"]))).toBe("card-mismatch");
    expect(revealHand(s, 2, ["QS", "AS", "KS"]).hands[0]?.cards).toEqual(["AS", "KS", "QS"]);
  });
});

describe("opening a round", () => {
  it("refuses what no table can hold (bad-round)", () => {
    const cases: [readonly ThreeCardPokerWager[], RegExp][] = [
      [[pairPlus(2)], /the Pair Plus needs the same bettor's Ante/],
      [[ante(2), sixCard(3)], /the 6 Card Bonus needs the same bettor's Ante/],
      [[ante(1)], /the player-dealer cannot wager/],
      [[ante(2), ante(2)], /two Ante wagers from one bettor/],
      [[ante(2), ante(3, $(5), { backline: true })], /seat 3 has no Ante/],
      [[], /no player has an Ante/],
      [[ante(2), { seat: 2, bet: "play", amount: 500 } as never], /the Play wager is made after the deal/],
      [[ante(9)], /no such seat/],
    ];
    for (const [wagers, message] of cases) expect(messageOf(() => open(wagers))).toMatch(message);
    expect(messageOf(() => newRound(MORTIMERS, { seats: 9, pdSeat: 1, bank: 0, wagers: [ante(2)] }))).toMatch(/seats 2 to 8, the player-dealer included \(seed 003 L1515-1527\)/);
  });

  it("Pair Plus and 6 Card Bonus together by default; option bonusBets \"one\" refuses both from one bettor (seed 003 L1584-1586; D1)", () => {
    expect(() => open([ante(2), pairPlus(2), sixCard(2)])).not.toThrow();
    const one = threeCardPokerGame("three-card-poker-6cb", { bonusBets: "one" });
    expect(messageOf(() => open([ante(2), pairPlus(2), sixCard(2)], 1, one))).toMatch(/a Pair Plus or a 6 Card Bonus, not both/);
    expect(() => open([ante(2), pairPlus(2), ante(3), sixCard(3)], 1, one)).not.toThrow();
  });
});

describe("the round as steps", () => {
  it("replaying the steps gives the state the commands gave", () => {
    const steps: ThreeCardPokerStep[] = [
      { kind: "deal-stack", cards: [FACE_DOWN, FACE_DOWN, FACE_DOWN] },
      { kind: "deal-stack", cards: ["9C", "TD", "JH"] },
      { kind: "deal-stack", cards: ["QS", FACE_DOWN, FACE_DOWN] },
      { kind: "unload-shuffler" },
      { kind: "decide", seat: 2, decision: "fold" },
      { kind: "decide", seat: 3, decision: "play" },
      { kind: "collect-folds" },
      { kind: "reveal-player-dealer", cards: ["QS", "4D", "2C"] },
      { kind: "reveal-hand", seat: 2, cards: ["5H", "6H", "KH"] },
      { kind: "reveal-hand", seat: 3 },
    ];
    const round = { seats: 8, pdSeat: 1, bank: $(500), wagers: [ante(2), sixCard(2), ante(3)] };
    const replayed = replaySteps(MORTIMERS, round, steps);
    let direct = newRound(MORTIMERS, round);
    direct = dealStack(direct, [FACE_DOWN, FACE_DOWN, FACE_DOWN]);
    direct = dealStack(direct, ["9C", "TD", "JH"]);
    direct = dealStack(direct, ["QS", FACE_DOWN, FACE_DOWN]);
    direct = collectFolds(decide(decide(unloadShuffler(direct), 2, "fold"), 3, "play"));
    direct = revealHand(revealHand(revealPlayerDealer(direct, ["QS", "4D", "2C"]), 2, ["5H", "6H", "KH"]), 3);
    expect(replayed).toEqual(direct);
    expect(nextStep(replayed).kind).toBe("complete");
    // A step out of order is refused with the engine's reason, the state untouched.
    expect(codeOf(() => applyStep(replaySteps(MORTIMERS, round, steps.slice(0, 3)), { kind: "collect-folds" }))).toBe("wrong-step");
  });
});
