/**
 * What happened at a twenty-one table, as facts: the shared table events (common/events.ts) and those
 * of a round kept as card steps (common/card-step-table.ts): wagers, each step of the round, its
 * settlement, its summary and a corrected card.
 */
import type { TwentyOneSettlement } from "../../twenty-one";
import type { CardStepTableEvent } from "../common/card-step-table";
import type { CompletedTwentyOneRound, TwentyOneTableStep, TwentyOneTableSettings, TwentyOneWagerEntry } from "./state";

export type TwentyOneTableEvent = CardStepTableEvent<TwentyOneTableSettings, TwentyOneWagerEntry, TwentyOneTableStep, TwentyOneSettlement, CompletedTwentyOneRound>;
