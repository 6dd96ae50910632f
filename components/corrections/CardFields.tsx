"use client";
/** The correction form's part for a card entered wrong: which one, the right card typed, the change in words. */
import { cardLabel } from "@/lib/client/card-entry";
import type { DealtCard } from "@/lib/domain/table/common/views";
import { cardChangeWords } from "./correction-offers";
import { WrongEntryFields, wrongEntryFieldClass } from "./WrongEntryFields";

export function CardFields({
  readable,
  index,
  cardText,
  card,
  wrongCard,
  disabled,
  onIndex,
  onCardText,
}: {
  /** The cards dealt face up, which the form may correct. */
  readable: readonly DealtCard[];
  /** The chosen card's index ("" before a choice) and the right card as typed, then as read (null if unreadable). */
  index: string;
  cardText: string;
  card: string | null;
  wrongCard: DealtCard | null;
  disabled: boolean;
  onIndex: (index: string) => void;
  onCardText: (text: string) => void;
}) {
  return (
    <WrongEntryFields
      wrongLabel="The card entered wrong"
      entries={readable.map((c) => ({ value: String(c.index), words: `${c.where}: ${cardLabel(c.card)}` }))}
      chosen={index}
      disabled={disabled}
      onChoose={onIndex}
      chooseTestId="correction-card-index"
      right={
        <>
          The right card (e.g. 9C, 10H, KS)
          <input
            className={wrongEntryFieldClass}
            value={cardText}
            onChange={(e) => onCardText(e.target.value)}
            disabled={disabled}
            autoComplete="off"
            data-testid="correction-card"
            aria-invalid={cardText.trim() !== "" && !card ? true : undefined}
          />
          {card ? <span className="mt-1 block text-white">{cardLabel(card)}</span> : null}
        </>
      }
      change={wrongCard && card ? cardChangeWords(wrongCard, card) : null}
      changeTestId="correction-card-change"
    />
  );
}
