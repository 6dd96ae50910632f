import type { ReactNode } from "react";
import { CARD_SIZES, CardSlot, DisplayCard, type CardSize } from "./DisplayCard";
import { cardStep } from "./card-step";

/**
 * A row of cards on a wall that overlap only when they would not fit in `width`, then `slots` empty
 * places for the cards still to come. `card` draws each card where the game marks some (a deck
 * mark); `fits` tells it whether the cards sit side by side, not overlapped.
 */
export function CardRow({
  cards,
  size,
  width,
  slots = 0,
  testId,
  card = (c) => <DisplayCard card={c} size={size} />,
}: {
  cards: readonly string[];
  size: CardSize;
  width: number;
  slots?: number;
  testId?: string;
  card?: (card: string, index: number, fits: boolean) => ReactNode;
}) {
  const w = CARD_SIZES[size].width;
  const step = cardStep(cards.length + slots, w, width, size === "lg" ? 16 : 8);
  return (
    <div className="flex items-end" data-testid={testId}>
      {cards.map((c, i) => (
        <div key={i} style={{ marginLeft: i === 0 ? 0 : step - w }} className="relative">
          {card(c, i, step >= w)}
        </div>
      ))}
      {Array.from({ length: slots }, (_, i) => (
        <div key={`slot-${i}`} style={{ marginLeft: cards.length + i === 0 ? 0 : step - w }}>
          <CardSlot size={size} />
        </div>
      ))}
    </div>
  );
}
