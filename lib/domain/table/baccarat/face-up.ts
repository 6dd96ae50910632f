/**
 * A baccarat round still in play as the wall shows it (floor-records.ts `faceUp`): 21st Century's
 * hole card, the fourth card dealt, is face down until it is exposed; the supervisor's view of the
 * state with it as "face-down" is the replay frame, and the events' words name it nowhere.
 */
import { describeBaccaratEvent, baccaratFrame, exportedBaccaratRound, type BaccaratReplayFrame, type ExportedBaccaratRound } from "./floor";
import type { BaccaratTableEvent } from "./events";
import type { BaccaratTableState } from "./state";
import { FACE_DOWN, faceUpCorrection, withTablesNext } from "../common/face-up";
import type { FaceUpRecords } from "../common/floor-records";
import { STAFF_ID_AS_IS, type StaffName } from "../common/floor-words";

const HOLE = 3;

/** The hole card is on the table face down (dealt, not exposed yet). */
function holeDown(state: BaccaratTableState): boolean {
  const cards = state.round?.cards;
  return !!cards && cards.dealt.length > HOLE && cards.holeCard !== "none" && cards.holeCard !== "exposed";
}

/** The state with the hole card "face-down" while it is face down on the table (its corrections too). */
export function faceUpBaccaratState(state: BaccaratTableState): BaccaratTableState {
  const round = state.round;
  if (!round || !holeDown(state)) return state;
  const dealt = round.cards.dealt.map((d, i) => (i === HOLE ? { ...d, card: FACE_DOWN } : d));
  const corrections = round.corrections.map((c) => faceUpCorrection(c, (index) => index === HOLE));
  return { ...state, round: { ...round, cards: { ...round.cards, dealt }, corrections } };
}

/** The event as its words may tell it while the hole card is face down. */
function faceUpEvent(event: BaccaratTableEvent, before: BaccaratTableState, after: BaccaratTableState): BaccaratTableEvent {
  switch (event.type) {
    case "CardDealt":
      return event.faceDown && holeDown(after) ? { ...event, card: FACE_DOWN } : event;
    case "HoleCardChecked":
      return holeDown(after) ? { ...event, card: null } : event;
    case "CardUndone":
      return holeDown(before) && (before.round?.cards.dealt.length ?? 0) === HOLE + 1 ? { ...event, card: FACE_DOWN } : event;
    case "CardCorrected":
      return faceUpCorrection(event, (index) => index === HOLE && holeDown(after));
    default:
      return event;
  }
}

export const baccaratFaceUp: FaceUpRecords<BaccaratTableState, BaccaratTableEvent, BaccaratReplayFrame, ExportedBaccaratRound> = {
  frame: (state) => withTablesNext(baccaratFrame(faceUpBaccaratState(state)), () => baccaratFrame(state)),
  exportRound: (state, openedAt) => exportedBaccaratRound(faceUpBaccaratState(state).round!, state.settings, openedAt),
  describe: (event, before, after, staff: StaffName = STAFF_ID_AS_IS) => describeBaccaratEvent(faceUpEvent(event, before, after), faceUpBaccaratState(before), faceUpBaccaratState(after), staff),
};
