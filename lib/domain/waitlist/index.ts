/** The floor's waiting lists: public API of the pure model (commands, events, decide/evolve, views, figures). */
export { FLOOR_COMMAND, SYSTEM_COMMAND, CODE_SEED, parseFloorCommand, playerInitials, playerName, type AddPlayerCommand, type NewCodeCommand, type PlayerCommand, type FloorCommand, type FloorCommandType, type OpenListForTableCommand, type OpenTableCommand, type SystemCommand, type TableFacts, type WaitlistCommand } from "./commands";
export type { RemovalReason, WaitlistEvent, WaitlistEventType } from "./events";
export { decide, autoCalls, type WaitlistContext, type WaitlistDecision } from "./decide";
export { sameName, sameStakes } from "./compare";
export { wrongGame, type RunningTable, type TableGame } from "./table-game";
export { evolve, evolveAll } from "./evolve";
export { initialsOf } from "./initials";
export { candidatesFor, nextFor, type Refusal } from "./order";
export { DEFAULT_WAITLIST_OPTIONS, OPTION_BOUNDS, OPTION_NOTES, withDefaultOptions, type WaitlistOptions } from "./options";
export { EMPTY_WAITLIST, listLabel, notCheckedIn, openSeats, restoreState, seatKey, type Entry, type GameList, type LinkedTable, type PastPlace, type PlaceEnd, type WaitlistState } from "./state";
export { liveView, livePlaces, type ListKey, type LiveGame, type LiveUnlistedGame, type UnlistedTable, type LivePastPlace, type LivePlace, type LivePlayer, type WaitlistLivePlaces, type WaitlistLiveView } from "./live-views";
export { tablePlan, type TablePlan, type TableStep } from "./table-steps";
export { waitlistTimers, type WaitlistTimer } from "./timers";
export { boardView, floorView, type BoardGame, type BoardPlayer, type FloorEntryView, type OpenSeatView, type FloorListView, type FloorTableView, type WaitlistBoardView, type WaitlistFloorView } from "./views";
export { waitlistFigures, type ListFigures, type TablesOpenFigures, type WaitlistFigures } from "./figures";
