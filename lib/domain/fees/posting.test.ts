import { describe, expect, it } from "vitest";
import { postedFees } from "./posting";
import { getScheduleOption } from "./registry";

describe("the fees as posted at the table", () => {
  it("Mortimer's EZ Baccarat Panda 8 option 1: the player fee is posted per player, on everything the player wagers (seed 003 L2265-2267)", () => {
    expect(postedFees(getScheduleOption("ez-baccarat-panda-8-mortimers", "1")).slice(0, 3)).toEqual([
      "Option 1: limits $5.00 - $1,000.00 per spot",
      "Players, per player by everything the player wagers at the table:",
      "  $5.00-$50.00: $0.50",
    ]);
  });

  it("Fortune 7 option 3: a flat fee per betting spot", () => {
    expect(postedFees(getScheduleOption("fortune-7-baccarat", "3"))).toEqual([
      "Option 3: limits $5.00 - $100.00 per spot",
      "Players: $1.00 per betting spot (each game wager)",
      "Player-dealer: $2.00 per hand",
    ]);
  });
});
