/**
 * What happened at a No Bust table, as facts: the shared table events (common/events.ts) and those
 * of a round kept as card steps (common/card-step-table.ts): wagers, each step of the round, its
 * settlement, its summary and a corrected card.
 */
import type { NoBustSettlement } from "../../no-bust";
import type { CardStepTableEvent } from "../common/card-step-table";
import type { CompletedNoBustRound, NoBustStep, NoBustTableSettings, NoBustWagerEntry } from "./state";

export type NoBustTableEvent = CardStepTableEvent<NoBustTableSettings, NoBustWagerEntry, NoBustStep, NoBustSettlement, CompletedNoBustRound>;
