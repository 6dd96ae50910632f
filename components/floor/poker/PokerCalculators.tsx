"use client";
import { useMemo, useState, type FormEvent } from "react";
import { Field } from "@/components/floor/Field";
import { money } from "@/lib/client/floor-api";
import { CalculatorInputError } from "@/lib/domain/calculators/input-errors";
import { dropCalculator, type DropAnswer } from "@/lib/domain/poker/drop-input";
import { showdownCalculator, type ShowdownAnswer } from "@/lib/domain/poker/showdown-input";
import { POKER_GAME_IDS } from "@/lib/domain/poker/game-config";
import { pokerGame } from "@/lib/domain/poker/games";
import { pokerCatalogue } from "@/lib/domain/poker/catalogue";
import { POKER_SETTLE_EXAMPLES } from "@/lib/domain/poker/settle-help";
import { ShowdownResultList } from "@/components/dealer/poker/ShowdownResult";
import { ErrorNote, inputClass, labelClass, Section } from "../ui";

function gameTitle(id: string): string {
  const g = pokerGame(id);
  return `${g.name} (${g.room})`;
}

/**
 * The poker drop, as `npm run drop` works it out (lib/domain/poker/drop-input.ts): the game, the
 * schedule option as printed, the players, the flop and the pot if it is smaller than the drop.
 */
export function DropCalculator() {
  const [game, setGame] = useState<string>(POKER_GAME_IDS[0]);
  const options = useMemo(() => pokerCatalogue(pokerGame(game)).filter((o) => o.collection.kind === "drop"), [game]);
  const [option, setOption] = useState<string>(options[0]?.optionId ?? "1");
  const [players, setPlayers] = useState("7");
  const [flop, setFlop] = useState(true);
  const [pot, setPot] = useState("");
  const [answer, setAnswer] = useState<DropAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const potCents = pot.trim() === "" ? null : Math.round(Number(pot) * 100);
      setAnswer(dropCalculator({ game, option, players: Number(players), flop, potCents }));
    } catch (err) {
      setAnswer(null);
      if (err instanceof CalculatorInputError) setError(err.message);
      else throw err;
    }
  };
  return (
    <Section id="drop-heading" title="Poker drop calculator" description="The drop a hand pays under a schedule option, by the number of players, with the flop rule and the cap at the pot: the same as npm run drop.">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field label="Poker">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={game}
              onChange={(e) => {
                setGame(e.target.value);
                setOption(pokerCatalogue(pokerGame(e.target.value)).find((o) => o.collection.kind === "drop")?.optionId ?? "1");
              }}
              data-testid="drop-game"
            >
              {POKER_GAME_IDS.map((g) => (
                <option key={g} value={g}>
                  {gameTitle(g)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Schedule option">
          {(id) => (
            <select id={id} className={inputClass} value={option} onChange={(e) => setOption(e.target.value)} data-testid="drop-option">
              {options.map((o) => (
                <option key={o.optionId} value={o.optionId}>
                  {o.optionId}: {o.limits.map((l) => l.label).join(", ")}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Players counted">
          {(id) => <input id={id} className={inputClass} inputMode="numeric" value={players} onChange={(e) => setPlayers(e.target.value)} data-testid="drop-players" />}
        </Field>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={flop} onChange={(e) => setFlop(e.target.checked)} className="h-5 w-5" data-testid="drop-flop" />
          Flop dealt
        </label>
        <Field label="Pot ($, optional)">
          {(id) => <input id={id} className={inputClass} inputMode="decimal" value={pot} onChange={(e) => setPot(e.target.value)} />}
        </Field>
        <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300">
          Work out the drop
        </button>
      </form>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {answer ? (
        <div className="mt-3" data-testid="drop-result" aria-live="polite">
          <p className="text-2xl font-bold">Drop {money(answer.dropCents)}</p>
          <p className="text-slate-200">
            {answer.rule}
            {answer.capped ? " (capped at the pot)" : ""}
          </p>
          <p className="text-sm text-slate-300">
            {answer.scheduleId} option {answer.optionId} · {answer.source.file} L{answer.source.lines}
          </p>
        </div>
      ) : null}
    </Section>
  );
}

const SHOWDOWN_EXAMPLES = POKER_SETTLE_EXAMPLES.map((e) => {
  const { option: _option, ...input } = e.input as { option?: string };
  void _option;
  return { ...e, input };
});

/** The showdown and pot calculator, as `npm run showdown` works it out: pots and side pots, the winners of each, hi/lo halves and odd chips. */
export function ShowdownCalculator() {
  const [text, setText] = useState(JSON.stringify(SHOWDOWN_EXAMPLES[0]!.input, null, 2));
  const [answer, setAnswer] = useState<ShowdownAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (err) {
      setError(`input: not valid JSON (${(err as Error).message})`);
      return;
    }
    try {
      setAnswer(showdownCalculator(raw));
    } catch (err) {
      setAnswer(null);
      if (err instanceof CalculatorInputError) setError(err.message);
      else throw err;
    }
  };
  return (
    <Section id="showdown-heading" title="Poker showdown and pot calculator" description="The board, the hands shown and what each player put in: the pots and side pots, the winner(s) of each, hi/lo halves with the 8-or-better low, the odd chip to the first winner left of the button. The same as npm run showdown.">
      <form onSubmit={submit}>
        <Field label="Example hand">
          {(id) => (
            <select id={id} className={`${inputClass} mb-3`} onChange={(e) => setText(JSON.stringify(SHOWDOWN_EXAMPLES.find((x) => x.id === e.target.value)?.input ?? {}, null, 2))}>
              {SHOWDOWN_EXAMPLES.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label htmlFor="showdown-input" className={labelClass}>
          Hand (JSON; money in cents)
        </label>
        <textarea id="showdown-input" value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} rows={12} className={`${inputClass} font-mono text-sm`} />
        <button type="submit" className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300">
          Work out the pots
        </button>
      </form>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {answer ? (
        <div className="mt-3" data-testid="showdown-result" aria-live="polite">
          <ShowdownResultList result={answer} />
        </div>
      ) : null}
    </Section>
  );
}
