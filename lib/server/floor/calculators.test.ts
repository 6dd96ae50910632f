import { describe, expect, it } from "vitest";
import { oddsReport, settleRound, SETTLE_EXAMPLE } from "./calculators";

describe("the odds calculator", () => {
  it("gives each bet's exact probabilities and house edge, counts as exact decimal strings", () => {
    const result = oddsReport("ez-baccarat");
    if (!result.ok) throw new Error(result.message);
    expect(result.odds).toMatchObject({ game: "ez-baccarat", gameName: "EZ Baccarat", decks: 8 });
    expect(BigInt(result.odds.total)).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    const banker = result.odds.bets.find((b) => b.id === "banker")!;
    const player = result.odds.bets.find((b) => b.id === "player")!;
    expect(banker.win + banker.push + banker.lose).toBeCloseTo(1, 12);
    // As filed, EZ Baccarat's Banker line pays 1 to 1 on every win: the bettor has the edge over
    // the player-dealer on the Banker line exactly as large as on the Player line against them.
    expect(player.houseEdge).toBeGreaterThan(0);
    expect(banker.houseEdge).toBeCloseTo(-player.houseEdge, 12);
    expect(result.odds.outcomes.reduce((s, o) => s + o.probability, 0)).toBeGreaterThan(0.99);
  });

  it("refuses an unknown game or a deck count the game is not played with", () => {
    expect(oddsReport("blackjack")).toMatchObject({ ok: false, code: "BAD_REQUEST" });
    expect(oddsReport("fortune-7-baccarat", 6)).toMatchObject({ ok: false, code: "BAD_DECKS", message: "Fortune 7 Baccarat is played with 8 decks, not 6." });
  });
});

describe("the settlement calculator", () => {
  it("settles the example round from the settle CLI's input format and conserves money", () => {
    const answer = settleRound(SETTLE_EXAMPLE);
    if (!answer.ok) throw new Error(answer.message);
    const r = answer.result;
    expect(r.player).toEqual({ cards: ["4S", "3H"], total: 7, natural: false });
    expect(r.banker).toEqual({ cards: ["TD", "6C"], total: 6, natural: false });
    expect(r.winner).toBe("player");
    expect(r.ledger.map((l) => [l.seat, l.bet, l.outcome])).toHaveLength(3);
    expect(r.conservation.ok).toBe(true);
    expect(r.bank.before).toBe(2500);
    // The bank of $25.00 cannot cover every winner: someone is paid only part or returned.
    expect(r.ledger.some((l) => l.action === "partial-pay" || l.action === "return")).toBe(true);
    expect(r.ledger.reduce((s, l) => s + l.collected - l.paid, 0)).toBe(r.bank.pdNet);
  });

  it("gives the round's fees under the option the table's limits point to, or the one named", () => {
    const byLimits = settleRound({ ...SETTLE_EXAMPLE, game: "fortune-7-baccarat", limits: { min: 500, max: 10_000 }, wagers: [{ seat: 1, bet: "banker", amount: 2500 }] });
    if (!byLimits.ok) throw new Error(byLimits.message);
    const named = settleRound({ ...SETTLE_EXAMPLE, game: "fortune-7-baccarat", wagers: [{ seat: 1, bet: "banker", amount: 2500 }], fee: { scheduleId: "fortune-7-baccarat", optionId: "3" } });
    if (!named.ok) throw new Error(named.message);
    expect(named.result.feeOption).toMatchObject({ scheduleId: "fortune-7-baccarat", optionId: "3", chosenBy: "input" });
    expect(named.result.fees.map((f) => [f.payer, f.cents])).toEqual([
      ["Player-dealer (seat 8)", 200],
      ["Seat 1", 100],
    ]);
    expect(named.result.feeTotal).toBe(300);
    expect(byLimits.result.feeOption === null ? byLimits.result.feeNote : byLimits.result.feeOption.chosenBy).toBeTruthy();
  });

  it("names the field of a bad input", () => {
    expect(settleRound({ ...SETTLE_EXAMPLE, wagers: [{ seat: 1, bet: "player", amount: 20 }] })).toMatchObject({ ok: false, field: "wagers[0].amount" });
    expect(settleRound({ ...SETTLE_EXAMPLE, cards: ["4S", "TD", "3H"] })).toMatchObject({ ok: false, field: "cards", message: expect.stringMatching(/incomplete round/) });
    expect(settleRound([])).toMatchObject({ ok: false, field: "input" });
  });
});
