/**
 * Every family's views made with a table's kept view parts (common/kept-parts.ts) against views made
 * from scratch, after every command of autoplayed rounds (common/kept-views-kit.ts): the same JSON.
 * The shared parts (the table's public view, the dealer's seats, wagers, offer, settlement and
 * shoe, the last round's correction lists) are kept in every family that builds on them; baccarat
 * keeps its own too (baccarat/kept-views.test.ts, with the wall's face-down check).
 */
import { describe, expect, it } from "vitest";
import type { AutoplayCommand, AutoplayRandom } from "./common/autoplay";
import { playKeptViews } from "./common/kept-views-kit";
import { noBustAutoplay } from "./no-bust/autoplay";
import { NoBustTable } from "./no-bust/test-kit";
import { twentyOneAutoplay } from "./twenty-one/autoplay";
import { TwentyOneTable } from "./twenty-one/test-kit";
import { paiGowAutoplay } from "./pai-gow-poker/autoplay";
import { PaiGowTable } from "./pai-gow-poker/test-kit";
import { paiGowTilesAutoplay } from "./pai-gow-tiles/autoplay";
import { TilesTable } from "./pai-gow-tiles/test-kit";
import { threeCardPokerAutoplay } from "./three-card-poker/autoplay";
import { ThreeCardPokerTable } from "./three-card-poker/test-kit";
import { pokerAutoplay } from "./poker/autoplay";
import { PokerTable } from "./poker/test-kit";

type Autoplay = (view: never, random: AutoplayRandom) => AutoplayCommand | null;

/**
 * Each family but baccarat, its table and its driver; `kept`: how many more of the views' object
 * fields, at least, are kept from the view before than when the views are made from scratch (poker
 * builds on none of the shared parts: its views are the same either way).
 */
const FAMILIES: Record<string, { table: () => unknown; autoplay: Autoplay; kept: number }> = {
  "no-bust": { table: () => new NoBustTable({ gameId: "no-bust-6", decks: 6 }), autoplay: noBustAutoplay as Autoplay, kept: 0.1 },
  "twenty-one": { table: () => new TwentyOneTable({ gameId: "pure-21-5" }), autoplay: twentyOneAutoplay as Autoplay, kept: 0.1 },
  "pai-gow-poker": { table: () => new PaiGowTable({ gameId: "fortune-pai-gow" }), autoplay: paiGowAutoplay as Autoplay, kept: 0.1 },
  "pai-gow-tiles": { table: () => new TilesTable(), autoplay: paiGowTilesAutoplay as Autoplay, kept: 0.1 },
  "three-card-poker": { table: () => new ThreeCardPokerTable({ gameId: "three-card-poker-6cb" }), autoplay: threeCardPokerAutoplay as Autoplay, kept: 0.1 },
  poker: { table: () => new PokerTable({ gameId: "texas-holdem" }), autoplay: pokerAutoplay as Autoplay, kept: 0 },
};

describe("every family's views made with the table's kept view parts", () => {
  it.each(Object.keys(FAMILIES))("%s: the same as views made from scratch after every command of 12 autoplayed rounds", (family) => {
    const { table, autoplay, kept } = FAMILIES[family]!;
    const run = playKeptViews(table() as never, autoplay, 12, `kept-${family}`);
    expect(run.rounds).toBe(12);
    expect((run.keptFields - run.freshKeptFields) / run.objectFields).toBeGreaterThanOrEqual(kept);
  });
});
