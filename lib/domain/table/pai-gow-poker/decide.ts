/**
 * The rules behind a pai gow poker table's commands (each declared with its handler in commands.ts):
 * the game as the shell sees it, and the longer handlers. Every step of the round (the piles, the
 * action pile, the dice, a hand set or turned over, the player-dealer's hand) is tried on the rules
 * engine first, so a step the rules forbid is refused with the engine's own reason and the table
 * stays as it was. The whole 53-card deck is dealt every round, so each round has a fresh deck.
 */
import { applyStep, describeStep, dealPiles, nextStep, PaiGowRefusal, settleRound, type NextStep, type PaiGowGame, type PaiGowSettlement, type PaiGowStep, type RoundState } from "../../pai-gow-poker";
import type { Card } from "../../cards/card";
import { accept, refuse, type CommandContext, type Decision, type Refusal } from "../machine";
import type { ShellGame } from "../common/decide";
import { dealingRound, decideStep, engineRefusal, replayRefusal, type RoundEngine } from "../common/engine-steps";
import { cardCode } from "../common/round-steps";
import type { CorrectHand } from "./commands";
import type { PaiGowTableEvent } from "./events";
import { paiGowGameOf } from "./game-of";
import { PAI_GOW_DECKS, paiGowSettingsFromConfig } from "./settings";
import { handStepWords, PAI_GOW_DECK, replayRound, serverDeck } from "./steps";
import type { PaiGowRoundInProgress, PaiGowTableState } from "./state";

type D = Decision<PaiGowTableEvent>;
type No = { ok: false; refusal: Refusal };

/** The game as the shell sees it (called once the table's guard has passed: the table is set up). */
export function paiGowShellGame(state: PaiGowTableState): ShellGame {
  const { game } = paiGowGameOf(state.settings!);
  // One deck, dealt whole every round: the cut card never comes out, nothing is burned. Reopened
  // betting drops the round's play (evolve's resetDealing); a misdeal and a burn are refused by
  // their own declarations (commands.ts).
  return { name: game.name, decks: PAI_GOW_DECKS, shoeSpec: () => PAI_GOW_DECK, burnAfter: () => 0, cardsBehindCutCard: 0, settingsFrom: paiGowSettingsFromConfig, resetsDealing: true };
}

/** The pai gow poker rules engine as the table drives it; its refusals in the table's words. */
export const ENGINE: RoundEngine<RoundState, PaiGowStep, NextStep, PaiGowSettlement> = { apply: applyStep, nextStep, describeStep, settle: settleRound, refusal: engineRefusal([PaiGowRefusal]), words: { noun: "round" } };
const ruleRefusal = ENGINE.refusal;
const dealing = (round: PaiGowRoundInProgress | null) => dealingRound(round, ENGINE.words);

/** The step, tried on the round first. */
export const stepOf = (round: PaiGowRoundInProgress | null, s: PaiGowStep): D => decideStep(round, ENGINE, () => s);

/** Cards as the rules read them ("10d" → "TD"). */
export const codes = (cards: readonly string[] | undefined): string[] | undefined => cards?.map(cardCode);

/** The seven piles of seven: from the server's deck, or dealt by hand (nothing to enter). */
export function decideDealPiles(state: PaiGowTableState): D {
  const round = state.round;
  const d = dealing(round);
  if (!("play" in d)) return d;
  const shoe = state.shoe;
  if (!shoe) return refuse("NO_SHOE", "Start a deck first.");
  if (shoe.source !== "server") return stepOf(round, { kind: "deal-piles" });
  const deck = serverDeck(shoe);
  if ("refusal" in deck) return refuse("DECK_USED", deck.refusal);
  const piles = dealPiles(deck.cards as Card[]);
  return stepOf(round, { kind: "deal-piles", piles: piles.piles, discards: piles.discards });
}

/**
 * The dealer takes back the last step: a hand set or turned over, the player-dealer's hand as
 * entered, or (cards dealt by hand only) the dice, the action pile and the deal. Never a player's
 * hand once the player-dealer's has been shown in a game where the players set first, and never
 * what the server's deck decided.
 */
export function decideUndo(state: PaiGowTableState, game: PaiGowGame): D {
  const round = state.round;
  if (!round || round.phase !== "dealing") return refuse("NOTHING_TO_UNDO", "There is nothing to take back.");
  const last = round.steps.at(-1);
  if (!last) return refuse("NOTHING_TO_UNDO", "No step has been taken yet.");
  const server = state.shoe?.source === "server";
  switch (last.kind) {
    case "deal-piles":
    case "choose-action-pile":
    case "roll-dice":
      if (server) return refuse("SERVER_CARDS", "The server's deck is dealt: the piles and the dice stand. A supervisor can void the round.");
      break;
    case "set-hand":
    case "set-house-way":
      if (round.playerDealerShown && game.setOrder === "players-first") {
        return refuse("HAND_FINAL", `The player-dealer's hand has been shown: seat ${last.seat}'s hand stands. If it was entered wrongly, ask a supervisor to correct it.`);
      }
      break;
    case "expose-player-dealer":
      if (!last.cards) return refuse("SERVER_CARDS", "The server dealt the player-dealer's cards: they stand. A supervisor can void the round.");
      break;
    case "show-cards":
    case "enter-results":
      break;
  }
  return accept<PaiGowTableEvent>({ type: "StepUndone", step: last });
}

/** Which step set or showed this seat's hand (or exposed the player-dealer's). */
function handStepIndex(steps: readonly PaiGowStep[], seat: number | "player-dealer"): number {
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i]!;
    if (seat === "player-dealer" ? s.kind === "expose-player-dealer" : (s.kind === "set-hand" || s.kind === "set-house-way" || s.kind === "show-cards") && s.seat === seat) return i;
  }
  return -1;
}

/** The step that sets the hand as the supervisor gives it, or a refusal. */
function correctedStep(from: PaiGowStep, command: CorrectHand, server: boolean): PaiGowStep | No {
  const cards = codes(command.cards);
  if (server && cards) return refuse("SERVER_CARDS", "The server's deck dealt these cards: they are known exactly. Correct the split, or void the round.");
  if (from.kind === "expose-player-dealer") {
    if (command.split !== undefined) return refuse("HOUSE_WAY_ONLY", "The player-dealer's hand is always set the house way: correct its seven cards.");
    if (!cards) return refuse("CARDS_NEEDED", "Give the player-dealer's seven cards as they are.");
    return { kind: "expose-player-dealer", cards };
  }
  if (from.kind === "show-cards") {
    if (command.split !== undefined) return refuse("NO_SPLIT", `Seat ${from.seat}'s cards were only turned over for its bonuses: correct its seven cards.`);
    if (!cards) return refuse("CARDS_NEEDED", `Give seat ${from.seat}'s seven cards as they are.`);
    return { kind: "show-cards", seat: from.seat, cards };
  }
  if (from.kind !== "set-hand" && from.kind !== "set-house-way") return refuse("NO_SUCH_HAND", "That step is not a hand.");
  const split = command.split;
  if (split === "house-way" || (split === undefined && from.kind === "set-house-way")) {
    const seven = cards ?? (from.kind === "set-house-way" ? from.cards : [...from.high, ...from.low]);
    return { kind: "set-house-way", seat: from.seat, ...(seven && !server ? { cards: [...seven] } : {}) };
  }
  if (split === undefined) return refuse("SPLIT_NEEDED", `Give seat ${from.seat}'s split as the player set it (five behind, two in front), or "house-way".`);
  const high = split.high.map(cardCode);
  const low = split.low.map(cardCode);
  if (cards && [...high, ...low].some((c) => !cards.includes(c))) return refuse("BAD_SPLIT", "The split must be the seven cards given.");
  return { kind: "set-hand", seat: from.seat, high, low };
}

/** A supervisor puts a hand right; the round is replayed with it, or the correction is refused. */
export function decideCorrection(state: PaiGowTableState, command: CorrectHand, ctx: CommandContext, game: PaiGowGame): D {
  const round = state.round;
  const settings = state.settings;
  if (!settings || !round || (round.phase !== "dealing" && round.phase !== "settling")) return refuse("NO_HANDS", "There is no hand in play to correct.");
  const index = handStepIndex(round.steps, command.seat);
  if (index < 0) return refuse("NO_SUCH_HAND", command.seat === "player-dealer" ? "The player-dealer's hand has not been turned over yet." : `Seat ${command.seat} has no hand set or turned over yet.`);
  const from = round.steps[index]!;
  const step = correctedStep(from, command, state.shoe?.source === "server");
  if ("ok" in step) return step;
  if (handStepWords(step) === handStepWords(from)) return refuse("SAME_HAND", "That is the hand already on record.");
  const steps = round.steps.map((s, i) => (i === index ? step : s));
  const broken = replayRefusal(() => replayRound(game, settings.seats, round, steps), ruleRefusal);
  if (broken !== null) return refuse("CORRECTION_BREAKS_ROUND", `With that hand the round would have played differently (${broken}) Void the round instead.`);
  return accept<PaiGowTableEvent>({ type: "HandCorrected", index, from, step, reason: command.reason, approvedBy: ctx.actor.id });
}
