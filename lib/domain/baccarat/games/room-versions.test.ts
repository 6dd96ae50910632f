/**
 * Both rooms filed EZ Baccarat Panda 8 and the Dragon Bonus, with different rules: Kings (seed 004,
 * the games `ez-baccarat-panda-8` and `commission-free-dragon-bonus`) and Mortimer's (seed 003, the
 * games `...-mortimers`). One test per rule difference, citing both filings' lines, each played on
 * both games (docs/rules-decisions/pairings.md).
 */
import { describe, expect, it } from "vitest";
import { baccaratGame } from ".";
import { playRound } from "../round";
import { resolveBet } from "../resolution";
import { resolutionLabel } from "../pay-table";
import type { AnyGameConfig, BaccaratGameId } from "../game-config";
import type { BetId } from "../bet";
import { settleBaccaratRound } from "../settlement";
import { betLimitsOf, computeFees, feeSchedulesOf, getSchedule, getScheduleOption, pairingProblem } from "../../fees";

const label = (g: AnyGameConfig, cards: string[], bet: BetId) => resolutionLabel(resolveBet(g, playRound(g, cards), bet));
const both = (kings: BaccaratGameId, mortimers: BaccaratGameId) => [baccaratGame(kings), baccaratGame(mortimers)] as const;

const TIE_ON_7 = ["3S", "2C", "4S", "5C"];
const BANKER_6_OVER_5 = ["2S", "3C", "3H", "3D", "KD"];
const BANKER_3CARD_7_OVER_5 = ["2S", "3C", "3H", "KC", "KD", "4D"];

/** The seats in the order the bank walks them: a Player wager at every seat but the player-dealer's (8). */
function walkOrder(game: AnyGameConfig, cards: string[]): number[] {
  const wagers = [1, 2, 3, 4, 5, 6, 7].map((seat) => ({ seat, bet: "player" as const, amount: 1000 }));
  return settleBaccaratRound({ game, seats: 8, playerDealerSeat: 8, bank: 100_000, wagers, round: playRound(game, cards) }).walk.lines.map((l) => l.seat);
}

describe("EZ Baccarat Panda 8: Kings (seed 004 L1131-1260) and Mortimer's (seed 003 L1962-2425)", () => {
  const [kings, mortimers] = both("ez-baccarat-panda-8", "ez-baccarat-panda-8-mortimers");

  it("the Tie: 8 to 1 at Kings (004 L1169, L1215), 9 to 1 at Mortimer's (003 L2039, L2206)", () => {
    expect([label(kings, TIE_ON_7, "tie"), label(mortimers, TIE_ON_7, "tie")]).toEqual(["win 8:1", "win 9:1"]);
  });

  it("the first wager settled: the player left of the player-dealer at Kings (004 L1159), the action button by the Banker's second card at Mortimer's (003 L2022-2027)", () => {
    // Banker's second card 5C: Mortimer's counts 5 seats from the house dealer's left.
    expect(walkOrder(kings, TIE_ON_7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(walkOrder(mortimers, TIE_ON_7)).toEqual([5, 6, 7, 1, 2, 3, 4]);
  });

  it("the player fee: none at Kings (004 L2005), per player on everything they wager under Mortimer's options 1-2 (003 L2265-2267): two $300 spots of one player pay $5", () => {
    const spots = [{ seat: 2, bet: "player", kind: "game" as const, amount: 30_000, bettor: "Ann" }, { seat: 3, bet: "banker", kind: "game" as const, amount: 30_000, bettor: "Ann" }];
    const players = (scheduleId: string, optionId: string) => computeFees(getScheduleOption(scheduleId, optionId), { kind: "hand", playerDealerSeat: 8, wagers: spots }).filter((l) => l.payer.kind !== "player-dealer").map((l) => l.cents);
    expect(players("ez-baccarat-panda-8-dragon-bonus-kings", "1")).toEqual([]);
    expect(players("ez-baccarat-panda-8-mortimers", "1")).toEqual([500]);
  });

  it("the Dragon 7 and Panda 8 limits: the table's at Kings (004 L2005), $5-$500 at Mortimer's (003 L2268-2269)", () => {
    const table = { min: 2500, max: 200_000 };
    expect(betLimitsOf(getSchedule("ez-baccarat-panda-8-dragon-bonus-kings"), "panda8", table)).toEqual(table);
    expect(betLimitsOf(getSchedule("ez-baccarat-panda-8-mortimers"), "panda8", table)).toMatchObject({ min: 500, max: 50_000 });
  });

  it("each takes only its own room's collection rates: Kings GEGA-004249 (004 L2003-2024), Mortimer's GEGA003832 (003 L2261-2424)", () => {
    expect([feeSchedulesOf(kings.id), feeSchedulesOf(mortimers.id)]).toEqual([["ez-baccarat-panda-8-dragon-bonus-kings"], ["ez-baccarat-panda-8-mortimers"]]);
  });
});

describe("Commission-Free Baccarat with Dragon Bonus: Kings (seed 004 L1262-1395) and Mortimer's (seed 003 L4569-5058)", () => {
  const [kings, mortimers] = both("commission-free-dragon-bonus", "commission-free-dragon-bonus-mortimers");

  it("a Banker win with 6: 1 to 1 at Kings (004 L1306), 1 to 2 at Mortimer's (003 L4650, L4749-4750)", () => {
    expect([label(kings, BANKER_6_OVER_5, "banker"), label(mortimers, BANKER_6_OVER_5, "banker")]).toEqual(["win 1:1", "win 1:2"]);
  });

  it("a Banker win with a three-card 7: a push at Kings (004 L1306, L1340-1341), 1 to 1 at Mortimer's (003 L4650)", () => {
    expect([label(kings, BANKER_3CARD_7_OVER_5, "banker"), label(mortimers, BANKER_3CARD_7_OVER_5, "banker")]).toEqual(["push", "win 1:1"]);
  });

  it("the layout: Fortune 7 at Kings (004 L1293, L1309, L1384-1395), five spaces without it at Mortimer's (003 L4624-4628)", () => {
    expect(kings.bets.map((b) => b.id)).toContain("fortune7");
    expect(mortimers.bets.map((b) => b.id)).toEqual(["player", "banker", "tie", "player-dragon", "banker-dragon"]);
  });

  it("the settlement order: Kings lists Fortune 7 last (004 L1295-1297), Mortimer's ends with the Banker Dragon (003 L4640-4642)", () => {
    expect(kings.settlement.order).toEqual(["player", "banker", "tie", "player-dragon", "banker-dragon", "fortune7"]);
    expect(mortimers.settlement.order).toEqual(["player", "banker", "tie", "player-dragon", "banker-dragon"]);
  });

  it("total table action: Kings counts every game and bonus wager, Fortune 7 included (004 L2005); Mortimer's the Player, Banker, Tie and the two Dragon bets (003 L4841-4843), its layout having no Fortune 7", () => {
    const wagers = [
      { seat: 1, bet: "banker", kind: "game" as const, amount: 10_000 },
      { seat: 1, bet: "fortune7", kind: "bonus" as const, amount: 1_000 },
    ];
    const action = (scheduleId: string) => computeFees(getScheduleOption(scheduleId, "1"), { kind: "hand", playerDealerSeat: 8, wagers })[0]?.basis;
    expect(action("ez-baccarat-panda-8-dragon-bonus-kings")).toBe(11_000);
    expect(() => resolveBet(mortimers, playRound(mortimers, BANKER_6_OVER_5), "fortune7")).toThrow(/fortune7/);
  });

  it("the Tie, Player Dragon and Banker Dragon limits: the table's at Kings (004 L2005), at most $150 at Mortimer's (003 L4845-4847)", () => {
    const table = { min: 500, max: 50_000 };
    expect(betLimitsOf(getSchedule("ez-baccarat-panda-8-dragon-bonus-kings"), "player-dragon", table)).toEqual(table);
    expect(betLimitsOf(getSchedule("dragon-bonus-baccarat-mortimers"), "player-dragon", table)).toMatchObject({ min: 500, max: 15_000 });
  });

  it("the Options Sheet (Tie 8 or 9, action button or none, backline per group) is Mortimer's (003 L5028-5054); Kings files one way (004 L1293, L1295, L1307): under Kings' schedule those choices are refused", () => {
    expect(Object.keys(mortimers.optionNotes)).toEqual(expect.arrayContaining(["tiePays", "actionButton", "backlineBaseGame", "backlineTie", "backlineDragonBonus"]));
    const kingsSchedule = "ez-baccarat-panda-8-dragon-bonus-kings";
    expect(pairingProblem({ gameId: kings.id, feeScheduleId: kingsSchedule, gameOptions: { tiePays: 8 } })).toMatchObject({ field: "gameOptions", option: "tiePays" });
    expect(pairingProblem({ gameId: kings.id, feeScheduleId: kingsSchedule, gameOptions: { actionButton: "none" } })).toMatchObject({ option: "actionButton" });
    expect(pairingProblem({ gameId: mortimers.id, feeScheduleId: "dragon-bonus-baccarat-mortimers", gameOptions: { tiePays: 8, actionButton: "none", backlineTie: false } })).toBeNull();
  });

  it("each takes only its own room's collection rates: Kings GEGA-004249 (004 L2003-2024), Mortimer's GEGA-0003714 (003 L4840-5025)", () => {
    expect([feeSchedulesOf(kings.id), feeSchedulesOf(mortimers.id)]).toEqual([["ez-baccarat-panda-8-dragon-bonus-kings"], ["dragon-bonus-baccarat-mortimers"]]);
  });
});
