import { describe, expect, it } from "vitest";
import { playKeptViews } from "../common/kept-views-kit";
import { baccaratAutoplay } from "./autoplay";
import type { BaccaratTableState } from "./state";
import { Table, FEES } from "./test-kit";

/** Every card code a view mentions. */
function cardsMentioned(view: unknown): string[] {
  return JSON.stringify(view).match(/"(?:[A2-9TJQK][SHDC])"/g)?.map((m) => m.slice(1, -1)) ?? [];
}

/** The cards the players can see: every dealt card but a hole card not exposed yet; between rounds, the last round's. */
function faceUpCards(state: BaccaratTableState): string[] {
  const round = state.round;
  if (!round) return [...(state.lastRound?.player ?? []), ...(state.lastRound?.banker ?? [])];
  return round.cards.dealt.filter((d, i) => !(i === 3 && round.cards.holeCard !== "none" && round.cards.holeCard !== "exposed")).map((d) => d.card);
}

describe("baccarat views made with the table's kept view parts", () => {
  it.each(Object.keys(FEES))("%s: the same as views made from scratch after every command of 25 autoplayed rounds, the wall never showing a face-down card", (gameId) => {
    const [feeScheduleId, feeOptionId, feeOptionData] = FEES[gameId]!;
    const table = new Table({ gameId, feeScheduleId, feeOptionId, ...(feeOptionData ? { feeOptionData } : {}) });
    let holeCardsDown = 0;
    let cardsShown = 0;
    const run = playKeptViews(table as never, baccaratAutoplay, 25, `kept-${gameId}`, (display, state: BaccaratTableState) => {
      const allowed = faceUpCards(state);
      if (state.round && state.round.cards.dealt.length > 3 && state.round.cards.holeCard === "down") holeCardsDown += 1;
      for (const card of cardsMentioned(display)) {
        cardsShown += 1;
        const i = allowed.indexOf(card);
        expect(i, `the wall shows ${card}, which is not face up`).toBeGreaterThanOrEqual(0);
        allowed.splice(i, 1);
      }
    });
    expect(run.rounds).toBe(25);
    // The parts are kept indeed: most of the views' object fields are the previous view's own, far more than from scratch.
    expect(run.keptFields / run.objectFields).toBeGreaterThan(0.6);
    expect((run.keptFields - run.freshKeptFields) / run.objectFields).toBeGreaterThan(0.3);
    expect(cardsShown).toBeGreaterThan(0);
    // The games dealt with a hole card (21st Century) deal it face down in these rounds.
    if (gameId.startsWith("21st-century")) expect(holeCardsDown).toBeGreaterThan(0);
  });
});
