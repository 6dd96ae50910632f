/**
 * The house way as the `house-way` calculator asks for it: a game id and seven cards as `settle`
 * writes them ("AS", "TD", "JK" for the joker), to `{ high: [5 cards], low: [2 cards] }`. A bad input
 * is refused with one line naming the field.
 */
import { isCard, type Card } from "../cards/card";
import { CalculatorInputError, fieldPath } from "../calculators/input-error";
import { GameOptionError } from "../game-options";
import { PAI_GOW_GAME_IDS } from "./game-config";
import { isPaiGowGameId, paiGowGame } from "./games";
import { houseWaySplit, type HouseWaySplit } from "./house-way";
import { rankPaiGowFive, rankPaiGowTwo } from "./ranking";

export class HouseWayInputError extends CalculatorInputError {
  override name = "HouseWayInputError";
}

export interface HouseWayAnswer {
  readonly high: readonly Card[];
  readonly low: readonly Card[];
}

function readSeven(cards: readonly unknown[]): Card[] {
  if (!Array.isArray(cards) || cards.length !== 7) throw new HouseWayInputError("cards", `the house way sets seven cards, got ${Array.isArray(cards) ? cards.length : 0}`);
  const out = cards.map((raw, i) => {
    const code = typeof raw === "string" ? raw.trim().toUpperCase().replace(/^10/, "T") : "";
    if (!isCard(code)) throw new HouseWayInputError(`cards[${i}]`, `not a card: ${JSON.stringify(raw)} (write the rank A 2-9 T J Q K then the suit S H D C, e.g. "TD", or "JK" for the joker)`);
    return code;
  });
  out.forEach((c, i) => {
    if (out.indexOf(c) !== i) throw new HouseWayInputError(`cards[${i}]`, `${c} appears twice: the deck holds one of each card and one joker`);
  });
  return out;
}

/** The house way's split with its row, chart line and reason. */
export function houseWayExplained(gameId: string, cards: readonly unknown[], options?: Readonly<Record<string, unknown>>): HouseWaySplit {
  if (!isPaiGowGameId(gameId)) throw new HouseWayInputError("game", `unknown pai gow game ${JSON.stringify(gameId)} (games: ${PAI_GOW_GAME_IDS.join(", ")})`);
  let game;
  try {
    game = paiGowGame(gameId, options);
  } catch (error) {
    if (!(error instanceof GameOptionError)) throw error;
    const name = Object.keys(options ?? {}).find((k) => error.message.includes(`"${k}"`));
    throw new HouseWayInputError(name === undefined ? "options" : fieldPath(["options", name]), error.message);
  }
  return houseWaySplit(readSeven(cards), game.ranking, game.houseWay);
}

/** `{ high, low }`: the five-card hand behind and the two-card hand in front. */
export function houseWay(gameId: string, cards: readonly unknown[], options?: Readonly<Record<string, unknown>>): HouseWayAnswer {
  const { high, low } = houseWayExplained(gameId, cards, options);
  return { high, low };
}

/**
 * Whether a split fouls (the two in front outrank the five behind) under the game's ranking; null
 * when the cards or the game cannot be read. The dealer tablet sends a hand entered in the player's
 * order (five behind, then two in front) on its seventh card only when it does not foul.
 */
export function splitFouls(gameId: string, high: readonly string[], low: readonly string[], options?: Readonly<Record<string, unknown>>): boolean | null {
  if (!isPaiGowGameId(gameId) || high.length !== 5 || low.length !== 2 || ![...high, ...low].every((c) => isCard(c))) return null;
  try {
    const game = paiGowGame(gameId, options);
    return rankPaiGowTwo(low as readonly Card[]).score > rankPaiGowFive(high as readonly Card[], game.ranking).score;
  } catch {
    return null;
  }
}
