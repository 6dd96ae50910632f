/**
 * Kill pots (Mortimer's Omaha High/Low Split, seed 003 L2834-2835, L2861-2895). The kill button
 * marks the player with a "leg up"; a killed hand is played with a kill blind posted into the pot
 * and the limits doubled (full kill) or one and a half times (half kill). The rules, one by one:
 *
 *  - rule 1 (L2863-2865): a player with a natural kill who wins again kills again, the same amount;
 *  - rule 2 (L2866-2868): a player with a leg up who splits the next pot keeps the leg; a killer who
 *    splits kills again;
 *  - rule 3 (L2869-2871): the kill button is neutral on the first hand, when its holder quits, and
 *    after a split pot neither winner held it;
 *  - rule 4 (L2872-2873): a player who steps away (sits out) keeps the leg;
 *  - rule 5 (L2877-2879): a scooper's next hand is killed only if the pot is at least five times the upper limit;
 *  - rule 6 (L2880-2882): a voluntary killer needs four kill blinds in chips;
 *  - rule 8 (L2887-2889): one kill per hand; a new player dealt into a killed pot kills the next available pot;
 *  - rule 9 (L2890-2892): a required kill is posted even by a player who sits out or quits; a player who
 *    does not post it plays no more until it is posted.
 * How a leg is earned is not filed: a scoop (the whole pot, high and low, or high with no low) is a
 * leg, and the trigger option says whether one scoop or a second one with a leg up kills.
 */
import { formatCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import type { KillRules } from "./game-config";

export interface KillHolder {
  readonly seat: SeatNumber;
  readonly player: string | null;
}

/** Why the next hand must be killed. */
export type KillReason =
  /** Rule 5 with the two-legs trigger: a qualifying scoop with a leg up. */
  | "second-leg"
  /** Rule 5 with the scoop trigger. */
  | "scoop"
  /** Rule 1: the natural killer won again. */
  | "won-again"
  /** Rule 2: the natural killer split the pot. */
  | "split-again";

export interface OwedKill extends KillHolder {
  /** "new-player": dealt into a killed pot, kills the next available one (rule 8); "not-posted": plays no more until posted (rule 9). */
  readonly reason: "new-player" | "not-posted";
}

export interface KillState {
  /** The kill button: the player with a leg up, or null when neutral. */
  readonly button: KillHolder | null;
  /** The next hand's natural kill. */
  readonly next: (KillHolder & { readonly reason: KillReason }) | null;
  /** Kills owed, first owed first. */
  readonly owed: readonly OwedKill[];
}

/** Rule 3a: the first hand of a new game has a neutral kill button. */
export const NEW_GAME_KILL: KillState = { button: null, next: null, owed: [] };

/** A hand's kill as posted. */
export interface HandKill extends KillHolder {
  readonly kind: "natural" | "owed" | "voluntary";
  readonly reason: KillReason | OwedKill["reason"] | "voluntary";
  readonly cents: Cents;
}

/** The winners of a hand as the kill rules need them: seats that took any part of any pot. */
export interface KillOutcome {
  readonly winners: readonly SeatNumber[];
  /** The pot was at least `scoopPotUpperLimits` upper limits; null when not known. */
  readonly potQualifies: boolean | null;
}

function scooperOf(outcome: KillOutcome): SeatNumber | null {
  const distinct = [...new Set(outcome.winners)];
  return distinct.length === 1 ? distinct[0]! : null;
}

/** Whether the pot's size decides the next kill: a scoop that could kill. The tablet then asks for the pot. */
export function potSizeDecides(rules: KillRules, state: KillState, hand: HandKill | null, winners: readonly SeatNumber[]): boolean {
  const scooper = scooperOf({ winners, potQualifies: null });
  if (scooper === null) return false;
  if (rules.trigger === "scoop") return true;
  if (hand?.kind === "natural" && hand.seat === scooper) return true;
  return state.button?.seat === scooper;
}

/** The kill state after a hand is won. `players` names the seats (null where unnamed). */
export function killAfterHand(
  rules: KillRules,
  state: KillState,
  hand: HandKill | null,
  outcome: KillOutcome,
  playerAt: (seat: SeatNumber) => string | null,
): KillState {
  const scooper = scooperOf(outcome);
  const killer = hand?.kind === "natural" ? hand.seat : null;
  const holder = (seat: SeatNumber): KillHolder => ({ seat, player: playerAt(seat) });
  if (scooper !== null) {
    const qualifies = outcome.potQualifies === true;
    if (killer === scooper) return { ...state, button: holder(scooper), next: qualifies ? { ...holder(scooper), reason: "won-again" } : null };
    if (rules.trigger === "scoop") return { ...state, button: holder(scooper), next: qualifies ? { ...holder(scooper), reason: "scoop" } : null };
    const legUp = state.button?.seat === scooper;
    return { ...state, button: holder(scooper), next: legUp && qualifies ? { ...holder(scooper), reason: "second-leg" } : null };
  }
  // A split pot (rule 2, rule 3c).
  const next = killer !== null && outcome.winners.includes(killer) ? { ...holder(killer), reason: "split-again" as const } : null;
  const keeps = state.button !== null && outcome.winners.includes(state.button.seat);
  return { ...state, button: keeps ? state.button : null, next };
}

/** A player quits (the seat is emptied): rule 3b makes the kill button neutral if it was theirs. */
export function killAfterLeaving(state: KillState, seat: SeatNumber): KillState {
  return state.button?.seat === seat ? { ...state, button: null } : state;
}

/** Rule 6: the chips a voluntary killer must have. */
export function voluntaryKillStack(rules: KillRules, killBlindCents: Cents): Cents {
  return rules.voluntaryStackKillBlinds * killBlindCents;
}

/** "Seat 4 kills this hand: post $6.00, limits doubled" for the dealer and the wall. */
export function describeKill(rules: KillRules, kill: KillHolder & { readonly reason: string }, cents: Cents): string {
  const why: Record<string, string> = {
    "second-leg": "won a second pot in a row",
    scoop: "scooped the last pot",
    "won-again": "killed and won again",
    "split-again": "killed and split the pot",
    "new-player": "was dealt into a killed pot",
    "not-posted": "owes a kill",
    voluntary: "kills voluntarily",
  };
  const limits = rules.size === "full" ? "limits doubled" : "limits one and a half times";
  return `Seat ${kill.seat} kills (${why[kill.reason] ?? kill.reason}): kill blind ${formatCents(cents)}, ${limits}`;
}
