import { playRound } from "../play-round";
import { describe, expect, it } from "vitest";
import { getSchedule } from "../../fees";
import { GameOptionError } from "../../game-options";
import { THREE_CARD_POKER_GAME_IDS } from "../game-config";
import { THREE_CARD_POKER_DEFAULTS } from "./options";
import { UnknownThreeCardPokerGameError, isThreeCardPokerGameId, threeCardPokerGame } from ".";

describe("the Three Card Poker catalogue", () => {
  it("holds both filings, each with its fee schedule", () => {
    expect(THREE_CARD_POKER_GAME_IDS).toEqual(["three-card-poker-6cb-mortimers", "three-card-poker-6cb"]);
    const m = threeCardPokerGame("three-card-poker-6cb-mortimers");
    const k = threeCardPokerGame("three-card-poker-6cb");
    expect([m.name, m.room, m.filing.bgcId, m.filing.lines]).toEqual(["Three Card Poker 6 Card Bonus", "Mortimer's Card Room", "GEGA-003712", "1502-1961"]);
    expect([k.name, k.room, k.filing.bgcId, k.filing.lines]).toEqual(["Three Card Poker 6 Card Bonus", "Kings Card Club", "GEGA-004246", "256-409"]);
    expect(getSchedule(m.feeScheduleId).options.map((o) => o.id)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(getSchedule(k.feeScheduleId).options.map((o) => o.id)).toEqual(["1", "2", "3"]);
    for (const g of [m, k]) {
      expect(g.maxSeats).toBe(8);
      expect(g.feesCollected).toBe("before-deal");
    }
    // Every game's `entry` (results-entry.md RE8): every card by default.
    expect(m.options).toEqual({ ...THREE_CARD_POKER_DEFAULTS, entry: "cards" });
    // Kings' own option: its fee header's "all game wagers" (seed 004 L1897) is the Ante alone by default.
    expect(k.options).toEqual({ ...THREE_CARD_POKER_DEFAULTS, tableAction: "game-wagers", entry: "cards" });
    expect(threeCardPokerGame("three-card-poker-6cb", { entry: "results" }).entry).toBe("results");
    expect(() => threeCardPokerGame("three-card-poker-6cb", { entry: "dice" })).toThrow(/entry/);
    // A round played from its cards (the settle calculator, a script) is refused at a game entered by results, never left waiting.
    const script = { seats: 4, pdSeat: 1, bank: 10_000, wagers: [{ seat: 2, bet: "ante" as const, amount: 500 }], hands: { 2: ["8H", "8D", "2S"] }, playerDealer: ["QS", "7D", "3C"], decisions: { 2: "play" as const } };
    expect(() => playRound(threeCardPokerGame("three-card-poker-6cb", { entry: "results" }), script)).toThrow(/entered by results/);
    expect([m.feeTableAction, k.feeTableAction]).toEqual(["game-wagers-and-bonus-bets", "game-wagers"]);
    expect(threeCardPokerGame("three-card-poker-6cb", { tableAction: "game-wagers-and-bonus-bets" }).feeTableAction).toBe("game-wagers-and-bonus-bets");
  });

  it("differs where the filings differ: the Ante against a player-dealer who does not qualify (seed 003 L1633-1638, seed 004 L346)", () => {
    expect(threeCardPokerGame("three-card-poker-6cb-mortimers").nonQualifyingAnte).toBe("player-outranks");
    expect(threeCardPokerGame("three-card-poker-6cb").nonQualifyingAnte).toBe("always-paid");
  });

  it("takes a room's options and refuses unknown ones", () => {
    expect(threeCardPokerGame("three-card-poker-6cb", { forfeitsCollected: "in-walk" }).forfeitsCollected).toBe("in-walk");
    expect(() => threeCardPokerGame("three-card-poker-6cb", { kickers: "ignored" })).toThrow(GameOptionError);
    expect(() => threeCardPokerGame("three-card-poker-6cb", { bonusBets: "none" })).toThrow(GameOptionError);
    expect(() => threeCardPokerGame("three-card-poker")).toThrow(UnknownThreeCardPokerGameError);
    expect(isThreeCardPokerGameId("three-card-poker-6cb")).toBe(true);
    expect(isThreeCardPokerGameId("no-bust-6")).toBe(false);
  });

  it("every option note names its filing lines and offers the default", () => {
    const game = threeCardPokerGame("three-card-poker-6cb-mortimers");
    for (const [name, note] of Object.entries(game.optionNotes)) {
      expect(note.values).toContain(game.options[name]);
      expect(note.source).toMatch(/seed 003 L\d+.*seed 004 L\d+/);
    }
  });
});
