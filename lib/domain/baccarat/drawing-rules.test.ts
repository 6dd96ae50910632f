import { describe, expect, it } from "vitest";
import { BANKER_CHART, bankerDraws, playerDecision } from "./drawing-rules";
import { baccaratGame } from "./games";
import { dealCard, newRound, nextStep, type NextStep } from "./round";
import type { AnyGameConfig } from "./game-config";

/**
 * The Banker chart as every tableau filing prints it (seed 000 L67-76): Banker's score by the
 * Player's third card 0-9. Transcribed here by hand, cell by cell, so the engine is tested against
 * the filing rather than against its own table.
 */
const PRINTED: Readonly<Record<number, string>> = {
  7: "S S S S S S S S S S",
  6: "S S S S S S H H S S",
  5: "S S S S H H H H S S",
  4: "S S H H H H H H S S",
  3: "H H H H H H H H S H",
  2: "H H H H H H H H H H",
  1: "H H H H H H H H H H",
  0: "H H H H H H H H H H",
};

function printed(banker: number, third: number): "H" | "S" {
  return PRINTED[banker]?.split(" ")[third] as "H" | "S";
}

/** Where each filing prints a cell, and where it states that a standing Player leaves the Banker hitting on 0-5. */
const WHERE: Readonly<Record<string, { cell: (banker: number, third: number) => string; stands: string }>> = {
  "fortune-7-baccarat": { cell: (b) => `seed 000 L${69 + (7 - b)}`, stands: "seed 000 L56" },
  "ez-baccarat": { cell: (b) => `seed 002 L${68 + (7 - b)}`, stands: "seed 002 L57" },
  // 003 prints the chart column by column: column header, then rows 7 down to 0.
  "ez-baccarat-panda-8": { cell: (b, v) => `seed 003 L${2078 + 9 * v + 1 + (7 - b)} (004 L${1187 + (7 - b)})`, stands: "seed 003 L2056, 004 L1176" },
  "commission-free-dragon-bonus": {
    cell: (b, v) => (v <= 5 ? `seed 003 L${4690 + (7 - b)}` : `seed 003 L${4699 + 9 * (v - 6) + 1 + (7 - b)}`) + ` (004 L${1325 + (7 - b)})`,
    stands: "seed 004 L1314, 003 L4667",
  },
  // Dai Bacc's printed chart lost its column 9; that column comes from the text rules L1457-1462.
  "dai-bacc": { cell: (b, v) => (v === 9 ? "seed 004 L1457-1462" : `seed 004 L${1468 + (7 - b)}`), stands: "seed 004 L1455" },
};

const RANK_OF_VALUE = ["K", "A", "2", "3", "4", "5", "6", "7", "8", "9"];

/** Player 2+3 = 5 (draws), Banker T + x = `banker`, Player third card of value `third`: what the engine says next. */
function afterPlayerThirdCard(game: AnyGameConfig, banker: number, third: number): NextStep {
  let state = newRound();
  for (const card of ["2C", "TD", "3C", `${RANK_OF_VALUE[banker]}H`, `${RANK_OF_VALUE[third]}S`]) state = dealCard(game, state, card);
  return nextStep(game, state);
}

/** Player T+6 = 6 (stands), Banker T + x = `banker`. */
function afterPlayerStands(game: AnyGameConfig, banker: number): NextStep {
  let state = newRound();
  for (const card of ["TC", "TD", "6C", `${RANK_OF_VALUE[banker]}H`]) state = dealCard(game, state, card);
  return nextStep(game, state);
}

const BANKER_DRAWS: NextStep = { kind: "deal", hand: "banker", cardNumber: 3, faceDown: false };
const COMPLETE: NextStep = { kind: "complete" };

describe.each(Object.keys(WHERE))("%s: the Banker chart, every cell", (id) => {
  const game = baccaratGame(id);
  const where = WHERE[id] as (typeof WHERE)[string];
  const cells = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((b) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) => [b, v, printed(b, v)] as const));
  it.each(cells.map(([b, v, hs]) => [where.cell(b, v), b, v, hs] as const))("%s: Banker %i, Player third card %i: %s", (_line, b, v, hs) => {
    expect(afterPlayerThirdCard(game, b, v)).toEqual(hs === "H" ? BANKER_DRAWS : COMPLETE);
  });
  const standCells = [0, 1, 2, 3, 4, 5, 6, 7].map((b) => [where.stands, b, b <= 5 ? "H" : "S"] as const);
  it.each(standCells)("%s: Banker %i, no Player third card: %s", (_line, b, hs) => {
    expect(afterPlayerStands(game, b)).toEqual(hs === "H" ? BANKER_DRAWS : COMPLETE);
  });
});

describe("the chart as data", () => {
  it("seed 000 L67-76: BANKER_CHART holds the printed rows", () => {
    for (const b of [0, 1, 2, 3, 4, 5, 6, 7] as const) expect(BANKER_CHART[b].join(" ")).toBe(PRINTED[b]);
  });

  it("seed 000 L58-61: the text rules and the chart agree cell by cell", () => {
    const text = (b: number, v: number): boolean =>
      b <= 2 || (b === 3 && v !== 8) || (b === 4 && ![0, 1, 8, 9].includes(v)) || (b === 5 && [4, 5, 6, 7].includes(v)) || (b === 6 && [6, 7].includes(v));
    for (let b = 0; b <= 7; b += 1) for (let v = 0; v <= 9; v += 1) expect(printed(b, v) === "H").toBe(text(b, v));
  });
});

describe("tableau rules as functions", () => {
  const rules = { kind: "tableau", naturalsStopDrawing: true } as const;
  it("seed 000 L53: the Player hits on 0-5 and stands on 6-9", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((p) => playerDecision(rules, p, 3))).toEqual(["draw", "draw", "draw", "draw", "draw", "draw", "stand", "stand"]);
  });
  it("seed 000 L54: a Player natural stops the Banker drawing", () => {
    expect(bankerDraws(rules, 0, 8, null)).toBe(false);
    expect(bankerDraws(rules, 5, 9, null)).toBe(false);
  });
  it("seed 000 L55: a Banker natural stops the Player drawing", () => {
    expect(playerDecision(rules, 0, 8)).toBe("stand");
    expect(playerDecision(rules, 5, 9)).toBe("stand");
  });
  it("without the naturals rule (an option where the filing is silent) a Player on 0-5 draws against a Banker natural", () => {
    const off = { kind: "tableau", naturalsStopDrawing: false } as const;
    expect(playerDecision(off, 3, 8)).toBe("draw");
    expect(bankerDraws(off, 4, 9, null)).toBe(true);
    expect(bankerDraws(off, 8, 3, 2)).toBe(false);
  });
});
