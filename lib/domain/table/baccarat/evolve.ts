/**
 * evolve: one event applied to the table's state. No checks here: every event was accepted by
 * decide and committed, so replaying the log rebuilds exactly the table that was live.
 */
import { FACE_DOWN } from "../../baccarat";
import { takeCard, returnCard } from "../../cards/shoe-composition";
import { beginRound, burn as burnCards, nextCard } from "../../cards/dealing-shoe";
import { evolveRotation, initialRotation } from "../../rotation";
import type { BaccaratTableEvent } from "./events";
import { gameOf } from "./game-of";
import { replaySteps, correctedSteps } from "./card-steps";
import { roadOutcome } from "./round-summary";
import type { CardStep, RoundInProgress, ShoeState, TableState } from "./state";

function withSteps(state: TableState, round: RoundInProgress, steps: readonly CardStep[]): RoundInProgress {
  const settings = state.settings;
  if (!settings) return round;
  return { ...round, steps, cards: replaySteps(gameOf(settings).game, steps) };
}

function takeFromShoe(shoe: ShoeState | null, card: string): ShoeState | null {
  if (!shoe || card === FACE_DOWN) return shoe;
  if (shoe.source === "server") return { ...shoe, dealing: nextCard(shoe.dealing).shoe };
  return { ...shoe, composition: takeCard(shoe.composition, card) };
}

function giveBackToShoe(shoe: ShoeState | null, card: string): ShoeState | null {
  if (!shoe || shoe.source === "server" || card === FACE_DOWN) return shoe;
  return { ...shoe, composition: returnCard(shoe.composition, card) };
}

export function evolve(state: TableState, event: BaccaratTableEvent): TableState {
  const round = state.round;
  switch (event.type) {
    case "TableOpened":
      return {
        ...state,
        settings: event.settings,
        rotation: initialRotation(event.settings.seats, event.settings.rotationPolicy),
        lastActivityAt: event.at,
      };

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
      return { ...state, shoe: event.shoe, roadLog: [], lastActivityAt: event.at };

    case "CardsBurned": {
      const shoe = state.shoe;
      if (!shoe || shoe.source !== "server") return state;
      return { ...state, shoe: { ...shoe, dealing: burnCards(shoe.dealing, event.cards.length).shoe } };
    }

    case "ShoeEnded":
      return { ...state, shoe: null, roadLog: [], previousShoe: event.statistics, lastActivityAt: event.at };

    case "RoundOpened": {
      const shoe = state.shoe;
      const begun: ShoeState | null = shoe?.source === "server" ? { ...shoe, dealing: beginRound(shoe.dealing), hands: shoe.hands + 1 } : shoe ? { ...shoe, hands: shoe.hands + 1 } : shoe;
      return {
        ...state,
        shoe: begun,
        handNumber: event.handNumber,
        lastActivityAt: event.at,
        round: {
          id: event.roundId,
          handNumber: event.handNumber,
          phase: "betting",
          openedAt: event.at,
          bettingClosesAt: event.bettingClosesAt,
          playerDealerSeat: event.playerDealerSeat,
          bankHand: event.bankHand,
          bank: event.bank,
          wagers: [],
          nextWagerNumber: 1,
          fees: null,
          steps: [],
          cards: { dealt: [], holeCard: "none", playerHitsOnFive: null },
          settlement: null,
          settledLines: 0,
          corrections: [],
        },
      };
    }

    case "WagerPlaced":
      if (!round) return state;
      return { ...state, round: { ...round, wagers: [...round.wagers, event.wager], nextWagerNumber: round.nextWagerNumber + 1 } };

    case "WagerRemoved":
      if (!round) return state;
      return { ...state, round: { ...round, wagers: round.wagers.filter((w) => w.id !== event.wagerId) } };

    case "BettingClosed":
      if (!round) return state;
      return { ...state, lastActivityAt: event.at, round: { ...round, phase: "dealing", fees: event.fees } };

    case "CardDealt": {
      if (!round) return state;
      const steps: CardStep[] = [...round.steps, { kind: "deal", card: event.card, source: event.source, faceDown: event.faceDown }];
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
      const steps: CardStep[] = [...round.steps, { kind, card: event.card }];
      const shoe = event.card ? takeFromShoe(state.shoe, event.card) : state.shoe;
      return { ...state, shoe, round: withSteps(state, round, steps) };
    }

    case "ChoiceMade":
      if (!round) return state;
      return { ...state, round: { ...round, wagers: round.wagers.map((w) => (w.id === event.wagerId ? { ...w, choice: event.choice } : w)) } };

    case "ChoicesClosed": {
      if (!round || !state.settings) return state;
      const { game } = gameOf(state.settings);
      // Player-line wagers without a choice are played the house way: hit on 5.
      const wagers = round.wagers.map((w) =>
        game.bets.find((b) => b.id === w.bet)?.playerHandOnFive === "bettor-choice" && !w.choice ? { ...w, choice: "hit" as const } : w,
      );
      return { ...state, round: withSteps(state, { ...round, wagers }, [...round.steps, { kind: "choose", playerHits: event.playerHits }]) };
    }

    case "RoundSettled":
      if (!round) return state;
      return { ...state, round: { ...round, phase: "settling", settlement: event.settlement, settledLines: 0 } };

    case "SettlementProgressed":
      if (!round) return state;
      return { ...state, round: { ...round, settledLines: event.through } };

    case "RoundCompleted":
      return {
        ...state,
        round: null,
        bank: event.round.bankAfter,
        lastRound: event.round,
        roadLog: [...state.roadLog, roadOutcome(event.round)],
        lastActivityAt: event.at,
      };

    case "RoundVoided":
      return { ...state, round: null, lastActivityAt: event.at };

    case "CardCorrected": {
      if (!round) return state;
      let shoe = giveBackToShoe(state.shoe, event.from);
      shoe = takeFromShoe(shoe, event.to);
      const corrected = withSteps(state, round, correctedSteps(round.steps, event.index, event.to));
      // A settled hand is settled again after a correction: the dealer walks the new ledger.
      const reopened: RoundInProgress =
        corrected.phase === "settling" ? { ...corrected, phase: "dealing", settlement: null, settledLines: 0 } : corrected;
      return {
        ...state,
        shoe,
        round: { ...reopened, corrections: [...round.corrections, { index: event.index, from: event.from, to: event.to, reason: event.reason, approvedBy: event.approvedBy }] },
      };
    }

    case "TablePaused":
      return { ...state, status: "paused" };

    case "TableResumed":
      return { ...state, status: "open" };

    case "TableClosed":
      return { ...state, status: "closed" };

    case "FeeOptionChanged":
      if (!state.settings) return state;
      return { ...state, settings: { ...state.settings, fee: { scheduleId: event.scheduleId, optionId: event.optionId, option: event.option } } };

    case "BettingTimerSet":
      if (!state.settings) return state;
      return { ...state, settings: { ...state.settings, bettingSeconds: event.seconds } };

    case "RefusalNoted":
      return state;
  }
}
