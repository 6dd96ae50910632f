/**
 * Each seat's share of a pot the dealer entered, when more than one seat takes it: the game's own
 * odd-chip rule (chip-split.ts, as the showdown calculator splits), so the screens say where each
 * chip went, not only who split.
 */
import { DEFAULT_CHIP_CENTS, halves, splitAmong, type AwardPot, type PokerTableState } from "../../poker";
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { CompletedPokerHand } from "./state";

export interface SeatShare {
  readonly seat: SeatNumber;
  readonly cents: Cents;
}

type Rules = Pick<PokerTableState["game"], "oddChips" | "oddChipOfHalves">;

/**
 * The shares of one pot entered as `potCents`, by seat number; null when there is no amount, more
 * than one pot (the amount entered is their total) or a single seat takes it all.
 */
export function potShares(pots: CompletedPokerHand["pots"], potCents: Cents | null, button: SeatNumber, chipCents: Cents, rules: Rules): SeatShare[] | null {
  if (potCents === null || pots.length !== 1) return null;
  return splitPot(pots[0]!, potCents, button, chipCents, rules);
}

/**
 * One pot's amount among its winners, by seat number: the high and low halves first in hi/lo, then
 * each half among its winners, the odd chip by the game's rule from the hand's button; null when a
 * single seat takes it all. Each pot of a hand with side pots is split on its own (TL12).
 */
export function splitPot(pot: CompletedPokerHand["pots"][number], cents: Cents, button: SeatNumber, chipCents: Cents, rules: Rules): SeatShare[] | null {
  const low = pot.low ?? [];
  const parts =
    low.length === 0
      ? splitAmong(cents, pot.high, button, chipCents, rules.oddChips)
      : (() => {
          const h = halves(cents, pot.high, low, button, chipCents, rules.oddChipOfHalves);
          return [...splitAmong(h.high, pot.high, button, chipCents, rules.oddChips), ...splitAmong(h.low, low, button, chipCents, rules.oddChips)];
        })();
  // A seat with high and low (a scoop of one half and a share of the other) takes both.
  const bySeat = new Map<SeatNumber, Cents>();
  for (const p of parts) bySeat.set(p.seat, (bySeat.get(p.seat) ?? 0) + p.cents);
  if (bySeat.size < 2) return null;
  return [...bySeat].sort(([a], [b]) => a - b).map(([seat, cents]) => ({ seat, cents }));
}

/**
 * The pots as recorded with each pot's amount and, where it is split, each seat's share: only when
 * there are side pots and every pot's amount was entered (one pot keeps its shares beside the hand).
 */
export function potsWithShares(pots: readonly AwardPot[], button: SeatNumber, chipCents: Cents, rules: Rules): CompletedPokerHand["pots"] {
  const priced = pots.length > 1 && pots.every((p) => p.cents !== undefined);
  return pots.map((pot) => {
    const base = { high: [...pot.high], ...(pot.low && pot.low.length > 0 ? { low: [...pot.low] } : {}) };
    if (!priced) return base;
    const shares = splitPot(base, pot.cents!, button, chipCents, rules);
    return { ...base, cents: pot.cents!, ...(shares ? { shares } : {}) };
  });
}

/** The shares of the hand just awarded, read from the engine's table. */
export function handShares(after: PokerTableState, pots: CompletedPokerHand["pots"], potCents: Cents | null): SeatShare[] | null {
  const button = after.hand?.positions.button;
  if (button === undefined) return null;
  return potShares(pots, potCents, button, after.config.chipCents ?? DEFAULT_CHIP_CENTS, after.game);
}

/** The pots of the hand just awarded as the record keeps them (each pot's amount and shares where entered). */
export function handPots(after: PokerTableState, pots: readonly AwardPot[]): CompletedPokerHand["pots"] {
  const hand = after.hand;
  if (hand === null) throw new Error("the pots of a hand are read from its record");
  return potsWithShares(pots, hand.positions.button, after.config.chipCents ?? DEFAULT_CHIP_CENTS, after.game);
}
