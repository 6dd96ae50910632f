import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { describeNextStep, pokerNextStep } from "./next-step";
import { PokerRefusal } from "./refusal";
import { applyStep, replaySteps, type PokerStep } from "./steps";
import { MINUTE, openTable, ordinaryHand, run, seated, STAKES, T0, withButton } from "./test-kit";
import { pokerGame } from "./games";
import { pokerWallView } from "./wall-view";

const words = (t: Parameters<typeof pokerNextStep>[0]) => describeNextStep(pokerNextStep(t));

describe("an ordinary hand takes four taps: deal, flop, drop, winner", () => {
  it("Kings Hold'em option 3 with seven players: the $5 drop for 7+ (seed 004 L13)", () => {
    let t = withButton(openTable("texas-holdem", STAKES.kings), [1, 2, 3, 4, 5, 6, 7], 3);
    expect(words(t)).toBe("Hand 1: button seat 3, small blind seat 4 ($3.00), big blind seat 5 ($9.00); deal 7 players: seats 4, 5, 6, 7, 1, 2, 3");
    const taps: PokerStep[] = [{ kind: "deal" }, { kind: "flop" }, { kind: "take-drop" }, { kind: "award", pots: [{ high: [6] }] }];
    const said: string[] = [];
    for (const step of taps) {
      t = applyStep(t, step);
      said.push(words(t));
    }
    expect(said.slice(0, 3)).toEqual(["Tap Flop when the flop is dealt, or the winner if everyone folded", "Take the drop from the pot: $5.00 (7 players)", "Tap the winner"]);
    expect(t.hand).toMatchObject({ number: 1, status: "complete", drop: { cents: 500 }, award: { pots: [{ high: [6] }] } });
    expect(t.hand!.drop!.lines[0]!.rule.text).toBe("poker drop, 7 players dealt: 7+ $5.00");
    expect(words(t)).toMatch(/^Hand 2: button seat 4, small blind seat 5 \(\$3\.00\), big blind seat 6/);
  });

  it("no flop: two taps, nothing dropped", () => {
    let t = withButton(openTable("omaha", STAKES.kings), [1, 2, 3], 1);
    t = run(t, { kind: "deal" }, { kind: "award", pots: [{ high: [2] }] });
    expect(t.hand).toMatchObject({ status: "complete", drop: null, flop: null });
    expect(t.handsPlayed).toBe(1);
  });

  it("a room dropping without a flop takes it with the award", () => {
    let t = withButton(openTable("texas-holdem", STAKES.kings, { noFlopDrop: "drop" }), [1, 2, 3, 4], 1);
    t = run(t, { kind: "deal" }, { kind: "award", pots: [{ high: [2] }], potCents: 200 });
    expect(t.hand!.drop).toMatchObject({ cents: 200, capped: true });
  });

  it("the pot entered with the drop caps it", () => {
    let t = withButton(openTable("texas-holdem", STAKES.kings), [1, 2, 3, 4, 5], 1);
    t = run(t, { kind: "deal" }, { kind: "flop" }, { kind: "take-drop", potCents: 300 });
    expect(t.hand!.drop).toMatchObject({ cents: 300, capped: true });
  });

  it("counting the players at the flop (dropPlayerCount at-the-flop): the flop tap names them", () => {
    let t = withButton(openTable("texas-holdem", STAKES.kings, { dropPlayerCount: "at-the-flop" }), [1, 2, 3, 4, 5, 6, 7], 1);
    t = run(t, { kind: "deal" });
    expect(() => run(t, { kind: "flop" })).toThrow(/tap the players who saw the flop/);
    t = run(t, { kind: "flop", players: [2, 3, 5, 7] }, { kind: "take-drop" });
    expect(t.hand!.drop!.cents).toBe(300);
    expect(() => run(t, { kind: "award", pots: [{ high: [4] }] })).toThrow(/did not see the flop/);
  });
});

describe("refusals in the dealer's words", () => {
  const start = () => withButton(openTable("texas-holdem-mortimers", STAKES.mortimersHoldem), [1, 2, 3, 4, 5], 1);
  const refused = (t: ReturnType<typeof start>, step: PokerStep) => {
    try {
      applyStep(t, step);
    } catch (error) {
      expect(error).toBeInstanceOf(PokerRefusal);
      return (error as PokerRefusal).message;
    }
    throw new Error("not refused");
  };
  it("steps out of order", () => {
    const t = start();
    expect(refused(t, { kind: "flop" })).toBe("no hand is in play: deal first");
    const dealt = run(t, { kind: "deal" });
    expect(refused(dealt, { kind: "deal" })).toBe("hand 1 is still in play");
    expect(refused(dealt, { kind: "take-drop" })).toBe("no flop, no drop (seed 003 L3657-3661)");
    const flopped = run(dealt, { kind: "flop" });
    expect(refused(flopped, { kind: "flop" })).toBe("the flop is already recorded");
    expect(refused(flopped, { kind: "award", pots: [{ high: [2] }] })).toBe("take the drop from the pot before pushing it");
  });
  it("who is dealt in", () => {
    const t = start();
    expect(refused(t, { kind: "deal", dealtIn: [2, 4, 5] })).toBe("seat 3 has the big blind: deal them in, or mark them sitting out first");
    expect(refused(t, { kind: "deal", dealtIn: [2, 3, 9] })).toBe("seat 9 is empty");
    const out = run(t, { kind: "sit-out", seat: 5, at: T0 + MINUTE });
    expect(refused(out, { kind: "deal", dealtIn: [2, 3, 5] })).toBe("seat 5 is sitting out: bring them back first");
    expect(run(t, { kind: "deal", dealtIn: [2, 3, 1] }).hand!.dealtIn).toEqual([2, 3, 1]);
  });
  it("winners", () => {
    const t = run(start(), { kind: "deal", dealtIn: [2, 3, 4] });
    expect(refused(t, { kind: "award", pots: [{ high: [5] }] })).toBe("seat 5 was not dealt in");
    expect(refused(t, { kind: "award", pots: [{ high: [2, 3] }] })).toBe("with no flop, the last player in takes the pot alone");
    const f = run(t, { kind: "flop" }, { kind: "take-drop" });
    expect(refused(f, { kind: "award", pots: [{ high: [2], low: [3] }] })).toBe("Texas Hold'em is high only: there is no low half");
    expect(refused(f, { kind: "award", pots: [] })).toBe("tap the winner");
    expect(run(f, { kind: "award", pots: [{ high: [2, 3] }, { high: [4] }] }).hand!.award!.pots).toHaveLength(2);
  });
  it("the straddle: pot limit only, the seat left of the big blind, live (seed 003 L2857-2860)", () => {
    expect(refused(start(), { kind: "deal", straddle: 4 })).toBe("a live straddle is allowed only in pot-limit games, with three or more players");
    const pl = withButton(openTable("texas-holdem-mortimers", STAKES.mortimersPotLimit), [1, 2, 3, 4, 5], 1);
    expect(refused(pl, { kind: "deal", straddle: 5 })).toBe("only seat 4, immediately left of the big blind, may straddle");
    expect(run(pl, { kind: "deal", straddle: 4 }).hand!.straddle).toBe(4);
    const never = withButton(openTable("texas-holdem-mortimers", STAKES.mortimersPotLimit, { straddle: "never" }), [1, 2, 3, 4, 5], 1);
    expect(refused(never, { kind: "deal", straddle: 4 })).toMatch(/has no straddle/);
    expect(refused(withButton(openTable("texas-holdem", STAKES.kings), [1, 2, 3], 1), { kind: "deal", straddle: 1 })).toMatch(/has no straddle/);
  });
  it("kill steps at a table without kill pots", () => {
    expect(refused(start(), { kind: "deal", voluntaryKill: { seat: 2, stackCents: 100_000 } })).toBe("Texas Hold'em (Mortimer's Card Room) has no kill pots");
  });
});

describe("a misdeal", () => {
  it("voids the hand: no drop, the redeal has the same number, button and blinds", () => {
    let t = withButton(openTable("texas-holdem", STAKES.kings), [1, 2, 3, 4], 2);
    t = run(t, { kind: "deal" });
    const before = t.hand!;
    t = run(t, { kind: "misdeal" });
    expect(t.hand!.status).toBe("misdeal");
    t = run(t, { kind: "deal" });
    expect(t.hand!.number).toBe(before.number);
    expect(t.hand!.positions).toEqual(before.positions);
    expect(() => run(t, { kind: "flop" }, { kind: "take-drop" }, { kind: "misdeal" })).toThrow(/too late for a misdeal/);
  });
});

describe("replay", () => {
  it("the state rebuilt from the steps is the state built step by step, and is plain JSON", () => {
    const game = pokerGame("omaha-hi-lo-mortimers");
    const config = { seats: 9, stakes: STAKES.mortimersOmaha };
    const steps: PokerStep[] = [
      ...[1, 3, 4, 6, 8].map((seat): PokerStep => ({ kind: "sit", seat, player: `p${seat}`, at: T0 })),
      { kind: "draw-for-button", cards: [{ seat: 1, card: "2S" }, { seat: 3, card: "KH" }, { seat: 4, card: "KS" }, { seat: 6, card: "9D" }, { seat: 8, card: "3C" }] },
      { kind: "deal" },
      { kind: "flop" },
      { kind: "take-drop" },
      { kind: "award", pots: [{ high: [6], low: [8] }] },
      { kind: "sit-out", seat: 8, at: T0 + 5 * MINUTE },
      { kind: "deal" },
      { kind: "award", pots: [{ high: [1] }], potCents: 400 },
    ];
    const replayed = replaySteps(game, config, steps);
    expect(replayed.buttonDraw!.winner).toBe(4);
    expect(replayed.handsPlayed).toBe(2);
    expect(JSON.parse(JSON.stringify(replayed))).toEqual(replayed);
    expect(replaySteps(game, config, steps)).toEqual(replayed);
  });

  it("a refused step leaves nothing changed (property: random taps)", () => {
    const tap = fc.oneof(
      fc.constant<PokerStep>({ kind: "deal" }),
      fc.constant<PokerStep>({ kind: "flop" }),
      fc.constant<PokerStep>({ kind: "take-drop" }),
      fc.constant<PokerStep>({ kind: "misdeal" }),
      fc.integer({ min: 1, max: 6 }).map((s): PokerStep => ({ kind: "award", pots: [{ high: [s] }] })),
      fc.integer({ min: 1, max: 6 }).map((s): PokerStep => ({ kind: "sit-out", seat: s, at: T0 + MINUTE })),
      fc.integer({ min: 1, max: 6 }).map((s): PokerStep => ({ kind: "come-back", seat: s, at: T0 + MINUTE })),
    );
    fc.assert(
      fc.property(fc.array(tap, { maxLength: 40 }), (taps) => {
        let t = withButton(openTable("texas-holdem", STAKES.kings), [1, 2, 3, 4, 5, 6], 1);
        let dropped = 0;
        for (const step of taps) {
          const before = JSON.stringify(t);
          try {
            const next = applyStep(t, step);
            if (step.kind === "take-drop") dropped += next.hand!.drop!.cents;
            t = next;
          } catch (error) {
            expect(error).toBeInstanceOf(PokerRefusal);
            expect(JSON.stringify(t)).toBe(before);
          }
          expect(pokerNextStep(t).kind).toBeDefined();
        }
        expect(dropped % 100).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
});

describe("the wall", () => {
  it("shows the game, limits, posted collection, button and blinds; never a player's name", () => {
    let t = withButton(openTable("texas-holdem", STAKES.kings), [1, 2, 3, 4], 2);
    t = ordinaryHand(t, 3);
    const view = pokerWallView(t, T0);
    expect(view).toMatchObject({
      game: { id: "texas-holdem", name: "Texas Hold'em", room: "Kings Card Club" },
      stakes: "$9.00-$18.00 limit, blinds $3.00/$9.00",
      positions: { button: 3, smallBlind: 4, bigBlind: 1 },
      hand: { number: 1, flop: true, dropCents: 300, complete: true },
      kill: null,
      time: null,
    });
    expect(view.posted).toEqual(["Option 3", "From the pot after the flop (no flop, no drop), by players dealt in:", "  7+ players: $5.00", "  5 or 6 players: $4.00", "  4 or less players: $3.00"]);
    expect(JSON.stringify(view)).not.toMatch(/"p\d"/);
  });
});

describe("seats", () => {
  it("refuses a taken seat, a player seated twice, a step dated before the last", () => {
    const t = seated(openTable("omaha", STAKES.kings), [1, 2]);
    expect(() => run(t, { kind: "sit", seat: 1, at: T0 })).toThrow(/seat 1 is taken/);
    expect(() => run(t, { kind: "sit", seat: 3, player: "p1", at: T0 })).toThrow(/p1 already has a seat/);
    expect(() => run(t, { kind: "sit", seat: 3, at: T0 - 1 })).toThrow(/dated before/);
    expect(() => run(t, { kind: "come-back", seat: 2, at: T0 })).toThrow(/not sitting out/);
    expect(() => run(t, { kind: "leave", seat: 4, at: T0 })).toThrow(/already empty/);
    expect(() => run(t, { kind: "sit", seat: 11, at: T0 })).toThrow(/no seat 11/);
  });
});
