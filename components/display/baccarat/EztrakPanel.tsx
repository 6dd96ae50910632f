import type { BaccaratDisplayView } from "@/lib/domain/table/baccarat/views";
import { useLabels } from "../labels";
import { eztrak, percentText } from "./eztrak";

const TONE: Record<string, string> = {
  banker: "bg-banker text-white",
  player: "bg-player text-white",
  tie: "bg-tie text-white",
  neutral: "bg-white/10 text-white",
  marker: "bg-amber-300 text-slate-950",
};

/**
 * EZTRAK: wins by side with percentages, naturals, bonus hands, hands this shoe, previous shoe. A
 * grid with a column each and room between them (a count never runs into its percentage), every
 * figure at 28 px or more. The figures' columns take only the width their figures need (a header
 * such as "Shoe 本靴" breaks instead), so the names keep one line where they can.
 */
export function EztrakPanel({ view }: { view: Pick<BaccaratDisplayView, "roadLog" | "previousShoe" | "handNames" | "gameId"> }) {
  const t = useLabels();
  const stats = eztrak(view.roadLog, view.previousShoe, view.handNames, view.gameId);
  return (
    <section aria-labelledby="eztrak-title" className="shrink-0 rounded-2xl bg-black/30 px-4 py-3" data-testid="eztrak">
      <h2 id="eztrak-title" className="text-[28px] font-bold uppercase leading-tight tracking-wide text-emerald-50">
        {t("Shoe statistics")}
      </h2>
      <table className="mt-1 w-full border-separate border-spacing-x-0 border-spacing-y-1 text-left text-[28px] leading-tight tabular-nums">
        <caption className="sr-only">Wins by side this shoe and the previous shoe</caption>
        <thead>
          <tr className="text-emerald-50">
            <th scope="col" className="font-semibold">
              <span className="sr-only">Result</span>
            </th>
            <th scope="col" className="w-px pl-3 text-right font-semibold">
              {t("Shoe")}
            </th>
            <th scope="col" className="w-px pl-3 text-right font-semibold">
              %
            </th>
            <th scope="col" className="w-px pl-3 text-right font-semibold" title="The previous shoe">
              {t("Last")}
              <span className="sr-only"> shoe</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr data-testid="stat-hands">
            <th scope="row" className="font-semibold text-white">
              {t("Hands")}
            </th>
            <td className="pl-3 text-right text-[30px] font-black text-white" data-count={stats.hands}>
              {stats.hands}
            </td>
            <td />
            <td className="pl-3 text-right text-white" data-count={stats.previousHands ?? ""}>
              {stats.previousHands ?? "–"}
            </td>
          </tr>
          {stats.rows.map((r) => (
            <tr key={r.key} data-testid={`stat-${r.key}`}>
              <th scope="row" className="font-semibold">
                {/* A long name ("Player/Dealer") breaks after its slash rather than pushing the figures past the panel's edge. */}
                <span className={`inline-block max-w-full rounded-md px-1.5 align-middle ${TONE[r.tone] ?? ""}`}>{breakable(r.tone === "banker" || r.tone === "player" || r.key === "tie" || r.key === "naturals" ? t(r.label) : r.label)}</span>
              </th>
              <td className="pl-3 text-right text-[30px] font-black text-white" data-count={r.current.count}>
                {r.current.count}
              </td>
              <td className="whitespace-nowrap pl-3 text-right text-emerald-50" data-percent={r.current.percent ?? ""}>
                {percentText(r.current.percent)}
              </td>
              <td className="pl-3 text-right text-white" data-count={r.previous?.count ?? ""}>
                {r.previous ? r.previous.count : "–"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A name that may break after a slash on a narrow panel: "Player/Dealer" as "Player/" and "Dealer". */
function breakable(label: string): string {
  return label.replace(/\//g, "/\u200B");
}
