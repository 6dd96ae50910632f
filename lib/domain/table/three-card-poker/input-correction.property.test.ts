import { describe, expect, it } from "vitest";
import { seededRandom } from "../../cards/random";
import { THREE_CARD_POKER_GAME_IDS } from "../../three-card-poker";
import { cardFromShoe, cardsFromShoe, checkInputCorrections, type CheckedSettlement, type Command, type InputCorrectionFamily, type RoundInput } from "../common/input-correction-property";
import { UNREAD } from "../common/shoe";
import { ALL_THREE_CARD_POKER_COMMAND_TYPES } from "./commands";
import { ThreeCardPokerTable } from "./test-kit";

/** The input that entered `card` (one deck: each card is entered once), with `card` replaced by `to`. */
function withCard(inputs: readonly RoundInput[], card: string, to: string): RoundInput[] {
  return inputs.map((input) => {
    const cards = input.command.cards as readonly string[] | undefined;
    return cards?.includes(card) ? { ...input, command: { ...input.command, cards: cards.map((c) => (c === card ? to : c)) } as Command } : input;
  });
}

/**
 * Three Card Poker dealt from a deck the dealer enters (every stack's three cards read as dealt), the
 * players playing or folding at random; the floor corrects a card, or a Play or fold.
 */
function threeCardPoker(kind: "card" | "decision"): InputCorrectionFamily<ThreeCardPokerTable> {
  return {
    commandTypes: ALL_THREE_CARD_POKER_COMMAND_TYPES,
    open(s) {
      const random = seededRandom(s.seed);
      const t = new ThreeCardPokerTable({ gameId: THREE_CARD_POKER_GAME_IDS[random.int(THREE_CARD_POKER_GAME_IDS.length)]! });
      t.random = seededRandom(s.seed);
      t.seat([1, 2, 3, 4, 5, 6, 7], 7, 300_000);
      t.do({ type: "start-shoe", source: "dealer" });
      t.do({ type: "open-betting" });
      for (let seat = 1; seat <= 6; seat++) {
        if (random.int(2) === 0) continue;
        t.try({ type: "place-wager", seat, bet: "ante", amount: (5 + random.int(20)) * 100 });
        if (random.int(2)) t.try({ type: "place-wager", seat, bet: "pair-plus", amount: (5 + random.int(20)) * 100 });
      }
      if (t.state.round!.wagers.length === 0) t.do({ type: "place-wager", seat: 1, bet: "ante", amount: 1_000 });
      return t;
    },
    next(t, pick) {
      const next = t.views().dealer.next;
      if (next.command === "settle" || t.state.round?.phase === "settling") return null;
      if (next.stack) return { type: "deal-stack", cards: cardsFromShoe(t.state.shoe, pick, 3) };
      if (next.decide) return { type: "play-or-fold", seat: next.decide.seat, decision: pick(3) === 0 ? "fold" : "play", ...(next.decide.bettor ? { bettor: next.decide.bettor } : {}) };
      if (next.send) return { ...next.send };
      return null;
    },
    where(t, command) {
      const next = t.views().dealer.next;
      if (command.type === "deal-stack") return JSON.stringify(next.stack ?? null);
      if (command.type === "play-or-fold") return JSON.stringify(next.decide ? { seat: next.decide.seat, bettor: next.decide.bettor } : null);
      return null;
    },
    settle(t) {
      if (t.views().dealer.next.command !== "settle") return false;
      return t.try({ type: "settle" }) === null;
    },
    amend(t, inputs, pick) {
      if (kind === "card") {
        const cards = t.views().supervisor.dealtCards.filter((c) => c.card !== UNREAD);
        if (cards.length === 0) return null;
        const was = cards[pick(cards.length)]!;
        // Any other card of the deck: one already dealt elsewhere cannot be the card, and the replay says so too.
        const to = cardFromShoe(null, pick, was.card);
        return { correction: { type: "correct-card", index: was.index, card: to, reason: "misread" }, inputs: withCard(inputs, was.card, to) };
      }
      const decisions = t.views().supervisor.decisions;
      if (decisions.length === 0) return null;
      const d = decisions[pick(decisions.length)]!;
      const to = d.decision === "play" ? "fold" : "play";
      const step = t.state.round!.steps[d.index] as { seat: number; bettor?: string };
      // Once the folds are collected no Play or fold is changed (decision-corrections.md DC7).
      const collected = t.state.round!.steps.slice(d.index + 1).some((later) => later.kind === "collect-folds");
      const amended = inputs.map((input) =>
        input.command.type === "play-or-fold" && input.command.seat === step.seat && input.command.bettor === step.bettor ? { ...input, command: { ...input.command, decision: to } } : input,
      );
      return { correction: { type: "correct-decision", index: d.index, decision: to, reason: "tapped wrong" }, inputs: amended, ...(collected ? { closed: "The folds have been collected" } : {}) };
    },
    round(t) {
      const round = t.state.round!;
      return { phase: round.phase, steps: round.steps, play: round.play, shoe: t.state.shoe };
    },
    settlement: (t) => (t.state.round?.settlement ?? null) as CheckedSettlement | null,
  };
}

describe("a Three Card Poker input corrected by the floor, over random rounds (a deck the dealer enters)", () => {
  it("a card: taken exactly when the amended cards play from the start, and then leaves that round; money conserved", () => {
    const counts = checkInputCorrections(threeCardPoker("card"), { numRuns: 50, maxSteps: 30 });
    expect(counts.taken).toBeGreaterThan(5);
    expect(counts.refused).toBeGreaterThan(5);
  });

  it("a Play or fold: taken exactly when the amended decisions play from the start, and then leaves that round; money conserved", () => {
    const counts = checkInputCorrections(threeCardPoker("decision"), { numRuns: 80, maxSteps: 30 });
    expect(counts.taken).toBeGreaterThan(5);
    expect(counts.refused).toBeGreaterThan(5);
  });
});
