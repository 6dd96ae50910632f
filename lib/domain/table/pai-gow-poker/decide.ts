/**
 * decide for a pai gow poker table: a command and the table's state in, events or a refusal out. The
 * shared table commands go to common/decide.ts; every step of the round (the piles, the action pile,
 * the dice, a hand set or turned over, the player-dealer's hand) is tried on the rules engine first,
 * so a step the rules forbid is refused with the engine's own reason and the table stays as it was.
 * The whole 53-card deck is dealt every round, so each round has a fresh deck.
 */
import {
  applyStep,
  describeStep,
  dealPiles,
  nextStep,
  PaiGowRefusal,
  paiGowFeeWagers,
  settleRound,
  type NextStep,
  type PaiGowGame,
  type PaiGowSettlement,
  type PaiGowStep,
  type RoundState,
} from "../../pai-gow-poker";
import type { Card } from "../../cards/card";
import { accept, refuse, type CommandContext, type Decision, type Refusal } from "../machine";
import { isShellCommand } from "../common/commands";
import { bettingOpenRefusal, decideCloseBetting, decideEndShoe, decideOpenRound, decideShell, decideVoid, guard, handFees, type ShellGame } from "../common/decide";
import { dealingRound, decideEndRound, decideSettle, decideStep, engineRefusal, engineWagers, playableRound, replayRefusal, type RoundEngine } from "../common/engine-steps";
import { cardCode, decidePlaceWager, decideRemoveWager } from "../common/round-steps";
import { PAI_GOW_COMMAND_ROLES, type PaiGowCommand } from "./commands";
import type { PaiGowTableEvent } from "./events";
import { paiGowGameOf } from "./game-of";
import { completedPaiGowRound } from "./round-record";
import { PAI_GOW_DECKS, paiGowSettingsFromConfig } from "./settings";
import { deckUsed, freshDeck, handStepWords, openPlay, PAI_GOW_DECK, replayRound, serverDeck } from "./steps";
import type { PaiGowRoundInProgress, PaiGowTableSettings, PaiGowTableState } from "./state";

type D = Decision<PaiGowTableEvent>;
type No = { ok: false; refusal: Refusal };

function shellGame(settings: PaiGowTableSettings): ShellGame {
  const { game } = paiGowGameOf(settings);
  // One deck, dealt whole every round: the cut card never comes out, nothing is burned. Reopened
  // betting drops the round's play (evolve's resetDealing); a misdeal is refused first (decidePaiGow).
  return { name: game.name, decks: PAI_GOW_DECKS, shoeSpec: () => PAI_GOW_DECK, burnAfter: () => 0, cardsBehindCutCard: 0, settingsFrom: paiGowSettingsFromConfig, resetsDealing: true };
}

/** The pai gow poker rules engine as the table drives it; its refusals in the table's words. */
const ENGINE: RoundEngine<RoundState, PaiGowStep, NextStep, PaiGowSettlement> = { apply: applyStep, nextStep, describeStep, settle: settleRound, refusal: engineRefusal([PaiGowRefusal]), words: { noun: "round" } };
const ruleRefusal = ENGINE.refusal;
const dealing = (round: PaiGowRoundInProgress | null) => dealingRound(round, ENGINE.words);

/** The step, tried on the round first. */
const stepOf = (round: PaiGowRoundInProgress | null, s: PaiGowStep): D => decideStep(round, ENGINE, () => s);

const codes = (cards: readonly string[] | undefined): string[] | undefined => cards?.map(cardCode);

export function decidePaiGow(state: PaiGowTableState, command: PaiGowCommand, ctx: CommandContext): D {
  const settings = state.settings;
  const refused = guard(state, command, ctx, PAI_GOW_COMMAND_ROLES);
  if (refused || !settings) return refused ?? refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  if (command.type === "burn-cards") return refuse("NOTHING_TO_BURN", "Pai gow deals the whole deck every hand: there is nothing to burn.");
  // The shell's misdeal takes back dealt cards one by one; a pai gow round deals seven piles at once.
  if (command.type === "declare-misdeal") return refuse("NOT_SUPPORTED", "A pai gow poker misdeal is not taken from the floor yet: correct the hand, or void the round.");
  if (isShellCommand(command)) return decideShell(state, command, ctx, shellGame(settings));
  const round = state.round;
  const { game, rules } = paiGowGameOf(settings);

  switch (command.type) {
    case "end-shoe": {
      const ended = decideEndShoe(state);
      if (!ended.ok) return ended;
      return accept<PaiGowTableEvent>({ type: "ShoeEnded", at: ctx.now, proof: ended.proof });
    }

    case "open-betting": {
      // A deck dealt in an earlier round is replaced first (a fresh deck every round).
      const fresh = state.shoe && !state.round && deckUsed(state.shoe) ? freshDeck(state.shoe, settings.tableId, ctx) : null;
      const opened = decideOpenRound(fresh ? { ...state, shoe: fresh.deck } : state, ctx);
      if (!opened.ok) return opened;
      return accept<PaiGowTableEvent>(...(fresh?.events ?? []), ...(opened.events as PaiGowTableEvent[]));
    }

    case "place-wager": {
      const closed = bettingOpenRefusal(round, ctx.now);
      if (closed || !round) return closed ?? refuse("NO_ROUND", "Open betting first.");
      if (command.bet === "fortune" && !game.fortune) return refuse("UNKNOWN_BET", `${game.name} has no Fortune Bonus.`);
      if (command.bet === "ace-high" && !game.aceHigh) return refuse("UNKNOWN_BET", `${game.name} has no Ace-High Bonus.`);
      return decidePlaceWager({ ...state, settings, round }, command, rules) as D;
    }

    case "remove-wager":
      return decideRemoveWager(state, command.wagerId, rules);

    case "close-betting": {
      const closing = playableRound(round, (r) => openPlay(game, settings.seats, r), [PaiGowRefusal]);
      if (!closing.ok) return closing;
      return decideCloseBetting(state, handFees(closing.round, paiGowFeeWagers(engineWagers(closing.round.wagers))), ctx);
    }

    case "deal-piles": {
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

    case "choose-action-pile":
      return stepOf(round, { kind: "choose-action-pile", pile: command.pile });

    case "roll-dice":
      return stepOf(round, { kind: "roll-dice", total: command.total });

    case "expose-player-dealer": {
      const cards = codes(command.cards);
      return stepOf(round, { kind: "expose-player-dealer", ...(cards ? { cards } : {}) });
    }

    case "set-hand":
      return stepOf(round, { kind: "set-hand", seat: command.seat, high: command.high.map(cardCode), low: command.low.map(cardCode) });

    case "set-house-way": {
      const cards = codes(command.cards);
      return stepOf(round, { kind: "set-house-way", seat: command.seat, ...(cards ? { cards } : {}) });
    }

    case "show-cards": {
      const cards = codes(command.cards);
      return stepOf(round, { kind: "show-cards", seat: command.seat, ...(cards ? { cards } : {}) });
    }

    case "enter-results":
      if (game.entry !== "results") return refuse("CARDS_ENTRY", "This table enters every card: the results are read from the hands.");
      return stepOf(round, { kind: "enter-results", results: command.results.map((r) => ({ seat: r.seat, game: r.game, bonus: r.bonus ?? null })) });

    case "undo-card":
      return decideUndo(state, game);

    case "settle":
      return decideSettle(round, ENGINE);

    case "end-round": {
      const ended = decideEndRound(state, ctx, (r) => completedPaiGowRound(r, r.play, r.settlement, false));
      if (!ended.ok) return ended;
      const fresh = state.shoe ? freshDeck(state.shoe, settings.tableId, ctx).events : [];
      return accept<PaiGowTableEvent>(...ended.events, ...fresh);
    }

    case "void-round": {
      const voided = decideVoid(state, command.reason, ctx);
      if (!voided.ok) return voided;
      const fresh = state.shoe && deckUsed(state.shoe) ? freshDeck(state.shoe, settings.tableId, ctx).events : [];
      return accept<PaiGowTableEvent>(...(voided.events as PaiGowTableEvent[]), ...fresh);
    }

    case "correct-hand":
      return decideCorrection(state, command, ctx, game);
  }
}

/**
 * The dealer takes back the last step: a hand set or turned over, the player-dealer's hand as
 * entered, or (cards dealt by hand only) the dice, the action pile and the deal. Never a player's
 * hand once the player-dealer's has been shown in a game where the players set first, and never
 * what the server's deck decided.
 */
function decideUndo(state: PaiGowTableState, game: PaiGowGame): D {
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
function correctedStep(from: PaiGowStep, command: Extract<PaiGowCommand, { type: "correct-hand" }>, server: boolean): PaiGowStep | No {
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
function decideCorrection(state: PaiGowTableState, command: Extract<PaiGowCommand, { type: "correct-hand" }>, ctx: CommandContext, game: PaiGowGame): D {
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
