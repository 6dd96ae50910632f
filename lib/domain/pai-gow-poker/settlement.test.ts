import { describe, expect, it } from "vitest";
import type { PaiGowGame } from "./game-config";
import { paiGowGame } from "./games";
import type { RoundState } from "./round-state";
import { settleRound } from "./settlement";
import { $, play, wager } from "./test-kit";

const PD = "KS KH 9D 8D 5S 3H 2D";
// Seat 2: four sevens (wins both hands, Fortune 20 to 1); seat 3: a losing pair; seat 4: Five Aces; seat 6: a push.
const HANDS = { 2: "7S 7H 7D 7C QS JD 4H", 3: "QH QC 8H 6S 4D 3S 2H", 4: "AS AH AD AC JK 8S 6D", 6: "TS TH 9S 7D 6C 4C | AC" };
const HOUSE_WAY_HANDS = { 2: HANDS[2], 3: HANDS[3], 4: HANDS[4], 6: "TS TH 9S 6H 4C | JH 9C" };

function round(game: PaiGowGame, bank: number, dice = 12): RoundState {
  const wagers = [
    ...[2, 3, 4, 6].flatMap((s) => [wager(s, "game", 20), wager(s, "fortune", 5)]),
    wager(3, "game", 10, { bettor: "B" }),
  ];
  return play(game, { wagers, bank }, dice, HOUSE_WAY_HANDS, PD);
}

const order = (state: RoundState) => settleRound(state).walk.lines.map((l) => `${l.seat}${l.backline ? "b" : ""} ${l.bet}`);

describe("the settlement walk (seed 004 L865, L1650; seed 003 L4272-4278)", () => {
  it("goes clockwise from the action button, seat by seat: game wager, Fortune Bonus, then (Fortune) the Envy payouts at the end of the round (L918), each button's in the order its hands lie from the button", () => {
    // 12 is the fifth position from the player-dealer at seat 1: seat 5, which has no wager.
    const state = round(paiGowGame("fortune-pai-gow"), 5000);
    expect(settleRound(state).actionButton).toEqual({ seat: 5, landedOn: 5, route: "counted" });
    expect(order(state)).toEqual([
      "6 game", "6 fortune",
      "2 game", "2 fortune",
      "3 game", "3b game", "3 fortune",
      "4 game", "4 fortune",
      "6 envy-seat-2", "6 envy-seat-4",
      "2 envy-seat-4",
      "3 envy-seat-2", "3 envy-seat-4",
      "4 envy-seat-2",
    ]);
  });

  it("option envyPaid \"in-seat-order\": each seat's Envy right after its Fortune Bonus (L865)", () => {
    const state = round(paiGowGame("fortune-pai-gow", { envyPaid: "in-seat-order" }), 5000);
    expect(order(state).slice(0, 6)).toEqual(["6 game", "6 fortune", "6 envy-seat-2", "6 envy-seat-4", "2 game", "2 fortune"]);
  });

  it("Face Up settles the game wager, Fortune Bonus, Envy and Ace-High Bonus seat by seat (L1650)", () => {
    const wagers = [wager(2, "game", 20), wager(2, "fortune", 5), wager(2, "ace-high", 5), wager(4, "game", 20), wager(4, "fortune", 5)];
    const state = play(paiGowGame("face-up-pai-gow"), { wagers, bank: 5000 }, 9, { 2: HANDS[2], 4: HANDS[4] }, PD);
    expect(order(state)).toEqual(["2 game", "2 fortune", "2 envy-seat-4", "2 ace-high", "4 game", "4 fortune"]);
  });

  it("money is conserved whatever the bank, the player-dealer never wins or loses more than it, and once it is gone every later wager goes back", () => {
    const game = paiGowGame("fortune-pai-gow", { envyPaid: "in-seat-order" });
    const full = settleRound(round(game, 100_000)).walk;
    for (let bank = 1; bank <= 1300; bank += 3) {
      const { walk, conservation } = settleRound(round(game, bank));
      expect(conservation.ok).toBe(true);
      expect(Math.abs(walk.pdNet)).toBeLessThanOrEqual($(bank));
      expect(walk.lines.map((l) => `${l.seat} ${l.bet}`)).toEqual(full.lines.map((l) => `${l.seat} ${l.bet}`));
      if (walk.exhaustedAfter !== null) for (const line of walk.lines.slice(walk.exhaustedAfter)) expect(line).toMatchObject({ action: "return", amount: 0 });
    }
  });

  it.each([
    ["Envy at the end of the round", {}],
    ["Envy in seat order", { envyPaid: "in-seat-order" }],
  ])("%s: the bank runs out at each winning line it can run out at, that line partly paid and every later one returned", (_name, options) => {
    const game = paiGowGame("fortune-pai-gow", options);
    const full = settleRound(round(game, 100_000)).walk;
    let net = 0;
    let lowest = 0;
    const reached: number[] = [];
    full.lines.forEach((line, i) => {
      // A bank one cent short of this payment, the player-dealer having come through every earlier line.
      const bank = -net + line.due - 1;
      if (line.action === "pay" && bank > -lowest) {
        const { walk, conservation } = settleRound(round(game, bank / 100));
        expect(conservation.ok).toBe(true);
        expect(walk.exhaustedAfter).toBe(i + 1);
        expect(walk.lines[i]).toMatchObject({ action: "partial-pay", amount: line.due - 1 });
        for (const later of walk.lines.slice(i + 1)) expect(later).toMatchObject({ action: "return", amount: 0, toPlayer: later.stake });
        reached.push(i);
      }
      net += line.action === "collect" ? line.amount : line.action === "pay" ? -line.amount : 0;
      lowest = Math.min(lowest, net);
    });
    // The game wagers, the Fortune Bonuses and the Envy payouts each run the bank out somewhere.
    const bets = new Set(reached.map((i) => full.lines[i]!.bet.replace(/-seat-\d$/, "")));
    expect(bets).toEqual(new Set(["game", "fortune", "envy"]));
  });
});
