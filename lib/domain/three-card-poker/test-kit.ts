/** Helpers for the Three Card Poker tests: games, wagers, a round driven from a script. */
import type { SuitedCard } from "../cards/card";
import { dollars } from "../money";
import { ANTE, PAIR_PLUS, SIX_CARD_BONUS } from "./bet-ids";
import type { ThreeCardPokerGame } from "./game-config";
import { threeCardPokerGame } from "./games";
import { playRound, type RoundScript } from "./play-round";
import type { PlayOrFold, RoundState, ThreeCardPokerWager } from "./round-state";
import { rankThree, type ThreeCardHand } from "./three-card-ranking";

export const $ = dollars;

export const MORTIMERS = threeCardPokerGame("three-card-poker-6cb-mortimers");
export const KINGS = threeCardPokerGame("three-card-poker-6cb");
export const BOTH: readonly [string, ThreeCardPokerGame][] = [
  ["Mortimer's (seed 003)", MORTIMERS],
  ["Kings (seed 004)", KINGS],
];

export const cards = (text: string): SuitedCard[] => text.split(" ") as SuitedCard[];

export function hand(game: ThreeCardPokerGame, text: string): ThreeCardHand {
  return rankThree(game.ranking, cards(text));
}

export const ante = (seat: number, amount = $(10), more: Partial<ThreeCardPokerWager> = {}): ThreeCardPokerWager => ({ seat, bet: ANTE, amount, ...more });
export const pairPlus = (seat: number, amount = $(5), more: Partial<ThreeCardPokerWager> = {}): ThreeCardPokerWager => ({ seat, bet: PAIR_PLUS, amount, ...more });
export const sixCard = (seat: number, amount = $(5), more: Partial<ThreeCardPokerWager> = {}): ThreeCardPokerWager => ({ seat, bet: SIX_CARD_BONUS, amount, ...more });

/** A round on an 8-seat table, player-dealer at seat 1 unless said, played through the engine. */
export function play(
  game: ThreeCardPokerGame,
  wagers: readonly ThreeCardPokerWager[],
  hands: Readonly<Record<number, string>>,
  playerDealer: string,
  decisions: Readonly<Record<number, PlayOrFold>>,
  more: Partial<RoundScript> = {},
): RoundState {
  const script: RoundScript = {
    seats: 8,
    pdSeat: 1,
    bank: $(10_000),
    wagers,
    hands: Object.fromEntries(Object.entries(hands).map(([seat, text]) => [seat, text.split(" ")])),
    playerDealer: playerDealer.split(" "),
    decisions,
    ...more,
  };
  return playRound(game, script).state;
}
