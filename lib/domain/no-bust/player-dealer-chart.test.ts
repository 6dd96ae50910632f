import { describe, expect, it } from "vitest";
import { noBustGame } from "./games";
import type { NoBustGame } from "./game-config";
import { HARD_TOTALS, SOFT_TOTALS } from "../blackjack/player-chart";
import { playerDealerDraws } from "../blackjack/player-dealer-chart";
import { nextStep } from "./next-step";
import { drive, main, open, standOrHit, value } from "./test-kit";

/**
 * "Must Stand On Hard 17 And Above / Must Hit On Soft 17 Or Less / Have Option On None", the same
 * in the three filings; soft 18-21 is in neither column (default stand). H hit, S stand.
 */
const PRINTED = {
  hard: "H H H H H H H H H H H H H S S S S S", //  4 … 21
  soft: "H H H H H H S S S S", // 12 … 21
  over: "S",
};
const LINES: Record<string, string> = {
  "no-bust-joker": "seed 003 L62-71, L107-111",
  "no-bust-6": "seed 003 L771-780",
  "no-bust-buster-bonus-6": "seed 003 L3079-3088",
};
const draws = (text: string) => text.split(" ").map((c) => c === "H");

function hardHand(t: number): string[] {
  if (t <= 11) return ["2C", `${t - 2}D`];
  if (t <= 19) return [`${t - 10}C`, "TD"];
  if (t === 20) return ["TC", "KD"];
  return ["TC", "5D", "6H"]; // hard 15 hits a 6
}
function softHand(t: number): string[] {
  if (t === 12) return ["AC", "AD"];
  if (t <= 20) return ["AC", `${t - 11}D`];
  return ["AC", "5D", "5H"]; // soft 16 hits a 5 (an ace with a ten is a Natural in 6.0 and 2014)
}
const OVER = ["TC", "6D", "9H"]; // hard 16 hits a 9: 25, never a bust

/** Player at seat 2 stands on T-K; the player-dealer gets `pd`; true when the engine deals it another card. */
function playerDealerTakesAnother(game: NoBustGame, pd: readonly string[]): boolean {
  const [up, second, ...more] = pd as [string, string, ...string[]];
  // Hole-card games deal the second card before the players act, the Joker edition after: the order of the list is the same.
  const s = drive(open(game, [main(2)]), ["TS", up, "KS", second, ...more], standOrHit);
  const step = nextStep(s);
  expect(s.playerDealer).toEqual(pd);
  if (step.kind === "complete") return false;
  expect(step).toMatchObject({ kind: "deal", to: { kind: "player-dealer" }, why: "player-dealer-draw" });
  return true;
}

describe.each(Object.entries(LINES))("%s: the player-dealer chart, every cell", (id, lines) => {
  const game = noBustGame(id);
  it.each(HARD_TOTALS.map((t, i) => [lines, t, draws(PRINTED.hard)[i] as boolean] as const))("%s: hard %i, draws: %s", (_l, t, hit) => {
    expect(playerDealerDraws(game.playerDealerChart, value(game, hardHand(t)))).toBe(hit);
    expect(playerDealerTakesAnother(game, hardHand(t))).toBe(hit);
  });
  it.each(SOFT_TOTALS.map((t, i) => [lines, t, draws(PRINTED.soft)[i] as boolean] as const))("%s: soft %i, draws: %s", (_l, t, hit) => {
    expect(playerDealerDraws(game.playerDealerChart, value(game, softHand(t)))).toBe(hit);
    expect(playerDealerTakesAnother(game, softHand(t))).toBe(hit);
  });
  it(`${lines}: over 21 (hard 25) stands: the player-dealer never busts`, () => {
    expect(playerDealerTakesAnother(game, OVER)).toBe(false);
  });
  it(`${lines}: soft 18-21 hit with playerDealerSoft18To21 "hit" (the text: "until a Hard 17 or higher")`, () => {
    const literal = noBustGame(id, { playerDealerSoft18To21: "hit" });
    expect(SOFT_TOTALS.map((t) => playerDealerDraws(literal.playerDealerChart, value(literal, softHand(t))))).toEqual(SOFT_TOTALS.map(() => true));
    expect(playerDealerTakesAnother(literal, softHand(19))).toBe(true);
  });
});

describe("special player-dealer hands", () => {
  it("seed 003 L115-118, L145: the Joker edition player-dealer stands on Natural 22 and on a Joker hand", () => {
    const game = noBustGame("no-bust-joker");
    expect(playerDealerTakesAnother(game, ["5C", "JK"])).toBe(false);
    expect(playerDealerTakesAnother(game, ["9C", "JK"])).toBe(false);
    // Joker as the up card: hands frozen, the next card dealt, and nothing more.
    expect(playerDealerTakesAnother(game, ["JK", "2D"])).toBe(false);
  });
  it("seed 003 L3019-3021: the 2014 player-dealer's Natural stands; two aces are 2 or 12 and hit (6.0 L661)", () => {
    const game = noBustGame("no-bust-buster-bonus-6");
    expect(value(game, ["AC", "AD"])).toMatchObject({ kind: "total", total: 12, soft: true });
    expect(playerDealerTakesAnother(noBustGame("no-bust-6"), ["AC", "AD"])).toBe(true);
  });
});
