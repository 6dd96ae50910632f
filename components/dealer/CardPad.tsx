"use client";
import { useEffect, useRef, useState } from "react";
import { editingText } from "./keys";
import { EMPTY_DRAFT, JOKER, RANKS, SUITS, SUIT_NAME, SUIT_SYMBOL, draftCard, draftLabel, eraseKey, isRed, rankLabel, rankName, typeKey, type CardDraft, type Rank, type Suit } from "@/lib/client/card-entry";

/**
 * Card entry in at most two taps: a rank, then a suit (or the other way round); the card goes as
 * soon as both are chosen. On a desktop keyboard: type the rank and suit ("t" "d" or "10d"), Enter
 * sends, Backspace takes back what was typed and then the last card (`onUndo`), Escape clears.
 * With `jokers` (No Bust Joker edition) a JK key sends a joker in one tap; typed "jk" or "*".
 * `ranks` leaves out the keys of ranks the game's deck does not hold (Pure Spanish 21.5's tens).
 */
export function CardPad({
  label,
  onCard,
  onUndo,
  disabled,
  jokers = false,
  ranks = RANKS,
}: {
  /** What the card is for, for the buttons' group name: "Card 1 to Player". */
  label: string;
  onCard: (card: string) => void;
  onUndo: (() => void) | null;
  disabled: boolean;
  jokers?: boolean;
  ranks?: readonly Rank[];
}) {
  const [draft, setDraftState] = useState<CardDraft>(EMPTY_DRAFT);
  const [typed, setTypedState] = useState(false);
  // The draft as the latest key left it: keys typed faster than React renders must see each other.
  const latest = useRef<{ draft: CardDraft; typed: boolean }>({ draft: EMPTY_DRAFT, typed: false });
  const setDraft = (next: CardDraft, byKeyboard: boolean) => {
    latest.current = { draft: next, typed: byKeyboard };
    setDraftState(next);
    setTypedState(byKeyboard);
  };

  const send = (card: string) => {
    setDraft(EMPTY_DRAFT, false);
    onCard(card);
  };

  const tapRank = (rank: Rank) => {
    if (disabled) return;
    const current = latest.current.draft;
    if (current.suit) return send(`${rank}${current.suit}`);
    setDraft({ rank, suit: null, one: false }, false);
  };
  const tapSuit = (suit: Suit) => {
    if (disabled) return;
    const current = latest.current.draft;
    if (current.rank) return send(`${current.rank}${suit}`);
    setDraft({ rank: null, suit, one: false }, false);
  };

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target)) return;
      const { draft: current, typed: byKeyboard } = latest.current;
      const reset = () => {
        latest.current = { draft: EMPTY_DRAFT, typed: false };
        setDraftState(EMPTY_DRAFT);
        setTypedState(false);
      };
      if (event.key === "Escape") {
        reset();
        return;
      }
      if (event.key === "Enter") {
        const card = byKeyboard || current.rank ? draftCard(current) : null;
        if (card && !disabled) {
          event.preventDefault();
          reset();
          onCard(card);
        }
        return;
      }
      if (event.key === "Backspace") {
        const erased = eraseKey(current);
        if (erased) {
          event.preventDefault();
          latest.current = { draft: erased, typed: byKeyboard };
          setDraftState(erased);
        } else if (onUndo && !disabled) {
          event.preventDefault();
          onUndo();
        }
        return;
      }
      // A suit tapped first is replaced by the keyboard's own order: rank, then suit.
      const next = typeKey(current.rank || current.one ? current : EMPTY_DRAFT, event.key, { jokers });
      if (next) {
        event.preventDefault();
        latest.current = { draft: next, typed: true };
        setDraftState(next);
        setTypedState(true);
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [disabled, onCard, onUndo, jokers]);

  const preview = draftLabel(draft);
  const complete = draftCard(draft) !== null;
  return (
    <div className="flex flex-col gap-3" data-testid="card-pad">
      <div role="group" aria-label={`${label}: rank`} className="grid grid-cols-7 gap-2 landscape:grid-cols-5">
        {ranks.map((rank) => (
          <button
            key={rank}
            type="button"
            disabled={disabled}
            aria-pressed={draft.rank === rank}
            aria-label={rankName(rank)}
            onClick={() => tapRank(rank)}
            className={`min-h-14 rounded-lg border-2 text-2xl font-bold disabled:opacity-50 ${
              draft.rank === rank ? "border-amber-300 bg-amber-300 text-slate-950" : "border-slate-300 bg-white text-slate-950 hover:bg-slate-200"
            }`}
          >
            {rankLabel(rank)}
          </button>
        ))}
        {jokers ? (
          <button
            type="button"
            disabled={disabled}
            aria-pressed={draft.joker === true}
            aria-label="Joker"
            data-testid="joker-key"
            onClick={() => {
              if (!disabled) send(JOKER);
            }}
            className={`min-h-14 rounded-lg border-2 text-2xl font-bold disabled:opacity-50 ${
              draft.joker ? "border-amber-300 bg-amber-300 text-slate-950" : "border-violet-300 bg-violet-100 text-violet-950 hover:bg-violet-200"
            }`}
          >
            JK
          </button>
        ) : null}
      </div>
      <div role="group" aria-label={`${label}: suit`} className="grid grid-cols-4 gap-2">
        {SUITS.map((suit) => (
          <button
            key={suit}
            type="button"
            disabled={disabled}
            aria-pressed={draft.suit === suit}
            aria-label={SUIT_NAME[suit][0]!.toUpperCase() + SUIT_NAME[suit].slice(1)}
            onClick={() => tapSuit(suit)}
            className={`min-h-16 rounded-lg border-2 text-4xl leading-none disabled:opacity-50 ${
              draft.suit === suit ? "border-amber-300 bg-amber-300" : "border-slate-300 bg-white hover:bg-slate-200"
            } ${isRed(suit) ? "text-red-700" : "text-slate-950"}`}
          >
            <span aria-hidden>{SUIT_SYMBOL[suit]}</span>
          </button>
        ))}
      </div>
      <p className="min-h-6 text-sm text-slate-200" aria-live="polite" data-testid="card-draft">
        {preview ? (
          <>
            Entering <strong className="text-lg text-white">{preview}</strong>
            {complete && typed ? " — press Enter to confirm" : draft.rank ? (jokers && draft.rank === "J" ? " — now the suit (or k for a joker)" : " — now the suit") : draft.suit ? " — now the rank" : ""}
          </>
        ) : jokers ? (
          "Keyboard: type the card (t d, 10d, k s; jk for a joker) and press Enter; Backspace takes back the last card."
        ) : (
          "Keyboard: type the card (t d, 10d, k s) and press Enter; Backspace takes back the last card."
        )}
      </p>
    </div>
  );
}
