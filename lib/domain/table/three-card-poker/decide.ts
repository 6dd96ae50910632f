/**
 * The rules behind a Three Card Poker table's commands (commands.ts declares each command and names
 * its handler; the short ones are written there): every step of the round (a stack, the shuffler
 * unloaded, a Play or fold, the forfeits collected, a reveal) is tried on the rules engine first,
 * and every card on the two alternating decks (deck.ts), so a step the rules forbid is refused with
 * the engine's own reason and the table stays exactly as it was.
 */
import { cardWords } from "../../cards/card";
import { closeShoe, nextCard, shoeProof, type DealingShoe } from "../../cards/dealing-shoe";
import {
  bonusBetsRefusal,
  describeStep,
  FACE_DOWN,
  nextStep,
  resultsWords,
  roundSummary,
  settleRound,
  ThreeCardPokerRefusal,
  threeCardPokerFeeRound,
  unloadDeck,
  DeckRefusal,
  type NextStep,
  type RoundState,
  type ThreeCardPokerSettlement,
} from "../../three-card-poker";
import { accept, refuse, type CommandContext, type Decision, type Refusal } from "../machine";
import { bettingOpenRefusal, capitalise, decideCloseBetting, shoeRefusal, type ShellGame } from "../common/decide";
import { dealingRound, engineRefusal, engineWagers, playableRound, replayRefusal, stepRefusal, type RoundEngine } from "../common/engine-steps";
import { cardCode, decidePlaceWager, decideRemoveWager } from "../common/round-steps";
import { correctionRefusal, newShoe, shoeRefusalFor, type ShoeState } from "../common/shoe";
import { deckCardRefusal } from "./deck";
import { ONE_DECK } from "./one-deck";
import type { ThreeCardPokerTableEvent } from "./events";
import { threeCardPokerGameOf } from "./game-of";
import { threeCardPokerSettingsFromConfig } from "./settings";
import { applyStep, cardsInOrder, cardsReadBy, correctedSteps, openPlay, replaySteps, undoableCards } from "./steps";
import type { CompletedThreeCardPokerRound, ThreeCardPokerRoundInProgress, ThreeCardPokerWagerEntry, ThreeCardPokerTableState, ThreeCardPokerTableStep } from "./state";

type E = ThreeCardPokerTableEvent;
type D = Decision<E>;
type No = { ok: false; refusal: Refusal };

/** The table's game and wagering rules, once the table's guard has passed (the table is set up). */
export function gameOf(state: ThreeCardPokerTableState): ReturnType<typeof threeCardPokerGameOf> {
  return threeCardPokerGameOf(state.settings!);
}

/** The game as the shell needs it (common/shell-commands.ts), once the table's guard has passed. */
export function shellGameOf(state: ThreeCardPokerTableState): ShellGame {
  const { game } = gameOf(state);
  return { name: game.name, decks: [1], shoeSpec: () => ONE_DECK, burnAfter: () => 0, settingsFrom: threeCardPokerSettingsFromConfig, resetsDealing: true };
}

/** The Three Card Poker rules engine as the table drives it; its refusals (and the alternating decks') in the table's words. */
export const ENGINE: RoundEngine<RoundState, ThreeCardPokerTableStep, NextStep, ThreeCardPokerSettlement> = {
  apply: applyStep,
  nextStep,
  describeStep,
  settle: settleRound,
  refusal: engineRefusal([ThreeCardPokerRefusal, DeckRefusal], { outOfOrder: ["wrong-step", "not-this-hand"], cards: true }),
  words: { bettingOpen: "Close betting before dealing: the fees are fixed and dropped before the first card." },
};
export const ruleRefusal = ENGINE.refusal;
const tryStep = (play: RoundState, s: ThreeCardPokerTableStep) => stepRefusal(ENGINE, play, s);
const dealing = (round: ThreeCardPokerRoundInProgress | null) => dealingRound(round, ENGINE.words);

const step = (s: ThreeCardPokerTableStep): D => accept<E>({ type: "StepTaken", step: s });

/** A step of the dealt round (a Play or fold, the forfeits collected, the results entered): tried on the rules engine, then recorded. */
export function decideStep(round: ThreeCardPokerRoundInProgress | null, s: ThreeCardPokerTableStep): D {
  const d = dealing(round);
  if (!("play" in d)) return d;
  return tryStep(d.play, s) ?? step(s);
}

/** Cards about to be read: each must be able to come out of the deck in play (not yet dealt, not of the other deck). */
function cardsRefusal(state: ThreeCardPokerTableState, cards: readonly string[], back?: string): No | null {
  for (const card of cards) {
    const deck = deckCardRefusal(state.decks, card, back);
    if (deck) return refuse("WRONG_DECK", deck);
    const bad = shoeRefusalFor(state.shoe, card);
    if (bad) return refuse("CARD_NOT_IN_DECK", `${cardWords(card)} cannot come out of this deck: ${bad}`);
  }
  return null;
}

/** A wager placed while betting is open: a backline wager on a seated Ante, one bonus bet of the two. */
export function decideWager(state: ThreeCardPokerTableState, command: Parameters<typeof decidePlaceWager>[1], ctx: CommandContext): D {
  const settings = state.settings!;
  const { game, rules } = gameOf(state);
  const round = state.round;
  const closed = bettingOpenRefusal(round, ctx.now);
  if (closed || !round) return closed ?? refuse("NO_ROUND", "Open betting first.");
  const placed = decidePlaceWager({ ...state, settings, round }, command, rules);
  if (!placed.ok) return placed;
  const wager = placed.events[0].wager as ThreeCardPokerWagerEntry;
  // A backline wager rides on the seated player's hand (seed 003 L1592, L1611-1613).
  if (wager.backline && !round.wagers.some((w) => w.seat === wager.seat && w.bet === "ante" && !w.backline)) {
    return refuse("WAGER_NEEDS_SEATED_ANTE", `Seat ${wager.seat} has no Ante from the seated player: a backline wager rides on the seated player's hand. Take the seated Ante first.`);
  }
  const both = bonusBetsRefusal(game, engineWagers([...round.wagers, wager]));
  if (both) return refuse("WAGER_ONE_BONUS", capitalise(both.message) + ".");
  return placed as D;
}

/** A wager removed, a seated Ante only once the backline wagers riding on it are off. */
export function decideWagerRemoved(state: ThreeCardPokerTableState, wagerId: string): D {
  const { rules } = gameOf(state);
  const round = state.round;
  const wager = round?.wagers.find((w) => w.id === wagerId);
  if (wager && wager.bet === "ante" && !wager.backline && round?.wagers.some((w) => w.seat === wager.seat && w.backline)) {
    return refuse("WAGER_STILL_NEEDED", `Seat ${wager.seat}'s backline wagers ride on this Ante: remove them first.`);
  }
  return decideRemoveWager(state, wagerId, rules);
}

/** Betting closed: the round must be playable as wagered; the fees are taken "after all bets have been placed and before cards have been dealt" (seed 004 L1897). */
export function decideBettingClosed(state: ThreeCardPokerTableState, ctx: CommandContext): D {
  const { game } = gameOf(state);
  const closing = playableRound(state.round, (r) => openPlay(game, state.settings!.seats, r), [ThreeCardPokerRefusal]);
  if (!closing.ok) return closing;
  return decideCloseBetting(state, threeCardPokerFeeRound(game, closing.round.playerDealerSeat, engineWagers(closing.round.wagers)), ctx);
}

/** The shuffler unloaded: the step tried on the round and the decks. */
export function decideUnloadShuffler(state: ThreeCardPokerTableState): D {
  const d = dealing(state.round);
  if (!("play" in d)) return d;
  const s: ThreeCardPokerTableStep = { kind: "unload-shuffler" };
  const bad = tryStep(d.play, s);
  if (bad) return bad;
  if (state.decks) {
    try {
      unloadDeck(state.decks);
    } catch (error) {
      return ruleRefusal(error);
    }
  }
  return step(s);
}

/** A hand turned over (the player-dealer's or a seat's), its cards as entered checked against the deck. */
export function decideReveal(state: ThreeCardPokerTableState, s: Extract<ThreeCardPokerTableStep, { kind: "reveal-player-dealer" | "reveal-hand" }>): D {
  const d = dealing(state.round);
  if (!("play" in d)) return d;
  const bad = tryStep(d.play, s);
  if (bad) return bad;
  return cardsRefusal(state, cardsReadBy(s, d.play)) ?? step(s);
}

/** The last cards entered taken back (never those the server's deck dealt). */
export function decideUndoCards(round: ThreeCardPokerRoundInProgress | null): D {
  if (!round || round.phase !== "dealing") return refuse("NOTHING_TO_UNDO", "There are no cards to take back.");
  // Results-only entry: the results reach the table with the settlement; before it, they are taken back whole (RE6).
  if (round.steps.at(-1)?.kind === "enter-results") return accept<E>({ type: "CardsUndone", cards: [] });
  const last = round.steps.at(-1);
  if (last?.kind === "deal-stack" && last.source === "server") return refuse("SERVER_CARD", "Cards dealt from the server's deck cannot be taken back; a supervisor can void the round.");
  const cards = undoableCards(round.steps);
  if (!cards) return refuse("NOTHING_TO_UNDO", "The last step did not enter cards: it is already committed.");
  return accept<E>({ type: "CardsUndone", cards });
}

/**
 * The deck dealt this round goes to the discard rack (its order released, for the server's deck)
 * and the other deck, shuffled while this one was dealt, is the next round's.
 */
export function nextDeck(state: ThreeCardPokerTableState, round: ThreeCardPokerRoundInProgress, ctx: CommandContext): E[] {
  const shoe = state.shoe;
  if (!shoe || !state.settings) return [];
  const proof = shoe.source === "server" ? shoeProof(closeShoe(shoe.dealing)) : null;
  const next = newShoe(shoe.source, `${state.settings.tableId}-deck-${round.handNumber + 1}-${ctx.now}`, 1, ONE_DECK, ctx.random);
  return [
    { type: "ShoeEnded", at: ctx.now, proof: proof ? { order: proof.order, salt: proof.salt, orderHash: proof.orderHash } : null, round: round.id },
    { type: "ShoeStarted", at: ctx.now, shoe: next },
  ];
}

/**
 * A misdeal: the stacks dealt so far come off the table and the hand is dealt again; the wagers and
 * the fees stand. The shell's misdeal reads single cards, so the family says which cards were out.
 */
export function decideMisdeal(state: ThreeCardPokerTableState, reason: string, ctx: CommandContext): D {
  const round = state.round;
  if (!round) return refuse("NO_ROUND", "There is no hand in play: nothing was misdealt.");
  if (round.phase === "betting") return refuse("NOTHING_DEALT", "Betting is still open: no card has been dealt.");
  if (round.phase === "settling") return refuse("ALREADY_SETTLED", "The hand is complete and settled: correct a card, or void the round.");
  const cards = cardsInOrder(round.play);
  if (cards.length === 0) return refuse("NOTHING_DEALT", "No stack has been dealt yet: deal the hand, or reopen betting.");
  return accept<E>({ type: "MisdealDeclared", roundId: round.id, reason, by: ctx.actor.id, at: ctx.now, cards });
}

/** The next three cards of the server's deck. */
function drawStack(shoe: Extract<ShoeState, { source: "server" }>): { ok: true; cards: string[] } | No {
  let dealing: DealingShoe = shoe.dealing;
  const cards: string[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const drawn = nextCard(dealing);
      cards.push(drawn.card);
      dealing = drawn.shoe;
    }
  } catch (error) {
    return shoeRefusal(error);
  }
  return { ok: true, cards };
}

/** The next stack of three: the server's deck deals it, or its cards as the dealer or the shuffler read them ("face-down" for one unread). */
export function decideDealStack(state: ThreeCardPokerTableState, command: { readonly cards?: readonly string[]; readonly source?: "dealer" | "reader"; readonly back?: string }): D {
  const d = dealing(state.round);
  if (!("play" in d)) return d;
  const next = nextStep(d.play);
  if (next.kind !== "deal-stack") return refuse("NO_STACK_DUE", `No stack is due: ${describeStep(next)}.`);
  const shoe = state.shoe;
  if (!shoe) return refuse("NO_SHOE", "Bring the decks in first.");
  let s: ThreeCardPokerTableStep;
  if (shoe.source === "server") {
    if (command.cards) return refuse("SERVER_SHOE", "This table deals from the server's deck: the server deals the stack.");
    const drawn = drawStack(shoe);
    if (!drawn.ok) return drawn;
    s = { kind: "deal-stack", cards: drawn.cards, source: "server" };
  } else {
    const toPd = next.to.kind === "player-dealer";
    if (!command.cards) {
      return refuse("CARDS_NEEDED", toPd ? "Enter the player-dealer's up card (its bottom card, turned face up)." : `Enter the stack's cards, or deal it face down: ${describeStep(next)}.`);
    }
    const cards = command.cards.map((c) => (c === FACE_DOWN ? FACE_DOWN : cardCode(c)));
    s = { kind: "deal-stack", cards, source: command.source ?? shoe.source };
    const bad = tryStep(d.play, s) ?? cardsRefusal(state, cardsReadBy(s, d.play), command.back);
    if (bad) return bad;
    return step(s);
  }
  return tryStep(d.play, s) ?? step(s);
}

/** A card corrected by the floor: the round must replay with it, on the deck it came from. */
export function decideCorrection(state: ThreeCardPokerTableState, command: { readonly index: number; readonly card: string; readonly reason: string }, ctx: CommandContext): D {
  const { game } = gameOf(state);
  const round = state.round;
  const settings = state.settings;
  if (!settings || !round?.play || (round.phase !== "dealing" && round.phase !== "settling")) return refuse("NO_CARDS", "There is no dealt hand to correct.");
  if (state.shoe?.source === "server") return refuse("SERVER_CARD", "Cards from the server's deck are known exactly; void the round instead.");
  const from = cardsInOrder(round.play)[command.index];
  if (from === undefined) return refuse("NO_SUCH_CARD", `There is no card ${command.index + 1} in this round.`);
  if (from === FACE_DOWN) return refuse("CARD_UNREAD", "That card has not been read yet: it is entered when its hand is turned over.");
  const to = cardCode(command.card);
  if (from === to) return refuse("SAME_CARD", "That is the card already on record.");
  const bad = correctionRefusal(state.shoe, from, to, "deck");
  if (bad) return refuse("CARD_NOT_IN_DECK", bad);
  const broken = replayRefusal(() => replaySteps(game, settings.seats, round, correctedSteps(round.steps, from, to)), ruleRefusal);
  if (broken !== null) return refuse("CORRECTION_BREAKS_ROUND", `With ${cardWords(to)} the round cannot be replayed (${broken}) Void the round instead.`);
  return accept<E>({ type: "CardCorrected", index: command.index, from, to, reason: command.reason, approvedBy: ctx.actor.id });
}

/** What a finished round leaves for the history, the tablet and the wall. */
export function completedRound(round: ThreeCardPokerRoundInProgress, play: RoundState, settlement: ThreeCardPokerSettlement): CompletedThreeCardPokerRound {
  const summary = roundSummary(play);
  return {
    id: round.id,
    handNumber: round.handNumber,
    playerDealerSeat: round.playerDealerSeat,
    playerDealer: summary.playerDealer,
    seats: summary.seats.map((s) => ({
      ...s,
      results: settlement.wagers.filter((w) => w.seat === s.seat && !w.backline).map((w) => ({ bet: w.bet, outcome: w.resolution.outcome })),
    })),
    bankBefore: round.bank,
    bankAfter: settlement.walk.bankAfter,
    startSeat: settlement.startSeat,
    enteredBy: play.results ? "results" : "cards",
    ...(play.results ? { enteredResults: resultsWords(play.results), playerDealerQualifies: play.results.playerDealerQualifies } : {}),
  };
}
