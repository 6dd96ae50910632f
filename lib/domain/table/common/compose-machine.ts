/**
 * A family's table machine with the shared layers, applied in the one right order, so no family
 * composes them by hand:
 *
 * 1. `endedRound`: the last round correctable after it ended (ended-round-corrections.ts), around the
 *    family's own decide, evolve and views: it routes a correction between rounds to the ended
 *    round and holds "No more bets" until its differences are made.
 * 2. `readerCard`: a card the card-reading shoe reads closes betting before it and settles after it
 *    where due (reader-card.ts). Outermost, so that the shoe's "No more bets" meets every check the
 *    dealer's meets, the differences of a corrected ended round among them (DC6e).
 *
 * A layer not given is not applied (poker takes none).
 */
import type { TableCommand, TableEvent, TableMachine } from "../machine";
import { withEndedRoundCorrections, type EndedRoundOptions, type WithEndedRound } from "./ended-round-corrections";
import { withReaderCards, type ReaderCardSteps } from "./reader-card";

export interface TableLayers<S> {
  /** The last round correctable after it ended, with the family's options (its correction form's lists among them). */
  readonly endedRound?: EndedRoundOptions<S>;
  /** A card-reading shoe's card: when betting is open, and the command the dealer is asked for next. */
  readonly readerCard?: ReaderCardSteps<S>;
}

export function composeTableMachine<S, C extends TableCommand, E extends TableEvent, V>(base: TableMachine<S, C, E, V>, layers: TableLayers<S> = {}): TableMachine<S, C, E, V> {
  // The ended-round layer reads the shell's part of the state, which every banked family's state has.
  const corrected = layers.endedRound
    ? (withEndedRoundCorrections(base as unknown as TableMachine<S & WithEndedRound, C, E, V>, layers.endedRound as EndedRoundOptions<S & WithEndedRound>) as unknown as TableMachine<S, C, E, V>)
    : base;
  if (!layers.readerCard) return corrected;
  return { ...corrected, decide: withReaderCards<S, C, E>(corrected.decide as Parameters<typeof withReaderCards<S, C, E>>[0], corrected.evolve, layers.readerCard) };
}
