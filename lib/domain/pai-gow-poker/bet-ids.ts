/**
 * Bet ids of a pai gow round, one per line the bank walk settles: the game wager, the Fortune Bonus,
 * an Envy payout for each other seat whose hand qualifies ("envy-seat-4": paid for seat 4's hand),
 * and Face Up's Ace-High Bonus.
 */
export const GAME_BET = "game";
export const FORTUNE_BET = "fortune";
export const ACE_HIGH_BET = "ace-high";

/** The wagers a bettor places before the deal. */
export const PLACED_BETS = [GAME_BET, FORTUNE_BET, ACE_HIGH_BET] as const;
export type PlacedBet = (typeof PLACED_BETS)[number];

const ENVY_PREFIX = "envy-seat-";

export function envyBetId(qualifyingSeat: number): string {
  if (!Number.isInteger(qualifyingSeat) || qualifyingSeat < 1) throw new RangeError(`a seat is 1 or more, got ${qualifyingSeat}`);
  return `${ENVY_PREFIX}${qualifyingSeat}`;
}

/** The seat whose hand an Envy line pays for, or null for any other bet. */
export function envySeatOf(bet: string): number | null {
  return bet.startsWith(ENVY_PREFIX) ? Number(bet.slice(ENVY_PREFIX.length)) : null;
}

/**
 * Settlement order inside a seat (seed 004 L865, L1650; seed 003 L4274-4276): the game wager, the
 * Fortune Bonus, the Envy Bonus, the Ace-High Bonus; Envy payouts by the qualifying hand's seat.
 */
export function betOrder(seats: number): readonly string[] {
  const envy = Array.from({ length: seats }, (_, k) => envyBetId(k + 1));
  return Object.freeze([GAME_BET, FORTUNE_BET, ...envy, ACE_HIGH_BET]);
}
