"use client";
import { useState, type FormEvent } from "react";
import type { BaccaratDealerView } from "@/lib/domain/table/baccarat/views";
import { Button } from "@/components/ui/Button";
import { dollars, parseDollars } from "@/lib/client/dollars";
import { cardLabel } from "@/lib/client/card-entry";
import { resultWords } from "@/lib/domain/table/baccarat/result-words";
import { useDealer, type AnyDealerView, type DealerCommand } from "./context";
import { ordinal, seatName, sourceName } from "./format";
import { Choice, DollarsField, Panel, inputClass, labelClass } from "./ui";

/**
 * The decks the table's game is dealt with, for the shoe form: the view carries the game's own list
 * (the one `start-shoe` checks), so the tablet holds no game's rules and every game gets its choice.
 */
function deckChoices(view: AnyDealerView): readonly number[] {
  return "deckChoices" in view ? view.deckChoices : [];
}

function decksWords(decks: number): string {
  return decks === 1 ? "One deck" : `${decks} decks`;
}

// ------------------------------------------------------------------------------------------------
// Seats

function SeatEditor({ seat, onDone }: { seat: number; onDone: () => void }) {
  const { view, run, pending } = useDealer();
  const [name, setName] = useState("");
  const current = view.players.find((p) => p.seat === seat)?.name ?? null;
  const isPd = view.playerDealer?.seat === seat;

  async function seatPlayer(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    const answer = await run({ type: "seat-player", seat, name: name.trim() });
    if (answer.ok) onDone();
  }

  if (current) {
    return (
      <div className="rounded-xl border-2 border-amber-300 bg-slate-950 p-4" data-testid="seat-editor">
        <p className="text-lg font-semibold text-white">
          {seatName(view, seat)}
          {isPd ? " · player-dealer" : ""}
        </p>
        <p className="mt-1 text-sm text-slate-200">
          {isPd ? "If the player-dealer leaves, the bank is offered on clockwise." : "The player leaves the table; the seat becomes free."}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            tone="danger"
            disabled={pending !== null}
            onClick={async () => {
              const answer = await run({ type: "unseat-player", seat });
              if (answer.ok) onDone();
            }}
          >
            {current} leaves seat {seat}
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={seatPlayer} className="rounded-xl border-2 border-amber-300 bg-slate-950 p-4" data-testid="seat-editor">
      <label className="block">
        <span className={labelClass}>Player&apos;s name for seat {seat}</span>
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} maxLength={40} autoComplete="off" autoFocus required />
      </label>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" tone="primary" disabled={!name.trim()} busy={pending === "seat-player"}>
          Seat {name.trim() || "the player"} in seat {seat}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}

export function SeatsPanel({ emphasis }: { emphasis: boolean }) {
  const { view } = useDealer();
  const [selected, setSelected] = useState<number | null>(null);
  const offer = view.offer;
  return (
    <Panel id="seats-title" testId="seats" title="Seats" tone={emphasis ? "focus" : "plain"}>
      <p className="mb-2 text-sm text-slate-200">Tap a seat to seat a player or let one leave.</p>
      <ul className="grid grid-cols-4 gap-2">
        {view.players.map((p) => {
          const pd = view.playerDealer?.seat === p.seat;
          const offered = offer?.offeredTo === p.seat;
          const badge = pd ? "Player-dealer" : offered ? "Offered the bank" : offer?.declined.includes(p.seat) ? "Declined the bank" : null;
          return (
            <li key={p.seat}>
              <button
                type="button"
                aria-pressed={selected === p.seat}
                data-testid={`seat-${p.seat}`}
                data-occupied={p.name ? "true" : "false"}
                onClick={() => setSelected(selected === p.seat ? null : p.seat)}
                className={`flex min-h-16 w-full flex-col items-start justify-center rounded-lg border-2 px-3 py-1 text-left ${
                  selected === p.seat ? "border-amber-300" : pd ? "border-emerald-300" : offered ? "border-sky-300" : "border-slate-600"
                } ${p.name ? "bg-slate-800" : "bg-slate-950"}`}
              >
                <span className="text-sm text-slate-200">Seat {p.seat}</span>
                <span className={`max-w-full truncate font-semibold ${p.name ? "text-white" : "text-slate-300"}`}>{p.name ?? "Empty"}</span>
                {badge ? (
                  <span className={`mt-0.5 rounded px-1.5 text-xs font-bold ${pd ? "bg-emerald-300 text-slate-950" : offered ? "bg-sky-300 text-slate-950" : "bg-slate-600 text-white"}`}>{badge}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {selected !== null ? (
        <div className="mt-3">
          <SeatEditor key={selected} seat={selected} onDone={() => setSelected(null)} />
        </div>
      ) : null}
    </Panel>
  );
}

// ------------------------------------------------------------------------------------------------
// The bank

/** An amount form: "Post the bank", "Accept with …". */
export function AmountForm({
  label,
  submitLabel,
  command,
  big,
  testId,
  initial = "",
}: {
  label: string;
  submitLabel: (cents: number | null) => string;
  command: (cents: number) => DealerCommand;
  big?: boolean;
  testId?: string;
  initial?: string;
}) {
  const { run, pending } = useDealer();
  const [text, setText] = useState(initial);
  const cents = parseDollars(text);
  const valid = cents !== null && cents > 0;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || pending) return;
    const answer = await run(command(cents));
    if (answer.ok) setText("");
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-testid={testId}>
      <DollarsField label={label} text={text} onText={setText} ok={valid} />
      {text.trim() !== "" && !valid ? <p className="text-sm font-semibold text-red-200">Type dollars, e.g. 500 or 250.50.</p> : null}
      <Button type="submit" tone={big ? "primary" : "neutral"} big={big} disabled={!valid} busy={pending !== null} className={big ? "w-full" : ""}>
        {submitLabel(valid ? cents : null)}
      </Button>
    </form>
  );
}

export function BankPanel() {
  const { view, run, pending } = useDealer();
  const [firstSeat, setFirstSeat] = useState<string>("");
  const phase = view.rotation.phase;
  const seated = view.players.filter((p) => p.name !== null).map((p) => p.seat);
  const pd = view.playerDealer;
  return (
    <Panel id="bank-title" testId="bank-panel" title="The bank">
      {phase === "banking" && pd ? (
        <div className="flex flex-col gap-3">
          <p className="text-slate-100" data-testid="bank-status">
            <strong className="text-white">{seatName(view, pd.seat)}</strong> holds the bank
            {pd.bankHand ? `; the next hand is their ${ordinal(pd.bankHand)} bank hand` : ""}. Bank: <strong className="text-white">{view.bank !== null ? dollars(view.bank) : "not posted"}</strong>.
          </p>
          {view.bank ? (
            <AmountForm label="Post or top up the bank: the new bank in dollars" submitLabel={(c) => (c ? `Post the bank: ${dollars(c)}` : "Post the bank")} command={(c) => ({ type: "post-bank", bank: c })} testId="top-up" />
          ) : null}
          <Button disabled={pending !== null} onClick={() => void run({ type: "pass-bank" })}>
            {seatName(view, pd.seat)} passes the bank
          </Button>
        </div>
      ) : phase === "offering" && view.offer ? (
        <p className="text-slate-100" data-testid="bank-status">
          The bank is offered to <strong className="text-white">{seatName(view, view.offer.offeredTo)}</strong>.
          {view.offer.declined.length ? ` Declined: ${view.offer.declined.map((s) => `seat ${s}`).join(", ")}.` : ""}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {phase === "broken" ? (
            <p className="rounded-md border border-amber-300 bg-amber-950 px-3 py-2 font-semibold text-amber-50" data-testid="game-broken" role="status">
              Game broken: nobody accepted the bank. Offer it again when a player will bank.
            </p>
          ) : (
            <p className="text-slate-100" data-testid="bank-status">
              Nobody holds the bank.
            </p>
          )}
          {seated.length > 0 ? (
            <div className="flex flex-wrap items-end gap-2">
              <label className="block">
                <span className={labelClass}>Offer first to</span>
                <select className={`${inputClass} w-48`} value={firstSeat} onChange={(e) => setFirstSeat(e.target.value)}>
                  <option value="">Seat 1, clockwise</option>
                  {seated.map((s) => (
                    <option key={s} value={String(s)}>
                      {seatName(view, s)}
                    </option>
                  ))}
                </select>
              </label>
              <Button disabled={pending !== null} onClick={() => void run({ type: "open-bank", ...(firstSeat ? { firstSeat: Number(firstSeat) } : {}) })}>
                Offer the bank{firstSeat ? ` from seat ${firstSeat}` : ""}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Panel>
  );
}

/** The rotation prompt: who is offered the bank, their answer. Lives in the next-action panel. */
export function OfferPrompt() {
  const { view, run, pending } = useDealer();
  const offer = view.offer;
  if (!offer) return null;
  const seat = offer.offeredTo;
  return (
    <div className="flex flex-col gap-3" data-testid="offer">
      <p className="text-lg text-slate-100">
        Offer the bank to <strong className="text-white">{seatName(view, seat)}</strong>. They bank up to two hands in a row; this would be their 1st bank hand.
      </p>
      {"skipped" in offer && offer.skipped?.length ? (
        <p className="text-sm text-amber-100" data-testid="offer-skipped">
          {offer.skipped.map((s) => `Not seat ${s.seat}: ${s.why}.`).join(" ")} The offer goes on to {seatName(view, seat)}.
        </p>
      ) : null}
      {offer.declined.length ? (
        <p className="text-sm text-slate-200" data-testid="declined">
          Declined so far: {offer.declined.map((s) => seatName(view, s)).join(", ")}. If every eligible player declines, the game is broken.
        </p>
      ) : null}
      <AmountForm label={`Bank posted by seat ${seat}, in dollars`} submitLabel={(c) => (c ? `Seat ${seat} banks ${dollars(c)}` : `Seat ${seat} accepts the bank`)} command={(c) => ({ type: "accept-bank", seat, bank: c })} big testId="accept-bank" />
      <Button tone="neutral" className="min-h-14 text-lg" disabled={pending !== null} onClick={() => void run({ type: "decline-bank", seat })}>
        Seat {seat} declines
      </Button>
    </div>
  );
}

// ------------------------------------------------------------------------------------------------
// The shoe

const SOURCES = [
  { id: "dealer", name: "Dealer entry", hint: "You enter each card as you deal it." },
  { id: "reader", name: "Card reader", hint: "The card-reading shoe sends each card; you can still enter one by hand." },
  { id: "server", name: "Server shoe", hint: "The server shuffles and draws (training and demo tables)." },
] as const;

export function ShoeStartForm({ big }: { big: boolean }) {
  const { view, run, pending } = useDealer();
  const [source, setSource] = useState<"dealer" | "reader" | "server">("dealer");
  const [decks, setDecks] = useState("");
  const options = deckChoices(view);
  return (
    <form
      className="flex flex-col gap-3"
      data-testid="start-shoe"
      onSubmit={(e) => {
        e.preventDefault();
        void run({ type: "start-shoe", source, ...(decks ? { decks: Number(decks) } : {}) });
      }}
    >
      <div role="group" aria-label="Where the cards come from" className="flex flex-wrap gap-2">
        {SOURCES.map((s) => (
          <Choice key={s.id} pressed={source === s.id} onClick={() => setSource(s.id)}>
            {s.name}
          </Choice>
        ))}
      </div>
      <p className="text-sm text-slate-200">{SOURCES.find((s) => s.id === source)?.hint}</p>
      {options.length > 1 ? (
        <label className="block">
          <span className={labelClass}>Decks</span>
          <select className={`${inputClass} w-48`} value={decks} onChange={(e) => setDecks(e.target.value)}>
            <option value="">The table&apos;s setting</option>
            {options.map((d) => (
              <option key={d} value={String(d)}>
                {decksWords(d)}
              </option>
            ))}
          </select>
        </label>
      ) : options.length === 1 ? (
        <p className="text-sm text-slate-200">{decksWords(options[0]!)}, as filed for this game.</p>
      ) : null}
      <Button type="submit" tone={big ? "primary" : "neutral"} big={big} busy={pending === "start-shoe"} disabled={pending !== null} className={big ? "w-full" : ""}>
        Start the shoe
      </Button>
    </form>
  );
}

export function ShoePanel({ showStart }: { showStart: boolean }) {
  const { view, run, pending } = useDealer();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const shoe = view.shoeInfo;
  return (
    <Panel id="shoe-title" testId="shoe" title="The shoe">
      {shoe ? (
        <div className="flex flex-col gap-3">
          <p className="text-slate-100" data-testid="shoe-status">
            {sourceName(shoe.source)[0]!.toUpperCase() + sourceName(shoe.source).slice(1)} · {shoe.cardsRemaining} cards left · {view.shoe?.hands ?? 0} {view.shoe?.hands === 1 ? "hand" : "hands"} this shoe
            {shoe.cutCardOut ? <strong className="ml-2 text-amber-200">The cut card is out.</strong> : null}
          </p>
          <div className="flex flex-wrap gap-2">
            {shoe.source === "server" ? (
              <Button disabled={pending !== null} onClick={() => void run({ type: "burn-cards" })}>
                Burn cards
              </Button>
            ) : null}
            {confirmEnd ? (
              <>
                <Button
                  tone="danger"
                  disabled={pending !== null}
                  onClick={async () => {
                    const answer = await run({ type: "end-shoe" });
                    if (answer.ok) setConfirmEnd(false);
                  }}
                >
                  Yes, end this shoe
                </Button>
                <Button onClick={() => setConfirmEnd(false)}>Keep the shoe</Button>
              </>
            ) : (
              <Button disabled={pending !== null} onClick={() => setConfirmEnd(true)}>
                End the shoe
              </Button>
            )}
          </div>
          {shoe.source !== "server" ? <p className="text-sm text-slate-200">Burn cards at the table as usual: a hand-dealt shoe records no burn.</p> : null}
        </div>
      ) : showStart ? (
        <ShoeStartForm big={false} />
      ) : (
        <p className="text-slate-100">No shoe in play. The next step shows how to start one.</p>
      )}
    </Panel>
  );
}

// ------------------------------------------------------------------------------------------------
// The last hand

export function LastRound({ view }: { view: BaccaratDealerView }) {
  const last = view.lastRound;
  if (!last) return null;
  // One score order everywhere: the winner's total first ("Banker wins 8 to 2").
  const score = resultWords(last.winner, last.playerTotal, last.bankerTotal, view.handNames);
  return (
    <Panel id="last-title" testId="last-round" title={`Last hand: #${last.handNumber}`}>
      <p className="text-slate-100" data-testid="last-result" data-winner={last.winner}>
        <strong className="text-white">{score}</strong>
        {last.markers.length ? ` · ${last.markers.join(", ")}` : ""}
        {last.voided ? " · voided" : ""}
      </p>
      <p className="mt-1 text-slate-200">
        {view.handNames.player}: {last.player.map(cardLabel).join(" ")} · {view.handNames.banker}: {last.banker.map(cardLabel).join(" ")}
      </p>
      <p className="mt-1 text-slate-200">
        Bank {dollars(last.bankBefore)} → <strong className="text-white" data-testid="last-bank-after">{dollars(last.bankAfter)}</strong> (seat {last.playerDealerSeat}) · action seat {last.actionSeat}
      </p>
    </Panel>
  );
}
