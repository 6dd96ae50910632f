"use client";
import { Field } from "@/components/floor/Field";
import { useState, type FormEvent } from "react";
import { api, percent } from "@/lib/client/floor-api";
import { gameName, tableFamilyOf } from "@/lib/domain/table/families";
import type { OddsReport, SettleResult } from "@/lib/contract/calculators";
import { ErrorNote, inputClass, labelClass, Section, Spinner, tdClass, thClass } from "./ui";
import { formOf, inputOf, type Input, type RoundForm } from "./settle-round-form";
import { SettleResultView } from "./SettleResult";
import { WagerRows } from "./SettleWagers";

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
        <WagerRows form={form} setForm={setForm} bets={bets} />
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
      {result ? <SettleResultView result={result} /> : null}
    </Section>
  );
}
