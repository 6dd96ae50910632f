"use client";
import { useMemo, useState, type FormEvent } from "react";
import { showdownCalculator, type ShowdownAnswer } from "@/lib/domain/poker/showdown-input";
import { CalculatorInputError } from "@/lib/domain/calculators/input-errors";
import type { PokerDealerView } from "@/lib/domain/table/poker/views";
import { Button } from "@/components/ui/Button";
import { dollars, parseDollars, typedDollars } from "@/lib/client/dollars";
import { Panel, inputClass, labelClass } from "../ui";
import { ShowdownResultList } from "./ShowdownResult";

interface Row {
  seat: number;
  contributed: string;
  cards: string;
  folded: boolean;
}

/** The hand's players as the calculator's rows: the hand in play, or the last one. */
function rowsOf(view: PokerDealerView): Row[] {
  const seats = view.hand?.dealtIn ?? view.lastHandRecord?.dealtIn ?? [];
  return [...seats].sort((a, b) => a - b).map((seat) => ({ seat, contributed: "", cards: "", folded: false }));
}

const cardsOf = (text: string) => (text.trim() ? text.trim().toUpperCase().replace(/10/g, "T").split(/[\s,]+/) : []);

/**
 * The showdown and pot calculator on the tablet (the same as `npm run showdown` and the floor's):
 * the board, the hands shown and what each player put in; the pots and side pots, the winner(s) of
 * each, hi/lo halves and the odd chips. Worked out on the tablet, nothing is recorded.
 */
export function ShowdownPanel({ view }: { view: PokerDealerView }) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(view));
  const [board, setBoard] = useState((view.board ?? []).join(" "));
  const [button, setButton] = useState(String(view.positions?.button ?? view.plan?.button ?? 1));
  const [drop, setDrop] = useState(view.hand?.dropCents ? typedDollars(view.hand.dropCents) : "");
  const [result, setResult] = useState<ShowdownAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const holeCards = useMemo(() => (view.gameId.includes("omaha") ? 4 : 2), [view.gameId]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const dropCents = drop.trim() ? parseDollars(drop) : 0;
      setResult(
        showdownCalculator({
          game: view.gameId,
          board: cardsOf(board),
          button: Number(button),
          chipCents: 100,
          ...(dropCents ? { dropCents } : {}),
          players: rows.map((r) => ({ seat: r.seat, contributedCents: parseDollars(r.contributed) ?? -1, ...(r.folded ? { folded: true } : { cards: cardsOf(r.cards) }) })),
        }),
      );
    } catch (err) {
      setResult(null);
      if (err instanceof CalculatorInputError) setError(err.message);
      else throw err;
    }
  };
  const set = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Panel id="showdown-title" testId="showdown" title="Showdown and pot calculator">
      <details>
        <summary className="cursor-pointer text-slate-100">Who wins which pot: enter the board, the hands shown and what each player put in</summary>
        <form onSubmit={submit} className="mt-3 flex flex-col gap-3">
          <div className="grid grid-cols-3 gap-2">
            <label className="col-span-2 block">
              <span className={labelClass}>Board</span>
              <input className={inputClass} value={board} onChange={(e) => setBoard(e.target.value)} placeholder="AS KD 7C 4H 2D" autoComplete="off" data-testid="showdown-board" />
            </label>
            <label className="block">
              <span className={labelClass}>Button seat</span>
              <input className={inputClass} inputMode="numeric" value={button} onChange={(e) => setButton(e.target.value)} />
            </label>
          </div>
          <label className="block">
            <span className={labelClass}>Drop taken ($)</span>
            <input className={inputClass} inputMode="decimal" value={drop} onChange={(e) => setDrop(e.target.value)} />
          </label>
          <ul className="flex flex-col gap-2">
            {rows.map((r, i) => (
              <li key={r.seat} className="grid grid-cols-[4rem_1fr_1.5fr_auto] items-end gap-2" data-testid={`showdown-seat-${r.seat}`}>
                <span className="pb-3 font-semibold text-white">Seat {r.seat}</span>
                <label className="block">
                  <span className={labelClass}>Put in ($)</span>
                  <input className={inputClass} inputMode="decimal" value={r.contributed} onChange={(e) => set(i, { contributed: e.target.value })} />
                </label>
                <label className="block">
                  <span className={labelClass}>{holeCards} cards shown</span>
                  <input className={inputClass} value={r.cards} disabled={r.folded} onChange={(e) => set(i, { cards: e.target.value })} placeholder={holeCards === 4 ? "AH 2C 3D KS" : "AH KH"} autoComplete="off" />
                </label>
                <label className="flex min-h-12 items-center gap-2 text-slate-100">
                  <input type="checkbox" checked={r.folded} onChange={(e) => set(i, { folded: e.target.checked })} className="h-5 w-5" />
                  Folded
                </label>
              </li>
            ))}
          </ul>
          <Button type="submit" tone="primary">
            Work out the pots
          </Button>
        </form>
        {error ? (
          <p role="alert" className="mt-2 font-semibold text-red-200">
            {error}
          </p>
        ) : null}
        {result ? (
          <div className="mt-3" data-testid="showdown-result">
            <ShowdownResultList result={result} />
            <p className="mt-1 text-sm text-slate-300">Every chip: {dollars(result.contributedCents)} put in, {dollars(result.dropCents)} dropped.</p>
          </div>
        ) : null}
      </details>
    </Panel>
  );
}
