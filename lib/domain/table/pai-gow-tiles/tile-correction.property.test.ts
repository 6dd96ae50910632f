import { describe, expect, it } from "vitest";
import { seededRandom } from "../../cards/random";
import { houseWay, TILE_IDS, type TileId } from "../../pai-gow-tiles";
import { checkInputCorrections, type CheckedSettlement, type Command, type InputCorrectionFamily, type Pick } from "../common/input-correction-property";
import { ALL_PAI_GOW_TILES_COMMAND_TYPES } from "./commands";
import type { TilesStep } from "./state";
import { enteredTiles } from "./steps";
import { TilesTable } from "./test-kit";

/** Four tiles not entered yet this hand, chosen with `pick`. */
function unused(t: TilesTable, pick: Pick): TileId[] {
  const out = new Set(enteredTiles(t.state.round!.steps).map((e) => e.tile));
  const left = TILE_IDS.filter((id) => !out.has(id));
  return [0, 1, 2, 3].map(() => left.splice(pick(left.length), 1)[0]!);
}

/** A step that entered tiles, given again as the command that enters them, with tile `from` replaced by `to`. */
function commandOf(step: TilesStep, from: string, to: string): Command | null {
  const swap = (tiles: readonly string[]) => tiles.map((id) => (id === from ? to : id));
  if (step.kind === "expose" && step.high && step.low) return { type: "expose-hands", seat: step.seat, high: swap(step.high), low: swap(step.low) };
  if (step.kind !== "set") return null;
  const s = step.setting;
  if (s.by === "house-way") return s.tiles ? { type: "set-hands", seat: step.seat, by: "house-way", tiles: swap(s.tiles) } : null;
  return s.high && s.low ? { type: "set-hands", seat: step.seat, by: "player", high: swap(s.high), low: swap(s.low) } : null;
}

/** The command that made a step (a seat sets once, and is turned over once). */
const madeBy = (command: Command, step: TilesStep) => "seat" in step && command.seat === step.seat && command.type === (step.kind === "set" ? "set-hands" : "expose-hands");

/**
 * Pai Gow Tiles on the dealer's tile pad (the stacks dealt face down, each tile entered as a hand is
 * set the house way or turned over), the players setting their own hands or having them set the
 * house way; the floor corrects a tile entered.
 */
const paiGowTiles: InputCorrectionFamily<TilesTable> = {
  commandTypes: ALL_PAI_GOW_TILES_COMMAND_TYPES,
  open(s) {
    const random = seededRandom(s.seed);
    const t = new TilesTable();
    t.random = seededRandom(s.seed);
    t.seat([1, 2, 3, 4, 5, 6, 7], 7, 300_000);
    t.do({ type: "open-betting" });
    for (let seat = 1; seat <= 6; seat++) if (random.int(2)) t.try({ type: "place-wager", seat, bet: "main", amount: (5 + random.int(20)) * 100 });
    if (t.state.round!.wagers.length === 0) t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    return t;
  },
  next(t, pick) {
    if (t.state.round?.phase !== "dealing") return null;
    const next = t.views().dealer.next;
    if (next.step === "roll-dice") return { type: "roll-dice", total: 3 + pick(16) };
    if (next.step === "set-hands" && next.seats?.length) {
      const seat = next.seats[pick(next.seats.length)]!;
      return pick(2) ? { type: "set-hands", seat, by: "player" } : { type: "set-hands", seat, by: "house-way", tiles: unused(t, pick) };
    }
    if (next.step === "player-dealer-sets" && next.seat !== undefined) {
      const tiles = unused(t, pick);
      if (next.houseWayOnly || pick(2)) return { type: "set-hands", seat: next.seat, by: "house-way", tiles };
      const set = houseWay(tiles);
      return { type: "set-hands", seat: next.seat, by: "player", high: [...set.high], low: [...set.low] };
    }
    if (next.step === "expose" && next.seat !== undefined && next.command === null) {
      const set = houseWay(unused(t, pick));
      return { type: "expose-hands", seat: next.seat, high: [...set.high], low: [...set.low] };
    }
    if (next.command && next.command !== "settle") return { type: next.command, ...(next.command === "expose-hands" ? { seat: next.seat } : {}) };
    return null;
  },
  where: () => null,
  settle(t) {
    if (t.views().dealer.next.command !== "settle") return false;
    return t.try({ type: "settle" }) === null;
  },
  amend(t, inputs, pick) {
    const steps = t.state.round!.steps;
    const entered = enteredTiles(steps);
    if (entered.length === 0) return null;
    const index = pick(entered.length);
    const { step: n, tile: from } = entered[index]!;
    // Any other tile of the set: one already entered elsewhere cannot be it, and the replay says so too.
    const others = TILE_IDS.filter((id) => id !== from);
    const to = others[pick(others.length)]!;
    const command = commandOf(steps[n]!, from, to)!;
    return {
      correction: { type: "correct-tile", index, tile: to, reason: "misread" },
      inputs: inputs.map((input) => (madeBy(input.command, steps[n]!) ? { ...input, command } : input)),
    };
  },
  round(t) {
    const round = t.state.round!;
    // A hand's tiles are recorded in the order entered, and a correction replaces one in place: the
    // corrected steps are the steps of the amended tiles entered from the start, tile for tile.
    return { phase: round.phase, steps: round.steps, play: round.play };
  },
  settlement: (t) => (t.state.round?.settlement ?? null) as CheckedSettlement | null,
};

describe("a Pai Gow Tiles tile corrected by the floor, over random rounds (the dealer's tile pad)", () => {
  it("is taken exactly when the amended tiles play from the start, and then leaves that round; money conserved", () => {
    const counts = checkInputCorrections(paiGowTiles, { numRuns: 80, maxSteps: 16 });
    expect(counts.taken).toBeGreaterThan(5);
    expect(counts.refused).toBeGreaterThan(5);
  });
});
