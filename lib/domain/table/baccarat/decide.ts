/**
 * The baccarat family's longer rules, each named for the command whose handler it is
 * (commands.ts `BACCARAT_COMMANDS` declares every command with its handler): a wager, a card, the
 * hole card, the settlement, a supervisor's card correction; and the game as the shell needs it.
 * Every rule a dealer could break is checked, so a refused command leaves the table exactly as it
 * was. What every table shares (seating, the bank, the shoe, betting, the supervisor's actions) is
 * in common/decide.ts.
 */
import { FACE_DOWN, nextStep, RoundRuleError, roundResult, type NextStep } from "../../baccarat";
import { settleBaccaratRound } from "../../baccarat/settlement";
import { burn as burnFor } from "../../baccarat/burn";
import { shoeSpec } from "../../cards/shoe-composition";
import { cardWords, type SuitedCard } from "../../cards/card";
import { lateTieWindow } from "../../baccarat/late-tie";
import { accept, refuse, type CommandContext, type Decision } from "../machine";
import { bettingOpenRefusal, capitalise, type ShellGame } from "../common/decide";
import { correctionRefusal, shoeRefusalFor } from "../common/shoe";
import { cardCode, decidePlaceWager, takeCard } from "../common/round-steps";
import type { BaccaratTableEvent } from "./events";
import { baccaratGameOf } from "./game-of";
import { replaySteps, cardsInOrder, correctedSteps } from "./card-steps";
import type { BaccaratCardStep, BaccaratRoundInProgress, BaccaratTableSettings, BaccaratTableState } from "./state";
import { baccaratSettingsFromConfig } from "./settings";

type D = Decision<BaccaratTableEvent>;

const ok = (...events: BaccaratTableEvent[]): D => accept(...events);

/** The customary burn: the first card is turned and its value in cards burned (tens and faces 10). */
function standardBurn(card: SuitedCard): number {
  const rank = card[0];
  if (rank === "A") return 1;
  if (rank === "T" || rank === "J" || rank === "Q" || rank === "K") return 10;
  return Number(rank);
}

/** The game as the shell needs it (common/shell-commands.ts): its name, decks, shoe, burn and settings. */
export function shellGame(settings: BaccaratTableSettings): ShellGame {
  const { game } = baccaratGameOf(settings);
  return {
    name: game.name,
    decks: game.decks,
    shoeSpec: (decks) => shoeSpec(decks),
    burnAfter: (first) => (game.burn ? burnFor(game.burn, first as SuitedCard).faceDown : standardBurn(first as SuitedCard)),
    settingsFrom: baccaratSettingsFromConfig,
    resetsDealing: true,
  };
}

/** The next step of the deal in words, for a refusal's "next, …". */
export function describeStep(step: NextStep): string {
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

/** A wager: the line and side bets while betting is open; a late bet (the Late Tie) after the Player's two cards, before the hole card is checked. */
export function decideBaccaratWager(state: BaccaratTableState, command: { readonly seat: number; readonly bet: string; readonly amount: number; readonly backline?: boolean; readonly bettor?: string }, ctx: CommandContext): D {
  const settings = state.settings;
  const round = state.round;
  if (!settings || !round) return refuse("NO_ROUND", "Open betting first.");
  const { game, rules } = baccaratGameOf(settings);
  const spec = game.bets.find((b) => b.id === command.bet);
  if (!spec) return refuse("UNKNOWN_BET", `${game.name} has no ${command.bet} wager.`);
  if (spec.placed === "before-deal") {
    const closed = bettingOpenRefusal(round, ctx.now);
    if (closed) return closed;
  } else {
    // After the Player's two cards and before the hole card is checked or exposed (001 L127).
    if (round.phase !== "dealing" || round.cards.dealt.length !== 4 || round.cards.holeCard !== "down") {
      return refuse("LATE_BET_CLOSED", `The ${spec.name} is placed after the Player's cards, before the hole card is checked.`);
    }
    const window = lateTieWindowOf(round);
    if (window && !window.open) return refuse("LATE_TIE_NOT_ALLOWED", capitalise(window.because) + ".");
  }
  return decidePlaceWager({ ...state, settings, round }, command, rules) as D;
}

/** The hole card checked (the Banker's up card calls for a look) or exposed, read as it is turned if it was dealt unread. */
export function decideHoleCard(state: BaccaratTableState, command: { readonly type: "check-hole-card" | "expose-hole-card"; readonly card?: string }): D {
  const settings = state.settings;
  const round = state.round;
  if (!settings || !round || round.phase !== "dealing") return refuse("NOT_DEALING", "No hand is being dealt.");
  const { game } = baccaratGameOf(settings);
  const step = nextStep(game, round.cards);
  const wanted = command.type === "check-hole-card" ? "check-hole-card" : "expose-hole-card";
  if (step.kind !== wanted) return refuse("OUT_OF_ORDER", `Not now: next, ${describeStep(step)}.`);
  const hole = round.cards.dealt[3]?.card;
  const card = command.card ? cardCode(command.card) : null;
  if (hole === FACE_DOWN) {
    if (!card) return refuse("HOLE_CARD_UNREAD", "Enter the hole card as you turn it.");
    const bad = shoeTakeRefusal(state, card);
    if (bad) return bad;
  } else if (card && card !== hole) {
    return refuse("HOLE_CARD_MISMATCH", `The hole card on record is different. If it was mis-entered, ask a supervisor to correct it.`);
  }
  const steps: BaccaratCardStep[] = [...round.steps, { kind: command.type === "check-hole-card" ? "check" : "expose", card: hole === FACE_DOWN ? card : null }];
  const tried = tryReplay(state, steps);
  if (tried) return tried;
  return ok(command.type === "check-hole-card" ? { type: "HoleCardChecked", card: hole === FACE_DOWN ? card : null } : { type: "HoleCardExposed", card: hole === FACE_DOWN ? card : null });
}

/** The hand settled once every card the rules call for is out. */
export function decideSettle(state: BaccaratTableState): D {
  const settings = state.settings;
  const round = state.round;
  if (!settings || !round || round.phase !== "dealing") return refuse("NOT_DEALING", "No hand is being dealt.");
  const { game } = baccaratGameOf(settings);
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

function lateTieWindowOf(round: BaccaratRoundInProgress) {
  const p = round.cards.dealt.filter((d) => d.hand === "player").map((d) => d.card);
  const up = round.cards.dealt.find((d) => d.hand === "banker")?.card;
  if (p.length < 2 || !up || p[0] === FACE_DOWN || p[1] === FACE_DOWN || up === FACE_DOWN) return null;
  return lateTieWindow([p[0] as SuitedCard, p[1] as SuitedCard], up);
}

function shoeTakeRefusal(state: BaccaratTableState, card: string): D | null {
  const refused = shoeRefusalFor(state.shoe, card);
  return refused ? refuse("CARD_NOT_IN_SHOE", `${cardWords(card)} cannot come out of this shoe: ${refused}`) : null;
}

function tryReplay(state: BaccaratTableState, steps: readonly BaccaratCardStep[]): D | null {
  const settings = state.settings;
  if (!settings) return refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  try {
    replaySteps(baccaratGameOf(settings).game, steps);
    return null;
  } catch (error) {
    if (error instanceof RoundRuleError || error instanceof RangeError) return refuse("CARD_REFUSED", capitalise(error.message) + ".");
    throw error;
  }
}

/** The next card the rules call for, to the hand it is due to: entered by the dealer, read by the shoe, or drawn from the server's shoe. */
export function decideDeal(state: BaccaratTableState, command: { readonly card?: string; readonly faceDown?: boolean; readonly source?: "dealer" | "reader" }): D {
  const settings = state.settings;
  const round = state.round;
  if (!settings || !round) return refuse("NO_ROUND", "Open betting first.");
  if (round.phase === "betting") return refuse("BETTING_OPEN", "Close betting before dealing: the fees are fixed when betting closes.");
  if (round.phase !== "dealing") return refuse("NOT_DEALING", round.phase === "settling" ? "The hand is complete and settled." : "The hand is complete: settle it.");
  const { game } = baccaratGameOf(settings);
  const step = nextStep(game, round.cards);
  if (step.kind !== "deal") return refuse("NO_CARD_DUE", `No card is due: next, ${describeStep(step)}.`);
  const taken = takeCard(state, command, { faceDown: step.faceDown, describe: describeStep(step) });
  if (!taken.ok) return taken;
  const { card, source } = taken;
  const tried = tryReplay(state, [...round.steps, { kind: "deal", card, source, faceDown: step.faceDown }]);
  if (tried) return tried;
  return ok({ type: "CardDealt", card, source, faceDown: step.faceDown });
}

/** The supervisor's correction of a card entered wrong, refused where the right card would have changed how the hands drew. */
export function decideCorrection(state: BaccaratTableState, command: { readonly index: number; readonly card: string; readonly reason: string }, ctx: CommandContext): D {
  const round = state.round;
  if (!round || (round.phase !== "dealing" && round.phase !== "settling")) return refuse("NO_CARDS", "There is no dealt hand to correct.");
  const shoe = state.shoe;
  if (shoe?.source === "server") return refuse("SERVER_CARD", "Cards from the server's shoe are known exactly; void the round instead.");
  const cards = cardsInOrder(round.steps);
  const from = cards[command.index];
  if (from === undefined) return refuse("NO_SUCH_CARD", `There is no card ${command.index + 1} in this hand.`);
  if (from === FACE_DOWN) return refuse("HOLE_CARD_UNREAD", "The hole card has not been read yet: it is entered when it is checked or exposed.");
  const to = cardCode(command.card);
  if (from === to) return refuse("SAME_CARD", "That is the card already on record.");
  const refused = correctionRefusal(shoe, from, to);
  if (refused) return refuse("CARD_NOT_IN_SHOE", refused);
  const steps = correctedSteps(round.steps, command.index, to);
  const tried = tryReplay(state, steps);
  if (tried && !tried.ok) {
    return refuse("CORRECTION_BREAKS_DRAW", `With ${cardWords(to)} the hand would have drawn differently (${tried.refusal.message}) Void the round instead.`);
  }
  // A third card lies where it was dealt: a correction that would have given it to the other hand
  // changes how the hands drew (table.md), it does not move the card.
  const moved = state.settings ? movedCard(round.cards.dealt, replaySteps(baccaratGameOf(state.settings).game, steps).dealt) : null;
  if (moved) return refuse("CORRECTION_BREAKS_DRAW", `With ${cardWords(to)} the hand would have drawn differently (${moved}) Void the round instead.`);
  return ok({ type: "CardCorrected", index: command.index, from, to, reason: command.reason, approvedBy: ctx.actor.id });
}

/** The first card the corrected deal gives to another hand than the one it went to, in words; null if none. */
function movedCard(dealt: readonly { readonly hand: string }[], replayed: readonly { readonly hand: string }[]): string | null {
  const i = dealt.findIndex((d, n) => replayed[n] !== undefined && replayed[n]!.hand !== d.hand);
  if (i < 0) return null;
  return `Card ${i + 1} would have gone to the ${handWord(replayed[i]!.hand)}, not the ${handWord(dealt[i]!.hand)}.`;
}

function handWord(hand: string): string {
  return hand === "player" ? "Player" : "Banker";
}
