/**
 * What No Bust's commands (commands.ts, each declared with its handler) decide with: the game the
 * shell reads of the table, the No Bust rules engine as the table drives it (every step of the round
 * is tried on it first, so a step the rules forbid is refused with the engine's own reason and the
 * table stays exactly as it was), the round as a decision correction replays it, and what a finished
 * round leaves for the history and the display.
 */
import {
  describeStep,
  handBetId,
  handValue,
  describeValue,
  maxInsurance,
  nextStep,
  NoBustRefusal,
  settleRound,
  shoeSpecFor,
  type NextStep,
  type NoBustGame,
  type NoBustSettlement,
  type RoundState,
} from "../../no-bust";
import type { Card } from "../../cards/card";
import { blackjackShellGame } from "../common/blackjack-steps";
import { blackjackDecisionReplay } from "../common/blackjack-decisions";
import { insuranceResults } from "../common/insurance-results";
import type { DecisionReplay } from "../common/decision-corrections";
import type { ShellGame } from "../common/decide";
import { engineRefusal, type RoundEngine } from "../common/engine-steps";
import { noBustGameOf } from "./game-of";
import { applyStep, openPlay } from "./steps";
import type { CompletedHand, CompletedNoBustRound, NoBustRoundInProgress, NoBustStep, NoBustTableSettings } from "./state";
import { noBustSettingsFromConfig } from "./settings";

/** The game as the shell (seating, the bank, the shoe) needs it. */
export function shellGame(settings: NoBustTableSettings): ShellGame {
  const { game } = noBustGameOf(settings);
  return blackjackShellGame(game, (n) => shoeSpecFor(game, n), noBustSettingsFromConfig);
}

/** The No Bust rules engine as the table drives it; its refusals in the table's words. */
export const ENGINE: RoundEngine<RoundState, NoBustStep, NextStep, NoBustSettlement> = {
  apply: applyStep,
  nextStep,
  describeStep,
  settle: settleRound,
  refusal: engineRefusal([NoBustRefusal], { outOfOrder: ["wrong-step", "not-this-hand"], cards: true }),
};

/**
 * The round as a decision correction replays it, and as the floor's form lists its decisions
 * (common/decision-corrections.ts): the players' decisions, and each seat's insurance answer where
 * the game offers insurance (DC8), taken for any amount from a cent to half the game wager ("any
 * amount up to half (1/2) of their original wager", seed 003 L868-871, L3182-3184).
 */
export function decisionReplay(settings: NoBustTableSettings, round: Pick<NoBustRoundInProgress, "playerDealerSeat" | "bank" | "wagers">): DecisionReplay<RoundState, NoBustStep> {
  return blackjackDecisionReplay(openPlay(noBustGameOf(settings).game, settings.seats, round), ENGINE, {
    insurance: (play, seat) => {
      const s = play.players.find((p) => p.seat === seat);
      return s && play.game.insurance ? { min: 1, max: maxInsurance(s.wager) } : null;
    },
  });
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
    insurance: insuranceResults(settlement.wagers),
    bankBefore: round.bank,
    bankAfter: settlement.walk.bankAfter,
    actionSeat: settlement.actionButton.seat,
    voided,
  };
}
