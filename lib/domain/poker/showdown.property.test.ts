import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FULL_DECK } from "../cards/card";
import { POKER_GAME_IDS } from "./game-config";
import { pokerGame } from "./games";
import { showdown, type ShowdownPlayer } from "./showdown";

/** A hand as a table could produce it: the largest contribution is from a player still in. */
const handArb = fc
  .record({
    gameId: fc.constantFrom(...POKER_GAME_IDS),
    oddChips: fc.constantFrom("all-to-first-left-of-button", "one-each-from-left-of-button"),
    seats: fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 2, maxLength: 10 }),
    contributions: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 10, maxLength: 10 }),
    folds: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    deck: fc.shuffledSubarray([...FULL_DECK], { minLength: 45, maxLength: 45 }),
    button: fc.integer({ min: 1, max: 10 }),
    chipCents: fc.constantFrom(1, 25, 50, 100, 500),
    dropCents: fc.integer({ min: 0, max: 600 }),
  })
  .map((h) => {
    const game = pokerGame(h.gameId, { oddChips: h.oddChips });
    const top = h.contributions.slice(0, h.seats.length).reduce((m, v, i, a) => (v > a[m]! ? i : m), 0);
    let next = 5;
    const players: ShowdownPlayer[] = h.seats.map((seat, i) => {
      const folded = i !== top && h.folds[i]!;
      const cards = folded ? null : h.deck.slice(next, (next += game.holeCards));
      return { seat, contributedCents: h.contributions[i]!, cards, folded };
    });
    // The drop comes out of the pots, never out of a bet nobody called.
    const sorted = players.map((p) => p.contributedCents).sort((a, b) => b - a);
    const inPots = sorted.reduce((s, v) => s + v, 0) - (sorted[0]! - sorted[1]!);
    return { game, players, board: h.deck.slice(0, 5), button: h.button, chipCents: h.chipCents, dropCents: Math.min(h.dropCents, inPots) };
  });

describe("showdown (property)", () => {
  it("awards every chip of every pot exactly once: awards + returned + drop = contributions", () => {
    fc.assert(
      fc.property(handArb, (h) => {
        const r = showdown(h);
        const awarded = r.awards.reduce((s, a) => s + a.cents, 0);
        expect(awarded + (r.returned?.cents ?? 0) + r.dropCents).toBe(r.contributedCents);
        for (const pot of r.pots) {
          const shares = [...pot.high.shares, ...(pot.low?.shares ?? [])];
          expect(shares.reduce((s, x) => s + x.cents, 0)).toBe(pot.cents);
          expect(pot.grossCents - pot.dropCents).toBe(pot.cents);
          for (const s of shares) {
            expect(s.cents).toBeGreaterThanOrEqual(0);
            expect(pot.eligible).toContain(s.seat);
          }
          // Tied winners of a half differ by no more than the odd chips.
          const half = pot.high.shares.map((s) => s.cents - s.oddCents);
          expect(new Set(half).size).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("a folded player wins nothing, and only hi/lo games award a low half", () => {
    fc.assert(
      fc.property(handArb, (h) => {
        const r = showdown(h);
        const folded = new Set(h.players.filter((p) => p.folded).map((p) => p.seat));
        for (const a of r.awards) expect(folded.has(a.seat)).toBe(false);
        if (h.game.split === "high") for (const pot of r.pots) expect(pot.low).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
