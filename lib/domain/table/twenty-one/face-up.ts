/**
 * A twenty-one round still in play as the wall shows it (floor-records.ts `faceUp`): the hole card
 * "face-down" until it is turned over, in the frame and in the words (common/blackjack-face-up.ts).
 */
import { withTablesNext } from "../common/face-up";
import { faceUpBlackjackEvent, faceUpBlackjackRecord, faceUpBlackjackState } from "../common/blackjack-face-up";
import type { FaceUpRecords } from "../common/floor-records";
import type { TwentyOneTableEvent } from "./events";
import { describeTwentyOneEvent, exportedTwentyOneRound, twentyOneFrame, type ExportedTwentyOneRound, type TwentyOneReplayFrame } from "./floor";
import type { TwentyOneTableState } from "./state";

export const twentyOneFaceUp: FaceUpRecords<TwentyOneTableState, TwentyOneTableEvent, TwentyOneReplayFrame, ExportedTwentyOneRound> = {
  frame: (state) => withTablesNext(twentyOneFrame(faceUpBlackjackState(state)), () => twentyOneFrame(state)),
  describe: (event, before, after, staff) => describeTwentyOneEvent(faceUpBlackjackEvent(event, before, after), faceUpBlackjackState(before), faceUpBlackjackState(after), staff),
  exportRound: (state, openedAt) => faceUpBlackjackRecord(exportedTwentyOneRound(faceUpBlackjackState(state).round!, state.settings, openedAt), state),
};
