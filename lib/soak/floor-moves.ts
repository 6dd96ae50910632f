/**
 * What the soak run's floor does to a table beside its dealer (issue 31): a supervisor's
 * corrections (voids, misdeals, reopened betting, a card, a decision, a hand, a tile or an award
 * corrected) and seating changes between rounds (a player leaves, a new one sits down). Read from
 * the table's view as the tablets see it; pure, the randomness injected, so a run replays from its
 * seed. A move the table refuses (the wrong moment, a card the shoe does not allow) is counted by
 * its code, as a supervisor's refused tap would be: the moves aim at the right moments, not always.
 */
import type { AutoplayRandom } from "../domain/table/common/autoplay";
import { decisionToAmend } from "../domain/table/common/decision-correction-kit";
import type { RecordedDecisionView } from "../domain/table/common/views";
import type { GameFamily } from "../domain/table/families";
import type { Command } from "./resend";

/** The loose view the moves read: the parts every family's view has, and the few some have. */
export interface FloorView {
  readonly status?: string;
  readonly phase?: string;
  readonly players: readonly { readonly seat: number; readonly name: string | null }[];
  readonly seats?: readonly { readonly seat: number }[];
  readonly playerDealer?: { readonly seat: number } | null;
  readonly wagers?: readonly { readonly seat: number }[];
  /** Decisions recorded this round (the blackjack families). */
  readonly decisions?: readonly RecordedDecisionView[];
  /** Poker: the hand in play, and whether the floor may still correct the last hand's winners. */
  readonly hand?: { readonly dealtIn: readonly number[] } | null;
  readonly correctable?: boolean;
}

/** A correction's kind, as the result counts them. */
export type CorrectionKind =
  | "void-round"
  | "declare-misdeal"
  | "reopen-betting"
  | "correct-card"
  | "correct-decision"
  | "correct-hand"
  | "correct-tile"
  | "correct-award";

const RANKS = "A23456789TJQK";
const SUITS = "SHDC";
/** The correction each family's floor may make beside void, misdeal and reopened betting. */
const OWN: Record<GameFamily, readonly CorrectionKind[]> = {
  baccarat: ["correct-card"],
  "twenty-one": ["correct-card", "correct-decision"],
  "no-bust": ["correct-card", "correct-decision"],
  "three-card-poker": ["correct-card", "correct-decision"],
  "pai-gow-poker": ["correct-hand"],
  "pai-gow-tiles": ["correct-tile"],
  poker: [],
};

const pickOf = <T>(random: AutoplayRandom, items: readonly T[]): T => items[random.int(items.length)]!;
const seatedOf = (view: FloorView) => view.players.filter((p) => p.name !== null).map((p) => p.seat);
const card = (random: AutoplayRandom) => `${RANKS[random.int(RANKS.length)]}${SUITS[random.int(SUITS.length)]}`;
const tile = (random: AutoplayRandom) => `${1 + random.int(6)}-${1 + random.int(6)}`;

/**
 * A correction the floor makes now, or null when the table is between rounds with nothing to
 * correct (or paused, or closed). Voids are the rarer choice: a night has few.
 */
export function correctionFor(family: GameFamily, view: FloorView, random: AutoplayRandom): { kind: CorrectionKind; command: Command } | null {
  if (view.status === "closed" || view.status === "paused") return null;
  const reason = "Soak run: the floor's correction";
  if (family === "poker") {
    if (view.hand) {
      // A hand in play: dealt again (poker's misdeal is a hand step the floor may take) or voided.
      return random.int(3) === 0 ? { kind: "void-round", command: { type: "void-round", reason } } : { kind: "declare-misdeal", command: { type: "misdeal" } };
    }
    if (!view.correctable) return null;
    const seats = seatedOf(view);
    if (seats.length === 0) return null;
    return { kind: "correct-award", command: { type: "correct-award", pots: [{ high: [pickOf(random, seats)] }], reason } };
  }
  const phase = view.phase;
  if (phase === undefined || phase === "waiting" || phase === "setup") return null;
  if (phase === "betting") return random.int(4) === 0 ? { kind: "void-round", command: { type: "void-round", reason } } : null;
  const kinds: CorrectionKind[] = phase === "dealing" ? ["declare-misdeal", "reopen-betting", ...OWN[family], ...OWN[family]] : [...OWN[family]];
  if (random.int(6) === 0) kinds.push("void-round");
  if (kinds.length === 0) return null;
  const kind = pickOf(random, kinds);
  switch (kind) {
    case "void-round":
    case "declare-misdeal":
    case "reopen-betting":
      return { kind, command: { type: kind, reason } };
    case "correct-card":
      return { kind, command: { type: kind, index: random.int(4), card: card(random), reason } };
    case "correct-tile":
      return { kind, command: { type: kind, index: random.int(4), tile: tile(random), reason } };
    case "correct-decision": {
      // One of the decisions the view offers to amend, to another the rules allowed then.
      const amend = decisionToAmend(view.decisions ?? [], (n) => random.int(n));
      return amend ? { kind, command: { type: kind, index: amend.index, decision: amend.to, reason } } : null;
    }
    case "correct-hand": {
      const seats = (view.wagers ?? []).map((w) => w.seat);
      if (seats.length === 0) return null;
      return { kind, command: { type: kind, seat: pickOf(random, seats), split: "house-way", reason } };
    }
    case "correct-award":
      return null;
  }
}

/**
 * A seating change between rounds: a seated player (never the player-dealer) leaves, or a new
 * player sits in a free seat. Null during a round. The dealer's driver seats players again up to
 * its count, so a table emptied by leavers fills again.
 */
export function seatingChangeFor(view: FloorView, random: AutoplayRandom, guest: number): { kind: "leave" | "sit"; command: Command } | null {
  if (view.status === "closed" || view.status === "paused") return null;
  if (view.hand) return null;
  if (view.phase !== undefined && view.phase !== "waiting" && view.phase !== "setup") return null;
  const seated = seatedOf(view);
  const pd = view.playerDealer?.seat ?? null;
  const leavers = seated.filter((s) => s !== pd);
  const count = view.seats?.length ?? view.players.length;
  const free = Array.from({ length: count }, (_, i) => i + 1).filter((s) => !seated.includes(s));
  const leave = leavers.length > 0 && (free.length === 0 || random.int(2) === 0);
  if (leave) return { kind: "leave", command: { type: "unseat-player", seat: pickOf(random, leavers) } };
  if (free.length === 0) return null;
  return { kind: "sit", command: { type: "seat-player", seat: pickOf(random, free), name: `Guest ${guest}` } };
}

/**
 * Betting closed by mistake: right after the dealer's close of betting is accepted, now and then
 * (one in `odds`), the floor reopens it before any card (the fees fixed at the close are reversed).
 */
export function reopenAfter(family: GameFamily, acceptedType: string, random: AutoplayRandom, odds: number): { kind: CorrectionKind; command: Command } | null {
  if (family === "poker" || acceptedType !== "close-betting" || random.int(odds) !== 0) return null;
  return { kind: "reopen-betting", command: { type: "reopen-betting", reason: "Soak run: betting closed by mistake" } };
}
