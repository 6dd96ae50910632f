/**
 * evolve for a twenty-one table: one committed event applied to the state, no checks. The round's
 * play is advanced one step at a time, and replayed from its steps after an undo or a correction.
 */
import { FACE_DOWN } from "../../twenty-one";
import { initialRotation } from "../../rotation";
import { correctedSteps } from "../common/card-corrections";
import { evolveShell } from "../common/evolve";
import { openedRound, withSettlement, withWager } from "../common/round-steps";
import type { RoundOpened } from "../common/events";
import { giveBackToShoe, takeFromShoe } from "../common/shoe";
import type { TwentyOneTableEvent } from "./events";
import { twentyOneGameOf } from "./game-of";
import { applyStep, openPlay, replaySteps } from "./steps";
import type { TwentyOneRoundInProgress, TwentyOneTableState, TwentyOneTableStep } from "./state";

function newRound(event: RoundOpened): TwentyOneRoundInProgress {
  return { ...openedRound(event), play: null, settlement: null };
}

/** The card a step takes out of the shoe, if any. */
function cardOf(step: TwentyOneTableStep): string | null {
  if (step.kind === "deal") return step.card === FACE_DOWN ? null : step.card;
  if (step.kind === "check" || step.kind === "expose") return step.card;
  return null;
}

export function evolveTwentyOne(state: TwentyOneTableState, event: TwentyOneTableEvent): TwentyOneTableState {
  const round = state.round;
  const settings = state.settings;
  switch (event.type) {
    case "TableOpened":
      return { ...state, settings: event.settings, rotation: initialRotation(event.settings.seats, event.settings.rotationPolicy), lastActivityAt: event.at };

    case "ShoeEnded":
      return { ...state, shoe: null, lastActivityAt: event.at };

    case "WagerPlaced":
      if (!round) return state;
      return { ...state, round: withWager(round, event.wager) };

    case "BettingClosed": {
      const closed = evolveShell(state, event, newRound);
      if (!closed.round || !settings || closed.round.wagers.length === 0) return closed;
      return { ...closed, round: { ...closed.round, play: openPlay(twentyOneGameOf(settings).game, settings.seats, closed.round) } };
    }

    case "StepTaken": {
      if (!round?.play) return state;
      const card = cardOf(event.step);
      return { ...state, shoe: card ? takeFromShoe(state.shoe, card) : state.shoe, round: { ...round, steps: [...round.steps, event.step], play: applyStep(round.play, event.step) } };
    }

    case "CardUndone": {
      if (!round || !settings) return state;
      const steps = round.steps.slice(0, -1);
      return { ...state, shoe: giveBackToShoe(state.shoe, event.card), round: { ...round, steps, play: replaySteps(twentyOneGameOf(settings).game, settings.seats, round, steps) } };
    }

    case "RoundSettled":
      if (!round) return state;
      return { ...state, round: withSettlement(round, event.settlement) };

    case "RoundCompleted":
      return { ...state, round: null, bank: event.round.bankAfter, lastRound: event.round, lastActivityAt: event.at };

    case "CardCorrected": {
      if (!round || !settings) return state;
      const shoe = takeFromShoe(giveBackToShoe(state.shoe, event.from), event.to);
      const steps = correctedSteps(round.steps, event.index, event.to);
      const play = replaySteps(twentyOneGameOf(settings).game, settings.seats, round, steps);
      // A settled round is settled again after a correction: the dealer walks the new ledger.
      const reopened = round.phase === "settling" ? { phase: "dealing" as const, settlement: null, settledLines: 0 } : {};
      return {
        ...state,
        shoe,
        round: {
          ...round,
          ...reopened,
          steps,
          play,
          corrections: [...round.corrections, { index: event.index, from: event.from, to: event.to, reason: event.reason, approvedBy: event.approvedBy }],
        },
      };
    }

    default:
      return evolveShell(state, event, newRound, {
        // A misdeal deals the round again from its wagers; reopened betting has no play until betting closes.
        resetDealing: (r, to) => ({ ...r, steps: [], play: to === "dealing" && settings ? openPlay(twentyOneGameOf(settings).game, settings.seats, r) : null, settlement: null, settledLines: 0, corrections: [] }),
      });
  }
}
