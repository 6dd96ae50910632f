/**
 * The dealer's commands on a round, each checked against `nextStep`: deal a stack, unload the
 * shuffler, a Play or fold, collect the forfeited wagers, reveal the player-dealer's hand and each
 * hand still in action. Every function returns a new state and refuses with a
 * `ThreeCardPokerRefusal`.
 */
import { displayCard, isCard, isJoker, type SuitedCard } from "../cards/card";
import type { SeatNumber } from "../seats";
import { describeStep, nextStep, type NextStep } from "./next-step";
import { refuse } from "./refusal";
import { FACE_DOWN, backlineBettors, type DealtCard, type PlayOrFold, type RoundState, type SeatHand } from "./round-state";

function wrongStep(what: string, step: NextStep): never {
  refuse("wrong-step", `${what} refused: ${describeStep(step)}`);
}

/** Every card read so far in the round, with where it lies. */
function cardsInRound(state: RoundState): Map<SuitedCard, string> {
  const out = new Map<SuitedCard, string>();
  for (const h of state.hands) for (const c of h.cards) if (c !== FACE_DOWN) out.set(c, `seat ${h.seat}'s hand`);
  for (const c of state.playerDealer.cards) if (c !== FACE_DOWN) out.set(c, "the player-dealer's hand");
  return out;
}

function readCard(text: string): SuitedCard {
  const code = text.trim().toUpperCase().replace(/^10/, "T");
  if (!isCard(code)) refuse("card-not-allowed", `${JSON.stringify(text)} is not a card`);
  if (isJoker(code)) refuse("card-not-allowed", "Three Card Poker is played without jokers (seed 003 L1531-1532)");
  return code;
}

/** The cards given, read; each new card must not be in the round already (one deck). */
function readAll(state: RoundState, given: readonly string[], faceDownAllowed: boolean): DealtCard[] {
  const seen = cardsInRound(state);
  const out: DealtCard[] = [];
  for (const text of given) {
    if (text === FACE_DOWN) {
      if (!faceDownAllowed) refuse("card-not-allowed", "this card is dealt face up: give it");
      out.push(FACE_DOWN);
      continue;
    }
    const card = readCard(text);
    const where = seen.get(card) ?? (out.includes(card) ? "this stack" : undefined);
    if (where !== undefined) refuse("card-not-allowed", `${displayCard(card)} is already in ${where}: one deck holds each card once`);
    out.push(card);
  }
  return out;
}

function updateHand(state: RoundState, seat: SeatNumber, update: (h: SeatHand) => SeatHand): RoundState {
  return { ...state, hands: state.hands.map((h) => (h.seat === seat ? update(h) : h)) };
}

/**
 * Deal the next stack where `nextStep` says: three cards, FACE_DOWN for a card not read (cards
 * entered by the dealer are read when turned over). The player-dealer's first card is the bottom
 * card, turned face up at once (seed 003 L1603-1605), so it must be read.
 */
export function dealStack(state: RoundState, cards: readonly string[]): RoundState {
  const step = nextStep(state);
  if (step.kind !== "deal-stack") wrongStep("dealing a stack", step);
  if (cards.length !== 3) refuse("stack-size", `the shuffler dispenses stacks of three cards (seed 003 L1596), got ${cards.length}`);
  if (step.to.kind === "player-dealer") {
    if (cards[0] === FACE_DOWN) refuse("card-not-allowed", "the player-dealer's bottom card is turned face up at the deal: give it (the first card of the stack)");
    return { ...state, playerDealer: { cards: readAll(state, cards, true), revealed: false } };
  }
  const dealt = readAll(state, cards, true);
  return updateHand(state, step.to.seat, (h) => ({ ...h, cards: dealt }));
}

/** The undealt cards go into the discard rack unseen (seed 003 L1606-1608, seed 004 L331). */
export function unloadShuffler(state: RoundState): RoundState {
  const step = nextStep(state);
  if (step.kind !== "unload-shuffler") wrongStep("unloading the shuffler", step);
  return { ...state, shufflerUnloaded: true };
}

/**
 * A Play wager (equal to the Ante) or a fold, in order from the player-dealer's left (seed 003
 * L1614-1618). `bettor` names a backline bettor deciding on its own (option `backlineDecision`
 * "own-when-seat-plays"); omitted, the seated player.
 */
export function decide(state: RoundState, seat: SeatNumber, decision: PlayOrFold, bettor?: string): RoundState {
  if (decision !== "play" && decision !== "fold") refuse("not-a-decision", `${JSON.stringify(decision)}: a player makes the Play wager ("play") or folds ("fold")`);
  const step = nextStep(state);
  const hand = state.hands.find((h) => h.seat === seat);
  if (!hand) refuse("no-such-hand", `seat ${seat} has no hand this round`);
  if (bettor !== undefined && !backlineBettors(state, seat).includes(bettor)) refuse("no-such-hand", `seat ${seat} has no backline bettor ${JSON.stringify(bettor)} with an Ante`);
  if (step.kind !== "decide") wrongStep(`seat ${seat}'s ${decision}`, step);
  if (step.seat !== seat || step.bettor !== (bettor ?? null)) refuse("not-this-hand", `not this bettor's turn: ${describeStep(step)}`);
  if (bettor === undefined) return updateHand(state, seat, (h) => ({ ...h, decision }));
  return updateHand(state, seat, (h) => ({ ...h, backlineDecisions: { ...h.backlineDecisions, [bettor]: decision } }));
}

/** The dealer has collected the forfeited wagers and the hands nothing needs (seed 003 L1623-1625). */
export function collectFolds(state: RoundState): RoundState {
  const step = nextStep(state);
  if (step.kind !== "collect-folds") wrongStep("collecting the forfeited wagers", step);
  return { ...state, foldsCollected: true };
}

/**
 * The cards of a hand as turned over: `given` (any order) must hold every card already read and
 * fills the unread ones; omitted, every card must have been read at the deal.
 */
function turnOver(state: RoundState, dealt: readonly DealtCard[], given: readonly string[] | undefined, whose: string): SuitedCard[] {
  const unread = dealt.filter((c) => c === FACE_DOWN).length;
  if (given === undefined) {
    if (unread > 0) refuse("card-not-allowed", `${whose} was dealt unread: enter its three cards`);
    return dealt as SuitedCard[];
  }
  if (given.length !== 3) refuse("stack-size", `${whose} is three cards, got ${given.length}`);
  const cards = given.map(readCard);
  if (new Set(cards).size !== 3) refuse("card-not-allowed", `a card appears twice in ${cards.map(displayCard).join(" ")}`);
  const known = dealt.filter((c): c is SuitedCard => c !== FACE_DOWN);
  const missing = known.filter((c) => !cards.includes(c));
  if (missing.length > 0) refuse("card-mismatch", `${whose} holds ${missing.map(displayCard).join(", ")} as dealt, not ${cards.map(displayCard).join(" ")}`);
  const fresh = cards.filter((c) => !known.includes(c));
  readAll(state, fresh, false);
  let k = 0;
  // Unread cards take the new cards in the order given; read cards stay where they were dealt.
  return dealt.map((c) => (c === FACE_DOWN ? (fresh[k++] as SuitedCard) : c));
}

/** The player-dealer's hand is turned over and arranged (seed 003 L1626-1628); qualification follows. */
export function revealPlayerDealer(state: RoundState, cards?: readonly string[]): RoundState {
  const step = nextStep(state);
  if (step.kind !== "reveal-player-dealer") wrongStep("revealing the player-dealer's hand", step);
  return { ...state, playerDealer: { cards: turnOver(state, state.playerDealer.cards, cards, "the player-dealer's hand"), revealed: true } };
}

/** A hand still in action is turned over, in order from the player-dealer's left (seed 003 L1648-1649). */
export function revealHand(state: RoundState, seat: SeatNumber, cards?: readonly string[]): RoundState {
  const step = nextStep(state);
  if (step.kind !== "reveal-hand") wrongStep(`revealing seat ${seat}'s hand`, step);
  if (step.seat !== seat) refuse("not-this-hand", `not this hand's turn: ${describeStep(step)}`);
  const hand = state.hands.find((h) => h.seat === seat) as SeatHand;
  const turned = turnOver(state, hand.cards, cards, `seat ${seat}'s hand`);
  return updateHand(state, seat, (h) => ({ ...h, cards: turned, revealed: true }));
}
