/**
 * A No Bust round still in play as the wall shows it (floor-records.ts `faceUp`): the hole card
 * "face-down" until it is turned over, in the frame and in the words (common/blackjack-face-up.ts).
 */
import { withTablesNext } from "../common/face-up";
import { faceUpBlackjackEvent, faceUpBlackjackRecord, faceUpBlackjackState } from "../common/blackjack-face-up";
import type { FaceUpRecords } from "../common/floor-records";
import type { NoBustTableEvent } from "./events";
import { describeNoBustEvent, exportedNoBustRound, noBustFrame, type ExportedNoBustRound, type NoBustReplayFrame } from "./floor";
import type { NoBustTableState } from "./state";

export const noBustFaceUp: FaceUpRecords<NoBustTableState, NoBustTableEvent, NoBustReplayFrame, ExportedNoBustRound> = {
  frame: (state) => withTablesNext(noBustFrame(faceUpBlackjackState(state)), () => noBustFrame(state)),
  describe: (event, before, after, staff) => describeNoBustEvent(faceUpBlackjackEvent(event, before, after), faceUpBlackjackState(before), faceUpBlackjackState(after), staff),
  exportRound: (state, openedAt) => faceUpBlackjackRecord(exportedNoBustRound(faceUpBlackjackState(state).round!, state.settings, openedAt), state),
};
