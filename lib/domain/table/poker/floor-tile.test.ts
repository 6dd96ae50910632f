import { describe, expect, it } from "vitest";
import { pokerFamily } from "./family";
import { pokerTile } from "./floor";
import { PokerTable } from "./test-kit";

// A poker table's card on the floor dashboard (issue 29): nobody banks, so the card shows the stakes,
// the button and blinds, the kill and the time clock, from the family's floor adapter.
describe("a poker table's card on the floor", () => {
  it("is the family's floor adapter's", () => {
    expect(pokerFamily.floor.tile).toBe(pokerTile);
  });

  it("shows the stakes and blinds, the button not yet drawn, in seats nobody banks", () => {
    const t = new PokerTable({ gameId: "texas-holdem" }).seatPlayers([1, 3, 5]);
    const tile = pokerTile(t.state)!;
    expect(tile.seats).toBe("10 seats, nobody banks");
    expect(tile.facts.find((f) => f.term === "Stakes")?.value).toMatch(/blinds \$1\.00\/\$3\.00/);
    expect(tile.facts.find((f) => f.term === "Button")?.value).toBe("not drawn yet");
  });

  it("names the button and the blinds once drawn, and the kill where the game has one", () => {
    const t = new PokerTable({ gameId: "omaha-hi-lo-mortimers" }).seatPlayers([1, 3, 5, 7, 8]).drawButton(3);
    const tile = pokerTile(t.state)!;
    expect(tile.facts.find((f) => f.term === "Button")?.value).toBe("seat 3 · blinds seats 5 and 7");
    expect(tile.facts.find((f) => f.term === "Kill")?.value).toMatch(/kill blind \$/);
    expect(tile.facts.some((f) => /\+ PD|Nobody banks|undefined|null/.test(f.value))).toBe(false);
  });

  it("counts down to the next time collection where the table collects time", () => {
    const t = new PokerTable({ gameId: "omaha" }).seatPlayers([1, 2, 3]).drawButton(1);
    const time = pokerTile(t.state)!.facts.find((f) => f.term === "Time");
    expect(time?.value).toBe("$5.00 each half hour");
    expect(time && "until" in time).toBe(true);
  });

  it("is nothing before the table is set up", () => {
    expect(pokerTile(pokerFamily.empty)).toBeNull();
  });
});
