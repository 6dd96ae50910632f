"use client";
/** The correction form's part for a card entered wrong: which one, the right card typed, the change in words. */
import { cardLabel } from "@/lib/client/card-entry";
import type { DealtCard } from "@/lib/domain/table/common/views";
import { cardChangeWords } from "./correction-offers";

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
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="block text-sm font-medium text-slate-200">
        The card entered wrong
        <select className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={index} onChange={(e) => onIndex(e.target.value)} disabled={disabled} data-testid="correction-card-index">
          <option value="">Choose…</option>
          {readable.map((c) => (
            <option key={c.index} value={String(c.index)}>
              {c.where}: {cardLabel(c.card)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-200">
        The right card (e.g. 9C, 10H, KS)
        <input
          className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white"
          value={cardText}
          onChange={(e) => onCardText(e.target.value)}
          disabled={disabled}
          autoComplete="off"
          data-testid="correction-card"
          aria-invalid={cardText.trim() !== "" && !card ? true : undefined}
        />
        {card ? <span className="mt-1 block text-white">{cardLabel(card)}</span> : null}
      </label>
      {wrongCard && card ? (
        <p className="text-lg font-semibold text-white sm:col-span-2" data-testid="correction-card-change">
          {cardChangeWords(wrongCard, card)}
        </p>
      ) : null}
    </div>
  );
}
