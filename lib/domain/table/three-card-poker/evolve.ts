/**
 * evolve for a Three Card Poker table: one committed event applied to the state, no checks. The
 * round's play is advanced one step at a time and replayed from its steps after an undo or a
 * correction; the deck in play (the shell's shoe) and the two alternating decks follow every card
 * read.
 */
import { withStep } from "../common/decision-corrections";
import { beginRound, endRound, loadShuffler, newAlternatingDecks, readCard, unloadDeck, FACE_DOWN, type AlternatingDecks } from "../../three-card-poker";
import { initialRotation } from "../../rotation";
import { evolveShell } from "../common/evolve";
import { openedRound, withWager } from "../common/round-steps";
import type { RoundOpened } from "../common/events";
import { giveBackToShoe, takeFromShoe, type ShoeState } from "../common/shoe";
import { rereadDecks } from "./deck";
import type { ThreeCardPokerTableEvent } from "./events";
import { DECK_BACKS, threeCardPokerGameOf } from "./game-of";
import { stepOnce } from "../common/step-once";
import { paidWhenCorrected, roundAdjustment } from "../common/settlement-difference";
import { applyStep, cardsInOrder, cardsReadBy, correctedSteps, openPlay, replaySteps } from "./steps";
import type { ThreeCardPokerRoundInProgress, ThreeCardPokerTableState } from "./state";

/** The floor's corrections: a misdeal deals the round again from its wagers; reopened betting has no play until betting closes. */
function hooks(settings: ThreeCardPokerTableState["settings"]) {
  return {
    resetDealing: (r: ThreeCardPokerRoundInProgress, to: "dealing" | "betting"): ThreeCardPokerRoundInProgress => ({
      ...r,
      steps: [],
      play: to === "dealing" && settings ? openPlay(threeCardPokerGameOf(settings).game, settings.seats, r) : null,
      settlement: null,
      settledLines: 0,
      corrections: [],
    }),
  };
}

function newRound(event: RoundOpened): ThreeCardPokerRoundInProgress {
  return { ...openedRound(event), play: null, settlement: null };
}

function take(shoe: ShoeState | null, cards: readonly string[]): ShoeState | null {
  return cards.reduce((s, c) => takeFromShoe(s, c), shoe);
}

function giveBack(shoe: ShoeState | null, cards: readonly string[]): ShoeState | null {
  return cards.reduce((s, c) => giveBackToShoe(s, c), shoe);
}

function read(decks: AlternatingDecks | null, cards: readonly string[]): AlternatingDecks | null {
  return decks ? cards.reduce((d, c) => readCard(d, c), decks) : decks;
}

/** The round's deck goes to the discard rack. */
function roundOver(decks: AlternatingDecks | null): AlternatingDecks | null {
  return decks?.roundOpen ? endRound(decks) : decks;
}

export function evolveThreeCardPoker(state: ThreeCardPokerTableState, event: ThreeCardPokerTableEvent): ThreeCardPokerTableState {
  const round = state.round;
  const settings = state.settings;
  switch (event.type) {
    case "TableOpened":
      return { ...state, settings: event.settings, rotation: initialRotation(event.settings.seats, event.settings.rotationPolicy), lastActivityAt: event.at };

    case "ShoeStarted":
      // The decks brought in, or the next round's deck out of the shuffler: the decks keep their places.
      return { ...state, shoe: event.shoe, decks: state.decks ?? newAlternatingDecks(DECK_BACKS), lastActivityAt: event.at };

    case "ShoeEnded":
      return { ...state, shoe: null, decks: event.round ? state.decks : null, lastActivityAt: event.at };

    case "RoundOpened": {
      const opened = evolveShell(state, event, newRound);
      // The last round's adjustment is in force until the next round opens.
      return { ...opened, decks: state.decks ? beginRound(state.decks) : null, lastAdjustment: null };
    }

    case "WagerPlaced":
      if (!round) return state;
      return { ...state, round: withWager(round, event.wager) };

    case "ShufflerLoaded":
      return { ...state, decks: state.decks ? loadShuffler(state.decks) : null };

    case "BettingClosed": {
      const closed = evolveShell(state, event, newRound);
      if (!closed.round || !settings || closed.round.wagers.length === 0) return closed;
      return { ...closed, round: { ...closed.round, play: openPlay(threeCardPokerGameOf(settings).game, settings.seats, closed.round) } };
    }

    case "StepTaken": {
      if (!round?.play) return state;
      const cards = cardsReadBy(event.step, round.play);
      const decks = event.step.kind === "unload-shuffler" && state.decks ? unloadDeck(state.decks) : read(state.decks, cards);
      return { ...state, shoe: take(state.shoe, cards), decks, round: { ...round, steps: [...round.steps, event.step], play: stepOnce(applyStep, round.play, event.step) } };
    }

    case "CardsUndone": {
      if (!round || !settings) return state;
      const steps = round.steps.slice(0, -1);
      const play = replaySteps(threeCardPokerGameOf(settings).game, settings.seats, round, steps);
      const read = cardsInOrder(play).filter((c) => c !== FACE_DOWN);
      const back = cardsInOrder(round.play).filter((c) => c !== FACE_DOWN && !read.includes(c));
      return { ...state, shoe: giveBack(state.shoe, back), decks: rereadDecks(state.decks, read), round: { ...round, steps, play } };
    }

    case "RoundSettled":
      if (!round) return state;
      // Under forfeitsCollected "at-fold" the first lines were collected at the collect-folds step: they are walked already.
      // Settled again after a correction of money already paid, the dealer walks the differences from the first.
      // Entered by results, no forfeit was collected at a step of its own: the walk starts with them (results-entry.md RE10).
      return { ...state, round: { ...round, phase: "settling", settlement: event.settlement, settledLines: round.paidBefore || round.play?.results ? 0 : event.settlement.collectedAtFold } };

    case "RoundCompleted":
      return { ...state, round: null, bank: event.round.bankAfter, lastRound: event.round, lastAdjustment: round ? roundAdjustment(round) : null, decks: roundOver(state.decks), lastActivityAt: event.at };

    case "RoundVoided":
      return { ...evolveShell(state, event, newRound), decks: roundOver(state.decks) };

    case "CardCorrected": {
      if (!round || !settings) return state;
      const shoe = takeFromShoe(giveBackToShoe(state.shoe, event.from), event.to);
      const steps = correctedSteps(round.steps, event.from, event.to);
      const play = replaySteps(threeCardPokerGameOf(settings).game, settings.seats, round, steps);
      const decks = rereadDecks(state.decks, cardsInOrder(play).filter((c) => c !== FACE_DOWN));
      // A settled round is settled again after a correction: the dealer walks the new ledger and makes
      // the difference from the money already paid (kept in paidBefore).
      const reopened = round.phase === "settling" ? { phase: "dealing" as const, settlement: null, settledLines: 0, paidBefore: paidWhenCorrected(round) } : {};
      return {
        ...state,
        shoe,
        decks,
        round: {
          ...round,
          ...reopened,
          steps,
          play,
          corrections: [...round.corrections, { index: event.index, from: event.from, to: event.to, reason: event.reason, approvedBy: event.approvedBy }],
        },
      };
    }

    case "DecisionCorrected": {
      if (!round || !settings) return state;
      const steps = withStep(round.steps, event.index, event.step);
      const play = replaySteps(threeCardPokerGameOf(settings).game, settings.seats, round, steps);
      const reopened = round.phase === "settling" ? { phase: "dealing" as const, settlement: null, settledLines: 0, paidBefore: paidWhenCorrected(round) } : {};
      const correction = { index: event.index, from: event.from, to: event.to, reason: event.reason, approvedBy: event.approvedBy, words: event.words };
      return { ...state, round: { ...round, ...reopened, steps, play, corrections: [...round.corrections, correction] } };
    }

    case "MisdealDeclared": {
      // The cards come off the table: entered cards go back to the deck; the server's deck deals on from where it is.
      const out = round?.play ? cardsInOrder(round.play).filter((c) => c !== FACE_DOWN) : [];
      const decks = state.decks ? { ...rereadDecks(state.decks, [])!, unloaded: false } : null;
      return { ...evolveShell(state, event, newRound, hooks(settings)), shoe: giveBack(state.shoe, out), decks };
    }

    case "RoundEndedWithoutAction":
      return { ...evolveShell(state, event, newRound), decks: roundOver(state.decks) };

    default:
      return evolveShell(state, event, newRound, hooks(settings));
  }
}
