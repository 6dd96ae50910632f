/**
 * Each seat's share of a pot the dealer entered, when more than one seat takes it: the game's own
 * odd-chip rule (chip-split.ts, as the showdown calculator splits), so the screens say where each
 * chip went, not only who split.
 */
import { DEFAULT_CHIP_CENTS, halves, splitAmong, type PokerTableState } from "../../poker";
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
  const pot = pots[0]!;
  const low = pot.low ?? [];
  const parts =
    low.length === 0
      ? splitAmong(potCents, pot.high, button, chipCents, rules.oddChips)
      : (() => {
          const h = halves(potCents, pot.high, low, button, chipCents, rules.oddChipOfHalves);
          return [...splitAmong(h.high, pot.high, button, chipCents, rules.oddChips), ...splitAmong(h.low, low, button, chipCents, rules.oddChips)];
        })();
  // A seat with high and low (a scoop of one half and a share of the other) takes both.
  const bySeat = new Map<SeatNumber, Cents>();
  for (const p of parts) bySeat.set(p.seat, (bySeat.get(p.seat) ?? 0) + p.cents);
  if (bySeat.size < 2) return null;
  return [...bySeat].sort(([a], [b]) => a - b).map(([seat, cents]) => ({ seat, cents }));
}

/** The shares of the hand just awarded, read from the engine's table. */
export function handShares(after: PokerTableState, pots: CompletedPokerHand["pots"], potCents: Cents | null): SeatShare[] | null {
  const button = after.hand?.positions.button;
  if (button === undefined) return null;
  return potShares(pots, potCents, button, after.config.chipCents ?? DEFAULT_CHIP_CENTS, after.game);
}
