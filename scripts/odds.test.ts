import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import path from "node:path";
import { readFileSync } from "node:fs";
import { exactFraction, main } from "./odds";
import { AIM_MS, benchGame, main as bench } from "./odds-bench";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");

function json(args: string[]) {
  const result = main(args);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as {
    game: string;
    decks: number;
    total: string;
    outcomes: Record<string, string>;
    bets: Record<string, { expectedReturn: number; houseEdge: number; win: number; push: number; lose: number; pays: string }>;
  };
}

describe("npm run odds", () => {
  it("prints game, decks, total, outcomes and bets as JSON; counts are decimal strings", () => {
    const out = json(["--game", "fortune-7-baccarat", "--decks", "8", "--json"]);
    expect(Object.keys(out)).toEqual(["game", "decks", "total", "outcomes", "bets"]);
    expect(out.game).toBe("fortune-7-baccarat");
    expect(out.decks).toBe(8);
    expect(out.total).toBe((416n * 415n * 414n * 413n * 412n * 411n).toString());
    for (const value of Object.values(out.outcomes)) expect(value).toMatch(/^\d+$/);
    for (const key of ["player_win", "banker_win", "tie", "banker_win_3card_7", "player_win_3card_8", "player_win_by_1_1_0", "player_win_by_1_other"]) {
      expect(out.outcomes).toHaveProperty(key);
    }
    expect(Object.keys(out.bets)).toEqual(["player", "banker", "tie", "one-up", "fortune7"]);
  });

  it("standard 8-deck probabilities: Banker 0.458597, Player 0.446247, Tie 0.095156", () => {
    const out = json(["--game", "fortune-7-baccarat", "--decks", "8", "--json"]);
    const p = (k: string) => (Number(BigInt(out.outcomes[k] as string)) / Number(BigInt(out.total))).toFixed(6);
    expect([p("banker_win"), p("player_win"), p("tie")]).toEqual(["0.458597", "0.446247", "0.095156"]);
    expect(out.outcomes.banker_win).toBe("2292252566437888");
    expect(out.bets.banker?.houseEdge).toBeCloseTo(0.0102, 4);
    expect(out.bets.banker?.expectedReturn).toBeCloseTo(-0.0102, 4);
    expect(out.bets["one-up"]?.pays).toBe("30 to 1, 9 to 1");
  });

  it("EZ Baccarat Panda 8: Dragon 7 about 0.0225, Panda 8 about 0.0345", () => {
    const out = json(["--game", "ez-baccarat-panda-8", "--decks", "8", "--json"]);
    expect(out.bets.dragon7?.win).toBeCloseTo(0.0225, 4);
    expect(out.bets.panda8?.win).toBeCloseTo(0.0345, 4);
  });

  it("the Mortimer's games: EZ Baccarat Panda 8's Tie at 9 to 1, the Dragon Bonus Banker line with a winning 6 at 1 to 2 and no Fortune 7", () => {
    const panda = json(["--game", "ez-baccarat-panda-8-mortimers", "--decks", "8", "--json"]);
    expect(panda.bets.tie?.pays).toBe("9 to 1");
    expect(panda.bets.tie?.houseEdge).toBeCloseTo(0.0484, 4);
    const dragon = json(["--game", "commission-free-dragon-bonus-mortimers", "--decks", "8", "--json"]);
    expect(dragon.bets.banker?.pays).toBe("1 to 1, 1 to 2");
    expect(dragon.bets.banker?.houseEdge).toBeCloseTo(0.0146, 4);
    expect(Object.keys(dragon.bets)).toEqual(["player", "banker", "tie", "player-dragon", "banker-dragon"]);
  });

  it("21st Century: the late tie is given for the rounds it may be placed on", () => {
    const out = json(["--game", "21st-century-baccarat-5", "--decks", "6", "--json"]);
    expect(out.decks).toBe(6);
    expect(out.total).toBe((312n * 311n * 310n * 309n * 308n * 307n).toString());
    expect(out.bets["late-tie"]).toMatchObject({ placedOn: "rounds where the late tie window is open" });
    expect(out.bets.dealer?.pays).toBe("19 to 20");
  });

  it("refuses an unknown game, listing the games", () => {
    const r = main(["--game", "mini-baccarat", "--decks", "8"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown game "mini-baccarat" \(games: fortune-7-baccarat, 21st-century-baccarat-5/);
  });

  it("refuses a deck count the game does not allow", () => {
    const r = main(["--game", "dai-bacc", "--decks", "3"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("odds: dai-bacc is played with 4, 5, 6, 7, 8 decks, not 3\n");
  });

  it("refuses a missing game, a bad deck count and unknown flags", () => {
    expect(main(["--decks", "8"]).stderr).toMatch(/--game is required/);
    expect(main(["--game", "ez-baccarat", "--decks", "eight"]).stderr).toMatch(/--decks must be a whole number/);
    expect(main(["--game", "ez-baccarat", "--decks"]).stderr).toMatch(/--decks needs a value/);
    expect(main(["--game", "ez-baccarat", "--simulate"]).stderr).toMatch(/unknown argument "--simulate"/);
  });

  it("--decks defaults to the largest the game allows; --game=id works", () => {
    expect(json(["--game=ez-baccarat", "--json"]).decks).toBe(8);
  });

  it("without --json prints a readable table", () => {
    const r = main(["--game", "dai-bacc", "--decks", "8"]);
    expect(r.stdout).toMatch(/^dai-bacc, 8 decks: 4998398275503360 ordered six-card sequences/);
    expect(r.stdout).toMatch(/kill-ox-tiger\s+30 to 1/);
  });

  it("runs as `node --import tsx scripts/odds.ts`", async () => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/odds.ts", "--game", "commission-free-dragon-bonus", "--decks", "8", "--json"], { cwd: root });
    const out = JSON.parse(stdout) as { total: string; bets: Record<string, { houseEdge: number }> };
    expect(out.total).toBe("4998398275503360");
    expect(out.bets["player-dragon"]?.houseEdge).toBeCloseTo(0.0265, 4);
  });

  it("each bet also carries its exact counts and its exact return, a reduced fraction", () => {
    const out = JSON.parse(main(["--game", "fortune-7-baccarat", "--json"]).stdout) as {
      total: string;
      outcomes: Record<string, string>;
      bets: Record<string, { expectedReturn: number; expectedReturnExact: string; counts: { placed: string; win: string; push: string; lose: string; winsByOdds: Record<string, string> } }>;
    };
    const banker = out.bets.banker;
    expect(banker?.counts).toEqual({
      placed: out.total,
      win: (BigInt(out.outcomes.banker_win as string) - BigInt(out.outcomes.banker_win_3card_7 as string)).toString(),
      push: (BigInt(out.outcomes.tie as string) + BigInt(out.outcomes.banker_win_3card_7 as string)).toString(),
      lose: out.outcomes.player_win,
      winsByOdds: { "1:1": (BigInt(out.outcomes.banker_win as string) - BigInt(out.outcomes.banker_win_3card_7 as string)).toString() },
    });
    for (const b of Object.values(out.bets)) {
      const [num, den] = b.expectedReturnExact.split("/").map(Number) as [number, number];
      expect(num / den).toBeCloseTo(b.expectedReturn, 12);
    }
    expect(out.bets["one-up"]?.counts.winsByOdds).toEqual({ "30:1": out.outcomes.player_win_by_1_1_0, "9:1": out.outcomes.player_win_by_1_other });
  });

  it("exact fractions are reduced, the sign on the numerator", () => {
    expect(exactFraction(-10n, 4n)).toBe("-5/2");
    expect(exactFraction(10n, -4n)).toBe("-5/2");
    expect(exactFraction(0n, 7n)).toBe("0/1");
    expect(exactFraction(3n, 0n)).toBe("0/1");
  });

  it("--help documents the JSON output", () => {
    const r = main(["--help"]);
    expect(r.code).toBe(0);
    for (const field of ["total", "outcomes", "bets", "expectedReturnExact", "winsByOdds", "placedOn", "docs/calculators.md"]) expect(r.stdout).toContain(field);
  });

  it("the example in docs/calculators.md is what the CLI prints", () => {
    const doc = readFileSync(path.join(root, "docs", "calculators.md"), "utf8");
    const example = /`npm run -s odds -- --game ez-baccarat-panda-8 --decks 8 --json`[^\n]*\n\n```json\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    expect(JSON.parse(example as string)).toEqual(json(["--game", "ez-baccarat-panda-8", "--decks", "8", "--json"]));
  });

  it("a bad argument from the command line exits with status 2", async () => {
    await expect(run(process.execPath, ["--import", "tsx", "scripts/odds.ts", "--game", "nope"], { cwd: root })).rejects.toMatchObject({ code: 2 });
  });
});

describe("odds benchmark (scripts/odds-bench.ts)", () => {
  it("times the cold run and the timed runs with the clock it is given", () => {
    let t = 0;
    const clock = () => (t += 5);
    // Each run reads the clock twice: start, end; the fake clock makes every run 5 ms.
    expect(benchGame("dai-bacc", 8, 3, clock)).toEqual({ game: "dai-bacc", decks: 8, runs: 3, coldMs: 5, medianMs: 5, minMs: 5, maxMs: 5, underAim: true });
  });

  it("--json gives every game's median, min and max; each 8-deck analysis is under the aim", () => {
    const r = bench(["--json", "--runs", "3"]);
    expect(r.stderr).toBe("");
    const out = JSON.parse(r.stdout) as { decks: number; aimMs: number; games: { game: string; medianMs: number; minMs: number; maxMs: number }[]; skipped: string[] };
    expect(out.decks).toBe(8);
    expect(out.aimMs).toBe(AIM_MS);
    expect(out.games.map((g) => g.game)).toEqual([
      "fortune-7-baccarat",
      "21st-century-baccarat-5",
      "ez-baccarat",
      "ez-baccarat-panda-8",
      "ez-baccarat-panda-8-mortimers",
      "commission-free-dragon-bonus",
      "commission-free-dragon-bonus-mortimers",
      "dai-bacc",
    ]);
    expect(out.skipped).toEqual([]);
    for (const g of out.games) {
      expect(g.minMs).toBeLessThanOrEqual(g.medianMs);
      expect(g.medianMs).toBeLessThanOrEqual(g.maxMs);
      // The aim is 100 ms; the test allows for a loaded machine running the suite in parallel.
      expect(g.medianMs).toBeLessThan(5 * AIM_MS);
    }
  });

  it("prints a table; skips games a deck count does not fit, refuses it for a named game; bad arguments exit 2", () => {
    const r = bench(["--decks", "6", "--runs", "1"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^exact odds, 6 decks: one cold run, then 1 timed run per game \(aim: under 100 ms\)/);
    expect(r.stdout).toMatch(/skipped \(not played with 6 decks\): fortune-7-baccarat, commission-free-dragon-bonus/);
    expect(bench(["--decks", "6", "--game", "fortune-7-baccarat"])).toMatchObject({ code: 2, stderr: "odds-bench: fortune-7-baccarat is played with 8 decks, not 6\n" });
    expect(bench(["--runs", "0"]).stderr).toMatch(/--runs must be a whole number from 1 to 1000, got "0"/);
    expect(bench(["--game", "nope"]).code).toBe(2);
    expect(bench(["--help"]).stdout).toMatch(/^usage: node --import tsx scripts\/odds-bench\.ts/);
  });

  it("--check exits 1 when a median is over the aim", () => {
    let t = 0;
    const slow = () => (t += 150);
    const r = bench(["--check", "--runs", "1", "--game", "dai-bacc"], slow);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("odds-bench: over 100 ms: dai-bacc 150 ms\n");
  });
});
