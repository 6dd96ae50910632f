"use client";
import { Field } from "@/components/floor/Field";
import { useState, type FormEvent } from "react";
import { api, dollarsInput, money, parseDollars, percent } from "@/lib/client/floor-api";
import { feeOptionTitle, filingWords } from "@/lib/client/names";
import { gameName, tableFamilyOf } from "@/lib/domain/table/families";
import type { OddsReport, SettleResult } from "@/lib/contract/calculators";
import { familyScreens } from "@/components/family-screens";
import { ErrorNote, inputClass, labelClass, Section, Spinner, tdClass, thClass } from "./ui";

function SettleHands({ result }: { result: SettleResult }) {
  const { SettleHands: Hands } = familyScreens(result.family);
  return <Hands result={result as never} />;
}

const OUTCOME_WORDS: Record<string, string> = { player: "Player wins", banker: "Banker wins", tie: "Tie" };

/** Exact odds of a game by enumeration of the shoe (the same numbers as `npm run odds`). */
export function OddsCalculator({ games }: { games: readonly { id: string; name: string; decks: readonly number[] }[] }) {
  const [gameId, setGameId] = useState(games[0]?.id ?? "");
  const game = games.find((g) => g.id === gameId);
  const [decks, setDecks] = useState<number>(Math.max(...(game?.decks ?? [8])));
  const [odds, setOdds] = useState<OddsReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await api<{ odds: OddsReport }>("GET", `/api/floor/odds?game=${encodeURIComponent(gameId)}&decks=${decks}`);
    setBusy(false);
    if (answer.ok) setOdds(answer.odds);
    else setError(answer.message);
  }

  return (
    <Section
      id="odds-heading"
      title="Odds calculator"
      description="Baccarat games only. Exact probabilities of every bet of a game, counted over every ordered six-card sequence of the full shoe (no simulation). The edge is against the bettor: a negative edge means the bettor has the advantage over the player-dealer who banks the bet."
    >
      <form onSubmit={run} className="flex flex-wrap items-end gap-3">
        <Field label="Game">
          {(id) => (
            <select id={id}
            value={gameId}
            onChange={(e) => {
              setGameId(e.target.value);
              const g = games.find((x) => x.id === e.target.value);
              if (g) setDecks(Math.max(...g.decks));
            }}
            className={inputClass}
          >
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          )}
        </Field>
        <Field label="Decks">
          {(id) => (
            <select id={id} value={decks} onChange={(e) => setDecks(Number(e.target.value))} className={inputClass}>
            {(game?.decks ?? [8]).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          )}
        </Field>
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50">
          Calculate odds
        </button>
        {busy ? <Spinner label="Counting every sequence of the shoe…" /> : null}
      </form>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {odds ? (
        <div className="mt-4 space-y-4" data-testid="odds-result" aria-live="polite">
          <p className="text-sm text-slate-300">
            {odds.gameName}, {odds.decks} decks: {BigInt(odds.total).toLocaleString("en-US")} ordered six-card sequences.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Bets of {odds.gameName}</caption>
              <thead className="border-b border-slate-700">
                <tr>
                  <th className={thClass}>Bet</th>
                  <th className={thClass}>Pays</th>
                  <th className={`${thClass} text-right`}>Win</th>
                  <th className={`${thClass} text-right`}>Push</th>
                  <th className={`${thClass} text-right`}>Lose</th>
                  <th className={`${thClass} text-right`}>Return to the bettor</th>
                  <th className={`${thClass} text-right`}>Edge against the bettor</th>
                </tr>
              </thead>
              <tbody>
                {odds.bets.map((b) => (
                  <tr key={b.id} className="border-b border-slate-800" data-testid={`odds-${b.id}`}>
                    <td className={tdClass}>
                      {b.name}
                      {b.placedProbability !== null ? <span className="block text-xs text-slate-300">placed on {percent(b.placedProbability, 2)} of rounds</span> : null}
                    </td>
                    <td className={tdClass}>{b.pays}</td>
                    <td className={`${tdClass} text-right`}>{percent(b.win)}</td>
                    <td className={`${tdClass} text-right`}>{percent(b.push)}</td>
                    <td className={`${tdClass} text-right`}>{percent(b.lose)}</td>
                    <td className={`${tdClass} text-right`}>{percent(b.expectedReturn)}</td>
                    <td className={`${tdClass} text-right font-semibold`}>{percent(b.houseEdge)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <details>
            <summary className="cursor-pointer font-medium">Outcomes ({odds.outcomes.length})</summary>
            <table className="mt-2 text-sm">
              <tbody>
                {odds.outcomes.map((o) => (
                  <tr key={o.name}>
                    <td className="pr-4">{OUTCOME_WORDS[o.name] ?? o.name}</td>
                    <td className="pr-4 text-right font-mono">{BigInt(o.count).toLocaleString("en-US")}</td>
                    <td className="text-right">{percent(o.probability)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </div>
      ) : null}
    </Section>
  );
}

/** A No Bust round's hands: the player-dealer's, then every seat's. */

/** The round the form edits: the calculator's common fields in dollars, the rest of the input as it is. */
interface RoundForm {
  seats: string;
  playerDealerSeat: string;
  bank: string;
  min: string;
  max: string;
  wagers: { seat: string; bet: string; amount: string; backline: boolean; bettor: string }[];
  cards: string;
}

type Input = Record<string, unknown> & { game?: string };

function formOf(input: Input): RoundForm {
  const limits = (input.limits ?? {}) as { min?: number; max?: number };
  const wagers = Array.isArray(input.wagers) ? (input.wagers as { seat: number; bet: string; amount: number; backline?: boolean; bettor?: string }[]) : [];
  return {
    seats: String(input.seats ?? ""),
    playerDealerSeat: String(input.playerDealerSeat ?? ""),
    bank: typeof input.bank === "number" ? dollarsInput(input.bank) : "",
    min: typeof limits.min === "number" ? dollarsInput(limits.min) : "",
    max: typeof limits.max === "number" ? dollarsInput(limits.max) : "",
    wagers: wagers.map((w) => ({ seat: String(w.seat), bet: w.bet, amount: dollarsInput(w.amount), backline: w.backline === true, bettor: w.bettor ?? "" })),
    cards: Array.isArray(input.cards) ? (input.cards as string[]).join(" ") : "",
  };
}

/** The input for the calculator from the form (dollars to cents), or the first field in error. */
export function inputOf(base: Input, form: RoundForm): { ok: true; input: Input } | { ok: false; message: string } {
  const whole = (text: string, field: string) => (/^\d+$/.test(text.trim()) ? Number(text) : field);
  const seats = whole(form.seats, "Seats: a whole number.");
  if (typeof seats === "string") return { ok: false, message: seats };
  const pd = whole(form.playerDealerSeat, "Player-dealer's seat: a seat number.");
  if (typeof pd === "string") return { ok: false, message: pd };
  const bank = parseDollars(form.bank);
  if (bank === null) return { ok: false, message: "Bank: type dollars, e.g. 250 or 12.50." };
  const min = parseDollars(form.min);
  const max = parseDollars(form.max);
  if (min === null || max === null) return { ok: false, message: "Limits: type dollars, e.g. 5 and 100." };
  const wagers: Record<string, unknown>[] = [];
  for (const [i, w] of form.wagers.entries()) {
    const seat = whole(w.seat, `Wager ${i + 1}: the seat is a number.`);
    if (typeof seat === "string") return { ok: false, message: seat };
    const amount = parseDollars(w.amount);
    if (amount === null || amount <= 0) return { ok: false, message: `Wager ${i + 1}: type the amount in dollars.` };
    wagers.push({ seat, bet: w.bet, amount, ...(w.backline ? { backline: true } : {}), ...(w.backline && w.bettor.trim() ? { bettor: w.bettor.trim() } : {}) });
  }
  // A game dealt from cards takes them from the form; another (tiles and dice, set hands) keeps its own fields.
  if (!Array.isArray(base.cards)) return { ok: true, input: { ...base, seats, playerDealerSeat: pd, bank, limits: { min, max }, wagers } };
  const cards = form.cards.trim() ? form.cards.trim().split(/[\s,]+/).map((c) => c.toUpperCase().replace(/^10/, "T")) : [];
  return { ok: true, input: { ...base, seats, playerDealerSeat: pd, bank, limits: { min, max }, wagers, cards } };
}

/**
 * Settles one completed round (the same input as `npm run settle`): a form in dollars for the
 * fields every game shares (the bank, the limits, the wagers, the cards), the game's own fields (a
 * No Bust hand's decisions, options) kept from the example; the JSON in cents as an advanced option.
 */
export function SettleCalculator({ examples, usage }: { examples: readonly { id: string; name: string; input: unknown }[]; usage: string }) {
  const first = (examples[0]?.input ?? {}) as Input;
  const [base, setBase] = useState<Input>(first);
  const [form, setForm] = useState<RoundForm>(formOf(first));
  const [text, setText] = useState(JSON.stringify(first, null, 2));
  const [result, setResult] = useState<SettleResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bets = base.game ? (tableFamilyOf(base.game)?.catalogue().find((g) => g.id === base.game)?.bets ?? []) : [];
  // A round with a bank and wagers (every banked game) is edited in the form; another (a poker
  // showdown's players and pots) is settled from its JSON.
  const formable = Array.isArray(base.wagers) && typeof base.bank === "number";

  function pick(input: Input) {
    setBase(input);
    setForm(formOf(input));
    setText(JSON.stringify(input, null, 2));
  }

  async function settle(body: unknown) {
    setBusy(true);
    setError(null);
    const answer = await api<{ result: SettleResult }>("POST", "/api/floor/settle", body);
    setBusy(false);
    if (answer.ok) setResult(answer.result);
    else {
      setResult(null);
      setError(answer.message);
    }
  }

  function runForm(e: FormEvent) {
    e.preventDefault();
    if (!formable) return runJson();
    const made = inputOf(base, form);
    if (!made.ok) return setError(made.message);
    setText(JSON.stringify(made.input, null, 2));
    void settle(made.input);
  }

  function runJson() {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (err) {
      setError(`input: not valid JSON (${(err as Error).message})`);
      return;
    }
    void settle(body);
  }

  const set = (key: keyof Omit<RoundForm, "wagers">) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const setWager = (i: number, patch: Partial<RoundForm["wagers"][number]>) => setForm((f) => ({ ...f, wagers: f.wagers.map((w, j) => (j === i ? { ...w, ...patch } : w)) }));

  return (
    <Section
      id="settle-heading"
      title="Settlement calculator"
      description="Every game of npm run settle. Start from an example round and change the bank, the wagers and the cards: the calculator plays the cards by the game's rules, places the action button and walks the bank, exactly as the live table does. Amounts in dollars."
    >
      <form onSubmit={runForm} data-testid="settle-form">
        <Field label="Example round">
          {(id) => (
            <select id={id} defaultValue={examples[0]?.id} onChange={(e) => pick((examples.find((x) => x.id === e.target.value)?.input ?? {}) as Input)} className={`${inputClass} mb-3`}>
              {examples.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className="text-sm text-slate-300">Game: {base.game ? gameName(base.game) : "—"}</p>
        {formable ? (
        <>
        <div className="mt-2 grid gap-3 sm:grid-cols-5">
          <label className={labelClass}>
            Seats
            <input className={inputClass} inputMode="numeric" value={form.seats} onChange={set("seats")} />
          </label>
          <label className={labelClass}>
            Player-dealer&apos;s seat
            <input className={inputClass} inputMode="numeric" value={form.playerDealerSeat} onChange={set("playerDealerSeat")} />
          </label>
          <label className={labelClass}>
            Bank ($)
            <input className={inputClass} inputMode="decimal" value={form.bank} onChange={set("bank")} data-testid="settle-bank" />
          </label>
          <label className={labelClass}>
            Minimum ($)
            <input className={inputClass} inputMode="decimal" value={form.min} onChange={set("min")} />
          </label>
          <label className={labelClass}>
            Maximum ($)
            <input className={inputClass} inputMode="decimal" value={form.max} onChange={set("max")} />
          </label>
        </div>
        <fieldset className="mt-3">
          <legend className="font-semibold">Wagers</legend>
          <div className="mt-1 grid gap-2">
            {form.wagers.map((w, i) => (
              <div key={i} className="flex flex-wrap items-end gap-2" data-testid="settle-wager">
                <label className={labelClass}>
                  Seat
                  <input className={`${inputClass} w-20`} inputMode="numeric" value={w.seat} onChange={(e) => setWager(i, { seat: e.target.value })} />
                </label>
                <label className={labelClass}>
                  Bet
                  <select className={`${inputClass} w-56`} value={w.bet} onChange={(e) => setWager(i, { bet: e.target.value })}>
                    {(bets.some((b) => b.id === w.bet) ? bets : [...bets, { id: w.bet, name: w.bet }]).map((b) => (
                      <option key={b.id} value={b.id}>
                        {b.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={labelClass}>
                  Amount ($)
                  <input className={`${inputClass} w-32`} inputMode="decimal" value={w.amount} onChange={(e) => setWager(i, { amount: e.target.value })} />
                </label>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="checkbox" checked={w.backline} onChange={(e) => setWager(i, { backline: e.target.checked })} className="h-5 w-5" /> Backline
                </label>
                {w.backline ? (
                  <label className={labelClass}>
                    Bettor
                    <input className={`${inputClass} w-36`} value={w.bettor} onChange={(e) => setWager(i, { bettor: e.target.value })} />
                  </label>
                ) : null}
                <button type="button" className="min-h-11 rounded-lg bg-slate-700 px-3 text-white" onClick={() => setForm((f) => ({ ...f, wagers: f.wagers.filter((_, j) => j !== i) }))}>
                  Remove
                </button>
              </div>
            ))}
          </div>
          <button type="button" className="mt-2 min-h-11 rounded-lg bg-slate-700 px-3 text-white" onClick={() => setForm((f) => ({ ...f, wagers: [...f.wagers, { seat: "1", bet: bets[0]?.id ?? "player", amount: "", backline: false, bettor: "" }] }))}>
            Add a wager
          </button>
        </fieldset>
        {Array.isArray(base.cards) ? (
          <label className={`${labelClass} mt-3`}>
            Cards in dealing order (e.g. 4S TD 3H 6C; 10 or T for ten)
            <input className={inputClass} value={form.cards} onChange={(e) => setForm((f) => ({ ...f, cards: e.target.value }))} autoComplete="off" spellCheck={false} data-testid="settle-cards" />
          </label>
        ) : (
          <p className="mt-3 text-sm text-slate-300">The hands (tiles, dice, how each was set) are the example&apos;s: change them in the advanced entry below.</p>
        )}
        </>
        ) : (
          <>
            <label htmlFor="settle-input" className={`${labelClass} mt-2`}>
              Round (JSON; money in cents)
            </label>
            <textarea id="settle-input" value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} rows={16} className={`${inputClass} font-mono text-sm`} />
          </>
        )}
        <div className="mt-3 flex items-center gap-3">
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50">
            Settle the round
          </button>
          {busy ? <Spinner label="Settling…" /> : null}
        </div>
      </form>
      <details className={`mt-4 text-sm text-slate-300 ${formable ? "" : "hidden"}`}>
        <summary className="cursor-pointer font-medium text-slate-200">Advanced: the round as JSON (money in cents), as npm run settle takes it</summary>
        <label htmlFor="settle-input" className={`${labelClass} mt-2`}>
          Round (JSON; money in cents, seats 1..N clockwise from the house dealer&apos;s left)
        </label>
        {formable ? <textarea id="settle-input" value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} rows={16} className={`${inputClass} font-mono text-sm`} /> : null}
        <button type="button" onClick={runJson} disabled={busy} className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-slate-700 px-4 font-semibold text-white">
          Settle this JSON
        </button>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">{usage}</pre>
      </details>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {result ? (
        <div className="mt-4 space-y-3" data-testid="settle-result" aria-live="polite">
          <div className="flex flex-wrap gap-8">
            <SettleHands result={result} />
          </div>
          <div className={`overflow-x-auto ${result.ledger.length === 0 ? "hidden" : ""}`}>
            <table className="w-full text-sm">
              <caption className="sr-only">Ledger in settlement order</caption>
              <thead className="border-b border-slate-700">
                <tr>
                  <th className={thClass}>#</th>
                  <th className={thClass}>Seat</th>
                  <th className={thClass}>Bet</th>
                  <th className={`${thClass} text-right`}>Stake</th>
                  <th className={thClass}>Outcome</th>
                  <th className={thClass}>Action</th>
                  <th className={`${thClass} text-right`}>Paid</th>
                  <th className={`${thClass} text-right`}>Collected</th>
                  <th className={`${thClass} text-right`}>Returned (no cover)</th>
                  <th className={`${thClass} text-right`}>To player</th>
                  <th className={`${thClass} text-right`}>Bank after</th>
                  <th className={thClass}>Because</th>
                </tr>
              </thead>
              <tbody>
                {result.ledger.map((l, i) => (
                  <tr key={i} className="border-b border-slate-800">
                    <td className={tdClass}>{i + 1}</td>
                    <td className={tdClass}>
                      {l.seat}
                      {l.backline ? ` backline${l.bettor ? ` (${l.bettor})` : ""}` : ""}
                    </td>
                    <td className={tdClass}>{l.betName}</td>
                    <td className={`${tdClass} text-right`}>{money(l.stake)}</td>
                    <td className={tdClass}>{l.outcome}</td>
                    <td className={tdClass}>{l.action}</td>
                    <td className={`${tdClass} text-right`}>{money(l.paid)}</td>
                    <td className={`${tdClass} text-right`}>{money(l.collected)}</td>
                    <td className={`${tdClass} text-right`}>{money(l.returned)}</td>
                    <td className={`${tdClass} text-right`}>{money(l.toPlayer)}</td>
                    <td className={`${tdClass} text-right`}>{money(l.bankAfter)}</td>
                    <td className={`${tdClass} text-slate-300`}>{l.because}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <h3 className="font-semibold">Fees {result.feeOption ? `· ${money(result.feeTotal)} (${feeOptionTitle(result.feeOption.scheduleId, result.feeOption.optionId)})` : ""}</h3>
            {result.feeNote ? <p className="text-sm text-slate-300">{result.feeNote}</p> : null}
            <ul className="text-sm">
              {result.fees.map((f, i) => (
                <li key={i}>
                  {f.payer}: <strong>{money(f.cents)}</strong> — {f.rule} <span className="text-slate-300">({filingWords(f.source)})</span>
                </li>
              ))}
            </ul>
          </div>
          {/* A game with a bank (a player-dealer's) shows it; a game where nobody banks, its pots. */}
          {"bank" in result ? (
            <p>
              Bank {money(result.bank.before)} → <strong>{money(result.bank.after)}</strong> (player-dealer {result.bank.pdNet >= 0 ? "wins" : "loses"} {money(Math.abs(result.bank.pdNet))}). Money{" "}
              {result.conservation.ok ? "balances" : "does NOT balance"}: {money(result.conservation.staked)} staked, {money(result.conservation.settled)} settled.
            </p>
          ) : (
            <p>
              Nobody banks: the pots are pushed to their winners. Money {result.conservation.ok ? "balances" : "does NOT balance"}: {money(result.conservation.contributed)} put in, {money(result.conservation.awarded)} awarded,{" "}
              {money(result.conservation.returned)} returned, {money(result.conservation.dropped)} dropped.
            </p>
          )}
        </div>
      ) : null}
    </Section>
  );
}
