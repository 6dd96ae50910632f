"use client";
import { useCallback, useEffect, useMemo, useState } from "react";
import { cardsOut } from "@/lib/client/card-entry";
import { Button } from "@/components/ui/Button";
import { editingText } from "../keys";
import { BigButton, SetupStepForm, StepNotes, setupStepKind } from "../NextParts";
import { Choice } from "../ui";
import { BonusHandChoice } from "../results/BonusHandChoice";
import { SeatResultChoices, WIN_PUSH_LOSE } from "../results/SeatResultChoices";
import { diceThenSettle } from "../results/settle-by-results";
import { bigCommand, cardsOnRecord, DICE_TOTALS, PILES, resultsOf, roundStepKind, seatList, type PaiGowStepKind, type ResultsDraft, type SeatOutcome } from "./format";
import { houseWayPreview, SeatHandEntry, SevenCardsEntry } from "./HandEntry";
import { usePaiGowDealer } from "./use-dealer";
import type { BonusHand } from "@/lib/domain/pai-gow-poker";

/**
 * The player-dealer's pick of the seven piles, numbered from the dealer's left: one tap, or keys 1
 * to 7. `dealFirst`: the piles are not on record yet; the pick says they are dealt (the player-dealer
 * points at a pile only once the seven are out), so one tap records both.
 */
function PileStep({ dealFirst = false }: { dealFirst?: boolean }) {
  const { run, pending } = usePaiGowDealer();
  const choose = useCallback(
    (pile: number) =>
      void (async () => {
        if (dealFirst) {
          const dealt = await run({ type: "deal-piles" });
          if (!dealt.ok) return;
        }
        await run({ type: "choose-action-pile", pile }, dealFirst ? { queue: true } : undefined);
      })(),
    [run, dealFirst],
  );
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target) || !/^[1-7]$/.test(event.key)) return;
      event.preventDefault();
      choose(Number(event.key));
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [choose]);
  return (
    <div role="group" aria-label="The action pile, from your left" className="grid grid-cols-7 gap-2" data-testid="piles">
      {PILES.map((p) => (
        <Button key={p} tone="neutral" disabled={pending !== null} onClick={() => choose(p)} className="min-h-20 flex-col text-2xl" aria-label={`Pile ${p}`} data-testid={`pile-${p}`}>
          <span aria-hidden className="text-xs font-normal">
            Pile
          </span>
          {p}
        </Button>
      ))}
    </div>
  );
}

/** The three dice's total: one tap, or typed and Enter. */
function DiceStep() {
  const { run, pending } = usePaiGowDealer();
  const [typed, setTyped] = useState("");
  const roll = useCallback((total: number) => void run({ type: "roll-dice", total }), [run]);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target)) return;
      if (/^\d$/.test(event.key)) {
        event.preventDefault();
        setTyped((t) => (t + event.key).slice(-2));
      } else if (event.key === "Backspace") {
        event.preventDefault();
        setTyped((t) => t.slice(0, -1));
      } else if (event.key === "Enter" && typed) {
        event.preventDefault();
        const total = Number(typed);
        setTyped("");
        if (total >= 3 && total <= 18) roll(total);
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [roll, typed]);
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="The three dice's total" className="grid grid-cols-4 gap-2" data-testid="dice">
        {DICE_TOTALS.map((t) => (
          <Button key={t} tone={t === 8 || t === 15 ? "banker" : "neutral"} disabled={pending !== null} onClick={() => roll(t)} className="min-h-16 text-2xl" aria-label={`Dice total ${t}`} data-testid={`dice-${t}`}>
            {t}
          </Button>
        ))}
      </div>
      <p className="text-sm text-slate-200" aria-live="polite">
        {typed ? `Typed ${typed}: Enter to confirm.` : "Keyboard: type the total and press Enter. 1, 8 and 15 count to the player-dealer."}
      </p>
    </div>
  );
}

/** The cards of this round's deck the tablet has on record, as the card pad's cards out. */
function useRoundCardsOut(): ReadonlySet<string> {
  const { view } = usePaiGowDealer();
  return useMemo(() => cardsOut(cardsOnRecord(view)), [view]);
}

/** Set the hands: one seat at a time (tabs for the seats still to set), its seven cards and the front tapped, or the house way. */
function SetHandsStep() {
  const { view, run, pending } = usePaiGowDealer();
  const out = useRoundCardsOut();
  const seats = view.next.seats ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const active = seats.find((s) => s.seat === chosen) ?? seats[0];
  if (!active) return null;
  const busy = pending !== null;
  return (
    <div className="flex flex-col gap-3" data-testid="set-hands" data-seat={active.seat}>
      {seats.length > 1 ? (
        <div role="group" aria-label="The seat to set" className="flex flex-wrap gap-2">
          {seats.map((s) => (
            <Choice key={s.seat} pressed={s.seat === active.seat} onClick={() => setChosen(s.seat)} testId={`set-seat-${s.seat}`}>
              Seat {s.seat}
            </Choice>
          ))}
        </div>
      ) : null}
      <SeatHandEntry
        key={`${view.handNumber}-${active.seat}`}
        seat={active.seat}
        known={active.cards}
        busy={busy}
        gameId={view.gameId}
        options={view.gameOptions}
        onSet={(split) => void run({ type: "set-hand", seat: active.seat, high: split.high, low: split.low })}
        onHouseWay={(cards) => void run({ type: "set-house-way", seat: active.seat, ...(cards ? { cards: [...cards] } : {}) })}
        out={out}
      />
    </div>
  );
}

/** Face Up after a Pai Gow: the seats with a bonus turn their seven cards over. */
function ShowCardsStep() {
  const { view, run, pending } = usePaiGowDealer();
  const out = useRoundCardsOut();
  const seat = view.next.seats?.[0];
  if (!seat) return null;
  const show = (cards?: string[]) => void run({ type: "show-cards", seat: seat.seat, ...(cards ? { cards } : {}) });
  return seat.cards ? (
    <BigButton label={`Turn over seat ${seat.seat}'s cards`} busy={pending !== null} onClick={() => show()} />
  ) : (
    <SevenCardsEntry key={`${view.handNumber}-${seat.seat}`} label={`Seat ${seat.seat}: next card`} submitLabel={`Turn over seat ${seat.seat}'s cards`} busy={pending !== null} onSubmit={show} out={out} />
  );
}

/** The player-dealer's hand entered as it is turned over (cards dealt by hand); the house way it makes is previewed. */
function PlayerDealerStep() {
  const { view, run, pending } = usePaiGowDealer();
  const out = useRoundCardsOut();
  return (
    <SevenCardsEntry
      key={`pd-${view.handNumber}`}
      label="Player-dealer: next card"
      submitLabel="Set it the house way"
      sendOnSeventh
      busy={pending !== null}
      onSubmit={(cards) => void run({ type: "expose-player-dealer", cards })}
      preview={(cards) => houseWayPreview(view.gameId, cards, view.gameOptions)}
      out={out}
    />
  );
}

/**
 * Results-only entry: each seat's result against the player-dealer (one tap: wins, push, loses; the
 * player-dealer wins copies) and, for a seat with a bonus, the hand its seven cards made ("No win"
 * until tapped); then one tap enters the results and settles.
 */
function ResultsStep() {
  const { view, run, pending } = usePaiGowDealer();
  const seats = (view.next.seats ?? []).map((s) => s.seat);
  const bonusSeats = view.next.bonusSeats ?? [];
  const hands = view.next.bonusHands ?? [];
  const [draft, setDraft] = useState<ResultsDraft>({ outcomes: {}, bonuses: {} });
  const choose = (seat: number, hand: BonusHand | null) =>
    setDraft((d) => ({ ...d, bonuses: hand === null ? Object.fromEntries(Object.entries(d.bonuses).filter(([k]) => Number(k) !== seat)) : { ...d.bonuses, [seat]: hand } }));
  const results = resultsOf(draft, seats, bonusSeats);
  const busy = pending !== null;
  const missing = seats.filter((s) => draft.outcomes[s] === undefined);
  /** Before the dice (the usual case) the dice total is the last tap: it places the action button, enters the results and settles. */
  const withDice = view.next.step === "roll-dice";
  const settle = async (dice?: number) => {
    if (results) await diceThenSettle(run, { type: "enter-results", results }, dice);
  };
  return (
    <div className="flex flex-col gap-3" data-testid="results-entry">
      {seats.map((seat) => (
        <div key={seat} className="flex flex-col gap-2 rounded-lg border border-slate-700 p-2" data-testid={`results-seat-${seat}`}>
          <SeatResultChoices seat={seat} buttons={WIN_PUSH_LOSE} chosen={draft.outcomes[seat]} busy={busy} onChoose={(o: SeatOutcome) => setDraft((d) => ({ ...d, outcomes: { ...d.outcomes, [seat]: o } }))} label={`Seat ${seat}'s result against the player-dealer`} />
          {bonusSeats.includes(seat) ? (
            <BonusHandChoice seat={seat} bonus="bonus" label="Bonus hand" bonusWords="bonus" groupLabel={`The hand seat ${seat}'s seven cards made, for the bonus`} tableLabel={`Seat ${seat}: the hand its seven cards made`} hands={hands} chosen={draft.bonuses[seat]} busy={busy} onChoose={(h) => choose(seat, h as BonusHand | null)} labelClass="w-20" />
          ) : null}
        </div>
      ))}
      {withDice ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold text-white" data-testid="results-dice-label">
            {results ? "Settle: tap the dice total the player-dealer shook" : `Tap the result of ${seatList(missing)}, then the dice total`}
          </p>
          <div role="group" aria-label="The three dice's total: places the action button and settles" className="grid grid-cols-8 gap-1" data-testid="results-dice">
            {DICE_TOTALS.map((t) => (
              <Button key={t} tone={t === 8 || t === 15 ? "banker" : "neutral"} disabled={busy || !results} onClick={() => void settle(t)} className="min-h-12 text-xl" aria-label={`Dice total ${t}: settle`} data-testid={`results-dice-${t}`}>
                {t}
              </Button>
            ))}
          </div>
        </div>
      ) : (
        <Button tone="primary" disabled={busy || !results} onClick={() => void settle()} className="min-h-16 text-xl" data-testid="settle-results">
          {results ? "Settle the round" : `Tap the result of ${seatList(missing)}`}
        </Button>
      )}
    </div>
  );
}

/**
 * The one big next action of a pai gow round, from the server's `next`: a button when the server
 * names a command; otherwise what the dealer enters first (the pile, the dice, a seat's split, the
 * player-dealer's seven cards, or, between rounds, the bank and the deck).
 */
export function PaiGowNextPanel() {
  const { view, run, pending } = usePaiGowDealer();
  const next = view.next;
  const kind: PaiGowStepKind = view.phase === "waiting" || view.phase === "setup" ? setupStepKind(view) : roundStepKind(view);
  const busy = pending !== null;
  const command = bigCommand(view);
  // The piles dealt by hand: the pile the player-dealer points at is the tap that says they are out.
  const pilesByHand = kind === "command" && command?.type === "deal-piles" && view.dealtBy === "hand";
  const undo = view.canUndo && view.phase === "dealing" ? () => void run({ type: "undo-card" }) : null;
  return (
    <section aria-labelledby="next-heading" data-testid="next-action" data-step={kind} className="flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-slate-900 p-4">
      <h2 id="next-heading" className="text-sm font-bold uppercase tracking-wide text-amber-200">
        Next
      </h2>
      {kind === "command" && command && !pilesByHand ? (
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
      <SetupStepForm kind={kind} />
      {pilesByHand ? (
        <p className="font-semibold text-white" data-testid="piles-then-pile">
          Then tap the pile the player-dealer chooses: that records the piles and the action pile.
        </p>
      ) : null}
      {kind === "pile" || pilesByHand ? <PileStep dealFirst={pilesByHand} /> : null}
      {kind === "dice" ? <DiceStep /> : null}
      {kind === "player-dealer" ? <PlayerDealerStep /> : null}
      {kind === "set-hands" ? <SetHandsStep /> : null}
      {kind === "show-cards" ? <ShowCardsStep /> : null}
      {kind === "results" ? <ResultsStep key={view.handNumber} /> : null}
      {undo ? (
        <Button onClick={undo} disabled={busy} data-testid="undo-step" className="min-h-12">
          Undo: {view.undo ?? "the last step"}
        </Button>
      ) : null}
    </section>
  );
}
