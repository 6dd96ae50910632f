"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";

/** One hand in a replay frame: its cards, its total, and the hole card as recorded while it was face down. */
export function Hand({ name, cards, total, hole }: { name: string; cards: readonly string[]; total: number | string | null; hole: string | null }) {
  return (
    <div>
      <h4 className="font-semibold">
        {name} {total !== null ? <span className="text-slate-300">· {total}</span> : null}
      </h4>
      <div className="mt-1 flex min-h-14 gap-2">
        {cards.length === 0 ? <span className="text-slate-300">no cards yet</span> : null}
        {cards.map((c, i) =>
          c === "face-down" && hole && hole !== "face-down" ? (
            <div key={i} className="relative">
              <PlayingCard card={hole} size="sm" />
              <span className="absolute -bottom-2 left-0 right-0 mx-auto w-fit rounded bg-red-800 px-1 text-[10px] font-semibold text-white">face down</span>
            </div>
          ) : (
            <PlayingCard key={i} card={c} size="sm" />
          ),
        )}
      </div>
    </div>
  );
}
