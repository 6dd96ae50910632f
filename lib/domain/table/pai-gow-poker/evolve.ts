/**
 * evolve for a pai gow poker table: one committed event applied to the state, no checks. The round's
 * play is advanced one step at a time, and replayed from its steps after an undo or a correction;
 * the deck follows the cards the round holds.
 */
import { applyStep } from "../../pai-gow-poker";
import { stepOnce } from "../common/step-once";
import { initialRotation } from "../../rotation";
import { evolveShell } from "../common/evolve";
import { paidWhenCorrected, roundAdjustment } from "../common/settlement-difference";
import { openedRound, withSettlement, withWager } from "../common/round-steps";
import type { RoundOpened } from "../common/events";
import type { PaiGowTableEvent } from "./events";
import { paiGowGameOf } from "./game-of";
import { deckAfter, handStepWords, openPlay, replayRound } from "./steps";
import type { PaiGowRoundInProgress, PaiGowTableState } from "./state";

function newRound(event: RoundOpened): PaiGowRoundInProgress {
  return { ...openedRound(event), play: null, settlement: null, playerDealerShown: false };
}

export function evolvePaiGow(state: PaiGowTableState, event: PaiGowTableEvent): PaiGowTableState {
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
      return { ...closed, round: { ...closed.round, play: openPlay(paiGowGameOf(settings).game, settings.seats, closed.round) } };
    }

    case "StepTaken": {
      if (!round?.play) return state;
      const play = stepOnce(applyStep, round.play, event.step);
      return {
        ...state,
        shoe: deckAfter(state.shoe, event.step, play),
        round: { ...round, steps: [...round.steps, event.step], play, playerDealerShown: round.playerDealerShown || event.step.kind === "expose-player-dealer" },
      };
    }

    case "StepUndone": {
      if (!round || !settings) return state;
      const steps = round.steps.slice(0, -1);
      const play = replayRound(paiGowGameOf(settings).game, settings.seats, round, steps);
      return { ...state, shoe: deckAfter(state.shoe, null, play), round: { ...round, steps, play } };
    }

    case "HandCorrected": {
      if (!round || !settings) return state;
      const steps = round.steps.map((s, i) => (i === event.index ? event.step : s));
      const play = replayRound(paiGowGameOf(settings).game, settings.seats, round, steps);
      // A settled round is settled again after a correction: the money already paid is kept (paidBefore)
      // and the dealer walks the differences from it.
      const reopened = round.phase === "settling" ? { phase: "dealing" as const, settlement: null, settledLines: 0, paidBefore: paidWhenCorrected(round) } : {};
      const correction = { index: event.index, from: handStepWords(event.from), to: handStepWords(event.step), reason: event.reason, approvedBy: event.approvedBy };
      return { ...state, shoe: deckAfter(state.shoe, null, play), round: { ...round, ...reopened, steps, play, corrections: [...round.corrections, correction] } };
    }

    case "RoundSettled":
      if (!round) return state;
      return { ...state, round: withSettlement(round, event.settlement) };

    case "RoundCompleted":
      return { ...state, round: null, bank: event.round.bankAfter, lastRound: event.round, lastAdjustment: round ? roundAdjustment(round) : null, lastActivityAt: event.at };

    default: {
      const next = evolveShell(state, event, newRound, {
        // Reopened betting (before the piles; a misdeal is refused) has no play until betting closes again.
        resetDealing: (r) => ({ ...r, steps: [], play: null, settlement: null, settledLines: 0, corrections: [], playerDealerShown: false }),
      });
      // The last round's adjustment is in force until the next round opens.
      return event.type === "RoundOpened" ? { ...next, lastAdjustment: null } : next;
    }
  }
}
