import { describe, expect, it } from "vitest";
import { threeCardPokerGame } from "./games";
import type { RoundScript } from "./play-round";
import type { PlayOrFold, ThreeCardPokerWager } from "./round-state";
import { settleRound, type ThreeCardPokerSettlement } from "./settlement";
import { $, BOTH, KINGS, MORTIMERS, ante, pairPlus, play, sixCard } from "./test-kit";
import type { ThreeCardPokerGame } from "./game-config";

function settle(
  game: ThreeCardPokerGame,
  wagers: readonly ThreeCardPokerWager[],
  hands: Readonly<Record<number, string>>,
  pd: string,
  decisions: Readonly<Record<number, PlayOrFold>>,
  more: Partial<RoundScript> = {},
): ThreeCardPokerSettlement {
  return settleRound(play(game, wagers, hands, pd, decisions, more));
}

/** "seat bet outcome winnings" per resolved wager. */
const results = (s: ThreeCardPokerSettlement) => s.wagers.map((w) => `${w.seat}${w.backline ? "b" : ""} ${w.bet} ${w.resolution.outcome}${w.resolution.outcome === "win" ? ` ${w.resolution.winnings}` : ""}`);

describe.each(BOTH)("the player-dealer qualifies with Queen-high, %s", (_name, game) => {
  const pd = "QS 7D 2C";
  const s = settle(game, [ante(2), ante(3), ante(4)], { 2: "KH 8C 3D", 3: "JH 9C 4D", 4: "QH 7C 2S" }, pd, { 2: "play", 3: "play", 4: "play" });

  it("the Play wager is stacked on the Ante: the higher hand wins both even money (seed 003 L1639-1645, seed 004 L347-349)", () => {
    expect(s.playerDealerQualifies).toBe(true);
    expect(results(s).slice(0, 4)).toEqual(["2 ante win 1000", "2 play win 1000", "3 ante lose", "3 play lose"]);
  });

  it("equal hands push the Ante and Play (seed 003 L1646-1647, seed 004 L350)", () => {
    expect(results(s).slice(4)).toEqual(["4 ante push", "4 play push"]);
    expect(s.wagers[4]?.because).toMatch(/equal hands push/);
  });
});

describe("the player-dealer does not qualify (below Queen-high)", () => {
  const pd = "JS 7D 2C";
  const wagers = [ante(2), ante(3), ante(4)];
  const hands = { 2: "KH 8C 3D", 3: "9H 6C 3S", 4: "JH 7C 2S" };
  const decisions = { 2: "play", 3: "play", 4: "play" } as const;

  it("Mortimer's: the Ante is paid only when the player ranks higher, and pushes otherwise; the Play has no action (seed 003 L1633-1638)", () => {
    const s = settle(MORTIMERS, wagers, hands, pd, decisions);
    expect(s.playerDealerQualifies).toBe(false);
    expect(results(s)).toEqual(["2 ante win 1000", "2 play push", "3 ante push", "3 play push", "4 ante push", "4 play push"]);
    expect(s.wagers[2]?.because).toMatch(/the player-dealer ranks higher: the Ante pushes \(seed 003 L1633-1638\)/);
  });

  it("Kings: every Ante not folded is paid even money, whatever the hands; the Play has no action (seed 004 L342, L346)", () => {
    const s = settle(KINGS, wagers, hands, pd, decisions);
    expect(results(s)).toEqual(["2 ante win 1000", "2 play push", "3 ante win 1000", "3 play push", "4 ante win 1000", "4 play push"]);
    expect(s.wagers[2]?.because).toMatch(/every Ante not folded is paid even money \(seed 004 L342, L346\)/);
  });

  it("a folded Ante is lost in both rooms, qualifier or not", () => {
    for (const game of [MORTIMERS, KINGS]) expect(results(settle(game, [ante(2)], {}, pd, { 2: "fold" }))).toEqual(["2 ante lose"]);
  });
});

describe.each(BOTH)("a fold, with and without each bonus, %s", (_name, game) => {
  // The player-dealer's three hearts make a flush with two of the folded hand's.
  const pd = "QH 4H 2H";

  it("without a bonus: the Ante is forfeited (seed 003 L1614-1616, seed 004 L337)", () => {
    expect(results(settle(game, [ante(2)], {}, pd, { 2: "fold" }))).toEqual(["2 ante lose"]);
  });

  it("with Pair Plus: forfeited too, even on a paying hand, whose cards are never turned over (seed 003 L1619-1620, L1682-1684; seed 004 L338, L371)", () => {
    const s = settle(game, [ante(2), pairPlus(2)], { 2: "8C 8D 3S" }, pd, { 2: "fold" });
    expect(results(s)).toEqual(["2 ante lose", "2 pair-plus lose"]);
    expect(s.wagers[1]?.because).toMatch(/folded: the Pair Plus is forfeited/);
  });

  it("with the 6 Card Bonus: it stays in action and is paid on the best five of six (seed 003 L1621-1622, L1719-1721; seed 004 L339, L394)", () => {
    const s = settle(game, [ante(2), sixCard(2)], { 2: "5H KH 9C" }, pd, { 2: "fold" });
    expect(results(s)).toEqual(["2 ante lose", "2 six-card-bonus win 7500"]);
    expect(s.wagers[1]?.because).toMatch(/Flush pays 15 to 1 .*kept live on the fold/);
  });

  it("with both: the Pair Plus is forfeited and the 6 Card Bonus settled", () => {
    const s = settle(game, [ante(2), pairPlus(2), sixCard(2)], { 2: "5C 9C KD" }, pd, { 2: "fold" });
    expect(results(s)).toEqual(["2 ante lose", "2 pair-plus lose", "2 six-card-bonus lose"]);
  });

  it("a player who plays has both bonuses settled on the cards (seed 003 L1682, L1719)", () => {
    const s = settle(game, [ante(2), pairPlus(2), sixCard(2)], { 2: "5H KH 9H" }, pd, { 2: "play" });
    // K-9-5 of hearts beats the player-dealer's Q-4-2 flush; the six hearts make a flush for the bonus.
    expect(results(s)).toEqual(["2 ante win 1000", "2 play win 1000", "2 pair-plus win 1500", "2 six-card-bonus win 7500"]);
  });
});

describe.each(BOTH)("every pay line, %s", (_name, game) => {
  const seed = game.filing.seed.startsWith("003") ? "seed 003" : "seed 004";

  it.each([
    ["Mini Royal Flush", "AS KS QS", 200],
    ["Straight Flush", "9H TH JH", 40],
    ["Three of a Kind", "5C 5D 5H", 30],
    ["Straight", "9C TD JS", 6],
    ["Flush", "2S 7S 9S", 3],
    ["One Pair", "8C 8D 3S", 1],
    ["High Card", "AC 9D 4S", 0],
  ])("Pair Plus: %s (%s) pays %i to 1", (name, cards, to) => {
    const s = settle(game, [ante(2), pairPlus(2)], { 2: cards }, "QD 4C 2H", { 2: "play" });
    const line = s.wagers.find((w) => w.bet === "pair-plus");
    const row = game.payTables.pairPlus.find((l) => l.to === to);
    if (to === 0) {
      expect(line?.resolution).toEqual({ outcome: "lose" });
    } else {
      expect(line?.resolution).toEqual({ outcome: "win", winnings: $(5) * to });
      expect(line?.because).toContain(`${name} pays ${to} to 1 (${row?.source})`);
      expect(row?.source.startsWith(seed)).toBe(true);
    }
  });

  it.each([
    ["Royal Flush", "AS KS 3D", "QS JS TS", 1000],
    ["Straight Flush", "9D 8D 2C", "7D 6D 5D", 200],
    ["Four of a Kind", "7C 7D 2H", "7H 7S KC", 100],
    ["Full House", "KC KD 4H", "KH 4S 9C", 20],
    ["Flush", "AC 9C 4C", "7C 2C KD", 15],
    ["Straight", "9C 8D 2H", "7S 6C 5D", 9],
    ["Three of a Kind", "QC QD 4H", "QS 9C 2D", 8],
    ["Two Pair", "QC QD 4H", "4S 9C 2D", 0],
  ])("6 Card Bonus: %s pays %i to 1", (name, player, pd, to) => {
    const s = settle(game, [ante(2), sixCard(2)], { 2: player }, pd, { 2: "play" });
    const line = s.wagers.find((w) => w.bet === "six-card-bonus");
    const row = game.payTables.sixCardBonus.find((l) => l.to === to);
    if (to === 0) {
      expect(line?.resolution).toEqual({ outcome: "lose" });
      expect(line?.because).toMatch(/below Three of a Kind/);
    } else {
      expect(line?.resolution).toEqual({ outcome: "win", winnings: $(5) * to });
      expect(line?.because).toContain(`${name} pays ${to} to 1 (${row?.source})`);
      expect(row?.source.startsWith(seed)).toBe(true);
    }
  });
});

describe("the settlement walk", () => {
  it("starts with the player to the left of the player-dealer and goes clockwise, per player Ante, Play, Pair Plus, 6 Card Bonus (seed 003 L1653-1656, seed 004 L353)", () => {
    const wagers = [sixCard(2), pairPlus(2), ante(2), ante(6), sixCard(7), ante(7), ante(6, $(5), { backline: true, bettor: "Ann" })];
    const s = settle(KINGS, wagers, { 2: "9C 9D 2S", 6: "AC KD 5H", 7: "3C 4D 8H" }, "QH JH 4S", { 2: "play", 6: "play", 7: "play" }, { pdSeat: 5 });
    expect(s.startSeat).toBe(6);
    expect(s.walk.lines.map((l) => `${l.seat}${l.backline ? "b" : ""} ${l.bet}`)).toEqual([
      "6 ante",
      "6b ante",
      "6 play",
      "6b play",
      "7 ante",
      "7 play",
      "7 six-card-bonus",
      "2 ante",
      "2 play",
      "2 pair-plus",
      "2 six-card-bonus",
    ]);
    expect(s.conservation.ok).toBe(true);
  });

  it("forfeits are collected at the fold, ahead of the walk, by default; under \"in-walk\" in their seat's turn (option forfeitsCollected; D2)", () => {
    // Bank $5; seat 2 wins $10 on its Ante (Kings, the player-dealer does not qualify); seat 3 folds a $20 Ante.
    const wagers = [ante(2), ante(3, $(20))];
    const round = [{ 2: "KC 8D 3H" }, "JS 7D 2C", { 2: "play", 3: "fold" }] as const;
    const atFold = settle(KINGS, wagers, round[0], round[1], round[2], { bank: $(5) });
    expect(atFold.collectedAtFold).toBe(1);
    // The forfeit fills the bank to its cap (+$5), which pays seat 2 in full; the bank is then spent (a push after that is recorded as returned, B5).
    expect(atFold.walk.lines.map((l) => `${l.seat} ${l.bet} ${l.action} ${l.amount}`)).toEqual(["3 ante partial-collect 500", "2 ante pay 1000", "2 play return 0"]);
    const inWalk = settle(threeCardPokerGame("three-card-poker-6cb", { forfeitsCollected: "in-walk" }), wagers, round[0], round[1], round[2], { bank: $(5) });
    expect(inWalk.collectedAtFold).toBe(0);
    // The bank runs out paying seat 2; seat 3's forfeited Ante is then returned, uncovered (rotation-action-bank.md B2).
    expect(inWalk.walk.lines.map((l) => `${l.seat} ${l.bet} ${l.action} ${l.amount}`)).toEqual(["2 ante partial-pay 500", "2 play return 0", "3 ante return 0"]);
    for (const s of [atFold, inWalk]) expect(s.conservation.ok).toBe(true);
  });
});

describe.each(BOTH)("the bank running out at every ledger position, %s", (_name, game) => {
  // The player-dealer qualifies with the weakest hand; every wager on the table wins.
  const wagers = [ante(2), pairPlus(2), sixCard(2), ante(3), ante(3, $(5), { backline: true }), pairPlus(3, $(10)), ante(4, $(25)), pairPlus(4)];
  const hands = { 2: "AH AD AC", 3: "KH KD 9C", 4: "7H 8H 9H" };
  const pd = "QS 4D 2C";
  const decisions = { 2: "play", 3: "play", 4: "play" } as const;
  const full = settle(game, wagers, hands, pd, decisions);
  const dues = full.walk.lines.map((l) => l.due);

  it("with a large bank every line is paid in full", () => {
    expect(full.walk.lines.every((l) => l.action === "pay")).toBe(true);
    expect(full.walk.lines).toHaveLength(12);
  });

  it.each(dues.map((_, k) => k))("the bank runs out inside line %i: earlier lines paid, that one partly, later ones returned (seed 003 L1655-1656, seed 004 L353, L2139-2140)", (k) => {
    const before = dues.slice(0, k).reduce((a, b) => a + b, 0);
    const half = Math.floor((dues[k] as number) / 2);
    const s = settle(game, wagers, hands, pd, decisions, { bank: before + half });
    expect(s.walk.lines.map((l) => l.action)).toEqual(dues.map((_, i) => (i < k ? "pay" : i === k ? "partial-pay" : "return")));
    expect(s.walk.lines[k]?.amount).toBe(half);
    expect(s.walk.exhaustedAfter).toBe(k + 1);
    expect(s.walk.bankAfter).toBe(0);
    expect(s.conservation.ok).toBe(true);
    // Exactly enough for line k: it is paid in full and the rest go back.
    const exact = settle(game, wagers, hands, pd, decisions, { bank: before + (dues[k] as number) });
    expect(exact.walk.lines.map((l) => l.action)).toEqual(dues.map((_, i) => (i <= k ? "pay" : "return")));
  });
});
