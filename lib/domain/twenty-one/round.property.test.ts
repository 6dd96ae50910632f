import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Card } from "../cards/card";
import { deckCards } from "../cards/shoe-composition";
import { playerDealerDraws } from "../blackjack/player-dealer-chart";
import { decide, defaultDoubleAmount, type Decision } from "./decisions";
import { TWENTY_ONE_GAME_IDS, shoeSpecFor, type TwentyOneGame } from "./game-config";
import { twentyOneGame } from "./games";
import { describeValue, handValue } from "./hand-value";
import { maxInsurance, minInsurance } from "./insurance";
import { nextStep, playerDealerMustComplete, playerDealerValue } from "./next-step";
import { resolveRound, totalStaked } from "./resolution";
import { checkHoleCard, dealCard, exposeHoleCard, recordInsurance, recordSurrender, visiblePlayerDealerCards } from "./round";
import { FACE_DOWN, newRound, type RoundState, type TwentyOneWager } from "./round-state";
import { settleRound } from "./settlement";
import { tableView } from "./table-view";
import { applyStep, replaySteps, type TwentyOneStep } from "./round-steps";

/** A room's random choice of every named option (the combinations a filing forbids left out). */
const arbGame = fc.constantFrom(...TWENTY_ONE_GAME_IDS).chain((id) => {
  const notes = twentyOneGame(id).optionNotes;
  const picks = Object.fromEntries(Object.entries(notes).map(([name, note]) => [name, fc.constantFrom(...note.values)]));
  return fc
    .record(picks)
    .map((options) => {
      try {
        return twentyOneGame(id, options);
      } catch {
        return twentyOneGame(id);
      }
    });
});

const arbRound = arbGame.chain((game) =>
  fc
    .record({
      seats: fc.integer({ min: 2, max: game.maxSeats }),
      pd: fc.nat(),
      bank: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })),
      stakes: fc.array(
        fc.record({ main: fc.integer({ min: 100, max: 50_000 }), buster: fc.option(fc.integer({ min: 1, max: 100 })), match: fc.option(fc.integer({ min: 1, max: 100 })), backline: fc.option(fc.integer({ min: 100, max: 5_000 })) }),
        { minLength: 1, maxLength: 7 },
      ),
      cards: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
      choices: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
      holeFaceDown: fc.boolean(),
      /** Lean the pool to aces, tens, eights and small cards so naturals, 888, splits and long hands come often. */
      lean: fc.boolean(),
    })
    .map((r) => ({ game, ...r })),
);

type RandomRound = typeof arbRound extends fc.Arbitrary<infer R> ? R : never;

function pool(game: TwentyOneGame, lean: boolean): readonly Card[] {
  const deck = deckCards(shoeSpecFor(game, game.decks.max));
  if (!lean) return deck;
  return [...deck, ...deck.filter((c) => "A82".includes(c[0] as string)), ...deck.filter((c) => c[0] === "A" || c[0] === "8")];
}

/** Percent of the game wager as a bonus bet, within the cap where there is one. */
function bonus(game: TwentyOneGame, main: number, pct: number): number {
  return Math.max(1, Math.floor((main * pct) / (game.bonusBetsAtMostGameWager ? 100 : 50)));
}

interface Played {
  readonly state: RoundState;
  /** Every state the table went through, with the steps taken. */
  readonly states: readonly RoundState[];
  readonly steps: readonly TwentyOneStep[];
  readonly hole: Card | undefined;
}

/** Plays the round through the live step functions, choosing among what the rules allow. */
function play(r: RandomRound): Played {
  const { game } = r;
  const pdSeat = (r.pd % r.seats) + 1;
  const players = Array.from({ length: r.seats }, (_, i) => i + 1).filter((s) => s !== pdSeat);
  const wagers: TwentyOneWager[] = [];
  r.stakes.slice(0, players.length).forEach((st, i) => {
    const seat = players[i] as number;
    wagers.push({ seat, bet: "main", amount: st.main });
    if (game.buster && st.buster !== null) wagers.push({ seat, bet: "buster", amount: bonus(game, st.main, st.buster) });
    if (game.match && st.match !== null) wagers.push({ seat, bet: "match", amount: bonus(game, st.main, st.match) });
    if (st.backline !== null) wagers.push({ seat, bet: "main", amount: st.backline, backline: true, bettor: "B" });
  });
  const opening = { seats: r.seats, pdSeat, bank: r.bank, wagers };
  let s = newRound(game, opening);
  const states: RoundState[] = [s];
  const steps: TwentyOneStep[] = [];
  const take = (step: TwentyOneStep) => {
    s = applyStep(s, step);
    steps.push(step);
    states.push(s);
  };
  const cards = pool(game, r.lean);
  let c = 0;
  let k = 0;
  const card = () => cards[((r.cards[c % r.cards.length] ?? 0) + 7 * Math.floor(c++ / r.cards.length)) % cards.length] as Card;
  const choice = () => r.choices[k++ % r.choices.length] ?? 0;
  let hole: Card | undefined;
  for (let guard = 0; guard < 1000; guard++) {
    const step = nextStep(s);
    switch (step.kind) {
      case "deal":
        if (step.faceDown && r.holeFaceDown) {
          hole = card();
          take({ kind: "deal", card: FACE_DOWN });
        } else take({ kind: "deal", card: card() });
        break;
      case "offer-insurance": {
        const seat = step.seats[0] as number;
        const wager = s.players.find((p) => p.seat === seat)?.wager ?? 0;
        const max = maxInsurance(wager);
        const min = game.insurance ? minInsurance(game.insurance, wager) : 0;
        const pick = choice() % (max + 2);
        take({ kind: "insurance", seat, amount: pick === 0 || max < min ? 0 : Math.min(max, Math.max(min, pick)) });
        break;
      }
      case "offer-surrender":
        take({ kind: "surrender", seat: step.seats[0] as number, surrender: choice() % 4 === 0 });
        break;
      case "check-hole-card":
        take({ kind: "check", card: s.playerDealer[1] === FACE_DOWN ? (hole ?? null) : null });
        break;
      case "expose-hole-card":
        take({ kind: "expose", card: s.playerDealer[1] === FACE_DOWN ? (hole ?? null) : null });
        break;
      case "decide": {
        const kind = step.allowed[choice() % step.allowed.length] ?? "stand";
        const seat = s.players.find((p) => p.seat === step.seat);
        const hand = seat?.hands[step.hand];
        let d: Decision = { kind };
        if (kind === "double" && seat && hand && hand.doubles.length === 0 && game.double.amount === "up-to-wager") d = { kind, amount: 1 + (choice() % seat.wager) };
        if (kind === "double" && seat && hand && hand.doubles.length > 0) d = { kind, amount: defaultDoubleAmount(seat, hand) };
        take({ kind: "decide", seat: step.seat, hand: step.hand, decision: d });
        break;
      }
      case "complete":
        return { state: s, states, steps, hole };
    }
  }
  throw new Error("the round did not finish");
}

describe("twenty-one round properties (every game, every option, random cards and decisions)", () => {
  it("money is conserved: the walk hands back exactly the bank plus every stake, and the player-dealer wins or loses at most the bank", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { state: s } = play(r);
        const settlement = settleRound(s);
        const c = settlement.conservation;
        expect(c.badLines).toEqual([]);
        expect(c.ok).toBe(true);
        expect(c.staked).toBe(s.bank + totalStaked(s));
        expect(settlement.wagers.reduce((a, w) => a + w.amount, 0)).toBe(totalStaked(s));
        expect(Math.abs(settlement.walk.pdNet)).toBeLessThanOrEqual(s.bank);
        for (const l of settlement.walk.lines) expect(s.game.betOrder).toContain(l.bet);
      }),
      { numRuns: 800 },
    );
  });

  it("the wall never holds the hole card: until it is turned over, the table's view shows it face down, whatever the system has read", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { states } = play(r);
        for (const s of states) {
          const hole = s.playerDealer[1];
          const view = tableView(s);
          const shown = visiblePlayerDealerCards(s);
          expect(view.playerDealer.cards).toEqual(shown);
          if (hole !== undefined && s.holeCard !== "exposed") {
            expect(shown[1]).toBe(FACE_DOWN);
            // The player-dealer's value is the up card's alone, and nothing but the up card and the
            // players' own cards can name the hole card's code.
            const up = s.playerDealer[0] as Card;
            expect(view.playerDealer.value).toBe(describeValue(s.game.hand, handValue(s.game.hand, [up])));
            if (hole !== FACE_DOWN) expect(JSON.stringify({ ...view, hands: [], playerDealer: { ...view.playerDealer, cards: view.playerDealer.cards.slice(1) } })).not.toContain(`"${hole}"`);
            expect(view.actionButton === null || s.game.actionButton.kind === "left-of-player-dealer").toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("the round replays from its steps to the same state; the player-dealer stops by its chart or when no wager waits on it", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { state, steps } = play(r);
        expect(replaySteps(state.game, { seats: state.table.seats, pdSeat: state.table.pdSeat, bank: state.bank, wagers: state.wagers }, steps)).toEqual(state);
        const pd = playerDealerValue(state);
        expect(pd).not.toBeNull();
        if (pd === null) return;
        expect(!playerDealerMustComplete(state) || !playerDealerDraws(state.game.playerDealerChart, pd)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("a hand over 21 never wins from a player-dealer over 21 but against 888 by seed 003's option; a Blackjack X hand of 22-30 never wins", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { state: s } = play(r);
        const pd = playerDealerValue(s);
        if (!pd) return;
        const pdCards = s.playerDealer as readonly Card[];
        const win888 = s.game.comparison.kind === "pure-21-5" && s.game.comparison.pd888 === "win" && pdCards.length === 3 && pdCards.every((c) => c[0] === "8");
        for (const w of resolveRound(s)) {
          if (w.hand === null || w.resolution.outcome !== "win") continue;
          const hand = s.players.find((p) => p.seat === w.seat)?.hands[w.hand];
          if (!hand) continue;
          const v = handValue(s.game.hand, hand.cards, hand.split);
          if (v.kind !== "total") continue;
          if (s.game.hand.scoring === "play-to-31") expect(v.total <= 21 || v.total === 31).toBe(true);
          else if (v.total > 21 && pd.kind === "total" && pd.total > 21) expect(win888).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("refused steps leave nothing behind: a card for the wrong place or a decision out of turn is refused and the state is unchanged", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const { states } = play(r);
        const s = states[Math.floor(states.length / 2)] as RoundState;
        const step = nextStep(s);
        const before = JSON.stringify(s);
        if (step.kind !== "deal") expect(() => dealCard(s, "9S")).toThrow();
        if (step.kind !== "decide") expect(() => decide(s, s.players[0]?.seat ?? 2, 0, "stand")).toThrow();
        if (step.kind !== "offer-insurance") expect(() => recordInsurance(s, s.players[0]?.seat ?? 2, 0)).toThrow();
        if (step.kind !== "offer-surrender") expect(() => recordSurrender(s, s.players[0]?.seat ?? 2, false)).toThrow();
        if (step.kind !== "check-hole-card") expect(() => checkHoleCard(s)).toThrow();
        if (step.kind !== "expose-hole-card") expect(() => exposeHoleCard(s)).toThrow();
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});
