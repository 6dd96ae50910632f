import { describe, expect, it } from "vitest";
import { seededRandom } from "@/lib/domain/cards/random";
import type { AutoplayCommand, AutoplayRandom } from "@/lib/domain/table/common/autoplay";
import type { FloorState } from "@/lib/domain/table/common/floor-records";
import type { GameFamily } from "@/lib/domain/table/families";
import { baccaratAutoplay } from "@/lib/domain/table/baccarat/autoplay";
import { Table as BaccaratTable, FEES } from "@/lib/domain/table/baccarat/test-kit";
import { noBustAutoplay } from "@/lib/domain/table/no-bust/autoplay";
import { NoBustTable } from "@/lib/domain/table/no-bust/test-kit";
import { twentyOneAutoplay } from "@/lib/domain/table/twenty-one/autoplay";
import { TwentyOneTable } from "@/lib/domain/table/twenty-one/test-kit";
import { paiGowAutoplay } from "@/lib/domain/table/pai-gow-poker/autoplay";
import { PaiGowTable } from "@/lib/domain/table/pai-gow-poker/test-kit";
import { paiGowTilesAutoplay } from "@/lib/domain/table/pai-gow-tiles/autoplay";
import { TilesTable } from "@/lib/domain/table/pai-gow-tiles/test-kit";
import { threeCardPokerAutoplay } from "@/lib/domain/table/three-card-poker/autoplay";
import { ThreeCardPokerTable } from "@/lib/domain/table/three-card-poker/test-kit";
import { pokerAutoplay } from "@/lib/domain/table/poker/autoplay";
import { PokerTable } from "@/lib/domain/table/poker/test-kit";
import { cardCounts } from "./face-down";
import { floorFamily } from "./families";

type Autoplay = (view: never, random: AutoplayRandom) => AutoplayCommand | null;
type Driver = { log: { type: string }[]; random: AutoplayRandom; now: number; views(): { dealer: unknown }; try(c: AutoplayCommand): unknown };

const baccarat = (gameId: string) => () => {
  const [feeScheduleId, feeOptionId, feeOptionData] = FEES[gameId]!;
  return new BaccaratTable({ gameId, feeScheduleId, feeOptionId, ...(feeOptionData ? { feeOptionData } : {}) });
};
/** Each family's tables and drivers; `hides`: its rounds deal a card or tile the wall does not show at once. */
const TABLES: Record<string, { family: GameFamily; table: () => unknown; autoplay: Autoplay; hides?: boolean }> = {
  "21st-century-baccarat-5": { family: "baccarat", table: baccarat("21st-century-baccarat-5"), autoplay: baccaratAutoplay as Autoplay, hides: true },
  "ez-baccarat": { family: "baccarat", table: baccarat("ez-baccarat"), autoplay: baccaratAutoplay as Autoplay },
  "no-bust-6": { family: "no-bust", table: () => new NoBustTable({ gameId: "no-bust-6", decks: 6 }), autoplay: noBustAutoplay as Autoplay, hides: true },
  "pure-21-5": { family: "twenty-one", table: () => new TwentyOneTable({ gameId: "pure-21-5" }), autoplay: twentyOneAutoplay as Autoplay, hides: true },
  "fortune-pai-gow": { family: "pai-gow-poker", table: () => new PaiGowTable({ gameId: "fortune-pai-gow" }), autoplay: paiGowAutoplay as Autoplay, hides: true },
  "pai-gow-tiles": { family: "pai-gow-tiles", table: () => new TilesTable(), autoplay: paiGowTilesAutoplay as Autoplay, hides: true },
  "three-card-poker-6cb": { family: "three-card-poker", table: () => new ThreeCardPokerTable({ gameId: "three-card-poker-6cb" }), autoplay: threeCardPokerAutoplay as Autoplay, hides: true },
  "texas-holdem": { family: "poker", table: () => new PokerTable({ gameId: "texas-holdem" }), autoplay: pokerAutoplay as Autoplay },
};

/** Plays `rounds` whole rounds with the family's driver; the table's log. */
function played(table: Driver, autoplay: Autoplay, rounds: number, seed: string): { type: string }[] {
  const random = seededRandom(seed);
  table.random = seededRandom(`${seed}-table`);
  for (let n = 0; table.log.filter((e) => e.type === "RoundCompleted").length < rounds; n++) {
    if (n > rounds * 400) throw new Error("stuck");
    const command = autoplay(table.views().dealer as never, random);
    if (!command || table.try(command)) throw new Error(`refused or stuck: ${JSON.stringify(command)}`);
    table.now += 1_000;
  }
  return table.log;
}

/** The cards or tiles `value` names beyond those `seen` names (each copy counts: a second 9D of an eight-deck shoe is hidden while one shows). */
function beyond(value: unknown, seen: unknown): string[] {
  const budget = cardCounts(seen);
  return [...cardCounts(value)].filter(([card, n]) => n > (budget.get(card) ?? 0)).map(([card]) => card);
}

/** The cards or tiles words name that the wall does not show at all (words repeat a card: "J♥ face down face down; up card J♥"). */
function wordsBeyond(words: string, seen: unknown): string[] {
  const shown = cardCounts(seen);
  return [...cardCounts(words).keys()].filter((card) => !shown.has(card));
}

/**
 * What a frame names beyond the wall, field by field (the supervisor's frame repeats a card in two
 * places: the player-dealer's hand and its recorded cards). The `holeCard` is a card only once the
 * wall shows nothing face down.
 */
function frameBeyond(frame: unknown, seen: unknown): string[] {
  if (!frame) return [];
  const fields = Object.entries(frame as Record<string, unknown>).flatMap(([field, value]) => beyond(value, seen).map((card) => `${field}:${card}`));
  const hole = (frame as { holeCard?: unknown }).holeCard;
  const down = JSON.stringify(seen).includes('"face-down"');
  return down && typeof hole === "string" && cardCounts(hole).size > 0 ? [...fields, `holeCard:${hole}`] : fields;
}

const COVERED = Object.keys(TABLES).filter((name) => floorFamily(TABLES[name]!.family).faceUp);

describe("a round in play replayed from what is face up (each family's faceUp)", () => {
  it.each(COVERED)("%s: at every step of autoplayed rounds, no frame or words name a card or tile the wall does not show; nothing face up is changed", (name) => {
    const { family, table, autoplay } = TABLES[name]!;
    const floor = floorFamily(family);
    const faceUp = floor.faceUp!;
    const log = played(table() as Driver, autoplay, 8, `face-up-${name}`);
    let state: FloorState = floor.empty;
    let checked = 0;
    let hidden = 0;
    const leaks: string[] = [];
    for (const event of log) {
      const before = state;
      state = floor.evolve(state, event);
      if (!state.round) continue;
      const seen = floor.display(state);
      const full = floor.frame(state);
      const frame = faceUp.frame(state);
      const words = faceUp.describe(event, before, state);
      checked += 1;
      expect(frame === null, `${event.type}: a frame`).toBe(full === null);
      const f = frameBeyond(frame, seen);
      const w = wordsBeyond(words, seen);
      if (f.length || w.length) leaks.push(`${event.type}: frame ${f.join(" ")} words ${w.join(" ")} (${words})`);
      if (frameBeyond(full, seen).length === 0 && wordsBeyond(floor.describe(event, before, state), seen).length === 0) {
        // Nothing face down: the replay is the supervisor's as it is.
        expect(frame, `${event.type}: the frame`).toEqual(full);
        expect(words).toBe(floor.describe(event, before, state));
      } else hidden += 1;
    }
    expect(checked).toBeGreaterThan(0);
    if (TABLES[name]!.hides) expect(hidden, "steps with a card or tile face down").toBeGreaterThan(0);
    expect(leaks.slice(0, 8)).toEqual([]);
  });
});
