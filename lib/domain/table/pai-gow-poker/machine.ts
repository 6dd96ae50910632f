/**
 * The pai gow poker table as a TableMachine: parse and decide as its commands are declared
 * (commands.ts), evolve, views; its last round correctable after it ended
 * (common/ended-round-corrections.ts, composed by common/compose-machine.ts). Every round is dealt from a fresh deck: the ended round keeps its
 * own, so a hand corrected while the next round is in betting is counted on that deck and never on
 * the deck of the round open now (decision-corrections.md DC6h).
 */
import type { TableEvent, TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { composeTableMachine } from "../common/compose-machine";
import { PAI_GOW_COMMANDS, type PaiGowCommand } from "./commands";
import { evolvePaiGow } from "./evolve";
import type { PaiGowTableEvent } from "./events";
import type { PaiGowTableState } from "./state";
import { handStepWords } from "./steps";
import { paiGowEndedLists, paiGowViews, type PaiGowViews } from "./views";

/** A hand corrected, in words: "seat 4's hand: A♠ A♥ 9♠ 6♣ 3♦ | Q♥ 10♣ → A♠ A♥ Q♥ 10♣ 9♠ | 6♣ 3♦". */
function handCorrectionWords(event: TableEvent): string | null {
  if (event.type !== "HandCorrected") return null;
  const e = event as Extract<PaiGowTableEvent, { type: "HandCorrected" }>;
  const who = e.step.kind === "expose-player-dealer" ? "the player-dealer's hand" : `seat ${"seat" in e.step ? e.step.seat : "?"}'s hand`;
  return `${who}: ${handStepWords(e.from)} → ${handStepWords(e.step)}`;
}

export const paiGowMachine: TableMachine<PaiGowTableState, PaiGowCommand, PaiGowTableEvent, PaiGowViews> = composeTableMachine(
  {
    parseCommand: (input) => parseCommandWith(PAI_GOW_COMMANDS.schema, input),
    decide: PAI_GOW_COMMANDS.decide,
    evolve: evolvePaiGow,
    views: paiGowViews,
  },
  {
    endedRound: {
      // The used deck ends and a fresh one starts for the next round (a ShoeEnded marked `next`); the dealer's end-shoe is not marked.
      roundDeck: { of: (state) => ({ shoe: state.shoe }), replaced: (event) => event.type === "ShoeEnded" && (event as { next?: unknown }).next === true },
      words: handCorrectionWords,
      lists: paiGowEndedLists,
    },
  },
);
