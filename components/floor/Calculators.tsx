"use client";
import { Field } from "@/components/floor/Field";
import { useState, type FormEvent } from "react";
import { api, money, percent } from "@/lib/client/floor-api";
import type { OddsReport, SettleResult } from "@/lib/contract/calculators";
import { familyScreens } from "@/components/families";
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

/** Settles one round described as JSON (the same input as `npm run settle`): who is paid, collected or returned. */
export function SettleCalculator({ examples, usage }: { examples: readonly { id: string; name: string; input: unknown }[]; usage: string }) {
  const [text, setText] = useState(JSON.stringify(examples[0]?.input ?? {}, null, 2));
  const [result, setResult] = useState<SettleResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(e: FormEvent) {
    e.preventDefault();
    setError(null);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (err) {
      setError(`input: not valid JSON (${(err as Error).message})`);
      return;
    }
    setBusy(true);
    const answer = await api<{ result: SettleResult }>("POST", "/api/floor/settle", body);
    setBusy(false);
    if (answer.ok) setResult(answer.result);
    else {
      setResult(null);
      setError(answer.message);
    }
  }

  return (
    <Section id="settle-heading" title="Settlement calculator" description="Every game of npm run settle. Paste or edit one completed round: the calculator plays the cards by the game's rules, places the action button and walks the bank, exactly as the live table and npm run settle do; a poker hand is settled by its showdown (pots and side pots, no bank).">
      <form onSubmit={run}>
        <Field label="Example round">
          {(id) => (
            <select id={id} defaultValue={examples[0]?.id} onChange={(e) => setText(JSON.stringify(examples.find((x) => x.id === e.target.value)?.input ?? {}, null, 2))} className={`${inputClass} mb-3`}>
              {examples.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label htmlFor="settle-input" className={labelClass}>
          Round (JSON; money in cents, seats 1..N clockwise from the house dealer&apos;s left)
        </label>
        <textarea id="settle-input" value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} rows={16} className={`${inputClass} font-mono text-sm`} aria-describedby="settle-help" />
        <details id="settle-help" className="mt-2 text-sm text-slate-300">
          <summary className="cursor-pointer font-medium text-slate-200">The input format</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">{usage}</pre>
        </details>
        <div className="mt-3 flex items-center gap-3">
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50">
            Settle the round
          </button>
          {busy ? <Spinner label="Settling…" /> : null}
        </div>
      </form>
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
            <h3 className="font-semibold">Fees {result.feeOption ? `· ${money(result.feeTotal)} (${result.feeOption.scheduleId} option ${result.feeOption.optionId})` : ""}</h3>
            {result.feeNote ? <p className="text-sm text-slate-300">{result.feeNote}</p> : null}
            <ul className="text-sm">
              {result.fees.map((f, i) => (
                <li key={i}>
                  {f.payer}: <strong>{money(f.cents)}</strong> — {f.rule} <span className="text-slate-300">({f.source})</span>
                </li>
              ))}
            </ul>
          </div>
          {result.family === "poker" ? (
            <p>
              Nobody banks: the pots are pushed to their winners. Money {result.conservation.ok ? "balances" : "does NOT balance"}: {money(result.conservation.contributed)} put in, {money(result.conservation.awarded)} awarded,{" "}
              {money(result.conservation.returned)} returned, {money(result.conservation.dropped)} dropped.
            </p>
          ) : (
            <p>
              Bank {money(result.bank.before)} → <strong>{money(result.bank.after)}</strong> (player-dealer {result.bank.pdNet >= 0 ? "wins" : "loses"} {money(Math.abs(result.bank.pdNet))}). Money{" "}
              {result.conservation.ok ? "balances" : "does NOT balance"}: {money(result.conservation.staked)} staked, {money(result.conservation.settled)} settled.
            </p>
          )}
        </div>
      ) : null}
    </Section>
  );
}
