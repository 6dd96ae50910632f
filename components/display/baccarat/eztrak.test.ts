import { describe, expect, it } from "vitest";
import { parseSequence, shoeStatistics } from "@/lib/domain/roads";
import { eztrak, gameMarkers, percentText } from "./eztrak";

const names = { player: "Player", banker: "Banker" };

describe("EZTRAK statistics", () => {
  it("counts wins by side, ties, naturals and marker hands, with percentages of the shoe", () => {
    const log = [...parseSequence("BBPT"), { winner: "B" as const, natural: true, markers: ["dragon7"] }, { winner: "P" as const, natural: true }, ...parseSequence("BB")];
    const s = eztrak(log, null, names, "ez-baccarat");
    expect(s.hands).toBe(8);
    expect(s.previousHands).toBeNull();
    const row = (k: string) => s.rows.find((r) => r.key === k)!;
    expect(row("banker").current).toEqual({ count: 5, percent: 62.5 });
    expect(row("player").current).toEqual({ count: 2, percent: 25 });
    expect(row("tie").current).toEqual({ count: 1, percent: 12.5 });
    expect(row("naturals").current).toEqual({ count: 2, percent: 25 });
    expect(row("dragon7")).toMatchObject({ label: "Dragon 7", tone: "marker", current: { count: 1, percent: 12.5 }, previous: null });
  });

  it("shows the previous shoe beside this one", () => {
    const previous = shoeStatistics(parseSequence("BPPT"));
    const s = eztrak(parseSequence("B"), previous, names, "fortune-7-baccarat");
    expect(s.previousHands).toBe(4);
    expect(s.rows.find((r) => r.key === "player")!.previous).toEqual({ count: 2, percent: 50 });
    expect(s.rows.find((r) => r.key === "fortune7")!.previous).toEqual({ count: 0, percent: 0 });
  });

  it("lists each game's own marker hands, always, and any other marker the log holds", () => {
    expect(gameMarkers("ez-baccarat")).toEqual(["dragon7"]);
    expect(gameMarkers("ez-baccarat-panda-8")).toEqual(["dragon7", "panda8"]);
    expect(gameMarkers("fortune-7-baccarat")).toEqual(["fortune7"]);
    expect(gameMarkers("dai-bacc")).toEqual(["tiger7", "ox6"]);
    expect(gameMarkers("21st-century-baccarat-5")).toEqual([]);
    expect(gameMarkers("no-such-game")).toEqual([]);
    const s = eztrak([{ winner: "B", markers: ["lucky9"] }], null, names, "no-such-game");
    expect(s.rows.map((r) => r.key)).toEqual(["banker", "player", "tie", "naturals", "lucky9"]);
  });

  it("an empty shoe is all zeros, not NaN", () => {
    const s = eztrak([], null, { player: "Player line hand", banker: "Banker line hand" }, "dai-bacc");
    expect(s.rows.map((r) => [r.label, r.current.count, r.current.percent])).toEqual([
      ["Banker", 0, 0],
      ["Player", 0, 0],
      ["Tie", 0, 0],
      ["Naturals", 0, 0],
      ["Tiger 7", 0, 0],
      ["Ox 6", 0, 0],
    ]);
    expect(percentText(0)).toBe("0.0%");
    expect(percentText(62.5)).toBe("62.5%");
    expect(percentText(100)).toBe("100%");
  });
});
