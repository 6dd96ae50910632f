/**
 * decide: a command and the table's state in, events or a refusal out. Every rule a dealer could
 * break is checked here, so a refused command leaves the table exactly as it was.
 */
import { FACE_DOWN, nextStep, RoundRuleError, roundResult, type NextStep } from "../../baccarat";
import { settleBaccaratRound } from "../../baccarat/settlement";
import { burn as burnFor } from "../../baccarat/burn";
import { shoeSpec, takeRefusal, returnCard } from "../../cards/shoe-composition";
import { createDealingShoe, nextCard, mayBeginRound, closeShoe, shoeProof, burn as burnCards, DealingShoeError } from "../../cards/dealing-shoe";
import { isJoker, type SuitedCard } from "../../cards/card";
import { computeFees, type FeeWager } from "../../fees";
import { decideRotation, currentBankHand, playerDealerOf, type RotationCommand, type RotationState, initialRotation } from "../../rotation";
import { validateWager, validateRound } from "../../wagers/wager-validation";
import { shoeStatistics } from "../../roads";
import { newShoeComposition } from "../../cards/shoe-composition";
import { lateTieWindow } from "../../baccarat/late-tie";
import { accept, refuse, type CommandContext, type Decision } from "../machine";
import type { BaccaratCommand } from "./commands";
import { SUPERVISOR_COMMANDS } from "./commands";
import type { BaccaratTableEvent } from "./events";
import { gameOf, isLineBet } from "./game-of";
import { replaySteps, cardsInOrder, correctedSteps } from "./card-steps";
import { resolveFeeOption } from "./settings";
import { completedRound } from "./round-summary";
import type { CardStep, RoundInProgress, TableState } from "./state";

type D = Decision<BaccaratTableEvent>;

const ok = (...events: BaccaratTableEvent[]): D => accept(...events);

/** Cards left behind the cut card in a shoe the server shuffles. */
const CARDS_BEHIND_CUT_CARD = 14;

function rotationOf(state: TableState): RotationState {
  return state.rotation ?? initialRotation(state.settings?.seats ?? 8);
}

function rotationEvents(state: TableState, command: RotationCommand): D {
  const decision = decideRotation(rotationOf(state), command);
  if (!decision.ok) return refuse(`ROTATION_${decision.refusal.code.toUpperCase().replace(/-/g, "_")}`, capitalise(decision.refusal.message) + ".");
  return ok(...decision.events.map((rotation) => ({ type: "Rotation" as const, rotation })));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describeStep(step: NextStep): string {
  switch (step.kind) {
    case "deal":
      return `deal card ${step.cardNumber} to the ${step.hand === "player" ? "Player" : "Banker"} hand${step.faceDown ? " face down" : ""}`;
    case "check-hole-card":
      return "check the hole card";
    case "choose-hit-or-stand":
      return "take each Player bettor's hit-or-stand choice";
    case "expose-hole-card":
      return "expose the hole card";
    case "complete":
      return "settle the round";
  }
}

export function decide(state: TableState, command: BaccaratCommand, ctx: CommandContext): D {
  const settings = state.settings;
  if (!settings) return refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  if (SUPERVISOR_COMMANDS.has(command.type) && ctx.actor.role !== "supervisor" && ctx.actor.role !== "admin") {
    return refuse("SUPERVISOR_ONLY", "Only a floor supervisor can do this. Call the floor.");
  }
  if (state.status === "closed") return refuse("TABLE_CLOSED", "This table is closed.");
  if (state.status === "paused" && !SUPERVISOR_COMMANDS.has(command.type)) {
    return refuse("TABLE_PAUSED", "The table is paused by the floor. Wait for the supervisor to resume it.");
  }
  const round = state.round;

  switch (command.type) {
    // --- Players and the bank -------------------------------------------------------------
    case "seat-player":
      return rotationEvents(state, { type: "seat-player", seat: command.seat, player: command.name });

    case "unseat-player": {
      if (round && round.wagers.some((w) => w.seat === command.seat && !w.backline)) {
        return refuse("SEAT_HAS_WAGERS", `Seat ${command.seat} has wagers in this round; settle or remove them first.`);
      }
      return rotationEvents(state, { type: "unseat-player", seat: command.seat, at: ctx.now });
    }

    case "open-bank":
      return rotationEvents(state, { type: "open-bank", ...(command.firstSeat ? { firstSeat: command.firstSeat } : {}) });

    case "accept-bank": {
      const d = rotationEvents(state, { type: "accept-bank", seat: command.seat, at: ctx.now });
      if (!d.ok) return d;
      return ok(...d.events, { type: "BankPosted", seat: command.seat, cents: command.bank });
    }

    case "decline-bank":
      return rotationEvents(state, { type: "decline-bank", seat: command.seat });

    case "pass-bank":
      if (round) return refuse("ROUND_IN_PROGRESS", "The bank cannot pass during a hand.");
      return rotationEvents(state, { type: "pass-bank", at: ctx.now });

    case "post-bank": {
      const pd = state.rotation ? playerDealerOf(state.rotation) : null;
      if (!pd) return refuse("NO_PLAYER_DEALER", "Nobody holds the bank.");
      if (round) return refuse("ROUND_IN_PROGRESS", "The bank is posted between hands.");
      return ok({ type: "BankPosted", seat: pd.seat, cents: command.bank });
    }

    // --- The shoe --------------------------------------------------------------------------
    case "start-shoe": {
      if (round) return refuse("ROUND_IN_PROGRESS", "Finish the round before changing the shoe.");
      if (state.shoe) return refuse("SHOE_IN_PLAY", "End the current shoe first.");
      const { game } = gameOf(settings);
      const decks = command.decks ?? settings.decks;
      if (!game.decks.includes(decks)) return refuse("DECKS_NOT_ALLOWED", `${game.name} is played with ${game.decks.join(", ")} decks.`);
      const id = `${settings.tableId}-shoe-${ctx.now}`;
      if (command.source === "server") {
        const dealing = createDealingShoe({ spec: shoeSpec(decks), random: ctx.random, cardsBehindCutCard: CARDS_BEHIND_CUT_CARD });
        return ok({ type: "ShoeStarted", at: ctx.now, shoe: { source: "server", id, dealing, hands: 0 } });
      }
      return ok({ type: "ShoeStarted", at: ctx.now, shoe: { source: command.source, id, decks, composition: newShoeComposition(shoeSpec(decks)), hands: 0 } });
    }

    case "burn-cards": {
      if (round) return refuse("ROUND_IN_PROGRESS", "Burn cards between rounds.");
      const shoe = state.shoe;
      if (!shoe) return refuse("NO_SHOE", "Start a shoe first.");
      if (shoe.source !== "server") return refuse("BURN_BY_HAND", "With a hand-dealt shoe, burn the cards at the table; nothing to record.");
      try {
        const first = nextCard(shoe.dealing);
        const { game } = gameOf(settings);
        const count =
          command.count ??
          (isJoker(first.card) ? 1 : game.burn ? burnFor(game.burn, first.card as SuitedCard).faceDown : standardBurn(first.card as SuitedCard));
        const rest = burnCards(first.shoe, count);
        return ok({ type: "CardsBurned", cards: [first.card, ...rest.cards] });
      } catch (error) {
        return shoeRefusal(error);
      }
    }

    case "end-shoe": {
      if (round) return refuse("ROUND_IN_PROGRESS", "Finish the round before ending the shoe.");
      const shoe = state.shoe;
      if (!shoe) return refuse("NO_SHOE", "There is no shoe in play.");
      const proof = shoe.source === "server" ? shoeProof(closeShoe(shoe.dealing)) : null;
      return ok({
        type: "ShoeEnded",
        at: ctx.now,
        statistics: shoeStatistics(state.roadLog, state.previousShoe),
        proof: proof ? { order: proof.order, salt: proof.salt, orderHash: proof.orderHash } : null,
      });
    }

    case "set-betting-timer":
      if (round?.phase === "betting") return refuse("ROUND_IN_PROGRESS", "Change the timer between rounds.");
      return ok({ type: "BettingTimerSet", seconds: command.seconds });

    // --- The round -------------------------------------------------------------------------
    case "open-betting": {
      if (round) return refuse("ROUND_IN_PROGRESS", "A round is already in progress.");
      const rotation = rotationOf(state);
      const pd = playerDealerOf(rotation);
      if (!pd) {
        return refuse(
          rotation.phase.kind === "broken" ? "GAME_BROKEN" : "NO_PLAYER_DEALER",
          rotation.phase.kind === "broken" ? "The game is broken: nobody accepted the bank. Offer the bank again." : "Nobody holds the bank: offer it first.",
        );
      }
      if (!state.bank || state.bank <= 0) return refuse("NO_BANK", `The player-dealer in seat ${pd.seat} must post a bank first.`);
      const shoe = state.shoe;
      if (!shoe) return refuse("NO_SHOE", "Start a shoe first.");
      if (shoe.source === "server" && !mayBeginRound(shoe.dealing)) return refuse("SHOE_FINISHED", "The cut card is out: end this shoe and start a new one.");
      const start = decideRotation(rotation, { type: "start-hand", at: ctx.now });
      if (!start.ok) return refuse(`ROTATION_${start.refusal.code.toUpperCase().replace(/-/g, "_")}`, capitalise(start.refusal.message) + ".");
      const handNumber = state.handNumber + 1;
      const started = start.events.find((e) => e.type === "bank-hand-started");
      const bankHand = started && started.type === "bank-hand-started" ? started.bankHand : (currentBankHand(rotation) ?? 1);
      return ok(...start.events.map((rotation) => ({ type: "Rotation" as const, rotation })), {
        type: "RoundOpened",
        roundId: `${settings.tableId}-${handNumber}`,
        handNumber,
        at: ctx.now,
        bettingClosesAt: settings.bettingSeconds ? ctx.now + settings.bettingSeconds * 1000 : null,
        playerDealerSeat: pd.seat,
        bankHand,
        bank: state.bank,
      });
    }

    case "place-wager": {
      if (!round) return refuse("NO_ROUND", "Open betting first.");
      const { game, rules } = gameOf(settings);
      const spec = game.bets.find((b) => b.id === command.bet);
      if (!spec) return refuse("UNKNOWN_BET", `${game.name} has no ${command.bet} wager.`);
      if (spec.placed === "before-deal") {
        if (round.phase !== "betting") return refuse("BETTING_CLOSED", "Betting is closed for this round.");
        if (round.bettingClosesAt !== null && ctx.now >= round.bettingClosesAt) return refuse("BETTING_CLOSED", "The betting timer has run out.");
      } else {
        // After the Player's two cards and before the hole card is checked or exposed (001 L127).
        if (round.phase !== "dealing" || round.cards.dealt.length !== 4 || round.cards.holeCard !== "down") {
          return refuse("LATE_BET_CLOSED", `The ${spec.name} is placed after the Player's cards, before the hole card is checked.`);
        }
        const window = lateTieWindowOf(round);
        if (window && !window.open) return refuse("LATE_TIE_NOT_ALLOWED", capitalise(window.because) + ".");
      }
      const table = {
        seats: settings.seats,
        occupiedSeats: occupiedSeats(rotationOf(state)),
        playerDealerSeat: round.playerDealerSeat,
      };
      const proposed = { seat: command.seat, bet: command.bet, amount: command.amount, ...(command.backline ? { backline: true } : {}), ...(command.bettor ? { bettor: command.bettor } : {}) };
      const verdict = validateWager(rules, table, round.wagers, proposed);
      if (!verdict.ok) return refuse(`WAGER_${snake(verdict.refusal.code)}`, verdict.refusal.message);
      return ok({
        type: "WagerPlaced",
        wager: { id: `w${round.nextWagerNumber}`, seat: command.seat, bet: command.bet, amount: command.amount, backline: command.backline === true, ...(command.bettor ? { bettor: command.bettor } : {}) },
      });
    }

    case "remove-wager": {
      if (!round || round.phase !== "betting") return refuse("BETTING_CLOSED", "Wagers can be taken back only while betting is open.");
      const wager = round.wagers.find((w) => w.id === command.wagerId);
      if (!wager) return refuse("NO_SUCH_WAGER", "That wager is not on the table.");
      const rest = round.wagers.filter((w) => w.id !== wager.id);
      const { rules } = gameOf(settings);
      const left = validateRound(rules, { seats: settings.seats, occupiedSeats: occupiedSeats(rotationOf(state)), playerDealerSeat: round.playerDealerSeat }, rest);
      if (!left.ok) return refuse("WAGER_STILL_NEEDED", `Remove the bonus wagers that depend on it first: ${left.refusals[0]?.message ?? ""}`);
      return ok({ type: "WagerRemoved", wagerId: wager.id });
    }

    case "close-betting": {
      if (!round || round.phase !== "betting") return refuse("NOT_BETTING", "Betting is not open.");
      if (round.wagers.length === 0) return refuse("NO_WAGERS", "No wagers are on the table: take wagers first, or wait.");
      const wagers: FeeWager[] = round.wagers.map((w) => ({
        seat: w.seat,
        bet: w.bet,
        kind: isLineBet(w.bet) ? "game" : "bonus",
        amount: w.amount,
        ...(w.backline ? { backline: true } : {}),
        ...(w.bettor ? { bettor: w.bettor } : {}),
      }));
      let fees;
      try {
        fees = computeFees(settings.fee.option, { kind: "hand", playerDealerSeat: round.playerDealerSeat, wagers });
      } catch (error) {
        return refuse("FEE_NOT_COMPUTABLE", `The fee schedule cannot price this round: ${(error as Error).message}. Call the floor.`);
      }
      return ok({ type: "BettingClosed", at: ctx.now, fees, byTimer: ctx.actor.id === "system" });
    }

    case "deal-card":
      return decideDeal(state, round, command);

    case "undo-card": {
      if (!round || round.phase !== "dealing") return refuse("NOTHING_TO_UNDO", "There is no card to take back.");
      const last = round.steps.at(-1);
      if (!last || last.kind !== "deal") return refuse("NOTHING_TO_UNDO", "The last step was not a card: it is already committed.");
      if (last.source === "server") return refuse("SERVER_CARD", "A card drawn from the server's shoe cannot be taken back; a supervisor can void the round.");
      return ok({ type: "CardUndone", card: last.card });
    }

    case "check-hole-card":
    case "expose-hole-card": {
      if (!round || round.phase !== "dealing") return refuse("NOT_DEALING", "No hand is being dealt.");
      const { game } = gameOf(settings);
      const step = nextStep(game, round.cards);
      const wanted = command.type === "check-hole-card" ? "check-hole-card" : "expose-hole-card";
      if (step.kind !== wanted) return refuse("OUT_OF_ORDER", `Not now: next, ${describeStep(step)}.`);
      const hole = round.cards.dealt[3]?.card;
      const card = command.card ? command.card.toUpperCase().replace(/^10/, "T") : null;
      if (hole === FACE_DOWN) {
        if (!card) return refuse("HOLE_CARD_UNREAD", "Enter the hole card as you turn it.");
        const bad = shoeTakeRefusal(state, card);
        if (bad) return bad;
      } else if (card && card !== hole) {
        return refuse("HOLE_CARD_MISMATCH", `The hole card on record is different. If it was mis-entered, ask a supervisor to correct it.`);
      }
      const steps: CardStep[] = [...round.steps, { kind: command.type === "check-hole-card" ? "check" : "expose", card: hole === FACE_DOWN ? card : null }];
      const tried = tryReplay(state, steps);
      if (tried) return tried;
      return ok(command.type === "check-hole-card" ? { type: "HoleCardChecked", card: hole === FACE_DOWN ? card : null } : { type: "HoleCardExposed", card: hole === FACE_DOWN ? card : null });
    }

    case "choose": {
      if (!round || round.phase !== "dealing") return refuse("NOT_DEALING", "No hand is being dealt.");
      const { game } = gameOf(settings);
      if (nextStep(game, round.cards).kind !== "choose-hit-or-stand") return refuse("OUT_OF_ORDER", "Hit-or-stand choices are taken only on a Player two-card 5.");
      const wager = round.wagers.find((w) => w.id === command.wagerId);
      const spec = wager ? game.bets.find((b) => b.id === wager.bet) : undefined;
      if (!wager || spec?.playerHandOnFive !== "bettor-choice") return refuse("NOT_A_PLAYER_WAGER", "Only Player-line wagers choose hit or stand.");
      return ok({ type: "ChoiceMade", wagerId: wager.id, choice: command.choice });
    }

    case "close-choices": {
      if (!round || round.phase !== "dealing") return refuse("NOT_DEALING", "No hand is being dealt.");
      const { game } = gameOf(settings);
      if (nextStep(game, round.cards).kind !== "choose-hit-or-stand") return refuse("OUT_OF_ORDER", "There are no choices to close.");
      const choosers = round.wagers.filter((w) => game.bets.find((b) => b.id === w.bet)?.playerHandOnFive === "bettor-choice");
      // The house way (hit on 5) plays a Player-line wager whose bettor made no choice (001 L141).
      const playerHits = choosers.some((w) => (w.choice ?? "hit") === "hit");
      return ok({ type: "ChoicesClosed", playerHits });
    }

    case "settle": {
      if (!round || round.phase !== "dealing") return refuse("NOT_DEALING", "No hand is being dealt.");
      const { game } = gameOf(settings);
      const step = nextStep(game, round.cards);
      if (step.kind !== "complete") return refuse("HAND_NOT_COMPLETE", `The hand is not complete: next, ${describeStep(step)}.`);
      const result = roundResult(game, round.cards);
      const settlement = settleBaccaratRound({
        game,
        seats: settings.seats,
        playerDealerSeat: round.playerDealerSeat,
        bank: round.bank,
        wagers: round.wagers.map((w) => ({ seat: w.seat, bet: w.bet, amount: w.amount, backline: w.backline, ...(w.bettor ? { bettor: w.bettor } : {}), ...(w.choice ? { choice: w.choice } : {}) })),
        round: result,
      });
      if (!settlement.conservation.ok) return refuse("INTERNAL_MONEY_CHECK", "The settlement does not balance; nothing was changed. Call the floor.");
      return ok({ type: "RoundSettled", settlement });
    }

    case "advance-settlement": {
      if (!round || round.phase !== "settling" || !round.settlement) return refuse("NOT_SETTLING", "The round is not being settled.");
      const total = round.settlement.walk.lines.length;
      if (command.through > total) return refuse("BAD_LINE", `There are only ${total} lines to settle.`);
      if (command.through <= round.settledLines) return ok();
      return ok({ type: "SettlementProgressed", through: command.through });
    }

    case "end-round": {
      if (!round || round.phase !== "settling" || !round.settlement) return refuse("NOT_SETTLING", "Settle the round first.");
      if (round.settledLines < round.settlement.walk.lines.length) {
        return refuse("SETTLEMENT_UNFINISHED", `Settle every line first: ${round.settlement.walk.lines.length - round.settledLines} to go.`);
      }
      const { game } = gameOf(settings);
      const completed = completedRound(game, round, roundResult(game, round.cards), round.settlement, false);
      const complete = decideRotation(rotationOf(state), { type: "complete-hand", at: ctx.now });
      if (!complete.ok) return refuse("ROTATION", complete.refusal.message);
      return ok({ type: "RoundCompleted", round: completed, at: ctx.now }, ...complete.events.map((rotation) => ({ type: "Rotation" as const, rotation })));
    }

    // --- Supervisor ------------------------------------------------------------------------
    case "void-round": {
      if (!round) return refuse("NO_ROUND", "There is no round to void.");
      const complete = decideRotation(rotationOf(state), { type: "complete-hand", at: ctx.now });
      return ok(
        { type: "RoundVoided", roundId: round.id, reason: command.reason, by: ctx.actor.id, at: ctx.now, fees: round.fees ?? [] },
        ...(complete.ok ? complete.events.map((rotation) => ({ type: "Rotation" as const, rotation })) : []),
      );
    }

    case "correct-card":
      return decideCorrection(state, round, command, ctx);

    case "pause-table":
      if (state.status === "paused") return refuse("ALREADY_PAUSED", "The table is already paused.");
      return ok({ type: "TablePaused", reason: command.reason, by: ctx.actor.id });

    case "resume-table":
      if (state.status !== "paused") return refuse("NOT_PAUSED", "The table is not paused.");
      return ok({ type: "TableResumed", by: ctx.actor.id });

    case "close-table":
      if (round) return refuse("ROUND_IN_PROGRESS", "Finish or void the round before closing the table.");
      return ok({ type: "TableClosed", reason: command.reason, by: ctx.actor.id });

    case "change-fee-option": {
      if (round) return refuse("ROUND_IN_PROGRESS", "The fee schedule changes between rounds, never during one.");
      try {
        const option = resolveFeeOption(command.scheduleId, command.optionId);
        return ok({ type: "FeeOptionChanged", scheduleId: command.scheduleId, optionId: command.optionId, option, by: ctx.actor.id });
      } catch (error) {
        return refuse("BAD_FEE_OPTION", (error as Error).message);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------

function snake(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();
}

/** The customary burn: the first card is turned and its value in cards burned (tens and faces 10). */
function standardBurn(card: SuitedCard): number {
  const rank = card[0];
  if (rank === "A") return 1;
  if (rank === "T" || rank === "J" || rank === "Q" || rank === "K") return 10;
  return Number(rank);
}

function shoeRefusal(error: unknown): D {
  if (error instanceof DealingShoeError) return refuse(`SHOE_${snake(error.code)}`, capitalise(error.message) + ".");
  throw error;
}

function occupiedSeats(rotation: RotationState): number[] {
  return rotation.seated.flatMap((p, i) => (p === null ? [] : [i + 1]));
}

function lateTieWindowOf(round: RoundInProgress) {
  const p = round.cards.dealt.filter((d) => d.hand === "player").map((d) => d.card);
  const up = round.cards.dealt.find((d) => d.hand === "banker")?.card;
  if (p.length < 2 || !up || p[0] === FACE_DOWN || p[1] === FACE_DOWN || up === FACE_DOWN) return null;
  return lateTieWindow([p[0] as SuitedCard, p[1] as SuitedCard], up);
}

function shoeTakeRefusal(state: TableState, card: string): D | null {
  const shoe = state.shoe;
  if (!shoe || shoe.source === "server") return null;
  const refused = takeRefusal(shoe.composition, card);
  return refused ? refuse("CARD_NOT_IN_SHOE", `${card} cannot come out of this shoe: ${refused.message}`) : null;
}

function tryReplay(state: TableState, steps: readonly CardStep[]): D | null {
  const settings = state.settings;
  if (!settings) return refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  try {
    replaySteps(gameOf(settings).game, steps);
    return null;
  } catch (error) {
    if (error instanceof RoundRuleError || error instanceof RangeError) return refuse("CARD_REFUSED", capitalise(error.message) + ".");
    throw error;
  }
}

function decideDeal(state: TableState, round: RoundInProgress | null, command: Extract<BaccaratCommand, { type: "deal-card" }>): D {
  const settings = state.settings;
  if (!settings || !round) return refuse("NO_ROUND", "Open betting first.");
  if (round.phase === "betting") return refuse("BETTING_OPEN", "Close betting before dealing: the fees are fixed when betting closes.");
  if (round.phase !== "dealing") return refuse("NOT_DEALING", "The hand is complete: settle it.");
  const shoe = state.shoe;
  if (!shoe) return refuse("NO_SHOE", "Start a shoe first.");
  const { game } = gameOf(settings);
  const step = nextStep(game, round.cards);
  if (step.kind !== "deal") return refuse("NO_CARD_DUE", `No card is due: next, ${describeStep(step)}.`);
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
      if (!(step.faceDown && command.faceDown)) return refuse("CARD_NEEDED", `Enter the card: ${describeStep(step)}.`);
      card = FACE_DOWN;
    } else {
      card = command.card.toUpperCase().replace(/^10/, "T");
      const bad = shoeTakeRefusal(state, card);
      if (bad) return bad;
    }
  }
  const tried = tryReplay(state, [...round.steps, { kind: "deal", card, source, faceDown: step.faceDown }]);
  if (tried) return tried;
  return ok({ type: "CardDealt", card, source, faceDown: step.faceDown });
}

function decideCorrection(state: TableState, round: RoundInProgress | null, command: Extract<BaccaratCommand, { type: "correct-card" }>, ctx: CommandContext): D {
  if (!round || (round.phase !== "dealing" && round.phase !== "settling")) return refuse("NO_CARDS", "There is no dealt hand to correct.");
  const shoe = state.shoe;
  if (shoe?.source === "server") return refuse("SERVER_CARD", "Cards from the server's shoe are known exactly; void the round instead.");
  const cards = cardsInOrder(round.steps);
  const from = cards[command.index];
  if (from === undefined) return refuse("NO_SUCH_CARD", `There is no card ${command.index + 1} in this hand.`);
  if (from === FACE_DOWN) return refuse("HOLE_CARD_UNREAD", "The hole card has not been read yet: it is entered when it is checked or exposed.");
  const to = command.card.toUpperCase().replace(/^10/, "T");
  if (from === to) return refuse("SAME_CARD", "That is the card already on record.");
  if (shoe) {
    const back = returnCard(shoe.composition, from);
    const refused = takeRefusal(back, to);
    if (refused) return refuse("CARD_NOT_IN_SHOE", `${to} cannot come out of this shoe: ${refused.message}`);
  }
  const steps = correctedSteps(round.steps, command.index, to);
  const tried = tryReplay(state, steps);
  if (tried && !tried.ok) {
    return refuse("CORRECTION_BREAKS_DRAW", `With ${to} the hand would have drawn differently (${tried.refusal.message}) Void the round instead.`);
  }
  return ok({ type: "CardCorrected", index: command.index, from, to, reason: command.reason, approvedBy: ctx.actor.id });
}
