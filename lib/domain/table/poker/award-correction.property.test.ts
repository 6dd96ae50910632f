import { describe, expect, it } from "vitest";
import { seededRandom } from "../../cards/random";
import { checkInputCorrections, type Command, type InputCorrectionFamily, type Pick } from "../common/input-correction-property";
import { DEALER } from "../common/test-kit";
import { pokerAutoplay } from "./autoplay";
import { ALL_POKER_COMMAND_TYPES } from "./commands";
import { PokerTable, TABLE_OF } from "./test-kit";

const GAMES = Object.keys(TABLE_OF);

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

/** Winners chosen with `pick`: one seat or two splitting, a low half in a hi-lo game; now and then a seat not dealt in. */
function winners(t: PokerTable, pick: Pick): { high: number[]; low?: number[] }[] {
  const dealt = t.state.lastHand!.dealtIn;
  const seat = () => (pick(8) === 0 ? 1 + pick(10) : dealt[pick(dealt.length)]!);
  const high = [...new Set(pick(3) === 0 ? [seat(), seat()] : [seat()])];
  return [pick(3) === 0 ? { high, low: [seat()] } : { high }];
}

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
    // Now and then the pot's size is given with the award (a kill's size, a split's chips).
    const sized = { ...command, potCents: (1 + pick(400)) * 100 };
    return takes(t, sized) ? sized : command;
  },
  where: () => null,
  settle: () => false,
  amend(t, inputs, pick) {
    const award = inputs.at(-1)?.command;
    if (!t.state.correctable || award?.type !== "award") return null;
    const pots = winners(t, pick);
    if (JSON.stringify(pots) === JSON.stringify(award.pots)) return null;
    const amended = { ...award, pots };
    const { type: _type, ...given } = amended;
    return { correction: { ...given, type: "correct-award", reason: "wrong seat tapped" }, inputs: [...inputs.slice(0, -1), { command: amended, at: null }] };
  },
  round: (t) => ({ table: t.state.table, lastHand: t.state.lastHand, dropped: t.dropped() }),
  settlement: () => null,
  taken(t) {
    // Every pot awarded once, each half to seats dealt in, none of them twice.
    const hand = t.state.lastHand!;
    for (const pot of hand.pots) {
      for (const side of [pot.high, pot.low ?? []]) {
        expect(new Set(side).size).toBe(side.length);
        for (const seat of side) expect(hand.dealtIn).toContain(seat);
      }
      expect(pot.high.length).toBeGreaterThan(0);
    }
    expect(t.state.table!.hand?.award?.pots).toEqual(hand.pots);
  },
};

describe("a poker award corrected by the floor, over random hands", () => {
  it("is taken exactly when the amended award plays from the start, and then leaves that hand; the drop taken once", () => {
    const counts = checkInputCorrections(poker, { numRuns: 80, maxSteps: 30 });
    expect(counts.taken).toBeGreaterThan(20);
    expect(counts.refused).toBeGreaterThan(5);
  });
});
