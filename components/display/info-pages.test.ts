import { describe, expect, it } from "vitest";
import { Table } from "@/lib/domain/table/baccarat/test-kit";
import { ESTIMATED_LINES, infoPages, sideBetLines, tallestPiece, type PanelSizes, type SideBetPays } from "./InfoPanel";

// The wall's information panel holds as many 28 px lines as its measured height allows (issue 14,
// item 11): a side bet's long "when" and a long name with its limits wrap, so a page is cut by the
// lines as they show, not by the count of pay rows.
describe("the information panel's pages on the wall", () => {
  const sides = new Table({ gameId: "fortune-7-baccarat" }).views().display.sideBets;

  for (const capacity of [4, 5, 6]) {
    it(`Fortune 7 in a panel of ${capacity} lines: no page holds more lines than it shows, wrapped lines counted`, () => {
      const pages = infoPages([], sides, capacity);
      for (const page of pages) {
        if (page.kind !== "pays") continue;
        const lines = page.bets.reduce((n, b) => n + sideBetLines(b), 0);
        expect(page.bets.length === 1 || lines <= capacity, `${page.bets.map((b) => b.name).join(", ")}: ${lines} lines`).toBe(true);
      }
      expect(pages.flatMap((p) => (p.kind === "pays" ? p.bets.map((b) => b.id) : []))).toEqual(sides.map((s) => s.id));
    });
  }

  it("a long pay line, or a long name beside its limits, counts as the lines it wraps to", () => {
    const limits = { min: 500, max: 10_000 };
    expect(sideBetLines({ id: "tie", name: "Tie Bet", limits, lines: [{ when: "A tie", pays: "8 to 1" }] })).toBe(2);
    expect(sideBetLines({ id: "fortune-7", name: "Fortune 7 Bonus Bet", limits, lines: [{ when: "Banker wins with a three-card 7", pays: "40 to 1" }] })).toBe(4);
  });

  it("a fee heading that wraps takes its lines: three flat fees of two lines each go to two pages of four", () => {
    const posted = ["Option 3: limits $5.00 - $100.00 per spot", "Players: $1.00 per betting spot (each game wager)", "Player-dealer: $2.00 per hand"];
    const pages = infoPages(posted, [], 5);
    expect(pages.map((p) => (p.kind === "fees" ? p.sections.length : 0))).toEqual([2, 1]);
  });

  it("a section longer than a page goes to several, its heading over each piece's tiers (issue 29: the last tiers were cut at the panel's bottom)", () => {
    const posted = ["Players, per player by everything the player wagers at the table:", "  $5.00-$50.00: $0.50", "  $51.00-$100.00: $1.00", "  $101.00-$300.00: $2.00", "  $301.00-$500.00: $3.00", "  $501.00+: $5.00"];
    const pages = infoPages(posted, [], 7);
    const shown = pages.map((p) => (p.kind === "fees" ? p.sections.flat().map((l) => l.text) : []));
    expect(shown).toEqual([
      ["Players, per player by everything the player wagers at the table:", "$5.00-$50.00: $0.50", "$51.00-$100.00: $1.00", "$101.00-$300.00: $2.00", "$301.00-$500.00: $3.00"],
      ["Players, per player by everything the player wagers at the table:", "$501.00+: $5.00"],
    ]);
    // On a page that holds it, the section stays whole.
    expect(infoPages(posted, [], 8)).toHaveLength(1);
  });

  it("a side bet whose pays run longer than a page goes to several, its name over each piece", () => {
    const lines = ["Natural Ties", "Natural Winner", "4 point difference", "5 point difference", "6 point difference", "7 point difference", "8 point difference", "9 point difference"].map((when) => ({ when, pays: "1 to 1" }));
    const bet = { id: "dragon-player", name: "Player Dragon Bonus Bet", limits: { min: 500, max: 15_000 }, lines };
    const pages = infoPages([], [bet], 7);
    const shown = pages.map((p) => (p.kind === "pays" ? p.bets.flatMap((b) => [b.name, ...b.lines.map((l) => l.when)]) : []));
    expect(shown).toEqual([
      ["Player Dragon Bonus Bet", "Natural Ties", "Natural Winner", "4 point difference", "5 point difference", "6 point difference"],
      ["Player Dragon Bonus Bet", "7 point difference", "8 point difference", "9 point difference"],
    ]);
    expect(pages.every((p) => p.kind === "pays" && p.bets.every((b) => sideBetLines(b) <= 7))).toBe(true);
  });

  // The CI run of 2026-12-04: at t6 with a player-dealer, "A Player three-card 6 or a Banker
  // three-card 7 that does not win" wrapped to three lines where 48 characters were counted as three
  // of 20 and the gaps between bets as nothing: its last line fell under the panel's bottom. Pages
  // are now cut by the pixels each piece measures as rendered, gaps included.
  it("with measured sizes, a page holds what fits in pixels: a pay line that wraps to three lines, and the gaps between bets, counted", () => {
    const limits = { min: 500, max: 10_000 };
    const long = "A Player three-card 6 or a Banker three-card 7 that does not win";
    const bets: SideBetPays[] = [
      { id: "a", name: "Tie Bet", limits, lines: [{ when: "A tie", pays: "8 to 1" }] },
      { id: "b", name: "Bonus", limits, lines: [{ when: long, pays: "25 to 1" }] },
    ];
    const line = 35;
    const sizes: PanelSizes = { feeLine: () => line, betHead: () => line, betLine: (_b, l) => (l.when === long ? 3 * line : line), sectionGap: 4, betGap: 8 };
    // Tie Bet 70 px, Bonus 140 px, gap 8 px: 218 px.
    expect(infoPages([], bets, 218, sizes).map((p) => (p.kind === "pays" ? p.bets.map((b) => b.id) : []))).toEqual([["a", "b"]]);
    expect(infoPages([], bets, 217, sizes).map((p) => (p.kind === "pays" ? p.bets.map((b) => b.id) : []))).toEqual([["a"], ["b"]]);
    // By the estimate the same two bets took 2 + 5 lines: the estimate alone cannot know the font.
    expect(sideBetLines(bets[1]!)).toBe(5);
  });

  it("with measured sizes, a fee section longer than the panel is split by pixels, its heading over each piece", () => {
    const posted = ["Players, per hand:", "  $5.00-$50.00: $0.50", "  $51.00-$100.00: $1.00", "  $101.00-$300.00: $2.00"];
    const sizes: PanelSizes = { feeLine: (l) => (l.tier ? 35 : 70), betHead: () => 35, betLine: () => 35, sectionGap: 4, betGap: 8 };
    const pages = infoPages(posted, [], 150, sizes);
    expect(pages.map((p) => (p.kind === "fees" ? p.sections.flat().map((l) => l.text) : []))).toEqual([
      ["Players, per hand:", "$5.00-$50.00: $0.50", "$51.00-$100.00: $1.00"],
      ["Players, per hand:", "$101.00-$300.00: $2.00"],
    ]);
  });

  it("the tallest piece no page can split: a side bet's name over its longest pay line, a fee heading over its tallest tier", () => {
    const limits = { min: 500, max: 20_000 };
    const bet: SideBetPays = { id: "kill", name: "Kill the Ox/Tiger Bonus Bet", limits, lines: [{ when: "A tie", pays: "8 to 1" }, { when: "A Player three-card 6 or a Banker three-card 7 that does not win", pays: "30 to 1" }] };
    // By the estimate in lines: the name with its limits wraps to 2, the long pay line to 4 (not the 5 of both lines).
    expect(tallestPiece([], [bet], ESTIMATED_LINES)).toBe(6);
    expect(sideBetLines(bet)).toBe(7);
    expect(tallestPiece([], [], ESTIMATED_LINES)).toBe(0);
  });
});
