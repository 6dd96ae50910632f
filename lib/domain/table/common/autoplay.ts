/**
 * What every family's autoplay driver shares: the steps a busy dealer takes around the round itself
 * (seating players, the bank offer, posting the bank, starting a shoe, the settlement walk, the big
 * button), read from the dealer's view as the tablet sees it. Each family's `autoplay.ts` adds the
 * round's own entries (wagers, decisions, cards). Pure: the randomness is injected, so a soak run
 * replays from its seed.
 */

/** A source of whole numbers in 0..n-1 (node:crypto's, or a seeded one). */
export interface AutoplayRandom {
  int(maxExclusive: number): number;
}

export type AutoplayCommand = { readonly type: string } & Record<string, unknown>;

/** The parts of a dealer's view every family's driver reads (each family's view has them). */
export interface AutoplayViewBase {
  readonly status?: string;
  readonly phase?: string;
  readonly next: { readonly command: string | null; readonly label: string };
  readonly players: readonly { readonly seat: number; readonly name: string | null }[];
  readonly seats?: readonly { readonly seat: number }[];
  readonly playerDealer?: { readonly seat: number } | null;
  readonly offer?: { readonly offeredTo: number } | null;
  readonly rotation?: { readonly offeredTo: number | null };
  readonly limits: { readonly min: number; readonly max: number };
  readonly wagers: readonly { readonly seat: number }[];
  /** `toWalk`: the steps to mark done (the lines, or after a correction of a round already paid, the differences). */
  readonly settlement?: { readonly lines?: readonly unknown[]; readonly toWalk?: number } | null;
  /** What players may know of the shoe (a family dealt from no shoe has none). */
  readonly shoe?: { readonly hands: number; readonly cardsRemaining: number | null } | null;
}

/** How a family's tables are played: how many players to seat, the bank a player-dealer posts. */
export interface AutoplayOptions {
  readonly players: number;
  /** The bank in cents, or null for a game nobody banks. */
  readonly bank: number | null;
}

export function pick<T>(random: AutoplayRandom, items: readonly T[]): T {
  return items[random.int(items.length)]!;
}

/** A stake between the table's minimum and a few times it, in whole dollars, never above the maximum. */
export function stake(random: AutoplayRandom, limits: { readonly min: number; readonly max: number }): number {
  const top = Math.min(limits.max, limits.min * 4);
  const dollars = Math.floor(limits.min / 100) + random.int(Math.max(1, Math.floor((top - limits.min) / 100) + 1));
  return Math.max(limits.min, Math.min(limits.max, dollars * 100));
}

/** The seated players, by seat. */
export function seated(view: AutoplayViewBase): number[] {
  return view.players.filter((p) => p.name !== null).map((p) => p.seat);
}

/** Seats still to wager this round: the seated players but the player-dealer, without a wager yet. */
export function seatsToWager(view: AutoplayViewBase): number[] {
  const pd = view.playerDealer?.seat ?? null;
  return seated(view).filter((s) => s !== pd && !view.wagers.some((w) => w.seat === s));
}

/**
 * The steps outside the round's own play: players seated up to the family's count, the bank
 * accepted or posted, a server shoe started, the settlement walked, the big button pressed. Null when
 * the family must decide (an entry, a wager, a decision).
 */
export function shellStep(view: AutoplayViewBase, options: AutoplayOptions): AutoplayCommand | null {
  if (view.status === "closed" || view.status === "paused") return null;
  const taken = seated(view);
  if (taken.length < options.players && (view.phase === undefined || view.phase === "waiting" || view.phase === "setup" || view.phase === "betting")) {
    const seatCount = view.seats?.length ?? view.players.length;
    const free = Array.from({ length: seatCount }, (_, i) => i + 1).find((s) => !taken.includes(s));
    if (free !== undefined) return { type: "seat-player", seat: free, name: `Player ${free}` };
  }
  const next = view.next;
  if (next.command === "advance-settlement") return { type: "advance-settlement", through: view.settlement?.toWalk ?? view.settlement?.lines?.length ?? 0 };
  const offeredTo = view.offer?.offeredTo ?? view.rotation?.offeredTo ?? null;
  if (!next.command && offeredTo !== null && options.bank !== null) return { type: "accept-bank", seat: offeredTo, bank: options.bank };
  if (!next.command && /post the bank/i.test(next.label) && options.bank !== null) return { type: "post-bank", bank: options.bank };
  if (!next.command && /start a shoe|bring in the .*decks/i.test(next.label)) return { type: "start-shoe", source: "server" };
  return null;
}
