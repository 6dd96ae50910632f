/** Helpers for the pai gow tests: cards from a spaced string, a round driven to its end. */
import type { Card } from "../cards/card";
import { dollars } from "../money";
import type { PlacedBet } from "./bet-ids";
import type { PaiGowGame } from "./game-config";
import { nextStep } from "./next-step";
import { newRound, type PaiGowWager, type RoundState } from "./round-state";
import { applyStep } from "./steps";

export const $ = dollars;

/** "AS KH JK" to cards. */
export function cards(text: string): Card[] {
  return text.trim().split(/\s+/) as Card[];
}

export function wager(seat: number, bet: PlacedBet, amount: number, backline?: { bettor: string }): PaiGowWager {
  return { seat, bet, amount: $(amount), ...(backline ? { backline: true, bettor: backline.bettor } : {}) };
}

/** A seat's seven cards and its split ("high 5 | low 2"), or "house-way" with the seven cards. */
export type TestHand = string;

/**
 * Opens a round and plays it: piles dealt by hand, action pile 1, the dice, then each step as the
 * engine asks, taking each seat's hand from `hands` ("AS KS QS JS TS | 2C 3D" set by the player, or
 * seven cards set the house way) and the player-dealer's seven cards.
 */
export function play(game: PaiGowGame, opening: { pdSeat?: number; bank?: number; wagers: readonly PaiGowWager[] }, dice: number, hands: Readonly<Record<number, TestHand>>, playerDealer: string): RoundState {
  let s = newRound(game, { pdSeat: opening.pdSeat ?? 1, bank: $(opening.bank ?? 1000), wagers: opening.wagers });
  s = applyStep(s, { kind: "deal-piles" });
  s = applyStep(s, { kind: "choose-action-pile", pile: 1 });
  s = applyStep(s, { kind: "roll-dice", total: dice });
  for (;;) {
    const step = nextStep(s);
    if (step.kind === "complete") return s;
    if (step.kind === "expose-player-dealer") s = applyStep(s, { kind: "expose-player-dealer", cards: cards(playerDealer) });
    else if (step.kind === "set-hands" || step.kind === "show-cards") {
      const seat = step.seats[0] as number;
      const text = hands[seat];
      if (text === undefined) throw new Error(`no hand for seat ${seat}`);
      if (step.kind === "show-cards") s = applyStep(s, { kind: "show-cards", seat, cards: cards(text.replace("|", " ")) });
      else if (text.includes("|")) {
        const [high, low] = text.split("|") as [string, string];
        s = applyStep(s, { kind: "set-hand", seat, high: cards(high), low: cards(low) });
      } else s = applyStep(s, { kind: "set-house-way", seat, cards: cards(text) });
    } else throw new Error(`unexpected step ${step.kind}`);
  }
}
