import { describe, expect, it } from "vitest";
import { seededRandom } from "../domain/cards/random";
import { BaccaratCommand } from "../domain/table/baccarat/commands";
import type { GameFamily } from "../domain/table/families";
import { NoBustCommand } from "../domain/table/no-bust/commands";
import { PaiGowCommand } from "../domain/table/pai-gow-poker/commands";
import { PaiGowTilesCommand } from "../domain/table/pai-gow-tiles/commands";
import { PokerCommand } from "../domain/table/poker/commands";
import { ThreeCardPokerCommand } from "../domain/table/three-card-poker/commands";
import { TwentyOneCommand } from "../domain/table/twenty-one/commands";
import { correctionFor, reopenAfter, seatingChangeFor, type FloorView } from "./floor-moves";

const SCHEMAS: Record<GameFamily, { safeParse(v: unknown): { success: boolean } }> = {
  baccarat: BaccaratCommand,
  "no-bust": NoBustCommand,
  "twenty-one": TwentyOneCommand,
  "three-card-poker": ThreeCardPokerCommand,
  "pai-gow-poker": PaiGowCommand,
  "pai-gow-tiles": PaiGowTilesCommand,
  poker: PokerCommand,
};
const FAMILIES = Object.keys(SCHEMAS) as GameFamily[];

const players = (seated: number[], of = 7) => Array.from({ length: of }, (_, i) => ({ seat: i + 1, name: seated.includes(i + 1) ? `Player ${i + 1}` : null }));
const dealing: FloorView = {
  phase: "dealing",
  players: players([1, 2, 3]),
  wagers: [{ seat: 1 }, { seat: 3 }],
  decisions: [{ index: 4, who: "Seat 1", decision: "hit", words: "Hit", options: [{ decision: "stand", words: "Stand" }] }],
  hand: null,
  correctable: true,
};

describe("the floor's corrections", () => {
  it("sends every family only commands its table's schema takes (the table decides the moment)", () => {
    for (const family of FAMILIES) {
      const random = seededRandom(`schema-${family}`);
      const kinds = new Set<string>();
      for (let i = 0; i < 300; i += 1) {
        // Three Card Poker's decisions are play and fold (its view offers those).
        const decisions = family === "three-card-poker" ? [{ ...dealing.decisions![0]!, decision: "play", options: [{ decision: "fold", words: "Fold" }] }] : dealing.decisions;
        const view: FloorView = family === "poker" ? { ...dealing, phase: "waiting", hand: i % 2 ? { dealtIn: [1, 2, 3] } : null } : { ...dealing, decisions, phase: i % 3 ? "dealing" : "settling" };
        const c = correctionFor(family, view, random);
        if (!c) continue;
        kinds.add(c.kind);
        expect(SCHEMAS[family].safeParse(c.command).success, `${family}: ${JSON.stringify(c.command)}`).toBe(true);
      }
      expect(kinds.has("void-round"), family).toBe(true);
      expect(kinds.has("declare-misdeal"), family).toBe(true);
    }
  });

  it("corrects nothing between rounds, at a paused table, or a poker table whose last hand is closed", () => {
    const random = seededRandom("between");
    for (const family of FAMILIES) {
      for (let i = 0; i < 50; i += 1) {
        expect(correctionFor(family, { ...dealing, phase: "waiting", correctable: false }, random)).toBeNull();
        expect(correctionFor(family, { ...dealing, status: "paused" }, random)).toBeNull();
      }
    }
  });

  it("corrects a recorded decision to another the rules allowed, at the step the view names", () => {
    const random = seededRandom("decision");
    const seen = Array.from({ length: 200 }, () => correctionFor("twenty-one", dealing, random)).filter((c) => c?.kind === "correct-decision");
    expect(seen.length).toBeGreaterThan(0);
    for (const c of seen) expect(c!.command).toMatchObject({ index: 4, decision: "stand" });
  });

  it("corrects a poker award to a seated player, and misdeals only a hand in play", () => {
    const random = seededRandom("poker");
    for (let i = 0; i < 50; i += 1) {
      const award = correctionFor("poker", { ...dealing, phase: "waiting" }, random)!;
      expect(award.kind).toBe("correct-award");
      expect([1, 2, 3]).toContain((award.command.pots as { high: number[] }[])[0]!.high[0]);
      expect(["misdeal", "void-round"]).toContain(correctionFor("poker", { ...dealing, hand: { dealtIn: [1, 2] } }, random)!.command.type);
    }
  });

  it("reopens betting only right after the dealer's close of betting, and never at poker", () => {
    const always = { int: () => 0 };
    expect(reopenAfter("baccarat", "close-betting", always, 5)?.command).toMatchObject({ type: "reopen-betting" });
    expect(reopenAfter("baccarat", "deal-card", always, 5)).toBeNull();
    expect(reopenAfter("poker", "close-betting", always, 5)).toBeNull();
    expect(reopenAfter("baccarat", "close-betting", { int: () => 1 }, 5)).toBeNull();
  });
});

describe("seating changes", () => {
  it("are made between rounds only, never unseat the player-dealer, and seat a new player in a free seat", () => {
    const random = seededRandom("seating");
    const view: FloorView = { phase: "waiting", players: players([1, 2, 5]), playerDealer: { seat: 2 } };
    const kinds = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const c = seatingChangeFor(view, random, i)!;
      kinds.add(c.kind);
      if (c.kind === "leave") expect([1, 5]).toContain(c.command.seat);
      else {
        expect([3, 4, 6, 7]).toContain(c.command.seat);
        expect(c.command.name).toBe(`Guest ${i}`);
      }
      expect(BaccaratCommand.safeParse(c.command).success).toBe(true);
      expect(seatingChangeFor({ ...view, phase: "dealing" }, random, i)).toBeNull();
      expect(seatingChangeFor({ ...view, phase: undefined, hand: { dealtIn: [1] } }, random, i)).toBeNull();
    }
    expect(kinds).toEqual(new Set(["leave", "sit"]));
  });

  it("at a full table, someone leaves", () => {
    const c = seatingChangeFor({ phase: "waiting", players: players([1, 2, 3], 3) }, seededRandom("full"), 1);
    expect(c?.kind).toBe("leave");
  });
});
