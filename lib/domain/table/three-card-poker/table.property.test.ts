import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededRandom } from "../../cards/random";
import { shuffle } from "../../cards/shuffle";
import { deckCards } from "../../cards/shoe-composition";
import { FACE_DOWN, THREE_CARD_POKER_GAME_IDS } from "../../three-card-poker";
import { ONE_DECK } from "./one-deck";
import { SUPERVISOR, ThreeCardPokerTable } from "./test-kit";
import type { ThreeCardPokerTableState } from "./state";

/** Every card code a view mentions. */
function cardsMentioned(view: unknown): string[] {
  return JSON.stringify(view).match(/"[A2-9TJQK][SHDC]"/g)?.map((m) => m.slice(1, -1)) ?? [];
}

/** The cards the players can see: the player-dealer's up card, and each hand once turned over. */
function faceUpCards(state: ThreeCardPokerTableState): string[] {
  const play = state.round?.play;
  if (!state.round) return state.lastRound ? [...(state.lastRound.playerDealer?.cards ?? []), ...state.lastRound.seats.flatMap((s) => s.cards ?? [])] : [];
  if (!play) return [];
  const pd = play.playerDealer;
  return [...(pd.revealed ? pd.cards : pd.cards.slice(0, 1)), ...play.hands.filter((h) => h.revealed).flatMap((h) => h.cards)].filter((c) => c !== FACE_DOWN) as string[];
}

const scenario = fc.record({
  game: fc.constantFrom(...THREE_CARD_POKER_GAME_IDS),
  source: fc.constantFrom("server" as const, "dealer" as const),
  options: fc.record({ forfeitsCollected: fc.constantFrom("at-fold", "in-walk"), backlineDecision: fc.constantFrom("follows-seat", "own-when-seat-plays") }),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  rounds: fc.integer({ min: 1, max: 3 }),
  wagers: fc.array(
    fc.record({ seat: fc.integer({ min: 1, max: 8 }), ante: fc.integer({ min: 5, max: 300 }), pairPlus: fc.nat(300), six: fc.nat(300), backline: fc.boolean() }),
    { minLength: 1, maxLength: 7 },
  ),
  bank: fc.integer({ min: 1, max: 3000 }),
  choices: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
});

describe("table invariants over random rounds of both Three Card Poker games", () => {
  it("the display never shows a card still face down, money is conserved in every round, and the log replays to the same table", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const t = new ThreeCardPokerTable({ gameId: s.game, gameOptions: s.options });
        t.random = seededRandom(s.seed);
        t.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, s.bank * 100);
        t.do({ type: "start-shoe", source: s.source });
        const check = () => {
          // (The up card shows twice once the hand is turned over: as the up card and in the hand.)
          const allowed = new Set(faceUpCards(t.state));
          expect(JSON.stringify(t.views().display)).not.toContain(FACE_DOWN);
          for (const card of cardsMentioned(t.views().display)) expect(allowed.has(card), `display shows ${card}, which is not face up`).toBe(true);
          // The supervisor's view and the replay frame are made from the same state without failing.
          expect(t.views().supervisor.role).toBe("supervisor");
        };
        let choice = 0;
        const pick = () => s.choices[choice++ % s.choices.length]!;
        for (let r = 0; r < s.rounds; r++) {
          if (!t.state.bank) break;
          t.do({ type: "open-betting" });
          const banker = t.state.round!.playerDealerSeat;
          for (const w of s.wagers) {
            if (w.seat === banker) continue;
            t.try({ type: "place-wager", seat: w.seat, bet: "ante", amount: w.ante * 100 });
            if (w.pairPlus >= 5) t.try({ type: "place-wager", seat: w.seat, bet: "pair-plus", amount: w.pairPlus * 100 });
            if (w.six >= 5) t.try({ type: "place-wager", seat: w.seat, bet: "six-card-bonus", amount: w.six * 100 });
            if (w.backline) t.try({ type: "place-wager", seat: w.seat, bet: "ante", amount: 500, backline: true, bettor: "B" });
          }
          if (t.try({ type: "close-betting" })) {
            t.do({ type: "void-round", reason: "no wagers this time" }, SUPERVISOR);
          } else {
            // The dealer's deck for this round: dealt face down, read when turned over.
            const deck = shuffle(deckCards(ONE_DECK), seededRandom(`${s.seed}-${r}`)) as string[];
            const hands = new Map<string, string[]>();
            for (let guard = 0; t.state.round?.phase === "dealing" && guard < 200; guard++) {
              check();
              const next = t.views().dealer.next;
              if (next.decide) t.do({ type: "play-or-fold", seat: next.decide.seat, decision: pick() ? "play" : "fold", ...(next.decide.bettor !== null ? { bettor: next.decide.bettor } : {}) });
              else if (next.stack && !next.send) {
                const cards = deck.splice(0, 3);
                hands.set("pd", cards);
                t.do({ type: "deal-stack", cards: [cards[0]!, FACE_DOWN, FACE_DOWN] });
              } else if (next.stack && s.source === "dealer") {
                hands.set(String(next.stack.to), deck.splice(0, 3));
                t.next();
              } else if (next.reveal?.cardsNeeded) {
                const key = next.reveal.to === "player-dealer" ? "pd" : String(next.reveal.to);
                if (next.reveal.to === "player-dealer") t.do({ type: "reveal-player-dealer", cards: hands.get(key)! });
                else t.do({ type: "reveal-hand", seat: next.reveal.to, cards: hands.get(key)! });
              } else if (next.send) t.next();
              else throw new Error(`stuck at ${next.label}`);
            }
            const round = t.state.round!;
            const settlement = round.settlement!;
            expect(settlement.conservation.ok).toBe(true);
            const toPlayers = settlement.walk.lines.reduce((sum, l) => sum + l.toPlayer, 0);
            const staked = settlement.walk.lines.reduce((sum, l) => sum + l.stake, 0);
            // What the players take back plus the bank after is what was staked plus the bank before.
            expect(toPlayers + settlement.walk.bankAfter).toBe(staked + round.bank);
            // Within the bank: the player-dealer never wins or loses more than it posted.
            expect(Math.abs(settlement.walk.pdNet)).toBeLessThanOrEqual(round.bank);
            check();
            t.do({ type: "advance-settlement", through: settlement.walk.lines.length });
            t.do({ type: "end-round" });
            check();
          }
          if (t.state.rotation?.phase.kind === "offering") t.do({ type: "accept-bank", seat: t.state.rotation.phase.offer.offeredTo, bank: s.bank * 100 });
        }
        expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
      }),
      { numRuns: 120 },
    );
  });
});
