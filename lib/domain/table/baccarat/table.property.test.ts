import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BACCARAT_GAME_IDS } from "../../baccarat";
import { Table, SUPERVISOR, FEES, ROOM_OPTION } from "./test-kit";
import { baccaratMachine } from "./machine";
import { seededRandom } from "../../cards/random";
import type { BaccaratTableState } from "./state";

/** Every card code a display view mentions. */
function cardsMentioned(view: unknown): string[] {
  return JSON.stringify(view).match(/"(?:[A2-9TJQK][SHDC])"/g)?.map((m) => m.slice(1, -1)) ?? [];
}

/** The cards the players can see: every dealt card but a hole card that is not exposed yet. */
function faceUpCards(state: BaccaratTableState): string[] {
  const round = state.round;
  if (!round) return [...(state.lastRound?.player ?? []), ...(state.lastRound?.banker ?? [])];
  return round.cards.dealt.filter((d, i) => !(i === 3 && round.cards.holeCard !== "none" && round.cards.holeCard !== "exposed")).map((d) => d.card);
}

const scenario = fc.record({
  game: fc.constantFrom(...BACCARAT_GAME_IDS),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  rounds: fc.integer({ min: 1, max: 5 }),
  wagers: fc.array(fc.record({ seat: fc.integer({ min: 1, max: 8 }), bet: fc.constantFrom("player", "banker", "dealer", "tie"), amount: fc.integer({ min: 5, max: 100 }) }), { maxLength: 8 }),
  bank: fc.integer({ min: 1, max: 2000 }),
  choice: fc.constantFrom("hit", "stand"),
});

describe("table invariants over random rounds of every baccarat game (server shoe)", () => {
  it("the display never shows a face-down card, money is conserved in every round, and nobody banks three hands in a row", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const [scheduleId, optionId, feeOptionData] = FEES[s.game]!;
        // The limits of the fee option the table runs (fees.md O2); a wager outside them is refused and left out.
        const t = new Table({ gameId: s.game, feeScheduleId: scheduleId, feeOptionId: optionId, ...(feeOptionData ? { feeOptionData } : {}) });
        t.random = seededRandom(s.seed);
        t.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, s.bank * 100);
        t.do({ type: "start-shoe", source: "server" });
        const check = () => {
          const display = baccaratMachine.views(t.state).display;
          const seen = cardsMentioned(display).sort();
          const allowed = faceUpCards(t.state);
          for (const card of seen) {
            const i = allowed.indexOf(card);
            expect(i, `display shows ${card}, which is not face up`).toBeGreaterThanOrEqual(0);
            allowed.splice(i, 1);
          }
        };
        let consecutive = 0;
        let lastBanker: number | null = null;
        for (let r = 0; r < s.rounds; r++) {
          if (t.state.rotation?.phase.kind === "offering") t.do({ type: "accept-bank", seat: t.state.rotation.phase.offer.offeredTo, bank: s.bank * 100 });
          if (!t.state.bank) t.do({ type: "post-bank", bank: s.bank * 100 });
          t.do({ type: "open-betting" });
          const pd = t.state.round!.playerDealerSeat;
          consecutive = pd === lastBanker ? consecutive + 1 : 1;
          lastBanker = pd;
          expect(consecutive).toBeLessThanOrEqual(2);
          for (const w of s.wagers) t.try({ type: "place-wager", seat: w.seat, bet: w.bet, amount: w.amount * 100 });
          if (t.state.round!.wagers.length === 0) {
            const seat = pd === 1 ? 2 : 1;
            const min = t.state.settings!.limits.min;
            if (t.try({ type: "place-wager", seat, bet: "player", amount: min })) t.do({ type: "place-wager", seat, bet: "banker", amount: min });
          }
          t.do({ type: "close-betting" });
          check();
          for (let guard = 0; guard < 20 && t.state.round?.phase === "dealing"; guard++) {
            const next = baccaratMachine.views(t.state).dealer.next;
            if (next.command === "close-choices") {
              for (const w of t.state.round.wagers) t.try({ type: "choose", wagerId: w.id, choice: s.choice });
            }
            t.do({ type: next.command as never });
            check();
          }
          const settlement = t.state.round!.settlement!;
          expect(settlement.conservation.ok).toBe(true);
          const staked = settlement.walk.lines.reduce((sum, l) => sum + l.stake, 0) + settlement.walk.bank;
          const back = settlement.walk.lines.reduce((sum, l) => sum + l.toPlayer, 0) + settlement.walk.bankAfter;
          expect(back).toBe(staked);
          t.do({ type: "advance-settlement", through: settlement.walk.lines.length });
          t.do({ type: "end-round" });
          check();
        }
        expect(t.replay()).toEqual(t.state);
      }),
      { numRuns: 150 },
    );
  });

  it("a voided round keeps the table consistent and the replay exact", () => {
    const t = new Table({ gameId: "ez-baccarat", feeScheduleId: "ez-baccarat", feeOptionId: "A", feeOptionData: ROOM_OPTION });
    t.seat([1, 2, 3], 3, 100_000);
    t.do({ type: "start-shoe", source: "server" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "banker", amount: 1_000 });
    t.do({ type: "close-betting" });
    t.do({ type: "deal-card" });
    t.do({ type: "void-round", reason: "card exposed while dealing" }, SUPERVISOR);
    expect(t.state.round).toBeNull();
    expect(t.replay()).toEqual(t.state);
  });
});
