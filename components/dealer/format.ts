/**
 * The dealer tablet's wording, as pure functions of the dealer view, so the screen says the same
 * thing everywhere (and tests can check it without a browser).
 */
import type { AnyDealerView } from "@/lib/contract/views";
import { dollars } from "@/lib/client/dollars";
import { betLimitGroups, type BetLimitGroup } from "@/lib/client/bet-limits";
import { seatOfSeatPlayer } from "@/lib/domain/wagers/wager";

/** The dealer's view of a table of any family. */
type AnyView = AnyDealerView;

export type FeeLine = NonNullable<AnyView["fees"]["lines"]>[number];
export type WalkLine = NonNullable<AnyView["settlement"]>["lines"][number];
/** A wager on the layout, whatever the game (baccarat's may carry a hit-or-stand choice). */
export type Wager = AnyView["wagers"][number] & { readonly choice?: string };
/**
 * A betting spot of the game: baccarat's say when they are placed and what they need first; a bet
 * with its own limits (Mortimer's Dragon 7 and Panda 8, No Bust's Buster bonus) carries them, else
 * the table's limits hold.
 */
export interface Bet {
  readonly id: string;
  readonly name: string;
  readonly backline: boolean;
  readonly limits?: { readonly min: number; readonly max: number } | null;
  readonly requires?: string;
  readonly placed?: string;
}

/** The bets whose limits differ from the table's, grouped by limits, to post beside the table limits. */
export function ownLimitGroups(view: Pick<AnyView, "bets">): BetLimitGroup[] {
  return betLimitGroups(view.bets as readonly Bet[]);
}

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${s}`;
}

export function playerName(view: Pick<AnyView, "players">, seat: number): string | null {
  return view.players.find((p) => p.seat === seat)?.name ?? null;
}

/** "Seat 3 (Ann)" or "Seat 3". */
export function seatName(view: Pick<AnyView, "players">, seat: number): string {
  const name = playerName(view, seat);
  return name ? `Seat ${seat} (${name})` : `Seat ${seat}`;
}

/** "Seat 2", "Seat 4 (the player at seat 2)", "Seat 2 backline", "Seat 2 backline (Lee)". */
export function bettorName(w: { seat: number; backline?: boolean; bettor?: string }): string {
  if (!w.backline) {
    // A spot played by another seat's player (a per-player fee's table): say whose it is.
    const by = w.bettor ? seatOfSeatPlayer(w.bettor) : null;
    return by !== null && by !== w.seat ? `Seat ${w.seat} (the player at seat ${by})` : `Seat ${w.seat}`;
  }
  return w.bettor ? `Seat ${w.seat} backline (${w.bettor})` : `Seat ${w.seat} backline`;
}

export function payerName(view: Pick<AnyView, "players">, line: FeeLine): string {
  const p = line.payer;
  switch (p.kind) {
    case "seat":
      return seatName(view, p.seat);
    case "backline":
      return p.bettor ? `Seat ${p.seat} backline (${p.bettor})` : `Seat ${p.seat} backline`;
    case "player-dealer":
      return `Player-dealer, ${seatName(view, p.seat)}`;
    case "pot":
      return "The pot";
  }
}

/**
 * Blackjack settlement lines (No Bust, twenty-one) name each hand and its extras (bet-ids.ts):
 * "main", "split-2", "double", "split-1-double", "double-2" (a second double: Pure Spanish 21.5's
 * double-double down), "main-returned" (the half a surrender gives back), "insurance".
 */
export function noBustLineName(id: string, bets: readonly Pick<Bet, "id" | "name">[] = []): string {
  const own = bets.find((b) => b.id === id);
  if (own) return own.name;
  if (id === "insurance") return "Insurance";
  if (id === "double") return "Double down";
  const again = /^(?:(split-\d)-)?double-(\d)$/.exec(id);
  if (again) return `${again[1] ? `Split hand ${Number(again[1].slice(6)) + 1}: ` : ""}Double ${again[2]}`;
  const m = /^(main|split-(\d))(-double|-returned)?$/.exec(id);
  if (!m) return id;
  const hand = m[2] ? `Split hand ${Number(m[2]) + 1}` : "Game wager";
  if (m[3] === "-double") return m[2] ? `${hand}: double` : "Double down";
  if (m[3] === "-returned") return `${hand}: surrendered half returned`;
  return hand;
}

/**
 * A bet's name as the table's bets list says it; a blackjack seat's extra lines (its splits, doubles,
 * the half a surrender returns, insurance), which no bets list names, in words. No other family's
 * line ids take that shape, so the screens need not ask which family a table is.
 */
export function betName(view: Pick<AnyView, "bets">, id: string): string {
  return noBustLineName(id, view.bets as readonly Pick<Bet, "id" | "name">[]);
}

export const ACTION_WORD: Readonly<Record<WalkLine["action"], string>> = {
  pay: "Pay",
  collect: "Collect",
  "partial-pay": "Pay part (bank short)",
  "partial-collect": "Collect part",
  push: "Push",
  return: "Return (bank out)",
};

/** What the dealer does on a settlement line, in full: "Pay $20.00", "Push: return $5.00". */
export function lineInstruction(line: WalkLine): string {
  switch (line.action) {
    case "pay":
      return `Pay ${dollars(line.amount)}`;
    case "partial-pay":
      return `Pay only ${dollars(line.amount)}: the bank is short`;
    case "collect":
      return `Collect ${dollars(line.amount)}`;
    case "partial-collect":
      return `Collect only ${dollars(line.amount)}`;
    case "push":
      return `Push: return ${dollars(line.returned)}`;
    case "return":
      return `Bank exhausted: return ${dollars(line.returned)}`;
  }
}

export function phaseName(view: Pick<AnyView, "phase" | "status">): string {
  if (view.status === "paused") return "Paused by the floor";
  if (view.status === "closed") return "Table closed";
  switch (view.phase) {
    case "setup":
      return "Not set up";
    case "waiting":
      return "Between hands";
    case "betting":
      return "Betting open";
    case "dealing":
      return "Dealing";
    case "settling":
      return "Settling";
  }
}

export function sourceName(source: string): string {
  if (source === "server") return "server's shuffled shoe";
  if (source === "reader") return "card-reading shoe";
  return "dealer entry";
}

/** Everything on one spot: the seated wager and the backline wagers of that seat and bet. */
export function spotTotal(wagers: readonly Wager[], seat: number, bet: string): number {
  return wagers.filter((w) => w.seat === seat && w.bet === bet).reduce((sum, w) => sum + w.amount, 0);
}

const LINE_BETS = new Set(["player", "banker", "dealer"]);

export function isLineBet(bet: string): boolean {
  return LINE_BETS.has(bet);
}

/** The same bettor's wagers at a seat: the seated player's, or one backline bettor's. */
export function ownWagers(wagers: readonly Wager[], seat: number, backline: boolean, bettor: string): Wager[] {
  return wagers.filter((w) => w.seat === seat && w.backline === backline && (!backline || (w.bettor ?? "") === bettor));
}

/**
 * A warning (not a block: the server decides) when a bonus lacks the bettor's qualifying wager.
 * No Bust's Buster bonus needs the same bettor's game wager (seed 003 L3232-3234).
 */
export function prerequisiteWarning(view: { readonly bets: readonly Bet[]; readonly wagers: readonly Wager[] }, bet: Bet, seat: number, backline: boolean, bettor: string): string | null {
  const own = ownWagers(view.wagers, seat, backline, bettor);
  // No Bust's Buster bonus and the twenty-one games' bonus bets need the bettor's game wager.
  if ((bet.id === "buster" || bet.id === "match") && bet.requires === undefined && !own.some((w) => w.bet === "main")) {
    return `The ${bet.name} needs this bettor's ${view.bets.find((b) => b.id === "main")?.name ?? "game wager"} first.`;
  }
  if (bet.requires === "line-wager" && !own.some((w) => isLineBet(w.bet))) {
    const lines = view.bets.filter((b) => isLineBet(b.id)).map((b) => b.name);
    return `The ${bet.name} needs this bettor's ${lines.join(" or ")} wager first.`;
  }
  if (bet.requires === "early-tie" && !own.some((w) => w.bet === "early-tie")) return `The ${bet.name} needs this bettor's early tie wager.`;
  return null;
}

export interface AmountCheck {
  readonly ok: boolean;
  readonly cents: number | null;
  readonly message: string;
}

/**
 * The table limits as the dealer types: each wager at least the minimum, the spot (seated and
 * backline together) at most the maximum.
 */
export function checkAmount(cents: number | null, text: string, limits: { min: number; max: number }, onSpot: number, what = "table"): AmountCheck {
  const room = Math.max(0, limits.max - onSpot);
  if (text.trim() === "") return { ok: false, cents: null, message: room === 0 ? "This spot is full." : `Enter an amount from ${dollars(Math.min(limits.min, room))} to ${dollars(room)}.` };
  if (cents === null) return { ok: false, cents: null, message: "Type dollars and cents, e.g. 25 or 12.50." };
  if (room === 0) return { ok: false, cents, message: `This spot is full: ${dollars(onSpot)} of ${dollars(limits.max)}.` };
  if (cents < limits.min) return { ok: false, cents, message: `Below the ${what} minimum of ${dollars(limits.min)}.` };
  if (cents > room) {
    return {
      ok: false,
      cents,
      message: onSpot > 0 ? `Over the spot limit: ${dollars(onSpot)} is already there, at most ${dollars(room)} more.` : `Over the ${what} maximum of ${dollars(limits.max)}.`,
    };
  }
  return { ok: true, cents, message: `${dollars(cents)} fits: ${dollars(room - cents)} room left on this spot after it.` };
}
