import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededRandom } from "../../cards/random";
import { POKER_GAME_IDS } from "../../poker";
import { MINUTE, PokerTable, SUPERVISOR } from "./test-kit";

/** Every card code a view mentions. */
function cardsMentioned(view: unknown): string[] {
  return JSON.stringify(view).match(/"(?:[A2-9TJQK][SHDC])"/g)?.map((m) => m.slice(1, -1)) ?? [];
}

const NAMES = ["Avery Quill", "Bo Zephyr", "Cyd Marlow", "Dana Voss", "Eli Frost", "Fay Kwan", "Gus Orr", "Hal Nye", "Ida Rusk", "Jo Pike"];

type Action =
  | { kind: "seat"; seat: number }
  | { kind: "leave"; seat: number }
  | { kind: "sit-out"; seat: number }
  | { kind: "come-back"; seat: number }
  | { kind: "draw" }
  | { kind: "deal"; kill: number | null }
  | { kind: "flop" }
  | { kind: "drop"; pot: number | null }
  | { kind: "award"; winner: number; second: number | null; pot: number | null; sized: boolean }
  | { kind: "misdeal" }
  | { kind: "void" }
  | { kind: "clock" }
  | { kind: "minutes"; minutes: number }
  | { kind: "time-due" }
  | { kind: "collect"; seat: number };

const seat = fc.integer({ min: 1, max: 10 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: seat.map((s) => ({ kind: "seat" as const, seat: s })) },
  { weight: 1, arbitrary: seat.map((s) => ({ kind: "leave" as const, seat: s })) },
  { weight: 1, arbitrary: seat.map((s) => ({ kind: "sit-out" as const, seat: s })) },
  { weight: 1, arbitrary: seat.map((s) => ({ kind: "come-back" as const, seat: s })) },
  { weight: 2, arbitrary: fc.constant({ kind: "draw" as const }) },
  { weight: 8, arbitrary: fc.option(seat, { nil: null, freq: 4 }).map((k) => ({ kind: "deal" as const, kill: k })) },
  { weight: 6, arbitrary: fc.constant({ kind: "flop" as const }) },
  { weight: 6, arbitrary: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }).map((p) => ({ kind: "drop" as const, pot: p })) },
  {
    weight: 8,
    arbitrary: fc.record({ winner: fc.nat(9), second: fc.option(fc.nat(9), { nil: null }), pot: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }), sized: fc.boolean() }).map((a) => ({ kind: "award" as const, ...a })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "misdeal" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "void" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "clock" as const }) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 45 }).map((m) => ({ kind: "minutes" as const, minutes: m })) },
  { weight: 1, arbitrary: fc.constant({ kind: "time-due" as const }) },
  { weight: 2, arbitrary: seat.map((s) => ({ kind: "collect" as const, seat: s })) },
);

function play(t: PokerTable, a: Action): void {
  const dealt = t.state.table?.hand?.status === "in-play" ? t.state.table.hand.dealtIn : [];
  switch (a.kind) {
    case "seat":
      t.try({ type: "seat-player", seat: a.seat, name: NAMES[a.seat - 1]! });
      return;
    case "leave":
      t.try({ type: "unseat-player", seat: a.seat });
      return;
    case "sit-out":
    case "come-back":
      t.try({ type: a.kind, seat: a.seat });
      return;
    case "draw":
      t.try({ type: "draw-for-button" });
      return;
    case "deal":
      if (t.try({ type: "deal-hand", ...(a.kill !== null ? { voluntaryKill: { seat: a.kill, stackCents: 100_000 } } : {}) }) !== null) t.try({ type: "deal-hand" });
      return;
    case "flop":
      t.try({ type: "flop" });
      return;
    case "drop":
      t.try({ type: "take-drop", ...(a.pot !== null ? { potCents: a.pot } : {}) });
      return;
    case "award": {
      if (dealt.length === 0) return;
      const high = dealt[a.winner % dealt.length]!;
      const second = a.second === null ? null : dealt[a.second % dealt.length]!;
      const pots = [{ high: second !== null && second !== high ? [high, second] : [high] }];
      if (t.try({ type: "award", pots, ...(a.pot !== null ? { potCents: a.pot } : {}) }) !== null) t.try({ type: "award", pots, killSizedPot: a.sized });
      return;
    }
    case "misdeal":
      t.try({ type: "misdeal" });
      return;
    case "void":
      t.try({ type: "void-round", reason: "a test of the void" }, SUPERVISOR);
      return;
    case "clock":
      t.try({ type: "start-clock" });
      return;
    case "minutes":
      t.advance(a.minutes * MINUTE);
      return;
    case "time-due":
      t.try({ type: "time-due" }, { id: "system", role: "supervisor" });
      return;
    case "collect":
      t.try({ type: "collect-time", seat: a.seat });
      return;
  }
}

describe("table invariants over random play of every poker game", () => {
  const stats = { hands: 0, drops: 0, time: 0, kills: 0 };
  it("the wall never holds a card or a player's name, every fee dropped is a completed hand's drop, a voided hand's drop reversed, or time collected, and the log replays to the same table", () => {
    fc.assert(
      fc.property(fc.constantFrom(...POKER_GAME_IDS), fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 2, max: 9 }), fc.array(action, { minLength: 10, maxLength: 120 }), (game, seed, players, actions) => {
        const t = new PokerTable({ gameId: game });
        t.random = seededRandom(seed);
        // A game under way: players seated, the button drawn, the clock running at a time table.
        for (let s = 1; s <= players; s++) play(t, { kind: "seat", seat: s });
        for (let i = 0; i < 5 && t.state.table!.buttonDraw?.winner == null; i++) play(t, { kind: "draw" });
        play(t, { kind: "clock" });
        for (const a of actions) {
          play(t, a);
          const wall = t.views().display;
          expect(cardsMentioned(wall)).toEqual([]);
          const text = JSON.stringify(wall);
          for (const name of NAMES) expect(text.includes(name), `the wall names ${name}`).toBe(false);
        }
        // Money: the fee-drop rows the events imply are exactly the drops of finished hands, the drops voided, and the time collected.
        const byRound = new Map<string, number>();
        let time = 0;
        for (const e of t.log) {
          if (e.type !== "FeesDropped") continue;
          const cents = e.fees.reduce((s, f) => s + f.cents, 0);
          if (e.roundId === null) time += cents;
          else byRound.set(e.roundId, (byRound.get(e.roundId) ?? 0) + cents);
        }
        for (const e of t.log) {
          if (e.type === "RoundCompleted") expect(byRound.get(e.round.id) ?? 0).toBe(e.round.dropCents);
          if (e.type === "RoundVoided") expect(byRound.get(e.roundId) ?? 0).toBe(e.fees.reduce((s, f) => s + f.cents, 0));
        }
        // A drop is taken from the pot: never more than the pot the dealer entered.
        t.log.forEach((e, i) => {
          const next = t.log[i + 1];
          if (e.type === "PokerStep" && e.step.kind === "take-drop" && e.step.potCents !== undefined && next?.type === "FeesDropped") {
            expect(next.fees.reduce((s, f) => s + f.cents, 0)).toBeLessThanOrEqual(e.step.potCents);
          }
        });
        stats.hands += t.log.filter((e) => e.type === "RoundCompleted").length;
        stats.drops += t.log.filter((e) => e.type === "FeesDropped" && e.roundId !== null).length;
        stats.time += t.log.filter((e) => e.type === "FeesDropped" && e.roundId === null).length;
        stats.kills += t.log.filter((e) => e.type === "RoundCompleted" && e.round.kill !== null).length;
        expect(time).toBe(t.state.table!.timeCollected.reduce((s, c) => s + c.cents, 0));
        expect(t.replay()).toEqual(t.state);
      }),
      // From a fixed seed, so the check below that the play reached kills and time collected holds run
      // after run (a random seed left it short one run in several); FC_SEED explores others.
      { numRuns: 150, seed: Number(process.env.FC_SEED ?? 20_261_205) },
    );
    // The random play reaches what it checks: finished hands, drops, kills and time collected.
    expect(stats.hands).toBeGreaterThan(50);
    expect(stats.drops).toBeGreaterThan(10);
    expect(stats.time).toBeGreaterThan(3);
    expect(stats.kills).toBeGreaterThan(3);
  });
});
