/**
 * A card read by the card-reading shoe is one decision of the table (docs/rules-decisions/fewer-taps.md
 * FT2-FT3). While betting is open it closes betting first, as a card out of the shoe does on a real
 * table (the fees fixed before the card). When it completes the hand and the rules ask for nothing
 * but the settlement, it settles. That is one command and one batch of events: a card sent again is
 * answered as a duplicate, and a card the rules refuse leaves betting as it was. A card the dealer
 * taps is only itself; "No more bets" and "Settle the round" stay the dealer's taps then.
 */
import { accept, type CommandContext, type Decision, type TableCommand, type TableEvent } from "../machine";
import type { TableCommandOf } from "./commands";

/** The two shell commands a reader's card may bring with it. */
type Around = Extract<TableCommandOf, { type: "close-betting" | "settle" }>;

export interface ReaderCardSteps<S> {
  /** Betting is open at the table's round. */
  bettingOpen(state: S): boolean;
  /** The command the dealer is asked for next, as the dealer's view shows it ("settle" once the hand is complete). */
  nextCommand(state: S): string | null;
}

type Decide<S, C, E extends TableEvent> = (state: S, command: C, ctx: CommandContext) => Decision<E>;

function isReaderCard(command: TableCommand): boolean {
  return command.type === "deal-card" && command.source === "reader";
}

/** The family's decide, with a reader's card closing betting before it and settling after it where due. */
export function withReaderCards<S, C extends TableCommand, E extends TableEvent>(decide: Decide<S, C | Around, E>, evolve: (state: S, event: E) => S, steps: ReaderCardSteps<S>): Decide<S, C, E> {
  return (state, command, ctx) => {
    if (!isReaderCard(command)) return decide(state, command, ctx);
    const events: E[] = [];
    let now = state;
    const step = (next: C | Around): Decision<E> => {
      const decision = decide(now, next, ctx);
      if (decision.ok) {
        for (const event of decision.events) now = evolve(now, event);
        events.push(...decision.events);
      }
      return decision;
    };
    if (steps.bettingOpen(now)) {
      const closed = step({ type: "close-betting" });
      if (!closed.ok) return closed;
    }
    const dealt = step(command);
    if (!dealt.ok) return dealt;
    // A settlement the rules refuse here leaves the card dealt and the dealer's "Settle the round" to tap.
    if (steps.nextCommand(now) === "settle") step({ type: "settle" });
    return accept(...events);
  };
}
