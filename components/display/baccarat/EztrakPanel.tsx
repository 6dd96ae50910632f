import type { BaccaratDisplayView } from "@/lib/domain/table/baccarat/views";
import { eztrak, percentText } from "./eztrak";

const TONE: Record<string, string> = {
  banker: "bg-banker text-white",
  player: "bg-player text-white",
  tie: "bg-tie text-white",
  neutral: "bg-white/10 text-white",
  marker: "bg-amber-300 text-slate-950",
};

/** EZTRAK: wins by side with percentages, naturals, bonus hands, hands this shoe, previous shoe. */
export function EztrakPanel({ view }: { view: Pick<BaccaratDisplayView, "roadLog" | "previousShoe" | "handNames" | "gameId"> }) {
  const stats = eztrak(view.roadLog, view.previousShoe, view.handNames, view.gameId);
  return (
    <section aria-labelledby="eztrak-title" className="rounded-2xl bg-black/30 p-4" data-testid="eztrak">
      <h2 id="eztrak-title" className="text-2xl font-bold uppercase tracking-wide text-emerald-50">
        Shoe statistics
      </h2>
      <table className="mt-2 w-full table-fixed border-separate border-spacing-y-1 text-left tabular-nums">
        <caption className="sr-only">Wins by side this shoe and the previous shoe</caption>
        <colgroup>
          <col className="w-[44%]" />
          <col className="w-[17%]" />
          <col className="w-[17%]" />
          <col className="w-[22%]" />
        </colgroup>
        <thead>
          <tr className="text-lg text-emerald-50">
            <th scope="col" className="font-semibold">
              <span className="sr-only">Result</span>
            </th>
            <th scope="col" className="text-right font-semibold">Shoe</th>
            <th scope="col" className="text-right font-semibold">%</th>
            <th scope="col" className="text-right font-semibold">Previous</th>
          </tr>
        </thead>
        <tbody>
          <tr data-testid="stat-hands" className="text-2xl">
            <th scope="row" className="py-1 font-semibold text-white">Hands</th>
            <td className="text-right text-3xl font-black text-white" data-count={stats.hands}>{stats.hands}</td>
            <td />
            <td className="text-right text-white" data-count={stats.previousHands ?? ""}>{stats.previousHands ?? "–"}</td>
          </tr>
          {stats.rows.map((r) => (
            <tr key={r.key} data-testid={`stat-${r.key}`} className="text-2xl">
              <th scope="row" className="py-0.5 font-semibold">
                <span className={`inline-block max-w-full truncate rounded-md px-2 py-0.5 align-middle text-xl ${TONE[r.tone] ?? ""}`}>{r.label}</span>
              </th>
              <td className="text-right text-3xl font-black text-white" data-count={r.current.count}>
                {r.current.count}
              </td>
              <td className="text-right text-xl text-emerald-50" data-percent={r.current.percent ?? ""}>
                {percentText(r.current.percent)}
              </td>
              <td className="text-right text-white" data-count={r.previous?.count ?? ""}>
                {r.previous ? (
                  <>
                    {r.previous.count} <span className="text-base text-emerald-50">{percentText(r.previous.percent)}</span>
                  </>
                ) : (
                  "–"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
