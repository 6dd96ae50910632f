/**
 * The floor's corrections of the round in play, as the tablet shows them beside the hands: each
 * in the family's words ("card 3 K♠ → Q♠ (misread)"), then how the round goes on (`then`).
 */
export function CorrectionsNote<C extends { readonly reason: string }>({ corrections, words, then }: { corrections: readonly C[]; words: (correction: C) => string; then: string }) {
  if (!corrections.length) return null;
  return (
    <p role="status" className="rounded-lg border border-sky-300 bg-sky-950 px-3 py-2 text-sky-50" data-testid="corrections">
      Corrected by the floor: {corrections.map(words).join("; ")}. {then}
    </p>
  );
}
