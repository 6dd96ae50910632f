/**
 * Checks wagers against a game's wagering rules: one proposed wager against those already placed
 * (the dealer taking bets), and a whole round at once (closing the betting).
 */
import { formatCents, isCents, type Cents } from "../money";
import { assertSeat, type SeatNumber } from "../seats";
import { betLabel, findBet, type BetRule, type WageringRules } from "./bet-rules";
import type { WagerRefusal, WagerRefusalCode, WagerVerdict } from "./wager-refusal";
import { bettorKey, describeBettor, isBackline, sameBettor, seatOfSeatPlayer, seatedPlayerNames, spotTotal, type BetId, type Wager } from "./wager";

/** The table as the wagering rules need it. */
export interface WageringTable {
  readonly seats: number;
  readonly occupiedSeats: readonly SeatNumber[];
  readonly playerDealerSeat: SeatNumber;
}

function refuse(wager: Wager, code: WagerRefusalCode, text: string): WagerRefusal {
  return { code, message: `${describeBettor(wager)}: ${text}` };
}

/** "a Player or Banker wager", "an Early Tie wager". */
function anyOf(labels: readonly string[], joiner: string): string {
  const list = labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} ${joiner} ${labels[labels.length - 1]}`;
  return /^[AEIOU]/i.test(list) ? `an ${list}` : `a ${list}`;
}

/** The checks that concern the wager alone and the table, not the other wagers. */
function standaloneRefusal(rules: WageringRules, table: WageringTable, wager: Wager): WagerRefusal | null {
  const rule = findBet(rules, wager.bet);
  if (!rule) return refuse(wager, "UnknownBet", `this game has no "${wager.bet}" bet`);
  if (!isCents(wager.amount) || wager.amount <= 0) {
    return refuse(wager, "InvalidAmount", `a wager must be a whole number of cents above zero, got ${String(wager.amount)}`);
  }
  if (!Number.isInteger(wager.seat) || wager.seat < 1 || wager.seat > table.seats) {
    return refuse(wager, "NoSuchSeat", `there is no such seat at this table (seats 1 to ${table.seats})`);
  }
  if (wager.seat === table.playerDealerSeat) {
    return refuse(wager, "PlayerDealerSeat", "this is the player-dealer's seat, and the player-dealer cannot bet against their own bank");
  }
  // An empty spot may be played by the seated player of another seat, named as such (seed 003
  // L2273-2275: "any position on the table would be allowed to wager in any spot where no one has
  // placed a wager"); never from behind, never by the player-dealer.
  const playedBy = !isBackline(wager) && wager.bettor !== undefined ? seatOfSeatPlayer(wager.bettor) : null;
  const byAnotherSeat = playedBy !== null && playedBy !== wager.seat && playedBy !== table.playerDealerSeat && table.occupiedSeats.includes(playedBy);
  if (!table.occupiedSeats.includes(wager.seat) && !byAnotherSeat) {
    return refuse(
      wager,
      "SeatEmpty",
      isBackline(wager) ? "nobody is seated there, and a backline bettor bets behind a seated player" : "nobody is seated there",
    );
  }
  if (isBackline(wager) && !rule.backlineAllowed) {
    return refuse(wager, "BacklineNotAllowed", `backline betting is not allowed on the ${rule.label} bet`);
  }
  if (wager.amount < rule.limits.min) {
    return refuse(wager, "BelowMinimum", `the minimum ${rule.label} bet is ${formatCents(rule.limits.min)}`);
  }
  return null;
}

/** The bettor's own wagers at this seat on the given bets. */
function ownWagersOn(others: readonly Wager[], wager: Wager, bets: readonly BetId[]): Wager[] {
  return others.filter((o) => o.seat === wager.seat && sameBettor(o, wager) && bets.includes(o.bet) && o.amount > 0);
}

/** The checks against the same bettor's other wagers: prerequisites and caps. */
function dependencyRefusal(rules: WageringRules, rule: BetRule, others: readonly Wager[], wager: Wager): WagerRefusal | null {
  if (rule.requiresOneOf.length > 0 && ownWagersOn(others, wager, rule.requiresOneOf).length === 0) {
    const needed = anyOf(
      rule.requiresOneOf.map((id) => betLabel(rules, id)),
      "or",
    );
    const byWhom = isBackline(wager) ? " from the same backline bettor" : "";
    return refuse(wager, "NeedsQualifyingWager", `the ${rule.label} bet needs ${needed} wager${byWhom} first`);
  }
  const cap = rule.maxRelativeTo;
  if (cap) {
    const base = ownWagersOn(others, wager, cap.bets).map((o) => o.amount);
    const limit: Cents = cap.measure === "total" ? base.reduce((a, b) => a + b, 0) : Math.max(0, ...base);
    if (wager.amount > limit) {
      const labels = cap.bets.map((id) => betLabel(rules, id));
      const what = cap.measure === "total" ? `the ${labels.join(" and ")} wagers together` : `the ${labels.join(" or ")} wager`;
      return refuse(wager, "OverBaseWager", `the ${rule.label} bet may not be more than ${what} (${formatCents(limit)})`);
    }
  }
  return null;
}

/** A spot has one seated player: a wager naming someone else is theirs on another spot, or from behind the seat. */
function twoSeatedPlayers(seated: string, other: string): string {
  return `the seated wagers here are ${seated}'s; a wager of ${other}'s goes on a spot of ${other}'s own, or behind this seat as a backline wager`;
}

/** How much more the spot at `seat` for `bet` can take, seated and backline together. */
export function spotRoom(rules: WageringRules, wagers: readonly Wager[], seat: SeatNumber, bet: BetId): Cents {
  const rule = findBet(rules, bet);
  if (!rule) return 0;
  return Math.max(0, rule.limits.max - spotTotal(wagers, seat, bet));
}

function assertTable(table: WageringTable): void {
  assertSeat(table.playerDealerSeat, table.seats);
  for (const s of table.occupiedSeats) assertSeat(s, table.seats);
}

/**
 * May `proposed` join the wagers already `placed` this round? `placed` is taken as already accepted.
 * A bonus needs its line wager to be placed first, as the dealer takes bets one at a time.
 */
export function validateWager(rules: WageringRules, table: WageringTable, placed: readonly Wager[], proposed: Wager): WagerVerdict {
  assertTable(table);
  const alone = standaloneRefusal(rules, table, proposed);
  if (alone) return { ok: false, refusal: alone };
  const rule = findBet(rules, proposed.bet) as BetRule;

  const seatedName = isBackline(proposed) || proposed.bettor === undefined ? undefined : seatedPlayerNames(placed).names.get(proposed.seat);
  if (seatedName !== undefined && seatedName !== proposed.bettor) {
    return { ok: false, refusal: refuse(proposed, "TwoSeatedPlayers", twoSeatedPlayers(seatedName, proposed.bettor as string)) };
  }
  if (placed.some((p) => p.seat === proposed.seat && p.bet === proposed.bet && sameBettor(p, proposed))) {
    return {
      ok: false,
      refusal: refuse(proposed, "DuplicateWager", `there is already a ${rule.label} wager from this bettor; change that wager instead of adding another`),
    };
  }
  const dependency = dependencyRefusal(rules, rule, placed, proposed);
  if (dependency) return { ok: false, refusal: dependency };

  const already = spotTotal(placed, proposed.seat, proposed.bet);
  if (already + proposed.amount > rule.limits.max) {
    const room = Math.max(0, rule.limits.max - already);
    const tail = already === 0 ? "" : room === 0 ? `; ${formatCents(already)} is already there, so it is full` : `; ${formatCents(already)} is already there, so at most ${formatCents(room)} more`;
    return {
      ok: false,
      refusal: refuse(
        proposed,
        "OverSpotLimit",
        `the ${rule.label} spot allows ${formatCents(rule.limits.max)} in total between the seated player and backline bettors${tail}`,
      ),
    };
  }
  return { ok: true };
}

/** A refusal in a whole round, with the positions (in the list given) of the wagers concerned. */
export interface RoundRefusal extends WagerRefusal {
  readonly wagers: readonly number[];
}

export type RoundVerdict = { readonly ok: true } | { readonly ok: false; readonly refusals: readonly RoundRefusal[] };

/**
 * Checks every wager of a round at once, whatever the order they were placed in (a bonus whose line
 * wager comes later in the list is fine here). Reports every problem, each spot over its limit once.
 */
export function validateRound(rules: WageringRules, table: WageringTable, wagers: readonly Wager[]): RoundVerdict {
  assertTable(table);
  const refusals: RoundRefusal[] = [];
  const firstBy = new Map<string, number>();

  wagers.forEach((wager, i) => {
    const alone = standaloneRefusal(rules, table, wager);
    if (alone) {
      refusals.push({ ...alone, wagers: [i] });
      return;
    }
    const rule = findBet(rules, wager.bet) as BetRule;
    const key = `${bettorKey(wager)}#${wager.bet}`;
    const first = firstBy.get(key);
    if (first !== undefined) {
      refusals.push({ ...refuse(wager, "DuplicateWager", `there are two ${rule.label} wagers from this bettor; combine them into one`), wagers: [first, i] });
      return;
    }
    firstBy.set(key, i);
    const others = wagers.filter((_, j) => j !== i);
    const dependency = dependencyRefusal(rules, rule, others, wager);
    if (dependency) refusals.push({ ...dependency, wagers: [i] });
  });

  // A spot has one seated player: its seated wagers name one person or none.
  const valid = wagers.map((w, i) => ({ w, i })).filter(({ w }) => standaloneRefusal(rules, table, w) === null);
  for (const seat of seatedPlayerNames(valid.map(({ w }) => w)).conflicts) {
    const named = valid.filter(({ w }) => w.seat === seat && !isBackline(w) && w.bettor !== undefined);
    const first = named[0] as { w: Wager; i: number };
    const other = named.find(({ w }) => w.bettor !== first.w.bettor) as { w: Wager; i: number };
    refusals.push({ ...refuse(other.w, "TwoSeatedPlayers", twoSeatedPlayers(first.w.bettor as string, other.w.bettor as string)), wagers: [first.i, other.i] });
  }

  const spots = new Map<string, number[]>();
  wagers.forEach((w, i) => {
    if (!findBet(rules, w.bet) || !isCents(w.amount) || w.amount <= 0) return;
    const key = `${w.seat}#${w.bet}`;
    spots.set(key, [...(spots.get(key) ?? []), i]);
  });
  for (const indexes of spots.values()) {
    const first = wagers[indexes[0] as number] as Wager;
    const rule = findBet(rules, first.bet) as BetRule;
    const total = indexes.reduce((sum, i) => sum + (wagers[i] as Wager).amount, 0);
    if (total > rule.limits.max) {
      refusals.push({
        code: "OverSpotLimit",
        message: `Seat ${first.seat}: the ${rule.label} spot allows ${formatCents(rule.limits.max)} in total between the seated player and backline bettors; these wagers come to ${formatCents(total)}`,
        wagers: indexes,
      });
    }
  }

  return refusals.length === 0 ? { ok: true } : { ok: false, refusals };
}
