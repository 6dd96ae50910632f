/**
 * decide for a twenty-one table: a command and the table's state in, events or a refusal out. The
 * shared table commands go to common/decide.ts; every step of the round (a card, insurance, early
 * surrender, the hole card, a player's decision) is tried on the rules engine first, so a step the
 * rules forbid is refused with the engine's own reason and the table stays exactly as it was.
 */
import {
  BUSTER_BET,
  describeStep,
  describeValue,
  FACE_DOWN,
  formatOdds,
  handBetId,
  handValue,
  MATCH_BET,
  nextStep,
  playerDealerCards,
  settleRound,
  shoeSpecFor,
  twentyOneFeeWagers,
  TwentyOneRefusal,
  withPostedPlayerCollection,
  type Decision as PlayerDecision,
  type RoundState,
  type TwentyOneGame,
  type ResolvedTwentyOneWager,
  type TwentyOneSettlement,
} from "../../twenty-one";
import type { ScheduleOption } from "../../fees";
import { accept, refuse, type CommandContext, type Decision, type Refusal } from "../machine";
import { decideCardCorrection } from "../common/card-corrections";
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
import { shoeRefusalFor } from "../common/shoe";
import { cardCode, decidePlaceWager, decideRemoveWager, decideUndoCard, takeCard } from "../common/round-steps";
import { TWENTY_ONE_COMMAND_ROLES, type TwentyOneCommand } from "./commands";
import type { TwentyOneTableEvent } from "./events";
import { twentyOneGameOf } from "./game-of";
import { applyStep, openPlay, replaySteps } from "./steps";
import { twentyOneSettingsFromConfig } from "./settings";
import type { BonusResult, CompletedTwentyOneHand, CompletedTwentyOneRound, TwentyOneRoundInProgress, TwentyOneTableSettings, TwentyOneTableState, TwentyOneTableStep } from "./state";

type D = Decision<TwentyOneTableEvent>;
type No = { ok: false; refusal: Refusal };

function shellGame(settings: TwentyOneTableSettings): ShellGame {
  const { game } = twentyOneGameOf(settings);
  const decks: number[] = [];
  for (let n = game.decks.min; n <= game.decks.max; n++) decks.push(n);
  // The filings print no burn procedure: the card turned over is burned, alone.
  return { name: game.name, decks, shoeSpec: (n) => shoeSpecFor(game, n), burnAfter: () => 0, settingsFrom: twentyOneSettingsFromConfig, resetsDealing: true };
}

/** The rules engine's refusal in the table's words. */
export function ruleRefusal(error: unknown): No {
  if (error instanceof TwentyOneRefusal) {
    const code = error.code === "wrong-step" || error.code === "not-this-hand" ? "OUT_OF_ORDER" : snake(error.code.replace(/-/g, "_"));
    return refuse(code, capitalise(error.message) + ".");
  }
  if (error instanceof RangeError) return refuse("CARD_REFUSED", capitalise(error.message) + ".");
  throw error;
}

function tryStep(play: RoundState, step: TwentyOneTableStep): No | null {
  try {
    applyStep(play, step);
    return null;
  } catch (error) {
    return ruleRefusal(error);
  }
}

function dealing(round: TwentyOneRoundInProgress | null): { round: TwentyOneRoundInProgress; play: RoundState } | No {
  if (!round) return refuse("NO_ROUND", "Open betting first.");
  if (round.phase === "betting") return refuse("BETTING_OPEN", "Close betting before dealing: the fees are fixed when betting closes.");
  if (round.phase !== "dealing" || !round.play) return refuse("NOT_DEALING", "The hand is complete: settle it.");
  return { round, play: round.play };
}

const step = (s: TwentyOneTableStep): D => accept<TwentyOneTableEvent>({ type: "StepTaken", step: s });

/** The option the table charges: the schedule's, with the room's posted player collection where the game charges one. */
function chargedOption(settings: TwentyOneTableSettings): ScheduleOption | undefined {
  const { game, postedPlayerFee } = twentyOneGameOf(settings);
  if (postedPlayerFee === null) return undefined;
  return withPostedPlayerCollection(settings.fee.option, postedPlayerFee, game.optionNotes.playerCollection?.source ?? game.filing.lines);
}

function decideStep(state: TwentyOneTableState, make: (play: RoundState) => TwentyOneTableStep | No): D {
  const d = dealing(state.round);
  if (!("play" in d)) return d;
  const s = make(d.play);
  if ("ok" in s) return s;
  return tryStep(d.play, s) ?? step(s);
}

export function decideTwentyOne(state: TwentyOneTableState, command: TwentyOneCommand, ctx: CommandContext): D {
  const settings = state.settings;
  const refused = guard(state, command, ctx, TWENTY_ONE_COMMAND_ROLES);
  if (refused || !settings) return refused ?? refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  if (isShellCommand(command)) return decideShell(state, command, ctx, shellGame(settings));
  const round = state.round;
  const { game, rules } = twentyOneGameOf(settings);

  switch (command.type) {
    case "end-shoe": {
      const ended = decideEndShoe(state);
      if (!ended.ok) return ended;
      return accept<TwentyOneTableEvent>({ type: "ShoeEnded", at: ctx.now, proof: ended.proof });
    }

    case "open-betting":
      return decideOpenRound(state, ctx);

    case "place-wager": {
      const closed = bettingOpenRefusal(round, ctx.now);
      if (closed || !round) return closed ?? refuse("NO_ROUND", "Open betting first.");
      if (command.bet === BUSTER_BET && !game.buster) return refuse("UNKNOWN_BET", `${game.name} has no Buster Blackjack Bonus.`);
      if (command.bet === MATCH_BET && !game.match) return refuse("UNKNOWN_BET", `${game.name} has no Match the Dealer Up Card bet.`);
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
          if (error instanceof TwentyOneRefusal) return refuse("ROUND_NOT_PLAYABLE", capitalise(error.message) + ".");
          throw error;
        }
      }
      // Total table action is every wager placed before the deal; doubles, splits, surrender and insurance never reach it.
      return decideCloseBetting(state, handFees(round, twentyOneFeeWagers(round.wagers)), ctx, chargedOption(settings));
    }

    case "deal-card":
      return decideDeal(state, command);

    case "undo-card":
      return decideUndoCard(round);

    case "insurance":
      return decideStep(state, () => ({ kind: "insurance", seat: command.seat, amount: command.amount }));

    case "early-surrender":
      return decideStep(state, () => ({ kind: "surrender", seat: command.seat, surrender: command.surrender }));

    case "check-hole-card":
    case "expose-hole-card":
      return decideStep(state, (play) => holeCardStep(state, play, command));

    case "player-decision": {
      const decision: PlayerDecision = command.decision === "double" && command.amount !== undefined ? { kind: "double", amount: command.amount } : { kind: command.decision };
      return decideStep(state, () => ({ kind: "decide", seat: command.seat, hand: command.hand, decision }));
    }

    case "settle": {
      const d = dealing(round);
      if (!("play" in d)) return d;
      const next = nextStep(d.play);
      if (next.kind !== "complete") return refuse("HAND_NOT_COMPLETE", `The hand is not complete: ${describeStep(next)}.`);
      let settlement: TwentyOneSettlement;
      try {
        settlement = settleRound(d.play);
      } catch (error) {
        return ruleRefusal(error);
      }
      if (!settlement.conservation.ok) return refuse("INTERNAL_MONEY_CHECK", "The settlement does not balance; nothing was changed. Call the floor.");
      return accept<TwentyOneTableEvent>({ type: "RoundSettled", settlement });
    }

    case "end-round": {
      const unfinished = unfinishedSettlement(round);
      if (unfinished || !round?.settlement || !round.play) return unfinished ?? refuse("NOT_SETTLING", "Settle the round first.");
      const complete = completeHand(state, ctx);
      if (!complete.ok) return complete;
      return accept<TwentyOneTableEvent>({ type: "RoundCompleted", round: completedTwentyOneRound(game, round, round.play, round.settlement, false), at: ctx.now }, ...complete.events);
    }

    case "void-round":
      return decideVoid(state, command.reason, ctx);

    case "correct-card":
      return decideCardCorrection(state, command, ctx, (steps) => {
        if (!round) return null;
        try {
          replaySteps(game, settings.seats, round, steps);
          return null;
        } catch (error) {
          return ruleRefusal(error).refusal.message;
        }
      });
  }
}

/** Checking the hole card for a natural, or turning it over: entered now if it was dealt unread. */
function holeCardStep(state: TwentyOneTableState, play: RoundState, command: Extract<TwentyOneCommand, { type: "check-hole-card" | "expose-hole-card" }>): TwentyOneTableStep | No {
  const checking = command.type === "check-hole-card";
  const next = nextStep(play);
  if (next.kind !== (checking ? "check-hole-card" : "expose-hole-card")) return refuse("OUT_OF_ORDER", `Not now: ${describeStep(next)}.`);
  const hole = play.playerDealer[1];
  const card = command.card ? cardCode(command.card) : null;
  if (hole === FACE_DOWN) {
    if (!card) return refuse("HOLE_CARD_UNREAD", checking ? "Enter the hole card as you look at it." : "Enter the hole card as you turn it.");
    const bad = shoeRefusalFor(state.shoe, card);
    if (bad) return refuse("CARD_NOT_IN_SHOE", `${card} cannot come out of this shoe: ${bad}`);
  } else if (card && card !== hole) {
    return refuse("HOLE_CARD_MISMATCH", "The hole card on record is different. If it was mis-entered, ask a supervisor to correct it.");
  }
  return { kind: checking ? "check" : "expose", card: hole === FACE_DOWN ? card : null };
}

function decideDeal(state: TwentyOneTableState, command: Extract<TwentyOneCommand, { type: "deal-card" }>): D {
  const d = dealing(state.round);
  if (!("play" in d)) return d;
  const next = nextStep(d.play);
  if (next.kind !== "deal") return refuse("NO_CARD_DUE", `No card is due: ${describeStep(next)}.`);
  const taken = takeCard(state, command, { faceDown: next.faceDown, describe: describeStep(next) });
  if (!taken.ok) return taken;
  const s: TwentyOneTableStep = { kind: "deal", card: taken.card, source: taken.source, faceDown: next.faceDown };
  return tryStep(d.play, s) ?? step(s);
}

/** A hand's value in the game's words: "Pure 21.5 Blackjack", "frozen 25", "hard 24 (888)". */
export function valueWords(game: TwentyOneGame, cards: readonly string[], split = false): string {
  return describeValue(game.hand, handValue(game.hand, cards as never, split), cards as never);
}

/** The resolved line of a seated player's hand (its wager, not a double or a returned half). */
export function handLine(wagers: readonly ResolvedTwentyOneWager[], seat: number, hand: number): ResolvedTwentyOneWager | undefined {
  return wagers.find((w) => w.seat === seat && !w.backline && w.hand === hand && w.bet === handBetId(hand));
}

/** The seated players' bonus bets, resolved. */
export function bonusResults(wagers: readonly ResolvedTwentyOneWager[]): BonusResult[] {
  return wagers.flatMap((w) =>
    !w.backline && (w.bet === BUSTER_BET || w.bet === MATCH_BET) ? [{ seat: w.seat, bet: w.bet, outcome: w.resolution.outcome, pays: w.odds ? formatOdds(w.odds) : null }] : [],
  );
}

/** What a finished round leaves for the history and the wall. */
export function completedTwentyOneRound(game: TwentyOneGame, round: TwentyOneRoundInProgress, play: RoundState, settlement: TwentyOneSettlement, voided: boolean): CompletedTwentyOneRound {
  const hands: CompletedTwentyOneHand[] = play.players.flatMap((p) =>
    p.hands.map((h, i) => ({
      seat: p.seat,
      hand: i,
      cards: h.cards,
      value: h.cards.length ? valueWords(game, h.cards, h.split) : "",
      doubles: h.doubles,
      surrendered: h.surrendered,
      rescued: h.rescued,
      outcome: handLine(settlement.wagers, p.seat, i)?.resolution.outcome ?? "lose",
    })),
  );
  const pd = playerDealerCards(play) ?? [];
  return {
    id: round.id,
    handNumber: round.handNumber,
    playerDealerSeat: round.playerDealerSeat,
    playerDealer: pd,
    playerDealerValue: pd.length ? valueWords(game, pd) : "",
    hands,
    bonuses: bonusResults(settlement.wagers),
    bankBefore: round.bank,
    bankAfter: settlement.walk.bankAfter,
    actionSeat: settlement.actionButton.seat,
    voided,
  };
}
