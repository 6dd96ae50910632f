import { describe, expect, it } from "vitest";
import { seededRandom } from "../../cards/random";
import { PAI_GOW_GAME_IDS } from "../../pai-gow-poker";
import { FULL_DECK } from "../../cards/card";
import { checkInputCorrections, type Amendment, type CheckedSettlement, type Command, type InputCorrectionFamily, type Pick, type RoundInput } from "../common/input-correction-property";
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

/** The deck of 53 cards (the joker too), each card once. */
const DECK: readonly string[] = [...FULL_DECK, "JK"];

/** `n` cards of the deck not recorded yet this round, chosen with `pick`. */
function unused(t: PaiGowTable, pick: Pick, n: number): string[] {
  const recorded = t.views().supervisor.recorded;
  const out = new Set<string>([...(recorded?.playerDealer ?? []), ...(recorded?.seats.flatMap((s) => s.cards ?? []) ?? [])]);
  const left = DECK.filter((c) => !out.has(c));
  const cards: string[] = [];
  while (cards.length < n) cards.push(left.splice(pick(left.length), 1)[0]!);
  return cards;
}

/** A hand's input (a seat's hand set, or the player-dealer's turned over). */
const isHand = (c: Command, seat: number | "player-dealer") => (seat === "player-dealer" ? c.type === "expose-player-dealer" : (c.type === "set-hand" || c.type === "set-house-way") && c.seat === seat);

/**
 * Pai gow poker dealt from the server's deck (each seat's seven cards known) or by hand (each
 * hand's seven cards entered as it is set, the player-dealer's as it is turned over), each hand set
 * by the player (a split at random) or the house way. The floor corrects how a seat's hand was set
 * (`split`) or, dealt by hand, one card of a hand (`cards`).
 */
const paiGowPoker = (kind: "split" | "cards"): InputCorrectionFamily<PaiGowTable> => ({
  commandTypes: ALL_PAI_GOW_COMMAND_TYPES,
  open(s) {
    const random = seededRandom(s.seed);
    const games = PAI_GOW_GAME_IDS.filter((g) => g !== "face-up-pai-gow");
    const t = new PaiGowTable({ gameId: games[random.int(games.length)]! });
    t.random = seededRandom(s.seed);
    t.seat([1, 2, 3, 4, 5, 6, 7], 7, 300_000);
    t.do({ type: "start-shoe", source: kind === "split" ? "server" : "dealer" });
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
      const cards = seat.cards ?? unused(t, pick, 7);
      if (pick(2)) {
        const set: Command = { type: "set-hand", seat: seat.seat, ...split(cards, pick) };
        if (takes(t, set)) return set;
      }
      return { type: "set-house-way", seat: seat.seat, ...(seat.cards ? {} : { cards }) };
    }
    if (next.step === "expose-player-dealer" && next.cardsNeeded) return { type: "expose-player-dealer", cards: unused(t, pick, 7) };
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
    if (kind === "cards") return amendCard(t, inputs, pick);
    const hands = t.views().supervisor.handSettings;
    if (hands.length === 0) return null;
    const hand = hands[pick(hands.length)]!;
    const houseWay = pick(4) === 0;
    const to = houseWay ? null : split(hand.cards, pick);
    const setting: Command = to ? { type: "set-hand", seat: hand.seat, ...to } : { type: "set-house-way", seat: hand.seat };
    // The setting on record is no amendment (refused as the hand already on record).
    const was = inputs.find((input) => isHand(input.command, hand.seat))?.command;
    const low = (c: Command | undefined) => [...((c?.low as string[] | undefined) ?? [])].sort().join(" ");
    if (was?.type === setting.type && low(was) === low(setting)) return null;
    const amended = inputs.map((input) => (isHand(input.command, hand.seat) ? { ...input, command: setting } : input));
    return { correction: { type: "correct-hand", seat: hand.seat, split: to ?? "house-way", reason: "set wrongly" } satisfies PaiGowCommand, inputs: amended };
  },
  round(t) {
    const round = t.state.round!;
    return { phase: round.phase, steps: round.steps, play: round.play };
  },
  settlement: (t) => (t.state.round?.settlement ?? null) as CheckedSettlement | null,
});

/** One card of a hand entered by the dealer amended to another card of the deck (one already out elsewhere cannot be it). */
function amendCard(t: PaiGowTable, inputs: readonly RoundInput[], pick: Pick): Amendment | null {
  const hands = inputs.filter((i) => i.command.type === "expose-player-dealer" || ((i.command.type === "set-hand" || i.command.type === "set-house-way") && (i.command.cards || i.command.high)));
  if (hands.length === 0) return null;
  const input = hands[pick(hands.length)]!.command;
  const seat = input.type === "expose-player-dealer" ? ("player-dealer" as const) : (input.seat as number);
  const seven = (input.cards as string[] | undefined) ?? [...(input.high as string[]), ...(input.low as string[])];
  const from = seven[pick(7)]!;
  const others = DECK.filter((c) => c !== from);
  const to = others[pick(others.length)]!;
  const swap = (cards: readonly string[]) => cards.map((c) => (c === from ? to : c));
  const command: Command =
    input.type === "set-hand" ? { ...input, high: swap(input.high as string[]), low: swap(input.low as string[]) } : { ...input, cards: swap(input.cards as string[]) };
  const correction: PaiGowCommand = {
    type: "correct-hand",
    seat,
    cards: swap(seven),
    ...(input.type === "set-hand" ? { split: { high: command.high as string[], low: command.low as string[] } } : {}),
    reason: "misread",
  };
  return { correction, inputs: inputs.map((i) => (isHand(i.command, seat) ? { ...i, command } : i)) };
}

describe("a pai gow poker hand setting corrected by the floor, over random rounds (the server's deck)", () => {
  it("is taken exactly when the amended settings play from the start, and then leaves that round; money conserved", () => {
    // Any split of the seven cards on record is a hand the rules take (a foul is the player's to lose): none is refused.
    const counts = checkInputCorrections(paiGowPoker("split"), { numRuns: 60, maxSteps: 14 });
    expect(counts.taken).toBeGreaterThan(20);
  });
});

describe("a pai gow poker card corrected by the floor, over random rounds (a deck dealt by hand)", () => {
  it("is taken exactly when the amended cards play from the start, and then leaves that round; money conserved", () => {
    const counts = checkInputCorrections(paiGowPoker("cards"), { numRuns: 60, maxSteps: 14 });
    expect(counts.taken).toBeGreaterThan(5);
    expect(counts.refused).toBeGreaterThan(5);
  });
});
