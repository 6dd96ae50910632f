/**
 * What the dealer does next at a poker table, and the same in words for the tablet. Every step is
 * checked against the rules when it is applied; this says which one the hand is waiting for.
 */
import { formatCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { dropFor, isTimeOption } from "./drop";
import { dealPlan, describeRequiredKill, dropDue, type DealPlan } from "./hand";
import { PokerRefusal } from "./refusal";
import { handInPlay, type PokerTableState } from "./table-state";

export type PokerNextStep =
  | { readonly kind: "seat-players" }
  | { readonly kind: "start-clock"; readonly perHalfHourCents: Cents }
  | { readonly kind: "draw-for-button"; readonly seats: readonly SeatNumber[]; readonly tie: boolean }
  | { readonly kind: "deal"; readonly plan: DealPlan; readonly words: string }
  /** After the deal: the flop came, or everyone folded to one player. */
  | { readonly kind: "flop-or-winner"; readonly dropTable: boolean; readonly killer: SeatNumber | null }
  | { readonly kind: "take-drop"; readonly players: number; readonly cents: Cents; readonly text: string }
  | { readonly kind: "award"; readonly hiLo: boolean };

function timeRate(state: PokerTableState): Cents | null {
  const t = state.option.collections.find((c) => c.kind === "time");
  return t?.kind === "time" ? t.perPlayerPerHalfHour : null;
}

function dealWords(state: PokerTableState, plan: DealPlan): string {
  const p = plan.positions;
  const { blinds } = state.config.stakes;
  const button = p.buttonDead ? `dead button at seat ${p.button}` : `button seat ${p.button}`;
  const small = p.smallBlindPosted ? `small blind seat ${p.smallBlindSeat} (${formatCents(blinds.small)})` : "no small blind (dead)";
  const parts = [`Hand ${plan.number}: ${button}, ${small}, big blind seat ${p.bigBlind} (${formatCents(blinds.big)})`, `deal ${plan.dealtIn.length} players: seats ${plan.dealtIn.join(", ")}`];
  if (plan.requiredKill !== null) parts.push(describeRequiredKill(state, plan.requiredKill));
  return parts.join("; ");
}

export function pokerNextStep(state: PokerTableState): PokerNextStep {
  const hand = handInPlay(state);
  if (hand === null) {
    const rate = timeRate(state);
    if (rate !== null && (state.clock === null || state.clock.stoppedAt !== null)) return { kind: "start-clock", perHalfHourCents: rate };
    const seated = state.seats.filter((s) => s.status === "seated").map((s) => s.seat);
    if (state.lastPositions === null && state.buttonDraw?.winner == null) {
      if (seated.length < 2 && state.buttonDraw === null) return { kind: "seat-players" };
      const seats = state.buttonDraw?.seats ?? seated;
      return { kind: "draw-for-button", seats, tie: (state.buttonDraw?.rounds.length ?? 0) > 0 };
    }
    try {
      const plan = dealPlan(state);
      return { kind: "deal", plan, words: dealWords(state, plan) };
    } catch (error) {
      if (error instanceof PokerRefusal) return { kind: "seat-players" };
      throw error;
    }
  }
  const due = dropDue(state);
  if (due !== null) {
    const drop = dropFor(state.game, state.option, { players: due.players, flop: true, potCents: null });
    return { kind: "take-drop", players: due.players, cents: drop.cents, text: drop.text };
  }
  if (hand.flop === null) return { kind: "flop-or-winner", dropTable: !isTimeOption(state.option), killer: hand.kill?.seat ?? null };
  return { kind: "award", hiLo: state.game.split === "high-low-eight-or-better" };
}

/** The next step as the tablet says it. */
export function describeNextStep(next: PokerNextStep): string {
  switch (next.kind) {
    case "seat-players":
      return "Seat at least two players";
    case "start-clock":
      return `Start the time clock: ${formatCents(next.perHalfHourCents)} per player per half hour`;
    case "draw-for-button":
      return next.tie
        ? `Tied for the button: deal another card face up to seats ${next.seats.join(", ")}`
        : `Deal one card face up to seats ${next.seats.join(", ")}: the highest card takes the button`;
    case "deal":
      return next.words;
    case "flop-or-winner": {
      // "In a kill pot, the killer acts last on the first betting round" (seed 003 L2893-2895).
      const killer = next.killer === null ? "" : `Seat ${next.killer} killed the pot and acts last before the flop. `;
      return killer + (next.dropTable ? "Tap Flop when the flop is dealt, or the winner if everyone folded" : "Tap the winner");
    }
    case "take-drop":
      return `Take the drop from the pot: ${formatCents(next.cents)} (${next.players} players)`;
    case "award":
      return next.hiLo ? "Tap the high winner and the low winner (or no low)" : "Tap the winner";
  }
}
