import { describe, expect, it } from "vitest";
import { actionButtonFor } from "./action-seat";
import { decide, decisionRefusal } from "./decisions";
import { twentyOneGame } from "./games";
import { nextStep, playerDealerMustComplete } from "./next-step";
import { checkHoleCard, dealCard, exposeHoleCard, recordInsurance, recordSurrender, visiblePlayerDealerCards } from "./round";
import { FACE_DOWN, newRound } from "./round-state";
import { resolveRound } from "./resolution";
import { settleRound } from "./settlement";
import { TwentyOneRefusal } from "./refusal";
import { optionRefusal, type DecisionKind } from "./hand-options";
import type { PlayerHand, SeatRound } from "./round-state";
import { $, drive, main, open, standOrHit } from "./test-kit";

const pure = twentyOneGame("pure-21-5");
const spanish = twentyOneGame("pure-spanish-21-5");
const bjx = twentyOneGame("blackjack-x");
const mortimers = twentyOneGame("pure-21-5-mortimers");

const code = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof TwentyOneRefusal) return e.code;
    throw e;
  }
  return "allowed";
};

describe("the deal (seed 003 L386-404; seed 004 L463-464, L650-651)", () => {
  it("from the player left of the player-dealer, clockwise, the player-dealer last in each round of cards, its second card face down", () => {
    let s = open(pure, [main(2), main(5), main(7)], 4);
    const to: string[] = [];
    for (let i = 0; i < 8; i++) {
      const step = nextStep(s);
      if (step.kind !== "deal") throw new Error(step.kind);
      to.push(step.to.kind === "player" ? `${step.to.seat}` : step.faceDown ? "PD down" : "PD up");
      s = dealCard(s, step.faceDown ? FACE_DOWN : ["9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"][i] as string);
    }
    expect(to).toEqual(["5", "7", "2", "PD up", "5", "7", "2", "PD down"]);
  });
  it("Blackjack X (L1084, order not stated): the same by default, from seat 1 by option", () => {
    const order = (g: typeof bjx) => open(g, [main(2), main(5), main(7)], 4).players.map((p) => p.seat);
    expect(order(bjx)).toEqual([5, 7, 2]);
    expect(order(twentyOneGame("blackjack-x", { dealFrom: "house-dealers-left" }))).toEqual([2, 5, 7]);
  });
  it("a card the deck cannot hold is refused: no ten in Pure Spanish 21.5 (L622), no joker anywhere", () => {
    const s = open(spanish, [main(2)]);
    expect(code(() => dealCard(s, "TS"))).toBe("card-not-allowed");
    expect(() => dealCard(s, "TS")).toThrow(/Pure Spanish 21.5 deck/);
    expect(code(() => dealCard(open(pure, [main(2)]), "JK"))).toBe("card-not-allowed");
    expect(code(() => dealCard(open(pure, [main(2)]), "TS"))).toBe("allowed");
  });
  it("only the hole card may be dealt face down", () => {
    expect(code(() => dealCard(open(pure, [main(2)]), FACE_DOWN))).toBe("card-not-allowed");
  });
});

/** Deals `cards` in order, declining insurance and early surrender as they come. */
function dealt(g: ReturnType<typeof twentyOneGame>, cards: string[], wagers = [main(2)], pdSeat = 1) {
  let s = open(g, wagers, pdSeat);
  for (const c of cards) {
    for (;;) {
      const step = nextStep(s);
      if (step.kind === "offer-insurance") s = recordInsurance(s, step.seats[0] as number, 0);
      else if (step.kind === "offer-surrender") s = recordSurrender(s, step.seats[0] as number, false);
      else break;
    }
    s = dealCard(s, c);
  }
  for (;;) {
    const step = nextStep(s);
    if (step.kind === "offer-insurance") s = recordInsurance(s, step.seats[0] as number, 0);
    else if (step.kind === "offer-surrender") s = recordSurrender(s, step.seats[0] as number, false);
    else return s;
  }
}

describe("the peek (seed 003 L471-475; seed 004 L501, L661; Blackjack X L1064, L1086)", () => {
  it("an ace or a Bonus card up: the hole card is checked before anyone draws; any other up card: no check", () => {
    for (const up of ["AH", "KH", "QH", "JH", "TH"]) expect(nextStep(dealt(pure, ["9S", up, "8S", "5C"])).kind, up).toBe("check-hole-card");
    for (const up of ["2H", "9H"]) expect(nextStep(dealt(pure, ["9S", up, "8S", "5C"])).kind, up).not.toBe("check-hole-card");
  });
  it("Pure Spanish 21.5 peeks under an ace, king, queen or jack; Blackjack X under an ace or any ten-value card", () => {
    for (const up of ["AH", "KH", "QH", "JH"]) expect(nextStep(dealt(spanish, ["9S", up, "8S", "5C"])).kind, up).toBe("check-hole-card");
    for (const up of ["AH", "KH", "TH"]) expect(nextStep(dealt(bjx, ["9S", up, "8S", "5C"])).kind, up).toBe("check-hole-card");
  });
  it("a natural at the check is turned over: no additional action, every hand without one loses, even a decision is refused", () => {
    const s = checkHoleCard(dealt(pure, ["9S", "9D", "KH", "8S", "8D", "AC"], [main(2), main(3)]));
    expect(s.holeCard).toBe("exposed");
    expect(nextStep(s).kind).toBe("complete");
    expect(decisionRefusal(s, 2, 0, "hit")?.code).toBe("player-dealer-natural");
    expect(resolveRound(s).map((w) => `${w.seat} ${w.resolution.outcome}`)).toEqual(["2 lose", "3 lose"]);
  });
  it("without a natural the hole card stays face down to the table; a hole card dealt unread is read at the check", () => {
    const read = checkHoleCard(dealt(pure, ["9S", "AH", "8S", "7C"]));
    expect(read.holeCard).toBe("checked");
    expect(visiblePlayerDealerCards(read)).toEqual(["AH", FACE_DOWN]);
    const unread = dealt(pure, ["9S", "AH", "8S", FACE_DOWN]);
    expect(nextStep(unread).kind).toBe("check-hole-card");
    expect(code(() => checkHoleCard(unread))).toBe("card-not-allowed");
    const s = checkHoleCard(unread, "7C");
    expect(s.playerDealer).toEqual(["AH", "7C"]);
    expect(visiblePlayerDealerCards(s)).toEqual(["AH", FACE_DOWN]);
    expect(code(() => exposeHoleCard(s))).toBe("wrong-step");
  });
});

describe("insurance", () => {
  it("seed 004 L529: offered on an ace up card, recorded per seat, 0 declines, at most half the original wager", () => {
    let x = open(pure, [main(2, $(25)), main(3)]);
    for (const c of ["9S", "9D", "AH", "8S", "8D", "5C"]) x = dealCard(x, c);
    expect(nextStep(x)).toEqual({ kind: "offer-insurance", seats: [2, 3] });
    expect(code(() => recordInsurance(x, 2, 1251))).toBe("insurance-amount");
    expect(code(() => recordInsurance(x, 2, -1))).toBe("insurance-amount");
    x = recordInsurance(x, 2, 1250);
    expect(nextStep(x)).toEqual({ kind: "offer-insurance", seats: [3] });
    expect(code(() => recordInsurance(x, 2, 0))).toBe("no-such-hand");
  });
  it("not offered under any other up card; not offered in Pure Spanish 21.5 (no rule) nor Mortimer's (a casino option) unless chosen", () => {
    const dealtTo = (g: typeof pure, up: string) => {
      let x = open(g, [main(2)]);
      for (const c of ["9S", up, "8S", "5C"]) x = dealCard(x, c);
      return nextStep(x).kind;
    };
    expect(dealtTo(pure, "KH")).not.toBe("offer-insurance");
    expect(dealtTo(spanish, "AH")).not.toBe("offer-insurance");
    expect(dealtTo(mortimers, "AH")).not.toBe("offer-insurance");
    expect(dealtTo(twentyOneGame("pure-21-5-mortimers", { insurance: "offered" }), "AH")).toBe("offer-insurance");
    expect(dealtTo(twentyOneGame("pure-spanish-21-5", { insurance: "offered" }), "AH")).toBe("offer-insurance");
  });
  it("Blackjack X L1072: between 1% and 50% of the initial wager", () => {
    let x = open(bjx, [main(2, $(10))]);
    for (const c of ["9S", "AH", "8S", "5C"]) x = dealCard(x, c);
    expect(code(() => recordInsurance(x, 2, 9))).toBe("insurance-amount");
    expect(code(() => recordInsurance(x, 2, 10))).toBe("allowed");
    expect(code(() => recordInsurance(x, 2, 501))).toBe("insurance-amount");
    expect(code(() => recordInsurance(x, 2, 0))).toBe("allowed");
  });
  it("Blackjack X L1073 read literally (option): the insured player pushes against a natural, the insurance too", () => {
    const g = twentyOneGame("blackjack-x", { insuranceOnNatural: "wager-pushes" });
    const s = drive(open(g, [main(2, $(10)), main(3, $(10))]), ["9S", "9D", "AH", "8S", "8D", "KC"], () => null, { insurance: (seat) => (seat === 2 ? 100 : 0) });
    expect(resolveRound(s).map((w) => `${w.seat} ${w.bet} ${w.resolution.outcome}`)).toEqual(["2 main push", "2 insurance push", "3 main lose"]);
    const read1074 = drive(open(bjx, [main(2, $(10))]), ["9S", "AH", "8S", "KC"], () => null, { insurance: () => 500 });
    expect(resolveRound(read1074).map((w) => `${w.bet} ${w.resolution.outcome}`)).toEqual(["main lose", "insurance win"]);
  });
});

describe("surrender: half the wager forfeited", () => {
  const dealt = (g: typeof pure, cards: string[]) => {
    let x = open(g, [main(2, $(10)), main(3, $(10))]);
    for (const c of cards) x = dealCard(x, c);
    return x;
  };
  // Early surrender at a Pure 21.5 table is the room's option since issue 28 (item 8); the default is late.
  const pureEarly = twentyOneGame("pure-21-5", { surrender: "early" });
  it("late by default in both Pure 21.5 games (seed 004 L501, L523; seed 003 L471-475, L530-533): nothing asked before the check, a Pure 21.5 beats every surrender, otherwise surrender in the turn", () => {
    for (const g of [pure, mortimers]) {
      expect(g.surrender.timing, g.id).toBe("late");
      let n = dealt(g, ["TS", "9D", "KH", "6S", "7D", "AC"]);
      expect(nextStep(n).kind, g.id).toBe("check-hole-card");
      n = checkHoleCard(n);
      expect(decisionRefusal(n, 2, 0, "surrender")?.code, g.id).toBe("player-dealer-natural");
      let s = checkHoleCard(dealt(g, ["TS", "9D", "KH", "6S", "7D", "5C"]));
      expect(nextStep(s), g.id).toMatchObject({ kind: "decide", seat: 2 });
      s = decide(s, 2, 0, "surrender");
      expect(nextStep(s), g.id).toMatchObject({ kind: "decide", seat: 3 });
    }
    expect(spanish.surrender.timing).toBe("early");
    expect(twentyOneGame("pure-21-5-mortimers", { surrender: "early" }).surrender.timing).toBe("early");
  });
  it("early (a room's option at Pure 21.5, Pure Spanish 21.5's default, seed 004 L523, L673; Blackjack X L1064, L1085): asked of each seat before the check, kept even against a natural", () => {
    let s = dealt(pureEarly, ["TS", "9D", "KH", "6S", "7D", "AC"]);
    expect(nextStep(s)).toEqual({ kind: "offer-surrender", seats: [2, 3] });
    s = recordSurrender(recordSurrender(s, 2, true), 3, false);
    s = checkHoleCard(s);
    expect(s.holeCard).toBe("exposed");
    expect(settleRound(s).wagers.map((w) => `${w.seat} ${w.bet} ${w.resolution.outcome} ${w.amount}`)).toEqual(["2 main lose 500", "2 main-returned push 500", "3 main lose 1000"]);
  });
  it("a seat that declined before the check is not asked again in its turn", () => {
    let s = dealt(pureEarly, ["TS", "9D", "KH", "6S", "7D", "5C"]);
    s = recordSurrender(recordSurrender(s, 2, false), 3, false);
    s = checkHoleCard(s);
    expect(nextStep(s)).toMatchObject({ kind: "decide", seat: 2 });
    expect(decisionRefusal(s, 2, 0, "surrender")?.code).toBe("surrender-offered-early");
  });
  it("with no check (an up card that cannot make a natural) the surrender comes in the turn, before any hit", () => {
    const s = dealt(pure, ["TS", "9D", "6H", "6S", "7D", "5C"]);
    expect(nextStep(s)).toMatchObject({ kind: "decide", seat: 2, allowed: ["hit", "stand", "double", "surrender"] });
    const hit = dealCard(decide(s, 2, 0, "hit"), "2C");
    expect(decisionRefusal(hit, 2, 0, "surrender")?.code).toBe("not-two-cards");
  });
  it("Pure Spanish 21.5's late surrender option (L674-676): after the check, in the turn; never against a natural", () => {
    const late = twentyOneGame("pure-spanish-21-5", { surrender: "late" });
    let s = open(late, [main(2)]);
    for (const c of ["KS", "QD", "6S", "5C"]) s = dealCard(s, c);
    expect(nextStep(s).kind).toBe("check-hole-card");
    s = checkHoleCard(s);
    expect(nextStep(s)).toMatchObject({ kind: "decide", seat: 2 });
    expect(decisionRefusal(s, 2, 0, "surrender")).toBeNull();
    let n = open(late, [main(2)]);
    for (const c of ["KS", "QD", "6S", "AC"]) n = dealCard(n, c);
    n = checkHoleCard(n);
    expect(decisionRefusal(n, 2, 0, "surrender")?.code).toBe("player-dealer-natural");
  });
  it("Blackjack X L1067: a split hand may surrender its two cards; the Pure games' split hands may not (L523)", () => {
    const split = (g: typeof pure) => {
      let s = open(g, [main(2)]);
      for (const c of ["8S", "9D", "8H", "7C"]) s = dealCard(s, c);
      s = decide(s, 2, 0, "split");
      return dealCard(s, "3C");
    };
    expect(decisionRefusal(split(bjx), 2, 0, "surrender")).toBeNull();
    expect(decisionRefusal(split(pure), 2, 0, "surrender")?.code).toBe("surrender-after-split");
  });
});

describe("doubles and splits", () => {
  const at = (g: typeof pure, cards: string[], seats = [main(2)]) => {
    let s = open(g, seats);
    for (const c of cards) s = dealCard(s, c);
    return s;
  };
  it("seed 004 L517: double on the first two cards, for the wager or less, one card only", () => {
    const s = at(pure, ["6S", "9D", "5H", "7C"]);
    expect(decisionRefusal(s, 2, 0, { kind: "double", amount: $(5) })).toBeNull();
    expect(decisionRefusal(s, 2, 0, { kind: "double", amount: $(11) })?.code).toBe("double-amount");
    const d = dealCard(decide(s, 2, 0, { kind: "double", amount: $(5) }), "2C");
    expect(nextStep(d).kind).not.toBe("decide");
    expect(d.players[0]?.hands[0]?.doubles).toEqual([$(5)]);
  });
  it("Chart 1A: hard 11 or less must hit (stand refused), hard 19 or more must stand (hit and double refused, surrender still open)", () => {
    expect(decisionRefusal(at(pure, ["6S", "9D", "5H", "7C"]), 2, 0, "stand")?.code).toBe("must-hit");
    const s = at(pure, ["TS", "9D", "9H", "7C"]);
    expect(nextStep(s)).toMatchObject({ kind: "decide", allowed: ["stand", "surrender"] });
    expect(decisionRefusal(s, 2, 0, "hit")?.code).toBe("must-stand");
    expect(decisionRefusal(s, 2, 0, "double")?.code).toBe("must-stand");
    expect(decisionRefusal(at(twentyOneGame("pure-21-5", { doubleOnMustStand: "allowed" }), ["TS", "9D", "9H", "7C"]), 2, 0, "double")).toBeNull();
  });
  it("seed 003 L458, L525; seed 004 L518: any pair or any two Bonus cards split, up to three splits (four hands)", () => {
    const kq = at(pure, ["KS", "9D", "QH", "7C"]);
    expect(decisionRefusal(kq, 2, 0, "split")).toBeNull();
    let s = at(pure, ["8S", "9D", "8H", "7C"]);
    for (const card of ["8C", "8D", "8S"]) s = dealCard(decide(s, 2, 0, "split"), card);
    expect(s.players[0]?.hands).toHaveLength(4);
    expect(decisionRefusal(s, 2, 0, "split")?.code).toBe("split-limit");
  });
  /** The first hand after splitting and taking its second card, and what the rules allow it. */
  const afterSplit = (g: typeof pure, cards: string[], second: string) => {
    const s = dealCard(decide(at(g, cards), 2, 0, "split"), second);
    const seat = s.players[0] as SeatRound;
    const hand = seat.hands[0] as PlayerHand;
    return { s, refusal: (kind: DecisionKind) => optionRefusal(g, "9D", seat, hand, kind)?.code ?? null };
  };
  it("seed 004 L520: split aces take one card each (the hand is finished); Pure Spanish 21.5's draw freely (L671) unless the room says otherwise", () => {
    const p = afterSplit(pure, ["AS", "9D", "AH", "7C"], "5C");
    expect(p.refusal("hit")).toBe("split-aces-one-card");
    expect(p.refusal("double")).toBe("split-aces-one-card");
    expect(nextStep(p.s)).toMatchObject({ kind: "deal", to: { kind: "player", seat: 2, hand: 1 }, why: "split" });
    const sp = afterSplit(spanish, ["AS", "9D", "AH", "7C"], "5C");
    expect(sp.refusal("hit")).toBeNull();
    expect(nextStep(sp.s)).toMatchObject({ kind: "decide", seat: 2, hand: 0 });
    expect(afterSplit(twentyOneGame("pure-spanish-21-5", { splitAces: "one-card" }), ["AS", "9D", "AH", "7C"], "5C").refusal("hit")).toBe("split-aces-one-card");
  });
  it("aces resplit within the three splits in the Pure games; Blackjack X L1050-1051: split aces take one card and are not resplit", () => {
    expect(afterSplit(pure, ["AS", "9D", "AH", "7C"], "AD").refusal("split")).toBeNull();
    expect(afterSplit(twentyOneGame("pure-21-5", { resplitAces: "once" }), ["AS", "9D", "AH", "7C"], "AD").refusal("split")).toBe("aces-split-once");
    expect(afterSplit(bjx, ["AS", "9D", "AH", "7C"], "AD").refusal("split")).toBe("aces-split-once");
  });
  it("doubling after a split (seed 004 L522, L672, L1060); Mortimer's filing is silent: allowed by default, refused by option", () => {
    expect(afterSplit(pure, ["8S", "9D", "8H", "7C"], "3C").refusal("double")).toBeNull();
    expect(afterSplit(mortimers, ["8S", "9D", "8H", "7C"], "3C").refusal("double")).toBeNull();
    expect(afterSplit(twentyOneGame("pure-21-5-mortimers", { doubleAfterSplit: false }), ["8S", "9D", "8H", "7C"], "3C").refusal("double")).toBe("no-double-after-split");
  });
  it("Blackjack X L1058: any two cards double, a Natural 31 never", () => {
    expect(decisionRefusal(at(bjx, ["TS", "9D", "9H", "7C"]), 2, 0, "double")).toBeNull();
    expect(nextStep(at(bjx, ["AS", "9D", "QH", "7C"])).kind).not.toBe("decide");
  });
});

describe("Pure Spanish 21.5: rescue and double-double down (seed 004 L667-670)", () => {
  const doubled = (g: typeof spanish, first: string, second: string, third: string) => {
    let s = open(g, [main(2, $(10))]);
    for (const c of [first, "9D", second, "7C"]) s = dealCard(s, c);
    return dealCard(decide(s, 2, 0, "double"), third);
  };
  it("after the double card, a hand that has not busted may stand or rescue", () => {
    const s = doubled(spanish, "5S", "6H", "3C");
    expect(nextStep(s)).toEqual({ kind: "decide", seat: 2, hand: 0, allowed: ["stand", "rescue"] });
    const rescued = drive(decide(s, 2, 0, "rescue"), []);
    expect(nextStep(rescued).kind).toBe("complete");
    expect(resolveRound(rescued).map((w) => `${w.bet} ${w.resolution.outcome} ${w.amount}`)).toEqual(["main lose 1000", "double push 1000"]);
  });
  it("a busted doubled hand is not rescued, and a hand never doubled has nothing to rescue", () => {
    const s = doubled(spanish, "9S", "5H", "KC");
    expect(nextStep(s).kind).toBe("expose-hole-card");
    expect(optionRefusal(spanish, "9D", s.players[0] as SeatRound, s.players[0]?.hands[0] as PlayerHand, "rescue")?.code).toBe("no-rescue");
    let fresh = open(spanish, [main(2)]);
    for (const c of ["5S", "9D", "6H", "7C"]) fresh = dealCard(fresh, c);
    expect(decisionRefusal(fresh, 2, 0, "rescue")?.code).toBe("no-rescue");
    let p = open(pure, [main(2)]);
    for (const c of ["5S", "9D", "6H", "7C"]) p = dealCard(p, c);
    p = dealCard(decide(p, 2, 0, "double"), "3C");
    expect(optionRefusal(pure, "9D", p.players[0] as SeatRound, p.players[0]?.hands[0] as PlayerHand, "rescue")?.code).toBe("no-rescue");
  });
  it("with the double-double down: double the whole wager again, up to three doubles (8 times), then only stand or rescue; no doubling for less", () => {
    const g = twentyOneGame("pure-spanish-21-5", { doubleDoubleDown: true });
    let s = open(g, [main(2, $(10))]);
    for (const c of ["2S", "9D", "2H", "7C"]) s = dealCard(s, c);
    expect(decisionRefusal(s, 2, 0, { kind: "double", amount: $(5) })?.code).toBe("double-amount");
    s = dealCard(decide(s, 2, 0, "double"), "2C");
    expect(nextStep(s)).toMatchObject({ kind: "decide", allowed: ["stand", "double", "rescue"] });
    expect(decisionRefusal(s, 2, 0, { kind: "double", amount: $(10) })?.code).toBe("double-amount");
    s = dealCard(decide(s, 2, 0, "double"), "2D");
    s = dealCard(decide(s, 2, 0, { kind: "double", amount: $(40) }), "3C");
    expect(s.players[0]?.hands[0]?.doubles).toEqual([$(10), $(20), $(40)]);
    expect(nextStep(s)).toMatchObject({ kind: "decide", allowed: ["stand", "rescue"] });
    s = decide(s, 2, 0, "rescue");
    const lines = resolveRound(drive(s, ["TD"])).map((w) => `${w.bet} ${w.resolution.outcome} ${w.amount}`);
    expect(lines).toEqual(["main lose 1000", "double lose 1000", "double-2 lose 2000", "double-3 push 4000"]);
  });
});

describe("the player-dealer completes its hand while a wager depends on it (seed 004 L552, L1112-1113)", () => {
  it("Blackjack X: every player frozen or on 31 and no Buster bet: the player-dealer does not draw", () => {
    const s = drive(open(bjx, [main(2)]), ["TS", "6D", "6H", "5C", "KD"], (_s, _seat, _h, allowed) => (allowed.includes("hit") ? "hit" : "stand"));
    expect(s.players[0]?.hands[0]?.cards).toEqual(["TS", "6H", "KD"]);
    expect(playerDealerMustComplete(s)).toBe(false);
    expect(nextStep(s).kind).toBe("complete");
    expect(s.playerDealer).toEqual(["6D", "5C"]);
  });
  it("with a Buster bet in play it draws to its chart", () => {
    const s = drive(open(bjx, [main(2), { seat: 2, bet: "buster", amount: $(5) }]), ["TS", "6D", "6H", "5C", "KD", "9S"], (_s, _seat, _h, allowed) => (allowed.includes("hit") ? "hit" : "stand"));
    expect(s.playerDealer).toEqual(["6D", "5C", "9S"]);
    expect(nextStep(s).kind).toBe("complete");
  });
  it("Pure 21.5: a player over 21.5 still waits on the player-dealer (the 888 rule); only surrender and paid naturals do not", () => {
    const over = drive(open(pure, [main(2)]), ["TS", "6D", "6H", "5C", "KD"], (_s, _seat, _h, allowed) => (allowed.includes("hit") ? "hit" : "stand"));
    expect(playerDealerMustComplete(over)).toBe(true);
    const naturals = drive(open(pure, [main(2)]), ["AS", "6D", "KH", "5C"]);
    expect(nextStep(naturals).kind).toBe("complete");
    const withBuster = drive(open(pure, [main(2), { seat: 2, bet: "buster", amount: $(5) }]), ["AS", "6D", "KH", "5C", "9S"]);
    expect(withBuster.playerDealer).toEqual(["6D", "5C", "9S"]);
  });
});

describe("the action button", () => {
  it("Pure 21.5 (seed 004 L466-467): the hole card, A = 1 … K = 13, counted clockwise from seat 1 with the player-dealer's seat not counted", () => {
    // Player-dealer at seat 3, players at 5 and 1 (dealt in that order): a 4 counts seats 1, 2, 4, 5.
    const s = drive(open(pure, [main(1), main(5)], 3), ["TS", "TD", "9H", "9C", "9D", "4S", "KD"], standOrHit);
    expect(nextStep(s).kind).toBe("complete");
    expect(actionButtonFor(s)).toMatchObject({ seat: 5, landedOn: 5 });
    // A king counts 13: seats 1, 2, 4, 5, 6, 7, 8, then round again 1, 2, 4, 5, 6, 7.
    const king = drive(open(pure, [main(1), main(5)], 3), ["TS", "TD", "7H", "9C", "9D", "KS"], standOrHit);
    expect(actionButtonFor(king)).toMatchObject({ landedOn: 7 });
  });
  it("only once the hole card is turned over", () => {
    let s = open(pure, [main(2)], 3);
    for (const c of ["TS", "9D", "9H", "8C"]) s = dealCard(s, c);
    s = decide(s, 2, 0, "stand");
    expect(actionButtonFor(s)).toBeNull();
    // An 8 counts seats 1, 2, 4, 5, 6, 7, 8 and lands on seat 1 again: empty, the button stays there (A4).
    expect(actionButtonFor(exposeHoleCard(s))).toMatchObject({ seat: 1, landedOn: 1 });
  });
  it("Blackjack X (no button in the filing, A10): the player left of the player-dealer; by option the hole card", () => {
    const s = drive(open(bjx, [main(1), main(5)], 3), ["TS", "TD", "9H", "9C", "9D", "4S", "KD"], standOrHit);
    expect(actionButtonFor(s)).toMatchObject({ seat: 4 });
    const byCard = drive(open(twentyOneGame("blackjack-x", { actionButton: "hole-card" }), [main(1), main(5)], 3), ["TS", "TD", "9H", "9C", "9D", "4S", "KD"], standOrHit);
    expect(actionButtonFor(byCard)).toMatchObject({ seat: 5 });
  });
});

describe("opening a round", () => {
  it("refuses a bonus bet without the same bettor's game wager, over the game wager where capped, or where the game has none", () => {
    expect(() => newRound(pure, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2), { seat: 3, bet: "buster", amount: $(5) }] })).toThrow(/needs the same bettor's game wager/);
    expect(() => newRound(pure, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2, $(5)), { seat: 2, bet: "match", amount: $(10) }] })).toThrow(/may not exceed the game wager/);
    expect(() => newRound(spanish, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2, $(5)), { seat: 2, bet: "match", amount: $(10) }] })).not.toThrow();
    expect(() => newRound(mortimers, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2), { seat: 2, bet: "buster", amount: $(5) }] })).toThrow(/has no Buster/);
    expect(() => newRound(spanish, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2), { seat: 2, bet: "buster", amount: $(5) }] })).toThrow(/has no Buster/);
    expect(() => newRound(bjx, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2), { seat: 2, bet: "match", amount: $(5) }] })).toThrow(/has no Match/);
  });
  it("backline on every wager the filing allows (seed 003 L513; seed 004 L511, L712, L1108)", () => {
    const backline = (g: typeof pure, bet: "main" | "buster" | "match") => () =>
      newRound(g, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2), { seat: 2, bet: "main", amount: $(5), backline: true, bettor: "B" }, ...(bet === "main" ? [] : [{ seat: 2, bet, amount: $(5), backline: true, bettor: "B" }])] });
    expect(backline(mortimers, "main")).not.toThrow();
    expect(backline(pure, "buster")).not.toThrow();
    expect(backline(pure, "match")).not.toThrow();
    expect(backline(spanish, "match")).not.toThrow();
    expect(backline(bjx, "buster")).not.toThrow();
  });
  it("refuses a seat beyond the table, the player-dealer's own seat, a round without a seated game wager", () => {
    expect(() => open(pure, [main(9)])).toThrow(TwentyOneRefusal);
    expect(() => open(pure, [main(1)])).toThrow(/own bank/);
    expect(() => open(pure, [])).toThrow(/no player/);
    expect(() => newRound(pure, { seats: 9, pdSeat: 1, bank: 0, wagers: [main(2)] })).toThrow(/seats 2 to 8/);
  });
});
