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
import type { DealtCard, HandSettingView, RecordedDecisionView } from "@/lib/domain/table/common/views";

export type CorrectionType = "pause-table" | "resume-table" | "void-round" | "declare-misdeal" | "correct-card" | "correct-decision" | "correct-hand" | "reopen-betting" | "undo-settlement-line" | "correct-award";

/** A pot's winners as the award names them: the high hand(s) and, in hi/lo, the low hand(s). */
export interface PotWinners {
  readonly high: readonly number[];
  readonly low?: readonly number[];
}

/** What a correction form reads of a table (the dealer's or the supervisor's view of any family). */
export interface CorrectableView {
  readonly tableId: string;
  readonly status: string;
  readonly phase: string;
  readonly handNumber: number;
  readonly settlement?: { readonly settledLines: number } | null;
  readonly dealtCards?: readonly DealtCard[];
  /** The players' decisions on record (the families that correct them) and the others the rules allowed each. */
  readonly decisions?: readonly RecordedDecisionView[];
  /** The seats' hands as set (pai gow poker), for a hand set wrongly. */
  readonly handSettings?: readonly HandSettingView[];
  /** Pai Gow Tiles: the stacks are out (no cards listed, but a misdeal takes them off and betting can no longer reopen). */
  readonly stacksDealt?: boolean;
  /** The family takes the shared floor corrections (misdeal, reopen betting, undo a settlement line). */
  readonly floorCorrections?: true;
  /** Where the family corrects an award (poker): whether the last hand's award may still be corrected. */
  readonly correctable?: boolean;
  /** The last hand as recorded (poker), its pots' winners and the seats dealt in. */
  readonly lastHandRecord?: { readonly handNumber: number; readonly dealtIn: readonly number[]; readonly pots: readonly PotWinners[]; readonly potCents: number | null } | null;
  readonly hiLo?: boolean;
}

export interface Correction {
  readonly type: CorrectionType;
  readonly reason: string;
  readonly index?: number;
  readonly card?: string;
  /** A decision correction's right decision ("hit"). */
  readonly decision?: string;
  /** A hand correction's seat and its hand as the player set it (five behind, two in front). */
  readonly seat?: number;
  readonly split?: { readonly high: readonly string[]; readonly low: readonly string[] };
  readonly pots?: readonly PotWinners[];
  readonly potCents?: number;
}

const WHAT: Record<CorrectionType, { title: string; detail: string }> = {
  "pause-table": { title: "Pause the table", detail: "Nothing can be dealt or bet until the floor resumes it." },
  "resume-table": { title: "Resume the table", detail: "The dealer carries on from where the table stopped." },
  "void-round": { title: "Void the round", detail: "Every wager goes back and the fees are reversed; the hand counts for the bank." },
  "declare-misdeal": { title: "Misdeal", detail: "The cards dealt come off the table; the wagers and fees stand and the hand is dealt again." },
  "correct-card": { title: "Correct a card", detail: "A card entered wrong is replaced; the hand plays on from the corrected cards." },
  "correct-decision": { title: "Correct a decision", detail: "A player's decision tapped wrong (Double for Hit, Fold for Play) is replaced; the hand is replayed with it." },
  "correct-hand": { title: "Correct a hand setting", detail: "A seat's hand entered set wrongly is set again as the player set it; the round is replayed with it." },
  "reopen-betting": { title: "Reopen betting", detail: "Only before the first card: the fees are reversed and fixed again at no more bets." },
  "undo-settlement-line": { title: "Undo a settlement line", detail: "The last line (after a correction of a round already paid: the last difference) marked done is to do again (money goes back first)." },
  "correct-award": { title: "Correct the last award", detail: "The pot went to the wrong seat: name the right winner(s); the hand's record and the wall follow." },
};

/** Until when an award can be corrected, as decide.ts allows it (poker's correct-award). */
export const AWARD_WINDOW = "Only the hand just finished, until the next hand is dealt or anything else is recorded at the table (a seat taken or left, time collected, the clock).";

/** "seat 5", "seats 5 and 7", "seats 2, 5 and 7". */
export function seatsWords(seats: readonly number[]): string {
  const sorted = [...seats].sort((a, b) => a - b);
  if (sorted.length === 0) return "nobody";
  return sorted.length === 1 ? `seat ${sorted[0]}` : `seats ${sorted.slice(0, -1).join(", ")} and ${sorted.at(-1)}`;
}

/** An award in words, one pot after another: "Winner: seat 5", "Main pot: seats 2 and 5; low seat 7". */
export function awardWords(pots: readonly PotWinners[]): string {
  if (pots.length === 1 && !pots[0]!.low?.length) return `${pots[0]!.high.length > 1 ? "Winners" : "Winner"}: ${seatsWords(pots[0]!.high)}`;
  return pots.map((p, i) => `${pots.length > 1 ? (i === 0 ? "Main pot" : `Side pot ${i}`) : "Pot"}: ${seatsWords(p.high)}${p.low?.length ? `; low ${seatsWords(p.low)}` : ""}`).join(" · ");
}

/** The change an award correction makes, in words: "Winner: seat 5 → seat 7". */
export function awardChangeWords(from: readonly PotWinners[], to: readonly PotWinners[]): string {
  if (from.length === 1 && to.length === 1 && !from[0]!.low?.length && !to[0]!.low?.length) return `${to[0]!.high.length > 1 || from[0]!.high.length > 1 ? "Winners" : "Winner"}: ${seatsWords(from[0]!.high)} → ${seatsWords(to[0]!.high)}`;
  return `${awardWords(from)} → ${awardWords(to)}`;
}

const KEPT = new Map<string, KeptCommand<Correction>>();

/** The table's correction whose answer did not say whether it was applied, if any, with its id. */
function keptCorrection(tableId: string): KeptCommand<Correction> {
  let kept = KEPT.get(tableId);
  if (!kept) KEPT.set(tableId, (kept = new KeptCommand<Correction>()));
  return kept;
}

/** The decisions on record that another decision could have been: those the floor may correct. */
export function correctableDecisions(view: Pick<CorrectableView, "decisions">): RecordedDecisionView[] {
  return (view.decisions ?? []).filter((d) => d.options.length > 0);
}

/** A decision correction in words: "Seat 3 hand 1: Double → Hit". */
export function decisionChangeWords(recorded: RecordedDecisionView, to: string): string {
  const right = recorded.options.find((o) => o.decision === to);
  return `${recorded.who}: ${recorded.words} → ${right?.words ?? to}`;
}

/** A hand as set, in words: "Seat 2's hand: high K♠ Q♠ J♠ 9♦ 4♣, low 8♥ 2♦". */
export function handSettingWords(seat: number, high: readonly string[], low: readonly string[]): string {
  return `Seat ${seat}'s hand: high ${high.map(cardLabel).join(" ")}, low ${low.map(cardLabel).join(" ")}`;
}

/** A hand correction in words: "Seat 2's hand: high … low … → high … low …". */
export function handChangeWords(recorded: HandSettingView, low: readonly string[]): string {
  const high = recorded.cards.filter((c) => !low.includes(c));
  return `${handSettingWords(recorded.seat, recorded.high, recorded.low)} → high ${high.map(cardLabel).join(" ")}, low ${low.map(cardLabel).join(" ")}`;
}

/** The corrections that apply to the table now, in the order a supervisor reaches for them. */
export function correctionsFor(view: CorrectableView): CorrectionType[] {
  const out: CorrectionType[] = [view.status === "paused" ? "resume-table" : "pause-table"];
  const cards = (view.dealtCards ?? []).length > 0;
  const dealt = cards || view.stacksDealt === true;
  // Only what the table's family takes: the shared corrections where its view says it takes them,
  // a card correction where it lists its cards, an award correction where it records awards.
  const shared = view.floorCorrections === true;
  if (view.phase === "betting" || view.phase === "dealing" || view.phase === "settling") out.push("void-round");
  if (shared && view.phase === "dealing" && dealt) out.push("declare-misdeal");
  if ((view.phase === "dealing" || view.phase === "settling") && cards) out.push("correct-card");
  if ((view.phase === "dealing" || view.phase === "settling") && correctableDecisions(view).length > 0) out.push("correct-decision");
  if ((view.phase === "dealing" || view.phase === "settling") && (view.handSettings ?? []).length > 0) out.push("correct-hand");
  if (shared && view.phase === "dealing" && !dealt) out.push("reopen-betting");
  if (shared && view.phase === "settling" && (view.settlement?.settledLines ?? 0) > 0) out.push("undo-settlement-line");
  if (view.correctable === true && view.lastHandRecord) out.push("correct-award");
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
  const [decisionAt, setDecisionAt] = useState<string>("");
  const [rightDecision, setRightDecision] = useState<string>("");
  const decisions = correctableDecisions(view);
  const recorded = decisions.find((d) => String(d.index) === decisionAt) ?? null;
  const [handSeat, setHandSeat] = useState<string>("");
  const [front, setFront] = useState<string[]>([]);
  const setting = (view.handSettings ?? []).find((h) => String(h.seat) === handSeat) ?? null;
  const sameSetting = setting !== null && front.length === 2 && front.every((c) => setting.low.includes(c));
  const last = view.lastHandRecord ?? null;
  // The right winners, pot by pot: null until the supervisor changes one (the award as recorded).
  const [pots, setPots] = useState<PotWinners[] | null>(null);
  const awardTo: PotWinners[] = pots ?? (last ? last.pots.map((p) => ({ high: [...p.high], ...(p.low ? { low: [...p.low] } : {}) })) : []);
  const sameAward = last !== null && awardWords(awardTo) === awardWords(last.pots);
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
  const missing = ((): string | null => {
    if (unanswered) return approverMissing;
    if (type === null) return "Choose what to correct.";
    if (reason.trim().length < 3) return "Say why, in a few words: the reason goes into the audit trail.";
    if (type === "correct-card" && index === "") return "Choose the card to correct.";
    if (type === "correct-card" && !card) return "Type the right card, e.g. 9C or 10H.";
    if (type === "correct-decision" && !recorded) return "Choose the decision tapped wrong.";
    if (type === "correct-decision" && !recorded?.options.some((o) => o.decision === rightDecision)) return "Choose the decision the player made.";
    if (type === "correct-hand" && !setting) return "Choose the seat whose hand was set wrongly.";
    if (type === "correct-hand" && front.length !== 2) return "Choose the two cards the player set in front.";
    if (type === "correct-hand" && sameSetting) return "This is the hand as recorded: choose the two cards the player set in front.";
    if (type === "correct-award" && awardTo.some((p) => p.high.length === 0)) return "Choose the right winner of each pot.";
    if (type === "correct-award" && sameAward) return "Choose the right winner: this is the award as recorded.";
    return approverMissing;
  })();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (missing || busy || (!type && !keeper.pending)) return;
    setBusy(true);
    setAnswer(null);
    const typed: Correction | null = type
      ? {
          type,
          reason: reason.trim(),
          ...(type === "correct-card" ? { index: Number(index), card: card! } : {}),
          ...(type === "correct-decision" ? { index: recorded!.index, decision: rightDecision } : {}),
          ...(type === "correct-hand" ? { seat: setting!.seat, split: { high: setting!.cards.filter((c) => !front.includes(c)), low: front } } : {}),
          ...(type === "correct-award" ? { pots: awardTo.map((p) => ({ high: p.high, ...(p.low?.length ? { low: p.low } : {}) })), ...(last?.potCents != null ? { potCents: last.potCents } : {}) } : {}),
        }
      : null;
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
      setDecisionAt("");
      setRightDecision("");
      setHandSeat("");
      setFront([]);
      setPots(null);
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
      {type === "correct-decision" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-medium text-slate-200">
            The decision tapped wrong
            <select
              className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white"
              value={decisionAt}
              onChange={(e) => {
                setDecisionAt(e.target.value);
                setRightDecision("");
              }}
              disabled={unanswered !== null}
              data-testid="correction-decision-index"
            >
              <option value="">Choose…</option>
              {decisions.map((d) => (
                <option key={d.index} value={String(d.index)}>
                  {d.who}: {d.words}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-200">
            What the player did
            <select
              className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white"
              value={rightDecision}
              onChange={(e) => setRightDecision(e.target.value)}
              disabled={unanswered !== null || !recorded}
              data-testid="correction-decision"
            >
              <option value="">Choose…</option>
              {(recorded?.options ?? []).map((o) => (
                <option key={o.decision} value={o.decision}>
                  {o.words}
                </option>
              ))}
            </select>
          </label>
          {recorded && rightDecision ? (
            <p className="text-lg font-semibold text-white sm:col-span-2" data-testid="correction-decision-change">
              {decisionChangeWords(recorded, rightDecision)}
            </p>
          ) : null}
          <p className="text-sm text-slate-300 sm:col-span-2">Only the decisions the rules allowed at that point are offered. If the change would have sent a card already dealt to another hand, the table refuses it: void the round or declare a misdeal instead.</p>
        </div>
      ) : null}
      {type === "correct-hand" ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-500 p-3" disabled={unanswered !== null} data-testid="correction-hand">
          <legend className="px-1 text-sm font-semibold text-slate-100">The hand set wrongly</legend>
          <label className="block text-sm font-medium text-slate-200">
            Seat
            <select
              className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white"
              value={handSeat}
              onChange={(e) => {
                setHandSeat(e.target.value);
                setFront([]);
              }}
              data-testid="correction-hand-seat"
            >
              <option value="">Choose…</option>
              {(view.handSettings ?? []).map((h) => (
                <option key={h.seat} value={String(h.seat)}>
                  {handSettingWords(h.seat, h.high, h.low)}
                </option>
              ))}
            </select>
          </label>
          {setting ? (
            <>
              <p className="text-sm font-medium text-slate-200">The two cards the player set in front:</p>
              <div className="flex flex-wrap gap-2">
                {setting.cards.map((c) => {
                  const on = front.includes(c);
                  return (
                    <label key={c} className={`flex min-h-12 min-w-20 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 ${on ? "border-amber-300 bg-amber-300/10" : "border-slate-600 bg-slate-800"}`} data-testid={`hand-front-${c}`}>
                      <input type="checkbox" className="h-5 w-5" checked={on} disabled={!on && front.length >= 2} onChange={() => setFront(on ? front.filter((x) => x !== c) : [...front, c])} />
                      <span className="font-semibold text-white">{cardLabel(c)}</span>
                    </label>
                  );
                })}
              </div>
              {front.length === 2 ? (
                <p className="text-lg font-semibold text-white" data-testid="correction-hand-change">
                  {handChangeWords(setting, front)}
                </p>
              ) : null}
            </>
          ) : null}
        </fieldset>
      ) : null}
      {type === "correct-award" && last ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-500 p-3" disabled={unanswered !== null} data-testid="correction-award">
          <legend className="px-1 text-sm font-semibold text-slate-100">
            Hand #{last.handNumber} as recorded: <span data-testid="correction-award-from">{awardWords(last.pots)}</span>
          </legend>
          {awardTo.map((pot, i) => (
            <div key={i} className="flex flex-col gap-2">
              {(["high", "low"] as const)
                .filter((half) => half === "high" || view.hiLo === true)
                .map((half) => (
                  <div key={half}>
                    <p className="text-sm font-medium text-slate-200">
                      {awardTo.length > 1 ? (i === 0 ? "Main pot" : `Side pot ${i}`) : "The pot"}
                      {view.hiLo ? (half === "high" ? ": high hand" : ": low hand (none if no low qualifies)") : ""}: the right winner(s)
                    </p>
                    <div className="mt-1 flex flex-wrap gap-2">
                      {[...last.dealtIn].sort((a, b) => a - b).map((seat) => {
                        const on = (pot[half] ?? []).includes(seat);
                        return (
                          <label key={seat} className={`flex min-h-12 min-w-24 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 ${on ? "border-amber-300 bg-amber-300/10" : "border-slate-600 bg-slate-800"}`} data-testid={`award-${half}-${i}-seat-${seat}`}>
                            <input
                              type="checkbox"
                              className="h-5 w-5"
                              checked={on}
                              onChange={() => {
                                const list = pot[half] ?? [];
                                const next = on ? list.filter((s) => s !== seat) : [...list, seat].sort((a, b) => a - b);
                                setPots(awardTo.map((p, j) => (j === i ? { ...p, [half]: next } : p)));
                              }}
                            />
                            <span className="font-semibold text-white">Seat {seat}</span>
                          </label>
                        );
                      })}
                    </div>
                  </div>
                ))}
            </div>
          ))}
          <p className="text-lg font-semibold text-white" data-testid="correction-award-change">
            {awardChangeWords(last.pots, awardTo)}
          </p>
          <p className="text-sm text-slate-300">{AWARD_WINDOW}</p>
        </fieldset>
      ) : null}
      {view.correctable === false && view.lastHandRecord && view.phase === "waiting" ? (
        <p className="text-sm text-slate-300" data-testid="award-closed">
          Hand #{view.lastHandRecord.handNumber}&apos;s award can no longer be corrected here: {AWARD_WINDOW.charAt(0).toLowerCase()}
          {AWARD_WINDOW.slice(1)}
        </p>
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
