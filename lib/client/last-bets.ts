"use client";
/**
 * "Repeat last bets" on the dealer tablet: the wagers of the last hand whose betting closed on this
 * tablet, kept in the tab's session storage per table, and the ones of them that can go again now
 * (the seat still seated, not the player-dealer, the bet still offered, and not on the layout already).
 */
import { useEffect, useRef } from "react";

export interface RememberedBet {
  readonly seat: number;
  readonly bet: string;
  readonly amount: number;
  readonly backline: boolean;
  readonly bettor?: string;
}

const KEY = (tableId: string) => `cardroom:last-bets:${tableId}`;

export function loadLastBets(tableId: string): RememberedBet[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY(tableId));
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? (parsed as RememberedBet[]).filter((b) => typeof b?.seat === "number" && typeof b?.bet === "string" && typeof b?.amount === "number") : [];
  } catch {
    return [];
  }
}

function saveLastBets(tableId: string, bets: readonly RememberedBet[]): void {
  try {
    globalThis.sessionStorage?.setItem(KEY(tableId), JSON.stringify(bets));
  } catch {
    // A private window without storage: nothing to repeat next hand.
  }
}

/** The remembered bets that may be placed again now, as place-wager commands. */
export function repeatableBets(
  bets: readonly RememberedBet[],
  now: {
    readonly bettableSeats: readonly number[];
    readonly betIds: readonly string[];
    /** The wagers on the layout now: a remembered bet whose seat already has that bet is not placed again. */
    readonly onLayout?: readonly { readonly seat: number; readonly bet: string; readonly backline?: boolean }[];
  },
): { type: "place-wager"; seat: number; bet: string; amount: number; backline?: true; bettor?: string }[] {
  const placed = new Set((now.onLayout ?? []).map((w) => `${w.seat}:${w.bet}:${w.backline === true}`));
  return bets
    .filter((b) => now.bettableSeats.includes(b.seat) && now.betIds.includes(b.bet) && !placed.has(`${b.seat}:${b.bet}:${b.backline === true}`))
    .map((b) => ({ type: "place-wager" as const, seat: b.seat, bet: b.bet, amount: b.amount, ...(b.backline ? { backline: true as const } : {}), ...(b.backline && b.bettor ? { bettor: b.bettor } : {}) }));
}

/** Remembers the wagers of each hand as its betting closes (the tablet calls it with every view). */
export function useRememberLastBets(view: { readonly tableId: string; readonly handNumber: number; readonly phase: string; readonly wagers?: readonly RememberedBet[] } | null): void {
  const betting = useRef<{ hand: number; bets: readonly RememberedBet[] } | null>(null);
  useEffect(() => {
    if (!view) return;
    const wagers = (view.wagers ?? []).filter((w) => typeof w.amount === "number");
    if (view.phase === "betting") {
      betting.current = { hand: view.handNumber, bets: wagers.map((w) => ({ seat: w.seat, bet: w.bet, amount: w.amount, backline: w.backline === true, ...(w.bettor ? { bettor: w.bettor } : {}) })) };
      return;
    }
    const last = betting.current;
    if (last && last.hand === view.handNumber && last.bets.length > 0 && (view.phase === "dealing" || view.phase === "settling")) {
      saveLastBets(view.tableId, last.bets);
      betting.current = null;
    }
  }, [view]);
}
