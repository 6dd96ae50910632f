"use client";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { dollars, parseDollars } from "@/lib/client/dollars";
import { editingText } from "../keys";
import { BigButton } from "../NextParts";
import { Choice, DollarsField, inputClass, labelClass } from "../ui";
import { awardCommand, awardLabel, contenders, needsPotAnswer, potAmounts, potName, type AwardDraft } from "./format";
import { viewCommand } from "../context";
import { usePokerDealer } from "./use-poker-dealer";

type Extras = Record<string, unknown>;

/** Seats as toggles: who is dealt in, who saw the flop. */
function SeatToggles({ label, seats, chosen, onChange, testId }: { label: string; seats: readonly number[]; chosen: readonly number[]; onChange: (next: number[]) => void; testId: string }) {
  return (
    <fieldset data-testid={testId}>
      <legend className={labelClass}>{label}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {seats.map((s) => (
          <Choice key={s} pressed={chosen.includes(s)} onClick={() => onChange(chosen.includes(s) ? chosen.filter((x) => x !== s) : [...chosen, s].sort((a, b) => a - b))} label={`Seat ${s}`} testId={`${testId}-${s}`}>
            {s}
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}

/** What the deal may change: who is dealt in, the straddle, a voluntary kill, a required kill not posted. */
function DealOptions({ onChange }: { onChange: (extras: Extras) => void }) {
  const { view } = usePokerDealer();
  const plan = view.plan!;
  const playing = view.players.filter((p) => p.status === "seated").map((p) => p.seat);
  const [dealtIn, setDealtIn] = useState<number[]>([...plan.dealtIn].sort((a, b) => a - b));
  const [straddle, setStraddle] = useState(false);
  const [killer, setKiller] = useState<number | null>(null);
  const [stack, setStack] = useState("");
  const [notPosted, setNotPosted] = useState(false);
  useEffect(() => {
    const same = dealtIn.length === plan.dealtIn.length && dealtIn.every((s) => plan.dealtIn.includes(s));
    const stackCents = parseDollars(stack);
    onChange({
      ...(same ? {} : { dealtIn }),
      ...(straddle && plan.straddleSeat !== null ? { straddle: plan.straddleSeat } : {}),
      ...(killer !== null && stackCents !== null ? { voluntaryKill: { seat: killer, stackCents } } : {}),
      ...(notPosted ? { requiredKill: "not-posted" } : {}),
    });
  }, [dealtIn, straddle, killer, stack, notPosted, plan, onChange]);
  return (
    <details className="rounded-lg border border-slate-600 p-3" data-testid="deal-options">
      <summary className="cursor-pointer font-semibold text-slate-100">Change the deal (players out, straddle, kill)</summary>
      <div className="mt-2 flex flex-col gap-3">
        <SeatToggles label="Dealt in" seats={playing} chosen={dealtIn} onChange={setDealtIn} testId="dealt-in" />
        {plan.straddleSeat !== null ? (
          <Choice pressed={straddle} onClick={() => setStraddle(!straddle)} testId="straddle">
            Seat {plan.straddleSeat} posts a live straddle
          </Choice>
        ) : null}
        {plan.requiredKill ? (
          <Choice pressed={notPosted} onClick={() => setNotPosted(!notPosted)} testId="kill-not-posted">
            Seat {plan.requiredKill.seat} did not post the kill
          </Choice>
        ) : null}
        {plan.killBlindCents !== null && !plan.requiredKill ? (
          <div className="flex flex-col gap-2">
            <p className={labelClass}>
              Voluntary kill: kill blind {dollars(plan.killBlindCents)}, the killer shows at least {dollars(plan.voluntaryKillStackCents ?? 0)} in chips
            </p>
            <div className="flex flex-wrap gap-2">
              {dealtIn.map((s) => (
                <Choice key={s} pressed={killer === s} onClick={() => setKiller(killer === s ? null : s)} testId={`voluntary-kill-${s}`} label={`Seat ${s} kills`}>
                  {s}
                </Choice>
              ))}
            </div>
            {killer !== null ? (
              <DollarsField label={`Seat ${killer}'s chips, in dollars`} text={stack} onText={setStack} ok={parseDollars(stack) !== null} testId="kill-stack" />
            ) : null}
          </div>
        ) : null}
      </div>
    </details>
  );
}

/** The winners: one tap per winner in a plain pot; hi/lo halves, splits and side pots when needed; the pot's size when a scoop could kill. */
function AwardForm({ folded }: { folded: boolean }) {
  const { view, run, pending } = usePokerDealer();
  const seats = contenders(view);
  const [draft, setDraft] = useState<AwardDraft>({ pots: [{ high: [], low: [] }], potCents: null, killSizedPot: null });
  const [advanced, setAdvanced] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [potText, setPotText] = useState("");
  // The pot as counted, if the dealer enters it: kept with the hand and shown with the winner.
  const [countedText, setCountedText] = useState("");
  const counted = parseDollars(countedText);
  // With side pots, each pot's amount as counted (optional: every pot or none).
  const [potTexts, setPotTexts] = useState<string[]>([]);
  const sidePots = draft.pots.length > 1;
  const amounts = potAmounts(draft.pots.map((_, i) => potTexts[i] ?? ""));
  const busy = pending !== null;
  const send = (d: AwardDraft) => void run(awardCommand(d));
  const withCounted = (d: AwardDraft): AwardDraft => (counted !== null && d.potCents === null ? { ...d, potCents: counted } : d);
  const tapWinner = (seat: number) => {
    const d: AwardDraft = withCounted({ ...draft, pots: [{ high: [seat], low: [] }], potsCents: null });
    if (needsPotAnswer(view, d)) {
      setDraft(d);
      setSubmitted(true);
    } else send(d);
  };
  // Keyboard: the seat number wins the pot (0 is seat 10).
  useEffect(() => {
    if (advanced || (view.hiLo && !folded)) return;
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target) || !/^[0-9]$/.test(event.key)) return;
      const seat = event.key === "0" ? 10 : Number(event.key);
      if (!seats.includes(seat)) return;
      event.preventDefault();
      tapWinner(seat);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  const asking = submitted && needsPotAnswer(view, draft);
  if (asking) {
    const threshold = view.killAsk!.thresholdCents;
    const submit = (e: FormEvent) => {
      e.preventDefault();
      const cents = parseDollars(potText);
      if (cents !== null) send({ ...draft, potCents: cents });
    };
    return (
      <div className="flex flex-col gap-3 rounded-lg border-2 border-amber-300 p-3" data-testid="kill-ask">
        <p className="text-lg font-semibold text-white">
          {awardLabel(draft)}. Was the pot at least {dollars(threshold)}? A scoop that size kills the next hand.
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button tone="primary" disabled={busy} onClick={() => send({ ...draft, killSizedPot: true })} data-testid="kill-sized-yes">
            Yes, {dollars(threshold)} or more
          </Button>
          <Button disabled={busy} onClick={() => send({ ...draft, killSizedPot: false })} data-testid="kill-sized-no">
            No, less
          </Button>
        </div>
        <form onSubmit={submit} className="flex items-end gap-2">
          <DollarsField className="block flex-1" label="Or enter the pot, in dollars" text={potText} onText={setPotText} ok={parseDollars(potText) !== null} />
          <Button type="submit" disabled={busy || parseDollars(potText) === null}>
            Enter
          </Button>
        </form>
        <Button onClick={() => setSubmitted(false)}>Back</Button>
      </div>
    );
  }

  // Before the flop everyone folded to one player, who takes the pot alone; a plain pot goes to one winner in one tap.
  if (folded || (!advanced && !view.hiLo)) {
    return (
      <div className="flex flex-col gap-2" data-testid="award">
        <p className={labelClass}>{folded ? "Everyone else folded: the pot goes to (or type the seat number)" : "The winner takes the pot (or type the seat number)"}</p>
        <PotCounted value={countedText} onChange={setCountedText} />
        <div className="grid grid-cols-3 gap-2">
          {seats.map((s) => (
            <button
              key={s}
              type="button"
              disabled={busy}
              onClick={() => tapWinner(s)}
              data-testid={`winner-${s}`}
              className="min-h-16 whitespace-nowrap rounded-lg bg-emerald-600 px-2 text-2xl font-bold text-white hover:bg-emerald-500 disabled:cursor-not-allowed disabled:opacity-50"
            >
              Seat {s}
            </button>
          ))}
        </div>
        {folded ? null : (
          <Button onClick={() => setAdvanced(true)} data-testid="split-pot">
            Split pot or side pots…
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3" data-testid="award">
      {draft.pots.map((p, i) => (
        <div key={i} className="flex flex-col gap-2 rounded-lg border border-slate-600 p-3" data-testid={`pot-${i}`}>
          <p className="font-semibold text-white">{potName(i)}</p>
          <SeatToggles label={view.hiLo ? "High" : "Winner(s)"} seats={seats} chosen={p.high} onChange={(high) => setDraft({ ...draft, pots: draft.pots.map((q, j) => (j === i ? { ...q, high } : q)) })} testId={`pot-${i}-high`} />
          {view.hiLo ? (
            <SeatToggles label="Low (none: no qualifying low)" seats={seats} chosen={p.low} onChange={(low) => setDraft({ ...draft, pots: draft.pots.map((q, j) => (j === i ? { ...q, low } : q)) })} testId={`pot-${i}-low`} />
          ) : null}
          {sidePots ? (
            <DollarsField
              label={`${potName(i)} (optional), in dollars`}
              text={potTexts[i] ?? ""}
              onText={(text) => setPotTexts(draft.pots.map((_, j) => (j === i ? text : (potTexts[j] ?? ""))))}
              ok={parseDollars(potTexts[i] ?? "") !== null}
              testId={`pot-${i}-amount`}
            />
          ) : null}
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDraft({ ...draft, pots: [...draft.pots, { high: [], low: [] }] })} data-testid="add-side-pot">
          Add a side pot
        </Button>
        {!view.hiLo ? <Button onClick={() => setAdvanced(false)}>One winner</Button> : null}
      </div>
      {sidePots ? (
        amounts.ok ? (
          <p className="text-sm text-slate-300">Each pot&apos;s amount is optional: enter all of them, or none. Split pots are shared by the house&apos;s odd-chip rule.</p>
        ) : (
          <p className="font-semibold text-amber-300" role="alert" data-testid="award-pots-problem">
            {amounts.problem}
          </p>
        )
      ) : (
        <PotCounted value={countedText} onChange={setCountedText} />
      )}
      <Button
        tone="go"
        big
        disabled={busy || draft.pots.some((p) => p.high.length === 0) || (sidePots && !amounts.ok)}
        onClick={() => {
          const d = sidePots ? { ...draft, potCents: null, potsCents: amounts.ok ? amounts.cents : null } : withCounted({ ...draft, potsCents: null });
          if (needsPotAnswer(view, d)) {
            setDraft(d);
            setSubmitted(true);
          } else send(d);
        }}
        data-testid="push-pot"
        className="min-h-16 w-full"
      >
        {awardLabel(draft)}
      </Button>
    </div>
  );
}

/** The pot as counted before it is pushed (optional): the hand's record and the screens say it with the winner. */
function PotCounted({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <DollarsField label="The pot (optional), in dollars" text={value} onText={onChange} ok={parseDollars(value) !== null} testId="award-pot" />
  );
}

/** The first button by cards entered: one face-up card per drawing seat. */
function DrawCards() {
  const { view, run, pending } = usePokerDealer();
  const seats = view.drawSeats ?? [];
  const [cards, setCards] = useState<Record<number, string>>({});
  const ready = seats.every((s) => /^(10|[2-9TJQKA])[SHDC]$/i.test(cards[s] ?? ""));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) void run({ type: "draw-for-button", cards: seats.map((seat) => ({ seat, card: cards[seat]! })) });
  };
  return (
    <details className="rounded-lg border border-slate-600 p-3" data-testid="draw-cards">
      <summary className="cursor-pointer font-semibold text-slate-100">Enter the cards dealt instead</summary>
      <form onSubmit={submit} className="mt-2 grid grid-cols-2 gap-2">
        {seats.map((s) => (
          <label key={s} className="block">
            <span className={labelClass}>Seat {s}</span>
            <input className={inputClass} value={cards[s] ?? ""} placeholder="e.g. KH" maxLength={3} autoComplete="off" onChange={(e) => setCards({ ...cards, [s]: e.target.value.toUpperCase() })} />
          </label>
        ))}
        <Button type="submit" tone="primary" disabled={!ready || pending !== null} className="col-span-2">
          Record the draw
        </Button>
      </form>
    </details>
  );
}

/** The big button of the step, with what the step may add to it (the deal's changes, the players at the flop, the pot). */
function StepBody() {
  const { view, run, pending } = usePokerDealer();
  const next = view.next;
  const busy = pending !== null;
  const [extras, setExtras] = useState<Extras>({});
  const [flopPlayers, setFlopPlayers] = useState<number[] | null>(null);
  const [potText, setPotText] = useState("");
  const potCents = parseDollars(potText);
  const command = next.command;
  const withExtras = () => {
    if (!command) return null;
    const args = next.args ?? {};
    if (next.step === "deal") return viewCommand(command, { ...args, ...extras });
    if (next.step === "flop-or-winner" && view.flopNamesPlayers) return viewCommand(command, { ...args, players: flopPlayers ?? view.hand?.dealtIn ?? [] });
    if (next.step === "take-drop" && potCents !== null) return viewCommand(command, { ...args, potCents });
    return viewCommand(command, args);
  };
  return (
    <>
      {command ? (
        <BigButton label={next.label} busy={busy} onClick={() => void run(withExtras()!)} />
      ) : (
        <p className="text-2xl font-bold leading-tight text-white" data-testid="next-label">
          {next.label}
        </p>
      )}
      <p className="text-slate-100" data-testid="next-hint">
        {next.hint}
      </p>
      {next.step === "draw-for-button" ? <DrawCards /> : null}
      {next.step === "deal" && view.plan ? <DealOptions key={view.plan.handNumber} onChange={setExtras} /> : null}
      {next.step === "flop-or-winner" && view.flopNamesPlayers ? (
        <SeatToggles label="Players who saw the flop" seats={view.hand?.dealtIn ?? []} chosen={flopPlayers ?? view.hand?.dealtIn ?? []} onChange={setFlopPlayers} testId="flop-players" />
      ) : null}
      {next.step === "take-drop" ? (
        <DollarsField label="The pot, if smaller than the drop (optional), in dollars" text={potText} onText={setPotText} ok={parseDollars(potText) !== null} testId="drop-pot" />
      ) : null}
      {next.step === "flop-or-winner" || next.step === "award" ? <AwardForm folded={next.step === "flop-or-winner" && view.time === null} /> : null}
    </>
  );
}

/**
 * The one big next action of a poker table, from the server's `next`: a button when the server
 * names a command (start the clock, draw for the button, deal, flop, take the drop, collect time),
 * the winner's seats when the pot is to be pushed.
 */
export function PokerNextPanel() {
  const { view, run, pending } = usePokerDealer();
  const next = view.next;
  const busy = pending !== null;
  // Each step starts with its own fresh entries.
  const stepKey = `${view.handNumber}-${view.hand?.number ?? "none"}-${next.step}-${next.label}`;
  return (
    <section aria-labelledby="next-heading" data-testid="next-action" data-step={next.step} className="flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-slate-900 p-4">
      <h2 id="next-heading" className="text-sm font-bold uppercase tracking-wide text-amber-200">
        Next
      </h2>
      <StepBody key={stepKey} />
      <div className="flex flex-wrap gap-2">
        {view.canUndo ? (
          <Button onClick={() => void run({ type: "undo-step" })} disabled={busy} data-testid="undo-step">
            Take back the flop
          </Button>
        ) : null}
        {view.hand !== null && view.hand.dropCents === null ? (
          <Button tone="danger" onClick={() => void run({ type: "misdeal" })} disabled={busy} data-testid="misdeal">
            Misdeal
          </Button>
        ) : null}
      </div>
    </section>
  );
}
