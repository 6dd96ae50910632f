/**
 * What twenty-one's commands (commands.ts, each declared with its handler) decide with: the game
 * the shell reads of the table, the twenty-one rules engine as the table drives it (every step of
 * the round is tried on it first, so a step the rules forbid is refused with the engine's own
 * reason and the table stays exactly as it was), the option charged when betting closes, the round
 * as a decision correction replays it, and what a finished round leaves for the history and the wall.
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
  TwentyOneRefusal,
  withPostedPlayerCollection,
  type NextStep,
  type RoundState,
  type TwentyOneGame,
  type ResolvedTwentyOneWager,
  type TwentyOneSettlement,
} from "../../twenty-one";
import type { ScheduleOption } from "../../fees";
import { blackjackShellGame } from "../common/blackjack-steps";
import { blackjackDecisionReplay } from "../common/blackjack-decisions";
import { insuranceResults } from "../common/insurance-results";
import type { DecisionReplay } from "../common/decision-corrections";
import type { ShellGame } from "../common/decide";
import { engineRefusal, type RoundEngine } from "../common/engine-steps";
import { twentyOneGameOf } from "./game-of";
import { applyStep, openPlay } from "./steps";
import { twentyOneSettingsFromConfig } from "./settings";
import type { BonusResult, CompletedTwentyOneHand, CompletedTwentyOneRound, TwentyOneRoundInProgress, TwentyOneTableSettings, TwentyOneTableStep } from "./state";

/** The game as the shell (seating, the bank, the shoe) needs it. */
export function shellGame(settings: TwentyOneTableSettings): ShellGame {
  const { game } = twentyOneGameOf(settings);
  return blackjackShellGame(game, (n) => shoeSpecFor(game, n), twentyOneSettingsFromConfig);
}

/** The twenty-one rules engine as the table drives it; its refusals in the table's words. */
export const ENGINE: RoundEngine<RoundState, TwentyOneTableStep, NextStep, TwentyOneSettlement> = {
  apply: applyStep,
  nextStep,
  describeStep,
  settle: settleRound,
  refusal: engineRefusal([TwentyOneRefusal], { outOfOrder: ["wrong-step", "not-this-hand"], cards: true }),
};

/** The option the table charges: the schedule's, with the room's posted player collection where the game charges one. */
export function chargedOption(settings: TwentyOneTableSettings): ScheduleOption | undefined {
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
