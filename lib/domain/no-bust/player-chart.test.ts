import { describe, expect, it } from "vitest";
import { noBustGame } from "./games";
import type { NoBustGame } from "./game-config";
import { HARD_TOTALS, SOFT_TOTALS, chartCell, type ChartCell } from "../blackjack/player-chart";
import { nextStep } from "./next-step";
import { decide } from "./decisions";
import { dealCard, recordFeesCollected } from "./round";
import { main, open, value } from "./test-kit";
import type { RoundState } from "./round-state";

/**
 * The player charts as printed, transcribed by hand (H must hit, O option, S must stand), hard
 * totals 4-21, soft totals 12-21, then any total over 21. Gaps filled by the defaults of
 * docs/rules-decisions/no-bust.md are marked in the test names.
 */
const CODE: Record<string, ChartCell> = { H: "hit", O: "option", S: "stand" };
const row = (text: string): ChartCell[] => text.split(" ").map((c) => CODE[c] as ChartCell);

interface PrintedChart {
  readonly lines: string;
  readonly hard: string; //  4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21
  readonly soft: string; // 12 13 14 15 16 17 18 19 20 21
  readonly over: string;
}

const PRINTED: Record<string, PrintedChart> = {
  // "11 or Less" must hit; options 13-19 (12 lost by the OCR, default option); "Soft & Hard 20 / 21" stand; over 21 not printed (default stand).
  "no-bust-joker": {
    lines: "seed 003 L57-62",
    hard: "H H H H H H H H O O O O O O O O S S",
    soft: "O O O O O O O O S S",
    over: "S",
  },
  // "Must Stand On Hard 19 or more / Must Hit On 5 Or Less / Have Option On 6 through 18"; soft 19-21 not printed (default stand).
  "no-bust-6": {
    lines: "seed 003 L754-762",
    hard: "H H O O O O O O O O O O O O O S S S",
    soft: "O O O O O O O S S S",
    over: "S",
  },
  // "Must Stand On Naturals, Soft 20 & 21 / Must Hit On 5 Or Less / Have Option On 6 Thru 19"; hard 20-21 and over 21 not printed (default stand).
  "no-bust-buster-bonus-6": {
    lines: "seed 003 L3061-3070",
    hard: "H H O O O O O O O O O O O O O O S S",
    soft: "O O O O O O O O S S",
    over: "S",
  },
};

/** A hand of each total; the third card, if any, is a hit on an option total. */
function hardHand(t: number): string[] {
  if (t <= 11) return ["2C", `${t - 2}D`];
  if (t <= 19) return [`${t - 10}C`, "TD"];
  if (t === 20) return ["TC", "KD"];
  return ["TC", "5D", "6H"];
}
function softHand(t: number): string[] {
  if (t === 12) return ["AC", "AD"];
  if (t <= 20) return ["AC", `${t - 11}D`];
  return ["AC", "5D", "5H"]; // soft 16, hit 5: an ace with a ten would be a Natural in 6.0 and 2014
}
const OVER = ["TC", "5D", "9H"];

/** Seat 2 against a player-dealer 5 (no insurance, no check, no joker), up to the player's hand. */
function reach(game: NoBustGame, cards: readonly string[]): RoundState {
  const [a, b, ...more] = cards as [string, string, ...string[]];
  let s = open(game, [main(2)]);
  const initial = game.deal.playerDealerSecondCard === "hole-card" ? [a, "5S", b, "5H"] : [a, "5S", b];
  for (const c of initial) s = dealCard(s, c);
  if (nextStep(s).kind === "collect-fees") s = recordFeesCollected(s);
  for (const c of more) {
    if (nextStep(s).kind === "decide") s = decide(s, 2, 0, "hit");
    s = dealCard(s, c);
  }
  return s;
}

/** What the engine lets the hand do: hit only, stand only, or either. */
function observed(s: RoundState): ChartCell {
  const step = nextStep(s);
  if (step.kind === "deal" && step.to.kind === "player" && step.to.seat === 2) return step.why === "must-hit" ? "hit" : "option";
  if (step.kind !== "decide" || step.seat !== 2) return "stand";
  const hit = step.allowed.includes("hit") || step.allowed.includes("double");
  const stand = step.allowed.includes("stand");
  return hit && stand ? "option" : hit ? "hit" : "stand";
}

describe.each(Object.entries(PRINTED))("%s: the player chart, every cell", (id, printed) => {
  const game = noBustGame(id);
  const hard = row(printed.hard);
  const soft = row(printed.soft);
  const over = CODE[printed.over] as ChartCell;

  it(`${printed.lines}: the chart data is the printed chart`, () => {
    expect(HARD_TOTALS.map((t) => game.playerChart.hard[t])).toEqual(hard);
    expect(SOFT_TOTALS.map((t) => game.playerChart.soft[t])).toEqual(soft);
    expect(game.playerChart.overTwentyOne).toBe(over);
    expect(game.playerChart.source).toBe(printed.lines);
  });

  it.each(HARD_TOTALS.map((t, i) => [printed.lines, t, hard[i] as ChartCell] as const))("%s: hard %i is %s", (_l, t, cell) => {
    expect(chartCell(game.playerChart, value(game, hardHand(t)))).toBe(cell);
    expect(observed(reach(game, hardHand(t)))).toBe(cell);
  });

  it.each(SOFT_TOTALS.map((t, i) => [printed.lines, t, soft[i] as ChartCell] as const))("%s: soft %i is %s", (_l, t, cell) => {
    expect(chartCell(game.playerChart, value(game, softHand(t)))).toBe(cell);
    expect(observed(reach(game, softHand(t)))).toBe(cell);
  });

  it(`${printed.lines}: a total over 21 (hard 24) is ${over} (not printed: decision)`, () => {
    expect(chartCell(game.playerChart, value(game, OVER))).toBe(over);
    expect(observed(reach(game, OVER))).toBe(over);
  });
});

describe("Naturals and Joker hands stand", () => {
  it("seed 003 L58, L145: Natural 22 and a joker with any card must stand (Joker edition)", () => {
    const game = noBustGame("no-bust-joker");
    for (const cards of [["JK", "JK"], ["JK", "5D"], ["2C", "JK"]]) {
      expect(chartCell(game.playerChart, value(game, cards))).toBe("stand");
      expect(observed(reach(game, cards))).toBe("stand");
    }
  });
  it.each([
    ["no-bust-6", "seed 003 L757 (a Natural is 22: hard 19 or more)"],
    ["no-bust-buster-bonus-6", "seed 003 L3063-3064"],
  ])("%s, %s: a Natural must stand", (id) => {
    const game = noBustGame(id);
    expect(observed(reach(game, ["AC", "KD"]))).toBe("stand");
  });
});

describe("the chart options", () => {
  it("seed 003 L57-62, playerTwelve must-hit: 12 moves to the must-hit column", () => {
    const game = noBustGame("no-bust-joker", { playerTwelve: "must-hit" });
    expect(game.playerChart.hard[12]).toBe("hit");
    expect(game.playerChart.soft[12]).toBe("hit");
    expect(game.playerChart.hard[13]).toBe("option");
  });
  it("seed 003 L57-62, playerOverTwentyOne option: a Joker edition player may hit over 21", () => {
    const game = noBustGame("no-bust-joker", { playerOverTwentyOne: "option" });
    expect(observed(reach(game, OVER))).toBe("option");
  });
  it("seed 003 L754-762, playerSoft19To21 option (6.0)", () => {
    const game = noBustGame("no-bust-6", { playerSoft19To21: "option" });
    expect(SOFT_TOTALS.map((t) => game.playerChart.soft[t])).toEqual(row("O O O O O O O O O O"));
    expect(game.playerChart.hard[19]).toBe("stand");
  });
  it("seed 003 L3061-3070, playerHard20And21 option (2014)", () => {
    const game = noBustGame("no-bust-buster-bonus-6", { playerHard20And21: "option" });
    expect([game.playerChart.hard[20], game.playerChart.hard[21], game.playerChart.soft[20]]).toEqual(["option", "option", "stand"]);
  });
});
