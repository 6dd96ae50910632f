/**
 * Random tables: players sitting down and leaving, offers accepted and declined, hands, give-ups,
 * out-of-turn attempts and the clock moving on. The events are checked against a separate, plain
 * model of the rules built from the events alone.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decideRotation, type RotationCommand } from "./rotation-decide";
import type { PlayerId, RotationEvent } from "./rotation-events";
import type { RotationPolicy } from "./rotation-policy";
import { evolveRotation, initialRotation, type RotationState } from "./rotation-state";

const PLAYERS = ["ann", "bob", "cy", "dee", "eve", "fay"];

type Intent =
  | { kind: "sit"; seat: number; player: number }
  | { kind: "leave"; seat: number }
  | { kind: "open"; seat: number }
  | { kind: "accept-offered" }
  | { kind: "decline-offered" }
  | { kind: "accept-any"; seat: number }
  | { kind: "start" }
  | { kind: "complete" }
  | { kind: "pass" }
  /** The natural next step for the phase: accept (or decline), deal, finish, reopen. */
  | { kind: "advance"; accept: boolean };

const arbIntent: fc.Arbitrary<Intent> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("sit" as const), seat: fc.nat(), player: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("leave" as const), seat: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("open" as const), seat: fc.nat() }) },
  { weight: 3, arbitrary: fc.constant({ kind: "accept-offered" as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: "decline-offered" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("accept-any" as const), seat: fc.nat() }) },
  { weight: 4, arbitrary: fc.constant({ kind: "start" as const }) },
  { weight: 4, arbitrary: fc.constant({ kind: "complete" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "pass" as const }) },
  { weight: 12, arbitrary: fc.record({ kind: fc.constant("advance" as const), accept: fc.boolean() }) },
);

const arbPolicy: fc.Arbitrary<RotationPolicy> = fc.record({
  maxConsecutiveHands: fc.integer({ min: 1, max: 3 }),
  requireInterveningDealer: fc.boolean(),
  maxBankMillis: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
});

function command(state: RotationState, intent: Intent, at: number): RotationCommand {
  const seatOf = (n: number) => (n % state.seats) + 1;
  const offered = state.phase.kind === "offering" ? state.phase.offer.offeredTo : 1;
  switch (intent.kind) {
    case "sit":
      return { type: "seat-player", seat: seatOf(intent.seat), player: PLAYERS[intent.player % PLAYERS.length] ?? "ann" };
    case "leave":
      return { type: "unseat-player", seat: seatOf(intent.seat), at };
    case "open":
      return { type: "open-bank", firstSeat: seatOf(intent.seat) };
    case "accept-offered":
      return { type: "accept-bank", seat: offered, at };
    case "decline-offered":
      return { type: "decline-bank", seat: offered };
    case "accept-any":
      return { type: "accept-bank", seat: seatOf(intent.seat), at };
    case "start":
      return { type: "start-hand", at };
    case "complete":
      return { type: "complete-hand", at };
    case "pass":
      return { type: "pass-bank", at };
    case "advance":
      switch (state.phase.kind) {
        case "offering":
          return intent.accept ? { type: "accept-bank", seat: offered, at } : { type: "decline-bank", seat: offered };
        case "banking":
          return state.phase.playerDealer.inHand ? { type: "complete-hand", at } : { type: "start-hand", at };
        default:
          return { type: "open-bank", firstSeat: 1 };
      }
  }
}

/** The rules, restated from the events with nothing shared with the implementation. */
class Model {
  seated = new Map<number, PlayerId>();
  runPlayer: PlayerId | null = null;
  runHands = 0;
  timedOut = false;
  inRound = false;
  declined = new Set<number>();
  handsBy: PlayerId[] = [];
  constructor(readonly policy: RotationPolicy) {}

  eligible(seat: number): boolean {
    const p = this.seated.get(seat);
    if (p === undefined) return false;
    if (p !== this.runPlayer) return true;
    return this.runHands < this.policy.maxConsecutiveHands && !this.timedOut && !this.policy.requireInterveningDealer;
  }

  /** Seats a round still owes an offer to. */
  owed(): number[] {
    return [...this.seated.keys()].filter((s) => this.eligible(s) && !this.declined.has(s));
  }

  apply(e: RotationEvent): void {
    switch (e.type) {
      case "player-seated":
        this.seated.set(e.seat, e.player);
        break;
      case "player-left":
        this.seated.delete(e.seat);
        break;
      case "bank-offered":
        if (!this.inRound) this.declined.clear();
        this.inRound = true;
        expect(this.eligible(e.seat), `offered to an ineligible seat ${e.seat}`).toBe(true);
        expect(this.declined.has(e.seat), `offered again to seat ${e.seat}`).toBe(false);
        break;
      case "bank-declined":
        this.declined.add(e.seat);
        break;
      case "bank-accepted":
        this.inRound = false;
        break;
      case "game-broken":
        // Broken exactly when nobody eligible is left to offer to.
        if (!this.inRound) this.declined.clear();
        expect(this.owed(), "game broken while an eligible player was never offered").toEqual([]);
        this.inRound = false;
        break;
      case "bank-hand-started":
        if (e.player === this.runPlayer) this.runHands++;
        else {
          this.runPlayer = e.player;
          this.runHands = 1;
          this.timedOut = false;
        }
        expect(this.runHands).toBeLessThanOrEqual(this.policy.maxConsecutiveHands);
        expect(e.bankHand).toBe(this.runHands);
        this.handsBy.push(e.player);
        break;
      case "bank-passed":
        if (e.reason === "time-limit" && e.player === this.runPlayer) this.timedOut = true;
        break;
      case "bank-hand-completed":
        break;
    }
  }
}

function longestRun(players: readonly PlayerId[]): number {
  let best = 0;
  let run = 0;
  players.forEach((p, i) => {
    run = i > 0 && players[i - 1] === p ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

describe("rotation properties", () => {
  it("nobody banks more consecutive hands than allowed, and the game breaks exactly when no eligible player accepts", () => {
    fc.assert(
      fc.property(
        arbPolicy,
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(arbIntent, fc.integer({ min: 0, max: 20 })), { minLength: 40, maxLength: 200 }),
        (policy, seats, seating, intents) => {
          let state = initialRotation(seats, policy);
          const opening: Intent[] = seating.map((n, i) => ({ kind: "sit", seat: n, player: i }));
          const model = new Model(policy);
          let at = 0;
          let opened = false;
          for (const [intent, tick] of [...opening.map((o) => [o, 0] as const), ...intents]) {
            at += tick;
            const d = decideRotation(state, command(state, intent, at));
            if (!d.ok) continue;
            for (const e of d.events) {
              model.apply(e);
              state = evolveRotation(state, e);
            }
            if (d.events.some((e) => e.type === "bank-offered" || e.type === "game-broken")) opened = true;
            // At rest the bank is held, on offer to an eligible seat, or the game is broken: never lost.
            if (opened) expect(state.phase.kind).not.toBe("no-bank");
            if (state.phase.kind === "offering") expect(model.eligible(state.phase.offer.offeredTo)).toBe(true);
          }
          expect(longestRun(model.handsBy)).toBeLessThanOrEqual(policy.maxConsecutiveHands);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("refuses every attempt to bank past the hand limit with an alert", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.integer({ min: 3, max: 8 }), (max, intervening, seats) => {
        let state = initialRotation(seats, { maxConsecutiveHands: max, requireInterveningDealer: intervening });
        const run = (c: RotationCommand) => {
          const d = decideRotation(state, c);
          if (d.ok) for (const e of d.events) state = evolveRotation(state, e);
          return d;
        };
        run({ type: "seat-player", seat: 1, player: "ann" });
        run({ type: "seat-player", seat: 2, player: "bob" });
        run({ type: "open-bank" });
        run({ type: "accept-bank", seat: 1, at: 0 });
        for (let h = 0; h < max; h++) {
          expect(run({ type: "start-hand", at: h }).ok).toBe(true);
          expect(run({ type: "complete-hand", at: h }).ok).toBe(true);
        }
        const retake = run({ type: "accept-bank", seat: 1, at: max });
        expect(retake).toMatchObject({ ok: false, refusal: { code: "consecutive-hand-limit", alert: true } });
      }),
    );
  });
});
