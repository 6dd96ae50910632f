/**
 * The main pot and the side pots from each player's total contribution. The filings never mention
 * all-ins or side pots (seed 004 L158-164, L249-252; seed 003 L2632-2668): the standard rule applies.
 * Each level of contribution makes a pot that the players who put in at least that much and did not
 * fold may win; a bet nobody called is returned to its bettor, not won.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { refuse } from "./refusal";

export interface Contribution {
  readonly seat: SeatNumber;
  readonly cents: Cents;
  readonly folded: boolean;
}

export interface Pot {
  readonly cents: Cents;
  /** Seats whose chips are in this pot. */
  readonly contributors: readonly SeatNumber[];
  /** Seats still in the hand that may win it. */
  readonly eligible: readonly SeatNumber[];
}

export interface Pots {
  /** The main pot first, then side pots in order. */
  readonly pots: readonly Pot[];
  /** The part of the largest bet nobody matched, back to its bettor. */
  readonly returned: { readonly seat: SeatNumber; readonly cents: Cents } | null;
}

export function buildPots(contributions: readonly Contribution[]): Pots {
  const live = contributions.filter((c) => !c.folded);
  if (live.length === 0) refuse("showdown", "every player folded: at least one player must be left in");
  const levels = [...new Set(contributions.map((c) => c.cents).filter((v) => v > 0))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let returned: Pots["returned"] = null;
  let previous = 0;
  for (const level of levels) {
    const inLevel = contributions.filter((c) => c.cents > previous);
    const cents = inLevel.reduce((s, c) => s + Math.min(c.cents, level) - previous, 0);
    const eligible = inLevel.filter((c) => !c.folded && c.cents >= level).map((c) => c.seat);
    if (inLevel.length === 1) {
      const only = inLevel[0]!;
      if (only.folded) refuse("showdown", `seat ${only.seat} folded with more in the pot than anyone else: check the contributions`);
      returned = { seat: only.seat, cents };
    } else if (eligible.length === 0) {
      refuse("showdown", `seats ${inLevel.map((c) => c.seat).join(", ")} folded with more in the pot than any player left in: check the contributions`);
    } else {
      const last = pots[pots.length - 1];
      // A folded player's odd amount makes a level of its own; same players eligible: the same pot.
      if (last !== undefined && last.eligible.length === eligible.length && last.eligible.every((s, i) => s === eligible[i])) {
        pots[pots.length - 1] = { cents: last.cents + cents, contributors: [...new Set([...last.contributors, ...inLevel.map((c) => c.seat)])], eligible };
      } else {
        pots.push({ cents, contributors: inLevel.map((c) => c.seat), eligible });
      }
    }
    previous = level;
  }
  return { pots, returned };
}
