import { describe, expect, it } from "vitest";
import { playRound, type RoundScript, type ScriptedHands } from "./play-round";
import { settleRound } from "./settlement";
import { GAME } from "./test-kit";

const hands = (high: [string, string], low: [string, string]): ScriptedHands => ({ tiles: [...high, ...low], set: { high, low } });

/**
 * All 32 tiles out: the player-dealer (seat 1) sets 0 / 0 and every one of the seven players beats
 * both hands. Dice 12 land on seat 4: the walk goes 4, 5, 6, 7, 8, 2, 3 (seed 004 L814).
 */
function everyoneWins(bank: number, stake = 1000): RoundScript {
  return {
    seats: 8,
    pdSeat: 1,
    bank,
    wagers: [2, 3, 4, 5, 6, 7, 8].map((seat) => ({ seat, bet: "main" as const, amount: stake })),
    dice: 12,
    hands: {
      1: hands(["1-3a", "1-5a"], ["5-6a", "4-5"]),
      2: hands(["6-6a", "6-6b"], ["1-1a", "1-1b"]),
      3: hands(["4-4a", "4-4b"], ["5-5a", "5-5b"]),
      4: hands(["3-3a", "3-3b"], ["2-2a", "2-2b"]),
      5: hands(["4-6a", "4-6b"], ["1-6a", "1-6b"]),
      6: hands(["1-2", "2-4"], ["3-6", "2-6"]),
      7: hands(["3-5", "2-5"], ["3-4", "1-4"]),
      8: hands(["2-3", "1-3b"], ["5-6b", "1-5b"]),
    },
  };
}

describe("the bank running out (seed 004 L814: collected or paid to the extent the bank covers, then returned)", () => {
  it("every player wins against the player-dealer's 0 / 0, walked clockwise from the action button", () => {
    const s = settleRound(playRound(GAME, everyoneWins(100_000)));
    expect(s.actionButton.seat).toBe(4);
    expect(s.walk.lines.map((l) => l.seat)).toEqual([4, 5, 6, 7, 8, 2, 3]);
    expect(s.walk.lines.every((l) => l.action === "pay" && l.amount === 1000)).toBe(true);
    expect(s.walk.exhaustedAfter).toBeNull();
  });

  it("at every ledger position: a bank of k stakes pays k lines in full and returns the rest", () => {
    for (let k = 0; k <= 7; k++) {
      const s = settleRound(playRound(GAME, everyoneWins(k * 1000)));
      const actions = s.walk.lines.map((l) => l.action);
      expect(actions, `bank of ${k} stakes`).toEqual([...Array<string>(k).fill("pay"), ...Array<string>(7 - k).fill("return")]);
      expect(s.walk.exhaustedAfter).toBe(k === 7 ? 7 : k);
      expect(s.walk.bankAfter).toBe(0);
      expect(s.walk.lines.filter((l) => l.action === "return").every((l) => l.toPlayer === l.stake)).toBe(true);
      expect(s.conservation.ok).toBe(true);
    }
  });

  it("at every ledger position: a bank of k and a half stakes pays k lines, pays the next in part, and returns the rest", () => {
    for (let k = 0; k < 7; k++) {
      const s = settleRound(playRound(GAME, everyoneWins(k * 1000 + 500)));
      const actions = s.walk.lines.map((l) => l.action);
      expect(actions, `bank of ${k}.5 stakes`).toEqual([...Array<string>(k).fill("pay"), "partial-pay", ...Array<string>(6 - k).fill("return")]);
      const partial = s.walk.lines[k];
      expect([partial?.seat, partial?.amount, partial?.toPlayer]).toEqual([[4, 5, 6, 7, 8, 2, 3][k], 500, 1500]);
      expect(s.walk.exhaustedAfter).toBe(k + 1);
      expect(s.conservation.ok).toBe(true);
    }
  });

  /** Seats 4, 5, 6 at $10 each against the player-dealer's 9 / 8; dice 12: the walk goes 4, 5, 6. */
  function threeSeats(bank: number, fifthAndSixth: "win" | "lose"): RoundScript {
    const winners = { 5: hands(["6-6b", "3-6"], ["1-1b", "1-6b"]), 6: hands(["1-2", "2-4"], ["3-3a", "3-3b"]) };
    const losers = { 5: hands(["5-5b", "2-2b"], ["4-4b", "1-3b"]), 6: hands(["4-6a", "2-3"], ["4-6b", "1-4"]) };
    return {
      seats: 8,
      pdSeat: 1,
      bank,
      wagers: [4, 5, 6].map((seat) => ({ seat, bet: "main" as const, amount: 1000 })),
      dice: 12,
      hands: { 1: hands(["6-6a", "1-6a"], ["1-1a", "1-5a"]), 4: hands(["5-5a", "2-2a"], ["4-4a", "1-3a"]), ...(fifthAndSixth === "win" ? winners : losers) },
    };
  }

  it("money collected along the way pays later winners: seat 4 loses, so a $10 bank pays seats 5 and 6", () => {
    const s = settleRound(playRound(GAME, threeSeats(1000, "win")));
    expect(s.walk.lines.map((l) => `${l.seat} ${l.action} ${l.amount}`)).toEqual(["4 collect 1000", "5 pay 1000", "6 pay 1000"]);
    expect(s.walk.exhaustedAfter).toBe(3);
    expect(s.conservation.ok).toBe(true);
  });

  it("a player-dealer that has won its whole bank takes no more: the rest of a loser and later losers go back (L746)", () => {
    const s = settleRound(playRound(GAME, threeSeats(1500, "lose")));
    expect(s.walk.lines.map((l) => `${l.seat} ${l.action} ${l.amount} ${l.toPlayer}`)).toEqual(["4 collect 1000 0", "5 partial-collect 500 500", "6 return 0 1000"]);
    expect(s.walk.pdNet).toBe(1500);
    expect(s.conservation.ok).toBe(true);
  });
});
