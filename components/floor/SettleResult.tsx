"use client";
import { money } from "@/lib/client/floor-api";
import { feeOptionTitle, filingWords } from "@/lib/client/names";
import type { SettleResult } from "@/lib/contract/calculators";
import { familyScreens } from "@/components/family-screens";
import { tdClass, thClass } from "./ui";

function SettleHands({ result }: { result: SettleResult }) {
  const { SettleHands: Hands } = familyScreens(result.family);
  return <Hands result={result as never} />;
}

/** A settled round as the calculator shows it: the hands, the ledger in settlement order, the fees, the bank or the pots. */
export function SettleResultView({ result }: { result: SettleResult }) {
  return (
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
  );
}
