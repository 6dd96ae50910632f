import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { computeFees, type FeeRound, type FeeWager } from "./compute";
import { getScheduleOption } from "./registry";

const PD_SEAT = 8;

/**
 * Wagers on seats 1-7 (the player-dealer holds seat 8), some by backline bettors, game and bonus. A
 * seated wager may name its player, one name per seat (a spot has one seated player): "P1" plays
 * seats 1, 4 and 7, and may also bet behind a seat as backline bettor "P1".
 */
const wagerArb: fc.Arbitrary<FeeWager> = fc
  .record({
    seat: fc.integer({ min: 1, max: 7 }),
    bet: fc.constantFrom("player", "banker", "tie", "one-up", "fortune-7"),
    kind: fc.constantFrom("game" as const, "bonus" as const),
    amount: fc.integer({ min: 1, max: 500_000 }),
    backline: fc.boolean(),
    bettor: fc.option(fc.constantFrom("A", "B", "P1"), { nil: undefined }),
  })
  .map((w) => (w.backline || w.bettor === undefined ? w : { ...w, bettor: `P${w.seat % 3}` }));

const roundArb = fc.array(wagerArb, { maxLength: 30 }).map((wagers): FeeRound & { kind: "hand" } => ({ kind: "hand", playerDealerSeat: PD_SEAT, wagers }));

// California options whose tiers never refuse an amount: open-ended last tiers or flat fees.
const OPTIONS = [
  ...Array.from({ length: 26 }, (_, i) => ["fortune-7-baccarat", String(i + 1)] as const),
  ["no-bust-buster-bonus", "1"],
  ["no-bust-buster-bonus", "19"],
  ["ez-baccarat-panda-8-mortimers", "2"],
  ["fortune-pai-gow-poker-kings", "1"],
  ["fortune-pai-gow-poker-mortimers", "1"],
  ["pai-gow-tiles", "2"],
  ["dai-bacc", "6"],
  ["pure-21-5-mortimers", "1"],
] as const;
const optionArb = fc.constantFrom(...OPTIONS).map(([s, o]) => getScheduleOption(s, o));

function shuffleBy<T>(items: readonly T[], keys: readonly number[]): T[] {
  return items.map((item, i) => [keys[i] ?? 0, i, item] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , item]) => item);
}

describe("computeFees properties", () => {
  it("never takes a negative or fractional fee, and never charges an empty line", () => {
    fc.assert(
      fc.property(optionArb, roundArb, (option, round) =>
        computeFees(option, round).every((l) => Number.isSafeInteger(l.cents) && l.cents > 0),
      ),
    );
  });

  it("depends on nothing but its inputs: same answer twice, whatever the order of the wagers, inputs untouched", () => {
    fc.assert(
      fc.property(optionArb, roundArb, fc.array(fc.integer(), { minLength: 30, maxLength: 30 }), (option, round, keys) => {
        const frozen = structuredClone(round);
        const first = computeFees(option, round);
        expect(computeFees(option, round)).toEqual(first);
        expect(computeFees(option, { ...round, wagers: shuffleBy(round.wagers, keys) })).toEqual(first);
        expect(round).toEqual(frozen);
      }),
    );
  });

  it("Fortune 7 options 1-20: one line per bettor per spot with a game wager, one player-dealer line per hand", () => {
    const spotOption = fc.integer({ min: 1, max: 20 }).map((n) => getScheduleOption("fortune-7-baccarat", String(n)));
    fc.assert(
      fc.property(spotOption, roundArb, (option, round) => {
        const lines = computeFees(option, round);
        const bettorsWithGameWager = new Set(
          round.wagers.filter((w) => w.kind === "game").map((w) => `${w.seat}|${w.backline ? `b${w.bettor ?? ""}` : "s"}`),
        );
        const spotLines = lines.filter((l) => l.payer.kind === "seat" || l.payer.kind === "backline");
        const keys = spotLines.map((l) =>
          l.payer.kind === "seat" ? `${l.payer.seat}|s` : l.payer.kind === "backline" ? `${l.payer.seat}|b${l.payer.bettor ?? ""}` : "",
        );
        expect(new Set(keys)).toEqual(bettorsWithGameWager);
        expect(keys.length).toBe(bettorsWithGameWager.size);
        expect(lines.filter((l) => l.payer.kind === "player-dealer").length).toBe(round.wagers.length > 0 ? 1 : 0);
      }),
    );
  });

  it("a player-dealer fee by table action depends only on the total, not on how it is split", () => {
    const option = getScheduleOption("fortune-7-baccarat", "24");
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 7 }), (amounts) => {
        const split = computeFees(option, { kind: "hand", playerDealerSeat: PD_SEAT, wagers: amounts.map((amount, i) => ({ seat: i + 1, bet: "banker", kind: "game", amount })) });
        const total = amounts.reduce((s, a) => s + a, 0);
        const single = computeFees(option, { kind: "hand", playerDealerSeat: PD_SEAT, wagers: [{ seat: 1, bet: "banker", kind: "game", amount: total }] });
        expect(split.map((l) => l.cents)).toEqual(single.map((l) => l.cents));
      }),
    );
  });
});
