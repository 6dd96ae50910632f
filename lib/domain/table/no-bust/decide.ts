/**
 * decide for a No Bust table: a command and the table's state in, events or a refusal out. The
 * shared table commands go to common/decide.ts; every step of the round (a card, the fees dropped,
 * insurance, the hole card, a player's decision) is tried on the rules engine first, so a step the
 * rules forbid is refused with the engine's own reason and the table stays exactly as it was.
 */
import { nextCard } from "../../cards/dealing-shoe";
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
import type { FeeWager } from "../../fees";
import { validateRound, validateWager } from "../../wagers/wager-validation";
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
  occupiedSeats,
  rotationOf,
  shoeRefusal,
  snake,
  unfinishedSettlement,
  type ShellGame,
} from "../common/decide";
import { correctionRefusal, shoeRefusalFor } from "../common/shoe";
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
  return { name: game.name, decks, shoeSpec: (n) => shoeSpecFor(game, n), burnAfter: () => 0, settingsFrom: noBustSettingsFromConfig };
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

function normalise(card: string): string {
  return card.toUpperCase().replace(/^10/, "T");
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
      const table = { seats: settings.seats, occupiedSeats: occupiedSeats(rotationOf(state)), playerDealerSeat: round.playerDealerSeat };
      const proposed = { seat: command.seat, bet: command.bet, amount: command.amount, ...(command.backline ? { backline: true } : {}), ...(command.bettor ? { bettor: command.bettor } : {}) };
      const verdict = validateWager(rules, table, round.wagers, proposed);
      if (!verdict.ok) return refuse(`WAGER_${snake(verdict.refusal.code)}`, verdict.refusal.message);
      return accept<NoBustTableEvent>({
        type: "WagerPlaced",
        wager: { id: `w${round.nextWagerNumber}`, seat: command.seat, bet: command.bet, amount: command.amount, backline: command.backline === true, ...(command.bettor ? { bettor: command.bettor } : {}) },
      });
    }

    case "remove-wager": {
      if (!round || round.phase !== "betting") return refuse("BETTING_CLOSED", "Wagers can be taken back only while betting is open.");
      const wager = round.wagers.find((w) => w.id === command.wagerId);
      if (!wager) return refuse("NO_SUCH_WAGER", "That wager is not on the table.");
      const rest = round.wagers.filter((w) => w.id !== wager.id);
      const left = validateRound(rules, { seats: settings.seats, occupiedSeats: occupiedSeats(rotationOf(state)), playerDealerSeat: round.playerDealerSeat }, rest);
      if (!left.ok) return refuse("WAGER_STILL_NEEDED", `Remove the wagers that depend on it first: ${left.refusals[0]?.message ?? ""}`);
      return accept<NoBustTableEvent>({ type: "WagerRemoved", wagerId: wager.id });
    }

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
      const wagers: FeeWager[] = round.wagers.map((w) => ({
        seat: w.seat,
        bet: w.bet,
        kind: w.bet === "main" ? "game" : "bonus",
        amount: w.amount,
        ...(w.backline ? { backline: true } : {}),
        ...(w.bettor ? { bettor: w.bettor } : {}),
      }));
      return decideCloseBetting(state, wagers, ctx);
    }

    case "deal-card":
      return decideDeal(state, command);

    case "undo-card": {
      if (!round || round.phase !== "dealing") return refuse("NOTHING_TO_UNDO", "There is no card to take back.");
      const last = round.steps.at(-1);
      if (!last || last.kind !== "deal") return refuse("NOTHING_TO_UNDO", "The last step was not a card: it is already committed.");
      if (last.source === "server") return refuse("SERVER_CARD", "A card drawn from the server's shoe cannot be taken back; a supervisor can void the round.");
      return accept<NoBustTableEvent>({ type: "CardUndone", card: last.card });
    }

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
      const card = command.card ? normalise(command.card) : null;
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
  const shoe = state.shoe;
  if (!shoe) return refuse("NO_SHOE", "Start a shoe first.");
  const next = nextStep(d.play);
  if (next.kind !== "deal") return refuse("NO_CARD_DUE", `No card is due: ${describeStep(next)}.`);
  let card: string;
  let source: "dealer" | "reader" | "server";
  if (shoe.source === "server") {
    if (command.card) return refuse("SERVER_SHOE", "This table deals from the server's shoe: the server draws the card.");
    try {
      card = nextCard(shoe.dealing).card;
    } catch (error) {
      return shoeRefusal(error);
    }
    source = "server";
  } else {
    source = command.source ?? shoe.source;
    if (!command.card) {
      if (!(next.faceDown && command.faceDown)) return refuse("CARD_NEEDED", `Enter the card: ${describeStep(next)}.`);
      card = FACE_DOWN;
    } else {
      card = normalise(command.card);
      const bad = shoeRefusalFor(shoe, card);
      if (bad) return refuse("CARD_NOT_IN_SHOE", `${card} cannot come out of this shoe: ${bad}`);
    }
  }
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
  const to = normalise(command.card);
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
