import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compareHands, handOf } from "./hand";
import { paiGowTilesGame, PAI_GOW_TILES_OPTION_NOTES } from "./games";
import { nextStep, settlementOrder } from "./next-step";
import { dealTiles, exposeHands, rollDice, setHands, type HandSetting } from "./round";
import { FACE_DOWN, newRound, type PaiGowTilesWager, type RoundState } from "./round-state";
import { compareRound, totalStaked } from "./resolution";
import { enterResults } from "./results-entry";
import { settleRound } from "./settlement";
import { TILE_IDS, type TileId } from "./tiles";
import { visibleRound } from "./visible";

/** A room's random choice of every named option (the round entered tile by tile: `entry` is tried below). */
const optionPicks = Object.fromEntries(Object.entries(PAI_GOW_TILES_OPTION_NOTES).filter(([name]) => name !== "entry").map(([name, note]) => [name, fc.constantFrom(...note.values)]));

const arbRound = fc.record({
  options: fc.record(optionPicks),
  seats: fc.integer({ min: 2, max: 8 }),
  pd: fc.nat(),
  bank: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200_000 })),
  stakes: fc.array(fc.record({ amount: fc.integer({ min: 100, max: 100_000 }), backline: fc.option(fc.integer({ min: 100, max: 20_000 })) }), { minLength: 1, maxLength: 7 }),
  dice: fc.integer({ min: 3, max: 18 }),
  order: fc.shuffledSubarray([...TILE_IDS], { minLength: 32, maxLength: 32 }),
  /** Per seat: 0 the house way, 1-3 one of the three ways to pair the tiles, 4 face down until turned over. */
  ways: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 8, maxLength: 8 }),
  faceDownDeal: fc.boolean(),
});

type RandomRound = typeof arbRound extends fc.Arbitrary<infer R> ? R : never;

const PAIRINGS: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 2, 3],
  [0, 2, 1, 3],
  [0, 3, 1, 2],
];

/** The hands a seat sets: the house way, or a pairing with the higher hand first. */
function split(tiles: readonly TileId[], way: number): { high: TileId[]; low: TileId[] } {
  const [a, b, c, d] = PAIRINGS[(way - 1) % 3] as [number, number, number, number];
  const x = [tiles[a], tiles[b]] as TileId[];
  const y = [tiles[c], tiles[d]] as TileId[];
  return compareHands(handOf(x), handOf(y)) >= 0 ? { high: x, low: y } : { high: y, low: x };
}

/** Plays a random round through the live step functions; checks the wall at every step. */
function play(r: RandomRound): { state: RoundState; walls: ReturnType<typeof visibleRound>[] } {
  const game = paiGowTilesGame("pai-gow-tiles", r.options);
  const pdSeat = (r.pd % r.seats) + 1;
  const players = Array.from({ length: r.seats }, (_, i) => i + 1).filter((s) => s !== pdSeat);
  const wagers: PaiGowTilesWager[] = [];
  r.stakes.slice(0, players.length).forEach((st, i) => {
    const seat = players[i] as number;
    wagers.push({ seat, bet: "main", amount: st.amount });
    if (st.backline !== null) wagers.push({ seat, bet: "main", amount: st.backline, backline: true, bettor: "B" });
  });
  let s = newRound(game, { seats: r.seats, pdSeat, bank: r.bank, wagers });
  const walls = [visibleRound(s)];
  const tilesOf = new Map<number, TileId[]>();
  s = rollDice(s, r.dice);
  for (let guard = 0; guard < 50; guard++) {
    const step = nextStep(s);
    if (step.kind === "complete") break;
    if (step.kind === "deal") {
      const tiles = r.order.slice((step.stack - 1) * 4, step.stack * 4) as TileId[];
      tilesOf.set(step.seat, tiles);
      s = dealTiles(s, r.faceDownDeal ? FACE_DOWN : tiles);
    } else if (step.kind === "set-hands" || step.kind === "player-dealer-sets") {
      const seat = step.kind === "set-hands" ? (step.seats[step.seats.length - 1] as number) : step.seat;
      const tiles = tilesOf.get(seat) as TileId[];
      let way = r.ways[seat - 1] ?? 0;
      if (seat === pdSeat && way === 4) way = 1;
      if (seat === pdSeat && game.playerDealerSets === "house-way") way = 0;
      const setting: HandSetting = way === 0 ? { by: "house-way", tiles } : way === 4 ? { by: "player" } : { by: "player", ...split(tiles, way) };
      s = setHands(s, seat, setting);
    } else if (step.kind === "expose") {
      const seat = step.seat;
      const known = s.seats.find((x) => x.seat === seat)?.split;
      s = exposeHands(s, seat, known ? undefined : split(tilesOf.get(seat) as TileId[], 1));
    } else {
      throw new Error(`unexpected step ${step.kind}`);
    }
    walls.push(visibleRound(s));
  }
  return { state: s, walls };
}

describe("any round, any options (property)", () => {
  it("money is conserved, the player-dealer wins or loses at most its bank, and every wager is on the ledger once", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { state } = play(r);
        const settled = settleRound(state);
        expect(settled.conservation.ok).toBe(true);
        expect(settled.conservation.staked).toBe(totalStaked(state) + state.bank);
        expect(Math.abs(settled.walk.pdNet)).toBeLessThanOrEqual(state.bank);
        expect(settled.walk.lines).toHaveLength(state.wagers.length);
        // The walk starts at the action button and goes clockwise seat by seat (L814).
        const seatsWalked = [...new Set(settled.walk.lines.map((l) => l.seat))];
        expect(seatsWalked).toEqual(settlementOrder(state).filter((seat) => seatsWalked.includes(seat)));
        // Until the bank runs out, every wager is settled as its hands say.
        const cut = settled.walk.exhaustedAfter ?? settled.walk.lines.length;
        for (const line of settled.walk.lines.slice(0, cut)) {
          if (line.outcome === "push") expect(line.action).toBe("push");
          if (line.outcome === "win") expect(["pay", "partial-pay"]).toContain(line.action);
          if (line.outcome === "lose") expect(["collect", "partial-collect", "return"]).toContain(line.action);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the wall never shows a hand before it is turned over, nor a tile of a hand still face down", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { state, walls } = play(r);
        for (const wall of walls) {
          for (const seat of wall.seats) {
            if (seat.hands === null) continue;
            const shown = [...seat.hands.high, ...seat.hands.low];
            const real = state.seats.find((x) => x.seat === seat.seat)?.split;
            expect(real && [...real.high, ...real.low].sort()).toEqual([...shown].sort());
          }
        }
        // Before the player-dealer sets, no hand at all is shown.
        const beforePd = walls.filter((w) => !w.seats.some((x) => x.role === "player-dealer" && x.set));
        expect(beforePd.every((w) => w.seats.every((x) => x.hands === null && x.result === null))).toBe(true);
        // Each wall shows the hands only of seats turned over by then: their number never drops.
        const shownCounts = walls.map((w) => w.seats.filter((x) => x.hands !== null).length);
        expect(shownCounts).toEqual([...shownCounts].sort((a, b) => a - b));
      }),
      { numRuns: 150 },
    );
  });
});

describe("results-only entry (docs/rules-decisions/results-entry.md RT1, RT7)", () => {
  it("settles any round, whatever the bank, exactly as the tiles that give those results: every line's action and amount, the bank after, money conserved", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { state: byTiles } = play(r);
        // The result a dealer reads from each player's two hands against the player-dealer's (copies to the player-dealer).
        const results = [...compareRound(byTiles)].map(([seat, c]) => ({ seat, result: c.outcome }));
        const game = paiGowTilesGame("pai-gow-tiles", { ...r.options, entry: "results" });
        let byResults = newRound(game, { seats: byTiles.table.seats, pdSeat: byTiles.table.pdSeat, bank: byTiles.bank, wagers: byTiles.wagers });
        byResults = rollDice(byResults, r.dice);
        expect(nextStep(byResults)).toEqual({ kind: "enter-results", seats: settlementOrder(byTiles) });
        // In any order the dealer taps them.
        byResults = enterResults(byResults, [...results].reverse());
        expect(nextStep(byResults).kind).toBe("complete");
        const a = settleRound(byTiles);
        const b = settleRound(byResults);
        const money = (l: (typeof a.walk.lines)[number]) => [l.seat, l.bet, l.backline ?? false, l.bettor ?? "", l.outcome, l.action, l.amount, l.toPlayer];
        expect(b.walk.lines.map(money)).toEqual(a.walk.lines.map(money));
        expect(b.walk.bankAfter).toBe(a.walk.bankAfter);
        expect(b.walk.pdNet).toBe(a.walk.pdNet);
        expect(b.actionButton).toEqual(a.actionButton);
        expect(b.conservation.ok).toBe(true);
        // The wall shows each result as entered, no hand.
        const wall = visibleRound(byResults);
        for (const seat of wall.seats) {
          expect(seat.hands).toBeNull();
          if (seat.role === "player") expect(seat.result).toBe(results.find((x) => x.seat === seat.seat)?.result);
        }
      }),
      { numRuns: 300, seed: 2929 },
    );
  });
});
