"use client";
import { useCallback, useEffect, useMemo, useState } from "react";
import { houseWay, splitFouls } from "@/lib/domain/pai-gow-poker/house-way-of-game";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { Button } from "@/components/ui/Button";
import { cardName, cardsOut } from "@/lib/client/card-entry";
import { CardPad } from "../CardPad";
import { Choice } from "../ui";
import { editingText } from "../keys";
import { addCard, byRank, splitOf, toggleFront } from "./format";

/** The house way of seven cards for the tablet's preview; null when the cards cannot be read yet. */
export function houseWayPreview(gameId: string, cards: readonly string[], options: Readonly<Record<string, unknown>>): { high: readonly string[]; low: readonly string[] } | null {
  if (cards.length !== 7) return null;
  try {
    return houseWay(gameId, cards, options);
  } catch {
    return null;
  }
}

function CardRow({ cards, label, size = "md" }: { cards: readonly string[]; label: string; size?: "sm" | "md" }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {cards.map((c) => (
        <li key={c} data-card={c}>
          <span aria-hidden>
            <PlayingCard card={c} size={size} />
          </span>
          <span className="sr-only">{cardName(c)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A split shown as the table sets it: five behind, two in front. */
export function SplitCards({ high, low, size = "md", testId }: { high: readonly string[]; low: readonly string[]; size?: "sm" | "md"; testId?: string }) {
  return (
    <div className="flex flex-wrap items-end gap-4" data-testid={testId}>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-300">Behind</p>
        <CardRow cards={high} label="Five-card hand, behind" size={size} />
      </div>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-300">In front</p>
        <CardRow cards={low} label="Two-card hand, in front" size={size} />
      </div>
    </div>
  );
}

/**
 * The seven cards of a hand, tapped to choose the two in front (keys 1 to 7 on a keyboard), with the
 * split the taps make; "Set" sends it, "House way" asks the house way instead (H).
 */
function SplitPicker({ who, cards, initialFront, onSet, onHouseWay, onBack, busy, gameId, options, note }: {
  who: string;
  /** Why the hand waits for the dealer (a split entered that fouls), shown above the cards while the chosen front still fouls. */
  note?: string | null;
  cards: readonly string[];
  initialFront: readonly number[];
  onSet: (split: { high: string[]; low: string[] }) => void;
  onHouseWay: () => void;
  onBack: (() => void) | null;
  busy: boolean;
  gameId: string;
  options: Readonly<Record<string, unknown>>;
}) {
  const [front, setFront] = useState<number[]>([...initialFront]);
  const split = splitOf(cards, front);
  const way = useMemo(() => houseWayPreview(gameId, cards, options), [gameId, cards, options]);
  // The foul note stands only while the front as now chosen still fouls: once the dealer has moved it, it goes.
  const stillFouls = Boolean(note) && (!split || splitFouls(gameId, split.high, split.low, options) !== false);
  const set = useCallback(() => {
    if (split && !busy) onSet(split);
  }, [split, busy, onSet]);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target)) return;
      if (/^[1-7]$/.test(event.key)) {
        event.preventDefault();
        setFront((f) => toggleFront(f, Number(event.key) - 1));
      } else if (event.key === "Enter") {
        event.preventDefault();
        set();
      } else if (event.key === "h" || event.key === "H") {
        event.preventDefault();
        if (!busy) onHouseWay();
      } else if (event.key === "Backspace" && onBack) {
        event.preventDefault();
        onBack();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [set, onHouseWay, onBack, busy]);
  return (
    <div className="flex flex-col gap-3" data-testid="split-picker">
      {stillFouls ? (
        <p role="status" className="font-semibold text-amber-100" data-testid="split-foul-note">
          {note}
        </p>
      ) : null}
      <p className="text-slate-100">Tap the two cards {who} plays in front.</p>
      <div role="group" aria-label={`${who}: the seven cards; pressed cards go in front`} className="grid grid-cols-7 gap-1.5">
        {cards.map((c, i) => (
          <button
            key={c}
            type="button"
            aria-pressed={front.includes(i)}
            aria-label={`${cardName(c)}${front.includes(i) ? ", in front" : ""}`}
            data-card={c}
            onClick={() => setFront((f) => toggleFront(f, i))}
            className={`flex min-h-24 flex-col items-center justify-start gap-1 rounded-lg border-2 p-1 ${front.includes(i) ? "-translate-y-1 border-amber-300 bg-amber-300/20" : "border-slate-600 bg-slate-800"}`}
          >
            <span aria-hidden>
              <PlayingCard card={c} size="sm" />
            </span>
            <span aria-hidden className="text-xs font-bold text-slate-200">
              {front.includes(i) ? "FRONT" : i + 1}
            </span>
          </button>
        ))}
      </div>
      {split ? <SplitCards high={split.high} low={split.low} size="sm" testId="split-preview" /> : <p className="text-sm text-slate-200">{front.length === 1 ? "One more card for the front." : "No card chosen for the front yet."}</p>}
      <div className="grid grid-cols-2 gap-2">
        <Button tone="primary" big disabled={!split || busy} onClick={set} data-testid="set-split" className="min-h-16 text-lg">
          Set the hand
        </Button>
        <Button tone="player" big disabled={busy} onClick={onHouseWay} data-testid="set-house-way" aria-keyshortcuts="H" className="min-h-16 text-lg">
          House way
        </Button>
      </div>
      {way ? (
        <p className="text-sm text-slate-200" data-testid="house-way-preview">
          The house way would set {way.high.join(" ")} behind, {way.low.join(" ")} in front.
        </p>
      ) : null}
      <p className="text-sm text-slate-300">Keyboard: 1–7 choose the front, Enter sets, H the house way{onBack ? ", Backspace takes back the last card" : ""}.</p>
      {onBack ? (
        <Button onClick={onBack} disabled={busy} className="self-start">
          Take back the last card
        </Button>
      ) : null}
    </div>
  );
}

/** Seven cards entered on the card pad (the joker included), one at a time, before they are sent. */
function SevenCardPad({ label, cards, onChange, busy, out }: { label: string; cards: readonly string[]; onChange: (cards: string[]) => void; busy: boolean; out?: ReadonlySet<string> }) {
  // One 53-card deck a round: the cards of other hands on record and this hand's own are out.
  const used = useMemo(() => cardsOut([...(out ?? [])], cards), [out, cards]);
  const [refused, setRefused] = useState<string | null>(null);
  const onCard = useCallback(
    (card: string) => {
      const next = addCard(cards, card);
      setRefused(next.refused);
      onChange(next.cards);
    },
    [cards, onChange],
  );
  const onUndo = useCallback(() => {
    setRefused(null);
    onChange(cards.slice(0, -1));
  }, [cards, onChange]);
  return (
    <div className="flex flex-col gap-2" data-testid="seven-card-pad" data-count={cards.length}>
      <div className="flex min-h-14 flex-wrap items-center gap-1.5" aria-live="polite">
        <span className="mr-1 font-semibold text-white">{cards.length} of 7:</span>
        {cards.map((c) => (
          <button key={c} type="button" onClick={() => onChange(cards.filter((x) => x !== c))} aria-label={`Take back ${cardName(c)}`} className="flex min-h-11 min-w-11 items-center justify-center rounded-lg" data-card={c}>
            <span aria-hidden>
              <PlayingCard card={c} size="sm" />
            </span>
          </button>
        ))}
      </div>
      {refused ? (
        <p role="alert" className="font-semibold text-red-200">
          {refused}
        </p>
      ) : null}
      <CardPad label={label} onCard={onCard} onUndo={cards.length ? onUndo : null} disabled={busy} jokers used={used} />
    </div>
  );
}

/**
 * A player's hand at the set-hands step. Entered by the dealer on the pad (five behind, then the two
 * in front), the seventh card sets it as entered, or the house way when the player asked for it
 * first (issue 29: no "Set" tap for an ordinary hand); a split entered that fouls waits, with the
 * front chosen by taps, for the dealer to check it with the player. The server's seven cards: the
 * front chosen by taps, or the house way. A hand set by mistake is taken back by the undo until the
 * player-dealer's hand is shown.
 */
export function SeatHandEntry({ seat, known, busy, gameId, options, onSet, onHouseWay, out }: {
  seat: number;
  /** The round's cards already on record (other hands): shown as out on the pad. */
  out?: ReadonlySet<string>;
  known: readonly string[] | null;
  busy: boolean;
  gameId: string;
  options: Readonly<Record<string, unknown>>;
  onSet: (split: { high: string[]; low: string[] }) => void;
  onHouseWay: (cards: readonly string[] | null) => void;
}) {
  const [entered, setEntered] = useState<string[]>([]);
  /** The player asked for the house way before the last card: the seventh card sets it so. */
  const [houseWayAsked, setHouseWayAsked] = useState(false);
  // The server's cards as a dealer reads a hand (pairs together); the dealer's own entry as entered.
  const sorted = useMemo(() => (known ? byRank(known) : null), [known]);
  const cards = sorted ?? entered;
  const asEntered = known ? null : splitOf(entered, [5, 6]);
  const fouls = asEntered ? splitFouls(gameId, asEntered.high, asEntered.low, options) : null;
  const enter = (next: string[]) => {
    setEntered(next);
    if (known || busy || next.length !== 7 || entered.length === 7) return;
    if (houseWayAsked) return onHouseWay(next);
    const split = splitOf(next, [5, 6]);
    if (split && splitFouls(gameId, split.high, split.low, options) === false) onSet(split);
  };
  if (cards.length < 7) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-slate-100">
          Enter seat {seat}&apos;s seven cards: the five behind first, then the two in front. The seventh card sets the hand{houseWayAsked ? " the house way" : " as entered"}.
        </p>
        <div className="self-start">
          <Choice pressed={houseWayAsked} disabled={busy} onClick={() => setHouseWayAsked(!houseWayAsked)} testId="ask-house-way" label={`Seat ${seat} asks for the house way`}>
            The player asks for the house way
          </Choice>
        </div>
        <SevenCardPad label={`Seat ${seat}: next card`} cards={entered} onChange={enter} busy={busy} out={out} />
      </div>
    );
  }
  return (
    <SplitPicker
      note={fouls ? `As entered, the two cards in front outrank the five behind (a foul): check with seat ${seat}, then set the hand.` : null}
      who={`seat ${seat}`}
      cards={cards}
      initialFront={known ? [] : [5, 6]}
      onSet={onSet}
      onHouseWay={() => onHouseWay(known ? null : cards)}
      onBack={known ? null : () => setEntered(entered.slice(0, -1))}
      busy={busy}
      gameId={gameId}
      options={options}
    />
  );
}

/** Seven cards entered for the player-dealer (set the house way, previewed) or for a seat turning them over. */
export function SevenCardsEntry({ label, submitLabel, busy, onSubmit, preview, out, sendOnSeventh = false }: {
  label: string;
  /** The seventh card sends the hand (the button stays, for a hand the table refused and fixed). */
  sendOnSeventh?: boolean;
  /** The round's cards already on record (other hands): shown as out on the pad. */
  out?: ReadonlySet<string>;
  submitLabel: string;
  busy: boolean;
  onSubmit: (cards: string[]) => void;
  preview?: (cards: readonly string[]) => { high: readonly string[]; low: readonly string[] } | null;
}) {
  const [cards, setCards] = useState<string[]>([]);
  const way = cards.length === 7 && preview ? preview(cards) : null;
  useEffect(() => {
    if (cards.length !== 7) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Enter" || editingText(event.target)) return;
      event.preventDefault();
      if (!busy) onSubmit(cards);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [cards, busy, onSubmit]);
  return (
    <div className="flex flex-col gap-3">
      <SevenCardPad
        label={label}
        cards={cards}
        onChange={(next) => {
          setCards(next);
          if (sendOnSeventh && !busy && next.length === 7 && cards.length < 7) onSubmit(next);
        }}
        busy={busy}
        out={out}
      />
      {way ? (
        <div className="rounded-lg bg-slate-800 p-2" data-testid="house-way-preview">
          <p className="mb-1 text-sm text-slate-200">The house way sets:</p>
          <SplitCards high={way.high} low={way.low} size="sm" />
        </div>
      ) : null}
      <Button tone="primary" big disabled={cards.length !== 7 || busy} onClick={() => onSubmit(cards)} data-testid="submit-seven" className="min-h-16 text-lg">
        {submitLabel}
      </Button>
    </div>
  );
}

export { CardRow };
