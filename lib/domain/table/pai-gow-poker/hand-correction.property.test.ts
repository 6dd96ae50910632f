import { describe, expect, it } from "vitest";
import { seededRandom } from "../../cards/random";
import { PAI_GOW_GAME_IDS } from "../../pai-gow-poker";
import { checkInputCorrections, type CheckedSettlement, type Command, type InputCorrectionFamily, type Pick } from "../common/input-correction-property";
import { DEALER } from "../common/test-kit";
import { ALL_PAI_GOW_COMMAND_TYPES, type PaiGowCommand } from "./commands";
import { PaiGowTable } from "./test-kit";

/** A split of seven cards chosen with `pick`: two in front (low), five behind (high). */
function split(cards: readonly string[], pick: Pick): { high: string[]; low: string[] } {
  const first = pick(7);
  const second = (first + 1 + pick(6)) % 7;
  return { high: cards.filter((_, i) => i !== first && i !== second), low: [cards[first]!, cards[second]!] };
}

/** The command would be taken as the table stands (a split the rules refuse is set the house way instead). */
function takes(t: PaiGowTable, command: Command): boolean {
  const parsed = t.machine.parseCommand(command);
  return parsed.ok && t.machine.decide(t.state, parsed.command, t.context(DEALER)).ok;
}

/**
 * Pai gow poker dealt from the server's deck (each seat's seven cards known), each hand set by the
 * player (a split at random) or the house way; the floor corrects how a seat's hand was set.
 */
const paiGowPoker: InputCorrectionFamily<PaiGowTable> = {
  commandTypes: ALL_PAI_GOW_COMMAND_TYPES,
  open(s) {
    const random = seededRandom(s.seed);
    const games = PAI_GOW_GAME_IDS.filter((g) => g !== "face-up-pai-gow");
    const t = new PaiGowTable({ gameId: games[random.int(games.length)]! });
    t.random = seededRandom(s.seed);
    t.seat([1, 2, 3, 4, 5, 6, 7], 7, 300_000);
    t.do({ type: "start-shoe", source: "server" });
    t.do({ type: "open-betting" });
    const { min } = t.views().dealer.limits;
    for (let seat = 1; seat <= 6; seat++) if (random.int(2)) t.try({ type: "place-wager", seat, bet: "game", amount: min + random.int(10) * 100 });
    if (t.state.round!.wagers.length === 0) t.do({ type: "place-wager", seat: 1, bet: "game", amount: min });
    t.do({ type: "close-betting" });
    return t;
  },
  next(t, pick) {
    if (t.state.round?.phase !== "dealing") return null;
    const next = t.views().dealer.next;
    if (next.step === "choose-action-pile") return { type: "choose-action-pile", pile: 1 + pick(7) };
    if (next.step === "roll-dice") return { type: "roll-dice", total: 3 + pick(16) };
    if (next.step === "set-hands" && next.seats?.length) {
      const seat = next.seats[pick(next.seats.length)]!;
      if (seat.cards && pick(2)) {
        const set: Command = { type: "set-hand", seat: seat.seat, ...split(seat.cards, pick) };
        if (takes(t, set)) return set;
      }
      return { type: "set-house-way", seat: seat.seat };
    }
    if (next.step === "show-cards" && next.seats?.length) return { type: "show-cards", seat: next.seats[0]!.seat };
    if (next.command && next.command !== "settle") return { type: next.command };
    return null;
  },
  where: () => null,
  settle(t) {
    if (t.views().dealer.next.command !== "settle") return false;
    return t.try({ type: "settle" }) === null;
  },
  amend(t, inputs, pick) {
    const hands = t.views().supervisor.handSettings;
    if (hands.length === 0) return null;
    const hand = hands[pick(hands.length)]!;
    const houseWay = pick(4) === 0;
    const to = houseWay ? null : split(hand.cards, pick);
    const setting: Command = to ? { type: "set-hand", seat: hand.seat, ...to } : { type: "set-house-way", seat: hand.seat };
    // The setting on record is no amendment (refused as the hand already on record).
    const was = inputs.find((input) => (input.command.type === "set-hand" || input.command.type === "set-house-way") && input.command.seat === hand.seat)?.command;
    const low = (c: Command | undefined) => [...((c?.low as string[] | undefined) ?? [])].sort().join(" ");
    if (was?.type === setting.type && low(was) === low(setting)) return null;
    const amended = inputs.map((input) => ((input.command.type === "set-hand" || input.command.type === "set-house-way") && input.command.seat === hand.seat ? { ...input, command: setting } : input));
    return { correction: { type: "correct-hand", seat: hand.seat, split: to ?? "house-way", reason: "set wrongly" } satisfies PaiGowCommand, inputs: amended };
  },
  round(t) {
    const round = t.state.round!;
    return { phase: round.phase, steps: round.steps, play: round.play };
  },
  settlement: (t) => (t.state.round?.settlement ?? null) as CheckedSettlement | null,
};

describe("a pai gow poker hand setting corrected by the floor, over random rounds (the server's deck)", () => {
  it("is taken exactly when the amended settings play from the start, and then leaves that round; money conserved", () => {
    // Any split of the seven cards on record is a hand the rules take (a foul is the player's to lose): none is refused.
    const counts = checkInputCorrections(paiGowPoker, { numRuns: 60, maxSteps: 14 });
    expect(counts.taken).toBeGreaterThan(20);
  });
});
