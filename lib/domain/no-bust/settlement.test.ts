import { describe, expect, it } from "vitest";
import { conservationOf, walkBank } from "../bank-walk";
import { noBustGame } from "./games";
import { playRound } from "./play-round";
import { settleRound } from "./settlement";
import { $, main } from "./test-kit";

const six = noBustGame("no-bust-6");

/**
 * 6.0, player-dealer at seat 1 with a 6 up and an ace in the hole (the action count 1: seat 2).
 * Seat 2 splits 8s: 8-3 doubles and draws a 5 (16), 8-10 stands (18). Seat 3: 10-6 hits a 9 (25).
 * The player-dealer: soft 17 hits a 9 (16), hits a 10: 26.
 */
function splitAndDouble(bank: number) {
  return playRound(six, {
    seats: 8,
    pdSeat: 1,
    bank,
    wagers: [main(2, $(10)), main(3, $(10))],
    cards: ["8C", "TC", "6S", "8D", "6D", "AS", "3H", "5H", "TH", "9H", "9S", "TS"],
    decisions: { 2: [["split", "double"], ["stand"]], 3: [["hit"]] },
  }).state;
}

const ledger = (lines: readonly { seat: number; bet: string; action: string; amount: number; bankAfter: number }[]) =>
  lines.map((l) => `${l.seat} ${l.bet} ${l.action} ${l.amount / 100} → ${l.bankAfter / 100}`);

describe("the bank walk with splits and doubles (L186-189, L891-894, L3217-3220)", () => {
  it("every split hand and every double is its own wager, resolved for the walk", () => {
    const s = settleRound(splitAndDouble($(100)));
    expect(s.wagers.map((w) => `${w.seat} ${w.bet} ${w.amount / 100} ${w.resolution.outcome}`)).toEqual([
      "2 main 10 win",
      "2 double 10 win",
      "2 split-1 10 win",
      "3 main 10 lose",
    ]);
    expect(s.actionButton.seat).toBe(2);
    expect(s.conservation.ok).toBe(true);
  });

  it("the bank runs out inside seat 2's split hands: a partial payment, and every later wager goes back", () => {
    const s = settleRound(splitAndDouble($(25)));
    expect(ledger(s.walk.lines)).toEqual([
      "2 main pay 10 → 15",
      "2 double pay 10 → 5",
      "2 split-1 partial-pay 5 → 0",
      "3 main return 0 → 0",
    ]);
    expect(s.walk.exhaustedAfter).toBe(3);
    expect(s.walk.lines.map((l) => l.toPlayer / 100)).toEqual([20, 20, 15, 10]);
    expect(s.conservation).toMatchObject({ ok: true, staked: $(65), settled: $(65) });
  });

  it("starting at the loser instead, its stake pays the split hands (walkBank from seat 3)", () => {
    const s = settleRound(splitAndDouble($(25)));
    const walk = walkBank({ bank: $(25), pdSeat: 1, seats: 8, actionSeat: 3, order: "seat-by-seat", betOrder: six.betOrder, wagers: s.wagers });
    expect(ledger(walk.lines)).toEqual(["3 main collect 10 → 35", "2 main pay 10 → 25", "2 double pay 10 → 15", "2 split-1 pay 10 → 5"]);
    expect(conservationOf(walk).ok).toBe(true);
  });

  it("Joker edition: the bank runs out on a double after a split; the split hand and the next seat go back", () => {
    // Seat 2 ($10) splits 8s: 8C takes 3D (11) and doubles ($10, L159-162, L172-173): KC, 21; 8H
    // takes 9H (17) and stands. Seat 3 stands on 17. The player-dealer's 6S, then TS (16) after the
    // players, draws 2S: 18. TS counts 10 clockwise from seat 2 without the player-dealer: seat 4
    // (no wager), so the walk reaches seat 2 first. A bank of $15.00 pays the main hand $10.00 and
    // $5.00 of the double: the losing split hand and seat 3 are returned (L186-189, L230-233).
    const joker = noBustGame("no-bust-joker");
    const r = playRound(joker, {
      seats: 8,
      pdSeat: 1,
      bank: $(15),
      wagers: [main(2, $(10)), main(3, $(10))],
      cards: ["8C", "TC", "6S", "8H", "7C", "3D", "KC", "9H", "TS", "2S"],
      decisions: { 2: [["split", "double"], ["stand"]], 3: [["stand"]] },
    });
    const s = settleRound(r.state);
    expect(s.actionButton.seat).toBe(4);
    expect(s.wagers.map((w) => `${w.seat} ${w.bet} ${w.resolution.outcome}`)).toEqual(["2 main win", "2 double win", "2 split-1 lose", "3 main lose"]);
    expect(ledger(s.walk.lines)).toEqual(["2 main pay 10 → 5", "2 double partial-pay 5 → 0", "2 split-1 return 0 → 0", "3 main return 0 → 0"]);
    expect(s.conservation).toMatchObject({ ok: true, staked: $(55), settled: $(55) });
  });

  it("an empty bank returns everything, the surrendered half included", () => {
    const r = playRound(six, { seats: 8, pdSeat: 1, bank: 0, wagers: [main(2, $(10)), main(3, $(10))], cards: ["TC", "TD", "6S", "6C", "9D", "7S", "5S"], decisions: { 2: [["surrender"]], 3: [["stand"]] } });
    const s = settleRound(r.state);
    expect(s.walk.lines.map((l) => `${l.seat} ${l.bet} ${l.action} ${l.toPlayer / 100}`)).toEqual(["2 main return 5", "2 main-returned return 5", "3 main return 10"]);
    expect(s.conservation.ok).toBe(true);
  });

  it("2014 L3274-3278: with a short bank each seat's game wager is settled before its Buster bet", () => {
    const game = noBustGame("no-bust-buster-bonus-6");
    const r = playRound(game, {
      seats: 8,
      pdSeat: 1,
      bank: $(30),
      wagers: [main(2, $(10)), { seat: 2, bet: "buster", amount: $(10) }, main(3, $(10)), { seat: 3, bet: "buster", amount: $(10) }],
      // Player-dealer 2 up, 2 in the hole (the action count 2: seat 3); it draws 10, 10: a four-card 24, a bust (3 to 1).
      cards: ["TC", "9C", "2S", "KD", "9D", "2D", "TH", "TS"],
      decisions: { 2: [["stand"]], 3: [["stand"]] },
    });
    const s = settleRound(r.state);
    expect(s.actionButton.seat).toBe(3);
    expect(ledger(s.walk.lines)).toEqual([
      "3 main pay 10 → 20",
      "3 buster partial-pay 20 → 0",
      "2 main return 0 → 0",
      "2 buster return 0 → 0",
    ]);
    expect(s.conservation.ok).toBe(true);
  });

  it("option settlementDirection counterclockwise: the walk goes the other way from the action seat", () => {
    const ccw = noBustGame("no-bust-6", { settlementDirection: "counterclockwise" });
    const r = playRound(ccw, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2), main(3), main(7)], cards: ["TC", "TD", "TH", "6S", "9C", "9D", "9H", "2S", "KS"], decisions: { 2: [["stand"]], 3: [["stand"]], 7: [["stand"]] } });
    const s = settleRound(r.state);
    // The hole card 2 counts seat 3 going counter-clockwise from seat 1 (seat 1 is the player-dealer, skipped): 8, 7.
    expect(s.actionButton.seat).toBe(7);
    expect(s.walk.lines.map((l) => l.seat)).toEqual([7, 3, 2]);
  });
});
