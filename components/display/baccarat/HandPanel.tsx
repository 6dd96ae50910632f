import type { BaccaratHandView } from "@/lib/domain/table/baccarat/views";
import { CardSlot, DisplayCard } from "../DisplayCard";
import { FACE_DOWN } from "../format";
import { useLabels } from "../labels";
import { shortHandName } from "@/components/roads/layout";

/** One hand on the wall: its name, its cards (backs for face-down ones), its total and its natural. */
export function HandPanel({ side, name, hand, wins, tie }: { side: "player" | "banker"; name: string; hand: BaccaratHandView; wins: boolean; tie: boolean }) {
  const t = useLabels();
  // The hand's name as filed, with the room's Chinese label beside its short name when asked.
  const label = t(shortHandName(name)) === shortHandName(name) ? name : `${name} ${t(shortHandName(name)).slice(shortHandName(name).length + 1)}`;
  const hidden = hand.cards.filter((c) => c === FACE_DOWN).length;
  const accent = side === "banker" ? "border-banker" : "border-player";
  const fill = side === "banker" ? "bg-banker" : "bg-player";
  const slots = Math.max(0, 2 - hand.cards.length);
  return (
    <section
      aria-label={`${name} hand`}
      data-testid={`hand-${side}`}
      data-total={hand.total ?? ""}
      className={`relative flex h-full flex-col rounded-2xl border-4 bg-black/30 p-4 ${accent} ${wins ? "ring-8 ring-amber-300/80" : ""}`}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className={`inline-block rounded-lg px-4 py-1 font-extrabold text-white ${label.length > 13 ? "text-3xl" : "text-4xl"} ${fill}`}>{label}</h2>
          <div className="mt-3 flex h-12 flex-wrap gap-2">
            {wins ? <span className="rounded-lg bg-amber-300 px-3 py-1 text-3xl font-extrabold text-slate-950">{t("Wins").toUpperCase()}</span> : null}
            {tie ? <span className="rounded-lg bg-tie px-3 py-1 text-3xl font-extrabold text-white">TIE</span> : null}
            {hand.natural ? (
              <span className="rounded-lg border-2 border-amber-300 px-3 py-0.5 text-3xl font-bold text-amber-200" data-testid={`natural-${side}`}>
                Natural {hand.total}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col items-center">
          <div
            className={`flex h-28 w-28 items-center justify-center rounded-full border-4 border-white/80 text-[76px] font-black leading-none text-white ${hand.total === null ? "opacity-40" : fill}`}
            data-testid={`total-${side}`}
          >
            <span className="sr-only">Total </span>
            {hand.total ?? (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">none yet</span>
              </>
            )}
          </div>
          {hidden ? <span className="mt-1 text-[28px] font-semibold text-emerald-50">showing</span> : null}
        </div>
      </div>
      <div className="mt-auto flex items-end gap-4" data-testid={`cards-${side}`}>
        {hand.cards.map((c, i) => (
          <DisplayCard key={i} card={c} />
        ))}
        {Array.from({ length: slots }, (_, i) => (
          <CardSlot key={`slot-${i}`} />
        ))}
      </div>
    </section>
  );
}
