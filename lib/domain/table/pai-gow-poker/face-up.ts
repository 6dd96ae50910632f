/**
 * A pai gow poker round still in play as the wall shows it (floor-records.ts `faceUp`): a seat's
 * seven cards and its hand as set are face down until the table turns them over (the wall's part
 * of the frame, `table`, says which: the player-dealer's once set, a seat's once the hands are
 * compared or its cards shown), even when the system knows them (the server's piles). The frame
 * shows those cards "face-down" (a hand's name too); the words are made from the state with them
 * unknown, so they say a seat set its hand and neither its cards nor the hand's name.
 */
import { isComplete, type RoundState } from "../../pai-gow-poker";
import { FACE_DOWN, REASON_WHEN_OVER } from "../common/face-up";
import type { FaceUpRecords } from "../common/floor-records";
import { STAFF_ID_AS_IS } from "../common/floor-words";
import type { PaiGowTableEvent } from "./events";
import { describePaiGowEvent, exportedPaiGowRound, paiGowFrame, type ExportedPaiGowRound, type PaiGowReplayFrame } from "./floor";
import type { PaiGowTableState } from "./state";

type Card = NonNullable<RoundState["playerDealer"]["cards"]>[number];
const DOWN = FACE_DOWN as unknown as Card;
const down = (cards: readonly Card[] | readonly string[] | null) => (cards ? cards.map(() => DOWN) : null);

/** Which seats' hands the wall's part of the frame shows (the player-dealer's as "player-dealer"). */
function shownSeats(frame: PaiGowReplayFrame): Set<number | "player-dealer"> {
  const table = frame.table;
  const shown = new Set<number | "player-dealer">((table?.seats ?? []).filter((s) => s.kind !== "face-down").map((s) => s.seat));
  if (table?.playerDealer != null) shown.add("player-dealer");
  return shown;
}

/** Whose hand a step sets or turns over: a seat's, or the player-dealer's. */
function handOf(step: { readonly kind: string }): number | "player-dealer" | null {
  if (step.kind === "expose-player-dealer") return "player-dealer";
  const seat = (step as { readonly seat?: unknown }).seat;
  return typeof seat === "number" ? seat : null;
}

/** The frame with every card the wall's part of it (`table`) does not show face down; a correction of a hand face down keeps its cards and reason back. */
function faceUpFrame(frame: PaiGowReplayFrame | null, state: PaiGowTableState): PaiGowReplayFrame | null {
  if (!frame || frame.result) return frame;
  const shown = shownSeats(frame);
  const steps = state.round?.steps ?? [];
  const correctionDown = (index: number) => {
    const step = steps[index];
    const whose = step ? handOf(step) : null;
    return whose === null || !shown.has(whose);
  };
  return {
    ...frame,
    hands: frame.hands.map((h) =>
      shown.has(h.seat) ? h : { ...h, cards: down(h.cards), recorded: down(h.recorded), set: h.set ? { ...h.set, high: down(h.set.high)!, low: down(h.set.low)!, highName: "face down", lowName: "face down" } : null },
    ),
    playerDealerCards: shown.has("player-dealer") ? frame.playerDealerCards : down(frame.playerDealerCards),
    playerDealerHand: shown.has("player-dealer") ? frame.playerDealerHand : null,
    corrections: frame.corrections.map((c) => (correctionDown(c.index) ? { ...c, from: FACE_DOWN, to: FACE_DOWN, reason: REASON_WHEN_OVER, ...(c.words !== undefined ? { words: "A hand corrected" } : {}) } : c)),
  };
}

/** The round's play with every hand the wall does not show unknown (as its display does: a seat's once compared or shown; the player-dealer's once set). */
function unknownPlay(play: RoundState): RoundState {
  const complete = isComplete(play);
  return {
    ...play,
    hands: play.hands.map((h) => ((complete && h.set !== null) || h.shown ? h : { ...h, cards: null, set: null })),
    playerDealer: play.playerDealer.set ? play.playerDealer : { ...play.playerDealer, cards: null },
    dealt: null,
  };
}

function unknownState(state: PaiGowTableState): PaiGowTableState {
  const round = state.round;
  return round?.play ? { ...state, round: { ...round, play: unknownPlay(round.play) } } : state;
}

/** Whose hands the wall shows, by the same rule as `unknownPlay`: a seat's once compared or shown, the player-dealer's once set. */
function shownHands(play: RoundState): Set<number | "player-dealer"> {
  const complete = isComplete(play);
  const shown = new Set<number | "player-dealer">(play.hands.filter((h) => (complete && h.set !== null) || h.shown).map((h) => h.seat));
  if (play.playerDealer.set) shown.add("player-dealer");
  return shown;
}

type PaiGowStep = PaiGowTableState extends { readonly round: infer R } ? (R extends { readonly steps: readonly (infer T)[] } ? T : never) : never;

/** A step with its cards face down: the piles always (the wall never shows them), a hand's unless the wall shows it. */
function faceUpStep(step: PaiGowStep, shown: Set<number | "player-dealer">): PaiGowStep {
  const hidden = (cards: readonly string[] | undefined) => (cards ? cards.map(() => FACE_DOWN) : cards);
  if (step.kind === "deal-piles") return { ...step, ...(step.piles ? { piles: step.piles.map((p) => p.map(() => FACE_DOWN)) } : {}), ...(step.discards ? { discards: hidden(step.discards) } : {}) };
  const whose = handOf(step);
  if (whose === null || shown.has(whose)) return step;
  if (step.kind === "set-hand") return { ...step, high: step.high.map(() => FACE_DOWN), low: step.low.map(() => FACE_DOWN) };
  return "cards" in step && step.cards ? { ...step, cards: hidden(step.cards) } : step;
}

/**
 * The export's record of the round in play: made from the round with every hand the wall does not
 * show unknown (`unknownPlay`), the server's piles and the steps' cards face down, and a correction
 * of a hand face down told as the frame tells it.
 */
function faceUpRecord(state: PaiGowTableState & { readonly round: NonNullable<PaiGowTableState["round"]>; readonly settings: NonNullable<PaiGowTableState["settings"]> }, openedAt: Date): ExportedPaiGowRound {
  const round = state.round;
  if (!round.play) return exportedPaiGowRound(round, state.settings, openedAt);
  const shown = shownHands(round.play);
  const down = (index: number) => {
    const step = round.steps[index];
    const whose = step ? handOf(step) : null;
    return whose === null || !shown.has(whose);
  };
  const corrections = round.corrections.map((c) => (down(c.index) ? { ...c, from: FACE_DOWN, to: FACE_DOWN, reason: REASON_WHEN_OVER, ...(c.words !== undefined ? { words: "A hand corrected" } : {}) } : c));
  const record = exportedPaiGowRound({ ...round, play: unknownPlay(round.play), corrections }, state.settings, openedAt);
  const piles = round.play.dealt?.piles;
  return {
    ...record,
    piles: piles ? { piles: piles.map((p) => p.map(() => FACE_DOWN)), discards: round.play.dealt?.discards ? round.play.dealt.discards.map(() => FACE_DOWN) : null } : null,
    steps: round.steps.map((step) => faceUpStep(step, shown)),
  };
}

export const paiGowFaceUp: FaceUpRecords<PaiGowTableState, PaiGowTableEvent, PaiGowReplayFrame, ExportedPaiGowRound> = {
  exportRound: faceUpRecord,
  frame: (state) => faceUpFrame(paiGowFrame(state), state),
  describe: (event, before, after, staff = STAFF_ID_AS_IS) => {
    const whose = event.type === "HandCorrected" ? handOf(event.step) : null;
    const frame = event.type === "HandCorrected" ? paiGowFrame(after) : null;
    if (event.type === "HandCorrected" && (whose === null || !frame || !shownSeats(frame).has(whose))) return `Corrected by ${staff(event.approvedBy)}: a hand — ${REASON_WHEN_OVER}`;
    return describePaiGowEvent(event, unknownState(before), unknownState(after), staff);
  },
};
