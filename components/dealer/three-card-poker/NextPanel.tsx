"use client";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/Button";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { cardName, cardsOut } from "@/lib/client/card-entry";
import { CardPad } from "../CardPad";
import { editingText } from "../keys";
import { BigButton, SetupStepForm, StepNotes, setupStepKind } from "../NextParts";
import { DecksStartForm } from "./DecksPanel";
import { Choice } from "../ui";
import { BonusHandChoice } from "../results/BonusHandChoice";
import { SeatResultChoices, WIN_PUSH_LOSE, type ResultButton } from "../results/SeatResultChoices";
import { enterAndSettle } from "../results/settle-by-results";
import { bigCommand, decisionForKey, deciderName, EMPTY_RESULTS, playWords, resultsCommand, resultsMissing, revealCommand, revealPrompt, roundStepKind, upCardStack, type ResultsDraft, type SeatResult, type ThreeCardPokerStepKind } from "./format";
import type { PairPlusHand, SixCardBonusHand } from "@/lib/domain/three-card-poker";
import { useThreeCardPokerDealer } from "./use-dealer";

/** A seat's Play or fold: two large buttons; P and F on a keyboard. */
function DecisionStep() {
  const { view, run, pending } = useThreeCardPokerDealer();
  const decide = view.next.decide!;
  const busy = pending !== null;
  const choose = useCallback(
    (decision: "play" | "fold") => run({ type: "play-or-fold", seat: decide.seat, decision, ...(decide.bettor !== null ? { bettor: decide.bettor } : {}) }),
    [run, decide.seat, decide.bettor],
  );
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target)) return;
      const decision = decisionForKey(event.key);
      if (!decision) return;
      event.preventDefault();
      void choose(decision);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [choose]);
  const who = deciderName(decide.seat, decide.bettor, view.players.find((p) => p.seat === decide.seat)?.name ?? null);
  const words = playWords(decide.ante);
  return (
    <div className="flex flex-col gap-3" data-testid="decide" data-seat={decide.seat}>
      <div role="group" aria-label={`${who}: Play or fold`} className="grid grid-cols-2 gap-2">
        <Button tone="go" big disabled={busy} onClick={() => void choose("play")} className="min-h-20 w-full" data-testid="decision-play" aria-keyshortcuts="P">
          {words.play}
          <kbd aria-hidden className="rounded border border-current px-1.5 text-sm font-normal opacity-80">
            P
          </kbd>
        </Button>
        <Button tone="danger" big disabled={busy} onClick={() => void choose("fold")} className="min-h-20 w-full" data-testid="decision-fold" aria-keyshortcuts="F">
          {words.fold}
          <kbd aria-hidden className="rounded border border-current px-1.5 text-sm font-normal opacity-80">
            F
          </kbd>
        </Button>
      </div>
      <p className="text-sm text-slate-200">Keyboard: P play, F fold.</p>
    </div>
  );
}

/** The cards of a hand turned over, entered one by one: the cards read at the deal are already there. */
function RevealEntry() {
  const { view, run, pending } = useThreeCardPokerDealer();
  const reveal = view.next.reveal!;
  const [entered, setEntered] = useState<string[]>([]);
  const canUndo = view.canUndo;
  const add = async (card: string) => {
    const next = [...entered, card.toUpperCase().replace(/^10/, "T")];
    const command = revealCommand(reveal.to, reveal.known, next);
    if (!command) {
      setEntered(next);
      return;
    }
    setEntered([]);
    const answer = await run(command);
    if (!answer.ok) setEntered(next.slice(0, -1));
  };
  const back = entered.length ? () => setEntered(entered.slice(0, -1)) : canUndo ? () => void run({ type: "undo-card" }) : null;
  const shown = [...reveal.known, ...entered];
  // One deck a round: the cards turned over so far, and this hand's own, are out.
  const dealt = view.dealtCards;
  const used = useMemo(() => cardsOut(dealt.map((d) => d.card), reveal.known, entered), [dealt, reveal.known, entered]);
  return (
    <div className="flex flex-col gap-3" data-testid="reveal-entry">
      <div className="flex items-center gap-2" aria-live="polite" data-testid="reveal-cards">
        {[0, 1, 2].map((i) =>
          shown[i] ? (
            <span key={i} data-card={shown[i]} title={cardName(shown[i]!)}>
              <PlayingCard card={shown[i]!} size="md" />
            </span>
          ) : (
            <span key={i} aria-hidden className="flex h-20 w-14 items-center justify-center rounded-lg border-2 border-dashed border-amber-300 text-xs font-semibold text-amber-200">
              {i === shown.length ? "next" : ""}
            </span>
          ),
        )}
        <span className="sr-only">{revealPrompt(reveal.to, reveal.known, entered)}</span>
      </div>
      <CardPad key={`reveal-${view.handNumber}-${String(reveal.to)}`} label={revealPrompt(reveal.to, reveal.known, entered)} onCard={(c) => void add(c)} onUndo={back} disabled={pending !== null} used={used} />
      {entered.length ? (
        <Button onClick={() => setEntered(entered.slice(0, -1))} className="min-h-12">
          Take back the last card entered
        </Button>
      ) : null}
    </div>
  );
}

const RESULT_BUTTONS: readonly ResultButton<SeatResult>[] = [{ result: "fold", word: "Fold" }, ...WIN_PUSH_LOSE];

/**
 * Results-only entry: whether the player-dealer qualified, each seat's fold or result against the
 * player-dealer's hand (one tap each), and the hand a Pair Plus or 6 Card Bonus made ("No win"
 * until tapped); then one tap enters the results and settles.
 */
function ResultsStep() {
  const { view, run, pending } = useThreeCardPokerDealer();
  const asked = view.next.results!;
  const [draft, setDraft] = useState<ResultsDraft>(EMPTY_RESULTS);
  const busy = pending !== null;
  const command = resultsCommand(draft, asked);
  const missing = resultsMissing(draft, asked);
  const setHand = (key: "pairPlus" | "sixCardBonus", seat: number, hand: string | null) =>
    setDraft((d) => ({ ...d, [key]: hand === null ? Object.fromEntries(Object.entries(d[key]).filter(([k]) => Number(k) !== seat)) : { ...d[key], [seat]: hand } }));
  const settle = async () => {
    if (command) await enterAndSettle(run, command);
  };
  return (
    <div className="flex flex-col gap-3" data-testid="results-entry">
      <div className="flex flex-col gap-2 rounded-lg border border-slate-700 p-2">
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="The player-dealer's hand">
          <span className="w-28 text-lg font-bold text-white">Player-dealer</span>
          <Choice pressed={draft.qualifies === true} disabled={busy} onClick={() => setDraft((d) => ({ ...d, qualifies: true }))} testId="results-qualifies">
            Qualifies
          </Choice>
          <Choice pressed={draft.qualifies === false} disabled={busy} onClick={() => setDraft((d) => ({ ...d, qualifies: false }))} testId="results-does-not-qualify">
            Does not qualify
          </Choice>
        </div>
        <p className="text-sm text-slate-200">{draft.qualifies === false ? asked.nonQualifying : "Queen-high or better qualifies."}</p>
      </div>
      {asked.seats.map((seat) => {
        const result = draft.results[seat];
        return (
          <div key={seat} className="flex flex-col gap-2 rounded-lg border border-slate-700 p-2" data-testid={`results-seat-${seat}`}>
            <SeatResultChoices seat={seat} buttons={RESULT_BUTTONS} chosen={result} busy={busy} onChoose={(r) => setDraft((d) => ({ ...d, results: { ...d.results, [seat]: r } }))} label={`Seat ${seat}'s fold, or its hand against the player-dealer's`} nameClass="w-28" />
            {asked.pairPlusSeats.includes(seat) && result !== "fold" ? (
              <BonusHandChoice seat={seat} bonus="pair-plus" label="Pair Plus" groupLabel={`Seat ${seat}: the hand its Pair Plus made`} hands={asked.pairPlusHands} chosen={draft.pairPlus[seat]} busy={busy} onChoose={(h) => setHand("pairPlus", seat, h as PairPlusHand | null)} />
            ) : null}
            {asked.sixCardBonusSeats.includes(seat) ? (
              <BonusHandChoice seat={seat} bonus="six-card-bonus" label="6 Card Bonus" groupLabel={`Seat ${seat}: the hand its 6 Card Bonus made`} hands={asked.sixCardBonusHands} chosen={draft.sixCardBonus[seat]} busy={busy} onChoose={(h) => setHand("sixCardBonus", seat, h as SixCardBonusHand | null)} />
            ) : null}
          </div>
        );
      })}
      <Button tone="primary" disabled={busy || !command} onClick={() => void settle()} className="min-h-16 text-xl" data-testid="settle-results">
        {command ? "Settle the round" : `Tap ${missing.join(", ")}`}
      </Button>
    </div>
  );
}

/**
 * The one big next action of a Three Card Poker round, from the server's `next`: a button when the
 * server names the command; otherwise what the dealer enters first (the player-dealer's up card, a
 * player's Play or fold, a hand's cards as it is turned over, or, between rounds, the bank and the decks).
 */
export function ThreeCardPokerNextPanel() {
  const { view, run, pending } = useThreeCardPokerDealer();
  const next = view.next;
  const kind: ThreeCardPokerStepKind = view.phase === "waiting" || view.phase === "setup" ? setupStepKind(view) : roundStepKind(view);
  const busy = pending !== null;
  const command = bigCommand(view);
  const undoCard = useCallback(() => void run({ type: "undo-card" }), [run]);
  const undo = view.canUndo && view.phase === "dealing" ? undoCard : null;
  const padShown = kind === "up-card" || kind === "reveal";

  // Backspace takes back the last cards entered on a desktop keyboard (the card pad does it itself while shown).
  useEffect(() => {
    if (padShown || !undo) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Backspace" || event.ctrlKey || event.metaKey || event.altKey || editingText(event.target)) return;
      event.preventDefault();
      undoCard();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [padShown, undo, undoCard]);

  return (
    <section aria-labelledby="next-heading" data-testid="next-action" data-step={kind} className="flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-slate-900 p-4">
      <h2 id="next-heading" className="text-sm font-bold uppercase tracking-wide text-amber-200">
        Next
      </h2>
      {kind === "command" && command ? (
        <BigButton label={next.label} busy={busy} onClick={() => void run(command)} />
      ) : (
        <p className="text-2xl font-bold leading-tight text-white" data-testid="next-label">
          {next.label}
        </p>
      )}
      <p className="text-slate-100" data-testid="next-hint">
        {next.hint}
      </p>
      <StepNotes />
      {kind === "start-shoe" ? <DecksStartForm big /> : <SetupStepForm kind={kind} />}

      {kind === "up-card" ? (
        <>
          {view.shoeInfo?.source === "reader" ? (
            <p role="status" className="font-semibold text-sky-200">
              Waiting for the shuffler&apos;s reader… or enter the up card by hand.
            </p>
          ) : null}
          <CardPad key={`up-${view.handNumber}`} label="The player-dealer's up card" onCard={(c) => void run(upCardStack(c))} onUndo={undo} disabled={busy} />
        </>
      ) : null}

      {kind === "decide" && next.decide ? <DecisionStep key={`${view.handNumber}-${next.decide.seat}-${next.decide.bettor ?? ""}`} /> : null}

      {kind === "reveal" && next.reveal ? <RevealEntry key={`${view.handNumber}-${String(next.reveal.to)}`} /> : null}

      {kind === "results" && next.results ? <ResultsStep key={view.handNumber} /> : null}

      {undo && kind !== "reveal" ? (
        <Button onClick={undo} disabled={busy} data-testid="undo-card" className="min-h-12">
          Undo the last entry
        </Button>
      ) : null}
    </section>
  );
}
