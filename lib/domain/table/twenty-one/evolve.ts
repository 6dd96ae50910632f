/**
 * evolve for a twenty-one table: one committed event applied to the state, no checks. The round is
 * kept as card steps replayed through the twenty-one rules engine (common/card-step-table.ts).
 */
import { evolveCardStepTable } from "../common/card-step-table";
import type { TwentyOneTableEvent } from "./events";
import { twentyOneGameOf } from "./game-of";
import { applyStep, openPlay } from "./steps";
import type { TwentyOneTableState } from "./state";

export function evolveTwentyOne(state: TwentyOneTableState, event: TwentyOneTableEvent): TwentyOneTableState {
  return evolveCardStepTable(state, event, { open: (settings, round) => openPlay(twentyOneGameOf(settings).game, settings.seats, round), apply: applyStep });
}
