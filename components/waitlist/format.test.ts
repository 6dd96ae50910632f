import { describe, expect, it } from "vitest";
import { describeStakes } from "@/lib/domain/poker";
import { BOARD, boardStakes, countdown, namesThatFit, shortTable, timeline, waited } from "./format";

describe("the lists' words", () => {
  it("says how long a player has waited", () => {
    expect(waited(30_000)).toBe("just now");
    expect(waited(4 * 60_000 + 59_000)).toBe("4 min");
    expect(waited(65 * 60_000)).toBe("1 h 05 min");
  });

  it("counts a call down to the second, then says the time is up", () => {
    expect(countdown(161_000)).toBe("2:41");
    expect(countdown(500)).toBe("0:01");
    expect(countdown(0)).toBe("time is up");
  });

  it("names a table on the board by its short name", () => {
    expect(shortTable("Table 3 · 21st Century Baccarat 5.0")).toBe("Table 3");
    expect(shortTable("Poker 12")).toBe("Poker 12");
  });

  it("writes the tables open through a shift on one line, in the room's time", () => {
    const at = Date.UTC(2026, 10, 26, 22, 0, 0); // 14:00 in Los Angeles
    expect(timeline([{ at, count: 0 }, { at: at + 30 * 60_000, count: 1 }, { at: at + 60 * 60_000, count: 2 }], "America/Los_Angeles")).toBe("14:00 none · 14:30 1 · 15:00 2");
  });
});

describe("a list's limit on the board", () => {
  it("says a poker table's posted stakes as its wall does: the limit, then the blinds", () => {
    expect(boardStakes(describeStakes({ structure: "limit", smallBet: 300, bigBet: 600, blinds: { small: 100, big: 300 } }))).toEqual({ limit: "$3 – $6 limit", blinds: "Blinds $1 / $3" });
    expect(boardStakes(describeStakes({ structure: "no-limit", buyIn: { min: 20_000, max: 50_000 }, blinds: { small: 200, big: 500 } }))).toEqual({ limit: "No limit, buy-in $200 – $500", blinds: "Blinds $2 / $5" });
  });

  it("keeps a typed limit on one line", () => {
    expect(boardStakes("$4-$8")).toEqual({ limit: "$4 – $8", blinds: null });
  });
});

describe("the board's names fit the wall", () => {
  it("shows fewer names per game as games are added, each row still 62 px", () => {
    const one = namesThatFit(1, false);
    const five = namesThatFit(5, false);
    expect(one).toBeGreaterThan(five);
    for (const games of [1, 2, 4, 5, 8, 12]) {
      for (const calling of [false, true]) {
        const rows = Math.ceil(games / BOARD.perRow);
        const used = BOARD.header + (calling ? BOARD.calling : 0) + rows * (BOARD.cardHeader + namesThatFit(games, calling) * BOARD.nameRow) + BOARD.gap * (rows + 1);
        expect(used <= BOARD.height || namesThatFit(games, calling) === 1).toBe(true);
      }
    }
  });
});
