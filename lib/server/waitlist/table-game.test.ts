import { describe, expect, it } from "vitest";
import { PokerTable } from "@/lib/domain/table/poker/test-kit";
import { tableGameOf } from "./table-game";

describe("the game a live table deals, as the lists read it", () => {
  it("a poker table: its game and the stakes it posts (structure, limits, blinds)", () => {
    const kings = new PokerTable({ gameId: "texas-holdem" });
    expect(tableGameOf({ summary: { gameId: "texas-holdem" }, views: kings.views() })).toEqual({ gameId: "texas-holdem", game: "Texas Hold'em", stakes: "$3.00-$6.00 limit, blinds $1.00/$3.00" });
    const mortimers = new PokerTable({ gameId: "omaha-hi-lo-mortimers" });
    expect(tableGameOf({ summary: { gameId: "omaha-hi-lo-mortimers" }, views: mortimers.views() })).toEqual({ gameId: "omaha-hi-lo-mortimers", game: "Omaha High/Low Split", stakes: "$3.00-$6.00 limit, blinds $1.00/$3.00" });
  });

  it("a banked game's table: its game by name, no posted stakes", () => {
    expect(tableGameOf({ summary: { gameId: "no-bust-6" }, views: { display: {} } })).toEqual({ gameId: "no-bust-6", game: "No Bust Blackjack 6.0", stakes: null });
  });
});
