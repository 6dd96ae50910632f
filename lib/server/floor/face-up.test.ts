import { isDeepStrictEqual } from "node:util";
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
import { floorFamily } from "./families";

// A card by its code ("9S", "JK") or as the words say it ("9♠", "10♦", "Joker", lib/domain/cards/card.ts cardWords), or a tile ("6-6a").
const CARD_TOKEN = /(?<![A-Za-z0-9-])(?:10[SHDC]|[A2-9TJQK][SHDC]|JK|(?:10|[A2-9JQK])[♠♥♦♣]|Joker|[1-6]-[1-6][ab]?)(?![A-Za-z0-9-])/g;
const SUIT_OF_SYMBOL: Readonly<Record<string, string>> = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };

/** One name per card, whichever way it is written: "9♠" and "9S" are the same card, "10♦" is "TD". */
function cardKey(token: string): string {
  if (token === "Joker") return "JK";
  const suit = SUIT_OF_SYMBOL[token.slice(-1)];
  if (suit) return `${token.slice(0, -1).replace(/^10$/, "T")}${suit}`;
  return token.replace(/^10(?=[SHDC]$)/, "T");
}

/** How many times each card or tile shows in a value (every string in it, recursively). */
function cardCounts(value: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of JSON.stringify(value ?? null).match(CARD_TOKEN) ?? []) counts.set(cardKey(token), (counts.get(cardKey(token)) ?? 0) + 1);
  return counts;
}

describe("cards and tiles counted in what the floor's records hold", () => {
  it("counts copies, knows a card as the words say it, and leaves words and ids alone", () => {
    expect(cardCounts({ a: ["9D", "9D", "10H", "6-6a"] })).toEqual(new Map([["9D", 2], ["TH", 1], ["6-6a", 1]]));
    expect(cardCounts("Card 2 to Banker: 10♦; again TD; seat 2: Joker 9♣ JK")).toEqual(new Map([["TD", 2], ["JK", 2], ["9C", 1]]));
    expect(cardCounts({ id: "t1-12", round: "KS-table", word: "ASK", marker: "face-down" }).size).toBe(0);
  });
});

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

/** How many times each card or tile shows in a value; a tile by its face ("4-4a" and "4-4" are one: the words name faces). */
function counts(value: unknown): Map<string, number> {
  const out = new Map<string, number>();
  for (const [card, n] of cardCounts(value)) {
    const key = card.replace(/^([1-6]-[1-6])[ab]$/, "$1");
    out.set(key, (out.get(key) ?? 0) + n);
  }
  return out;
}

/** The cards or tiles `value` names more times than `seen` does. */
function beyond(value: unknown, seen: unknown): string[] {
  const budget = counts(seen);
  return [...counts(value)].filter(([card, n]) => n > (budget.get(card) ?? 0)).map(([card]) => card);
}

/** The cards or tiles words name that the wall does not show at all (words repeat a card: "J♥ face down face down; up card J♥"). */
function wordsBeyond(words: string, seen: unknown): string[] {
  const shown = counts(seen);
  return [...counts(words).keys()].filter((card) => !shown.has(card));
}

/**
 * What a frame names that the wall does not show: any card or tile the wall does not show at all;
 * in any one list of cards or tiles (a hand, a stack), more copies than the wall shows (a second 9D
 * of an eight-deck shoe is hidden while one shows; the frame repeats a card across its parts, the
 * hand and the record of it); the `holeCard` a card while the wall shows anything face down.
 */
function frameBeyond(frame: unknown, seen: unknown): string[] {
  if (!frame) return [];
  const out = wordsBeyond(JSON.stringify(frame), seen);
  const walk = (v: unknown, path: string): void => {
    if (Array.isArray(v) && v.every((x) => typeof x === "string")) out.push(...beyond(v, seen).map((card) => `${path}:${card}`));
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}.${i}`));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  walk(frame, "");
  const hole = (frame as { holeCard?: unknown }).holeCard;
  const down = JSON.stringify(seen).includes('"face-down"');
  return down && typeof hole === "string" && cardCounts(hole).size > 0 ? [...out, `holeCard:${hole}`] : out;
}

const OPENED = new Date(Date.parse("2026-11-22T20:00:00Z"));
const COVERED = Object.keys(TABLES).filter((name) => floorFamily(TABLES[name]!.family).faceUp);

describe("a round in play replayed and exported from what is face up (each family's faceUp)", () => {
  it.each(COVERED)("%s: at every step of autoplayed rounds, no frame, words or export record name a card or tile the wall does not show; nothing face up is changed", (name) => {
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
      // The regulator's export of the round in play, as at the end of a day with it still open.
      const settings = state.settings!;
      const record = faceUp.exportRound({ ...state, round: state.round, settings }, OPENED);
      const fullRecord = floor.exportRound(state.round, settings, OPENED);
      checked += 1;
      expect(frame === null, `${event.type}: a frame`).toBe(full === null);
      const f = frameBeyond(frame, seen);
      const w = wordsBeyond(words, seen);
      const x = frameBeyond(record, seen);
      if (f.length || w.length || x.length) leaks.push(`${event.type}: frame ${f.join(" ")} words ${w.join(" ")} (${words}) export ${x.join(" ")}`);
      if (frameBeyond(full, seen).length === 0 && wordsBeyond(floor.describe(event, before, state), seen).length === 0) {
        // Nothing face down: the replay is the supervisor's as it is.
        expect(frame, `${event.type}: the frame`).toEqual(full);
        expect(words).toBe(floor.describe(event, before, state));
      } else hidden += 1;
      // Nothing face down (the replay hides nothing, the record names nothing the wall does not show): the export's record is as it is.
      if (isDeepStrictEqual(frame, full) && frameBeyond(fullRecord, seen).length === 0) expect(record, `${event.type}: the export's record`).toEqual(fullRecord);
    }
    expect(checked).toBeGreaterThan(0);
    if (TABLES[name]!.hides) expect(hidden, "steps with a card or tile face down").toBeGreaterThan(0);
    expect(leaks.slice(0, 8)).toEqual([]);
  });
});

/** The log of a table played by its driver until `until` says so of the table's state (folded from its log). */
function playedUntil(name: string, until: (state: FloorState) => boolean): { state: FloorState; floor: ReturnType<typeof floorFamily> } {
  const { family, table, autoplay } = TABLES[name]!;
  const floor = floorFamily(family);
  const driver = table() as Driver;
  const random = seededRandom(`until-${name}`);
  driver.random = seededRandom(`until-${name}-table`);
  for (let n = 0; n < 4000; n++) {
    const state = driver.log.reduce(floor.evolve, floor.empty);
    if (until(state)) return { state, floor };
    const command = autoplay(driver.views().dealer as never, random);
    if (!command || driver.try(command)) throw new Error(`refused or stuck: ${JSON.stringify(command)}`);
    driver.now += 1_000;
  }
  throw new Error("never there");
}

describe("a correction of a card still face down, while the round is in play", () => {
  const holeDown = {
    "21st-century-baccarat-5": (s: FloorState) => {
      const cards = (s.round as unknown as { cards?: { dealt: { card: string }[]; holeCard: string } } | null)?.cards;
      return !!cards && cards.dealt.length === 4 && cards.holeCard === "down" && cards.dealt[3]!.card !== "face-down";
    },
    "pure-21-5": (s: FloorState) => {
      const play = (s.round as unknown as { play?: { playerDealer: string[]; holeCard: string } | null } | null)?.play;
      return !!play && play.playerDealer.length === 2 && play.holeCard === "down" && play.playerDealer[1] !== "face-down";
    },
  } as const;
  it.each(Object.keys(holeDown) as (keyof typeof holeDown)[])("%s: the frame lists it face down and withholds its reason; its words name neither card", (name) => {
    const { state: before, floor } = playedUntil(name, holeDown[name]);
    const index = name === "pure-21-5" ? (before.round as unknown as { steps: { kind: string; faceDown?: boolean }[] }).steps.filter((s) => s.kind === "deal").findIndex((s) => s.faceDown) : 3;
    const hole = name === "pure-21-5" ? (before.round as unknown as { play: { playerDealer: string[] } }).play.playerDealer[1]! : (before.round as unknown as { cards: { dealt: { card: string }[] } }).cards.dealt[3]!.card;
    // A card the round has not dealt, so any sight of it in the frame is the correction's.
    const to = ["2C", "3C", "4C", "5H", "6H", "7D", "8S"].find((c) => c !== hole && !JSON.stringify(floor.frame(before)).includes(`"${c}"`))!;
    const event = { type: "CardCorrected", index, from: hole, to, reason: `it was the ${to}, not the ${hole}`, approvedBy: "s1" };
    const after = floor.evolve(before, event);
    const frame = floor.faceUp!.frame(after) as unknown as { corrections: { from: string; to: string; reason: string }[] };
    expect(frame.corrections.at(-1)).toMatchObject({ from: "face-down", to: "face-down", reason: "the reason is shown once the round is over" });
    const words = floor.faceUp!.describe(event, before, after, () => "Dana Reyes");
    expect(words).toContain("Dana Reyes");
    expect(cardCounts(words).size, words).toBe(0);
    expect(JSON.stringify(frame)).not.toContain(`"${to}"`);
    // Without faceUp (a finished round's replay) the supervisor sees the correction as it is.
    expect((floor.frame(after) as unknown as { corrections: { to: string }[] }).corrections.at(-1)!.to).toBe(to);
  });
});
