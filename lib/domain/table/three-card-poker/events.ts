/**
 * What happened at a Three Card Poker table, as facts: the shared table events (common/events.ts)
 * and the round's own: wagers, the shuffler loaded, each step of the round, its settlement and its
 * summary. A ShoeStarted event also brings in each round's deck (state.ts).
 */
import type { ThreeCardPokerSettlement } from "../../three-card-poker";
import type { DecisionCorrected } from "../common/decision-corrections";
import type { ShellEvent } from "../common/events";
import type { CompletedThreeCardPokerRound, ThreeCardPokerTableSettings, ThreeCardPokerTableStep, ThreeCardPokerWagerEntry } from "./state";

export type ThreeCardPokerTableEvent =
  | ShellEvent
  | { readonly type: "TableOpened"; readonly settings: ThreeCardPokerTableSettings; readonly at: number }
  /**
   * A deck leaves play: with the server's deck, its order and salt, so its hash can be checked.
   * `round`: the round it was dealt for, now in the discard rack (the next deck follows in a
   * ShoeStarted); absent when the dealer takes both decks off the table (end-shoe).
   */
  | {
      readonly type: "ShoeEnded";
      readonly at: number;
      readonly proof: { readonly order: readonly string[]; readonly salt: string; readonly orderHash: string } | null;
      readonly round?: string;
    }
  | { readonly type: "WagerPlaced"; readonly wager: ThreeCardPokerWagerEntry }
  /** The other deck went from the discard rack into the shuffler. */
  | { readonly type: "ShufflerLoaded" }
  /** A step of the round: a stack, the shuffler unloaded, a Play or fold, the forfeits collected, a reveal. */
  | { readonly type: "StepTaken"; readonly step: ThreeCardPokerTableStep }
  /** The last cards entered (a stack, or a hand's cards at its reveal) taken back; no cards: the results entered taken back. */
  | { readonly type: "CardsUndone"; readonly cards: readonly string[] }
  | { readonly type: "RoundSettled"; readonly settlement: ThreeCardPokerSettlement }
  | { readonly type: "RoundCompleted"; readonly round: CompletedThreeCardPokerRound; readonly at: number }
  | { readonly type: "CardCorrected"; readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string }
  /** A Play or fold corrected by the floor (common/decision-corrections.ts): the round replayed with it. */
  | DecisionCorrected<ThreeCardPokerTableStep>;
