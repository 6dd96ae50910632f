/**
 * evolve for a Pai Gow Tiles table: one committed event applied to the state, no checks. The
 * round's play is advanced one step at a time, and replayed from its steps after an undo or a
 * correction.
 */
import type { TileId } from "../../pai-gow-tiles";
import { initialRotation } from "../../rotation";
import { evolveShell } from "../common/evolve";
import { paidWhenCorrected, roundAdjustment } from "../common/settlement-difference";
import { openedRound, withSettlement, withWager } from "../common/round-steps";
import type { RoundOpened } from "../common/events";
import type { PaiGowTilesTableEvent } from "./events";
import { paiGowTilesGameOf } from "./game-of";
import { stepOnce } from "../common/step-once";
import { applyStep, correctedSteps, openPlay, replaySteps } from "./steps";
import type { PaiGowTilesRoundInProgress, PaiGowTilesTableState, TileSource } from "./state";

function roundOf(event: RoundOpened, source: TileSource): PaiGowTilesRoundInProgress {
  return { ...openedRound(event), source, woodpile: null, play: null, settlement: null };
}

export function evolvePaiGowTiles(state: PaiGowTilesTableState, event: PaiGowTilesTableEvent): PaiGowTilesTableState {
  const round = state.round;
  const settings = state.settings;
  const newRound = (e: RoundOpened) => roundOf(e, state.tiles.source);
  switch (event.type) {
    case "TableOpened":
      return { ...state, settings: event.settings, rotation: initialRotation(event.settings.seats, event.settings.rotationPolicy), lastActivityAt: event.at };

    case "TileSourceSet":
      return { ...state, tiles: { source: event.source, hands: 0 } };

    case "RoundOpened": {
      const opened = evolveShell(state, event, newRound);
      // The last round's adjustment is in force until the next round opens.
      return { ...opened, tiles: { ...state.tiles, hands: state.tiles.hands + 1 }, lastAdjustment: null };
    }

    case "WagerPlaced":
      if (!round) return state;
      return { ...state, round: withWager(round, event.wager) };

    case "BettingClosed": {
      const closed = evolveShell(state, event, newRound);
      if (!closed.round || !settings || closed.round.wagers.length === 0) return closed;
      return { ...closed, round: { ...closed.round, play: openPlay(paiGowTilesGameOf(settings).game, settings.seats, closed.round) } };
    }

    case "WoodpileShuffled":
      if (!round) return state;
      return { ...state, round: { ...round, woodpile: event.woodpile, woodpileCommitment: event.commitment ?? null } };

    case "StepTaken":
      if (!round?.play) return state;
      return { ...state, round: { ...round, steps: [...round.steps, event.step], play: stepOnce(applyStep, round.play, event.step) } };

    case "StepUndone": {
      if (!round || !settings) return state;
      const steps = round.steps.slice(0, -1);
      return { ...state, round: { ...round, steps, play: replaySteps(paiGowTilesGameOf(settings).game, settings.seats, round, steps) } };
    }

    case "RoundSettled":
      if (!round) return state;
      return { ...state, round: withSettlement(round, event.settlement) };

    case "RoundCompleted":
      return { ...state, round: null, bank: event.round.bankAfter, lastRound: event.round, lastAdjustment: round ? roundAdjustment(round) : null, lastActivityAt: event.at };

    case "CardCorrected": {
      if (!round || !settings) return state;
      const steps = correctedSteps(round.steps, event.index, event.to as TileId) ?? round.steps;
      const play = replaySteps(paiGowTilesGameOf(settings).game, settings.seats, round, steps);
      // A settled round is settled again after a correction: the money already paid is kept (paidBefore)
      // and the dealer walks the differences from it.
      const reopened = round.phase === "settling" ? { phase: "dealing" as const, settlement: null, settledLines: 0, paidBefore: paidWhenCorrected(round) } : {};
      const correction = { index: event.index, from: event.from, to: event.to, reason: event.reason, approvedBy: event.approvedBy };
      return { ...state, round: { ...round, ...reopened, steps, play, corrections: [...round.corrections, correction] } };
    }

    default:
      return evolveShell(state, event, newRound, {
        // A misdeal deals the hand again from its wagers (the server shuffles a new woodpile); reopened betting has no play until betting closes.
        resetDealing: (r, to) => ({ ...r, steps: [], woodpile: null, play: to === "dealing" && settings ? openPlay(paiGowTilesGameOf(settings).game, settings.seats, r) : null, settlement: null, settledLines: 0, corrections: [] }),
      });
  }
}
