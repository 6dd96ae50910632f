import { describe, expect, it } from "vitest";
import { bonusTag, centreState, wallRound } from "./format";

const hand = (seat: number, cards: string[], outcome: "win" | "lose" | "push" | null = null) => ({ seat, hand: 0, cards, value: "hard 18", doubles: [], surrendered: false, rescued: false, stood: false, outcome });

describe("the twenty-one wall", () => {
  const base = {
    phase: "dealing" as const,
    handNumber: 4,
    dealerHand: { cards: ["KH", "face-down"], value: "hard 10" },
    hands: [hand(2, ["9S", "9C"])],
    lastRound: null,
    bonusBets: [{ seat: 2, bet: "buster" as const }],
    bonuses: [],
    complete: false,
    turn: null,
    naturalShown: false,
  };

  it("shows the round being dealt with its bonus bets, and the results as the last card lands", () => {
    const round = wallRound(base)!;
    expect(round.finished).toBe(false);
    expect(round.bonuses.map(bonusTag)).toEqual(["BUSTER"]);
    expect(centreState(base, round)).toEqual({ kind: "dealing", text: "Dealing" });
    const done = { ...base, complete: true, dealerHand: { cards: ["KH", "6C", "TD"], value: "hard 26" }, hands: [hand(2, ["9S", "9C"], "win")], bonuses: [{ seat: 2, bet: "buster" as const, outcome: "win" as const, pays: "2 to 1" }] };
    const finished = wallRound(done)!;
    expect(finished.finished).toBe(true);
    expect(finished.bonuses.map(bonusTag)).toEqual(["BUSTER WINS 2 TO 1"]);
    expect(centreState(done, finished)).toEqual({ kind: "result", text: "Player-dealer Hard 26", counts: { win: 1, lose: 0, push: 0 } });
  });

  it("says when a natural at the check stops the round, and whose turn it is", () => {
    const natural = { ...base, naturalShown: true, dealerHand: { cards: ["AH", "KD"], value: "Pure 21.5 Blackjack" } };
    expect(centreState(natural, wallRound(natural))).toEqual({ kind: "natural", text: "Pure 21.5 Blackjack: no more play" });
    const turn = { ...base, turn: { seat: 2, hand: 0 } };
    expect(centreState(turn, wallRound(turn))).toMatchObject({ kind: "turn", text: "Seat 2 to play" });
  });

  it("between hands shows the last round, not during betting", () => {
    const last = { id: "r", handNumber: 3, playerDealerSeat: 1, playerDealer: ["9H", "8D"], playerDealerValue: "hard 17", hands: [{ ...hand(2, ["TS", "8S"], "win"), value: "hard 18" as string, outcome: "win" as const }], bonuses: [{ seat: 2, bet: "match" as const, outcome: "lose" as const, pays: null }], bankBefore: 1, bankAfter: 1, actionSeat: 2, voided: false };
    expect(wallRound({ ...base, phase: "waiting", lastRound: last })?.bonuses.map(bonusTag)).toEqual(["MATCH LOSES"]);
    expect(wallRound({ ...base, phase: "betting", lastRound: last })).toBeNull();
  });
});
