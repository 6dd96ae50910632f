import { dollars } from "@/lib/client/dollars";
import type { AnyDealerView } from "./context";
import { payerName } from "./format";
import { Panel } from "./ui";

/**
 * After "No more bets": what to drop from whom, by the posted schedule, and the total. `note`
 * replaces the prompt of a game that drops its fees before the first card (No Bust 6.0 drops them
 * after the initial two-card hands).
 */
export function FeePanel({ view, emphasis, note, dropped = false }: { view: AnyDealerView; emphasis: boolean; note?: string; dropped?: boolean }) {
  const lines = view.fees.lines;
  if (!lines) return null;
  return (
    <Panel
      id="fees-title"
      testId="fees"
      tone={emphasis ? "focus" : "plain"}
      title={
        <>
          {dropped ? "Fees dropped" : "Drop the fees"}: <span data-testid="fee-total">{dollars(view.fees.total ?? 0)}</span>
        </>
      }
    >
      {note ? (
        <p className="mb-2 text-slate-100" data-testid="fee-note">
          {note}
        </p>
      ) : emphasis ? (
        <p className="mb-2 text-slate-100">Take these collection fees into the drop box before the first card.</p>
      ) : null}
      {lines.length === 0 ? (
        <p className="text-slate-200">No fee is due this hand.</p>
      ) : (
        <table className="w-full text-left">
          <caption className="sr-only">Fees to drop, by payer</caption>
          <thead>
            <tr className="border-b border-slate-600 text-sm text-slate-200">
              <th scope="col" className="py-1 pr-2 font-semibold">
                From
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                Fee
              </th>
              <th scope="col" className="py-1 font-semibold">
                Rule
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={i} className="border-b border-slate-800" data-testid="fee-line" data-payer={line.payer.kind} data-cents={line.cents}>
                <td className="py-2 pr-2 font-semibold text-white">{payerName(view, line)}</td>
                <td className="py-2 pr-2 text-right text-lg font-bold text-amber-200">{dollars(line.cents)}</td>
                <td className="py-2 text-sm text-slate-200">{line.rule.text}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-2 pr-2 text-left font-semibold text-white">
                Total
              </th>
              <td className="pt-2 pr-2 text-right text-lg font-bold text-amber-200">{dollars(view.fees.total ?? 0)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </Panel>
  );
}
