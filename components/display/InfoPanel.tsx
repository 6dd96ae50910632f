"use client";
/**
 * The wall's information panel: the posted collection fees and the side bets' pay tables and limits,
 * in pages that take turns (every PAGE_SECONDS), each page's lines at 28 px or more, so a long fee
 * schedule or several side bets never shrink below what a player reads from 4 m.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { useNow } from "@/lib/client/use-now";
import { formatCents } from "@/lib/domain/money";
import { feeLines, feeSections, type FeeLine } from "./format";
import { useLabels } from "./labels";

export const PAGE_SECONDS = 10;

/** "$5", "$100", "$2.50": the wall's short money (whole dollars without cents). */
export function wholeDollars(cents: number): string {
  return cents % 100 === 0 ? formatCents(cents).replace(/\.00$/, "") : formatCents(cents);
}
/** Lines of 28 px a page holds before the panel has measured its height (under the statistics and the player-dealer). */
const LINES_PER_PAGE = 6;
/** One 28 px line as laid out (leading-tight), with the gap between groups: how the panel's height is counted in lines. */
const LINE_PX = 37;
/** Characters of a side bet's "when" that fit on one 28 px line beside its pays (the rest wraps). */
const WHEN_CHARS_PER_LINE = 20;
/** Characters of a fee's heading or a side bet's name with its limits that fit on one 28 px line across the panel. */
const FULL_CHARS_PER_LINE = 24;

function wrapped(text: string, perLine: number): number {
  return Math.max(1, Math.ceil(text.length / perLine));
}

/** Lines a side bet takes on the wall: its name with its limits, then each pay line as wrapped. */
export function sideBetLines(bet: Pick<SideBetPays, "name" | "lines" | "limits">): number {
  const head = `${bet.name} ${wholeDollars(bet.limits.min)}–${wholeDollars(bet.limits.max)}`;
  return wrapped(head, FULL_CHARS_PER_LINE) + bet.lines.reduce((n, l) => n + wrapped(l.when, WHEN_CHARS_PER_LINE), 0);
}

/** Lines a fee section takes: a tier is one line, a heading or a flat fee wraps across the panel. */
function feeSectionLines(section: readonly FeeLine[]): number {
  return section.reduce((n, l) => n + (l.tier ? 1 : wrapped(l.text, FULL_CHARS_PER_LINE)), 0);
}

export interface SideBetPays {
  readonly id: string;
  readonly name: string;
  readonly lines: readonly { readonly when: string; readonly pays: string }[];
  readonly limits: { readonly min: number; readonly max: number };
}

type Page = { readonly kind: "fees"; readonly sections: FeeLine[][] } | { readonly kind: "pays"; readonly bets: SideBetPays[] };

/**
 * A fee section longer than a page (a heading of three lines over five tiers, on a short panel) in
 * pieces that each fit one, the heading repeated over each piece's tiers: a page is never cut off
 * at the bottom of the panel.
 */
export function splitSection(section: readonly FeeLine[], linesPerPage: number): FeeLine[][] {
  const [head, ...tiers] = section;
  if (!head || head.tier || feeSectionLines(section) <= linesPerPage || tiers.length === 0) return [[...section]];
  const headLines = feeSectionLines([head]);
  const per = Math.max(1, linesPerPage - headLines);
  const pieces: FeeLine[][] = [];
  for (let i = 0; i < tiers.length; i += per) pieces.push([head, ...tiers.slice(i, i + per)]);
  return pieces;
}

/** A side bet whose pays run longer than a page, in pieces that each fit one, its name and limits over each. */
export function splitSideBet(bet: SideBetPays, linesPerPage: number): SideBetPays[] {
  if (sideBetLines(bet) <= linesPerPage || bet.lines.length < 2) return [bet];
  const head = sideBetLines({ ...bet, lines: [] });
  const pieces: SideBetPays[] = [];
  let lines: SideBetPays["lines"][number][] = [];
  let used = head;
  for (const line of bet.lines) {
    const size = wrapped(line.when, WHEN_CHARS_PER_LINE);
    if (lines.length > 0 && used + size > linesPerPage) {
      pieces.push({ ...bet, lines });
      lines = [];
      used = head;
    }
    lines.push(line);
    used += size;
  }
  if (lines.length) pieces.push({ ...bet, lines });
  return pieces;
}

/** The fees' sections and the side bets, cut into pages of at most LINES_PER_PAGE lines (a group is never split unless it alone is longer). */
export function infoPages(posted: readonly string[], sideBets: readonly SideBetPays[], linesPerPage: number = LINES_PER_PAGE): Page[] {
  const pages: Page[] = [];
  let sections: FeeLine[][] = [];
  let used = 0;
  for (const section of feeSections(feeLines(posted)).flatMap((s) => splitSection(s, linesPerPage))) {
    const size = feeSectionLines(section);
    if (used > 0 && used + size > linesPerPage) {
      pages.push({ kind: "fees", sections });
      sections = [];
      used = 0;
    }
    sections.push(section);
    used += size;
  }
  if (sections.length) pages.push({ kind: "fees", sections });
  let bets: SideBetPays[] = [];
  used = 0;
  for (const bet of sideBets.flatMap((b) => splitSideBet(b, linesPerPage))) {
    const size = sideBetLines(bet);
    if (used > 0 && used + size > linesPerPage) {
      pages.push({ kind: "pays", bets });
      bets = [];
      used = 0;
    }
    bets.push(bet);
    used += size;
  }
  if (bets.length) pages.push({ kind: "pays", bets });
  return pages;
}

export function InfoPanel({ posted, sideBets }: { posted: readonly string[]; sideBets: readonly SideBetPays[] }) {
  const t = useLabels();
  // The pages are cut to the lines the panel's body holds at its measured height (the player-dealer's
  // panel above it grows and shrinks), so no page is ever cut off at the bottom.
  const body = useRef<HTMLDivElement>(null);
  const hasLines = posted.length + sideBets.length > 0;
  const [linesPerPage, setLinesPerPage] = useState(LINES_PER_PAGE);
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    const measure = () => setLinesPerPage(Math.max(2, Math.floor(el.clientHeight / LINE_PX)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasLines]);
  const pages = infoPages(posted, sideBets, linesPerPage);
  const now = useNow(1000, pages.length > 1);
  const index = pages.length > 1 ? Math.floor(now / 1000 / PAGE_SECONDS) % pages.length : 0;
  const current = pages[index];
  if (!current) return null;
  // Every page is laid out in the same place, the one on show visible: the panel keeps one size and
  // the posted schedule is always complete on the page (a screen reader reads the page on show).
  const shown = (i: number) => ({ visibility: i === index ? ("visible" as const) : ("hidden" as const) });
  const fees = pages.map((p, i) => ({ p, i })).filter((x) => x.p.kind === "fees");
  const pays = pages.map((p, i) => ({ p, i })).filter((x) => x.p.kind === "pays");
  return (
    <section aria-labelledby="info-title" className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl bg-black/30 p-4" data-testid="info-panel" data-page={`${index + 1}/${pages.length}`} data-kind={current.kind}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="info-title" className="text-[28px] font-bold uppercase tracking-wide text-emerald-50">
          {current.kind === "fees" ? t("Collection fees") : t("Side bets pay")}
        </h2>
        {pages.length > 1 ? (
          <span className="text-[28px] tabular-nums text-emerald-50" aria-label={`page ${index + 1} of ${pages.length}`}>
            {index + 1}/{pages.length}
          </span>
        ) : null}
      </div>
      <div ref={body} className="mt-1 grid min-h-0 flex-1 content-start overflow-hidden text-[28px] leading-tight text-white" data-testid="info-body">
        {fees.length ? (
          <div className="col-start-1 row-start-1 grid" data-testid="fees">
            {fees.map(({ p, i }) =>
              p.kind === "fees" ? (
                <div key={i} className="col-start-1 row-start-1" style={shown(i)} aria-hidden={i !== index || undefined}>
                  {p.sections.map((section, j) => (
                    <ul key={j} className="mb-1">
                      {section.map((l, k) =>
                        l.tier ? (
                          <li key={k} data-fee-line={l.text} className="flex justify-between gap-3 pl-3 tabular-nums">
                            <span>{l.tier.range}</span>
                            <span className="font-bold">{l.tier.fee}</span>
                          </li>
                        ) : (
                          <li key={k} data-fee-line={l.text} className="font-semibold">
                            {l.text}
                          </li>
                        ),
                      )}
                    </ul>
                  ))}
                </div>
              ) : null,
            )}
          </div>
        ) : null}
        {pays.length ? (
          <div className="col-start-1 row-start-1 grid" data-testid="side-bets">
            {pays.map(({ p, i }) =>
              p.kind === "pays" ? (
                <div key={i} className="col-start-1 row-start-1" style={shown(i)} aria-hidden={i !== index || undefined} data-testid={i === index ? "side-bets-shown" : undefined}>
                  {p.bets.map((b) => (
                    <div key={`${b.id}-${b.lines[0]?.when ?? ""}`} className="mb-2" data-side-bet={b.id}>
                      <p className="flex flex-wrap justify-between gap-x-3 font-bold text-amber-200">
                        <span>{b.name}</span>
                        <span className="tabular-nums">
                          {wholeDollars(b.limits.min)}–{wholeDollars(b.limits.max)}
                        </span>
                      </p>
                      <ul>
                        {b.lines.map((l, k) => (
                          <li key={k} className="flex justify-between gap-3 pl-3">
                            <span className="min-w-0">{l.when}</span>
                            <span className="shrink-0 font-bold tabular-nums">{l.pays}</span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              ) : null,
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
