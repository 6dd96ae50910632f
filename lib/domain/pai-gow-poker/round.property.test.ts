import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FULL_DECK, type Card } from "../cards/card";
import { paiGowDisplay } from "./display";
import { PAI_GOW_GAME_IDS, type PaiGowGame } from "./game-config";
import { paiGowGame } from "./games";
import { nextStep } from "./next-step";
import { dealPiles } from "./piles";
import { PaiGowRefusal } from "./refusal";
import { newRound, type PaiGowWager, type RoundState } from "./round-state";
import { settleRound } from "./settlement";
import { applyStep } from "./steps";
import { payLineOf } from "./bonus-pay-tables";
import { seatBonusHand } from "./results-entry";

/** A room's random choice of every named option (the round entered card by card: `entry` is tried below). */
const arbGame = fc.constantFrom(...PAI_GOW_GAME_IDS).chain((id) => {
  const notes = paiGowGame(id).optionNotes;
  const picks = Object.fromEntries(Object.entries(notes).filter(([name]) => name !== "entry").map(([name, note]) => [name, fc.constantFrom(...note.values)]));
  return fc.record(picks).map((options) => paiGowGame(id, options));
});

const DECK: readonly Card[] = [...FULL_DECK, "JK"];

const arbRound = arbGame.chain((game) =>
  fc.record({
    game: fc.constant(game),
    deck: fc.shuffledSubarray([...DECK], { minLength: 53, maxLength: 53 }),
    pd: fc.integer({ min: 1, max: 7 }),
    bank: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
    seats: fc.array(
      fc.record({
        sit: fc.boolean(),
        game: fc.integer({ min: 500, max: 5_000 }),
        fortune: fc.option(fc.integer({ min: 100, max: 3_000 })),
        aceHigh: fc.option(fc.integer({ min: 100, max: 2_000 })),
        backline: fc.option(fc.integer({ min: 500, max: 2_000 })),
        houseWay: fc.boolean(),
        front: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
      }),
      { minLength: 7, maxLength: 7 },
    ),
    pile: fc.integer({ min: 1, max: 7 }),
    dice: fc.integer({ min: 3, max: 18 }),
  }),
);
type RandomRound = typeof arbRound extends fc.Arbitrary<infer R> ? R : never;

function wagersOf(r: RandomRound): PaiGowWager[] {
  const out: PaiGowWager[] = [];
  r.seats.forEach((s, i) => {
    const seat = i + 1;
    if (seat === r.pd || (!s.sit && seat !== (r.pd % 7) + 1)) return;
    out.push({ seat, bet: "game", amount: s.game });
    if (r.game.fortune && s.fortune !== null) out.push({ seat, bet: "fortune", amount: s.fortune });
    if (r.game.aceHigh && s.aceHigh !== null) out.push({ seat, bet: "ace-high", amount: s.aceHigh });
    if (s.backline !== null) {
      out.push({ seat, bet: "game", amount: s.backline, backline: true, bettor: "B" });
      if (r.game.fortune && s.fortune !== null) out.push({ seat, bet: "fortune", amount: s.fortune, backline: true, bettor: "B" });
    }
  });
  return out;
}

/** Every card the display shows. */
function shownCards(state: RoundState): Set<string> {
  const view = paiGowDisplay(state);
  const out = new Set<string>();
  const text = JSON.stringify(view);
  for (const c of DECK) if (text.includes(`"${c}"`)) out.add(c);
  return out;
}

/** The cards the players may see at this point: the player-dealer's once set, a seat's once turned over. */
function mayShow(state: RoundState): Set<string> {
  const out = new Set<string>();
  if (state.playerDealer.set !== null) state.playerDealer.cards?.forEach((c) => out.add(c));
  const complete = nextStep(state).kind === "complete";
  for (const h of state.hands) if ((complete && h.set !== null) || h.shown) h.cards?.forEach((c) => out.add(c));
  return out;
}

function playRandom(r: RandomRound, onStep: (s: RoundState) => void): RoundState {
  const game: PaiGowGame = r.game;
  let s = newRound(game, { pdSeat: r.pd, bank: r.bank, wagers: wagersOf(r) });
  const { piles, discards } = dealPiles(r.deck);
  const steps = [
    { kind: "deal-piles" as const, piles, discards },
    { kind: "choose-action-pile" as const, pile: r.pile },
    { kind: "roll-dice" as const, total: r.dice },
  ];
  for (const step of steps) {
    s = applyStep(s, step);
    onStep(s);
  }
  for (;;) {
    const step = nextStep(s);
    if (step.kind === "complete") return s;
    if (step.kind === "expose-player-dealer") s = applyStep(s, { kind: "expose-player-dealer" });
    else if (step.kind === "show-cards") s = applyStep(s, { kind: "show-cards", seat: step.seats[0] as number });
    else if (step.kind === "set-hands") {
      const seat = step.seats[0] as number;
      const choice = r.seats[seat - 1]!;
      const cards = s.hands.find((h) => h.seat === seat)?.cards as Card[];
      const [a, b] = choice.front;
      if (choice.houseWay || a === b) s = applyStep(s, { kind: "set-house-way", seat });
      else {
        const low = [cards[a]!, cards[b]!];
        try {
          s = applyStep(s, { kind: "set-hand", seat, high: cards.filter((c) => !low.includes(c)), low });
        } catch (error) {
          if (!(error instanceof PaiGowRefusal && error.code === "foul")) throw error;
          s = applyStep(s, { kind: "set-house-way", seat });
        }
      }
    } else throw new Error(`unexpected step ${step.kind}`);
    onStep(s);
  }
}

describe("any round of any game, with any of the room's options", () => {
  it("conserves money: what the players take back and the bank keeps is what was staked and banked; the player-dealer wins or loses at most the bank", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const state = playRandom(r, () => {});
        const { walk, conservation, wagers } = settleRound(state);
        expect(conservation.ok).toBe(true);
        expect(Math.abs(walk.pdNet)).toBeLessThanOrEqual(r.bank);
        expect(walk.lines).toHaveLength(wagers.length);
        const staked = state.wagers.reduce((sum, w) => sum + w.amount, 0);
        expect(walk.lines.reduce((sum, l) => sum + l.toPlayer, 0) + walk.bankAfter).toBe(staked + r.bank);
      }),
      { numRuns: 300, seed: 1004 },
    );
  });

  it("never puts on the wall a card of a pile still face down or of a hand not yet turned over", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        playRandom(r, (s) => {
          const allowed = mayShow(s);
          for (const c of shownCards(s)) expect(allowed.has(c)).toBe(true);
        });
      }),
      { numRuns: 200, seed: 4147 },
    );
  });
});

/** The results a dealer would tap for a round played card by card: each seat's game outcome, and the bonus hand it made where one is asked. */
function resultsOf(state: RoundState): { seat: number; game: "win" | "lose" | "push"; bonus: string | null }[] {
  const resolved = settleRound(state).wagers;
  return state.hands.map((h) => {
    const outcome = resolved.find((w) => w.seat === h.seat && w.bet === "game" && !w.backline)!.resolution.outcome;
    const hand = seatBonusHand(state, h.seat);
    return { seat: h.seat, game: outcome, bonus: hand !== null && state.game.fortune && payLineOf(state.game.fortune.payTable, hand) ? hand : null };
  });
}

describe("results-only entry (docs/rules-decisions/results-entry.md RE1)", () => {
  it("settles any round, whatever the bank, exactly as the cards that give those results: every line's action and amount, the bank after, money conserved", () => {
    fc.assert(
      fc.property(arbRound, (raw) => {
        // The Ace-High Bonus reads the player-dealer's seven cards: such a round is entered card by card (RE4).
        const r = { ...raw, seats: raw.seats.map((s) => ({ ...s, aceHigh: null })) };
        const byCards = playRandom(r, () => {});
        const results = resultsOf(byCards);
        const game = paiGowGame(r.game.id, { ...r.game.options, entry: "results" });
        let byResults = newRound(game, { pdSeat: r.pd, bank: r.bank, wagers: wagersOf(r) });
        expect(nextStep(byResults).kind).toBe("roll-dice");
        byResults = applyStep(byResults, { kind: "roll-dice", total: r.dice });
        const asked = nextStep(byResults);
        expect(asked.kind).toBe("enter-results");
        // Only the seats whose bonus reads their hand are asked for it (a hand no bonus reads changes nothing, as the walk below shows).
        byResults = applyStep(byResults, { kind: "enter-results", results: results.map((x) => (asked.kind === "enter-results" && asked.bonusSeats.includes(x.seat) ? x : { ...x, bonus: null })) });
        expect(nextStep(byResults).kind).toBe("complete");
        const a = settleRound(byCards);
        const b = settleRound(byResults);
        const money = (l: (typeof a.walk.lines)[number]) => [l.seat, l.bet, l.backline ?? false, l.action, l.amount, l.toPlayer];
        expect(b.walk.lines.map(money)).toEqual(a.walk.lines.map(money));
        expect(b.walk.bankAfter).toBe(a.walk.bankAfter);
        expect(b.actionButton).toEqual(a.actionButton);
        expect(b.conservation.ok).toBe(true);
      }),
      { numRuns: 300, seed: 2912 },
    );
  });
});
