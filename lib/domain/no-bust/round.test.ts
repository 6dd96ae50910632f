import { describe, expect, it } from "vitest";
import { noBustBlackjack60, noBustJokerEdition } from "../action-button/game-action-buttons";
import { noBustGame } from "./games";
import { actionButtonFor } from "./action-seat";
import { allowedDecisions, decide, decisionRefusal } from "./decisions";
import { DECISION_KINDS } from "./hand-options";
import { nextStep, type NextStep } from "./next-step";
import { playRound } from "./play-round";
import { NoBustRefusal } from "./refusal";
import { resolveRound } from "./resolution";
import { checkHoleCard, dealCard, exposeHoleCard, recordFeesCollected, recordInsurance, visiblePlayerDealerCards } from "./round";
import { FACE_DOWN, newRound, type RoundState } from "./round-state";
import { $, drive, main, open, standOrHit } from "./test-kit";

const joker = noBustGame("no-bust-joker");
const six = noBustGame("no-bust-6");
const y2014 = noBustGame("no-bust-buster-bonus-6");

function where(step: NextStep): string {
  if (step.kind !== "deal") return step.kind;
  const to = step.to.kind === "player-dealer" ? "PD" : `${step.to.seat}`;
  return `${to}${step.faceDown ? " down" : ""}`;
}

/** Deals `cards`, recording where each one went. */
function dealt(state: RoundState, cards: readonly string[]): { s: RoundState; to: string[] } {
  let s = state;
  const to: string[] = [];
  for (const c of cards) {
    to.push(where(nextStep(s)));
    s = dealCard(s, c);
  }
  return { s, to };
}

function refusalCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof NoBustRefusal) return e.code;
    throw e;
  }
  return "none";
}

describe("the deal", () => {
  it("Joker edition L52-53, L203-208, L211-213: clockwise from the seat after the player-dealer, the player-dealer's first card in turn, no second card yet", () => {
    const s0 = open(joker, [main(2), main(6), main(7)], 4);
    const { s, to } = dealt(s0, ["2C", "3C", "4C", "5C", "6D", "7D", "8D"]);
    expect(to).toEqual(["6", "7", "2", "PD", "6", "7", "2"]);
    expect(s.playerDealer).toEqual(["5C"]);
    expect(nextStep(s)).toMatchObject({ kind: "decide", seat: 6, hand: 0 });
  });
  it("Joker edition L90-92, L102-106: after the players, the player-dealer's second card (left of the up card), then draws (right of it)", () => {
    const s = drive(open(joker, [main(2)]), ["TC", "2D", "KC"], standOrHit);
    expect(nextStep(s)).toMatchObject({ kind: "deal", to: { kind: "player-dealer" }, cardNumber: 2, why: "player-dealer-second-card", placement: "left-of-up-card" });
    const s2 = dealCard(s, "3D");
    expect(nextStep(s2)).toMatchObject({ kind: "deal", to: { kind: "player-dealer" }, cardNumber: 3, why: "player-dealer-draw", placement: "right-of-up-card" });
  });
  it.each([
    ["no-bust-6", "L743-752"],
    ["no-bust-buster-bonus-6", "L3052-3059"],
  ])("%s %s: from the first seat on the house dealer's left, the player-dealer's up card, then a face-down hole card", (id) => {
    const game = noBustGame(id);
    const { s, to } = dealt(open(game, [main(2), main(6), main(7)], 4), ["2C", "3C", "4C", "5C", "6D", "7D", "8D", FACE_DOWN]);
    expect(to).toEqual(["2", "6", "7", "PD", "2", "6", "7", "PD down"]);
    expect(s.holeCard).toBe("down");
    expect(visiblePlayerDealerCards(s)).toEqual(["5C", FACE_DOWN]);
  });
  it("only seats with a game wager are dealt to; the player-dealer's seat never", () => {
    const s = open(six, [main(3), main(8)], 5);
    expect(s.players.map((p) => p.seat)).toEqual([3, 8]);
  });
  it("6.0 L650, 2014 L2937: a joker is refused in the games without jokers", () => {
    expect(refusalCode(() => dealCard(open(six, [main(2)]), "JK"))).toBe("card-not-allowed");
    expect(refusalCode(() => dealCard(open(six, [main(2)]), "ZZ"))).toBe("card-not-allowed");
  });
  it("only the hole card may be dealt face down", () => {
    expect(refusalCode(() => dealCard(open(six, [main(2)]), FACE_DOWN))).toBe("card-not-allowed");
  });
});

describe("fees, insurance, the hole card", () => {
  it("6.0 L880-881, L1430-1431; 2014 L3201: a collect-fees step after the initial two cards (option before-deal: none)", () => {
    const s = dealt(open(six, [main(2)]), ["9C", "5C", "7C", "6D"]).s;
    expect(nextStep(s)).toEqual({ kind: "collect-fees" });
    expect(nextStep(recordFeesCollected(s))).toMatchObject({ kind: "decide", seat: 2 });
    const before = dealt(open(noBustGame("no-bust-6", { feesCollected: "before-deal" }), [main(2)]), ["9C", "5C", "7C", "6D"]).s;
    expect(nextStep(before)).toMatchObject({ kind: "decide", seat: 2 });
    expect(nextStep(dealt(open(joker, [main(2)]), ["9C", "5C", "7C"]).s)).toMatchObject({ kind: "decide", seat: 2 });
    expect(refusalCode(() => recordFeesCollected(before))).toBe("wrong-step");
  });

  it("6.0 L866-871: an ace up card offers insurance up to half the wager; the check finds the Natural and the players do not act", () => {
    let s = dealt(open(six, [main(2, $(10)), main(3, $(10))]), ["9C", "AC", "AS", "KD", "KH", "QC"]).s;
    s = recordFeesCollected(s);
    expect(nextStep(s)).toEqual({ kind: "offer-insurance", seats: [2, 3] });
    expect(refusalCode(() => recordInsurance(s, 2, $(5) + 1))).toBe("insurance-amount");
    s = recordInsurance(s, 2, $(5));
    s = recordInsurance(s, 3, 0);
    expect(nextStep(s)).toEqual({ kind: "check-hole-card" });
    s = checkHoleCard(s);
    expect(s.holeCard).toBe("exposed");
    expect(nextStep(s)).toEqual({ kind: "complete" });
    expect(decisionRefusal(s, 2, 0, "hit")?.code).toBe("player-dealer-natural");
    expect(resolveRound(s).map((w) => [w.seat, w.bet, w.resolution])).toEqual([
      [2, "main", { outcome: "lose" }],
      [2, "insurance", { outcome: "win", winnings: $(10) }],
      [3, "main", { outcome: "push" }],
    ]);
  });

  it("2014 L3192-3196: a ten up card is checked too; no Natural: the hole card stays down while the players act", () => {
    let s = drive(open(y2014, [main(2)]), ["9C", "KC", "7S", "7D"], () => null);
    expect(s.holeCard).toBe("checked");
    expect(visiblePlayerDealerCards(s)).toEqual(["KC", FACE_DOWN]);
    expect(nextStep(s)).toMatchObject({ kind: "decide", seat: 2, allowed: ["hit", "stand", "double", "surrender"] });
    s = decide(s, 2, 0, "stand");
    expect(nextStep(s)).toEqual({ kind: "expose-hole-card" });
    s = exposeHoleCard(s);
    expect(visiblePlayerDealerCards(s)).toEqual(["KC", "7D"]);
    expect(nextStep(s)).toEqual({ kind: "complete" });
  });

  it("no check on other up cards: the hole card is turned over after the players", () => {
    const s = recordFeesCollected(dealt(open(six, [main(2)]), ["9C", "8C", "7S", "AD"]).s);
    expect(s.holeCard).toBe("down");
    expect(nextStep(s)).toMatchObject({ kind: "decide", seat: 2 });
    expect(nextStep(decide(s, 2, 0, "stand"))).toEqual({ kind: "expose-hole-card" });
  });

  it("option holeCardCheck no-peek: insurance first, the players act, a Natural shows at the end and takes the doubles too", () => {
    const game = noBustGame("no-bust-6", { holeCardCheck: "no-peek" });
    let s = dealt(open(game, [main(2, $(10))]), ["5C", "AC", "6S", "KD"]).s;
    s = recordFeesCollected(s);
    s = recordInsurance(s, 2, $(5));
    expect(nextStep(s)).toMatchObject({ kind: "decide", seat: 2 });
    s = decide(s, 2, 0, "double");
    s = dealCard(s, "TD");
    s = exposeHoleCard(s);
    expect(nextStep(s)).toEqual({ kind: "complete" });
    expect(resolveRound(s).map((w) => [w.bet, w.resolution.outcome])).toEqual([
      ["main", "lose"],
      ["double", "lose"],
      ["insurance", "win"],
    ]);
  });

  it("a hole card the system has not read is read when checked or turned over, and must match a card already read", () => {
    let s = dealt(open(six, [main(2)]), ["9C", "AC", "7S", FACE_DOWN]).s;
    s = recordInsurance(recordFeesCollected(s), 2, 0);
    expect(refusalCode(() => checkHoleCard(s))).toBe("card-not-allowed");
    s = checkHoleCard(s, "8D");
    expect(s.playerDealer).toEqual(["AC", "8D"]);
    s = decide(s, 2, 0, "stand");
    expect(refusalCode(() => exposeHoleCard(s, "9D"))).toBe("card-not-allowed");
    expect(exposeHoleCard(s, "8D").holeCard).toBe("exposed");
  });
});

describe("the joker up card (Joker edition L134-139, L181-182)", () => {
  const frozen = () => dealt(open(joker, [main(2), main(3), main(4)]), ["5C", "JK", "AD", "JK", "6S", "5D", "KS"]).s;
  it("every hand is frozen: no hit, stand, double, split or surrender is asked or allowed", () => {
    const s = frozen();
    expect(nextStep(s)).toMatchObject({ kind: "deal", to: { kind: "player-dealer" }, why: "player-dealer-second-card" });
    for (const seat of [2, 3, 4]) {
      expect(allowedDecisions(s, seat, 0)).toEqual([]);
      for (const kind of DECISION_KINDS) expect(decisionRefusal(s, seat, 0, kind)?.code).toBe("player-dealer-joker");
    }
    expect(refusalCode(() => decide(s, 2, 0, "hit"))).toBe("player-dealer-joker");
    expect(refusalCode(() => decide(s, 4, 0, "split"))).toBe("player-dealer-joker");
  });
  it("the player-dealer draws the next card, the action button is placed from it, and the wagers are settled", () => {
    const s = dealCard(frozen(), "3H");
    expect(nextStep(s)).toEqual({ kind: "complete" });
    expect(actionButtonFor(s)?.seat).toBe(4);
    expect(resolveRound(s).map((w) => [w.seat, w.resolution])).toEqual([
      [2, { outcome: "lose" }], // 5 + 6 = 11, frozen, against the Joker hand
      [3, { outcome: "push" }], // Joker hand against Joker hand
      [4, { outcome: "lose" }], // pair of kings, no split
    ]);
  });
  it("L115-117: Natural 22 against Natural 22 is a push; against the Joker hand it pays 2 to 1", () => {
    const n22 = playRound(joker, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2, $(10))], cards: ["JK", "JK", "JK", "JK"] });
    expect(resolveRound(n22.state)[0]?.resolution).toEqual({ outcome: "push" });
    const win = playRound(joker, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2, $(10))], cards: ["JK", "JK", "JK", "9C"] });
    expect(resolveRound(win.state)[0]).toMatchObject({ resolution: { outcome: "win", winnings: $(20) }, odds: { to: 2, per: 1 } });
  });
  it("a joker as the player-dealer's second card freezes nothing: the players have already acted", () => {
    const s = drive(open(joker, [main(2)]), ["5C", "9S", "6D"], (_s, _seat, _h, allowed) => (allowed.includes("hit") ? "hit" : null));
    expect(s.players[0]?.hands[0]?.cards.length).toBe(2);
    expect(nextStep(s)).toMatchObject({ kind: "deal", to: { kind: "player" } });
  });
});

describe("refusals out of turn", () => {
  it("a card when a decision is due, a decision for another seat or a hand that waits for its card", () => {
    const s = dealt(open(joker, [main(2), main(3)]), ["9C", "8C", "5S", "7S", "7D"]).s;
    expect(refusalCode(() => dealCard(s, "2C"))).toBe("wrong-step");
    expect(refusalCode(() => decide(s, 3, 0, "stand"))).toBe("not-this-hand");
    expect(refusalCode(() => decide(s, 5, 0, "stand"))).toBe("no-such-hand");
    const hit = decide(s, 2, 0, "hit");
    expect(refusalCode(() => decide(hit, 2, 0, "stand"))).toBe("wrong-step");
    expect(refusalCode(() => recordInsurance(s, 2, 0))).toBe("wrong-step");
    expect(refusalCode(() => checkHoleCard(s))).toBe("wrong-step");
    expect(refusalCode(() => resolveRound(s))).toBe("wrong-step");
  });
  it("a round that cannot be opened", () => {
    const bad = (game = six, over: object = {}) => () => newRound(game, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2)], ...over });
    expect(refusalCode(bad(six, { wagers: [main(1)] }))).toBe("bad-round");
    expect(refusalCode(bad(six, { wagers: [] }))).toBe("bad-round");
    expect(refusalCode(bad(six, { wagers: [main(2), { seat: 2, bet: "buster", amount: $(5) }] }))).toBe("bad-round");
    expect(refusalCode(bad(y2014, { wagers: [main(2), { seat: 3, bet: "buster", amount: $(5) }] }))).toBe("bad-round");
    expect(refusalCode(bad(y2014, { wagers: [main(2), { seat: 3, bet: "main", amount: $(5), backline: true }] }))).toBe("bad-round");
    expect(refusalCode(bad(six, { wagers: [main(2), main(2)] }))).toBe("bad-round");
    expect(refusalCode(bad(six, { seats: 9 }))).toBe("bad-round");
    expect(refusalCode(bad(y2014, { seats: 11 }))).toBe("bad-round");
    expect(refusalCode(bad(six, { bank: -1 }))).toBe("bad-round");
    expect(newRound(y2014, { seats: 10, pdSeat: 1, bank: $(100), wagers: [main(2)] }).players.length).toBe(1);
  });
  it("a script short of a card or a decision, or with a decision never used", () => {
    const base = { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2)] };
    expect(refusalCode(() => playRound(joker, { ...base, cards: ["9C", "5C"] }))).toBe("script");
    expect(refusalCode(() => playRound(joker, { ...base, cards: ["9C", "5C", "5D", "TD"] }))).toBe("script");
    expect(refusalCode(() => playRound(joker, { ...base, cards: ["9C", "5C", "KD", "TD", "5D"], decisions: { 2: [["stand", "hit"]] } }))).toBe("script");
    expect(playRound(joker, { ...base, cards: ["9C", "5C", "KD", "TD", "5D", "2C"], decisions: { 2: [["stand"]] } }).cardsUsed).toBe(5);
  });
});

describe("the action button (action-button module's named configurations)", () => {
  it("Joker edition L92-94, L216-221: from the player-dealer's second card, counted clockwise from the seat after the player-dealer", () => {
    expect(joker.actionButton).toEqual(noBustJokerEdition());
    const s = drive(open(joker, [main(2), main(5)], 1), ["9C", "9D", "5C", "KC", "KD", "3S"], standOrHit);
    expect(nextStep(s).kind).toBe("deal");
    expect(actionButtonFor(s)?.seat).toBe(4);
  });
  it("6.0 L786-793, 2014 L3094-3107: from the hole card once turned over, counted from seat 1 without the player-dealer", () => {
    expect(six.actionButton).toEqual(noBustBlackjack60());
    expect(y2014.actionButton).toEqual(noBustBlackjack60());
    const s = drive(open(six, [main(2), main(5)], 1), ["9C", "9D", "5C", "KC", "KD", "3S"], standOrHit);
    expect(s.holeCard).toBe("exposed");
    expect(actionButtonFor(s)?.seat).toBe(4);
    expect(actionButtonFor(dealt(open(six, [main(2)]), ["9C", "5C", "7C", "3D"]).s)).toBeNull();
  });
  it("option settlementDirection counterclockwise turns the count and the walk", () => {
    const ccw = noBustGame("no-bust-6", { settlementDirection: "counterclockwise" });
    expect(ccw.actionButton).toEqual(noBustBlackjack60({ direction: "counterclockwise" }));
    expect(ccw.settlementDirection).toBe("counterclockwise");
  });
});
