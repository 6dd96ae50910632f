import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededRandom } from "../../cards/random";
import { nextStep, PAI_GOW_GAME_IDS, type RoundState } from "../../pai-gow-poker";
import { PaiGowTable, SUPERVISOR } from "./test-kit";
import type { PaiGowTableState } from "./state";

/** Every card code a view mentions. */
function cardsMentioned(view: unknown): string[] {
  return JSON.stringify(view).match(/"(?:[A2-9TJQK][SHDC]|JK)"/g)?.map((m) => m.slice(1, -1)) ?? [];
}

/**
 * The cards the players have seen: the player-dealer's once turned over; a seat's hand once the
 * hands are turned over for comparison (the round complete) or once turned over for its bonuses.
 */
function faceUp(play: RoundState): string[] {
  const complete = nextStep(play).kind === "complete";
  const pd = play.playerDealer.set !== null ? (play.playerDealer.cards ?? []) : [];
  return [...pd, ...play.hands.flatMap((h) => ((complete && h.set !== null) || h.shown ? (h.cards ?? []) : []))];
}

function allowedOnWall(state: PaiGowTableState, lastPlay: RoundState | null): string[] {
  const play = state.round?.play;
  if (state.round) return play ? faceUp(play) : [];
  return lastPlay && state.lastRound ? faceUp(lastPlay) : [];
}

const scenario = fc.record({
  game: fc.constantFrom(...PAI_GOW_GAME_IDS),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  rounds: fc.integer({ min: 1, max: 3 }),
  wagers: fc.array(fc.record({ seat: fc.integer({ min: 1, max: 7 }), dollars: fc.integer({ min: 10, max: 100 }), bonus: fc.integer({ min: 0, max: 3 }), backline: fc.boolean() }), { minLength: 1, maxLength: 8 }),
  bank: fc.integer({ min: 1, max: 3000 }),
  choices: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
});

describe("table invariants over random rounds of every pai gow game (server deck)", () => {
  it("the wall never holds a pile or a hand still face down, money is conserved in every round, and the log replays to the same table", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const t = new PaiGowTable({ gameId: s.game });
        t.random = seededRandom(s.seed);
        t.seat([1, 2, 3, 4, 5, 6, 7], 7, s.bank * 100);
        t.do({ type: "start-shoe", source: "server" });
        let lastPlay: RoundState | null = null;
        const check = () => {
          const seen = cardsMentioned(t.views().display);
          const allowed = allowedOnWall(t.state, lastPlay);
          for (const card of seen) expect(allowed, `the wall shows ${card}, which is face down`).toContain(card);
        };
        let n = 0;
        const pick = (k: number) => s.choices[n++ % s.choices.length]! % k;
        for (let r = 0; r < s.rounds; r++) {
          if (!t.state.bank) break;
          t.do({ type: "open-betting" });
          const pd = t.state.round!.playerDealerSeat;
          for (const w of s.wagers) {
            if (w.seat === pd) continue;
            const who = w.backline ? { backline: true, bettor: "B" } : {};
            t.try({ type: "place-wager", seat: w.seat, bet: "game", amount: w.dollars * 100, ...who });
            if (w.bonus === 1 || w.bonus === 3) t.try({ type: "place-wager", seat: w.seat, bet: "fortune", amount: Math.min(w.dollars, 25) * 100, ...who });
            if (w.bonus >= 2) t.try({ type: "place-wager", seat: w.seat, bet: "ace-high", amount: 500, ...who });
          }
          check();
          if (t.try({ type: "close-betting" })) {
            t.do({ type: "void-round", reason: "no game wager this time" }, SUPERVISOR);
          } else {
            for (let guard = 0; t.state.round?.phase === "dealing" && guard < 40; guard++) {
              check();
              const next = t.views().dealer.next;
              if (next.step === "choose-action-pile") t.do({ type: "choose-action-pile", pile: 1 + pick(7) });
              else if (next.step === "roll-dice") t.do({ type: "roll-dice", total: 3 + pick(16) });
              else if (next.step === "show-cards") t.do({ type: "show-cards", seat: next.seats![0]!.seat });
              else if (next.step === "set-hands") {
                const { seat, cards } = next.seats![pick(next.seats!.length)]!;
                if (pick(2) === 0) t.do({ type: "set-house-way", seat });
                else {
                  const i = pick(7);
                  const j = (i + 1 + pick(6)) % 7;
                  t.do({ type: "set-hand", seat, high: cards!.filter((_, k) => k !== i && k !== j), low: [cards![i]!, cards![j]!] });
                }
              } else if (next.command) t.do({ type: next.command } as never);
              else throw new Error(`stuck at ${next.label}`);
            }
            check();
            const settlement = t.state.round!.settlement!;
            expect(settlement.conservation.ok).toBe(true);
            const before = t.state.round!.bank;
            const toPlayers = settlement.walk.lines.reduce((sum, l) => sum + l.toPlayer, 0);
            const staked = settlement.walk.lines.reduce((sum, l) => sum + l.stake, 0);
            // What the players take back plus the bank after is what they staked plus the bank before (Envy lines hold no stake).
            expect(toPlayers + settlement.walk.bankAfter).toBe(staked + before);
            lastPlay = t.state.round!.play;
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
