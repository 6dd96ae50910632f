"use client";
/**
 * The floor's corrections of a live table, as one form: what to correct, why (always asked: it goes
 * into the audit trail), the card for a card correction, and on the dealer tablet the supervisor's
 * own username and password (their approval on the spot). The table's rules decide: a correction
 * they forbid comes back refused in words and is shown here.
 */
import { useId, useState, type FormEvent } from "react";
import type { CommandAnswer } from "@/lib/client/kept-command";
import type { AnyCorrection, CorrectionOf } from "@/lib/contract/corrections";
import type { GameFamily } from "@/lib/domain/table/families";
import { ApproverFields } from "./ApproverFields";
import { AwardFields } from "./AwardFields";
import { CardFields } from "./CardFields";
import { CorrectionChoices } from "./CorrectionChoices";
import { DecisionFields } from "./DecisionFields";
import { HandFields } from "./HandFields";
import { TileFields } from "./TileFields";
import { AWARD_WINDOW, WHAT, type CorrectableView } from "./correction-offers";
import { keptCorrection } from "./kept-correction";
import { useCorrectionDraft } from "./useCorrectionDraft";

/** The form for a table of family `F`: it sends only corrections that family takes (the view's `family`). */
export function CorrectionForm<F extends GameFamily>({
  view,
  approval,
  submit,
  onDone,
}: {
  view: CorrectableView & { readonly family: F };
  /** On the tablet: a supervisor types their username and password to approve. */
  approval: boolean;
  /** `commandId`: the same for a correction sent again after an answer that did not say whether it was applied. */
  submit: (correction: CorrectionOf<F>, approver: { username: string; password: string } | null, commandId: string) => Promise<CommandAnswer>;
  onDone?: () => void;
}) {
  const ids = useId();
  const draft = useCorrectionDraft(view);
  const { type } = draft;
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  // A correction whose outcome is unknown is asked again with the same id until the answer is
  // definite, kept per table so that closing and opening the form again does not lose it.
  const keeper = keptCorrection(view.tableId);
  const [unanswered, setUnanswered] = useState<AnyCorrection | null>(keeper.pending);
  const approverMissing = approval && (!username.trim() || !password) ? "The supervisor enters their username and password to approve." : null;
  // A correction sent again needs only the approval; a new one its own fields first.
  const missing = unanswered ? approverMissing : (draft.missing ?? approverMissing);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (missing || busy || (!type && !keeper.pending)) return;
    setBusy(true);
    setAnswer(null);
    const typed: AnyCorrection | null = type ? draft.built(type) : null;
    const { id, command: correction } = keeper.next(keeper.pending ?? typed!);
    // correctionsFor offers only what the view's family takes (correction-offers.test checks every family's offers against its schema).
    const result = await submit(correction as CorrectionOf<F>, approval ? { username: username.trim(), password } : null, id);
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
      draft.clear();
      onDone?.();
    } else setAnswer({ ok: false, message: result.message });
  }

  const locked = unanswered !== null;
  return (
    <form onSubmit={send} className="flex flex-col gap-3" data-testid="correction-form" aria-describedby={`${ids}-answer`}>
      <CorrectionChoices name={`${ids}-type`} handNumber={view.handNumber} choices={draft.choices} lastRound={draft.lastRound} type={type} disabled={locked} onPick={draft.pick} />
      {type === "correct-card" ? <CardFields {...draft.card} disabled={locked} /> : null}
      {type === "correct-tile" ? <TileFields {...draft.tile} disabled={locked} /> : null}
      {type === "correct-decision" ? <DecisionFields {...draft.decision} disabled={locked} /> : null}
      {type === "correct-hand" ? <HandFields {...draft.hand} disabled={locked} /> : null}
      {type === "correct-award" && draft.award.last ? <AwardFields last={draft.award.last} awardTo={draft.award.awardTo} hiLo={view.hiLo} disabled={locked} onPots={draft.award.setPots} potTexts={draft.award.potTexts} onPotTexts={draft.award.setPotTexts} /> : null}
      {view.correctable === false && view.lastHandRecord && view.phase === "waiting" ? (
        <p className="text-sm text-slate-300" data-testid="award-closed">
          Hand #{view.lastHandRecord.handNumber}&apos;s award can no longer be corrected here: {AWARD_WINDOW.charAt(0).toLowerCase()}
          {AWARD_WINDOW.slice(1)}
        </p>
      ) : null}
      <label className="block text-sm font-medium text-slate-200">
        Why (for the audit trail)
        <input className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={draft.reason} onChange={(e) => draft.setReason(e.target.value)} disabled={locked} maxLength={500} data-testid="correction-reason" autoComplete="off" />
      </label>
      {approval ? <ApproverFields username={username} password={password} onUsername={setUsername} onPassword={setPassword} /> : null}
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
