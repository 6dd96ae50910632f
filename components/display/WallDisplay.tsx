"use client";
import { useLayoutEffect, useState } from "react";
import { useTable } from "@/lib/client/use-table";
import { useLargestFit } from "@/components/ui/use-largest-fit";
import { DISPLAY_AUTH } from "@/lib/client/display-auth";
import type { AnyDisplayView } from "@/lib/contract/views";
import { familyScreens } from "@/components/family-screens";
import { DisplayStage } from "./DisplayStage";
import { Limits } from "./TablePanel";
import { CoverageBanner } from "./CoverageBanner";
import { connectionNotice, statusBanner, type Banner, type ConnectionNotice } from "./format";
import { WallLabels, useLabels, type WallLanguage } from "./labels";
import { ShoeProgress } from "./ShoeProgress";

const FELT = "bg-[radial-gradient(ellipse_at_30%_20%,#0f6b45_0%,#0b5d3b_35%,#063d27_100%)]";

function ConnectionBadge({ notice }: { notice: ConnectionNotice }) {
  if (notice.kind === "live") {
    return (
      <div className="flex items-center gap-2 text-[28px] text-emerald-50" data-testid="connection" data-state="live">
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-emerald-300" />
        Live
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-2 rounded-full bg-amber-300 px-4 py-1 text-[28px] font-bold text-slate-950" data-testid="connection" data-state={notice.kind}>
      <span aria-hidden="true" className="pulse-soft h-3 w-3 rounded-full bg-slate-950" />
      {notice.text}
    </div>
  );
}

/**
 * The header's ways to show the table's name over its game, largest first: the name from 48 px down,
 * the game from 28 px to 24 px on one line, at the last on two lines under a 28 px name. Never
 * under 24 px, never cut with an ellipsis.
 */
type TitleFit = { readonly title: number; readonly sub: number; readonly wrap: boolean; readonly titleWrap?: boolean };
const TITLE_FITS: readonly TitleFit[] = [
  { title: 48, sub: 28, wrap: false },
  { title: 44, sub: 28, wrap: false },
  { title: 40, sub: 26, wrap: false },
  { title: 36, sub: 24, wrap: false },
  { title: 32, sub: 24, wrap: false },
  { title: 28, sub: 24, wrap: true },
];
/** A name with no game under it: on two lines before it gets small (the shoe's fingerprint and progress beside it). */
const NAME_ONLY_FITS: readonly TitleFit[] = [...TITLE_FITS.slice(0, 5), { title: 36, sub: 0, wrap: false, titleWrap: true }, { title: 32, sub: 0, wrap: false, titleWrap: true }, { title: 28, sub: 0, wrap: false, titleWrap: true }];

/**
 * The table's name and its game in the header, at the largest of TITLE_FITS that fits beside the
 * limits and the shoe, measured on the stage (laid out at 1920 x 1080) and again when the room
 * beside it changes (the shoe's progress appears): "Table 14 · Fortune Pai Gow Poker (Mortimer's)"
 * at 48 px would run under the limits.
 */
function TitleBlock({ name, subtitle }: { name: string; subtitle: string | null }) {
  const [width, setWidth] = useState(0);
  const fits = subtitle ? TITLE_FITS : NAME_ONLY_FITS;
  const { ref: block, index } = useLargestFit<HTMLDivElement>(
    `${name}|${subtitle ?? ""}|${width}`,
    fits.length,
    (el) => [...el.children].some((c) => c.scrollWidth > c.clientWidth + 1) || el.scrollHeight > el.clientHeight + 1,
  );
  const f = fits[index]!;
  useLayoutEffect(() => {
    const el = block.current;
    if (!el) return;
    // The room left is the header's less what sits beside the name (the limits, the shoe, the
    // connection), none of which depends on the name's size: no loop of fitting and refitting.
    const siblings = [...(el.parentElement?.children ?? [])].filter((c) => c !== el);
    const observer = new ResizeObserver(() => setWidth(Math.round(siblings.reduce((sum, c) => sum + c.getBoundingClientRect().width, 0))));
    for (const c of siblings) observer.observe(c);
    return () => observer.disconnect();
  }, [block]);
  return (
    <div ref={block} className="flex h-full min-w-0 flex-col justify-center" data-fit={index}>
      <h1 className={`font-black text-white ${f.titleWrap ? "" : "whitespace-nowrap"}`} style={{ fontSize: f.title, lineHeight: f.titleWrap ? 1.05 : 1 }} data-testid="wall-title">
        {name}
      </h1>
      {subtitle ? (
        <p className={`text-emerald-50 ${f.wrap ? "" : "whitespace-nowrap"}`} style={{ fontSize: f.sub, lineHeight: f.wrap ? 1.1 : 1.2 }} data-testid="wall-subtitle">
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}

function Overlay({ banner }: { banner: Banner }) {
  return (
    <div role="alert" data-testid="status-banner" data-tone={banner.tone} className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-black/70">
      <div className={`rounded-2xl border-4 px-12 py-8 text-center ${banner.tone === "danger" ? "border-red-400 bg-red-950" : "border-amber-300 bg-slate-950"}`}>
        <div className="text-7xl font-black text-white">{banner.title}</div>
        <div className="mt-3 text-3xl text-slate-100">{banner.detail}</div>
      </div>
    </div>
  );
}

function Message({ title, text, busy, pair }: { title: string; text: string; busy?: boolean; pair?: boolean }) {
  return (
    <main className={`flex h-full flex-col items-center justify-center gap-6 ${FELT}`} data-testid="display-message">
      <h1 className="text-6xl font-black text-white">{title}</h1>
      <p role="status" className={`text-4xl text-emerald-50 ${busy ? "pulse-soft" : ""}`}>
        {text}
      </p>
      {pair ? (
        <p className="text-3xl text-white">
          A floor supervisor makes a pairing code;{" "}
          <a className="font-bold text-amber-300 underline" href="/pair">
            enter it on the pairing page
          </a>
          .
        </p>
      ) : null}
    </main>
  );
}

/**
 * The players' wall display of one table: live from the server, nothing but the display view. The
 * frame (header, connection notice, banners) is the same for every game; the family's screens
 * (components/family-screens.tsx, by the view's `family`) give the board.
 */
export function WallDisplay({ tableId, language = "en" }: { tableId: string; language?: WallLanguage }) {
  return (
    <WallLabels language={language}>
      <Wall tableId={tableId} />
    </WallLabels>
  );
}

function Wall({ tableId }: { tableId: string }) {
  const t = useLabels();
  const state = useTable<AnyDisplayView>(tableId, DISPLAY_AUTH as Record<string, string>);
  const notice = connectionNotice(state, tableId);
  const view = state?.view ?? null;
  if (!view) {
    return (
      <DisplayStage>
        <Message
          title={`Table ${tableId}`}
          text={notice.kind === "live" ? "Loading…" : notice.text}
          busy={notice.kind !== "blocked"}
          pair={notice.kind === "blocked" && notice.pair === true}
        />
      </DisplayStage>
    );
  }
  const banner = state?.faulted ? ({ tone: "warning", title: "Play stopped", detail: "A technical problem: the floor is on it." } satisfies Banner) : statusBanner(view);
  const overlay = banner && banner.tone !== "info" ? <Overlay banner={banner} /> : null;
  const info = banner && banner.tone === "info" ? banner : null;
  const subtitle = view.name.includes(view.gameName) ? null : view.gameName;
  const screens = familyScreens(view.family);
  return (
    <DisplayStage>
      <div className={`flex h-full flex-col gap-4 p-5 ${FELT}`} data-testid="wall-display" data-table={view.tableId} data-family={view.family} data-phase={view.phase} data-status={view.status}>
        <header className="flex h-[84px] shrink-0 items-center justify-between gap-4 rounded-2xl bg-black/30 px-5">
          <TitleBlock name={view.name} subtitle={subtitle} />
          {/* The limits never wrap: the table's name takes a smaller size when it is long, never cut. */}
          <div className="shrink-0 whitespace-nowrap">
            <Limits limits={view.limits} own={screens.wallBetLimits(view)} label={t("Limits")} />
          </div>
          <div className="flex shrink-0 items-center gap-4">
            {view.shoe ? <ShoeProgress shoe={view.shoe} /> : null}
            <ConnectionBadge notice={notice} />
          </div>
        </header>
        {"coverage" in view ? <CoverageBanner coverage={view.coverage as never} /> : null}
        <screens.WallBoard view={view} info={info} overlay={overlay} />
      </div>
    </DisplayStage>
  );
}
