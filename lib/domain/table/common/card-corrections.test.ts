import { describe, expect, it } from "vitest";
import { shoeSpec, takeCard } from "../../cards/shoe-composition";
import { seededRandom } from "../../cards/random";
import type { CommandContext } from "../machine";
import { cardsInOrder, correctedSteps, dealtCards, decideCardCorrection, type CardStep, type RoundReplay } from "./card-corrections";
import type { ShellState } from "./decide";
import { newShoe, UNREAD, type ShoeState } from "./shoe";

type Step = CardStep & { readonly kind: "deal" | "check" | "expose" | "decide" };

const deal = (card: string, faceDown = false): Step => ({ kind: "deal", card, faceDown });
const STEPS: Step[] = [deal("TS"), deal("6D"), deal("8C"), deal(UNREAD, true), { kind: "decide" }, { kind: "expose", card: "KH" }, deal("5H")];

const ctx: CommandContext = { now: 0, random: seededRandom("x"), actor: { id: "floor-1", role: "supervisor" } };

function dealerShoe(cards: readonly string[]): ShoeState {
  const shoe = newShoe("dealer", "s1", 1, shoeSpec(1, 0), seededRandom("s"));
  if (shoe.source === "server") throw new Error("dealer shoe expected");
  return { ...shoe, composition: cards.filter((c) => c !== UNREAD).reduce(takeCard, shoe.composition) };
}

function state(steps: readonly Step[], shoe: ShoeState | null = dealerShoe(cardsInOrder(steps))): ShellState & { round: ShellState["round"] & { steps: readonly Step[] } } {
  return {
    settings: { tableId: "t" } as ShellState["settings"],
    status: "open",
    rotation: null,
    bank: null,
    shoe,
    handNumber: 1,
    lastActivityAt: null,
    round: { id: "r1", phase: "dealing", bettingClosesAt: null, playerDealerSeat: 1, wagers: [], fees: [], settlement: null, settledLines: 0, steps },
  };
}

describe("the cards of a round kept as steps", () => {
  it("lists the cards in dealing order, the hole card where it was dealt once a later step read it", () => {
    expect(cardsInOrder(STEPS)).toEqual(["TS", "6D", "8C", "KH", "5H"]);
    expect(cardsInOrder(STEPS.slice(0, 5))).toEqual(["TS", "6D", "8C", UNREAD]);
  });

  it("a correction replaces a dealt card where it was dealt, and an unread hole card where it was read", () => {
    expect(cardsInOrder(correctedSteps(STEPS, 2, "9C"))).toEqual(["TS", "6D", "9C", "KH", "5H"]);
    const hole = correctedSteps(STEPS, 3, "QH");
    expect(hole[3]).toEqual(deal(UNREAD, true));
    expect(hole[5]).toEqual({ kind: "expose", card: "QH" });
  });
});

describe("a supervisor's card correction", () => {
  const ok = () => null;

  it("records the card corrected, its place, the reason and who approved it", () => {
    expect(decideCardCorrection(state(STEPS), { index: 2, card: "9c", reason: "misread" }, ctx, ok)).toEqual({
      ok: true,
      events: [{ type: "CardCorrected", index: 2, from: "8C", to: "9C", reason: "misread", approvedBy: "floor-1" }],
    });
  });

  it("refuses what it cannot correct, each with its reason", () => {
    const code = (s: ReturnType<typeof state>, index: number, card: string, replay: (steps: readonly Step[]) => string | null = ok) => {
      const d = decideCardCorrection(s, { index, card, reason: "misread" }, ctx, replay);
      return d.ok ? "ok" : d.refusal.code;
    };
    expect(code(state(STEPS), 9, "2C")).toBe("NO_SUCH_CARD");
    expect(code(state(STEPS.slice(0, 4)), 3, "2C")).toBe("HOLE_CARD_UNREAD");
    expect(code(state(STEPS), 0, "TS")).toBe("SAME_CARD");
    // One deck holds one six of diamonds, and it is already out.
    expect(code(state(STEPS), 0, "6D")).toBe("CARD_NOT_IN_SHOE");
    expect(code(state(STEPS), 0, "2C", () => "the hand would have stood.")).toBe("CORRECTION_BREAKS_ROUND");
    expect(code(state(STEPS, newShoe("server", "s", 1, shoeSpec(1, 0), seededRandom("s"))), 0, "2C")).toBe("SERVER_CARD");
    expect(code({ ...state(STEPS), round: { ...state(STEPS).round, phase: "betting" } }, 0, "2C")).toBe("NO_CARDS");
  });

  it("hands the replay the corrected steps", () => {
    let seen: readonly Step[] = [];
    decideCardCorrection(state(STEPS), { index: 3, card: "QH", reason: "misread" }, ctx, (steps) => {
      seen = steps;
      return null;
    });
    expect(cardsInOrder(seen)).toEqual(["TS", "6D", "8C", "QH", "5H"]);
  });
});

describe("the dealt cards the floor's correction names", () => {
  /** A toy round: the number of cards dealt, and whether the hole card was turned over. */
  type Toy = { readonly dealt: number; readonly exposed: boolean };
  const replay: RoundReplay<Toy, Step> = {
    start: { dealt: 0, exposed: false },
    apply: (p, step) => (step.kind === "deal" ? { ...p, dealt: p.dealt + 1 } : step.kind === "expose" ? { ...p, exposed: true } : p),
    where: (p) => `Card ${p.dealt + 1} to ${p.dealt === 1 || p.dealt === 3 ? "the player-dealer" : "seat 2"}`,
    holeExposed: (p) => p.exposed,
  };

  it("lists each card where it went, the hole card face down until it is turned over, except for the supervisor", () => {
    const beforeExpose = STEPS.slice(0, 5);
    expect(dealtCards(beforeExpose, replay, false).map((c) => `${c.index} ${c.card} ${c.where}`)).toEqual(["0 TS Card 1 to seat 2", "1 6D Card 2 to the player-dealer", "2 8C Card 3 to seat 2", `3 ${UNREAD} Card 4 to the player-dealer`]);
    expect(dealtCards(STEPS, replay, false)[3]?.card).toBe("KH");
    const checked: Step[] = [...STEPS.slice(0, 4), { kind: "check", card: "KH" }];
    expect(dealtCards(checked, replay, false)[3]?.card).toBe(UNREAD);
    expect(dealtCards(checked, replay, true)[3]?.card).toBe("KH");
  });
});
