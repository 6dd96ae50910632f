/**
 * The dealer's steps on a pai gow round, each checked against `nextStep`: deal the piles, the action
 * pile, the dice, a player's hand set (or set the house way at the player's request), the
 * player-dealer's hand exposed and set the house way, a seat's cards turned over. Every function
 * returns a new state and refuses with a `PaiGowRefusal`.
 */
import { displayCard, isCard, isJoker, type Card } from "../cards/card";
import type { SeatNumber } from "../seats";
import { DICE_TOTAL_MAX, DICE_TOTAL_MIN } from "../action-button/dice-count";
import { pileCardsOf } from "./action-seat";
import { houseWaySplit } from "./house-way";
import { describeStep, nextStep, type NextStep } from "./next-step";
import { DECK_SIZE, DISCARDS, PILES, PILE_SIZE } from "./piles";
import { rankPaiGowFive, rankPaiGowTwo } from "./ranking";
import { refuse } from "./refusal";
import type { RoundState, SeatHand, SetHand } from "./round-state";

function wrongStep(what: string, step: NextStep): never {
  refuse("wrong-step", `${what} refused: ${describeStep(step)}`);
}

function readCard(text: string): Card {
  const code = String(text).trim().toUpperCase().replace(/^10/, "T");
  if (!isCard(code)) refuse("card-not-allowed", `${JSON.stringify(text)} is not a card`);
  return code;
}

function readCards(texts: readonly string[], n: number, what: string): Card[] {
  if (!Array.isArray(texts) || texts.length !== n) refuse("card-not-allowed", `${what} is ${n} cards, got ${Array.isArray(texts) ? texts.length : 0}`);
  const cards = texts.map(readCard);
  const twice = cards.find((c, i) => cards.indexOf(c) !== i);
  if (twice !== undefined) refuse("card-not-allowed", `${what}: ${displayCard(twice)} appears twice`);
  if (cards.filter(isJoker).length > 1) refuse("card-not-allowed", `${what}: the deck has one joker`);
  return cards;
}

/** Every card the round holds so far, with where it is. */
function cardsInRound(state: RoundState): Map<Card, string> {
  const at = new Map<Card, string>();
  state.dealt?.piles?.forEach((pile, i) => pile.forEach((c) => at.set(c, `pile ${i + 1}`)));
  state.dealt?.discards?.forEach((c) => at.set(c, "the discards"));
  for (const h of state.hands) h.cards?.forEach((c) => at.set(c, `seat ${h.seat}`));
  state.playerDealer.cards?.forEach((c) => at.set(c, "the player-dealer"));
  return at;
}

/**
 * A hand's seven cards: the pile the system dealt (the cards given must be those), or the cards
 * entered now, none of which the round holds elsewhere.
 */
function sevenCardsFor(state: RoundState, seat: SeatNumber | "player-dealer", given: readonly string[] | undefined): readonly Card[] {
  const who = seat === "player-dealer" ? "the player-dealer" : `seat ${seat}`;
  const known = seat === "player-dealer" ? state.playerDealer.cards : (state.hands.find((h) => h.seat === seat)?.cards ?? null);
  if (given === undefined) {
    if (known === null) refuse("card-not-allowed", `${who}'s seven cards are not known yet: give them`);
    return known;
  }
  const cards = readCards(given, PILE_SIZE, `${who}'s hand`);
  if (known !== null) {
    const other = cards.find((c) => !known.includes(c));
    if (other !== undefined) refuse("card-not-allowed", `${displayCard(other)} is not in ${who}'s pile (${known.map(displayCard).join(" ")})`);
    return known;
  }
  const held = cardsInRound(state);
  for (const c of cards) {
    const where = held.get(c);
    if (where !== undefined) refuse("card-not-allowed", `${displayCard(c)} is already at ${where}: the deck holds one of each card`);
  }
  return cards;
}

function updateSeat(state: RoundState, seat: SeatNumber, update: (h: SeatHand) => SeatHand): RoundState {
  return { ...state, hands: state.hands.map((h) => (h.seat === seat ? update(h) : h)) };
}

/**
 * The seven piles are dealt. `piles` (seven piles of seven, pile 1 the dealer's left) and `discards`
 * when the system knows the cards (its own shuffled deck); nothing for piles dealt by hand, unseen.
 */
export function recordPilesDealt(state: RoundState, piles?: readonly (readonly string[])[], discards?: readonly string[]): RoundState {
  const step = nextStep(state);
  if (step.kind !== "deal-piles") wrongStep("dealing the piles", step);
  if (piles === undefined) {
    if (discards !== undefined) refuse("card-not-allowed", "the discards are given with the piles");
    return { ...state, dealt: { piles: null, discards: null } };
  }
  if (!Array.isArray(piles) || piles.length !== PILES) refuse("card-not-allowed", `the deal is ${PILES} piles, got ${Array.isArray(piles) ? piles.length : 0}`);
  const read = piles.map((p, i) => readCards(p, PILE_SIZE, `pile ${i + 1}`));
  const rest = discards === undefined ? null : readCards(discards, DISCARDS, "the discards");
  const all = [...read.flat(), ...(rest ?? [])];
  const twice = all.find((c, i) => all.indexOf(c) !== i);
  if (twice !== undefined) refuse("card-not-allowed", `${displayCard(twice)} is dealt twice: the deck holds one of each card`);
  if (rest !== null && all.length !== DECK_SIZE) refuse("card-not-allowed", `the piles and discards are the ${DECK_SIZE}-card deck`);
  return { ...state, dealt: { piles: read, discards: rest } };
}

/** The player-dealer's choice of the action pile, 1..7 from the dealer's left (seed 004 L863). */
export function chooseActionPile(state: RoundState, pile: number): RoundState {
  const step = nextStep(state);
  if (step.kind !== "choose-action-pile") wrongStep(`choosing pile ${pile}`, step);
  if (!Number.isInteger(pile) || pile < 1 || pile > PILES) refuse("bad-pile", `the piles are numbered 1 to ${PILES} from the dealer's left, got ${pile}`);
  return { ...state, actionPile: pile };
}

/**
 * The three dice's total, which places the action button and the first pile (L865). When the
 * system dealt the piles, every seat's seven cards are known from here on (not shown).
 */
export function rollDice(state: RoundState, total: number): RoundState {
  const step = nextStep(state);
  if (step.kind !== "roll-dice") wrongStep(`dice ${total}`, step);
  if (!Number.isInteger(total) || total < DICE_TOTAL_MIN || total > DICE_TOTAL_MAX) refuse("bad-dice", `three dice total ${DICE_TOTAL_MIN} to ${DICE_TOTAL_MAX}, got ${total}`);
  const rolled: RoundState = { ...state, dice: total };
  if (rolled.dealt?.piles === null || rolled.dealt?.piles === undefined) return rolled;
  return {
    ...rolled,
    hands: rolled.hands.map((h) => ({ ...h, cards: pileCardsOf(rolled, h.seat) })),
    playerDealer: { ...rolled.playerDealer, cards: pileCardsOf(rolled, rolled.table.pdSeat) },
  };
}

function expectSetting(state: RoundState, seat: SeatNumber, what: string): void {
  const step = nextStep(state);
  if (step.kind !== "set-hands") wrongStep(what, step);
  if (!step.seats.includes(seat)) {
    const hand = state.hands.find((h) => h.seat === seat);
    refuse("no-such-hand", hand ? `seat ${seat}'s hand is already set` : `seat ${seat} has no hand this round (no game wager there)`);
  }
}

/**
 * A player's hand as set: five cards behind, two in front, the seat's seven cards. A foul (the
 * front outranks the back) loses, is refused, or is set the house way, as the game says.
 */
export function setHand(state: RoundState, seat: SeatNumber, high: readonly string[], low: readonly string[]): RoundState {
  expectSetting(state, seat, `setting seat ${seat}'s hand`);
  if (!Array.isArray(high) || high.length !== 5 || !Array.isArray(low) || low.length !== 2) {
    refuse("bad-split", "a hand is set as five cards behind and two in front");
  }
  const cards = sevenCardsFor(state, seat, [...high, ...low]);
  const back = high.map(readCard);
  const front = low.map(readCard);
  const { game } = state;
  const foul = rankPaiGowTwo(front).score > rankPaiGowFive(back, game.ranking).score;
  let set: SetHand = { high: back, low: front, by: "player", foul };
  if (foul) {
    if (game.foul === "refused") refuse("foul", `seat ${seat}'s two-card hand outranks the five-card hand: the five-card hand must rank higher (${game.comparisonSource}); set it again`);
    if (game.foul === "reset-house-way") {
      const way = houseWaySplit(cards, game.ranking, game.houseWay);
      set = { high: way.high, low: way.low, by: "house-way-after-foul", foul: false };
    }
  }
  return updateSeat(state, seat, (h) => ({ ...h, cards, set }));
}

/** A player asks for the house way: the dealer sets the seven cards as the chart says. */
export function setHouseWay(state: RoundState, seat: SeatNumber, cards?: readonly string[]): RoundState {
  expectSetting(state, seat, `setting seat ${seat}'s hand the house way`);
  const seven = sevenCardsFor(state, seat, cards);
  const way = houseWaySplit(seven, state.game.ranking, state.game.houseWay);
  return updateSeat(state, seat, (h) => ({ ...h, cards: seven, set: { high: way.high, low: way.low, by: "house-way", foul: false } }));
}

/** The player-dealer's hand is exposed and set the house way (L875, L1598). */
export function exposePlayerDealer(state: RoundState, cards?: readonly string[]): RoundState {
  const step = nextStep(state);
  if (step.kind !== "expose-player-dealer") wrongStep("exposing the player-dealer's hand", step);
  const seven = sevenCardsFor(state, "player-dealer", cards);
  return { ...state, playerDealer: { cards: seven, set: houseWaySplit(seven, state.game.ranking, state.game.houseWay) } };
}

/** Face Up after a Pai Gow: a seat's seven cards turned over for its bonuses. */
export function showCards(state: RoundState, seat: SeatNumber, cards?: readonly string[]): RoundState {
  const step = nextStep(state);
  if (step.kind !== "show-cards") wrongStep(`turning over seat ${seat}'s cards`, step);
  if (!step.seats.includes(seat)) refuse("no-such-hand", `seat ${seat} has no bonus that needs its cards turned over`);
  const seven = sevenCardsFor(state, seat, cards);
  return updateSeat(state, seat, (h) => ({ ...h, cards: seven, shown: true }));
}
