/**
 * Before the deal: the bank cannot cover every wager. Which wagers would go back, in action order,
 * and on which outcome (the views' `coverage`, lib/domain/bank-walk/coverage.ts).
 */
import { dollars } from "@/lib/client/dollars";
import type { CoverageWarning as Coverage } from "@/lib/domain/table/common/views";

export function coverageText(c: Coverage): { headline: string; lines: string[]; note: string } {
  return {
    headline: `The bank (${dollars(c.bank)}) cannot cover every wager: if ${c.scenario.replace(/^A tie$/, "there is a tie").replace(/^Every hand/, "every hand")}, ${c.returned.length === 1 ? "this wager goes" : "these wagers go"} back without action`,
    lines: c.returned.map((r) => `Seat ${r.seat}${r.backline ? " backline" : ""} ${r.betName}: ${r.uncovered === r.stake ? dollars(r.stake) : `${dollars(r.uncovered)} of ${dollars(r.stake)}`}`),
    note: c.actionKnown ? `Counted in action order from seat ${c.actionSeat}.` : `The action button is placed after the deal; counted from seat ${c.actionSeat}, where it would return the most.`,
  };
}

export function CoverageWarning({ coverage }: { coverage: Coverage | null | undefined }) {
  if (!coverage) return null;
  const t = coverageText(coverage);
  return (
    <div role="status" data-testid="coverage-warning" className="border-b border-amber-300 bg-amber-950 px-4 py-2 text-amber-50">
      <p className="text-lg font-bold">{t.headline}:</p>
      <p className="text-base" data-testid="coverage-returned">
        {t.lines.join(" · ")}
      </p>
      <p className="text-sm text-amber-100">{t.note} Tell the players before the first card.</p>
    </div>
  );
}
