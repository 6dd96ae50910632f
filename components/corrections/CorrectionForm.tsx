"use client";
/**
 * The floor's corrections of a live table, as one form: what to correct, why (always asked: it goes
 * into the audit trail), the card for a card correction, and on the dealer tablet the supervisor's
 * own username and password (their approval on the spot). The table's rules decide: a correction
 * they forbid comes back refused in words and is shown here.
 */
import { Fragment, useId, useState, type FormEvent } from "react";
import { KeptCommand, type CommandAnswer } from "@/lib/client/kept-command";
import { cardLabel, parseTypedCard } from "@/lib/client/card-entry";
import type { AnyCorrection, CorrectionOf, CorrectionType } from "@/lib/contract/corrections";
import type { GameFamily } from "@/lib/domain/table/families";
import { DecisionFields } from "./DecisionFields";
import { AWARD_WINDOW, WHAT, decisionAmountProblem, decisionAnswerAmount, awardChangeWords, awardWords, cardChangeWords, correctableDecisions, correctionsFor, handChangeWords, lastRoundOffer, handSettingWords, tileChangeWords, tileWords, TILE_FACES, type CorrectableView, type PotWinners } from "./correction-offers";

const KEPT = new Map<string, KeptCommand<AnyCorrection>>();

/** The table's correction whose answer did not say whether it was applied, if any, with its id. */
function keptCorrection(tableId: string): KeptCommand<AnyCorrection> {
  let kept = KEPT.get(tableId);
  if (!kept) KEPT.set(tableId, (kept = new KeptCommand<AnyCorrection>()));
  return kept;
}

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
  // While no round is being dealt, a card, decision, hand or tile correction is for the last round, ended (DC6b).
  const lastRound = lastRoundOffer(view);
  const lists = lastRound?.view ?? view;
  const choices = [...correctionsFor(view), ...(lastRound?.corrections ?? [])];
  const [picked, setPicked] = useState<CorrectionType | null>(null);
  const type = picked && choices.includes(picked) ? picked : null;
  const [reason, setReason] = useState("");
  const [index, setIndex] = useState<string>("");
  const [cardText, setCardText] = useState("");
  const [decisionAt, setDecisionAt] = useState<string>("");
  const [rightDecision, setRightDecision] = useState<string>("");
  const decisions = correctableDecisions(lists);
  const recorded = decisions.find((d) => String(d.index) === decisionAt) ?? null;
  // Insurance taken: the amount, half the wager until the supervisor types another.
  const [amountText, setAmountText] = useState<string>("");
  const { amounts, amount: answerAmount } = decisionAnswerAmount(recorded, rightDecision, amountText);
  const [handSeat, setHandSeat] = useState<string>("");
  const [front, setFront] = useState<string[]>([]);
  const setting = (lists.handSettings ?? []).find((h) => String(h.seat) === handSeat) ?? null;
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
  const [unanswered, setUnanswered] = useState<AnyCorrection | null>(keeper.pending);
  const card = cardText.trim() ? parseTypedCard(cardText) : null;
  const readable = (lists.dealtCards ?? []).filter((c) => c.card !== "face-down");
  const wrongCard = readable.find((c) => String(c.index) === index) ?? null;
  const [tileAt, setTileAt] = useState<string>("");
  const [tileFace, setTileFace] = useState<string>("");
  const wrongTile = (lists.entered ?? []).find((t) => String(t.index) === tileAt) ?? null;
  const approverMissing = approval && (!username.trim() || !password) ? "The supervisor enters their username and password to approve." : null;
  const missing = ((): string | null => {
    if (unanswered) return approverMissing;
    if (type === null) return "Choose what to correct.";
    if (reason.trim().length < 3) return "Say why, in a few words: the reason goes into the audit trail.";
    if (type === "correct-card" && index === "") return "Choose the card to correct.";
    if (type === "correct-card" && !card) return "Type the right card, e.g. 9C or 10H.";
    if (type === "correct-tile" && !wrongTile) return "Choose the tile entered wrong.";
    if (type === "correct-tile" && !tileFace) return "Choose the right tile.";
    if (type === "correct-decision" && !recorded) return "Choose the decision tapped wrong.";
    if (type === "correct-decision" && !recorded?.options.some((o) => o.decision === rightDecision)) return "Choose the decision the player made.";
    if (type === "correct-decision" && amounts) {
      const problem = decisionAmountProblem(recorded, rightDecision, amounts, answerAmount);
      if (problem) return problem;
    }
    if (type === "correct-hand" && !setting) return "Choose the seat whose hand was set wrongly.";
    if (type === "correct-hand" && front.length !== 2) return "Choose the two cards the player set in front.";
    if (type === "correct-hand" && sameSetting) return "This is the hand as recorded: choose the two cards the player set in front.";
    if (type === "correct-award" && awardTo.some((p) => p.high.length === 0)) return "Choose the right winner of each pot.";
    if (type === "correct-award" && sameAward) return "Choose the right winner: this is the award as recorded.";
    return approverMissing;
  })();

  /** The correction chosen, as a command of the table's family (its fields read from the view's own lists). */
  function built(kind: CorrectionType): AnyCorrection {
    const why = reason.trim();
    switch (kind) {
      case "correct-card":
        return { type: kind, reason: why, index: Number(index), card: card! };
      case "correct-tile":
        return { type: kind, reason: why, index: wrongTile!.index, tile: tileFace };
      case "correct-decision":
        // The decision is one of the recorded step's options, which the family's own view lists.
        return {
          type: kind,
          reason: why,
          index: recorded!.index,
          decision: rightDecision as Extract<AnyCorrection, { type: "correct-decision" }>["decision"],
          ...(amounts && answerAmount !== null ? { amount: answerAmount } : {}),
        };
      case "correct-hand":
        return { type: kind, reason: why, seat: setting!.seat, split: { high: setting!.cards.filter((c) => !front.includes(c)), low: front } };
      case "correct-award":
        return { type: kind, reason: why, pots: awardTo.map((p) => ({ high: [...p.high], ...(p.low?.length ? { low: [...p.low] } : {}) })), ...(last?.potCents != null ? { potCents: last.potCents } : {}) };
      default:
        return { type: kind, reason: why };
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (missing || busy || (!type && !keeper.pending)) return;
    setBusy(true);
    setAnswer(null);
    const typed: AnyCorrection | null = type ? built(type) : null;
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
      setPicked(null);
      setReason("");
      setIndex("");
      setCardText("");
      setDecisionAt("");
      setRightDecision("");
      setAmountText("");
      setTileAt("");
      setTileFace("");
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
          {choices.map((c, i) => (
            <Fragment key={c}>
              {lastRound && i === choices.length - lastRound.corrections.length ? (
                <p className="text-base font-semibold text-sky-100 sm:col-span-2" data-testid="correction-last-round">
                  Correct the last round (Round {lastRound.handNumber}): it has ended; its money is made right at the table, difference by difference, before no more bets.
                </p>
              ) : null}
              <label className={`flex min-h-14 cursor-pointer gap-3 rounded-lg border-2 p-3 ${type === c ? "border-amber-300 bg-amber-300/10" : "border-slate-600 bg-slate-800"}`} data-testid={`correction-${c}`}>
                <input type="radio" name={`${ids}-type`} value={c} checked={type === c} onChange={() => setPicked(c)} className="mt-1 h-5 w-5" />
                <span>
                  <span className="block font-semibold text-white">{WHAT[c].title}</span>
                  <span className="block text-sm text-slate-200">{WHAT[c].detail}</span>
                </span>
              </label>
            </Fragment>
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
          {wrongCard && card ? (
            <p className="text-lg font-semibold text-white sm:col-span-2" data-testid="correction-card-change">
              {cardChangeWords(wrongCard, card)}
            </p>
          ) : null}
        </div>
      ) : null}
      {type === "correct-tile" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-medium text-slate-200">
            The tile entered wrong
            <select className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={tileAt} onChange={(e) => setTileAt(e.target.value)} disabled={unanswered !== null} data-testid="correction-tile-index">
              <option value="">Choose…</option>
              {(lists.entered ?? []).map((t) => (
                <option key={t.index} value={String(t.index)}>
                  Tile {t.index + 1}: {tileWords(t.tile)}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-200">
            The right tile
            <select className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={tileFace} onChange={(e) => setTileFace(e.target.value)} disabled={unanswered !== null} data-testid="correction-tile">
              <option value="">Choose…</option>
              {TILE_FACES.map((t) => (
                <option key={t.face} value={t.face}>
                  {t.words}
                </option>
              ))}
            </select>
          </label>
          {wrongTile && tileFace ? (
            <p className="text-lg font-semibold text-white sm:col-span-2" data-testid="correction-tile-change">
              {tileChangeWords(wrongTile, tileFace)}
            </p>
          ) : null}
        </div>
      ) : null}
      {type === "correct-decision" ? (
        <DecisionFields
          decisions={decisions}
          decisionAt={decisionAt}
          rightDecision={rightDecision}
          amountText={amountText}
          disabled={unanswered !== null}
          onDecisionAt={(at) => {
            setDecisionAt(at);
            setRightDecision("");
            setAmountText("");
          }}
          onRightDecision={(decision) => {
            setRightDecision(decision);
            setAmountText("");
          }}
          onAmountText={setAmountText}
        />
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
              {(lists.handSettings ?? []).map((h) => (
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
