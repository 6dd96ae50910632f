import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { nextActive, nextPositions, type BlindRules, type Positions } from "./blinds";
import { dealPlan } from "./hand";
import { MINUTE, openTable, ordinaryHand, run, STAKES, T0, withButton } from "./test-kit";

const DEAD: BlindRules = { buttonRule: "dead-button", headsUpBlinds: "left-of-button" };
const MOVING: BlindRules = { buttonRule: "moving-button", headsUpBlinds: "left-of-button" };
const pos = (p: Positions) => [p.button, p.smallBlindPosted ? p.smallBlindSeat : null, p.bigBlind];

describe("the button and blinds move clockwise each hand (seed 004 L109-111, L206-208; seed 003 L2517-2533)", () => {
  it("first hand: the high card's seat has the button, the next two players the blinds (seed 004 L119)", () => {
    expect(pos(nextPositions(DEAD, [1, 3, 5, 8], null, 5))).toEqual([5, 8, 1]);
  });

  it("a full table: both rules move everything one player", () => {
    for (const rules of [DEAD, MOVING]) {
      let p = nextPositions(rules, [1, 2, 3, 4, 5, 6], null, 1);
      const seen: (number | null)[][] = [pos(p)];
      for (let i = 0; i < 6; i++) seen.push(pos((p = nextPositions(rules, [1, 2, 3, 4, 5, 6], p, null))));
      expect(seen).toEqual([[1, 2, 3], [2, 3, 4], [3, 4, 5], [4, 5, 6], [5, 6, 1], [6, 1, 2], [1, 2, 3]]);
    }
  });

  it("dead button: the big blind leaves; the big blind moves on one player, the small blind is dead", () => {
    const h1 = nextPositions(DEAD, [1, 2, 3, 4, 5, 6], null, 1);
    const h2 = nextPositions(DEAD, [1, 2, 4, 5, 6], h1, null);
    expect(h2).toEqual({ button: 2, buttonDead: false, smallBlindSeat: 3, smallBlindPosted: false, bigBlind: 4 });
  });

  it("dead button: the small blind leaves; the button is dead on the empty seat", () => {
    const h1 = nextPositions(DEAD, [1, 2, 3, 4, 5, 6], null, 1);
    const h2 = nextPositions(DEAD, [1, 3, 4, 5, 6], h1, null);
    expect(h2).toEqual({ button: 2, buttonDead: true, smallBlindSeat: 3, smallBlindPosted: true, bigBlind: 4 });
    expect(pos(nextPositions(DEAD, [1, 3, 4, 5, 6], h2, null))).toEqual([3, 4, 5]);
  });

  it("moving button: the same departure puts the button on the next player, and seat 4 skips the big blind", () => {
    const h1 = nextPositions(MOVING, [1, 2, 3, 4, 5, 6], null, 1);
    expect(pos(nextPositions(MOVING, [1, 3, 4, 5, 6], h1, null))).toEqual([3, 4, 5]);
  });

  it("a player sitting out is passed over: dead button keeps the big blind moving", () => {
    const h1 = nextPositions(DEAD, [1, 2, 3, 4, 5], null, 1);
    // Seat 4 sits out: the big blind goes from 3 to 5.
    expect(pos(nextPositions(DEAD, [1, 2, 3, 5], h1, null))).toEqual([2, 3, 5]);
  });

  it("two players, as filed: the player left of the button posts the small blind, so the button posts the big blind", () => {
    const h1 = nextPositions(DEAD, [3, 7], null, 3);
    expect(pos(h1)).toEqual([3, 7, 3]);
    expect(pos(nextPositions(DEAD, [3, 7], h1, null))).toEqual([7, 3, 7]);
    expect(pos(nextPositions(MOVING, [3, 7], h1, null))).toEqual([7, 3, 7]);
  });

  it("two players with headsUpBlinds button-small-blind: the button posts the small blind", () => {
    const rules: BlindRules = { buttonRule: "dead-button", headsUpBlinds: "button-small-blind" };
    const h1 = nextPositions(rules, [3, 7], null, 3);
    expect(pos(h1)).toEqual([3, 3, 7]);
    expect(pos(nextPositions(rules, [3, 7], h1, null))).toEqual([7, 7, 3]);
  });

  it("down to two players: the big blind still moves on, nobody posts it twice running", () => {
    const h1 = nextPositions(DEAD, [1, 2, 3], null, 1);
    const h2 = nextPositions(DEAD, [2, 3], h1, null);
    expect(h2.bigBlind).toBe(2);
    expect(pos(h2)).toEqual([2, 3, 2]);
  });

  it("dead button (property): with the same players, the big blind goes to the next player every hand, and every player posts it once an orbit", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 10 }), fc.integer({ min: 0, max: 9 }), (seats, b) => {
        const active = [...seats].sort((x, y) => x - y);
        let p = nextPositions(DEAD, active, null, active[b % active.length]!);
        const bigBlinds = [p.bigBlind];
        for (let i = 1; i < active.length; i++) {
          const next = nextPositions(DEAD, active, p, null);
          expect(next.bigBlind).toBe(nextActive(active, p.bigBlind));
          expect(next.smallBlindSeat).toBe(p.bigBlind);
          expect(next.button).toBe(p.smallBlindSeat);
          p = next;
          bigBlinds.push(p.bigBlind);
        }
        expect([...bigBlinds].sort((x, y) => x - y)).toEqual(active);
      }),
    );
  });

  it("any seat changes (property): the big blind is a player in the game, the small blind a player or dead, the button on neither", () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 2, maxLength: 10 }), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(DEAD, MOVING, { buttonRule: "dead-button", headsUpBlinds: "button-small-blind" } as BlindRules),
        (hands, rules) => {
          let p: Positions | null = null;
          for (const seats of hands) {
            const active = [...seats].sort((x, y) => x - y);
            const next = nextPositions(rules, active, p, p === null ? active[0]! : null);
            expect(active).toContain(next.bigBlind);
            if (next.smallBlindPosted) expect(active).toContain(next.smallBlindSeat);
            expect(next.smallBlindSeat).not.toBe(next.bigBlind);
            if (active.length > 2 || rules.headsUpBlinds === "button-small-blind") expect(next.button).not.toBe(next.bigBlind);
            if (p !== null && active.length > 2 && rules.buttonRule === "dead-button" && active.includes(p.bigBlind)) {
              expect(next.bigBlind).toBe(nextActive(active, p.bigBlind));
            }
            p = next;
          }
        },
      ),
    );
  });
});

describe("at the table", () => {
  it("a player leaving and one sitting out change the next deal as the dead button rule says", () => {
    let t = withButton(openTable("texas-holdem", STAKES.kings), [1, 2, 3, 4, 5, 6], 1);
    t = ordinaryHand(t, 2);
    expect(t.lastPositions).toMatchObject({ button: 1, smallBlindSeat: 2, bigBlind: 3 });
    t = run(t, { kind: "leave", seat: 3, at: T0 + MINUTE }, { kind: "sit-out", seat: 4, at: T0 + MINUTE });
    const plan = dealPlan(t);
    expect(plan.positions).toEqual({ button: 2, buttonDead: false, smallBlindSeat: 3, smallBlindPosted: false, bigBlind: 5 });
    expect(plan.dealtIn).toEqual([5, 6, 1, 2]);
  });
});
