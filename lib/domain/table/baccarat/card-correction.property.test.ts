import { describe, expect, it } from "vitest";
import { BACCARAT_GAME_IDS } from "../../baccarat";
import { cardFromShoe, checkInputCorrections, type Command, type InputCorrectionFamily, type InputCorrectionScenario } from "../common/input-correction-property";
import { UNREAD } from "../common/shoe";
import { seededRandom } from "../../cards/random";
import { ALL_BACCARAT_COMMAND_TYPES } from "./commands";
import { Table, FEES } from "./test-kit";

const baccarat: InputCorrectionFamily<Table> = {
  commandTypes: ALL_BACCARAT_COMMAND_TYPES,
  open(s: InputCorrectionScenario) {
    const random = seededRandom(s.seed);
    const game = BACCARAT_GAME_IDS[random.int(BACCARAT_GAME_IDS.length)]!;
    const [scheduleId, optionId, feeOptionData] = FEES[game]!;
    const t = new Table({ gameId: game, feeScheduleId: scheduleId, feeOptionId: optionId, ...(feeOptionData ? { feeOptionData } : {}) });
    t.random = seededRandom(s.seed);
    t.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, 200_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    const bets = ["player", "banker", "tie", "dealer"];
    for (let seat = 1; seat <= 7; seat++) if (random.int(2)) t.try({ type: "place-wager", seat, bet: bets[random.int(bets.length)] as never, amount: (5 + random.int(20)) * 100 });
    if (t.state.round!.wagers.length === 0 && t.try({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 })) t.do({ type: "place-wager", seat: 1, bet: "banker", amount: 1_000 });
    t.do({ type: "close-betting" });
    return t;
  },
  next(t, pick) {
    if (t.state.round?.phase !== "dealing") return null;
    const view = t.views().dealer;
    const next = view.next;
    if (next.hand) return { type: "deal-card", card: cardFromShoe(t.state.shoe, pick) };
    if (view.awaitingChoices.length > 0 && next.command !== "close-choices") return { type: "choose", wagerId: view.awaitingChoices[0]!, choice: pick(2) ? "hit" : "stand" };
    if (next.command && next.command !== "settle") return { type: next.command };
    return null;
  },
  where(t, command) {
    if (command.type !== "deal-card") return null;
    const next = t.views().dealer.next;
    return `${next.hand ?? "no hand"}${next.faceDown ? " face down" : ""}`;
  },
  settle(t) {
    if (t.views().dealer.next.command !== "settle") return false;
    t.do({ type: "settle" });
    return true;
  },
  amend(t, inputs, pick) {
    const cards = t.views().supervisor.dealtCards.filter((c) => c.card !== UNREAD);
    if (cards.length === 0) return null;
    const was = cards[pick(cards.length)]!;
    const to = cardFromShoe(null, pick, was.card);
    let n = -1;
    const amended = inputs.map((input) => (input.command.type === "deal-card" && ++n === was.index ? { ...input, command: { ...input.command, card: to } as Command } : input));
    return { correction: { type: "correct-card", index: was.index, card: to, reason: "misread" }, inputs: amended };
  },
  round(t) {
    const round = t.state.round!;
    return { phase: round.phase, steps: round.steps, cards: round.cards, shoe: t.state.shoe };
  },
  settlement: (t) => t.state.round?.settlement ?? null,
};

describe("a baccarat card corrected by the floor, over random rounds (a shoe the dealer enters)", () => {
  it("is taken exactly when the amended cards play from the start with every card to the hand it went to, and then leaves that round; money conserved", () => {
    const counts = checkInputCorrections(baccarat, { numRuns: 150, maxSteps: 12 });
    expect(counts.taken).toBeGreaterThan(10);
    expect(counts.refused).toBeGreaterThan(10);
  });
});
