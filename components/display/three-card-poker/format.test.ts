import { describe, expect, it } from "vitest";
import type { ThreeCardPokerDisplayView } from "@/lib/domain/table/three-card-poker/views";
import { betLines, cardStep, centreState, qualifierText, resultLines, seatsLayout, wallRound } from "./format";

const pd = { dealt: true, upCard: "JH", cards: null, hand: null, qualifies: null };
const seat = (n: number, more: object = {}) => ({ seat: n, dealt: true, decision: null, cards: null, hand: null, sixCardBonus: null, bets: [], results: null, ...more });

function view(more: Partial<ThreeCardPokerDisplayView>): ThreeCardPokerDisplayView {
  return { phase: "dealing", dealerHand: pd, hands: [seat(2), seat(3)], turn: null, lastRound: null, ...more } as unknown as ThreeCardPokerDisplayView;
}

describe("the Three Card Poker wall's words", () => {
  it("says whose turn it is, then the player-dealer's qualification and the Ante results", () => {
    expect(centreState(view({ phase: "betting" }), null)).toEqual({ kind: "betting" });
    const decide = view({ turn: { seat: 3, what: "decide", bettor: null } });
    expect(centreState(decide, wallRound(decide))).toEqual({ kind: "turn", seat: 3, text: "Play or fold?" });
    const waiting = view({ hands: [seat(2, { decision: "play" }), seat(3, { decision: "fold" })] });
    expect(centreState(waiting, wallRound(waiting))).toEqual({ kind: "text", text: "Player-dealer's hand next" });
    const settled = view({
      phase: "settling",
      dealerHand: { ...pd, cards: ["JH", "7H", "4C"], hand: "Jack high", qualifies: false },
      hands: [seat(2, { results: [{ bet: "ante", outcome: "win" }, { bet: "play", outcome: "push" }] }), seat(3, { decision: "fold", results: [{ bet: "ante", outcome: "lose" }] })],
    });
    expect(centreState(settled, wallRound(settled))).toEqual({ kind: "result", text: "Does not qualify", counts: { win: 1, lose: 1, push: 0 } });
  });

  it("at a table entering results, says the hands are compared, then the qualification as entered", () => {
    const comparing = view({ entry: "results", dealerHand: { ...pd, dealt: false, upCard: null }, hands: [seat(2, { dealt: false }), seat(3, { dealt: false })] });
    expect(centreState(comparing, wallRound(comparing))).toEqual({ kind: "text", text: "The hands are compared" });
    const settled = view({ entry: "results", phase: "settling", dealerHand: { ...pd, dealt: false, upCard: null, qualifies: true }, hands: [seat(2, { dealt: false, decision: "play", results: [{ bet: "ante", outcome: "win" }] })] });
    expect(centreState(settled, wallRound(settled))).toMatchObject({ kind: "result", text: "Qualifies" });
    const last = view({ entry: "results", phase: "waiting", lastRound: { playerDealer: null, playerDealerQualifies: false, seats: [] } as never });
    expect(wallRound(last)?.playerDealer.qualifies).toBe(false);
  });

  it("shows the last round between rounds, with the player-dealer's up card first", () => {
    const last = view({
      phase: "waiting",
      lastRound: { playerDealer: { cards: ["QH", "QS", "2H"], hand: "Pair of Queens", qualifies: true }, seats: [{ seat: 2, decision: "play", cards: ["8C", "8D", "KS"], hand: "Pair of Eights", sixCardBonus: null, results: [] }] } as never,
    });
    expect(wallRound(last)).toMatchObject({ finished: true, playerDealer: { upCard: "QH", qualifies: true }, seats: [{ seat: 2, cards: ["8C", "8D", "KS"] }] });
    expect(wallRound(view({ phase: "betting" }))).toBeNull();
  });

  it("words each result and the qualification", () => {
    expect(resultLines([{ bet: "six-card-bonus", outcome: "win" }, { bet: "play", outcome: "push" }]).map((l) => `${l.label} ${l.word}`)).toEqual(["6 Card WIN", "Play PUSH"]);
    expect([qualifierText(true), qualifierText(false), qualifierText(null)]).toEqual(["Qualifies", "Does not qualify", null]);
  });

  it("lists a seat's spots in the layout's order, with the chips and, once settled, the outcome", () => {
    expect(betLines({ bets: [{ bet: "six-card-bonus", amount: 500 }, { bet: "ante", amount: 1000 }, { bet: "play", amount: 1000 }], results: null })).toEqual([
      { bet: "ante", label: "Ante", amount: 1000, word: null, outcome: null },
      { bet: "play", label: "Play", amount: 1000, word: null, outcome: null },
      { bet: "six-card-bonus", label: "6 Card", amount: 500, word: null, outcome: null },
    ]);
    expect(betLines({ results: [{ bet: "ante", outcome: "lose" }] })).toEqual([{ bet: "ante", label: "Ante", amount: null, word: "LOSE", outcome: "lose" }]);
  });

  it("sizes the seats' cards by how many seats play, overlapping only when they must", () => {
    expect(seatsLayout(2)).toMatchObject({ columns: 2, size: "lg" });
    expect(seatsLayout(4)).toMatchObject({ columns: 4, size: "md" });
    expect(seatsLayout(7)).toMatchObject({ columns: 7, size: "sm" });
    expect(cardStep(3, 72, 400, 8)).toBe(80);
    expect(cardStep(3, 72, 160, 8)).toBe(44);
  });
});
