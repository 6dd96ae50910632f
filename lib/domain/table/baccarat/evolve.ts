/**
 * evolve: one event applied to the table's state. No checks here: every event was accepted by
 * decide and committed, so replaying the log rebuilds exactly the table that was live.
 */
import { initialRotation } from "../../rotation";
import { evolveShell } from "../common/evolve";
import { openedRound, withSettlement, withWager } from "../common/round-steps";
import type { RoundOpened } from "../common/events";
import { giveBackToShoe, takeFromShoe } from "../common/shoe";
import { paidWhenCorrected, roundAdjustment } from "../common/settlement-difference";
import type { BaccaratTableEvent } from "./events";
import { baccaratGameOf } from "./game-of";
import { replaySteps, correctedSteps } from "./card-steps";
import { roadOutcome } from "./round-summary";
import type { BaccaratCardStep, BaccaratRoundInProgress, BaccaratTableState } from "./state";

function withSteps(state: BaccaratTableState, round: BaccaratRoundInProgress, steps: readonly BaccaratCardStep[]): BaccaratRoundInProgress {
  const settings = state.settings;
  if (!settings) return round;
  return { ...round, steps, cards: replaySteps(baccaratGameOf(settings).game, steps) };
}

const NO_CARDS: BaccaratRoundInProgress["cards"] = { dealt: [], holeCard: "none", playerHitsOnFive: null };

function newRound(event: RoundOpened): BaccaratRoundInProgress {
  return { ...openedRound(event), cards: NO_CARDS, settlement: null };
}

/** The round with no card dealt (a misdeal, betting reopened): the Player-line choices go with the cards. */
function resetDealing(round: BaccaratRoundInProgress): BaccaratRoundInProgress {
  const wagers = round.wagers.map((w) => (w.choice ? (({ choice: _, ...rest }) => rest)(w) : w));
  return { ...round, wagers, steps: [], cards: NO_CARDS, settlement: null, settledLines: 0, corrections: [] };
}

export function evolveBaccarat(state: BaccaratTableState, event: BaccaratTableEvent): BaccaratTableState {
  const round = state.round;
  switch (event.type) {
    case "TableOpened":
      return {
        ...state,
        settings: event.settings,
        rotation: initialRotation(event.settings.seats, event.settings.rotationPolicy),
        lastActivityAt: event.at,
      };

    case "ShoeStarted":
      return { ...evolveShell(state, event, newRound), roadLog: [] };

    case "ShoeEnded":
      return { ...state, shoe: null, roadLog: [], previousShoe: event.statistics, lastActivityAt: event.at };

    case "WagerPlaced":
      if (!round) return state;
      return { ...state, round: withWager(round, event.wager) };

    case "CardDealt": {
      if (!round) return state;
      const steps: BaccaratCardStep[] = [...round.steps, { kind: "deal", card: event.card, source: event.source, faceDown: event.faceDown }];
      return { ...state, shoe: takeFromShoe(state.shoe, event.card), round: withSteps(state, round, steps) };
    }

    case "CardUndone": {
      if (!round) return state;
      return { ...state, shoe: giveBackToShoe(state.shoe, event.card), round: withSteps(state, round, round.steps.slice(0, -1)) };
    }

    case "HoleCardChecked":
    case "HoleCardExposed": {
      if (!round) return state;
      const kind = event.type === "HoleCardChecked" ? "check" : "expose";
      const steps: BaccaratCardStep[] = [...round.steps, { kind, card: event.card }];
      const shoe = event.card ? takeFromShoe(state.shoe, event.card) : state.shoe;
      return { ...state, shoe, round: withSteps(state, round, steps) };
    }

    case "ChoiceMade":
      if (!round) return state;
      return { ...state, round: { ...round, wagers: round.wagers.map((w) => (w.id === event.wagerId ? { ...w, choice: event.choice } : w)) } };

    case "ChoicesClosed": {
      if (!round || !state.settings) return state;
      const { game } = baccaratGameOf(state.settings);
      // Player-line wagers without a choice are played the house way: hit on 5.
      const wagers = round.wagers.map((w) =>
        game.bets.find((b) => b.id === w.bet)?.playerHandOnFive === "bettor-choice" && !w.choice ? { ...w, choice: "hit" as const } : w,
      );
      return { ...state, round: withSteps(state, { ...round, wagers }, [...round.steps, { kind: "choose", playerHits: event.playerHits }]) };
    }

    case "RoundSettled":
      if (!round) return state;
      return { ...state, round: withSettlement(round, event.settlement) };

    case "RoundCompleted":
      return {
        ...state,
        round: null,
        bank: event.round.bankAfter,
        lastRound: event.round,
        lastAdjustment: round ? roundAdjustment(round) : null,
        roadLog: [...state.roadLog, roadOutcome(event.round)],
        lastActivityAt: event.at,
      };

    case "CardCorrected": {
      if (!round) return state;
      let shoe = giveBackToShoe(state.shoe, event.from);
      shoe = takeFromShoe(shoe, event.to);
      const corrected = withSteps(state, round, correctedSteps(round.steps, event.index, event.to));
      // A settled hand is settled again after a correction: the dealer walks the new ledger and makes
      // the difference from the money already paid (kept in paidBefore).
      const reopened: BaccaratRoundInProgress =
        corrected.phase === "settling" ? { ...corrected, phase: "dealing", settlement: null, settledLines: 0, paidBefore: paidWhenCorrected(round) } : corrected;
      return {
        ...state,
        shoe,
        round: { ...reopened, corrections: [...round.corrections, { index: event.index, from: event.from, to: event.to, reason: event.reason, approvedBy: event.approvedBy }] },
      };
    }

    case "RoundOpened":
      // The last round's adjustment is in force until the next round opens.
      return { ...evolveShell(state, event, newRound, { resetDealing }), lastAdjustment: null };

    default:
      return evolveShell(state, event, newRound, { resetDealing });
  }
}
