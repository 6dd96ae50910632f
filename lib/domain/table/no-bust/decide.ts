/**
 * decide for a No Bust table: a command and the table's state in, events or a refusal out. The
 * shared table commands go to common/decide.ts; every step of the round (a card, the fees dropped,
 * insurance, the hole card, a player's decision) is tried on the rules engine first, so a step the
 * rules forbid is refused with the engine's own reason and the table stays exactly as it was.
 */
import {
  describeStep,
  FACE_DOWN,
  handBetId,
  handValue,
  describeValue,
  nextStep,
  NoBustRefusal,
  settleRound,
  shoeSpecFor,
  type Decision as PlayerDecision,
  type NoBustGame,
  type NoBustSettlement,
  type RoundState,
} from "../../no-bust";
import type { Card } from "../../cards/card";
import { accept, refuse, type CommandContext, type Decision, type Refusal } from "../machine";
import { isShellCommand } from "../common/commands";
import {
  bettingOpenRefusal,
  capitalise,
  completeHand,
  decideCloseBetting,
  decideEndShoe,
  decideOpenRound,
  decideShell,
  decideVoid,
  guard,
  handFees,
  snake,
  unfinishedSettlement,
  type ShellGame,
} from "../common/decide";
import { correctionRefusal, shoeRefusalFor } from "../common/shoe";
import { cardCode, decidePlaceWager, decideRemoveWager, decideUndoCard, feeWagers, takeCard } from "../common/round-steps";
import { NO_BUST_COMMAND_ROLES, type NoBustCommand } from "./commands";
import type { NoBustTableEvent } from "./events";
import { noBustGameOf } from "./game-of";
import { applyStep, cardsInOrder, correctedSteps, openPlay, replaySteps } from "./steps";
import type { CompletedHand, CompletedNoBustRound, NoBustRoundInProgress, NoBustStep, NoBustTableSettings, NoBustTableState } from "./state";
import { noBustSettingsFromConfig } from "./settings";

type D = Decision<NoBustTableEvent>;
type No = { ok: false; refusal: Refusal };

function shellGame(settings: NoBustTableSettings): ShellGame {
  const { game } = noBustGameOf(settings);
  const decks: number[] = [];
  for (let n = game.decks.min; n <= game.decks.max; n++) decks.push(n);
  // The filings print no burn procedure: the card turned over is burned, alone.
  return { name: game.name, decks, shoeSpec: (n) => shoeSpecFor(game, n), burnAfter: () => 0, settingsFrom: noBustSettingsFromConfig, resetsDealing: true };
}

/** The rules engine's refusal in the table's words. */
function ruleRefusal(error: unknown): No {
  if (error instanceof NoBustRefusal) return refuse(error.code === "wrong-step" || error.code === "not-this-hand" ? "OUT_OF_ORDER" : snake(error.code.replace(/-/g, "_")), capitalise(error.message) + ".");
  if (error instanceof RangeError) return refuse("CARD_REFUSED", capitalise(error.message) + ".");
  throw error;
}

function tryStep(play: RoundState, step: NoBustStep): No | null {
  try {
    applyStep(play, step);
    return null;
  } catch (error) {
    return ruleRefusal(error);
  }
}

function dealing(round: NoBustRoundInProgress | null): { round: NoBustRoundInProgress; play: RoundState } | No {
  if (!round) return refuse("NO_ROUND", "Open betting first.");
  if (round.phase === "betting") return refuse("BETTING_OPEN", "Close betting before dealing: the fees are fixed when betting closes.");
  if (round.phase !== "dealing" || !round.play) return refuse("NOT_DEALING", "The hand is complete: settle it.");
  return { round, play: round.play };
}

const step = (s: NoBustStep): D => accept<NoBustTableEvent>({ type: "StepTaken", step: s });

export function decideNoBust(state: NoBustTableState, command: NoBustCommand, ctx: CommandContext): D {
  const settings = state.settings;
  const refused = guard(state, command, ctx, NO_BUST_COMMAND_ROLES);
  if (refused || !settings) return refused ?? refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  if (isShellCommand(command)) return decideShell(state, command, ctx, shellGame(settings));
  const round = state.round;
  const { game, rules } = noBustGameOf(settings);

  switch (command.type) {
    case "end-shoe": {
      const ended = decideEndShoe(state);
      if (!ended.ok) return ended;
      return accept<NoBustTableEvent>({ type: "ShoeEnded", at: ctx.now, proof: ended.proof });
    }

    case "open-betting":
      return decideOpenRound(state, ctx);

    case "place-wager": {
      const closed = bettingOpenRefusal(round, ctx.now);
      if (closed || !round) return closed ?? refuse("NO_ROUND", "Open betting first.");
      if (command.bet === "buster" && !game.buster) return refuse("UNKNOWN_BET", `${game.name} has no Buster bet.`);
      return decidePlaceWager({ ...state, settings, round }, command, rules) as D;
    }

    case "remove-wager":
      return decideRemoveWager(state, command.wagerId, rules);

    case "close-betting": {
      if (!round || round.phase !== "betting") return refuse("NOT_BETTING", "Betting is not open.");
      if (round.wagers.length > 0) {
        try {
          openPlay(game, settings.seats, round);
        } catch (error) {
          if (error instanceof NoBustRefusal) return refuse("ROUND_NOT_PLAYABLE", capitalise(error.message) + ".");
          throw error;
        }
      }
      return decideCloseBetting(state, handFees(round, feeWagers(round.wagers, (bet) => (bet === "main" ? "game" : "bonus"))), ctx);
    }

    case "deal-card":
      return decideDeal(state, command);

    case "undo-card":
      return decideUndoCard(round);

    case "drop-fees": {
      const d = dealing(round);
      if (!("play" in d)) return d;
      return tryStep(d.play, { kind: "fees" }) ?? step({ kind: "fees" });
    }

    case "insurance": {
      const d = dealing(round);
      if (!("play" in d)) return d;
      const s: NoBustStep = { kind: "insurance", seat: command.seat, amount: command.amount };
      return tryStep(d.play, s) ?? step(s);
    }

    case "check-hole-card":
    case "expose-hole-card": {
      const d = dealing(round);
      if (!("play" in d)) return d;
      const wanted = command.type === "check-hole-card" ? "check-hole-card" : "expose-hole-card";
      const next = nextStep(d.play);
      if (next.kind !== wanted) return refuse("OUT_OF_ORDER", `Not now: ${describeStep(next)}.`);
      const hole = d.play.playerDealer[1];
      const card = command.card ? cardCode(command.card) : null;
      if (hole === FACE_DOWN) {
        if (!card) return refuse("HOLE_CARD_UNREAD", command.type === "check-hole-card" ? "Enter the hole card as you look at it." : "Enter the hole card as you turn it.");
        const bad = shoeRefusalFor(state.shoe, card);
        if (bad) return refuse("CARD_NOT_IN_SHOE", `${card} cannot come out of this shoe: ${bad}`);
      } else if (card && card !== hole) {
        return refuse("HOLE_CARD_MISMATCH", "The hole card on record is different. If it was mis-entered, ask a supervisor to correct it.");
      }
      const s: NoBustStep = { kind: command.type === "check-hole-card" ? "check" : "expose", card: hole === FACE_DOWN ? card : null };
      return tryStep(d.play, s) ?? step(s);
    }

    case "player-decision": {
      const d = dealing(round);
      if (!("play" in d)) return d;
      const decision: PlayerDecision = command.decision === "double" && command.amount !== undefined ? { kind: "double", amount: command.amount } : { kind: command.decision };
      const s: NoBustStep = { kind: "decide", seat: command.seat, hand: command.hand, decision };
      return tryStep(d.play, s) ?? step(s);
    }

    case "settle": {
      const d = dealing(round);
      if (!("play" in d)) return d;
      const next = nextStep(d.play);
      if (next.kind !== "complete") return refuse("HAND_NOT_COMPLETE", `The hand is not complete: ${describeStep(next)}.`);
      let settlement: NoBustSettlement;
      try {
        settlement = settleRound(d.play);
      } catch (error) {
        return ruleRefusal(error);
      }
      if (!settlement.conservation.ok) return refuse("INTERNAL_MONEY_CHECK", "The settlement does not balance; nothing was changed. Call the floor.");
      return accept<NoBustTableEvent>({ type: "RoundSettled", settlement });
    }

    case "end-round": {
      const unfinished = unfinishedSettlement(round);
      if (unfinished || !round?.settlement || !round.play) return unfinished ?? refuse("NOT_SETTLING", "Settle the round first.");
      const complete = completeHand(state, ctx);
      if (!complete.ok) return complete;
      return accept<NoBustTableEvent>({ type: "RoundCompleted", round: completedNoBustRound(game, round, round.play, round.settlement, false), at: ctx.now }, ...complete.events);
    }

    case "void-round":
      return decideVoid(state, command.reason, ctx);

    case "correct-card":
      return decideCorrection(state, command, ctx, game);
  }
}

function decideDeal(state: NoBustTableState, command: Extract<NoBustCommand, { type: "deal-card" }>): D {
  const d = dealing(state.round);
  if (!("play" in d)) return d;
  const next = nextStep(d.play);
  if (next.kind !== "deal") return refuse("NO_CARD_DUE", `No card is due: ${describeStep(next)}.`);
  const taken = takeCard(state, command, { faceDown: next.faceDown, describe: describeStep(next) });
  if (!taken.ok) return taken;
  const { card, source } = taken;
  const s: NoBustStep = { kind: "deal", card, source, faceDown: next.faceDown };
  return tryStep(d.play, s) ?? step(s);
}

function decideCorrection(state: NoBustTableState, command: Extract<NoBustCommand, { type: "correct-card" }>, ctx: CommandContext, game: NoBustGame): D {
  const round = state.round;
  const settings = state.settings;
  if (!settings || !round || (round.phase !== "dealing" && round.phase !== "settling")) return refuse("NO_CARDS", "There is no dealt hand to correct.");
  if (state.shoe?.source === "server") return refuse("SERVER_CARD", "Cards from the server's shoe are known exactly; void the round instead.");
  const from = cardsInOrder(round.steps)[command.index];
  if (from === undefined) return refuse("NO_SUCH_CARD", `There is no card ${command.index + 1} in this round.`);
  if (from === FACE_DOWN) return refuse("HOLE_CARD_UNREAD", "The hole card has not been read yet: it is entered when it is checked or turned over.");
  const to = cardCode(command.card);
  if (from === to) return refuse("SAME_CARD", "That is the card already on record.");
  const bad = correctionRefusal(state.shoe, from, to);
  if (bad) return refuse("CARD_NOT_IN_SHOE", `${to} cannot come out of this shoe: ${bad}`);
  try {
    replaySteps(game, settings.seats, round, correctedSteps(round.steps, command.index, to));
  } catch (error) {
    const why = ruleRefusal(error);
    return refuse("CORRECTION_BREAKS_ROUND", `With ${to} the round would have played differently (${why.refusal.message}) Void the round instead.`);
  }
  return accept<NoBustTableEvent>({ type: "CardCorrected", index: command.index, from, to, reason: command.reason, approvedBy: ctx.actor.id });
}

/** What a finished round leaves for the history and the display. */
export function completedNoBustRound(game: NoBustGame, round: NoBustRoundInProgress, play: RoundState, settlement: NoBustSettlement, voided: boolean): CompletedNoBustRound {
  const hands: CompletedHand[] = [];
  for (const p of play.players) {
    p.hands.forEach((h, i) => {
      const line = settlement.wagers.find((w) => w.seat === p.seat && !w.backline && w.bet === handBetId(i));
      hands.push({
        seat: p.seat,
        hand: i,
        cards: h.cards,
        value: describeValue(handValue(game.hand, h.cards, h.split)),
        doubled: h.doubled !== null,
        surrendered: h.surrendered,
        outcome: line?.resolution.outcome ?? "lose",
      });
    });
  }
  const pd = play.playerDealer as readonly Card[];
  return {
    id: round.id,
    handNumber: round.handNumber,
    playerDealerSeat: round.playerDealerSeat,
    playerDealer: pd,
    playerDealerValue: describeValue(handValue(game.hand, pd)),
    hands,
    bankBefore: round.bank,
    bankAfter: settlement.walk.bankAfter,
    actionSeat: settlement.actionButton.seat,
    voided,
  };
}
