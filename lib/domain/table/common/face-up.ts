/**
 * What every family's records of a round in play share (floor-records.ts `faceUp`): the face-down
 * marker, and a card's correction as the floor may see it while the card is face down on the
 * table: from and to face down, its reason (the supervisor's own words, which may name the card)
 * kept until the round is over.
 */
export const FACE_DOWN = "face-down" as const;

/** The words in place of a hidden card's correction reason while the round is in play. */
export const REASON_WHEN_OVER = "the reason is shown once the round is over";

type CardCorrection = { readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly words?: string };

/**
 * The correction with its cards face down and its reason kept, when `hidden` says its card (by its
 * index in dealing order) is face down. A decision's correction (its `words`; `index` is its step) is as it is.
 */
export function faceUpCorrection<C extends CardCorrection>(correction: C, hidden: (index: number) => boolean): C {
  return correction.words === undefined && hidden(correction.index) ? { ...correction, from: FACE_DOWN, to: FACE_DOWN, reason: REASON_WHEN_OVER } : correction;
}

/**
 * The frame of the state with its face-down cards hidden (`shown`), with the next step as the table
 * has it (`full`'s): what the dealer is asked next does not depend on what the floor may see (a hole
 * card read is not asked for again), and names no card.
 */
export function withTablesNext<F extends { readonly next: unknown }>(shown: F | null, full: () => F | null): F | null {
  const next = shown ? full()?.next : undefined;
  return shown && next !== undefined ? { ...shown, next } : shown;
}
