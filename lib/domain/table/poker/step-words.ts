/**
 * The floor's words for a step of the rules engine as a poker table records it (the `PokerStep`
 * event, worded in its declaration, commands.ts): who sat, the button draw, the deal with its
 * button, blinds and kill, the flop, the drop, the award, the time clock.
 */
import { formatCents } from "../../money";
import { cardWords } from "../../cards/card";
import { describeStakes, type PokerStep } from "../../poker";
import { winnersText } from "./completed-hand";
import { handPots, handShares } from "./pot-shares";
import type { PokerLiveState } from "./state";

function seats(list: readonly number[]): string {
  return list.length === 1 ? `seat ${list[0]}` : `seats ${list.join(", ")}`;
}

export function stepWords(step: PokerStep, before: PokerLiveState, after: PokerLiveState): string {
  const name = (seat: number) => before.table?.seats.find((s) => s.seat === seat)?.player ?? null;
  switch (step.kind) {
    case "sit":
      return `${step.player ?? "A player"} sat down in seat ${step.seat}`;
    case "sit-out":
      return `Seat ${step.seat}${name(step.seat) ? ` (${name(step.seat)})` : ""} sits out`;
    case "come-back":
      return `Seat ${step.seat}${name(step.seat) ? ` (${name(step.seat)})` : ""} is back in the game`;
    case "leave":
      return `${name(step.seat) ?? "The player"} left seat ${step.seat}`;
    case "draw-for-button": {
      const cards = step.cards.map((c) => `seat ${c.seat} ${cardWords(c.card)}`).join(", ");
      const winner = after.table?.buttonDraw?.winner;
      return `Draw for the button: ${cards}${winner ? `; seat ${winner} takes the button` : "; tied, the tied seats draw again"}`;
    }
    case "deal": {
      const hand = after.table?.hand;
      if (!hand) return "Dealt";
      const p = hand.positions;
      const kill = hand.kill ? `; seat ${hand.kill.seat} kills (${hand.kill.kind}) with ${formatCents(hand.kill.cents)}, ${describeStakes(hand.stakes)}` : "";
      return `Hand ${hand.number} dealt to ${seats(hand.dealtIn)}: button seat ${p.button}${p.buttonDead ? " (dead)" : ""}, small blind ${p.smallBlindPosted ? `seat ${p.smallBlindSeat}` : "dead"}, big blind seat ${p.bigBlind}${hand.straddle ? `, straddle seat ${hand.straddle}` : ""}${kill}`;
    }
    case "flop":
      return step.players ? `Flop dealt to ${seats(step.players)}` : "Flop dealt";
    case "take-drop": {
      const drop = after.table?.hand?.drop;
      return drop ? `Drop taken from the pot: ${formatCents(drop.cents)} (${drop.text})` : "Drop taken";
    }
    case "award": {
      // As the finished hand says it (completed-hand.ts): each pot's amount and each seat's share where entered.
      const table = after.table?.hand ? after.table : null;
      const pots = table ? handPots(table, step.pots) : step.pots;
      const potCents = step.potCents ?? null;
      return `Pot awarded: ${winnersText(pots, potCents, table && potCents !== null ? handShares(table, pots, potCents) : null)}`;
    }
    case "misdeal":
      return "Misdeal: the hand is dealt again with the same button and blinds";
    case "start-clock":
      return "Time clock started";
    case "stop-clock":
      return "Time clock stopped";
    case "collect-time": {
      const taken = (after.table?.timeCollected ?? []).slice(before.table?.timeCollected.length ?? 0);
      const total = taken.reduce((s, c) => s + c.cents, 0);
      return `Time collected from seat ${step.seat}: ${formatCents(total)} (${taken.length === 1 ? "half hour" : "half hours"} ${taken.map((c) => c.halfHour + 1).join(", ")})`;
    }
  }
}
