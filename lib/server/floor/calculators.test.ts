import { describe, expect, it } from "vitest";
import { settleReport } from "@/lib/domain/calculators/settle";
import { oddsReport, settleRound, SETTLE_EXAMPLE, SETTLE_EXAMPLES, type SettleResult } from "./calculators";

function settled(raw: unknown): SettleResult {
  const answer = settleRound(raw);
  if (!answer.ok) throw new Error(answer.message);
  return answer.result;
}

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
    const r = settled(SETTLE_EXAMPLE);
    if (r.family !== "baccarat") throw new Error("a baccarat round");
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

describe("the settlement calculator: the No Bust games, as npm run settle", () => {
  const round2014 = SETTLE_EXAMPLES.find((e) => e.id === "no-bust-buster-bonus-6")!.input;

  it("settles every example round (one per family and No Bust game) with the same ledger as npm run settle's report", () => {
    expect(SETTLE_EXAMPLES.map((e) => e.id)).toEqual(expect.arrayContaining(["ez-baccarat", "no-bust-joker", "no-bust-6", "no-bust-buster-bonus-6", "texas-holdem-mortimers", "omaha-hi-lo-mortimers", "texas-holdem", "omaha"]));
    for (const example of SETTLE_EXAMPLES) {
      const r = settled(example.input);
      const report = settleReport(example.input);
      expect(r.game).toBe((example.input as { game: string }).game);
      expect(r.ledger.map(({ betName: _name, ...line }) => line)).toEqual(report.ledger);
      // A game nobody banks (poker) has no action button and no bank.
      if ("bank" in report) expect(r).toMatchObject({ actionSeat: report.actionSeat, actionButton: report.actionButton, bank: report.bank, feeTotal: report.feeTotal });
      else expect(r).toMatchObject({ feeTotal: report.feeTotal });
      expect(r.conservation.ok).toBe(true);
    }
  });

  it("2014: the hands, the Naturals paid at the deal first, the bank running out, the fees", () => {
    const r = settled(round2014);
    if (r.family !== "no-bust") throw new Error("a No Bust round");
    expect(r.gameName).toBe("21st Century Blackjack with Buster Blackjack Bonus (No Bust Blackjack Buster Bonus 6.0)");
    expect(r.playerDealer).toEqual({ cards: ["9H", "4S", "5S"], value: "hard 18", total: 18 });
    expect(r.hands.map((h) => `${h.seat} ${h.hand} ${h.value}`)).toEqual(["2 main suited Natural", "3 main hard 16", "4 main suited Natural", "5 main hard 19"]);
    expect(r.actionSeat).toBe(5);
    expect(r.ledger.map((l) => `${l.seat} ${l.betName} ${l.action} paid ${l.paid} collected ${l.collected} returned ${l.returned} → ${l.bankAfter}`)).toEqual([
      "2 Game wager pay paid 1200 collected 0 returned 0 → 1800",
      "4 Game wager pay paid 1200 collected 0 returned 0 → 600",
      "5 Game wager partial-pay paid 600 collected 0 returned 400 → 0",
      "3 Game wager return paid 0 collected 0 returned 1000 → 0",
      "4 Buster Blackjack Bonus return paid 0 collected 0 returned 500 → 0",
    ]);
    expect(r.ledger[0]?.because).toMatch(/^paid at the deal \(seed 003 L3243-3249\)/);
    expect(r.bank).toEqual({ before: 3000, after: 0, pdNet: -3000 });
    expect(r.feeOption).toEqual({ scheduleId: "no-bust-buster-bonus", optionId: "2", chosenBy: "table limits" });
    expect(r.fees[0]).toMatchObject({ payer: "Player-dealer (seat 1)", cents: 50, source: expect.stringMatching(/^003_828b6cbeef6aaf10\.txt L/) });
    expect(r.feeTotal).toBe(300);
    // The option the other way: the walk from the action button settles everybody.
    const walked = settled({ ...round2014, options: { naturalsPaid: "in-walk" } });
    if (walked.family !== "no-bust") throw new Error("a No Bust round");
    expect(walked.ledger.map((l) => `${l.seat} ${l.bet} ${l.action}`)).toEqual(["5 main pay", "2 main pay", "3 main collect", "4 main pay", "4 buster collect"]);
    expect(walked.bank.after).toBe(1100);
  });

  it("names the field of a bad No Bust input, as npm run settle does", () => {
    expect(settleRound({ ...round2014, decisions: { "3": { main: ["stand"] } } })).toMatchObject({
      ok: false,
      code: "BAD_INPUT",
      field: 'decisions["5"].main',
      message: 'decisions["5"].main: seat 5 main (TC 9S, hard 19) needs decision 1 (hit, stand, double), none given',
    });
    expect(settleRound({ ...round2014, options: { naturalsPaid: "never" } })).toMatchObject({ ok: false, field: "options.naturalsPaid" });
    expect(settleRound({ ...round2014, game: "no-bust-7" })).toMatchObject({ ok: false, field: "game", message: expect.stringMatching(/or No Bust game \(no-bust-joker, no-bust-6, no-bust-buster-bonus-6\)/) });
    expect(settleRound({ ...round2014, cards: ["AS", "9C"] })).toMatchObject({ ok: false, field: "cards", message: expect.stringMatching(/^cards: incomplete round/) });
  });
});
