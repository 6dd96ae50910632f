/** How a wall spaces the cards of one hand (every card family's board). */

/**
 * How far apart the cards of a hand sit so that `count` cards of `cardWidth` fit in `width`:
 * the card width plus a gap when they fit, less (overlapping) when they do not.
 */
export function cardStep(count: number, cardWidth: number, width: number, gap = 12): number {
  if (count <= 1) return cardWidth + gap;
  const fit = (width - cardWidth) / (count - 1);
  return Math.max(Math.min(cardWidth + gap, fit), cardWidth * 0.28);
}
