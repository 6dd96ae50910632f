/**
 * The blackjack families' card corrections (twenty-one, No Bust) as the amend-and-replay property
 * drives them (input-correction-property.ts): a round dealt from a shoe the dealer enters, every
 * card entered as it is dealt (the hole card too), the players deciding at random among what the
 * rules allow; a card of the round amended to another the shoe can give.
 */
import { UNREAD, type ShoeState } from "./shoe";
import { nextDealCommand, type BlackjackDriver } from "./decision-correction-kit";
import { cardFromShoe, type CheckedSettlement, type Command, type CorrectableTable, type InputCorrectionFamily, type InputCorrectionScenario } from "./input-correction-property";
import type { DealtCard } from "./views";

/** A blackjack table driver as the property reads it. */
export interface BlackjackCardTable extends CorrectableTable, BlackjackDriver {
  readonly state: { readonly shoe: ShoeState | null; readonly round: (BlackjackDriver["state"]["round"] & { readonly settlement: unknown }) | null };
  views(): ReturnType<BlackjackDriver["views"]> & { readonly supervisor: { readonly dealtCards: readonly DealtCard[] } };
}

export function blackjackCardCorrections<T extends BlackjackCardTable>(open: (s: InputCorrectionScenario) => T, commandTypes: readonly string[]): InputCorrectionFamily<T> {
  return {
    commandTypes,
    open,
    next(t, pick) {
      if (t.state.round?.phase !== "dealing") return null;
      const next = nextDealCommand(t.views().dealer.next, pick);
      if (!next) return null;
      return next.command.type === "deal-card" ? { type: "deal-card", card: cardFromShoe(t.state.shoe, pick) } : next.command;
    },
    where(t, command) {
      return command.type === "deal-card" ? JSON.stringify(t.views().dealer.next.card?.to ?? null) : null;
    },
    settle(t) {
      if (t.views().dealer.next.command !== "settle") return false;
      return t.try({ type: "settle" }) === null;
    },
    amend(t, inputs, pick) {
      const cards = t.views().supervisor.dealtCards.filter((c) => c.card !== UNREAD);
      if (cards.length === 0) return null;
      const was = cards[pick(cards.length)]!;
      const to = cardFromShoe(null, pick, was.card);
      let n = -1;
      const amended = inputs.map((input) => (input.command.type === "deal-card" && ++n === was.index ? { ...input, command: { ...input.command, card: to } as Command } : input));
      return { correction: { type: "correct-card", index: was.index, card: to, reason: "misread" }, inputs: amended };
    },
    round(t) {
      const round = t.state.round!;
      return { phase: round.phase, steps: round.steps, play: round.play, shoe: t.state.shoe };
    },
    settlement: (t) => (t.state.round?.settlement ?? null) as CheckedSettlement | null,
  };
}
