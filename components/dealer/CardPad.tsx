"use client";
import { useEffect, useRef, useState } from "react";
import { editingText } from "./keys";
import { EMPTY_DRAFT, JOKER, RANKS, SUIT_NAME, SUIT_SYMBOL, cardGrid, cardLabel, draftCard, draftLabel, eraseKey, isRed, keyName, rankLabel, typeKey, type CardDraft, type Rank } from "@/lib/client/card-entry";

const NO_CARDS: ReadonlySet<string> = new Set();

/**
 * Card entry in one tap: every card of the deck as a key, a row per suit (two rows a suit on a
 * landscape tablet, where the pad has a narrow column), sent as soon as it is tapped; a wrong tap is
 * taken back by the undo. On a desktop keyboard: type the rank and suit ("t" "d" or "10d"), Enter
 * sends, Backspace takes back what was typed and then the last card (`onUndo`), Escape clears.
 * With `jokers` (No Bust Joker edition, pai gow poker's 53-card deck) a Joker key; typed "jk" or "*".
 * `ranks` leaves out the keys of ranks the game's deck does not hold (Pure Spanish 21.5's tens).
 * `used`: the cards already out of a one-deck round, shown struck through and not tappable.
 */
export function CardPad({
  label,
  onCard,
  onUndo,
  disabled,
  jokers = false,
  ranks = RANKS,
  used = NO_CARDS,
}: {
  /** What the card is for, for the keys' group name: "Card 1 to Player". */
  label: string;
  onCard: (card: string) => void;
  onUndo: (() => void) | null;
  disabled: boolean;
  jokers?: boolean;
  ranks?: readonly Rank[];
  used?: ReadonlySet<string>;
}) {
  const [draft, setDraftState] = useState<CardDraft>(EMPTY_DRAFT);
  const [refused, setRefused] = useState<string | null>(null);
  // The draft as the latest key left it: keys typed faster than React renders must see each other.
  const latest = useRef<CardDraft>(EMPTY_DRAFT);
  const setDraft = (next: CardDraft) => {
    latest.current = next;
    setDraftState(next);
  };

  const send = (card: string) => {
    if (disabled || used.has(card)) return;
    setDraft(EMPTY_DRAFT);
    setRefused(null);
    onCard(card);
  };

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target)) return;
      const current = latest.current;
      const reset = () => {
        latest.current = EMPTY_DRAFT;
        setDraftState(EMPTY_DRAFT);
        setRefused(null);
      };
      if (event.key === "Escape") {
        reset();
        return;
      }
      if (event.key === "Enter") {
        const card = draftCard(current);
        if (!card || disabled) return;
        event.preventDefault();
        if (used.has(card)) {
          setRefused(`${cardLabel(card)} is out already this round.`);
          return;
        }
        reset();
        onCard(card);
        return;
      }
      if (event.key === "Backspace") {
        const erased = eraseKey(current);
        if (erased) {
          event.preventDefault();
          latest.current = erased;
          setDraftState(erased);
          setRefused(null);
        } else if (onUndo && !disabled) {
          event.preventDefault();
          onUndo();
        }
        return;
      }
      const next = typeKey(current, event.key, { jokers });
      if (next) {
        event.preventDefault();
        latest.current = next;
        setDraftState(next);
        setRefused(null);
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [disabled, onCard, onUndo, jokers, used]);

  const preview = draftLabel(draft);
  const complete = draftCard(draft) !== null;
  const rows = cardGrid(ranks, used);
  return (
    <div className="flex flex-col gap-2" data-testid="card-pad">
      <div role="group" aria-label={label} className="flex flex-col gap-2 landscape:gap-1.5">
        {rows.map((row) => (
          <div key={row.suit} role="group" aria-label={SUIT_NAME[row.suit][0]!.toUpperCase() + SUIT_NAME[row.suit].slice(1)} className="grid grid-cols-13 gap-1 landscape:grid-cols-7" data-suit={row.suit}>
            {row.keys.map(({ card, used: out }) => (
              <button
                key={card}
                type="button"
                disabled={disabled || out}
                aria-label={out ? `${keyName(card)}, out already` : keyName(card)}
                onClick={() => send(card)}
                data-key={card}
                data-used={out || undefined}
                className={`flex min-h-12 min-w-11 items-center justify-center rounded-md border-2 px-0.5 text-xl landscape:min-h-11 font-bold leading-none disabled:cursor-not-allowed ${
                  out
                    ? "border-slate-600 bg-slate-700 text-slate-400 line-through"
                    : `border-slate-300 bg-white hover:bg-slate-200 disabled:opacity-50 ${isRed(row.suit) ? "text-red-700" : "text-slate-950"}`
                }`}
              >
                <span aria-hidden>
                  {rankLabel(card.slice(0, -1) as Rank)}
                  {SUIT_SYMBOL[row.suit]}
                </span>
              </button>
            ))}
          </div>
        ))}
        {jokers ? (
          <button
            type="button"
            disabled={disabled || used.has(JOKER)}
            aria-label={used.has(JOKER) ? "Joker, out already" : "Joker"}
            data-testid="joker-key"
            data-key={JOKER}
            onClick={() => send(JOKER)}
            className={`min-h-12 rounded-md border-2 text-xl font-bold disabled:cursor-not-allowed landscape:min-h-11 ${
              used.has(JOKER) ? "border-slate-600 bg-slate-700 text-slate-400 line-through" : "border-violet-300 bg-violet-100 text-violet-950 hover:bg-violet-200 disabled:opacity-50"
            }`}
          >
            Joker
          </button>
        ) : null}
      </div>
      <p className="min-h-6 text-sm text-slate-200" aria-live="polite" data-testid="card-draft">
        {refused ? (
          <strong className="text-amber-200">{refused}</strong>
        ) : preview ? (
          <>
            Entering <strong className="text-lg text-white">{preview}</strong>
            {complete ? " — press Enter to confirm" : jokers && draft.rank === "J" ? " — now the suit (or k for a joker)" : draft.rank ? " — now the suit" : ""}
          </>
        ) : jokers ? (
          "Tap the card. Keyboard: type it (t d, 10d, k s; jk for a joker) and press Enter; Backspace takes back the last card."
        ) : (
          "Tap the card. Keyboard: type it (t d, 10d, k s) and press Enter; Backspace takes back the last card."
        )}
      </p>
    </div>
  );
}
