import { describe, expect, it } from "vitest";
import type { SeatNumber } from "../seats";
import { walkRound, type RoundFeed, type RoundRules } from "./round-walk";

/**
 * A toy round: two cards to deal, insurance at seat 2, the hole card checked, a "bonus" step of the
 * family's own, one decision at seat 2's first hand, the hole card turned over.
 */
type Step =
  | { kind: "deal" }
  | { kind: "offer-insurance"; seats: readonly SeatNumber[] }
  | { kind: "check-hole-card" }
  | { kind: "bonus" }
  | { kind: "decide"; seat: SeatNumber; hand: number; allowed: readonly string[] }
  | { kind: "expose-hole-card" }
  | { kind: "complete" };
interface Toy {
  readonly log: readonly string[];
}
const ORDER = ["deal", "deal", "offer-insurance", "check-hole-card", "bonus", "decide", "expose-hole-card", "complete"] as const;
const stepAt = (n: number): Step => {
  const kind = ORDER[Math.min(n, ORDER.length - 1)] as (typeof ORDER)[number];
  if (kind === "offer-insurance") return { kind, seats: [2] };
  if (kind === "decide") return { kind, seat: 2, hand: 0, allowed: ["hit", "stand"] };
  return { kind };
};
const add = (s: Toy, line: string): Toy => ({ log: [...s.log, line] });
const RULES: RoundRules<Toy, Step, string> = {
  nextStep: (s) => stepAt(s.log.length),
  dealCard: (s, card) => {
    if (card === "XX") throw new Error("not a card");
    return add(s, `card ${card}`);
  },
  recordInsurance: (s, seat, amount) => add(s, `insurance ${seat} ${amount}`),
  checkHoleCard: (s) => add(s, "checked"),
  decide: (s, seat, hand, d) => add(s, `${seat}/${hand} ${d}`),
  exposeHoleCard: (s) => add(s, "exposed"),
  ownSteps: { bonus: (_step, s) => add(s, "bonus") },
};
const feed = (cards: string[], decisions: string[]): RoundFeed<Toy, Step, string> => ({
  card: (i) => cards[i],
  insurance: () => 150,
  decision: (_seat, _hand, i) => decisions[i],
  missing: (what) => {
    throw new Error(`missing ${what.kind} ${what.index + 1}`);
  },
  refused: (what, error) => {
    throw new Error(`refused ${what.kind}: ${(error as Error).message}`);
  },
});

describe("the blackjack round walk", () => {
  it("walks the shared steps and the family's own in the order the rules ask", () => {
    const walked = walkRound({ log: [] }, RULES, feed(["AS", "9D"], ["stand"]));
    expect(walked.state.log).toEqual(["card AS", "card 9D", "insurance 2 150", "checked", "bonus", "2/0 stand", "exposed"]);
    expect(walked.cardsUsed).toBe(2);
    expect([...walked.taken]).toEqual([["2/0", 1]]);
    expect([...walked.insured]).toEqual([2]);
  });

  it("asks the feed for what is missing and explains what the rules refused", () => {
    expect(() => walkRound({ log: [] }, RULES, feed(["AS"], ["stand"]))).toThrow("missing card 2");
    expect(() => walkRound({ log: [] }, RULES, feed(["AS", "9D"], []))).toThrow("missing decision 1");
    expect(() => walkRound({ log: [] }, RULES, feed(["AS", "XX"], []))).toThrow("refused card: not a card");
  });

  it("refuses a step it has no rule for", () => {
    expect(() => walkRound({ log: [] }, { ...RULES, ownSteps: {} }, feed(["AS", "9D"], ["stand"]))).toThrow('the walk has no rule for the step "bonus"');
  });
});
