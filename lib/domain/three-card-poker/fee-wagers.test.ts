import { describe, expect, it } from "vitest";
import { computeFees, getSchedule } from "../fees";
import { threeCardPokerFeeRound, threeCardPokerFeeWagers } from "./fee-wagers";
import { threeCardPokerGame } from "./games";
import { $, ante, pairPlus, sixCard } from "./test-kit";

const option = (scheduleId: string, id: string) => {
  const o = getSchedule(scheduleId).options.find((x) => x.id === id);
  if (!o) throw new Error(`no option ${id}`);
  return o;
};

describe("the fee wagers: the player-dealer's fee on the table action before the deal", () => {
  const wagers = [ante(2, $(60)), pairPlus(2, $(20)), sixCard(2, $(25)), ante(3, $(10), { backline: true, bettor: "Ann" })];

  it("the Ante is a game wager, Pair Plus and 6 Card Bonus bonus bets, backline wagers as placed", () => {
    expect(threeCardPokerFeeWagers(wagers).map((w) => [w.bet, w.kind, w.amount, w.backline === true])).toEqual([
      ["ante", "game", 6000, false],
      ["pair-plus", "bonus", 2000, false],
      ["six-card-bonus", "bonus", 2500, false],
      ["ante", "game", 1000, true],
    ]);
  });

  it("Mortimer's option 1: Ante, Pair Plus and 6 Card Bonus count, $115 is the $101-$300 tier, $2.00 (seed 003 L1798-1800, L1823, L1828)", () => {
    const lines = computeFees(option("three-card-poker-6-card-bonus-mortimers", "1"), threeCardPokerFeeRound(threeCardPokerGame("three-card-poker-6cb-mortimers"), 1, wagers));
    expect(lines.map((l) => [l.payer.kind, l.cents, l.basis])).toEqual([["player-dealer", 200, 11500]]);
  });

  it("Kings option 1: \"all game wagers\" is the Ante alone by default (seed 004 L1897 against L1749, L1828, L2005, L2028): $70 is the $5-$100 tier, $2 (L1903)", () => {
    const lines = computeFees(option("three-card-poker-6-card-bonus-kings", "1"), threeCardPokerFeeRound(threeCardPokerGame("three-card-poker-6cb"), 1, wagers));
    expect(lines.map((l) => [l.payer.kind, l.cents, l.basis])).toEqual([["player-dealer", 200, 7000]]);
  });

  it("Kings option 1 with the room's tableAction \"game-wagers-and-bonus-bets\": Pair Plus and 6 Card Bonus count, $115 is the $101-$300 tier, $4 (L1903)", () => {
    const game = threeCardPokerGame("three-card-poker-6cb", { tableAction: "game-wagers-and-bonus-bets" });
    const lines = computeFees(option("three-card-poker-6-card-bonus-kings", "1"), threeCardPokerFeeRound(game, 1, wagers));
    expect(lines.map((l) => [l.payer.kind, l.cents, l.basis])).toEqual([["player-dealer", 400, 11500]]);
  });

  it("Mortimer's has no such option: its header prints the bonus bets (seed 003 L1798-1800)", () => {
    expect(() => threeCardPokerGame("three-card-poker-6cb-mortimers", { tableAction: "game-wagers" })).toThrow(/no option "tableAction"/);
  });

  it("no player pays a fee, and a round with no wager costs nothing", () => {
    const lines = computeFees(option("three-card-poker-6-card-bonus-kings", "3"), threeCardPokerFeeRound(threeCardPokerGame("three-card-poker-6cb"), 1, []));
    expect(lines).toEqual([]);
  });
});
