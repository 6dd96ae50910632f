/**
 * The No Bust dealer tablet's wording and step logic, as pure functions of the dealer view, so
 * the screen says the same thing everywhere and tests check it without a browser.
 */
import type { NoBustDealerView, NoBustHandView } from "@/lib/domain/table/no-bust/views";
import type { CompletedHand } from "@/lib/domain/table/no-bust/state";
import { isNoBustGameId, noBustGame, type DecisionKind } from "@/lib/domain/no-bust";
import { dollars } from "@/lib/client/dollars";
import { betName, seatName, type WalkLine } from "../format";
import type { DealerCommand } from "../context";

export type NoBustStepKind = "command" | "seat" | "offer" | "post-bank" | "start-shoe" | "card" | "hole" | "insurance" | "decide" | "info";

/** Which kind of step the server's next action is during a round (between rounds the shared setup steps apply). */
export function roundStepKind(view: Pick<NoBustDealerView, "status" | "phase" | "next">): NoBustStepKind {
  const next = view.next;
  if (view.status !== "open") return "info";
  if (next.command) return "command";
  if (view.phase === "dealing") {
    if (next.card) return "card";
    if (next.insurance?.length) return "insurance";
    if (next.decide) return "decide";
    if (next.holeCardNeeded) return "hole";
  }
  return "info";
}

/** The hole-card step due: checking it for a Natural (before the players act) or turning it over (after). */
export function holeCommand(next: NoBustDealerView["next"]): "check-hole-card" | "expose-hole-card" {
  if (next.command === "check-hole-card" || next.command === "expose-hole-card") return next.command;
  return /^check/i.test(next.label) ? "check-hole-card" : "expose-hole-card";
}

/** The command the big button sends for the server's next action. */
export function bigCommand(view: Pick<NoBustDealerView, "next" | "settlement">): DealerCommand | null {
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
export function bigLabel(view: Pick<NoBustDealerView, "next" | "settlement" | "players" | "bets" | "family">): string {
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

/** "Hard 17", "Soft 20", "Natural", "Joker hand". */
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
];

/** The decision a desktop key gives (H hit, S stand, D double, P split, R surrender), when allowed. */
export function decisionForKey(key: string, allowed: readonly DecisionKind[]): DecisionKind | null {
  const d = DECISIONS.find((x) => x.key === key.toLowerCase());
  return d && allowed.includes(d.kind) ? d.kind : null;
}

/** The game as filed, for what the view does not carry: jokers in the shoe, doubling for less. */
export function gameFacts(gameId: string): { readonly jokers: boolean; readonly doubleForLess: boolean } {
  if (!isNoBustGameId(gameId)) return { jokers: false, doubleForLess: false };
  const game = noBustGame(gameId);
  return { jokers: game.jokersPerDeck > 0, doubleForLess: game.double.amount === "up-to-wager" };
}

/** One hand on the tablet, in the round or from the last one. */
export type TabletHand = Pick<NoBustHandView, "seat" | "hand" | "cards" | "value" | "doubled" | "surrendered" | "outcome"> & { readonly stood?: boolean };

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

export const OUTCOME_WORD: Readonly<Record<CompletedHand["outcome"], string>> = { win: "Wins", lose: "Loses", push: "Push" };

/** The seated player's wager on a bet at a seat (backline bettors apart). */
export function seatedWager(view: Pick<NoBustDealerView, "wagers">, seat: number, bet: "main" | "buster"): number {
  return view.wagers.filter((w) => w.seat === seat && w.bet === bet && !w.backline).reduce((s, w) => s + w.amount, 0);
}

export interface InsuranceCheck {
  readonly ok: boolean;
  readonly cents: number | null;
  readonly message: string;
}

/** Insurance as the dealer types it: more than nothing, at most half the game wager. */
export function checkInsurance(cents: number | null, text: string, max: number): InsuranceCheck {
  if (text.trim() === "") return { ok: false, cents: null, message: `Up to ${dollars(max)}, half the game wager.` };
  if (cents === null) return { ok: false, cents: null, message: "Type dollars and cents, e.g. 5 or 2.50." };
  if (cents <= 0) return { ok: false, cents, message: "To decline, tap Declines." };
  if (cents > max) return { ok: false, cents, message: `At most ${dollars(max)}: half the game wager.` };
  return { ok: true, cents, message: `Insure ${dollars(cents)}: pays 2 to 1 on a player-dealer Natural.` };
}
