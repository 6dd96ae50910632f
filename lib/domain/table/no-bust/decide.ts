/**
 * decide for a No Bust table: a command and the table's state in, events or a refusal out. The
 * shared table commands go to common/decide.ts; every step of the round (a card, the fees dropped,
 * insurance, the hole card, a player's decision) is tried on the rules engine first, so a step the
 * rules forbid is refused with the engine's own reason and the table stays exactly as it was.
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
  type DecisionKind,
  type NextStep,
  type NoBustGame,
  type NoBustSettlement,
  type RoundState,
} from "../../no-bust";
import type { Card } from "../../cards/card";
import { accept, refuse, type CommandContext, type Decision } from "../machine";
import { decideBlackjackStep } from "../common/blackjack-decide";
import { blackjackShellGame } from "../common/blackjack-steps";
import { blackjackDecisionReplay } from "../common/blackjack-decisions";
import { insuranceResults } from "../common/insurance-results";
import type { DecisionReplay } from "../common/decision-corrections";
import { isShellCommand } from "../common/commands";
import { bettingOpenRefusal, decideCloseBetting, decideEndShoe, decideOpenRound, decideShell, decideVoid, guard, handFees, type ShellGame } from "../common/decide";
import { decideEndRound, decideSettle, decideStep, engineRefusal, playableRound, type RoundEngine } from "../common/engine-steps";
import { decidePlaceWager, decideRemoveWager, decideUndoCard, feeWagers } from "../common/round-steps";
import { NO_BUST_COMMAND_ROLES, type NoBustCommand } from "./commands";
import type { NoBustTableEvent } from "./events";
import { noBustGameOf } from "./game-of";
import { applyStep, openPlay, replaySteps } from "./steps";
import type { CompletedHand, CompletedNoBustRound, NoBustRoundInProgress, NoBustStep, NoBustTableSettings, NoBustTableState } from "./state";
import { noBustSettingsFromConfig } from "./settings";

type D = Decision<NoBustTableEvent>;

function shellGame(settings: NoBustTableSettings): ShellGame {
  const { game } = noBustGameOf(settings);
  return blackjackShellGame(game, (n) => shoeSpecFor(game, n), noBustSettingsFromConfig);
}

/** The No Bust rules engine as the table drives it; its refusals in the table's words. */
const ENGINE: RoundEngine<RoundState, NoBustStep, NextStep, NoBustSettlement> = {
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
      const closing = playableRound(round, (r) => openPlay(game, settings.seats, r), [NoBustRefusal]);
      if (!closing.ok) return closing;
      return decideCloseBetting(state, handFees(closing.round, feeWagers(closing.round.wagers, (bet) => (bet === "main" ? "game" : "bonus"))), ctx);
    }

    case "undo-card":
      return decideUndoCard(round);

    case "drop-fees":
      return decideStep(round, ENGINE, () => ({ kind: "fees" }));

    case "settle":
      return decideSettle(round, ENGINE);

    case "end-round":
      return decideEndRound(state, ctx, (r) => completedNoBustRound(game, r, r.play, r.settlement, false));

    case "void-round":
      return decideVoid(state, command.reason, ctx);

    case "deal-card":
    case "insurance":
    case "check-hole-card":
    case "expose-hole-card":
    case "player-decision":
    case "correct-card":
    case "correct-decision":
      return decideBlackjackStep<DecisionKind, NoBustStep, NoBustRoundInProgress, NextStep>(state, command, ctx, {
        engine: ENGINE,
        replay: (r, steps) => replaySteps(game, settings.seats, r, steps),
        decisionReplay: (r) => decisionReplay(settings, r),
      });
  }
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
