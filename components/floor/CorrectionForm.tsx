"use client";
/**
 * The floor's corrections of a live table, as one form: what to correct, why (always asked: it goes
 * into the audit trail), the card for a card correction, and on the dealer tablet the supervisor's
 * own username and password (their approval on the spot). The table's rules decide: a correction
 * they forbid comes back refused in words and is shown here.
 */
import { useId, useState, type FormEvent } from "react";
import { KeptCommand, type CommandAnswer } from "@/lib/client/kept-command";
import { cardLabel, parseTypedCard } from "@/lib/client/card-entry";
import type { DealtCard } from "@/lib/domain/table/common/views";

export type CorrectionType = "pause-table" | "resume-table" | "void-round" | "declare-misdeal" | "correct-card" | "reopen-betting" | "undo-settlement-line";

/** What a correction form reads of a table (the dealer's or the supervisor's view of any family). */
export interface CorrectableView {
  readonly tableId: string;
  readonly status: string;
  readonly phase: string;
  readonly handNumber: number;
  readonly settlement?: { readonly settledLines: number } | null;
  readonly dealtCards?: readonly DealtCard[];
}

export interface Correction {
  readonly type: CorrectionType;
  readonly reason: string;
  readonly index?: number;
  readonly card?: string;
}

const WHAT: Record<CorrectionType, { title: string; detail: string }> = {
  "pause-table": { title: "Pause the table", detail: "Nothing can be dealt or bet until the floor resumes it." },
  "resume-table": { title: "Resume the table", detail: "The dealer carries on from where the table stopped." },
  "void-round": { title: "Void the round", detail: "Every wager goes back and the fees are reversed; the hand counts for the bank." },
  "declare-misdeal": { title: "Misdeal", detail: "The cards dealt come off the table; the wagers and fees stand and the hand is dealt again." },
  "correct-card": { title: "Correct a card", detail: "A card entered wrong is replaced; the hand plays on from the corrected cards." },
  "reopen-betting": { title: "Reopen betting", detail: "Only before the first card: the fees are reversed and fixed again at no more bets." },
  "undo-settlement-line": { title: "Undo a settlement line", detail: "The last line marked done is to do again (money goes back first)." },
};

const KEPT = new Map<string, KeptCommand<Correction>>();

/** The table's correction whose answer did not say whether it was applied, if any, with its id. */
function keptCorrection(tableId: string): KeptCommand<Correction> {
  let kept = KEPT.get(tableId);
  if (!kept) KEPT.set(tableId, (kept = new KeptCommand<Correction>()));
  return kept;
}

/** The corrections that apply to the table now, in the order a supervisor reaches for them. */
export function correctionsFor(view: CorrectableView): CorrectionType[] {
  const out: CorrectionType[] = [view.status === "paused" ? "resume-table" : "pause-table"];
  const cards = (view.dealtCards ?? []).length > 0;
  if (view.phase === "betting" || view.phase === "dealing" || view.phase === "settling") out.push("void-round");
  if (view.phase === "dealing" && cards) out.push("declare-misdeal");
  if ((view.phase === "dealing" || view.phase === "settling") && cards) out.push("correct-card");
  if (view.phase === "dealing" && !cards) out.push("reopen-betting");
  if (view.phase === "settling" && (view.settlement?.settledLines ?? 0) > 0) out.push("undo-settlement-line");
  return out;
}

export function CorrectionForm({
  view,
  approval,
  submit,
  onDone,
}: {
  view: CorrectableView;
  /** On the tablet: a supervisor types their username and password to approve. */
  approval: boolean;
  /** `commandId`: the same for a correction sent again after an answer that did not say whether it was applied. */
  submit: (correction: Correction, approver: { username: string; password: string } | null, commandId: string) => Promise<CommandAnswer>;
  onDone?: () => void;
}) {
  const ids = useId();
  const choices = correctionsFor(view);
  const [picked, setPicked] = useState<CorrectionType | null>(null);
  const type = picked && choices.includes(picked) ? picked : null;
  const [reason, setReason] = useState("");
  const [index, setIndex] = useState<string>("");
  const [cardText, setCardText] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  // A correction whose outcome is unknown is asked again with the same id until the answer is
  // definite, kept per table so that closing and opening the form again does not lose it.
  const keeper = keptCorrection(view.tableId);
  const [unanswered, setUnanswered] = useState<Correction | null>(keeper.pending);
  const card = cardText.trim() ? parseTypedCard(cardText) : null;
  const readable = (view.dealtCards ?? []).filter((c) => c.card !== "face-down");
  const approverMissing = approval && (!username.trim() || !password) ? "The supervisor enters their username and password to approve." : null;
  const missing = unanswered
    ? approverMissing
    : type === null
      ? "Choose what to correct."
      : reason.trim().length < 3
        ? "Say why, in a few words: the reason goes into the audit trail."
        : type === "correct-card" && index === ""
          ? "Choose the card to correct."
          : type === "correct-card" && !card
            ? "Type the right card, e.g. 9C or 10H."
            : approverMissing;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (missing || busy || (!type && !keeper.pending)) return;
    setBusy(true);
    setAnswer(null);
    const typed: Correction | null = type ? { type, reason: reason.trim(), ...(type === "correct-card" ? { index: Number(index), card: card! } : {}) } : null;
    const { id, command: correction } = keeper.next(keeper.pending ?? typed!);
    const result = await submit(correction, approval ? { username: username.trim(), password } : null, id);
    const known = keeper.settle(result);
    setUnanswered(keeper.pending);
    setBusy(false);
    setPassword("");
    if (!known) {
      setAnswer({
        ok: false,
        message: `${WHAT[correction.type].title}: ${result.ok ? "" : result.message} It may or may not have been done. Send it again: it is asked with the same request, so it is never done twice.`,
      });
    } else if (result.ok) {
      setAnswer({ ok: true, message: `${WHAT[correction.type].title}: done, recorded with the reason.` });
      setPicked(null);
      setReason("");
      setIndex("");
      setCardText("");
      onDone?.();
    } else setAnswer({ ok: false, message: result.message });
  }

  return (
    <form onSubmit={send} className="flex flex-col gap-3" data-testid="correction-form" aria-describedby={`${ids}-answer`}>
      <fieldset disabled={unanswered !== null}>
        <legend className="text-base font-semibold text-white">What to correct, hand #{view.handNumber}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {choices.map((c) => (
            <label key={c} className={`flex min-h-14 cursor-pointer gap-3 rounded-lg border-2 p-3 ${type === c ? "border-amber-300 bg-amber-300/10" : "border-slate-600 bg-slate-800"}`} data-testid={`correction-${c}`}>
              <input type="radio" name={`${ids}-type`} value={c} checked={type === c} onChange={() => setPicked(c)} className="mt-1 h-5 w-5" />
              <span>
                <span className="block font-semibold text-white">{WHAT[c].title}</span>
                <span className="block text-sm text-slate-200">{WHAT[c].detail}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {type === "correct-card" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-medium text-slate-200">
            The card entered wrong
            <select className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={index} onChange={(e) => setIndex(e.target.value)} disabled={unanswered !== null} data-testid="correction-card-index">
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
              onChange={(e) => setCardText(e.target.value)}
              disabled={unanswered !== null}
              autoComplete="off"
              data-testid="correction-card"
              aria-invalid={cardText.trim() !== "" && !card ? true : undefined}
            />
            {card ? <span className="mt-1 block text-white">{cardLabel(card)}</span> : null}
          </label>
        </div>
      ) : null}
      <label className="block text-sm font-medium text-slate-200">
        Why (for the audit trail)
        <input className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={reason} onChange={(e) => setReason(e.target.value)} disabled={unanswered !== null} maxLength={500} data-testid="correction-reason" autoComplete="off" />
      </label>
      {approval ? (
        <fieldset className="grid gap-3 rounded-lg border border-amber-300 p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-amber-100">Supervisor&apos;s approval</legend>
          <label className="block text-sm font-medium text-slate-200">
            Supervisor&apos;s username
            <input className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" autoCapitalize="none" data-testid="approver-username" />
          </label>
          <label className="block text-sm font-medium text-slate-200">
            Password
            <input type="password" className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" data-testid="approver-password" />
          </label>
        </fieldset>
      ) : null}
      {missing && type !== null ? <p className="text-sm text-amber-100">{missing}</p> : null}
      <button
        type="submit"
        disabled={missing !== null || busy}
        aria-busy={busy || undefined}
        className="min-h-14 rounded-lg bg-amber-400 px-6 text-lg font-semibold text-slate-950 hover:bg-amber-300 disabled:cursor-not-allowed disabled:opacity-50"
        data-testid="correction-submit"
      >
        {unanswered ? `Send again: ${WHAT[unanswered.type].title}` : type ? `${approval ? "Supervisor approves: " : ""}${WHAT[type].title}` : "Correct"}
      </button>
      <p id={`${ids}-answer`} role={answer && !answer.ok ? "alert" : "status"} aria-live="polite" data-testid="correction-answer" data-ok={answer ? String(answer.ok) : undefined} className={answer ? (answer.ok ? "text-emerald-200" : "rounded-md border border-red-400 bg-red-950 px-3 py-2 text-red-50") : "sr-only"}>
        {answer?.message ?? ""}
      </p>
    </form>
  );
}
