import { describe, expect, it } from "vitest";
import { seededRandom } from "../../cards/random";
import { checkInputCorrections, type Command, type InputCorrectionFamily, type Pick } from "../common/input-correction-property";
import { DEALER } from "../common/test-kit";
import { pokerAutoplay } from "./autoplay";
import { ALL_POKER_COMMAND_TYPES } from "./commands";
import { PokerTable, TABLE_OF } from "./test-kit";

const GAMES = Object.keys(TABLE_OF);

/** Corrected hands with side pots whose amounts were entered (the property reaches them). */
let pricedSidePots = 0;

/** Where each table's log stood when its hand was to be dealt. */
const opened = new WeakMap<PokerTable, number>();

/** The command would be taken as the table stands. */
function takes(t: PokerTable, command: Command): boolean {
  const parsed = t.machine.parseCommand(command);
  return parsed.ok && t.machine.decide(t.state, parsed.command, t.context(DEALER)).ok;
}

/** The dealer's next step as the busy dealer of the soak run takes it, with its random choices made by `pick`. */
function dealerStep(t: PokerTable, pick: Pick): Command | null {
  return pokerAutoplay(t.views().dealer as never, { int: pick }) as Command | null;
}

type Pot = { high: number[]; low?: number[]; cents?: number };

/** Winners chosen with `pick`: one seat or two splitting, a low half in a hi-lo game, now and then a side pot; now and then a seat not dealt in. */
function winners(dealt: readonly number[], pick: Pick): Pot[] {
  const seat = () => (pick(8) === 0 ? 1 + pick(10) : dealt[pick(dealt.length)]!);
  const pot = (): Pot => {
    const high = [...new Set(pick(3) === 0 ? [seat(), seat()] : [seat()])];
    return pick(3) === 0 ? { high, low: [seat()] } : { high };
  };
  return pick(4) === 0 ? [pot(), pot()] : [pot()];
}

/** The amount of each pot of an award, where every pot of several has one. */
const amountsOf = (pots: readonly Pot[]) => (pots.length > 1 && pots.every((p) => p.cents !== undefined) ? pots.map((p) => p.cents!) : null);

/**
 * A poker table played by the soak run's dealer (seated players, the button drawn from the server's
 * deck, a hand or two before), one hand dealt, flopped or not and awarded; the floor corrects the
 * winners of the hand just finished.
 */
const poker: InputCorrectionFamily<PokerTable> = {
  commandTypes: ALL_POKER_COMMAND_TYPES,
  open(s) {
    const random = seededRandom(s.seed);
    const t = new PokerTable({ gameId: GAMES[random.int(GAMES.length)]! });
    t.random = seededRandom(s.seed);
    // The table up to its next deal, after 0 to 2 hands played.
    const hands = random.int(3);
    for (let guard = 0; guard < 200; guard++) {
      const played = t.log.filter((e) => e.type === "RoundCompleted").length;
      if (played === hands && t.views().dealer.next.command === "deal-hand") {
        opened.set(t, t.log.length);
        return t;
      }
      const command = pokerAutoplay(t.views().dealer as never, random);
      if (!command) throw new Error(`the dealer is stuck at "${t.views().dealer.next.label}"`);
      t.do(command as never);
      t.now += 1_000;
    }
    throw new Error("no hand to deal");
  },
  next(t, pick) {
    // One hand: nothing more once it is awarded.
    if (t.log.slice(opened.get(t)).some((e) => e.type === "RoundCompleted")) return null;
    const command = dealerStep(t, pick);
    if (command?.type !== "award" || pick(2)) return command;
    // Now and then the pot's size is given with the award (a kill's size, a split's chips), or the
    // amount of each pot with a side pot (odd amounts: the odd chips go by the game's rule).
    const dealt = t.state.table!.hand!.dealtIn;
    const sidePot = { ...command, pots: [...(command.pots as Pot[]), ...winners(dealt, pick).slice(0, 1)].map((p) => ({ ...p, cents: (1 + pick(400)) * 100 + pick(2) * 50 })) };
    const sized = pick(2) ? { ...command, potCents: (1 + pick(400)) * 100 } : sidePot;
    return takes(t, sized) ? sized : command;
  },
  where: () => null,
  settle: () => false,
  amend(t, inputs, pick) {
    const award = inputs.at(-1)?.command;
    if (!t.state.correctable || award?.type !== "award") return null;
    const pots = winners(t.state.lastHand!.dealtIn, pick);
    if (JSON.stringify(pots) === JSON.stringify(award.pots)) return null;
    // The correction names no amount: each pot's amount entered stays while the pots are as many,
    // else their total stays as the pot (TL11, TL12); the amended award enters them so.
    const amounts = amountsOf(award.pots as Pot[]);
    const kept = amounts !== null && amounts.length === pots.length;
    const total = amounts !== null && !kept ? { potCents: amounts.reduce((a, b) => a + b, 0) } : {};
    const amended = { ...award, ...total, pots: kept ? pots.map((p, i) => ({ ...p, cents: amounts[i]! })) : pots };
    const { type: _type, pots: _pots, ...given } = award;
    return { correction: { ...given, pots, type: "correct-award", reason: "wrong seat tapped" }, inputs: [...inputs.slice(0, -1), { command: amended, at: null }] };
  },
  round: (t) => ({ table: t.state.table, lastHand: t.state.lastHand, dropped: t.dropped() }),
  settlement: () => null,
  taken(t) {
    // Every pot awarded once, each half to seats dealt in, none of them twice; where the pots'
    // amounts are known, every chip of every pot goes to one of its winners, once.
    const hand = t.state.lastHand!;
    if (hand.shares) {
      expect(hand.shares.reduce((sum, s) => sum + s.cents, 0)).toBe(hand.potCents);
      for (const s of hand.shares) expect([...hand.pots[0]!.high, ...(hand.pots[0]!.low ?? [])]).toContain(s.seat);
    }
    if (hand.pots.length > 1 && hand.pots.some((p) => p.cents !== undefined)) {
      pricedSidePots++;
      expect(hand.potCents).toBe(hand.pots.reduce((sum, p) => sum + p.cents!, 0));
      for (const pot of hand.pots) {
        const winnersOf = new Set([...pot.high, ...(pot.low ?? [])]);
        if (winnersOf.size > 1) expect(pot.shares!.reduce((sum, s) => sum + s.cents, 0)).toBe(pot.cents);
        for (const s of pot.shares ?? []) expect(winnersOf).toContain(s.seat);
        expect(new Set((pot.shares ?? []).map((s) => s.seat)).size).toBe((pot.shares ?? []).length);
      }
    }
    for (const pot of hand.pots) {
      for (const side of [pot.high, pot.low ?? []]) {
        expect(new Set(side).size).toBe(side.length);
        for (const seat of side) expect(hand.dealtIn).toContain(seat);
      }
      expect(pot.high.length).toBeGreaterThan(0);
    }
    expect(t.state.table!.hand?.award?.pots.map((p) => ({ high: p.high, low: p.low }))).toEqual(hand.pots.map((p) => ({ high: p.high, low: p.low })));
  },
};

describe("a poker award corrected by the floor, over random hands", () => {
  it("is taken exactly when the amended award plays from the start, and then leaves that hand; the drop taken once", () => {
    const counts = checkInputCorrections(poker, { numRuns: 80, maxSteps: 30 });
    expect(counts.taken).toBeGreaterThan(20);
    expect(counts.refused).toBeGreaterThan(5);
    expect(pricedSidePots).toBeGreaterThan(0);
  });
});
