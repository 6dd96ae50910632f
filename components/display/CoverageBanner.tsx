/**
 * Before the deal, when the bank cannot cover every wager: the players see which wagers would go back
 * without action, and on which outcome (the display view's coverage).
 */
import { dollars } from "@/lib/client/dollars";
import type { CoverageWarning } from "@/lib/domain/table/common/views";

export function CoverageBanner({ coverage }: { coverage: CoverageWarning | null | undefined }) {
  if (!coverage) return null;
  const returned = coverage.returned.map((r) => `seat ${r.seat}${r.backline ? " backline" : ""} ${r.betName} ${r.uncovered === r.stake ? dollars(r.stake) : `${dollars(r.uncovered)} of ${dollars(r.stake)}`}`);
  return (
    <div role="status" data-testid="coverage-banner" className="shrink-0 rounded-2xl border-4 border-amber-300 bg-slate-950/90 px-6 py-2 text-[32px] leading-tight text-white">
      <strong className="text-amber-300">Bank {dollars(coverage.bank)} cannot cover every wager.</strong> If {coverage.scenario.replace(/^A tie$/, "there is a tie").replace(/^Every hand/, "every hand")}, back without action:{" "}
      <span data-testid="coverage-returned">{returned.join(" · ")}</span>
    </div>
  );
}
