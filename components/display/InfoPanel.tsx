"use client";
/**
 * The wall's information panel: the posted collection fees and the side bets' pay tables and limits,
 * in pages that take turns (every PAGE_SECONDS), each page's lines at 28 px, so a long fee
 * schedule or several side bets never shrink below what a player reads from 4 m; at 24 px, the
 * wall's smallest, only when one piece no page can split is taller than the panel (tallestPiece).
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
/** Lines of 28 px a page holds before the panel has measured itself (under the statistics and the player-dealer). */
const LINES_PER_PAGE = 6;
/** Characters of a side bet's "when" that fit on one 28 px line beside its pays (the rest wraps). */
const WHEN_CHARS_PER_LINE = 20;
/** Characters of a fee's heading or a side bet's name with its limits that fit on one 28 px line across the panel. */
const FULL_CHARS_PER_LINE = 24;

function wrapped(text: string, perLine: number): number {
  return Math.max(1, Math.ceil(text.length / perLine));
}

function betHeadText(bet: Pick<SideBetPays, "name" | "limits">): string {
  return `${bet.name} ${wholeDollars(bet.limits.min)}–${wholeDollars(bet.limits.max)}`;
}

/**
 * How much of the panel each piece takes, in the unit the page's capacity is counted in: lines
 * estimated from characters before the panel is laid out, pixels as rendered once it is (a
 * character count cannot know how a proportional font wraps: a line it counted as one wrapped to
 * two, and the page's last line was cut at the panel's bottom).
 */
export interface PanelSizes {
  feeLine(line: FeeLine): number;
  betHead(bet: Pick<SideBetPays, "id" | "name" | "limits">): number;
  betLine(bet: Pick<SideBetPays, "id">, line: SideBetPays["lines"][number]): number;
  /** Between two fee sections, and between two side bets, on one page. */
  readonly sectionGap: number;
  readonly betGap: number;
}

/** The estimate in lines, used before the panel has measured what it shows. */
export const ESTIMATED_LINES: PanelSizes = {
  feeLine: (l) => (l.tier ? 1 : wrapped(l.text, FULL_CHARS_PER_LINE)),
  betHead: (b) => wrapped(betHeadText(b), FULL_CHARS_PER_LINE),
  betLine: (_b, l) => wrapped(l.when, WHEN_CHARS_PER_LINE),
  sectionGap: 0,
  betGap: 0,
};

/** Lines a side bet takes on the wall by the estimate: its name with its limits, then each pay line as wrapped. */
export function sideBetLines(bet: Pick<SideBetPays, "id" | "name" | "lines" | "limits">, sizes: PanelSizes = ESTIMATED_LINES): number {
  return sizes.betHead(bet) + bet.lines.reduce((n, l) => n + sizes.betLine(bet, l), 0);
}

function feeSectionSize(section: readonly FeeLine[], sizes: PanelSizes): number {
  return section.reduce((n, l) => n + sizes.feeLine(l), 0);
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
export function splitSection(section: readonly FeeLine[], capacity: number, sizes: PanelSizes = ESTIMATED_LINES): FeeLine[][] {
  const [head, ...tiers] = section;
  if (!head || head.tier || feeSectionSize(section, sizes) <= capacity || tiers.length === 0) return [[...section]];
  const headSize = sizes.feeLine(head);
  const pieces: FeeLine[][] = [];
  let piece: FeeLine[] = [];
  let used = headSize;
  for (const tier of tiers) {
    const size = sizes.feeLine(tier);
    if (piece.length > 0 && used + size > capacity) {
      pieces.push([head, ...piece]);
      piece = [];
      used = headSize;
    }
    piece.push(tier);
    used += size;
  }
  if (piece.length) pieces.push([head, ...piece]);
  return pieces;
}

/** A side bet whose pays run longer than a page, in pieces that each fit one, its name and limits over each. */
export function splitSideBet(bet: SideBetPays, capacity: number, sizes: PanelSizes = ESTIMATED_LINES): SideBetPays[] {
  if (sideBetLines(bet, sizes) <= capacity || bet.lines.length < 2) return [bet];
  const head = sizes.betHead(bet);
  const pieces: SideBetPays[] = [];
  let lines: SideBetPays["lines"][number][] = [];
  let used = head;
  for (const line of bet.lines) {
    const size = sizes.betLine(bet, line);
    if (lines.length > 0 && used + size > capacity) {
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

/** Groups packed into pages of at most `capacity`, a gap between two groups on one page (a group is never split here). */
function pack<G>(groups: readonly G[], size: (g: G) => number, gap: number, capacity: number): G[][] {
  const pages: G[][] = [];
  let page: G[] = [];
  let used = 0;
  for (const group of groups) {
    const s = size(group);
    if (page.length > 0 && used + gap + s > capacity) {
      pages.push(page);
      page = [];
      used = 0;
    }
    used += (page.length > 0 ? gap : 0) + s;
    page.push(group);
  }
  if (page.length) pages.push(page);
  return pages;
}

/**
 * The fees' sections and the side bets, cut into pages that each fit `capacity` (lines by the
 * estimate, or pixels with measured `sizes`); a group is split only when it alone is longer.
 */
export function infoPages(posted: readonly string[], sideBets: readonly SideBetPays[], capacity: number = LINES_PER_PAGE, sizes: PanelSizes = ESTIMATED_LINES): Page[] {
  const sections = feeSections(feeLines(posted)).flatMap((s) => splitSection(s, capacity, sizes));
  const bets = sideBets.flatMap((b) => splitSideBet(b, capacity, sizes));
  return [
    ...pack(sections, (s) => feeSectionSize(s, sizes), sizes.sectionGap, capacity).map((p): Page => ({ kind: "fees", sections: p })),
    ...pack(bets, (b) => sideBetLines(b, sizes), sizes.betGap, capacity).map((p): Page => ({ kind: "pays", bets: p })),
  ];
}

/**
 * The tallest piece no page can split: a side bet's name and limits over its longest pay line, a
 * fee heading over its tallest tier (or a section that is not split). Taller than the panel, it
 * would be cut at the bottom whatever the pages.
 */
export function tallestPiece(posted: readonly string[], sideBets: readonly SideBetPays[], sizes: PanelSizes): number {
  const bets = sideBets.map((b) => sizes.betHead(b) + Math.max(0, ...b.lines.map((l) => sizes.betLine(b, l))));
  const fees = feeSections(feeLines(posted)).map((section) => {
    const [head, ...tiers] = section;
    if (!head || head.tier || tiers.length === 0) return feeSectionSize(section, sizes);
    return sizes.feeLine(head) + Math.max(...tiers.map((t) => sizes.feeLine(t)));
  });
  return Math.max(0, ...bets, ...fees);
}

/** Keys of the measured pieces: a fee line by its text, a side bet's head by its id, a pay line by both. */
const feeKey = (l: FeeLine) => `fee ${l.tier ? "tier" : "text"} ${l.text}`;
const headKey = (b: Pick<SideBetPays, "id">) => `head ${b.id}`;
const lineKey = (b: Pick<SideBetPays, "id">, l: SideBetPays["lines"][number]) => `line ${b.id} ${l.when} ${l.pays}`;

interface Measured {
  readonly heights: ReadonlyMap<string, number>;
  readonly capacity: number;
  readonly sectionGap: number;
  readonly betGap: number;
}

/** Sizes in pixels from the measuring layer; a piece not measured yet counts as the whole panel (a page of its own). */
function measuredSizes(m: Measured): PanelSizes {
  const h = (key: string) => m.heights.get(key) ?? m.capacity;
  return {
    feeLine: (l) => h(feeKey(l)),
    betHead: (b) => h(headKey(b)),
    betLine: (b, l) => h(lineKey(b, l)),
    sectionGap: m.sectionGap,
    betGap: m.betGap,
  };
}

/** `measure`: the piece's key in the measuring layer (which is not the page, so it carries no fee-line mark). */
function FeeLineItem({ line, measure }: { line: FeeLine; measure?: string }) {
  const marks = measure ? { "data-measure": measure } : { "data-fee-line": line.text };
  return line.tier ? (
    <li {...marks} className="flex justify-between gap-3 pl-3 tabular-nums">
      <span>{line.tier.range}</span>
      <span className="font-bold">{line.tier.fee}</span>
    </li>
  ) : (
    <li {...marks} className="font-semibold">
      {line.text}
    </li>
  );
}

function BetHead({ bet, measure }: { bet: Pick<SideBetPays, "name" | "limits">; measure?: string }) {
  return (
    <p data-measure={measure} className="flex flex-wrap justify-between gap-x-3 font-bold text-amber-200">
      <span>{bet.name}</span>
      <span className="tabular-nums">
        {wholeDollars(bet.limits.min)}–{wholeDollars(bet.limits.max)}
      </span>
    </p>
  );
}

function BetLineItem({ line, measure }: { line: SideBetPays["lines"][number]; measure?: string }) {
  return (
    <li data-measure={measure} className="flex justify-between gap-3 pl-3">
      <span className="min-w-0">{line.when}</span>
      <span className="shrink-0 font-bold tabular-nums">{line.pays}</span>
    </li>
  );
}

/** Gaps between groups, in px: `mb-1` under a fee section, `mb-2` under a side bet (Tailwind's 0.25rem steps). */
const SECTION_GAP_CLASS = "mb-1";
/**
 * Pixels a page leaves free at the bottom: the pieces are measured in fractional pixels and the
 * body's height is a whole one, so a page that fits to the pixel by the sum can run its last line
 * a few pixels past the bottom (seen once at a Dai Bacc wall, a four-line pay line cut).
 */
const FIT_MARGIN_PX = 4;
const BET_GAP_CLASS = "mb-2";

export function InfoPanel({ posted, sideBets }: { posted: readonly string[]; sideBets: readonly SideBetPays[] }) {
  const t = useLabels();
  // The pages are cut to the panel body's measured height (the player-dealer's panel above it grows
  // and shrinks) by the measured height of every line as it wraps, laid out in a hidden layer of the
  // same width: no page is ever cut off at the bottom.
  const body = useRef<HTMLDivElement>(null);
  const measuring = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Measured | null>(null);
  const allFeeLines = feeLines(posted);
  const contentKey = JSON.stringify([posted, sideBets]);
  // A piece taller than the panel at 28 px (a Dai Bacc pay line of four lines under its two-line
  // name, beside the player-dealer's panel) is set at 24 px, the wall's smallest, for this content.
  // Kept with the body's height it was decided at: a taller body (the layout settling) tries 28 px again.
  const [smallFor, setSmallFor] = useState<{ readonly key: string; readonly capacity: number } | null>(null);
  const small = smallFor?.key === contentKey;
  useLayoutEffect(() => {
    const el = body.current;
    const layer = measuring.current;
    if (!el || !layer) return;
    const measure = () => {
      const heights = new Map<string, number>();
      for (const node of layer.querySelectorAll<HTMLElement>("[data-measure]")) heights.set(node.dataset.measure!, node.getBoundingClientRect().height);
      const gap = (selector: string) => {
        const node = layer.querySelector<HTMLElement>(selector);
        return node ? parseFloat(getComputedStyle(node).marginBottom) || 0 : 0;
      };
      const next: Measured = { heights, capacity: Math.max(0, el.clientHeight - FIT_MARGIN_PX), sectionGap: gap("[data-measure-gap=section]"), betGap: gap("[data-measure-gap=bet]") };
      setMeasured((before) => (before && sameMeasure(before, next) ? before : next));
      if (next.capacity <= 0) return;
      if (small) {
        if (smallFor && next.capacity > smallFor.capacity) setSmallFor(null);
        return;
      }
      // What the panel shows, as the effect's key holds it.
      const [shownPosted, shownBets] = JSON.parse(contentKey) as [string[], SideBetPays[]];
      if (tallestPiece(shownPosted, shownBets, measuredSizes(next)) > next.capacity) setSmallFor({ key: contentKey, capacity: next.capacity });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // A web font that arrives after the first layout wraps lines differently.
    void document.fonts?.ready.then(measure);
    return () => observer.disconnect();
  }, [contentKey, small, smallFor]);
  const pages = measured && measured.capacity > 0 ? infoPages(posted, sideBets, measured.capacity, measuredSizes(measured)) : infoPages(posted, sideBets);
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
    <section aria-labelledby="info-title" className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl bg-black/30 p-4" data-testid="info-panel" data-page={`${index + 1}/${pages.length}`} data-kind={current.kind} data-measured={measured ? "true" : "false"}>
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
      <div ref={body} className={`relative mt-1 grid min-h-0 flex-1 content-start overflow-hidden ${small ? "text-[24px]" : "text-[28px]"} leading-tight text-white`} data-testid="info-body" data-type={small ? "small" : "regular"}>
        {/* Every piece once, as it wraps at this width, for the pages to be cut by: never seen. */}
        <div ref={measuring} className="invisible absolute inset-x-0 top-0" aria-hidden="true">
          <ul className={SECTION_GAP_CLASS} data-measure-gap="section">
            {allFeeLines.map((l, k) => (
              <FeeLineItem key={k} line={l} measure={feeKey(l)} />
            ))}
          </ul>
          {sideBets.map((b) => (
            <div key={b.id} className={BET_GAP_CLASS} data-measure-gap="bet">
              <BetHead bet={b} measure={headKey(b)} />
              <ul>
                {b.lines.map((l, k) => (
                  <BetLineItem key={k} line={l} measure={lineKey(b, l)} />
                ))}
              </ul>
            </div>
          ))}
        </div>
        {fees.length ? (
          <div className="col-start-1 row-start-1 grid" data-testid="fees">
            {fees.map(({ p, i }) =>
              p.kind === "fees" ? (
                <div key={i} className="col-start-1 row-start-1" style={shown(i)} aria-hidden={i !== index || undefined}>
                  {p.sections.map((section, j) => (
                    <ul key={j} className={SECTION_GAP_CLASS}>
                      {section.map((l, k) => (
                        <FeeLineItem key={k} line={l} />
                      ))}
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
                    <div key={`${b.id}-${b.lines[0]?.when ?? ""}`} className={BET_GAP_CLASS} data-side-bet={b.id}>
                      <BetHead bet={b} />
                      <ul>
                        {b.lines.map((l, k) => (
                          <BetLineItem key={k} line={l} />
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

function sameMeasure(a: Measured, b: Measured): boolean {
  if (a.capacity !== b.capacity || a.sectionGap !== b.sectionGap || a.betGap !== b.betGap || a.heights.size !== b.heights.size) return false;
  for (const [k, v] of a.heights) if (b.heights.get(k) !== v) return false;
  return true;
}
