import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededRandom } from "../../cards/random";
import { compareHands, handOf, houseWay, isTileId, shuffledWoodpile, stackOf, type TileId } from "../../pai-gow-tiles";
import { TilesTable, SUPERVISOR } from "./test-kit";
import type { PaiGowTilesTableState } from "./state";

/** Every tile id a view mentions. */
function tilesMentioned(view: unknown): string[] {
  return (JSON.stringify(view).match(/"[1-6]-[1-6][ab]?"/g) ?? []).map((m) => m.slice(1, -1)).filter(isTileId);
}

/** The tiles the players can see: the hands turned over this hand (the player-dealer's once set), or the last hand's. */
function faceUpTiles(state: PaiGowTilesTableState): Set<string> {
  const play = state.round?.play;
  if (!state.round) return new Set(state.lastRound ? [state.lastRound.playerDealer, ...state.lastRound.hands].flatMap((h) => [...h.high, ...h.low]) : []);
  return new Set((play?.seats ?? []).filter((s) => s.exposed && s.split).flatMap((s) => [...s.split!.high, ...s.split!.low]));
}

/** One of the three ways to make two hands of four tiles, the higher hand high. */
function pairing(tiles: readonly TileId[], way: number): { high: TileId[]; low: TileId[] } {
  const ways = [
    [0, 1, 2, 3],
    [0, 2, 1, 3],
    [0, 3, 1, 2],
  ][way % 3]!;
  const x = [tiles[ways[0]!]!, tiles[ways[1]!]!];
  const y = [tiles[ways[2]!]!, tiles[ways[3]!]!];
  return compareHands(handOf(x), handOf(y)) >= 0 ? { high: x, low: y } : { high: y, low: x };
}

const scenario = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  source: fc.constantFrom("dealer" as const, "server" as const),
  rounds: fc.integer({ min: 1, max: 3 }),
  seats: fc.integer({ min: 2, max: 8 }),
  wagers: fc.array(fc.record({ seat: fc.integer({ min: 1, max: 8 }), amount: fc.integer({ min: 5, max: 500 }), backline: fc.option(fc.integer({ min: 5, max: 100 })) }), { minLength: 1, maxLength: 8 }),
  bank: fc.integer({ min: 1, max: 2000 }),
  dice: fc.array(fc.integer({ min: 3, max: 18 }), { minLength: 3, maxLength: 3 }),
  choices: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
});

describe("table invariants over random rounds of Pai Gow Tiles (the dealer's tile pad and the server's woodpile)", () => {
  it("the wall never holds a tile still face down, money is conserved in every round, nobody banks three hands in a row, and the log replays to the same table", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const t = new TilesTable({ seats: s.seats });
        t.random = seededRandom(s.seed);
        const everyone = Array.from({ length: s.seats }, (_, i) => i + 1);
        t.seat(everyone, s.seats, s.bank * 100);
        if (s.source === "server") t.do({ type: "tile-source", source: "server" });
        // The tiles the dealer's table really holds (the test's own shuffle), read as they are turned over.
        const real = shuffledWoodpile(seededRandom(`${s.seed}-real`));
        let choice = 0;
        const pick = (n: number) => s.choices[choice++ % s.choices.length]! % n;
        const check = () => {
          const up = faceUpTiles(t.state);
          for (const tile of tilesMentioned(t.views().display)) expect(up.has(tile), `the wall shows ${tile}, which is face down`).toBe(true);
        };
        let consecutive = 0;
        let lastBanker: number | null = null;
        for (let r = 0; r < s.rounds; r++) {
          if (!t.state.bank) break;
          t.do({ type: "open-betting" });
          const banker = t.state.round!.playerDealerSeat;
          consecutive = banker === lastBanker ? consecutive + 1 : 1;
          lastBanker = banker;
          expect(consecutive).toBeLessThanOrEqual(2);
          for (const w of s.wagers) {
            if (w.seat === banker || w.seat > s.seats) continue;
            t.try({ type: "place-wager", seat: w.seat, bet: "main", amount: w.amount * 100 });
            if (w.backline !== null) t.try({ type: "place-wager", seat: w.seat, bet: "main", amount: w.backline * 100, backline: true, bettor: "Lee" });
          }
          if (t.try({ type: "close-betting" })) {
            t.do({ type: "void-round", reason: "no wagers this time" }, SUPERVISOR);
            continue;
          }
          const stacks = new Map<number, readonly TileId[]>();
          for (let guard = 0; t.state.round?.phase === "dealing" && guard < 40; guard++) {
            check();
            const next = t.views().dealer.next;
            const tilesOf = (seat: number): readonly TileId[] => next.known ?? stacks.get(seat)!;
            switch (next.step) {
              case "roll-dice":
                t.do(s.source === "server" ? { type: "roll-dice" } : { type: "roll-dice", total: s.dice[r]! });
                break;
              case "deal":
                for (const st of next.stacks!) stacks.set(st.seat, stackOf(real, st.stack));
                t.do({ type: "deal-stacks" });
                break;
              case "set-hands": {
                const seat = next.seats![pick(next.seats!.length)]!;
                if (pick(2) === 0) t.do({ type: "set-hands", seat, by: "player" });
                else t.do({ type: "set-hands", seat, by: "house-way", ...(s.source === "dealer" ? { tiles: [...stacks.get(seat)!] } : {}) });
                break;
              }
              case "player-dealer-sets": {
                const tiles = tilesOf(next.seat!);
                if (pick(2) === 0) t.do({ type: "set-hands", seat: next.seat!, by: "house-way", ...(s.source === "dealer" ? { tiles: [...tiles] } : {}) });
                else t.do({ type: "set-hands", seat: next.seat!, by: "player", ...pairing(tiles, pick(3)) });
                break;
              }
              case "expose":
                if (next.command) t.do({ type: "expose-hands", seat: next.seat! });
                else t.do({ type: "expose-hands", seat: next.seat!, ...(pick(2) ? houseWay(tilesOf(next.seat!)) : pairing(tilesOf(next.seat!), pick(3))) } as never);
                break;
              case "complete":
                t.do({ type: "settle" });
                break;
              default:
                throw new Error(`stuck at ${next.label}`);
            }
          }
          const settlement = t.state.round!.settlement!;
          expect(settlement.conservation.ok).toBe(true);
          const before = t.state.round!.bank;
          const toPlayers = settlement.walk.lines.reduce((sum, l) => sum + l.toPlayer, 0);
          const staked = settlement.walk.lines.reduce((sum, l) => sum + l.stake, 0);
          // What the players take back plus the bank after is what was staked plus the bank before.
          expect(toPlayers + settlement.walk.bankAfter).toBe(staked + before);
          check();
          t.do({ type: "advance-settlement", through: settlement.walk.lines.length });
          t.do({ type: "end-round" });
          check();
          if (t.state.rotation?.phase.kind === "offering") t.do({ type: "accept-bank", seat: t.state.rotation.phase.offer.offeredTo, bank: s.bank * 100 });
        }
        expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
      }),
      { numRuns: 150 },
    );
  });
});
