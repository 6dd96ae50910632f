/**
 * What the wall display says, as pure functions of the display view (and the client clock where a
 * timer is involved), so every wording is tested without a browser.
 */
import type { BaccaratDisplayView } from "@/lib/domain/table/baccarat/views";
import { formatCents } from "@/lib/domain/money";
import { isCard, displayCard, rankOf, suitOf, type SuitedCard } from "@/lib/domain/cards/card";
import { markerLabel, shortHandName } from "@/components/roads/layout";
import { betLimitGroups, type BetLimitGroup } from "@/lib/client/bet-limits";

export const FACE_DOWN = "face-down";

/** Whole seconds left on the betting timer (client clock), never below 0; null without a timer. */
export function secondsLeft(closesAt: number | null, now: number): number | null {
  if (closesAt === null) return null;
  return Math.max(0, Math.ceil((closesAt - now) / 1000));
}

/** "0:45", "1:05". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export type BettingState =
  | { readonly kind: "countdown"; readonly seconds: number; readonly text: string; readonly urgent: boolean }
  | { readonly kind: "open"; readonly text: string }
  | { readonly kind: "closed"; readonly text: string }
  | { readonly kind: "idle"; readonly text: string };

/** The betting timer box: a countdown while betting is open with a timer, "No more bets" at 0 and after. */
export function bettingState(view: Pick<BaccaratDisplayView, "phase" | "bettingClosesAt">, now: number): BettingState {
  if (view.phase === "betting") {
    const left = secondsLeft(view.bettingClosesAt, now);
    if (left === null) return { kind: "open", text: "Place your bets" };
    if (left <= 0) return { kind: "closed", text: "No more bets" };
    return { kind: "countdown", seconds: left, text: clock(left), urgent: left <= 10 };
  }
  if (view.phase === "dealing" || view.phase === "settling") return { kind: "closed", text: "No more bets" };
  return { kind: "idle", text: "Next hand soon" };
}

export interface Banner {
  readonly tone: "warning" | "danger" | "info";
  readonly title: string;
  readonly detail: string;
}

/** Paused, closed, broken game, bank being offered, no player-dealer: the notice across the display. */
export function statusBanner(view: Pick<BaccaratDisplayView, "status" | "rotation" | "phase" | "shoe" | "playerDealer"> & { readonly banking?: "none" }): Banner | null {
  if (view.status === "closed") return { tone: "danger", title: "Table closed", detail: "This table is closed." };
  if (view.status === "paused") return { tone: "warning", title: "Table paused", detail: "Play is paused by the floor supervisor." };
  if (view.phase === "setup") return { tone: "info", title: "Table not open", detail: "This table is being set up." };
  // A game nobody banks (poker) has no bank to offer and records no shoe.
  if (view.banking === "none") return null;
  if (view.rotation.phase === "broken") return { tone: "danger", title: "Game broken", detail: "No player accepted the bank." };
  if (view.phase === "waiting") {
    if (view.rotation.phase === "offering" && view.rotation.offeredTo !== null) {
      return { tone: "info", title: "Bank offered", detail: `The bank is offered to seat ${view.rotation.offeredTo}.` };
    }
    if (view.rotation.phase === "no-bank" || !view.playerDealer) return { tone: "info", title: "Waiting for a player-dealer", detail: "The bank is offered clockwise." };
    if (!view.shoe) return { tone: "info", title: "New shoe", detail: "Shuffling up." };
  }
  return null;
}

/** 1 → "1st", 2 → "2nd". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  const suffix = mod100 >= 11 && mod100 <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

export function bankHandText(bankHand: number | null): string | null {
  return bankHand === null ? null : `${ordinal(bankHand)} bank hand`;
}

export interface ResultText {
  readonly headline: string;
  readonly side: "player" | "banker" | "tie";
  readonly score: string;
  readonly markers: readonly string[];
  readonly natural: boolean;
}

/** "Banker wins 7 to 6", "Tie 5 to 5", with the marker hands named. */
export function resultText(view: Pick<BaccaratDisplayView, "result" | "handNames">): ResultText | null {
  const r = view.result;
  if (!r) return null;
  const name = r.winner === "player" ? view.handNames.player : r.winner === "banker" ? view.handNames.banker : null;
  const headline = name ? `${shortHandName(name)} wins` : "Tie";
  const score = r.winner === "player" ? `${r.playerTotal} to ${r.bankerTotal}` : `${r.bankerTotal} to ${r.playerTotal}`;
  return { headline, side: r.winner, score, markers: r.markers.map(markerLabel), natural: r.natural };
}

const RANK_NAMES: Record<string, string> = { A: "Ace", T: "Ten", J: "Jack", Q: "Queen", K: "King" };
const NUMBER_WORDS = ["", "", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"];
const SUIT_NAMES: Record<string, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

/** "AS" → "Ace of spades"; "face-down" → "Card face down". */
export function cardName(card: string): string {
  if (card === FACE_DOWN || !isCard(card)) return "Card face down";
  if (card === "JK") return "Joker";
  const rank = rankOf(card as SuitedCard);
  const suit = suitOf(card as SuitedCard);
  return `${RANK_NAMES[rank] ?? NUMBER_WORDS[Number(rank)]} of ${SUIT_NAMES[suit]}`;
}

export interface CardFace {
  readonly code: string;
  readonly rank: string;
  readonly suit: string;
  readonly red: boolean;
  readonly name: string;
}

/** A face-up card as drawn; null for "face-down" (drawn as a back, never with a code). */
export function cardFace(card: string): CardFace | null {
  if (card === FACE_DOWN || !isCard(card)) return null;
  const label = displayCard(card);
  if (card === "JK") return { code: card, rank: "JK", suit: "★", red: false, name: "Joker" };
  const suit = label.slice(-1);
  return { code: card, rank: label.slice(0, -1), suit, red: suitOf(card as SuitedCard) === "H" || suitOf(card as SuitedCard) === "D", name: cardName(card) };
}

export interface FeeLine {
  /** Line as posted. */
  readonly text: string;
  /** A tier row ("  $5.00-$50.00: $0.50"), drawn indented as a two-column row. */
  readonly tier: { readonly range: string; readonly fee: string } | null;
}

/** The posted fee lines, tier rows split into range and fee for a tidy table; the wording is kept. */
export function feeLines(posted: readonly string[]): FeeLine[] {
  return posted.map((text) => {
    const m = /^\s+(.+?):\s*(\S.*)$/.exec(text);
    return { text: text.trim(), tier: m && m[1] && m[2] ? { range: m[1], fee: m[2] } : null };
  });
}

/** Fee lines grouped: each line that is not a tier row starts a group with the tier rows under it. */
export function feeSections(lines: readonly FeeLine[]): FeeLine[][] {
  const sections: FeeLine[][] = [];
  for (const line of lines) {
    const current = sections.at(-1);
    if (line.tier && current) current.push(line);
    else sections.push([line]);
  }
  return sections;
}

/** The bets with limits of their own, grouped, for the LIMITS panel (the view carries them). */
export function displayBetLimits(view: Pick<BaccaratDisplayView, "betLimits">): BetLimitGroup[] {
  return betLimitGroups(view.betLimits);
}

export function limitsText(limits: BaccaratDisplayView["limits"]): string {
  return `${formatCents(limits.min)} – ${formatCents(limits.max)}`;
}

export interface ConnectionInput {
  readonly connected: boolean;
  readonly ready: boolean;
  readonly error: { readonly code: string; readonly message: string } | null;
}

export type ConnectionNotice =
  | { readonly kind: "live" }
  | { readonly kind: "connecting"; readonly text: string }
  | { readonly kind: "reconnecting"; readonly text: string }
  | { readonly kind: "blocked"; readonly text: string; readonly pair?: boolean };

/**
 * Live, first connection, reconnecting (a view is on screen, the link dropped: keep showing the
 * last view with a discreet notice), or blocked (this device may not show this table).
 */
export function connectionNotice(state: ConnectionInput | null, tableId: string): ConnectionNotice {
  if (!state) return { kind: "connecting", text: `Connecting to table ${tableId}…` };
  if (state.connected && state.ready) return { kind: "live" };
  const e = state.error;
  if (e?.code === "UNKNOWN_TABLE") return { kind: "blocked", text: `There is no live table "${tableId}".` };
  if (e?.code === "FORBIDDEN") return { kind: "blocked", text: "This screen is paired with another table, or may not show this one." };
  if (e?.code === "CONNECT" && /sign in/i.test(e.message)) return { kind: "blocked", text: "This screen is not paired with a table yet.", pair: true };
  if (state.ready) return { kind: "reconnecting", text: "Reconnecting…" };
  return { kind: "connecting", text: `Connecting to table ${tableId}…` };
}

/** The display's design size. */
export const STAGE = { width: 1920, height: 1080 } as const;

/** The scale that fits the 1920 x 1080 design into a window, keeping its proportions. */
export function stageScale(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 1;
  return Math.min(width / STAGE.width, height / STAGE.height);
}

/** The wall's language: English, or English with Chinese beside it (labels.tsx). */
export type WallLanguage = "en" | "zh";

/** The display page's `labels` option: "zh" for Chinese beside the English words. */
export function wallLanguage(value: string | string[] | undefined): WallLanguage {
  return (Array.isArray(value) ? value[0] : value) === "zh" ? "zh" : "en";
}
