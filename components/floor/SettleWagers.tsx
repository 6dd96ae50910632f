"use client";
import type { Dispatch, SetStateAction } from "react";
import type { RoundForm } from "./settle-round-form";
import { inputClass, labelClass } from "./ui";

/** The settlement calculator's wagers: a row a wager (seat, bet, amount, backline and its bettor), added and removed. */
export function WagerRows({ form, setForm, bets }: { form: RoundForm; setForm: Dispatch<SetStateAction<RoundForm>>; bets: readonly { id: string; name: string }[] }) {
  const setWager = (i: number, patch: Partial<RoundForm["wagers"][number]>) => setForm((f) => ({ ...f, wagers: f.wagers.map((w, j) => (j === i ? { ...w, ...patch } : w)) }));
  return (
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
  );
}
