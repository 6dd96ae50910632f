"use client";
import { useEffect, useRef, useState } from "react";
import { tilesOfFace, type TileId } from "@/lib/domain/pai-gow-tiles";
import { Button } from "@/components/ui/Button";
import { TileFace } from "@/components/display/pai-gow-tiles/TileFace";
import { handName, highBelowLow, splitOf, tileName } from "./format";
import { TilePad } from "./TilePad";

/** A face drawn as one of its tiles (the copy does not show on the tile). */
function faceTile(face: string): string {
  return tilesOfFace(face)[0] ?? "face-down";
}

/**
 * A seat's tiles entered on the tile pad: its high and low hands (two tiles each), or its four
 * tiles for the house way. Each tile fills the next slot; tapping a filled slot empties it. The
 * hands are named as they are entered and sent with the fourth tile; a high hand below its low is
 * flagged instead, for the swap.
 */
export function TileEntry({
  mode,
  label,
  out,
  busy,
  submitLabel,
  onSubmit,
}: {
  mode: "split" | "four";
  label: string;
  out: readonly string[];
  busy: boolean;
  submitLabel: string;
  onSubmit: (faces: { high: string[]; low: string[] } | { tiles: string[] }) => void;
}) {
  const [slots, setSlots] = useState<(string | null)[]>([null, null, null, null]);
  const entering = slots.filter((s): s is string => s !== null);
  const full = entering.length === 4;
  const high = slots.slice(0, 2).filter((s): s is string => s !== null);
  const low = slots.slice(2).filter((s): s is string => s !== null);
  const put = (face: string) =>
    setSlots((current) => {
      const at = current.indexOf(null);
      return at < 0 ? current : current.map((s, i) => (i === at ? face : s));
    });
  const erase = () =>
    setSlots((current) => {
      const at = current.map((s) => s !== null).lastIndexOf(true);
      return at < 0 ? current : current.map((s, i) => (i === at ? null : s));
    });
  const below = mode === "split" && full && highBelowLow(high, low);
  // The hand goes with its fourth tile, as a card goes with its tap (the undo takes it back); a high
  // hand below its low waits for the swap. Once per full entry: a refused one waits for the button.
  const sent = useRef(false);
  const submit = () => onSubmit(mode === "split" ? { high, low } : { tiles: entering });
  useEffect(() => {
    if (!full) sent.current = false;
    else if (!below && !busy && !sent.current) {
      sent.current = true;
      submit();
    }
  });
  const groups = mode === "split" ? [{ name: "High hand", from: 0 }, { name: "Low hand", from: 2 }] : [{ name: "Four tiles", from: 0 }];
  return (
    <div className="flex flex-col gap-3" data-testid="tile-entry" data-mode={mode}>
      <div className="flex flex-wrap gap-4">
        {groups.map((g) => {
          const part = mode === "split" ? slots.slice(g.from, g.from + 2) : slots;
          const name = mode === "split" ? handName(part.filter((s): s is string => s !== null)) : null;
          return (
            <div key={g.name} className="flex flex-col gap-1" data-testid={mode === "split" ? (g.from === 0 ? "entry-high" : "entry-low") : "entry-four"}>
              <span className="text-sm font-semibold text-slate-200">{g.name}</span>
              <div className="flex gap-1.5">
                {part.map((face, i) => (
                  <button
                    key={g.from + i}
                    type="button"
                    onClick={() => setSlots((current) => current.map((s, k) => (k === g.from + i ? null : s)))}
                    disabled={face === null}
                    aria-label={face ? `${tileName(face)}: tap to take it back` : "Empty"}
                    className={`flex min-h-[92px] min-w-11 items-center justify-center rounded-lg ${face ? "" : "border-2 border-dashed border-amber-300/70"} ${slots.indexOf(null) === g.from + i ? "ring-2 ring-amber-300" : ""}`}
                    data-testid="entry-slot"
                    data-face={face ?? undefined}
                  >
                    {face ? <TileFace id={faceTile(face)} width={42} /> : <span className="text-xs text-amber-200">next</span>}
                  </button>
                ))}
              </div>
              <span className="min-h-6 text-sm font-semibold text-white">{name ?? ""}</span>
            </div>
          );
        })}
      </div>
      {below ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-950 px-3 py-2 text-amber-50">
          The high hand ranks below the low hand.
          <Button onClick={() => setSlots([...slots.slice(2), ...slots.slice(0, 2)])}>Swap the hands</Button>
        </div>
      ) : null}
      {!full ? <TilePad label={label} out={out} entering={entering} onTile={put} onErase={entering.length ? erase : null} disabled={busy} /> : null}
      <Button
        tone="primary"
        big
        disabled={!full || busy || below}
        busy={busy}
        className="w-full"
        data-testid="entry-submit"
        onClick={submit}
      >
        {submitLabel}
      </Button>
    </div>
  );
}

/**
 * The split of four tiles the system already knows (the server dealt them): tap the two of the
 * high hand; the other two are the low hand.
 */
export function KnownSplit({ known, busy, submitLabel, onSubmit }: { known: readonly TileId[]; busy: boolean; submitLabel: string; onSubmit: (split: { high: TileId[]; low: TileId[] }) => void }) {
  const [high, setHigh] = useState<TileId[]>([]);
  const split = splitOf(known, high);
  const toggle = (t: TileId) => setHigh((h) => (h.includes(t) ? h.filter((x) => x !== t) : h.length < 2 ? [...h, t] : h));
  const face = (t: TileId) => t.replace(/[ab]$/, "");
  const below = split !== null && highBelowLow(split.high.map(face), split.low.map(face));
  return (
    <div className="flex flex-col gap-3" data-testid="known-split">
      <p className="text-slate-100">Tap the two tiles of the high hand.</p>
      <div role="group" aria-label="The four tiles" className="flex gap-2">
        {known.map((t) => (
          <button key={t} type="button" aria-pressed={high.includes(t)} aria-label={`${tileName(face(t))}${high.includes(t) ? ", high hand" : ""}`} onClick={() => toggle(t)} className={`rounded-lg p-1 ${high.includes(t) ? "bg-amber-300" : "bg-slate-800"}`} data-testid="known-tile" data-tile={t}>
            <TileFace id={t} width={48} />
          </button>
        ))}
      </div>
      {split ? (
        <p className="text-white" data-testid="known-names">
          High: {handName(split.high.map(face))} · Low: {handName(split.low.map(face))}
        </p>
      ) : null}
      {below ? <p role="alert" className="text-amber-200">The high hand ranks below the low hand: tap the other two.</p> : null}
      <Button tone="primary" big disabled={!split || busy || below} busy={busy} className="w-full" data-testid="known-submit" onClick={() => split && onSubmit(split)}>
        {submitLabel}
      </Button>
    </div>
  );
}
