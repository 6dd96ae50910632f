import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FULL_DECK, type SuitedCard } from "../cards/card";
import { THREE_CARD_POKER_GAME_IDS } from "./game-config";
import { threeCardPokerGame } from "./games";
import { nextStep, playerDealerHand, seatHand } from "./next-step";
import type { PairPlusHand } from "./pay-tables";
import type { ResultsInput } from "./results-entry";
import { sixCardBonus } from "./six-card-bonus";
import { compareThree, qualifiesQueenHigh } from "./three-card-ranking";
import { publicRound } from "./public-view";
import { totalStaked } from "./resolution";
import { FACE_DOWN, newRound, type RoundState, type ThreeCardPokerWager } from "./round-state";
import { settleRound } from "./settlement";
import { applyStep, replaySteps, type ThreeCardPokerStep } from "./steps";

/** A room's random choice of every named option (the round entered card by card: `entry` is tried below). */
const arbGame = fc.constantFrom(...THREE_CARD_POKER_GAME_IDS).chain((id) => {
  const notes = threeCardPokerGame(id).optionNotes;
  const picks = Object.fromEntries(Object.entries(notes).filter(([name]) => name !== "entry").map(([name, note]) => [name, fc.constantFrom(...note.values)]));
  return fc.record(picks).map((options) => threeCardPokerGame(id, options));
});

const stake = fc.integer({ min: 100, max: 50_000 });
const arbSpot = fc.record({
  ante: fc.option(stake, { freq: 4 }),
  pairPlus: fc.option(stake),
  sixCard: fc.option(stake),
  backline: fc.option(fc.record({ ante: stake, pairPlus: fc.option(stake), sixCard: fc.option(stake) })),
});

const arbRound = fc.record({
  game: arbGame,
  seats: fc.integer({ min: 2, max: 8 }),
  pd: fc.nat(),
  bank: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 300_000 })),
  spots: fc.array(arbSpot, { minLength: 7, maxLength: 7 }),
  deck: fc.shuffledSubarray([...FULL_DECK], { minLength: 27, maxLength: 27 }),
  decisions: fc.array(fc.boolean(), { minLength: 32, maxLength: 32 }),
  readAtDeal: fc.boolean(),
});

type RandomRound = typeof arbRound extends fc.Arbitrary<infer R> ? R : never;

function wagersOf(r: RandomRound): { pdSeat: number; wagers: ThreeCardPokerWager[] } {
  const pdSeat = (r.pd % r.seats) + 1;
  const players = Array.from({ length: r.seats }, (_, i) => i + 1).filter((s) => s !== pdSeat);
  const wagers: ThreeCardPokerWager[] = [];
  const both = r.game.bonusBets === "both";
  players.forEach((seat, i) => {
    const spot = r.spots[i] as RandomRound["spots"][number];
    const ante = spot.ante ?? (i === 0 ? 500 : null);
    if (ante === null) return;
    wagers.push({ seat, bet: "ante", amount: ante });
    if (spot.pairPlus !== null) wagers.push({ seat, bet: "pair-plus", amount: spot.pairPlus });
    if (spot.sixCard !== null && (both || spot.pairPlus === null)) wagers.push({ seat, bet: "six-card-bonus", amount: spot.sixCard });
    const b = spot.backline;
    if (b !== null) {
      wagers.push({ seat, bet: "ante", amount: b.ante, backline: true, bettor: "B" });
      if (b.pairPlus !== null) wagers.push({ seat, bet: "pair-plus", amount: b.pairPlus, backline: true, bettor: "B" });
      if (b.sixCard !== null && (both || b.pairPlus === null)) wagers.push({ seat, bet: "six-card-bonus", amount: b.sixCard, backline: true, bettor: "B" });
    }
  });
  return { pdSeat, wagers };
}

interface Played {
  readonly state: RoundState;
  readonly steps: readonly ThreeCardPokerStep[];
  /** Every view shown along the way, with the cards the table had turned face up by then. */
  readonly views: readonly { readonly shown: readonly string[]; readonly faceUp: ReadonlySet<string> }[];
}

/** Plays the round step by step as a table would, keeping what the wall was shown after each step. */
function playRandom(r: RandomRound): Played {
  const { pdSeat, wagers } = wagersOf(r);
  let state = newRound(r.game, { seats: r.seats, pdSeat, bank: r.bank, wagers });
  const steps: ThreeCardPokerStep[] = [];
  const views: { shown: string[]; faceUp: ReadonlySet<string> }[] = [];
  const faceUp = new Set<string>();
  const stacks = new Map<string, SuitedCard[]>();
  let dealt = 0;
  let decided = 0;
  const view = () => {
    const v = publicRound(state);
    const shown = [...(v.playerDealer.upCard ? [v.playerDealer.upCard] : []), ...(v.playerDealer.cards ?? []), ...v.seats.flatMap((s) => s.cards ?? [])];
    views.push({ shown, faceUp: new Set(faceUp) });
  };
  view();
  for (;;) {
    const step = nextStep(state);
    let command: ThreeCardPokerStep;
    if (step.kind === "complete") break;
    if (step.kind === "deal-stack") {
      const cards = r.deck.slice(dealt, dealt + 3);
      dealt += 3;
      const key = step.to.kind === "player-dealer" ? "pd" : String(step.to.seat);
      stacks.set(key, cards);
      const unread = step.to.kind === "player-dealer" ? [cards[0] as string, FACE_DOWN, FACE_DOWN] : [FACE_DOWN, FACE_DOWN, FACE_DOWN];
      command = { kind: "deal-stack", cards: r.readAtDeal ? cards : unread };
      if (step.to.kind === "player-dealer") faceUp.add(cards[0] as string);
    } else if (step.kind === "decide") {
      const decision = r.decisions[decided++ % r.decisions.length] ? "play" : "fold";
      command = { kind: "decide", seat: step.seat, decision, ...(step.bettor !== null ? { bettor: step.bettor } : {}) };
    } else if (step.kind === "reveal-player-dealer") {
      command = { kind: "reveal-player-dealer", ...(step.cardsNeeded ? { cards: stacks.get("pd") as SuitedCard[] } : {}) };
      for (const c of stacks.get("pd") ?? []) faceUp.add(c);
    } else if (step.kind === "reveal-hand") {
      const cards = stacks.get(String(step.seat)) as SuitedCard[];
      command = { kind: "reveal-hand", seat: step.seat, ...(step.cardsNeeded ? { cards } : {}) };
      for (const c of cards) faceUp.add(c);
    } else if (step.kind === "enter-results") {
      throw new Error("a round entered by its cards never asks for results");
    } else {
      command = { kind: step.kind };
    }
    state = applyStep(state, command);
    steps.push(command);
    view();
  }
  return { state, steps, views };
}

describe("every random round, in both games and under every option", () => {
  it("conserves money: what the players take back plus the player-dealer's closing bank is every stake plus the bank, the bank within its bounds", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { state } = playRandom(r);
        const s = settleRound(state);
        expect(s.conservation.ok).toBe(true);
        expect(s.conservation.staked).toBe(state.bank + totalStaked(state));
        expect(Math.abs(s.walk.pdNet)).toBeLessThanOrEqual(state.bank);
        expect(s.walk.lines).toHaveLength(s.wagers.length);
        for (const line of s.walk.lines) expect(line.toPlayer).toBeGreaterThanOrEqual(0);
        // A forfeit is never paid, a folded hand's Play is never made.
        for (const w of s.wagers) if (w.forfeited) expect(w.resolution.outcome).toBe("lose");
      }),
      { numRuns: 400 },
    );
  });

  it("the wall never holds a face-down card: only the up card, a revealed player-dealer's hand and revealed hands", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { views, state } = playRandom(r);
        for (const v of views) {
          for (const card of v.shown) {
            expect(card).not.toBe(FACE_DOWN);
            expect(v.faceUp.has(card)).toBe(true);
          }
        }
        // A hand folded by everyone on it, with no 6 Card Bonus, is never shown at all.
        const last = publicRound(state);
        for (const hand of state.hands) {
          const live = state.wagers.some((w) => w.seat === hand.seat && (w.bet === "six-card-bonus" || (w.bet === "ante" && hand.decision === "play")));
          if (!live) expect(last.seats.find((s) => s.seat === hand.seat)?.cards).toBeNull();
        }
      }),
      { numRuns: 400 },
    );
  });

  it("replaying the recorded steps rebuilds the same round", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { state, steps } = playRandom(r);
        expect(replaySteps(r.game, { seats: state.table.seats, pdSeat: state.table.pdSeat, bank: state.bank, wagers: state.wagers }, steps)).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });
});

/** The results a dealer would tap for a round played card by card: the qualifier, each seat's fold or comparison, the hand each bonus in action made. */
function resultsOf(state: RoundState): ResultsInput {
  const pd = playerDealerHand(state)!;
  const pdCards = state.playerDealer.cards as SuitedCard[];
  const has = (seat: number, bet: string) => state.wagers.some((w) => w.seat === seat && w.bet === bet);
  return {
    playerDealerQualifies: qualifiesQueenHigh(pd),
    seats: state.hands.map((h) => {
      const player = seatHand(state, h.seat);
      const cmp = player ? compareThree(player, pd) : 0;
      const pairPlus = h.decision === "play" && has(h.seat, "pair-plus") && player!.category !== "high-card" ? (player!.category as PairPlusHand) : null;
      const six = has(h.seat, "six-card-bonus") ? sixCardBonus(h.cards as SuitedCard[], pdCards).hand : null;
      return { seat: h.seat, result: h.decision === "fold" ? "fold" : cmp > 0 ? "win" : cmp < 0 ? "lose" : "push", pairPlus, sixCardBonus: six };
    }),
  };
}

describe("results-only entry (docs/rules-decisions/results-entry.md RE8)", () => {
  it("settles any round, whatever the bank, exactly as the cards that give those results: every line's action and amount, the bank after, money conserved", () => {
    fc.assert(
      fc.property(arbRound, (raw) => {
        // A backline bettor deciding on its own is entered card by card (RE11).
        const r = { ...raw, game: threeCardPokerGame(raw.game.id, { ...raw.game.options, backlineDecision: "follows-seat" }) };
        const { state: byCards } = playRandom(r);
        const game = threeCardPokerGame(r.game.id, { ...r.game.options, entry: "results" });
        let byResults = newRound(game, { seats: byCards.table.seats, pdSeat: byCards.table.pdSeat, bank: byCards.bank, wagers: byCards.wagers });
        expect(nextStep(byResults).kind).toBe("enter-results");
        byResults = applyStep(byResults, { kind: "enter-results", ...resultsOf(byCards) });
        expect(nextStep(byResults).kind).toBe("complete");
        const a = settleRound(byCards);
        const b = settleRound(byResults);
        const money = (l: (typeof a.walk.lines)[number]) => [l.seat, l.bet, l.backline ?? false, l.bettor ?? "", l.action, l.amount, l.toPlayer];
        expect(b.walk.lines.map(money)).toEqual(a.walk.lines.map(money));
        expect(b.walk.bankAfter).toBe(a.walk.bankAfter);
        expect(b.collectedAtFold).toBe(a.collectedAtFold);
        expect(b.playerDealerQualifies).toBe(a.playerDealerQualifies);
        expect(totalStaked(byResults)).toBe(totalStaked(byCards));
        expect(b.conservation.ok).toBe(true);
      }),
      { numRuns: 300, seed: 2913 },
    );
  });
});
