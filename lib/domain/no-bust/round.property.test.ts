import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FULL_DECK, type Card } from "../cards/card";
import { NO_BUST_GAME_IDS, type NoBustGame } from "./game-config";
import { noBustGame } from "./games";
import { decide, type Decision } from "./decisions";
import { handValue } from "./hand-value";
import { maxInsurance } from "./insurance";
import { nextStep, playerDealerValue } from "./next-step";
import { playerDealerDraws } from "../blackjack/player-dealer-chart";
import { sideOfNatural } from "./ranking";
import { checkHoleCard, dealCard, exposeHoleCard, recordFeesCollected, recordInsurance } from "./round";
import { FACE_DOWN, newRound, type NoBustWager, type RoundState } from "./round-state";
import { totalStaked } from "./resolution";
import { naturalsPaidAtDeal, settleRound } from "./settlement";

/** A room's random choice of every named option. */
const arbGame = fc.constantFrom(...NO_BUST_GAME_IDS).chain((id) => {
  const notes = noBustGame(id).optionNotes;
  const picks = Object.fromEntries(Object.entries(notes).map(([name, note]) => [name, fc.constantFrom(...note.values)]));
  return fc.record(picks).map((options) => noBustGame(id, options));
});

const arbRound = arbGame.chain((game) =>
  fc
    .record({
      seats: fc.integer({ min: 2, max: game.maxSeats }),
      pd: fc.nat(),
      bank: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100_000 })),
      stakes: fc.array(fc.record({ main: fc.integer({ min: 100, max: 50_000 }), buster: fc.option(fc.integer({ min: 100, max: 10_000 })), backline: fc.option(fc.integer({ min: 100, max: 5_000 })) }), { minLength: 1, maxLength: 9 }),
      cards: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
      choices: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
      holeFaceDown: fc.boolean(),
    })
    .map((r) => ({ game, ...r })),
);

/** The card pool: a deck, and in the Joker edition jokers often enough to meet every joker rule. */
function pool(game: NoBustGame): readonly Card[] {
  return game.jokersPerDeck > 0 ? [...FULL_DECK, "JK", "JK", "JK", "JK", "JK", "JK"] : FULL_DECK;
}

type RandomRound = typeof arbRound extends fc.Arbitrary<infer R> ? R : never;

/** Plays the round through the live step functions, choosing among the allowed decisions. */
function play(r: RandomRound): RoundState {
  const { game } = r;
  const pdSeat = (r.pd % r.seats) + 1;
  const players = Array.from({ length: r.seats }, (_, i) => i + 1).filter((s) => s !== pdSeat);
  const wagers: NoBustWager[] = [];
  r.stakes.slice(0, players.length).forEach((st, i) => {
    const seat = players[i] as number;
    wagers.push({ seat, bet: "main", amount: st.main });
    if (game.buster && st.buster !== null) wagers.push({ seat, bet: "buster", amount: st.buster });
    if (st.backline !== null) wagers.push({ seat, bet: "main", amount: st.backline, backline: true, bettor: "B" });
  });
  let s = newRound(game, { seats: r.seats, pdSeat, bank: r.bank, wagers });
  const cards = pool(game);
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
          s = dealCard(s, FACE_DOWN);
        } else s = dealCard(s, card());
        break;
      case "collect-fees":
        s = recordFeesCollected(s);
        break;
      case "offer-insurance": {
        const seat = step.seats[0] as number;
        const max = maxInsurance(s.players.find((p) => p.seat === seat)?.wager ?? 0);
        s = recordInsurance(s, seat, choice() % (max + 1));
        break;
      }
      case "check-hole-card":
        s = checkHoleCard(s, s.playerDealer[1] === FACE_DOWN ? hole : undefined);
        break;
      case "expose-hole-card":
        s = exposeHoleCard(s, s.playerDealer[1] === FACE_DOWN ? hole : undefined);
        break;
      case "decide": {
        const kind = step.allowed[choice() % step.allowed.length] ?? "stand";
        const wager = s.players.find((p) => p.seat === step.seat)?.wager ?? 0;
        const d: Decision = kind === "double" && game.double.amount === "up-to-wager" ? { kind, amount: 1 + (choice() % wager) } : { kind };
        s = decide(s, step.seat, step.hand, d);
        break;
      }
      case "complete":
        return s;
    }
  }
  throw new Error("the round did not finish");
}

describe("No Bust round properties (every game, every option, random cards and decisions)", () => {
  it("money is conserved: the walk hands back exactly the bank plus every stake, and the player-dealer wins or loses at most the bank", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const s = play(r);
        const settlement = settleRound(s);
        const c = settlement.conservation;
        expect(c.badLines).toEqual([]);
        expect(c.ok).toBe(true);
        expect(c.staked).toBe(s.bank + totalStaked(s));
        expect(settlement.wagers.reduce((a, w) => a + w.amount, 0)).toBe(totalStaked(s));
        expect(Math.abs(settlement.walk.pdNet)).toBeLessThanOrEqual(s.bank);
      }),
      { numRuns: 600 },
    );
  });

  it("the player-dealer never busts: its hand is played out by the chart, and a player over 21 never wins from a player-dealer over 21", () => {
    fc.assert(
      fc.property(arbRound, (r) => {
        const s = play(r);
        const pd = playerDealerValue(s);
        expect(pd).not.toBeNull();
        if (!pd) return;
        expect(playerDealerDraws(s.game.playerDealerChart, pd)).toBe(false);
        const pdSide = sideOfNatural(pd, s.game.comparison.nonNatural22);
        for (const w of settleRound(s).wagers) {
          if (w.hand === null) continue;
          const seat = s.players.find((p) => p.seat === w.seat);
          const hand = seat?.hands[w.hand];
          if (!hand || hand.surrendered) continue;
          const side = sideOfNatural(handValue(s.game.hand, hand.cards, hand.split), s.game.comparison.nonNatural22);
          if (side === "over" && pdSide === "over") expect(w.resolution.outcome).not.toBe("win");
        }
      }),
      { numRuns: 600 },
    );
  });

  it("2014, option naturalsPaid (L3243-3249): the Naturals paid at the deal lead the ledger, money is conserved either way, and only the order differs when the bank covers everything", () => {
    const buster = arbRound.filter((r) => r.game.id === "no-bust-buster-bonus-6");
    fc.assert(
      fc.property(buster, (r) => {
        const s = play(r);
        const at = { ...s, game: noBustGame(s.game.id, { ...s.game.options, naturalsPaid: "at-deal" }) };
        const walked = { ...s, game: noBustGame(s.game.id, { ...s.game.options, naturalsPaid: "in-walk" }) };
        const a = settleRound(at);
        const w = settleRound(walked);
        for (const x of [a, w]) {
          expect(x.conservation.ok).toBe(true);
          expect(x.conservation.staked).toBe(s.bank + totalStaked(s));
          expect(Math.abs(x.walk.pdNet)).toBeLessThanOrEqual(s.bank);
        }
        expect(w.paidAtDeal).toBe(0);
        const naturals = naturalsPaidAtDeal(at);
        const head = a.walk.lines.slice(0, a.paidAtDeal);
        expect(head.every((l) => naturals.has(l.seat) && l.bet === "main" && l.outcome === "win")).toBe(true);
        expect(a.walk.lines.slice(a.paidAtDeal).some((l) => naturals.has(l.seat) && l.bet === "main")).toBe(false);
        const key = (l: { seat: number; bet: string; bettor?: string }) => `${l.seat}/${l.bet}/${l.bettor ?? ""}`;
        expect(a.walk.lines.map(key).sort()).toEqual(w.walk.lines.map(key).sort());
        if (a.paidAtDeal === 0) expect(a.walk).toEqual(w.walk);
        // A bank that covers everything: every bettor takes back the same, the player-dealer ends the same.
        const big = totalStaked(s) * 300 + 1;
        const full = (x: RoundState) => new Map(settleRound({ ...x, bank: big }).walk.lines.map((l) => [key(l), l.toPlayer]));
        expect(full(at)).toEqual(full(walked));
      }),
      { numRuns: 300 },
    );
  });
});
