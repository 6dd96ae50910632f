import { describe, expect, it } from "vitest";
import { HARD_TOTALS, SOFT_TOTALS, chartCell } from "../blackjack/player-chart";
import { playerDealerDraws } from "../blackjack/player-dealer-chart";
import { twentyOneGame } from "./games";

const cell = (id: string, total: number, soft: boolean, options?: Record<string, unknown>) => chartCell(twentyOneGame(id, options).playerChart, { kind: "total", total, soft });
const draws = (id: string, total: number, soft: boolean, options?: Record<string, unknown>) => playerDealerDraws(twentyOneGame(id, options).playerDealerChart, { kind: "total", total, soft });

describe("Chart 1A, Pure 21.5: must stand hard 19 or more, must hit hard 11 or less, option on all other counts (seed 003 L449-458; seed 004 L478-486)", () => {
  for (const id of ["pure-21-5-mortimers", "pure-21-5"]) {
    it(`${id}: every hard total`, () => {
      for (const t of HARD_TOTALS) expect(cell(id, t, false), `hard ${t}`).toBe(t >= 19 ? "stand" : t <= 11 ? "hit" : "option");
    });
    it(`${id}: every soft total is an option ("all other counts")`, () => {
      for (const t of SOFT_TOTALS) expect(cell(id, t, true), `soft ${t}`).toBe("option");
    });
    it(`${id}: over 21.5 and a Pure 21.5 stand`, () => {
      for (const t of [22, 25, 30]) expect(cell(id, t, false)).toBe("stand");
      expect(chartCell(twentyOneGame(id).playerChart, { kind: "pure-21-5", total: 21.5 })).toBe("stand");
    });
  }
});

describe("Chart 1A, Pure Spanish 21.5: must stand hard 17 or more, must hit \"Players Option\", option on all other counts (seed 004 L682-688)", () => {
  it("every hard and soft total", () => {
    for (const t of HARD_TOTALS) expect(cell("pure-spanish-21-5", t, false), `hard ${t}`).toBe(t >= 17 ? "stand" : "option");
    for (const t of SOFT_TOTALS) expect(cell("pure-spanish-21-5", t, true), `soft ${t}`).toBe("option");
    expect(cell("pure-spanish-21-5", 23, false)).toBe("stand");
  });
});

describe("Blackjack X: option on 2 to 21, must stand on a natural and on 22-30 (seed 004 L989, L1037-1038)", () => {
  it("every total", () => {
    for (const t of HARD_TOTALS) expect(cell("blackjack-x", t, false)).toBe("option");
    for (const t of SOFT_TOTALS) expect(cell("blackjack-x", t, true)).toBe("option");
    for (let t = 22; t <= 31; t++) expect(cell("blackjack-x", t, false)).toBe("stand");
    expect(chartCell(twentyOneGame("blackjack-x").playerChart, { kind: "natural-31", total: 31 })).toBe("stand");
    expect(chartCell(twentyOneGame("blackjack-x").playerChart, { kind: "blackjack-x", total: 31 })).toBe("stand");
  });
});

describe("Chart 1B, the player-dealer: must stand hard 17 or more, must hit soft 17 or less, no options (seed 003 L458-464; seed 004 L488-496, L690-698; Blackjack X L990, L1032-1033)", () => {
  for (const id of ["pure-21-5-mortimers", "pure-21-5", "pure-spanish-21-5", "blackjack-x"]) {
    it(`${id}: hard 16 or less hits, hard 17 or more stands; soft 17 or less hits, soft 18-21 stands (soft18To21 option: hits)`, () => {
      for (let t = 4; t <= 26; t++) expect(draws(id, t, false), `hard ${t}`).toBe(t < 17);
      for (const t of SOFT_TOTALS) expect(draws(id, t, true), `soft ${t}`).toBe(t <= 17);
      for (const t of [18, 19, 20, 21]) expect(draws(id, t, true, { playerDealerSoft18To21: "hit" })).toBe(true);
      expect(playerDealerDraws(twentyOneGame(id).playerDealerChart, { kind: id === "blackjack-x" ? "natural-31" : "pure-21-5", total: 21.5 })).toBe(false);
    });
  }
  it("Pure Spanish 21.5's option to stand on all 17s (L670) stands on soft 17, and on soft 17 only", () => {
    expect(draws("pure-spanish-21-5", 17, true, { playerDealerSoft17: "stand" })).toBe(false);
    expect(draws("pure-spanish-21-5", 16, true, { playerDealerSoft17: "stand" })).toBe(true);
    expect(draws("pure-spanish-21-5", 16, false, { playerDealerSoft17: "stand" })).toBe(true);
  });
});
