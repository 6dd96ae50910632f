import { afterEach, describe, expect, it, vi } from "vitest";
import { main, parseArgs } from "./bench";

afterEach(() => vi.restoreAllMocks());

describe("bench --game", () => {
  it("takes any demo game and the mixes", () => {
    expect(parseArgs([]).game).toBe("fortune-7-baccarat");
    expect(parseArgs(["--game", "pai-gow-tiles"]).game).toBe("pai-gow-tiles");
    expect(parseArgs(["--game=all-families"]).game).toBe("all-families");
    expect(parseArgs(["--game", "mixed", "--recover", "10"]).recover).toBe(10);
  });

  it("exits 2 with a line naming the option for a game it cannot run", async () => {
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await main(["--game", "roulette"])).toBe(2);
    const first = String(err.mock.calls[0]![0]).split("\n")[0]!;
    expect(first).toMatch(/^bench: --game must be a game id this system runs/);
    expect(first).toContain('"roulette"');
  });

  it("refuses every family on the runs that play baccarat only", () => {
    expect(() => parseArgs(["--game", "all-families", "--recover", "10"])).toThrow(/^--recover plays fortune-7-baccarat, ez-baccarat or mixed only/);
    expect(() => parseArgs(["--game", "texas-holdem", "--micro"])).toThrow(/^--micro /);
    expect(() => parseArgs(["--game", "no-bust-6", "--nodes", "2"])).toThrow(/^--nodes 2 /);
    expect(() => parseArgs(["--game", "no-bust-6", "--floor-page"])).toThrow(/^--floor-page /);
  });
});

describe("bench --page-profile", () => {
  it("profiles the floor page only, off unless asked", () => {
    expect(parseArgs(["--floor-page"]).pageProfile).toBeFalsy();
    expect(parseArgs(["--floor-page", "--page-profile"]).pageProfile).toBe(true);
    expect(() => parseArgs(["--page-profile"])).toThrow(/^--page-profile profiles the floor page/);
  });
});
