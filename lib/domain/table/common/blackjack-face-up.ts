/**
 * A blackjack-style round still in play (No Bust, twenty-one) as the wall shows it
 * (floor-records.ts `faceUp`): the player-dealer's hole card, its second card, is face down until it
 * is turned over (checked for a natural, it stays down). The state the replay reads has it as
 * "face-down" in the round's play (the player-dealer's cards and value, the frame's `holeCard`) and
 * in the corrections of it; the events' words name it nowhere.
 */
import { FACE_DOWN, faceUpCorrection } from "./face-up";
import type { CardStep } from "./card-corrections";

type Play = { readonly playerDealer: readonly string[]; readonly holeCard: string };
type Correction = { readonly index: number; readonly from: string; readonly to: string; readonly reason: string };
type Round = { readonly play: Play | null; readonly steps: readonly CardStep[]; readonly corrections: readonly Correction[] };
type State = { readonly round: Round | null };
type Event = { readonly type: string };

const HOLE = 1;

/** The hole card is on the table face down (dealt, not turned over yet). */
function holeDown(state: State): boolean {
  const play = state.round?.play;
  return !!play && play.playerDealer.length > HOLE && (play.holeCard === "down" || play.holeCard === "checked");
}

/** The hole card's place in the round's dealing order (the card corrections' index); -1 before it is dealt. */
function holeIndex(steps: readonly CardStep[]): number {
  let n = -1;
  for (const step of steps) {
    if (step.kind !== "deal") continue;
    n += 1;
    if (step.faceDown) return n;
  }
  return -1;
}

/** The state with the hole card "face-down" while it is face down on the table (its corrections too). */
export function faceUpBlackjackState<S extends State>(state: S): S {
  const round = state.round;
  if (!round?.play || !holeDown(state)) return state;
  const hole = holeIndex(round.steps);
  const playerDealer = round.play.playerDealer.map((c, i) => (i === HOLE ? FACE_DOWN : c));
  const corrections = round.corrections.map((c) => faceUpCorrection(c, (index) => index === hole));
  return { ...state, round: { ...round, play: { ...round.play, playerDealer }, corrections } };
}

/**
 * The event as its words may tell it while the hole card is face down: a correction of it, or the
 * hole card taken back, without the card. (A step's words read the card from the face-up state.)
 */
export function faceUpBlackjackEvent<E extends Event>(event: E, before: State, after: State): E {
  if (event.type === "CardCorrected") {
    const corrected = event as unknown as E & Correction;
    return faceUpCorrection(corrected, (index) => holeDown(after) && index === holeIndex(after.round?.steps ?? []));
  }
  if (event.type === "CardUndone") {
    const last = before.round?.steps.at(-1);
    const hole = !!last && ((last.kind === "deal" && last.faceDown === true) || last.kind === "check");
    return holeDown(before) && hole ? { ...event, card: FACE_DOWN } : event;
  }
  return event;
}

type Exported = {
  readonly cards: { readonly playerDealer: readonly string[]; readonly dealOrder: readonly { readonly card: string; readonly faceDown: boolean }[] };
  readonly steps: readonly unknown[];
};

/**
 * The export's record of the round in play, made from the face-up state (the player-dealer's cards,
 * the corrections), with the hole card face down where the record reads it from the steps too: its
 * place in the deal order, the step that dealt it and the check that read it.
 */
export function faceUpBlackjackRecord<R extends Exported>(record: R, state: State): R {
  if (!holeDown(state)) return record;
  const hidden = (step: CardStep): CardStep => ((step.kind === "deal" && step.faceDown) || step.kind === "check") && step.card ? { ...step, card: FACE_DOWN } : step;
  return {
    ...record,
    cards: { ...record.cards, dealOrder: record.cards.dealOrder.map((d) => (d.faceDown ? { ...d, card: FACE_DOWN } : d)) },
    steps: (record.steps as readonly CardStep[]).map(hidden),
  };
}
