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
  formatOdds,
  handBetId,
  handValue,
  MATCH_BET,
  maxInsurance,
  minInsurance,
  nextStep,
  playerDealerCards,
  settleRound,
  shoeSpecFor,
  twentyOneFeeWagers,
  TwentyOneRefusal,
  withPostedPlayerCollection,
  type DecisionKind,
  type NextStep,
  type RoundState,
  type TwentyOneGame,
  type ResolvedTwentyOneWager,
  type TwentyOneSettlement,
} from "../../twenty-one";
import type { ScheduleOption } from "../../fees";
import { accept, refuse, type CommandContext, type Decision } from "../machine";
import { decideBlackjackStep } from "../common/blackjack-decide";
import { blackjackShellGame } from "../common/blackjack-steps";
import { blackjackDecisionReplay } from "../common/blackjack-decisions";
import { insuranceResults } from "../common/insurance-results";
import type { DecisionReplay } from "../common/decision-corrections";
import { isShellCommand } from "../common/commands";
import { bettingOpenRefusal, decideCloseBetting, decideEndShoe, decideOpenRound, decideShell, decideVoid, guard, handFees, type ShellGame } from "../common/decide";
import { decideEndRound, decideSettle, decideStep, engineRefusal, playableRound, type RoundEngine } from "../common/engine-steps";
import { decidePlaceWager, decideRemoveWager, decideUndoCard } from "../common/round-steps";
import { TWENTY_ONE_COMMAND_ROLES, type TwentyOneCommand } from "./commands";
import type { TwentyOneTableEvent } from "./events";
import { twentyOneGameOf } from "./game-of";
import { applyStep, openPlay, replaySteps } from "./steps";
import { twentyOneSettingsFromConfig } from "./settings";
import type { BonusResult, CompletedTwentyOneHand, CompletedTwentyOneRound, TwentyOneRoundInProgress, TwentyOneTableSettings, TwentyOneTableState, TwentyOneTableStep } from "./state";

type D = Decision<TwentyOneTableEvent>;

function shellGame(settings: TwentyOneTableSettings): ShellGame {
  const { game } = twentyOneGameOf(settings);
  return blackjackShellGame(game, (n) => shoeSpecFor(game, n), twentyOneSettingsFromConfig);
}

/** The twenty-one rules engine as the table drives it; its refusals in the table's words. */
const ENGINE: RoundEngine<RoundState, TwentyOneTableStep, NextStep, TwentyOneSettlement> = {
  apply: applyStep,
  nextStep,
  describeStep,
  settle: settleRound,
  refusal: engineRefusal([TwentyOneRefusal], { outOfOrder: ["wrong-step", "not-this-hand"], cards: true }),
};

/** The option the table charges: the schedule's, with the room's posted player collection where the game charges one. */
function chargedOption(settings: TwentyOneTableSettings): ScheduleOption | undefined {
  const { game, postedPlayerFee } = twentyOneGameOf(settings);
  if (postedPlayerFee === null) return undefined;
  return withPostedPlayerCollection(settings.fee.option, postedPlayerFee, game.optionNotes.playerCollection?.source ?? game.filing.lines);
}

/**
 * The round as a decision correction replays it, and as the floor's form lists its decisions
 * (common/decision-corrections.ts): the players' decisions, and each seat's answers to insurance
 * and early surrender (DC8), insurance taken for any amount the game allows that seat.
 */
export function decisionReplay(settings: TwentyOneTableSettings, round: Pick<TwentyOneRoundInProgress, "playerDealerSeat" | "bank" | "wagers">): DecisionReplay<RoundState, TwentyOneTableStep> {
  return blackjackDecisionReplay(openPlay(twentyOneGameOf(settings).game, settings.seats, round), ENGINE, {
    insurance: (play, seat) => {
      const s = play.players.find((p) => p.seat === seat);
      return s && play.game.insurance ? { min: minInsurance(play.game.insurance, s.wager), max: maxInsurance(s.wager) } : null;
    },
  });
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
      const closing = playableRound(round, (r) => openPlay(game, settings.seats, r), [TwentyOneRefusal]);
      if (!closing.ok) return closing;
      // Total table action is every wager placed before the deal; doubles, splits, surrender and insurance never reach it.
      return decideCloseBetting(state, handFees(closing.round, twentyOneFeeWagers(closing.round.wagers)), ctx, chargedOption(settings));
    }

    case "undo-card":
      return decideUndoCard(round);

    case "early-surrender":
      return decideStep(round, ENGINE, () => ({ kind: "surrender", seat: command.seat, surrender: command.surrender }));

    case "settle":
      return decideSettle(round, ENGINE);

    case "end-round":
      return decideEndRound(state, ctx, (r) => completedTwentyOneRound(game, r, r.play, r.settlement, false));

    case "void-round":
      return decideVoid(state, command.reason, ctx);

    case "deal-card":
    case "insurance":
    case "check-hole-card":
    case "expose-hole-card":
    case "player-decision":
    case "correct-card":
    case "correct-decision":
      return decideBlackjackStep<DecisionKind, TwentyOneTableStep, TwentyOneRoundInProgress, NextStep>(state, command, ctx, {
        engine: ENGINE,
        replay: (r, steps) => replaySteps(game, settings.seats, r, steps),
        decisionReplay: (r) => decisionReplay(settings, r),
      });
  }
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
    insurance: insuranceResults(settlement.wagers),
    bankBefore: round.bank,
    bankAfter: settlement.walk.bankAfter,
    actionSeat: settlement.actionButton.seat,
    voided,
  };
}
