/**
 * computeFees: the fee lines a dealer takes for one round under one schedule option. Pure: the same
 * option and round always give the same lines, in the same order.
 */
import { formatCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { FeeError } from "./fee-error";
import {
  optionFamily,
  type Collection,
  type FeeSource,
  type PerSpotCollection,
  type PlayerDealerCollection,
  type PokerDropCollection,
  type ScheduleOption,
  type TimeCollection,
  type WagerSelector,
} from "./schedule";
import { lookupTier, tierLabel, type TierTable } from "./tiers";
import { playerKeys, seatedPlayerNames } from "../wagers/wager";

/** A wager as the fee engine needs it. The player-dealer's bank is not a wager. */
export interface FeeWager {
  /** The betting spot (circle) the wager sits on. */
  readonly seat: SeatNumber;
  /** Bet name as the game defines it ("player", "banker", "tie", "fortune-7", ...). */
  readonly bet: string;
  readonly kind: "game" | "bonus";
  readonly amount: Cents;
  /** Placed by a backline bettor standing behind the spot. */
  readonly backline?: boolean;
  /**
   * The bettor's name: tells several backline bettors on one spot apart (all unnamed ones count as
   * one bettor), and, seated or not, tells that one player plays several spots (per-player fees).
   */
  readonly bettor?: string;
}

export type FeeRound =
  /** A California-game hand: wagers as placed before the deal. */
  | { readonly kind: "hand"; readonly playerDealerSeat: SeatNumber; readonly wagers: readonly FeeWager[] }
  /** A poker hand. */
  | { readonly kind: "poker-hand"; readonly playersDealt: number; readonly flopDealt: boolean; readonly pot?: Cents }
  /** Half hours of time collection now due (the server's clock decides when; the domain has none). */
  | { readonly kind: "time"; readonly seatedPlayers: readonly SeatNumber[]; readonly halfHours: number };

export type FeePayer =
  /** The seated player of `seat`; a per-player fee names the player (`bettor`) and sits at their first spot. */
  | { readonly kind: "seat"; readonly seat: SeatNumber; readonly bettor?: string }
  | { readonly kind: "backline"; readonly seat: SeatNumber; readonly bettor?: string }
  | { readonly kind: "player-dealer"; readonly seat: SeatNumber }
  | { readonly kind: "pot" };

export interface FeeRule {
  readonly collection: Collection["kind"];
  /** 1-based printed row of the tier or player band, null for a flat fee. */
  readonly tier: number | null;
  /** What the dealer and the audit log read: "table action $105.00: tier 2 ($105.00-$300.00) $2.00". */
  readonly text: string;
}

export interface FeeLine {
  readonly payer: FeePayer;
  readonly cents: Cents;
  readonly rule: FeeRule;
  /** The amount the tier was looked up with (spot wager, table action, players dealt), null for flat fees. */
  readonly basis: number | null;
  readonly scheduleId: string;
  readonly optionId: string;
  readonly source: FeeSource;
}

export function selects(selector: WagerSelector, wager: FeeWager): boolean {
  if (selector === "all") return true;
  if (selector === "game" || selector === "bonus") return wager.kind === selector;
  return selector.bets.includes(wager.bet);
}

function describeSelector(selector: WagerSelector): string {
  return typeof selector === "string" ? `${selector} wagers` : selector.bets.join("/");
}

function checkCents(value: Cents, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) throw new FeeError(`${what} must be whole cents >= ${min}, got ${value}`);
}

function checkSeat(seat: SeatNumber, what: string): void {
  if (!Number.isInteger(seat) || seat < 1) throw new FeeError(`${what} must be a seat number >= 1, got ${seat}`);
}

/** Seats clockwise starting left of the player-dealer, without knowing the table size. */
function clockwiseKey(seat: SeatNumber, pd: SeatNumber): number {
  return seat > pd ? seat - pd : seat + 1_000_000;
}

interface Tiered {
  readonly cents: Cents;
  readonly tier: number;
  readonly text: string;
}

function tiered(table: TierTable, amount: Cents, what: string): Tiered | null {
  const hit = lookupTier(table, amount);
  if (hit.kind === "no-fee") return null;
  const how =
    hit.how === "printed-range"
      ? ""
      : hit.how === "gap-rule"
        ? ` (between printed tiers: ${table.gapRule})`
        : hit.how === "below-first-tier"
          ? " (below the first tier: first-tier fee)"
          : " (above the last tier: last-tier fee)";
  return {
    cents: hit.tier.fee,
    tier: hit.index + 1,
    text: `${what} ${formatCents(amount)}: tier ${hit.index + 1} (${tierLabel(hit.tier)}) ${formatCents(hit.tier.fee)}${how}`,
  };
}

interface Bettor {
  readonly seat: SeatNumber;
  readonly backline: boolean;
  readonly bettor: string | undefined;
  readonly wagers: FeeWager[];
}

/** One player's wagers at the table, for per-player fees: the spots (first clockwise first) and their name. */
interface Player {
  readonly first: Bettor;
  readonly spots: SeatNumber[];
  readonly name: string | undefined;
  readonly wagers: FeeWager[];
}

/** Plain code-unit order: localeCompare would make the line order depend on the machine's locale. */
function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function bettorsOf(wagers: readonly FeeWager[], pd: SeatNumber): Bettor[] {
  const byKey = new Map<string, Bettor>();
  for (const w of wagers) {
    const backline = w.backline === true;
    const bettor = backline ? w.bettor : undefined;
    const key = `${w.seat}|${backline ? `b|${bettor ?? ""}` : "s"}`;
    const found = byKey.get(key);
    if (found) found.wagers.push(w);
    else byKey.set(key, { seat: w.seat, backline, bettor, wagers: [w] });
  }
  return [...byKey.values()].sort(
    (a, b) =>
      clockwiseKey(a.seat, pd) - clockwiseKey(b.seat, pd) ||
      Number(a.backline) - Number(b.backline) ||
      byCodeUnit(a.bettor ?? "", b.bettor ?? ""),
  );
}

/** The players behind the bettors (in clockwise order), keyed by each bettor; a player's first bettor comes first. */
function playersOf(bettors: readonly Bettor[]): Map<Bettor, Player> {
  const keys = playerKeys(bettors.map((b) => ({ seat: b.seat, backline: b.backline, bettor: b.backline ? b.bettor : b.wagers.find((w) => w.bettor !== undefined)?.bettor })));
  const byKey = new Map<string, Player>();
  const out = new Map<Bettor, Player>();
  bettors.forEach((b, i) => {
    const key = keys[i] as string;
    let player = byKey.get(key);
    if (player === undefined) {
      player = { first: b, spots: [], name: key.startsWith("bettor/") ? key.slice("bettor/".length) : undefined, wagers: [] };
      byKey.set(key, player);
    }
    if (!player.spots.includes(b.seat)) player.spots.push(b.seat);
    player.wagers.push(...b.wagers);
    out.set(b, player);
  });
  return out;
}

function perPlayerLine(option: ScheduleOption, c: PerSpotCollection, p: Player): FeeLine[] {
  const counted = c.backline === "exempt" ? p.wagers.filter((w) => w.backline !== true) : p.wagers;
  const chosen = counted.filter((w) => selects(c.wagers, w));
  if (chosen.length === 0) return [];
  const b = p.first;
  const named = p.name === undefined ? {} : { bettor: p.name };
  const payer: FeePayer = b.backline ? { kind: "backline", seat: b.seat, ...named } : { kind: "seat", seat: b.seat, ...named };
  const who = p.name !== undefined ? `player ${p.name} on spot${p.spots.length > 1 ? "s" : ""} ${p.spots.join(", ")}` : `the ${b.backline ? "backline bettor" : "player"} at seat ${b.seat}`;
  if (c.fee.kind === "flat") {
    if (c.fee.cents === 0) return [];
    return [line(option, payer, c.fee.cents, { collection: "per-spot", tier: null, text: `per player, ${who} (${describeSelector(c.wagers)}): ${formatCents(c.fee.cents)}` }, null)];
  }
  const amount = chosen.reduce((s, w) => s + w.amount, 0);
  const hit = tiered(c.fee.table, amount, `${who}: ${describeSelector(c.wagers)}`);
  if (hit === null || hit.cents === 0) return [];
  return [line(option, payer, hit.cents, { collection: "per-spot", tier: hit.tier, text: hit.text }, amount)];
}

function perSpotLine(option: ScheduleOption, c: PerSpotCollection, b: Bettor): FeeLine[] {
  if (b.backline && c.backline === "exempt") return [];
  const chosen = b.wagers.filter((w) => selects(c.wagers, w));
  if (chosen.length === 0) return [];
  const payer: FeePayer = !b.backline
    ? { kind: "seat", seat: b.seat }
    : b.bettor === undefined
      ? { kind: "backline", seat: b.seat }
      : { kind: "backline", seat: b.seat, bettor: b.bettor };
  if (c.fee.kind === "flat") {
    if (c.fee.cents === 0) return [];
    const text = `per betting spot (${describeSelector(c.wagers)}): ${formatCents(c.fee.cents)}`;
    return [line(option, payer, c.fee.cents, { collection: "per-spot", tier: null, text }, null)];
  }
  const amount = chosen.reduce((s, w) => s + w.amount, 0);
  const hit = tiered(c.fee.table, amount, `spot ${b.seat} ${describeSelector(c.wagers)}`);
  if (hit === null || hit.cents === 0) return [];
  return [line(option, payer, hit.cents, { collection: "per-spot", tier: hit.tier, text: hit.text }, amount)];
}

function playerDealerLine(option: ScheduleOption, c: PlayerDealerCollection, pd: SeatNumber, wagers: readonly FeeWager[]): FeeLine[] {
  // No wager, no hand: the player-dealer pays nothing for a round nobody plays against.
  if (wagers.length === 0) return [];
  const payer: FeePayer = { kind: "player-dealer", seat: pd };
  if (c.fee.kind === "flat") {
    if (c.fee.cents === 0) return [];
    return [line(option, payer, c.fee.cents, { collection: "player-dealer", tier: null, text: `player-dealer per hand: ${formatCents(c.fee.cents)}` }, null)];
  }
  const { action } = c.fee;
  const tta = wagers
    .filter((w) => selects(action.wagers, w) && (action.backline === "include" || w.backline !== true))
    .reduce((s, w) => s + w.amount, 0);
  const hit = tiered(c.fee.table, tta, "total table action");
  if (hit === null || hit.cents === 0) return [];
  return [line(option, payer, hit.cents, { collection: "player-dealer", tier: hit.tier, text: hit.text }, tta)];
}

function pokerDropLines(option: ScheduleOption, c: PokerDropCollection, round: Extract<FeeRound, { kind: "poker-hand" }>): FeeLine[] {
  if (!round.flopDealt && c.withoutFlop === "no-drop") return [];
  const index = c.bands.findIndex((b) => round.playersDealt >= b.min && (b.max === null || round.playersDealt <= b.max));
  const band = c.bands[index];
  if (band === undefined) throw new FeeError(`no fee band for ${round.playersDealt} players`);
  const label = band.label ?? (band.max === null ? `${band.min}+` : `${band.min}-${band.max}`);
  let cents = band.fee;
  let text = `poker drop, ${round.playersDealt} players dealt: ${label} ${formatCents(band.fee)}`;
  // A drop is taken from the pot, so it can never exceed it (seed 004 digest §2.1).
  if (round.pot !== undefined && round.pot < cents) {
    cents = round.pot;
    text += ` capped at the pot ${formatCents(round.pot)}`;
  }
  if (cents === 0) return [];
  return [line(option, { kind: "pot" }, cents, { collection: "poker-drop", tier: index + 1, text }, round.playersDealt)];
}

function timeLines(option: ScheduleOption, c: TimeCollection, round: Extract<FeeRound, { kind: "time" }>): FeeLine[] {
  if (round.halfHours === 0 || c.perPlayerPerHalfHour === 0) return [];
  const cents = c.perPlayerPerHalfHour * round.halfHours;
  checkCents(cents, "time collection", 0);
  return [...round.seatedPlayers]
    .sort((a, b) => a - b)
    .map((seat) =>
      line(option, { kind: "seat", seat }, cents, {
        collection: "time",
        tier: null,
        text: `time collection ${formatCents(c.perPlayerPerHalfHour)} per player per 1/2 hour x ${round.halfHours}`,
      }, round.halfHours),
    );
}

function line(option: ScheduleOption, payer: FeePayer, cents: Cents, rule: FeeRule, basis: number | null): FeeLine {
  return { payer, cents, rule, basis, scheduleId: option.scheduleId, optionId: option.id, source: option.source };
}

function checkRound(round: FeeRound): void {
  switch (round.kind) {
    case "hand": {
      checkSeat(round.playerDealerSeat, "player-dealer seat");
      for (const w of round.wagers) {
        checkSeat(w.seat, "wager seat");
        checkCents(w.amount, `wager on seat ${w.seat}`, 1);
        if (w.seat === round.playerDealerSeat) throw new FeeError(`seat ${w.seat} holds the bank: the player-dealer's bank is not a wager`);
      }
      const [twice] = seatedPlayerNames(round.wagers).conflicts;
      if (twice !== undefined) throw new FeeError(`the seated wagers of seat ${twice} name two different players: a spot has one seated player`);
      return;
    }
    case "poker-hand":
      if (!Number.isInteger(round.playersDealt) || round.playersDealt < 2) throw new FeeError(`a poker hand needs 2 or more players, got ${round.playersDealt}`);
      if (round.pot !== undefined) checkCents(round.pot, "pot", 0);
      return;
    case "time": {
      if (!Number.isInteger(round.halfHours) || round.halfHours < 0) throw new FeeError(`half hours must be a whole number >= 0, got ${round.halfHours}`);
      round.seatedPlayers.forEach((s) => checkSeat(s, "seated player"));
      if (new Set(round.seatedPlayers).size !== round.seatedPlayers.length) throw new FeeError("a seated player is listed twice");
      return;
    }
  }
}

/**
 * Every fee taken for `round` under `option`: one line per fee. Player-dealer line first (the PD posts
 * its fee in front of its circle before the players), then spots clockwise from the PD's left, the
 * seated bettor before backline bettors; time collection by seat.
 */
export function computeFees(option: ScheduleOption, round: FeeRound): FeeLine[] {
  checkRound(round);
  const family = optionFamily(option);
  if ((round.kind === "hand") !== (family === "california")) {
    throw new FeeError(`option ${option.scheduleId} ${option.id} is a ${family} schedule; it cannot charge a ${round.kind} round`);
  }
  switch (round.kind) {
    case "hand": {
      const pd = option.collections.flatMap((c) =>
        c.kind === "player-dealer" ? playerDealerLine(option, c, round.playerDealerSeat, round.wagers) : [],
      );
      // Bettor by bettor, so a seat's lines sit together (Buster options 1-4 charge game and bonus bets);
      // a per-player fee is written once, at the player's first spot clockwise.
      const bettors = bettorsOf(round.wagers, round.playerDealerSeat);
      const players = playersOf(bettors);
      const spots = bettors.flatMap((b) =>
        option.collections.flatMap((c) => {
          if (c.kind !== "per-spot") return [];
          if (c.basis !== "player") return perSpotLine(option, c, b);
          const player = players.get(b) as Player;
          return player.first === b ? perPlayerLine(option, c, player) : [];
        }),
      );
      return [...pd, ...spots];
    }
    case "poker-hand":
      return option.collections.flatMap((c) => (c.kind === "poker-drop" ? pokerDropLines(option, c, round) : []));
    case "time":
      return option.collections.flatMap((c) => (c.kind === "time" ? timeLines(option, c, round) : []));
  }
}
