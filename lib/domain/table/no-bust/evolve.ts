/**
 * evolve for a No Bust table: one committed event applied to the state, no checks. The round is
 * kept as card steps replayed through the No Bust rules engine (common/card-step-table.ts).
 */
import { evolveCardStepTable } from "../common/card-step-table";
import type { NoBustTableEvent } from "./events";
import { noBustGameOf } from "./game-of";
import { applyStep, openPlay } from "./steps";
import type { NoBustTableState } from "./state";

export function evolveNoBust(state: NoBustTableState, event: NoBustTableEvent): NoBustTableState {
  return evolveCardStepTable(state, event, { open: (settings, round) => openPlay(noBustGameOf(settings).game, settings.seats, round), apply: applyStep });
}
