import { describe, expect, it } from "vitest";
import { twentyOneGame } from "./games";
import { settleRound } from "./settlement";
import { $, drive, main, open, standOrHit } from "./test-kit";
import type { TwentyOneWager } from "./round-state";

/** Plays a round (seat 1 the player-dealer, the players standing when they may) and returns each line as "seat bet outcome winnings". */
function ledger(id: string, wagers: TwentyOneWager[], cards: string[], options?: Record<string, unknown>, insurance?: number): string[] {
  const state = drive(open(twentyOneGame(id, options), wagers), cards, standOrHit, { insurance: () => insurance ?? 0 });
  return settleRound(state).wagers.map((w) => `${w.seat} ${w.bet} ${w.resolution.outcome}${w.resolution.outcome === "win" ? ` ${w.resolution.winnings}` : ""}`);
}

describe("the game wager's pay lines", () => {
  // The deal: seat 2's first card, the up card, seat 2's second card, the hole card.
  it("seed 003 L312-313, L321-322: a Pure 21.5 pays 3 to 2; the 6 to 5 and 7 to 5 options (L544-550)", () => {
    const cards = ["AS", "9D", "KH", "8C"];
    expect(ledger("pure-21-5-mortimers", [main(2, $(10))], cards)).toEqual(["2 main win 1500"]);
    expect(ledger("pure-21-5-mortimers", [main(2, $(10))], cards, { pure215Pays: "6-to-5" })).toEqual(["2 main win 1200"]);
    expect(ledger("pure-21-5-mortimers", [main(2, $(10))], cards, { pure215Pays: "7-to-5" })).toEqual(["2 main win 1400"]);
  });
  it("seed 004 L425, L436: Pure 21.5 pays 6 to 5; L611-613, L626: Pure Spanish 21.5 pays 6 to 5", () => {
    expect(ledger("pure-21-5", [main(2, $(10))], ["AS", "9D", "KH", "8C"])).toEqual(["2 main win 1200"]);
    expect(ledger("pure-spanish-21-5", [main(2, $(10))], ["AS", "9D", "KH", "8C"])).toEqual(["2 main win 1200"]);
  });
  it("seed 004 L1043-1046: Natural 31 pays 6 to 5, Hard 31 3 to 1, Blackjack X 2 to 1, every other win 1 to 1", () => {
    expect(ledger("blackjack-x", [main(2, $(10))], ["AH", "9D", "KH", "8C"])).toEqual(["2 main win 1200"]);
    expect(ledger("blackjack-x", [main(2, $(10))], ["AS", "9D", "KS", "8C"])).toEqual(["2 main win 2000"]);
    expect(ledger("blackjack-x", [main(2, $(10))], ["TS", "9D", "9H", "8C"])).toEqual(["2 main win 1000"]);
    const hard31 = drive(open(twentyOneGame("blackjack-x"), [main(2, $(10))]), ["9S", "9D", "2H", "8C", "KD", "TC"], (_s, _seat, _hand, allowed) => (allowed.includes("hit") ? "hit" : "stand"));
    expect(settleRound(hard31).wagers.map((w) => `${w.bet} ${w.resolution.outcome} ${w.resolution.outcome === "win" ? w.resolution.winnings : ""}`)).toEqual(["main win 3000"]);
  });
  it("every other winning hand is paid 1 to 1 (implied in the Pure filings)", () => {
    expect(ledger("pure-21-5", [main(2, $(10))], ["TS", "9D", "9H", "8C"])).toEqual(["2 main win 1000"]);
  });
});

describe("insurance pays 2 to 1 (seed 004 L529; seed 003 L555; Blackjack X L1074)", () => {
  it("against the player-dealer's Pure 21.5", () => {
    expect(ledger("pure-21-5", [main(2, $(10))], ["9S", "AD", "9H", "KC"], {}, $(5))).toEqual(["2 main lose", "2 insurance win 1000"]);
    expect(ledger("pure-21-5", [main(2, $(10))], ["TS", "AD", "9H", "7C"], {}, $(5))).toEqual(["2 main win 1000", "2 insurance lose"]);
  });
  it("seed 003 L558-568 even money: insurance of half on a Pure 21.5: the wager pushes and the insurance pays 2 to 1, or the insurance loses and the wager pays 3 to 2; the player nets the wager either way", () => {
    const natural = ledger("pure-21-5-mortimers", [main(2, $(10))], ["AS", "AD", "KH", "QC"], { insurance: "offered" }, $(5));
    expect(natural).toEqual(["2 main push", "2 insurance win 1000"]);
    const none = ledger("pure-21-5-mortimers", [main(2, $(10))], ["AS", "AD", "KH", "9C"], { insurance: "offered" }, $(5));
    expect(none).toEqual(["2 main win 1500", "2 insurance lose"]);
  });
});

describe("the Buster Blackjack Bonus Bet pays by the cards in the player-dealer's busted hand (seed 004 L554-562; L1117-1125)", () => {
  const buster = (seat: number, amount = $(10)): TwentyOneWager => ({ seat, bet: "buster", amount });
  // Seat 2 stands on T-9; the player-dealer's cards are the up card, the hole card and its draws.
  const rows: [string[], string][] = [
    [["6H", "TD", "9S"], "3 cards 2 to 1"],
    [["5H", "5D", "2S", "TC"], "4 cards 2 to 1"],
    [["3H", "3D", "3S", "4C", "9D"], "5 cards 4 to 1"],
    [["2H", "2D", "2S", "2C", "5D", "9H"], "6 cards 18 to 1"],
    [["2H", "2D", "2S", "2C", "3D", "3H", "TH"], "7 cards 50 to 1"],
    [["2H", "2D", "2S", "2C", "2H", "2D", "2S", "TH"], "8 cards 200 to 1"],
    [["2H", "2D", "2S", "2C", "2H", "2D", "2S", "2C", "TH"], "8 or more: 9 cards 200 to 1"],
  ];
  const winnings = [2, 2, 4, 18, 50, 200, 200];
  for (const id of ["pure-21-5", "blackjack-x"]) {
    rows.forEach(([pd, line], i) => {
      it(`${id}: ${line}`, () => {
        const [up, hole, ...draws] = pd as [string, string, ...string[]];
        expect(ledger(id, [main(2), buster(2)], ["TS", up, "9S", hole, ...draws], id === "pure-21-5" ? {} : {})).toEqual(["2 main win 1000", `2 buster win ${$(10) * (winnings[i] as number)}`]);
      });
    });
    it(`${id}: a player-dealer that does not bust collects the bet (no tie)`, () => {
      expect(ledger(id, [main(2), buster(2)], ["TS", "7H", "9S", "TD"])).toEqual(["2 main win 1000", "2 buster lose"]);
      expect(ledger(id, [main(2), buster(2)], ["TS", "AH", "9S", "KD"])).toEqual(["2 main lose", "2 buster lose"]);
    });
  }
});

describe("Match the Dealer Up Card pays by suited and unsuited rank matches of the player's first two cards", () => {
  const match = (amount = $(10)): TwentyOneWager => ({ seat: 2, bet: "match", amount });
  const cases: [string, string, string][] = [
    ["7H", "7H", "two-suited"],
    ["7H", "7S", "suited-and-unsuited"],
    ["7H", "9C", "one-suited"],
    ["7S", "7D", "two-unsuited"],
    ["9C", "7S", "one-unsuited"],
    ["9S", "9C", "none"],
  ];
  const tables: [string, number[], string][] = [
    ["pure-21-5", [25, 20, 9, 9, 4], "seed 004 L581-587"],
    ["pure-spanish-21-5", [24, 15, 12, 6, 3], "seed 004 L733-740"],
  ];
  for (const [id, pays, lines] of tables) {
    cases.forEach(([a, b, kind], i) => {
      it(`${id} (${lines}): ${kind}`, () => {
        // The player-dealer's 7-9 draws a ten and busts; the match depends on three cards only.
        const result = ledger(id, [main(2), match()], [a, "7H", b, "9D", "KC"]).find((l) => l.startsWith("2 match"));
        expect(result).toBe(i < 5 ? `2 match win ${$(10) * (pays[i] as number)}` : "2 match lose");
      });
    });
  }
});
