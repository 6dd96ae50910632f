/**
 * A Three Card Poker round still in play as the wall shows it (floor-records.ts `faceUp`): each
 * player's stack is face down until the hand is turned over, the player-dealer's but its up card
 * (the first) likewise. The state the replay reads has those cards "face-down" (the frame's
 * recorded cards, the corrections of them), and the events' words name none of them.
 */
import { FACE_DOWN, nextStep, type RoundState } from "../../three-card-poker";
import { faceUpCorrection, withTablesNext } from "../common/face-up";
import type { FaceUpRecords } from "../common/floor-records";
import type { ThreeCardPokerTableEvent } from "./events";
import { describeThreeCardPokerEvent, exportedThreeCardPokerRound, threeCardPokerFrame, type ExportedThreeCardPokerRound, type ThreeCardPokerReplayFrame } from "./floor";
import type { ThreeCardPokerTableState } from "./state";

/** The round's play with every card not turned over "face-down". */
function faceUpPlay(play: RoundState): RoundState {
  const pd = play.playerDealer;
  return {
    ...play,
    hands: play.hands.map((h) => (h.revealed ? h : { ...h, cards: h.cards.map(() => FACE_DOWN) })),
    playerDealer: pd.revealed ? pd : { ...pd, cards: pd.cards.map((c, i) => (i === 0 ? c : FACE_DOWN)) },
  };
}

/** Which cards, in dealing order (the corrections' index: the hands', then the player-dealer's), are face down. */
function hiddenAt(play: RoundState | null | undefined): (index: number) => boolean {
  if (!play) return () => false;
  const shown = faceUpPlay(play);
  const order = [...shown.hands.flatMap((h) => h.cards), ...shown.playerDealer.cards];
  return (index) => order[index] === FACE_DOWN;
}

export function faceUpThreeCardPokerState(state: ThreeCardPokerTableState): ThreeCardPokerTableState {
  const round = state.round;
  if (!round?.play) return state;
  return { ...state, round: { ...round, play: faceUpPlay(round.play), corrections: round.corrections.map((c) => faceUpCorrection(c, hiddenAt(round.play))) } };
}

/** The cards of the stack dealt last in `play` as the wall shows them (the player-dealer's is dealt last). */
function lastStack(play: RoundState): readonly string[] {
  const shown = faceUpPlay(play);
  if (shown.playerDealer.cards.length > 0) return shown.playerDealer.cards;
  return [...shown.hands].reverse().find((h) => h.cards.length > 0)?.cards ?? [];
}

function faceUpEvent(event: ThreeCardPokerTableEvent, before: ThreeCardPokerTableState, after: ThreeCardPokerTableState): ThreeCardPokerTableEvent {
  switch (event.type) {
    case "StepTaken": {
      const step = event.step;
      const play = after.round?.play;
      if (step.kind !== "deal-stack" || !play || !before.round?.play || nextStep(before.round.play).kind !== "deal-stack") return event;
      return { ...event, step: { ...step, cards: lastStack(play) } };
    }
    case "CardsUndone": {
      const last = before.round?.steps.at(-1);
      return last?.kind === "deal-stack" && before.round?.play ? { ...event, cards: lastStack(before.round.play) } : event;
    }
    case "CardCorrected":
      return faceUpCorrection(event, hiddenAt(after.round?.play));
    default:
      return event;
  }
}

/**
 * The export's record of the round in play, made from the face-up state, with each stack's step as
 * the record's stack (its cards as the wall shows them; all face down where the steps could not be read).
 */
function faceUpRecord(state: ThreeCardPokerTableState & { readonly round: NonNullable<ThreeCardPokerTableState["round"]>; readonly settings: NonNullable<ThreeCardPokerTableState["settings"]> }, openedAt: Date): ExportedThreeCardPokerRound {
  const record = exportedThreeCardPokerRound(faceUpThreeCardPokerState(state).round!, state.settings, openedAt);
  if (!state.round.play) return record;
  let stack = 0;
  const steps = state.round.steps.map((step) => (step.kind === "deal-stack" ? { ...step, cards: record.cards.stacks[stack++]?.cards ?? step.cards.map(() => FACE_DOWN) } : step));
  return { ...record, steps };
}

export const threeCardPokerFaceUp: FaceUpRecords<ThreeCardPokerTableState, ThreeCardPokerTableEvent, ThreeCardPokerReplayFrame, ExportedThreeCardPokerRound> = {
  exportRound: faceUpRecord,
  frame: (state) => withTablesNext(threeCardPokerFrame(faceUpThreeCardPokerState(state)), () => threeCardPokerFrame(state)),
  describe: (event, before, after, staff) => describeThreeCardPokerEvent(faceUpEvent(event, before, after), faceUpThreeCardPokerState(before), faceUpThreeCardPokerState(after), staff),
};
