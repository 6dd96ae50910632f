/**
 * The round engine of the family, usable step by step by a live table: given what has been dealt so
 * far (in dealing order: Player, Banker, Player, Banker, then third cards), `nextStep` says which
 * hand takes the next card, which procedure comes first, or that the round is complete. Each step
 * function refuses what the rules forbid with a RoundRuleError. `playRound` plays a whole round
 * from a card sequence.
 *
 * 21st Century Baccarat 5.0 (001): the player-dealer's second card is dealt face down (L18) and may
 * stay unknown to the system (`FACE_DOWN`) until the hole card is checked or exposed. The Player
 * hand is one community hand: on a two-card 5 one hit card is dealt if at least one Player-line
 * wager hits (L79-82); stand-line wagers then settle on the two cards, hit-line wagers on three.
 * The player-dealer hand then draws once on 0-5 whatever the Player did (L97-108).
 */
import { cardWords, type SuitedCard } from "../cards/card";
import { baccaratCard, pointValue } from "./card-value";
import { type Hand, handOf, totalOfValues } from "./hand-total";
import { type Comparison, compareHands } from "./outcome";
import { bankerDraws, playerDecision } from "./drawing-rules";
import type { AnyGameConfig, BaccaratGameId } from "./game-config";

export const FACE_DOWN = "face-down" as const;
export type DealtCard = SuitedCard | typeof FACE_DOWN;
export type HandName = "player" | "banker";

export class RoundRuleError extends Error {
  override name = "RoundRuleError";
}

export interface RoundState {
  readonly dealt: readonly { readonly hand: HandName; readonly card: DealtCard }[];
  /** 21st Century's hole card: not dealt, face down, checked for a natural, exposed. Other games stay "none". */
  readonly holeCard: "none" | "down" | "checked" | "exposed";
  /** 21st Century, Player two-card 5: whether at least one Player-line wager hits; null until the bettors have chosen. */
  readonly playerHitsOnFive: boolean | null;
}

export type NextStep =
  | { readonly kind: "deal"; readonly hand: HandName; readonly cardNumber: 1 | 2 | 3; readonly faceDown: boolean }
  /** 21st Century with the peek rule: late tie bets close, the dealer checks the hole card for a natural (001 L127, L105). */
  | { readonly kind: "check-hole-card" }
  /** 21st Century: the Player hand has a two-card 5 and each Player-line bettor chooses hit or stand (001 L79-81). */
  | { readonly kind: "choose-hit-or-stand" }
  /** 21st Century: the players have drawn; the hole card is exposed before the player-dealer draws (001 L82). */
  | { readonly kind: "expose-hole-card" }
  | { readonly kind: "complete" };

export interface PlayerLines {
  /** Stand-line wagers: the Player's two cards. */
  readonly stand: Hand;
  /** Hit-line wagers: the three cards, or null when nobody hit. */
  readonly hit: Hand | null;
}

export interface RoundResult {
  readonly game: BaccaratGameId;
  /** Every card of the round in dealing order. */
  readonly cards: readonly SuitedCard[];
  /** The Player hand as dealt. */
  readonly player: Hand;
  /** The Banker hand (21st Century: the player-dealer's hand). */
  readonly banker: Hand;
  /** The Player hand as dealt against the Banker hand. */
  readonly comparison: Comparison;
  /** 21st Century when the Player's two-card total was 5: the two lines' hands. Otherwise null. */
  readonly playerLines: PlayerLines | null;
}

const INITIAL_ORDER: readonly HandName[] = ["player", "banker", "player", "banker"];
/** 21st Century's hole card is the fourth card dealt, the player-dealer's second. */
const HOLE_CARD_INDEX = 3;

export function newRound(): RoundState {
  return { dealt: [], holeCard: "none", playerHitsOnFive: null };
}

function cardsOf(state: RoundState, hand: HandName): DealtCard[] {
  return state.dealt.filter((d) => d.hand === hand).map((d) => d.card);
}

function knownTotal(cards: readonly DealtCard[]): number | null {
  if (cards.some((c) => c === FACE_DOWN)) return null;
  return totalOfValues((cards as SuitedCard[]).map(pointValue));
}

function twoCardTotal(cards: readonly DealtCard[]): number | null {
  return knownTotal(cards.slice(0, 2));
}

export function nextStep(game: AnyGameConfig, state: RoundState): NextStep {
  const n = state.dealt.length;
  const rules = game.drawing;
  if (n < 4) {
    const hand = INITIAL_ORDER[n] as HandName;
    return { kind: "deal", hand, cardNumber: n < 2 ? 1 : 2, faceDown: rules.kind === "player-option-on-5" && n === HOLE_CARD_INDEX };
  }
  const p = cardsOf(state, "player");
  const b = cardsOf(state, "banker");
  const pTwo = twoCardTotal(p);
  if (pTwo === null) throw new RoundRuleError("the Player hand is dealt face up");

  if (rules.kind === "tableau") {
    const bTwo = twoCardTotal(b);
    if (bTwo === null) throw new RoundRuleError("the Banker hand is dealt face up in this game");
    if (p.length === 2 && playerDecision(rules, pTwo, bTwo) === "draw") return { kind: "deal", hand: "player", cardNumber: 3, faceDown: false };
    const third = p[2];
    const pThird = third === undefined || third === FACE_DOWN ? null : pointValue(third);
    if (b.length === 2 && bankerDraws(rules, bTwo, pTwo, pThird)) return { kind: "deal", hand: "banker", cardNumber: 3, faceDown: false };
    return { kind: "complete" };
  }

  if (rules.holeCard === "peek-for-natural" && state.holeCard === "down") return { kind: "check-hole-card" };
  // Under the peek rule the checked hole card may stop the Player; otherwise the Player draws before anyone knows it.
  const bTwoForPlayer = rules.holeCard === "peek-for-natural" ? twoCardTotal(b) : null;
  const decision = playerDecision(rules, pTwo, bTwoForPlayer);
  if (p.length === 2) {
    if (decision === "option" && state.playerHitsOnFive === null) return { kind: "choose-hit-or-stand" };
    if (decision === "draw" || (decision === "option" && state.playerHitsOnFive === true)) {
      return { kind: "deal", hand: "player", cardNumber: 3, faceDown: false };
    }
  }
  if (state.holeCard !== "exposed") return { kind: "expose-hole-card" };
  const bTwo = twoCardTotal(b);
  if (bTwo === null) throw new RoundRuleError("the exposed hole card is unknown");
  if (b.length === 2 && bankerDraws(rules, bTwo, pTwo, null)) return { kind: "deal", hand: "banker", cardNumber: 3, faceDown: false };
  return { kind: "complete" };
}

function describe(step: NextStep): string {
  switch (step.kind) {
    case "deal":
      return `the next card goes to the ${step.hand === "player" ? "Player" : "Banker"} hand`;
    case "check-hole-card":
      return "the hole card must be checked first";
    case "choose-hit-or-stand":
      return "the Player-line bettors must choose hit or stand on 5 first";
    case "expose-hole-card":
      return "the hole card must be exposed first";
    case "complete":
      return "the round is complete: both hands stand";
  }
}

function refuse(what: string, step: NextStep): never {
  throw new RoundRuleError(`${what} refused: ${describe(step)}`);
}

/** Deal the next card (a card code, or FACE_DOWN for a 21st Century hole card not read by the system). */
export function dealCard(game: AnyGameConfig, state: RoundState, card: DealtCard | string): RoundState {
  const step = nextStep(game, state);
  if (step.kind !== "deal") refuse(`dealing ${card === FACE_DOWN ? "a face-down card" : cardWords(card)}`, step);
  let dealt: DealtCard;
  if (card === FACE_DOWN) {
    if (!step.faceDown) throw new RoundRuleError(`only the player-dealer's hole card is dealt face down; the ${step.hand} card must be given`);
    dealt = FACE_DOWN;
  } else {
    dealt = baccaratCard(card);
  }
  const holeCard = step.faceDown ? "down" : state.holeCard;
  return { ...state, dealt: [...state.dealt, { hand: step.hand, card: dealt }], holeCard };
}

function withHoleCard(state: RoundState, card: DealtCard | string | undefined, what: string): RoundState {
  const index = HOLE_CARD_INDEX;
  const current = state.dealt[index];
  if (!current) throw new RoundRuleError("no hole card has been dealt");
  if (card === undefined || card === FACE_DOWN) {
    if (current.card === FACE_DOWN) throw new RoundRuleError(`${what}: the hole card must be read (give its card)`);
    return state;
  }
  const read = baccaratCard(card);
  if (current.card !== FACE_DOWN && current.card !== read) throw new RoundRuleError(`${what}: the hole card is ${cardWords(current.card)}, not ${cardWords(read)}`);
  const dealt = state.dealt.map((d, i) => (i === index ? { hand: d.hand, card: read } : d));
  return { ...state, dealt };
}

/** 21st Century, peek rule: the hole card is checked (read if the system has not seen it). */
export function checkHoleCard(game: AnyGameConfig, state: RoundState, card?: SuitedCard | string): RoundState {
  const step = nextStep(game, state);
  if (step.kind !== "check-hole-card") refuse("checking the hole card", step);
  return { ...withHoleCard(state, card, "checking the hole card"), holeCard: "checked" };
}

/** 21st Century: the hole card is turned face up (read if the system has not seen it). */
export function exposeHoleCard(game: AnyGameConfig, state: RoundState, card?: SuitedCard | string): RoundState {
  const step = nextStep(game, state);
  if (step.kind !== "expose-hole-card") refuse("exposing the hole card", step);
  return { ...withHoleCard(state, card, "exposing the hole card"), holeCard: "exposed" };
}

/** 21st Century, Player two-card 5: whether at least one Player-line wager (the house way counts as a hit) takes the hit card. */
export function recordHitOrStand(game: AnyGameConfig, state: RoundState, playerHitsOnFive: boolean): RoundState {
  const step = nextStep(game, state);
  if (step.kind !== "choose-hit-or-stand") refuse("a hit-or-stand choice", step);
  return { ...state, playerHitsOnFive };
}

/**
 * The cards as the table may show them: the hole card stays FACE_DOWN until it is exposed, even
 * when the system has read it (001 L18: nothing may reveal it before the dealer does).
 */
export function faceUpCards(state: RoundState): readonly { readonly hand: HandName; readonly card: DealtCard }[] {
  const hidden = state.holeCard === "down" || state.holeCard === "checked";
  return state.dealt.map((d, i) => (hidden && i === HOLE_CARD_INDEX ? { hand: d.hand, card: FACE_DOWN } : d));
}

export function isComplete(game: AnyGameConfig, state: RoundState): boolean {
  return nextStep(game, state).kind === "complete";
}

/** The hands of a completed round. */
export function roundResult(game: AnyGameConfig, state: RoundState): RoundResult {
  const step = nextStep(game, state);
  if (step.kind !== "complete") throw new RoundRuleError(`the round is not complete: ${describe(step)}`);
  const cards = state.dealt.map((d) => d.card) as SuitedCard[];
  const p = cardsOf(state, "player") as SuitedCard[];
  const player = handOf(p);
  const banker = handOf(cardsOf(state, "banker") as SuitedCard[]);
  let playerLines: PlayerLines | null = null;
  if (game.drawing.kind === "player-option-on-5" && handOf(p.slice(0, 2)).total === 5) {
    playerLines = { stand: handOf(p.slice(0, 2)), hit: p.length === 3 ? player : null };
  }
  return { game: game.id, cards, player, banker, comparison: compareHands(player, banker), playerLines };
}

export interface RoundChoices {
  /** 21st Century, Player two-card 5: whether any Player-line wager hits. Default: the house way, which hits on 5 (001 L112). */
  readonly playerHitsOnFive?: boolean;
}

/** A whole round from a card sequence in dealing order; the drawing rules decide how many cards are used. */
export function playRound(
  game: AnyGameConfig,
  cards: readonly (SuitedCard | string)[],
  choices: RoundChoices = {},
): RoundResult & { readonly cardsUsed: number } {
  let state = newRound();
  let used = 0;
  for (;;) {
    const step = nextStep(game, state);
    switch (step.kind) {
      case "deal": {
        const card = cards[used];
        if (card === undefined) throw new RoundRuleError(`the round needs card ${used + 1} (${step.hand} card ${step.cardNumber}), only ${cards.length} given`);
        state = dealCard(game, state, baccaratCard(card));
        used += 1;
        break;
      }
      case "check-hole-card":
        state = checkHoleCard(game, state);
        break;
      case "choose-hit-or-stand":
        state = recordHitOrStand(game, state, choices.playerHitsOnFive ?? true);
        break;
      case "expose-hole-card":
        state = exposeHoleCard(game, state);
        break;
      case "complete":
        return { ...roundResult(game, state), cardsUsed: used };
    }
  }
}
