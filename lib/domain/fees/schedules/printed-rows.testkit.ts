/**
 * Test support for the "every printed row at both boundaries" tests: expectations are written as the
 * filings print them ("$105 - $300", "$2.00", "7 or more") and turned into cases here, independently
 * of the data modules, so a transcription slip in a module fails a test.
 */
import { computeFees, type FeeLine, type FeeRound, type FeeWager } from "../compute";
import type { ScheduleOption } from "../schedule";

export type PrintedRow = readonly [range: string, fee: string];
export type PrintedFee = string | readonly PrintedRow[];

export interface PrintedOption {
  readonly schedule: string;
  readonly option: string;
  /** Player-dealer fee per hand: flat, or tiers by total table action. */
  readonly pd?: PrintedFee;
  /** Player fee per betting spot on game wagers: flat, or tiers by the spot's wager. */
  readonly spot?: PrintedFee;
  /** Flat fee per bonus bet (Buster Blackjack options 1-4). */
  readonly bonus?: string;
  /** Poker drop bands as printed ("7 or more", "5-6", "4 or less"). */
  readonly drop?: readonly PrintedRow[];
  /** Time collection per player per half hour. */
  readonly time?: string;
  /** Amounts above a bounded last tier: refused unless the decision says "last-tier". */
  readonly aboveLast?: "refuse" | "last-tier";
}

export type GapRule = "previous-top-exclusive" | "next-minimum-exclusive";

/** "$1,505" -> 150500 cents; "$.50" -> 50. */
export function printedCents(text: string): number {
  const m = /^\$\s*([\d,]*(?:\.\d+)?)$/.exec(text.trim());
  if (!m || m[1] === undefined || m[1] === "") throw new Error(`not a printed amount: ${text}`);
  return Math.round(Number(m[1].replace(/,/g, "")) * 100);
}

/** "$5 - $100" / "$5-$100" -> [500, 10000]; "$1,001+" / "$501 or more" -> [100100, null]. */
export function printedRange(text: string): readonly [number, number | null] {
  const t = text.trim().replace(/–/g, "-");
  const open = /^(\$[\d,]+)\s*(?:\+|or more)$/.exec(t);
  if (open?.[1]) return [printedCents(open[1]), null];
  const closed = /^(\$[\d,]+)\s*-\s*(\$[\d,]+)$/.exec(t);
  if (closed?.[1] && closed[2]) return [printedCents(closed[1]), printedCents(closed[2])];
  throw new Error(`not a printed range: ${text}`);
}

/** "7 or more" -> [7, null]; "5 or 6" / "6 or 5" / "5-6" -> [5, 6]; "4 or less" -> [2, 4]; "4" -> [4, 4]. */
export function printedPlayers(text: string): readonly [number, number | null] {
  const t = text.trim().toLowerCase();
  let m = /^(\d+)\s*(?:\+|or more)$/.exec(t);
  if (m?.[1]) return [Number(m[1]), null];
  m = /^(\d+) or less$/.exec(t);
  if (m?.[1]) return [2, Number(m[1])];
  m = /^(\d+)\s*(?:-|or)\s*(\d+)$/.exec(t);
  if (m?.[1] && m[2]) return [Math.min(Number(m[1]), Number(m[2])), Math.max(Number(m[1]), Number(m[2]))];
  m = /^(\d+)$/.exec(t);
  if (m?.[1]) return [Number(m[1]), Number(m[1])];
  throw new Error(`not a printed player count: ${text}`);
}

export interface AmountCase {
  readonly what: string;
  readonly amount: number;
  /** Expected fee in cents, or "refuse". */
  readonly expected: number | "refuse";
}

/**
 * Lower and upper boundary of every printed row, and one cent outside each, under the gap rule the
 * decision document gives for the filing. Below the first tier: the first tier's fee.
 */
export function tierCases(rows: readonly PrintedRow[], gapRule: GapRule, aboveLast: "refuse" | "last-tier" = "refuse"): AmountCase[] {
  const tiers = rows.map(([range, fee]) => {
    const [from, to] = printedRange(range);
    return { range, from, to, fee: printedCents(fee) };
  });
  const cases: AmountCase[] = [];
  tiers.forEach((t, i) => {
    const prev = tiers[i - 1];
    const next = tiers[i + 1];
    cases.push({ what: `${t.range} lower boundary`, amount: t.from, expected: t.fee });
    if (t.to === null) cases.push({ what: `${t.range} far above`, amount: t.from * 10, expected: t.fee });
    else cases.push({ what: `${t.range} upper boundary`, amount: t.to, expected: t.fee });

    const below = t.from - 1;
    if (below > 0) {
      let expected: number;
      if (prev === undefined || prev.to === null) expected = t.fee; // below the first tier: first tier's fee
      else if (below <= prev.to) expected = prev.fee;
      else expected = gapRule === "previous-top-exclusive" ? t.fee : prev.fee;
      cases.push({ what: `${t.range} one cent below`, amount: below, expected });
    }
    if (t.to !== null) {
      const above = t.to + 1;
      let expected: number | "refuse";
      if (next === undefined) expected = aboveLast === "last-tier" ? t.fee : "refuse";
      else if (above >= next.from) expected = next.fee;
      else expected = gapRule === "previous-top-exclusive" ? next.fee : t.fee;
      cases.push({ what: `${t.range} one cent above`, amount: above, expected });
    }
  });
  return cases;
}

const PD_SEAT = 1;

/** One game wager of `amount` on seat 2 against the player-dealer on seat 1. */
export function oneWagerHand(amount: number, extra: readonly FeeWager[] = []): FeeRound {
  return { kind: "hand", playerDealerSeat: PD_SEAT, wagers: [{ seat: 2, bet: "base", kind: "game", amount }, ...extra] };
}

/** Cents the option takes from the player-dealer, or from seat 2, for the round; "refuse" when it throws. */
export function takenFrom(option: ScheduleOption, round: FeeRound, payer: "player-dealer" | "seat"): number | "refuse" {
  let lines: FeeLine[];
  try {
    lines = computeFees(option, round);
  } catch {
    return "refuse";
  }
  return lines.filter((l) => l.payer.kind === payer).reduce((s, l) => s + l.cents, 0);
}

export interface PrintedCase {
  readonly name: string;
  readonly actual: () => number | "refuse";
  readonly expected: number | "refuse";
}

/** Every case the printed option implies: tier boundaries, flat fees, player-count bands, time. */
export function printedCases(p: PrintedOption, option: ScheduleOption, gapRule: GapRule): PrintedCase[] {
  const name = (what: string) => `${p.schedule} option ${p.option}: ${what}`;
  const cases: PrintedCase[] = [];
  const amountCases = (fee: PrintedFee, payer: "player-dealer" | "seat", label: string) => {
    if (typeof fee === "string") {
      for (const amount of [1000, 20_000]) {
        cases.push({ name: name(`${label} flat ${fee} on a $${amount / 100} wager`), actual: () => takenFrom(option, oneWagerHand(amount), payer), expected: printedCents(fee) });
      }
      return;
    }
    for (const c of tierCases(fee, gapRule, p.aboveLast)) {
      cases.push({ name: name(`${label} ${c.what} (${c.amount} cents)`), actual: () => takenFrom(option, oneWagerHand(c.amount), payer), expected: c.expected });
    }
  };
  if (p.pd !== undefined) amountCases(p.pd, "player-dealer", "player-dealer fee, table action");
  if (p.spot !== undefined) amountCases(p.spot, "seat", "player fee per spot");
  if (p.bonus !== undefined) {
    const spot = typeof p.spot === "string" ? printedCents(p.spot) : 0;
    const bonus = printedCents(p.bonus);
    cases.push({
      name: name(`game wager and bonus bet on one spot pay ${p.spot ?? "$0"} + ${p.bonus}`),
      actual: () => takenFrom(option, oneWagerHand(1000, [{ seat: 2, bet: "buster", kind: "bonus", amount: 500 }]), "seat"),
      expected: spot + bonus,
    });
  }
  for (const [players, fee] of p.drop ?? []) {
    const [min, max] = printedPlayers(players);
    for (const n of new Set([min, max ?? Math.max(min, 10)])) {
      cases.push({
        name: name(`drop "${players}" with ${n} players`),
        actual: () => computeFees(option, { kind: "poker-hand", playersDealt: n, flopDealt: true }).reduce((s, l) => s + l.cents, 0),
        expected: printedCents(fee),
      });
    }
  }
  if (p.drop !== undefined) {
    cases.push({ name: name("no flop, no drop"), actual: () => computeFees(option, { kind: "poker-hand", playersDealt: 9, flopDealt: false }).length, expected: 0 });
  }
  if (p.time !== undefined) {
    const fee = printedCents(p.time);
    cases.push({
      name: name(`time ${p.time} per player per half hour, 3 players x 2 half hours`),
      actual: () => computeFees(option, { kind: "time", seatedPlayers: [1, 4, 9], halfHours: 2 }).reduce((s, l) => s + l.cents, 0),
      expected: 3 * 2 * fee,
    });
  }
  return cases;
}
