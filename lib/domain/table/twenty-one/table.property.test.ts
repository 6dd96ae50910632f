import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededRandom } from "../../cards/random";
import { FACE_DOWN, TWENTY_ONE_GAME_IDS, twentyOneGame, visiblePlayerDealerCards } from "../../twenty-one";
import { TwentyOneTable } from "./test-kit";
import type { TwentyOneTableState } from "./state";

/** Every card code a view mentions. */
function cardsMentioned(view: unknown): string[] {
  return JSON.stringify(view).match(/"[A2-9TJQK][SHDC]"/g)?.map((m) => m.slice(1, -1)) ?? [];
}

/** The cards the players can see: every player's cards, and the player-dealer's but an unturned hole card. */
function faceUpCards(state: TwentyOneTableState): string[] {
  const play = state.round?.play;
  if (!state.round) return state.lastRound ? [...state.lastRound.playerDealer, ...state.lastRound.hands.flatMap((h) => h.cards)] : [];
  if (!play) return [];
  return [...play.players.flatMap((p) => p.hands.flatMap((h) => h.cards)), ...visiblePlayerDealerCards(play).filter((c) => c !== FACE_DOWN)];
}

const scenario = fc.record({
  game: fc.constantFrom(...TWENTY_ONE_GAME_IDS),
  options: fc.record({ doubleDoubleDown: fc.boolean(), surrender: fc.constantFrom("early", "late"), naturalsPaid: fc.constantFrom("at-deal", "in-walk") }),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  rounds: fc.integer({ min: 1, max: 3 }),
  wagers: fc.array(fc.record({ seat: fc.integer({ min: 1, max: 7 }), amount: fc.integer({ min: 5, max: 100 }), buster: fc.boolean(), match: fc.boolean(), backline: fc.boolean() }), { minLength: 1, maxLength: 7 }),
  bank: fc.integer({ min: 1, max: 2000 }),
  choices: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
});

/** The game options a scenario may set on this game (each game has its own). */
function optionsFor(game: string, o: { doubleDoubleDown: boolean; surrender: string; naturalsPaid: string }): Record<string, string | boolean> {
  const known = twentyOneGame(game).options;
  const out: Record<string, string | boolean> = {};
  if ("doubleDoubleDown" in known) out.doubleDoubleDown = o.doubleDoubleDown;
  if ("surrender" in known) out.surrender = o.surrender;
  if ("naturalsPaid" in known) out.naturalsPaid = o.naturalsPaid;
  return out;
}

describe("table invariants over random rounds of every twenty-one game (server shoe)", () => {
  it("the wall never shows a face-down card, money is conserved in every round, nobody banks three hands in a row, and the log replays to the same table", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const t = new TwentyOneTable({ gameId: s.game, gameOptions: optionsFor(s.game, s.options) });
        t.random = seededRandom(s.seed);
        t.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, s.bank * 100);
        t.do({ type: "start-shoe", source: "server" });
        const check = () => {
          const seen = cardsMentioned(t.views().display).sort();
          const allowed = faceUpCards(t.state);
          for (const card of seen) {
            const i = allowed.indexOf(card);
            expect(i, `the wall shows ${card}, which is not face up`).toBeGreaterThanOrEqual(0);
            allowed.splice(i, 1);
          }
        };
        let choice = 0;
        const pick = (n: number) => s.choices[choice++ % s.choices.length]! % n;
        let consecutive = 0;
        let lastBanker: number | null = null;
        for (let r = 0; r < s.rounds; r++) {
          if (!t.state.bank) break;
          t.do({ type: "open-betting" });
          const banker = t.state.round!.playerDealerSeat;
          consecutive = banker === lastBanker ? consecutive + 1 : 1;
          lastBanker = banker;
          expect(consecutive).toBeLessThanOrEqual(2);
          for (const w of s.wagers) {
            if (w.seat === banker) continue;
            const who = w.backline ? { backline: true, bettor: "B" } : {};
            t.try({ type: "place-wager", seat: w.seat, bet: "main", amount: w.amount * 100, ...who });
            if (w.buster) t.try({ type: "place-wager", seat: w.seat, bet: "buster", amount: w.amount * 100, ...who });
            if (w.match) t.try({ type: "place-wager", seat: w.seat, bet: "match", amount: w.amount * 100, ...who });
          }
          if (t.try({ type: "close-betting" })) {
            t.do({ type: "void-round", reason: "no wagers this time" }, { id: "floor-1", role: "supervisor" });
          } else {
            for (let guard = 0; t.state.round?.phase === "dealing" && guard < 300; guard++) {
              check();
              const next = t.views().dealer.next;
              if (next.decide) {
                const decision = next.decide.allowed[pick(next.decide.allowed.length)]!;
                t.do({ type: "player-decision", seat: next.decide.seat, hand: next.decide.hand, decision });
              } else if (next.insurance) {
                const ask = next.insurance[0]!;
                t.do({ type: "insurance", seat: ask.seat, amount: pick(2) && ask.max >= ask.min ? ask.max : 0 });
              } else if (next.surrender) {
                t.do({ type: "early-surrender", seat: next.surrender[0]!, surrender: pick(3) === 0 });
              } else if (next.command) t.do({ type: next.command } as never);
              else throw new Error(`stuck at ${next.label}`);
            }
            const settlement = t.state.round!.settlement!;
            expect(settlement.conservation.ok).toBe(true);
            const before = t.state.round!.bank;
            const toPlayers = settlement.walk.lines.reduce((sum, l) => sum + l.toPlayer, 0);
            const staked = settlement.walk.lines.reduce((sum, l) => sum + l.stake, 0);
            // What the players take back plus the bank after is what was staked plus the bank before.
            expect(toPlayers + settlement.walk.bankAfter).toBe(staked + before);
            expect(settlement.walk.bankAfter).toBeGreaterThanOrEqual(0);
            check();
            t.do({ type: "advance-settlement", through: settlement.walk.lines.length });
            t.do({ type: "end-round" });
            check();
          }
          if (t.state.rotation?.phase.kind === "offering") t.do({ type: "accept-bank", seat: t.state.rotation.phase.offer.offeredTo, bank: s.bank * 100 });
        }
        expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
      }),
      { numRuns: 150 },
    );
  });
});
