import { describe, expect, it } from "vitest";
import { getSchedule } from "../fees";
import { POKER_GAME_IDS } from "./game-config";
import { isPokerGameId, pokerGame, UnknownPokerGameError } from "./games";
import { GameOptionError } from "./options";

describe("the poker games", () => {
  it("are the four of the issue, each priced by its own filing's schedule", () => {
    expect(POKER_GAME_IDS).toEqual(["texas-holdem-mortimers", "omaha-hi-lo-mortimers", "texas-holdem", "omaha"]);
    expect(POKER_GAME_IDS.map((id) => [id, pokerGame(id).feeScheduleId, getSchedule(pokerGame(id).feeScheduleId).room])).toEqual([
      ["texas-holdem-mortimers", "texas-holdem-mortimers", "Mortimer's Card Room"],
      ["omaha-hi-lo-mortimers", "omaha-hi-lo-mortimers", "Mortimer's Card Room"],
      ["texas-holdem", "texas-holdem-kings", "Kings Card Club"],
      ["omaha", "omaha-kings", "Kings Card Club"],
    ]);
    expect(isPokerGameId("omaha")).toBe(true);
    expect(isPokerGameId("no-bust-6")).toBe(false);
    expect(() => pokerGame("pineapple")).toThrow(UnknownPokerGameError);
  });

  it("as filed: ten seats (seed 004 L105, L200; seed 003 L2511-2512), hole cards and halves", () => {
    expect(POKER_GAME_IDS.map((id) => pokerGame(id)).map((g) => [g.maxSeats, g.holeCards, g.holeCardsUsed, g.split])).toEqual([
      [10, 2, "any", "high"],
      [10, 4, "exactly-two", "high-low-eight-or-better"],
      [10, 2, "any", "high"],
      [10, 4, "exactly-two", "high"],
    ]);
  });

  it("kill pots only in Mortimer's Omaha High/Low (seed 003 L2834-2835, L2861-2895), full kill by default", () => {
    expect(POKER_GAME_IDS.map((id) => pokerGame(id).kill?.size ?? null)).toEqual([null, "full", null, null]);
    expect(pokerGame("omaha-hi-lo-mortimers").kill).toMatchObject({ trigger: "two-legs", scoopPotUpperLimits: 5, voluntaryStackKillBlinds: 4 });
  });

  it("the raise caps the filings print: Mortimer's Hold'em 3 or 4 (seed 003 L289 against L302)", () => {
    expect(pokerGame("texas-holdem-mortimers").raises.cap).toBe(3);
    expect(pokerGame("texas-holdem-mortimers", { raiseCap: "four-raises" }).raises.cap).toBe(4);
  });

  it("refuses unknown options and values", () => {
    expect(() => pokerGame("omaha", { kill: "full" })).toThrow(GameOptionError);
    expect(() => pokerGame("omaha-hi-lo-mortimers", { kill: "triple" })).toThrow(/must be one of "full", "half", "none"/);
  });

  it("every option names its filing lines and its reason, and every default is one of its values", () => {
    for (const id of POKER_GAME_IDS) {
      const game = pokerGame(id);
      expect(Object.keys(game.options).sort()).toEqual(Object.keys(game.optionNotes).sort());
      for (const [name, note] of Object.entries(game.optionNotes)) {
        expect(note.source, `${id}.${name}`).toMatch(/seed 00[34] L\d/);
        expect(note.why.length).toBeGreaterThan(40);
        expect(note.values).toContain(game.options[name]);
      }
    }
  });

  it("only the Kings games, whose schedules print time collection, carry the time options", () => {
    expect(POKER_GAME_IDS.map((id) => "timePayment" in pokerGame(id).options)).toEqual([false, false, true, true]);
    expect(pokerGame("omaha", { timePayment: "in-arrears", timeProration: "any-part", timeSittingOut: "exempt" }).time).toMatchObject({ payment: "in-arrears", proration: "any-part", sittingOut: "exempt" });
  });
});
