/**
 * The twenty-one dealer tablet's wording and step logic (Pure 21.5, Pure Spanish 21.5, Blackjack
 * X), as pure functions of the dealer view, so the screen says the same thing everywhere and tests
 * check it without a browser.
 */
import type { Rank } from "@/lib/client/card-entry";
import { RANKS } from "@/lib/client/card-entry";
import { dollars } from "@/lib/client/dollars";
import { markOf } from "@/lib/domain/cards/marked-deck";
import type { Card } from "@/lib/domain/cards/card";
import { isTwentyOneGameId, twentyOneGame, type DecisionKind } from "@/lib/domain/twenty-one";
import type { TwentyOneDealerView } from "@/lib/domain/table/twenty-one/views";
import { betName, seatName, type WalkLine } from "../format";
import type { DealerCommand } from "../context";

export type TwentyOneStepKind = "command" | "seat" | "offer" | "post-bank" | "start-shoe" | "card" | "hole" | "insurance" | "surrender" | "decide" | "info";

/** Which kind of step the server's next action is during a round (between rounds the shared setup steps apply). */
export function roundStepKind(view: Pick<TwentyOneDealerView, "status" | "phase" | "next">): TwentyOneStepKind {
  const next = view.next;
  if (view.status !== "open") return "info";
  if (next.command) return "command";
  if (view.phase === "dealing") {
    if (next.card) return "card";
    if (next.insurance?.length) return "insurance";
    if (next.surrender?.length) return "surrender";
    if (next.decide) return "decide";
    if (next.holeCardNeeded) return "hole";
  }
  return "info";
}

/** The hole-card step due: checking it for a natural (before the players act) or turning it over (after). */
export function holeCommand(next: TwentyOneDealerView["next"]): "check-hole-card" | "expose-hole-card" {
  if (next.command === "check-hole-card" || next.command === "expose-hole-card") return next.command;
  return /^check/i.test(next.label) ? "check-hole-card" : "expose-hole-card";
}

/** The command the big button sends for the server's next action. */
export function bigCommand(view: Pick<TwentyOneDealerView, "next" | "settlement">): DealerCommand | null {
  const c = view.next.command;
  if (!c) return null;
  if (c === "advance-settlement") return { type: c, through: (view.settlement?.settledLines ?? 0) + 1 };
  return { type: c };
}

function verb(line: WalkLine): string {
  switch (line.action) {
    case "pay":
      return `Pay ${dollars(line.amount)} to`;
    case "partial-pay":
      return `Pay only ${dollars(line.amount)} (bank short) to`;
    case "collect":
      return `Collect ${dollars(line.amount)} from`;
    case "partial-collect":
      return `Collect only ${dollars(line.amount)} from`;
    case "push":
      return `Push: return ${dollars(line.returned)} to`;
    case "return":
      return `Bank exhausted: return ${dollars(line.returned)} to`;
  }
}

/** The big button's words: the server's label, except along the settlement walk, where the line is named in full. */
export function bigLabel(view: Pick<TwentyOneDealerView, "next" | "settlement" | "players" | "bets" | "family">): string {
  const s = view.settlement;
  if (view.next.command === "advance-settlement" && s) {
    const line = s.lines[s.settledLines];
    if (line) {
      const who = line.backline ? `seat ${line.seat} backline${line.bettor ? ` (${line.bettor})` : ""}` : seatName(view, line.seat);
      return `${verb(line)} ${who}: ${betName(view, line.bet)}`;
    }
  }
  return view.next.label;
}

/** "Hard 17", "Pure 21.5 Blackjack", "Frozen 25"; "—" before a card. */
export function valueText(value: string | null): string {
  if (!value) return "—";
  return value[0]!.toUpperCase() + value.slice(1);
}

/** "Seat 4" for a seat's only hand, "Seat 4 · hand 2" once it has split. */
export function handTitle(seat: number, hand: number, hands: number): string {
  return hands > 1 ? `Seat ${seat} · hand ${hand + 1}` : `Seat ${seat}`;
}

export const DECISIONS: readonly { readonly kind: DecisionKind; readonly word: string; readonly key: string }[] = [
  { kind: "hit", word: "Hit", key: "h" },
  { kind: "stand", word: "Stand", key: "s" },
  { kind: "double", word: "Double", key: "d" },
  { kind: "split", word: "Split", key: "p" },
  { kind: "surrender", word: "Surrender", key: "r" },
  { kind: "rescue", word: "Rescue", key: "e" },
];

/** The decision a desktop key gives (H hit, S stand, D double, P split, R surrender, E rescue), when allowed. */
export function decisionForKey(key: string, allowed: readonly DecisionKind[]): DecisionKind | null {
  const d = DECISIONS.find((x) => x.key === key.toLowerCase());
  return d && allowed.includes(d.kind) ? d.kind : null;
}

/** The decision button's words: a double names its amount ("Double $20.00"); a second double is the double-double down. */
export function decisionWord(kind: DecisionKind, decide: NonNullable<TwentyOneDealerView["next"]["decide"]>, doubled: boolean): string {
  if (kind === "double" && decide.double) return `${doubled ? "Double again" : "Double"} ${dollars(decide.double.full)}`;
  if (kind === "rescue") return "Rescue (take back the last double)";
  return DECISIONS.find((d) => d.kind === kind)?.word ?? kind;
}

/** The ranks the game's deck holds, for the card pad: Pure Spanish 21.5 has no tens (seed 004 L622). */
export function deckRanks(gameId: string): readonly Rank[] {
  if (!isTwentyOneGameId(gameId)) return RANKS;
  const removed = twentyOneGame(gameId).deck.removedRanks as readonly string[];
  return RANKS.filter((r) => !removed.includes(r));
}

/** The mark a card carries in the game's deck ("Bonus", "x"), or null. */
export function cardMark(gameId: string, card: string): string | null {
  if (!isTwentyOneGameId(gameId) || card === "face-down") return null;
  try {
    return markOf(twentyOneGame(gameId).deck, card as Card);
  } catch {
    return null;
  }
}

/** One hand on the tablet, in the round or from the last one. */
export interface TabletHand {
  readonly seat: number;
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string | null;
  readonly doubles: readonly number[];
  readonly surrendered: boolean;
  readonly rescued: boolean;
  readonly stood?: boolean;
  readonly outcome: "win" | "lose" | "push" | null;
}

/** The hands grouped by seat, in playing order, split hands left to right. */
export function handsBySeat<H extends { readonly seat: number; readonly hand: number }>(hands: readonly H[]): { seat: number; hands: H[] }[] {
  const seats: { seat: number; hands: H[] }[] = [];
  for (const h of hands) {
    const group = seats.find((s) => s.seat === h.seat);
    if (group) group.hands.push(h);
    else seats.push({ seat: h.seat, hands: [h] });
  }
  for (const s of seats) s.hands.sort((a, b) => a.hand - b.hand);
  return seats;
}

export const OUTCOME_WORD: Readonly<Record<"win" | "lose" | "push", string>> = { win: "Wins", lose: "Loses", push: "Push" };

/** The seated player's wager on a bet at a seat (backline bettors apart). */
export function seatedWager(view: Pick<TwentyOneDealerView, "wagers">, seat: number, bet: "main" | "buster" | "match"): number {
  return view.wagers.filter((w) => w.seat === seat && w.bet === bet && !w.backline).reduce((s, w) => s + w.amount, 0);
}

export interface InsuranceCheck {
  readonly ok: boolean;
  readonly cents: number | null;
  readonly message: string;
}

/** Insurance as the dealer types it: from the least the game takes (Blackjack X: 1%) to half the game wager. */
export function checkInsurance(cents: number | null, text: string, min: number, max: number): InsuranceCheck {
  if (text.trim() === "") return { ok: false, cents: null, message: min > 1 ? `${dollars(min)} to ${dollars(max)}: 1% to half the game wager.` : `Up to ${dollars(max)}: half the game wager.` };
  if (cents === null) return { ok: false, cents: null, message: "Type dollars and cents, e.g. 5 or 2.50." };
  if (cents <= 0) return { ok: false, cents, message: "To decline, tap Declines." };
  if (cents < min) return { ok: false, cents, message: `At least ${dollars(min)}: 1% of the game wager.` };
  if (cents > max) return { ok: false, cents, message: `At most ${dollars(max)}: half the game wager.` };
  return { ok: true, cents, message: `Insure ${dollars(cents)} against a player-dealer natural.` };
}
