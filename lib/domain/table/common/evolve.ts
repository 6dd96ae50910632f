/**
 * evolve for the events every table shares. The round-opening event starts the family's own round
 * object (the family passes it in); everything else is the same for every game.
 */
import { burn as burnCards } from "../../cards/dealing-shoe";
import { evolveRotation, initialRotation, rotationPolicy } from "../../rotation";
import type { RotationState } from "../../rotation";
import type { ShellState } from "./decide";
import type { RoundOpened, ShellEvent } from "./events";
import { shoeForNewRound } from "./shoe";

/** What the shell asks of a family's evolve for the floor's corrections (floor-corrections.ts). */
export interface ShellHooks<R> {
  /**
   * The round with no card dealt: the family's own dealing state (its steps, cards, replayed hands)
   * as before the first card. `to` says where the round goes: dealt again ("dealing", after a
   * misdeal) or back to betting ("betting", betting reopened).
   */
  resetDealing?(round: R, to: "dealing" | "betting"): R;
}

/** A round with no card dealt, for a family that keeps its deal as `steps` and nothing else derived. */
function withoutSteps<R>(round: R): R {
  return { ...round, steps: [], corrections: [] } as R;
}

/** The bank's hand that was started for a round nobody bet on is not counted. */
function handNotPlayed(rotation: RotationState | null): RotationState | null {
  if (!rotation || rotation.phase.kind !== "banking" || !rotation.phase.playerDealer.inHand) return rotation;
  const pd = rotation.phase.playerDealer;
  const run = rotation.run && rotation.run.player === pd.player ? { ...rotation.run, hands: Math.max(0, rotation.run.hands - 1) } : rotation.run;
  return { ...rotation, run, phase: { kind: "banking", playerDealer: { ...pd, inHand: false, handsThisTurn: Math.max(0, pd.handsThisTurn - 1) } } };
}

/**
 * Apply a shared event. `openRound` builds the family's round from RoundOpened; the family's own
 * evolve handles its other round events. `hooks` are the family's part of the floor's corrections.
 */
export function evolveShell<S extends ShellState>(state: S, event: ShellEvent, openRound: (event: RoundOpened) => NonNullable<S["round"]>, hooks: ShellHooks<NonNullable<S["round"]>> = {}): S {
  const round = state.round;
  const reset = (r: NonNullable<S["round"]>, to: "dealing" | "betting") => (hooks.resetDealing ? hooks.resetDealing(r, to) : withoutSteps(r));
  switch (event.type) {
    case "Rotation": {
      const rotation = evolveRotation(state.rotation ?? initialRotation(state.settings?.seats ?? 8), event.rotation);
      const at = "at" in event.rotation ? event.rotation.at : state.lastActivityAt;
      // A new player-dealer posts a new bank; a passed bank is taken down.
      const bank = event.rotation.type === "bank-passed" ? null : state.bank;
      return { ...state, rotation, bank, lastActivityAt: at };
    }

    case "BankPosted":
      return { ...state, bank: event.cents };

    case "ShoeStarted":
      return { ...state, shoe: event.shoe, lastActivityAt: event.at };

    case "CardsBurned": {
      const shoe = state.shoe;
      if (!shoe || shoe.source !== "server") return state;
      return { ...state, shoe: { ...shoe, dealing: burnCards(shoe.dealing, event.cards.length).shoe } };
    }

    case "RoundOpened":
      return { ...state, shoe: shoeForNewRound(state.shoe), handNumber: event.handNumber, lastActivityAt: event.at, round: openRound(event) };

    case "WagerRemoved":
      if (!round) return state;
      return { ...state, round: { ...round, wagers: round.wagers.filter((w) => w.id !== event.wagerId) } } as S;

    case "BettingClosed":
      if (!round) return state;
      return { ...state, lastActivityAt: event.at, round: { ...round, phase: "dealing", fees: event.fees } } as S;

    case "SettlementProgressed":
      if (!round) return state;
      return { ...state, round: { ...round, settledLines: event.through } } as S;

    case "RoundVoided":
      return { ...state, round: null, lastActivityAt: event.at };

    case "TablePaused":
      return { ...state, status: "paused" };

    case "TableResumed":
      return { ...state, status: "open" };

    case "TableClosed":
      return { ...state, status: "closed" };

    case "FeeOptionChanged":
      if (!state.settings) return state;
      return { ...state, settings: { ...state.settings, fee: { scheduleId: event.scheduleId, optionId: event.optionId, option: event.option }, limits: event.limits ?? state.settings.limits } };

    case "TableConfigured": {
      // The family made these settings from its own function (ShellGame.settingsFrom), so they are
      // the family's settings type. A new seat count only comes with an empty table: the rotation
      // starts again with it; otherwise the rotation keeps its run under the new policy.
      const settings = event.settings as NonNullable<S["settings"]>;
      const rotation =
        state.rotation === null
          ? null
          : settings.seats !== state.rotation.seats
            ? initialRotation(settings.seats, settings.rotationPolicy)
            : { ...state.rotation, policy: rotationPolicy(settings.rotationPolicy) };
      return { ...state, settings, rotation };
    }

    case "BettingTimerSet":
      if (!state.settings) return state;
      return { ...state, settings: { ...state.settings, bettingSeconds: event.seconds } };

    case "RefusalNoted":
      return state;

    case "BettingTimerRestarted":
      if (!round) return state;
      // The server's own restart is not activity: an idle table still shows as idle on the floor.
      return { ...state, ...(event.byTimer ? {} : { lastActivityAt: event.at }), round: { ...round, bettingClosesAt: event.bettingClosesAt } } as S;

    case "RoundEndedWithoutAction":
      return { ...state, round: null, rotation: handNotPlayed(state.rotation), lastActivityAt: event.at };

    case "MisdealDeclared":
      if (!round) return state;
      return { ...state, lastActivityAt: event.at, round: { ...reset(round, "dealing"), phase: "dealing" } } as S;

    case "BettingReopened":
      if (!round) return state;
      return {
        ...state,
        lastActivityAt: event.at,
        round: { ...reset(round, "betting"), phase: "betting", fees: null, bettingClosesAt: event.bettingClosesAt, bettingReopened: (round.bettingReopened ?? 0) + 1 },
      } as S;

    case "EndedRoundCorrected":
      // The shell's machine wrapper applies it (ended-round-corrections.ts): the round open now is not the one corrected.
      return state;

    case "SettlementLineUndone":
      if (!round) return state;
      return { ...state, lastActivityAt: event.at, round: { ...round, settledLines: Math.max(0, round.settledLines - 1) } } as S;
  }
}
