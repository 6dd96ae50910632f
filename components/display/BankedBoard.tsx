import type { ReactNode } from "react";
import type { TablePublicView } from "@/lib/domain/table/common/views";
import { TablePanel } from "./TablePanel";
import { InfoPanel } from "./InfoPanel";

/**
 * The wall of a banked family's table: the player-dealer's hand and the centre (hand number, whose
 * turn, the result) over the seats' hands, the bank, limits and fees beside them. `top` is the top
 * row's height and the centre's width, as the family's board needs them (literal classes:
 * "grid h-[400px] shrink-0 grid-cols-[1fr_300px] gap-4").
 */
export function BankedBoard({ view, top, playerDealer, centre, seats, seatsLabel = "Seats' hands", overlay }: { view: Parameters<typeof TablePanel>[0]["view"] & { readonly fees: { readonly posted: readonly string[] } }; top: string; playerDealer: ReactNode; centre: ReactNode; seats: ReactNode; seatsLabel?: string; overlay: ReactNode }) {
  return (
    <main className="flex min-h-0 flex-1 gap-4">
      <div className="relative flex w-[1412px] shrink-0 flex-col gap-4">
        <div className={top}>
          {playerDealer}
          {centre}
        </div>
        <div className="min-h-0 flex-1 overflow-hidden rounded-2xl bg-black/30 p-3" aria-label={seatsLabel} role="region">
          {seats}
        </div>
        {overlay}
      </div>
      <aside aria-label="The bank, limits and fees" className="flex min-w-0 flex-1 flex-col gap-4">
        <TablePanel view={view} />
        {/* The posted fees in pages that take turns, every line at 28 px: a long schedule never shrinks. */}
        <InfoPanel posted={view.fees.posted} sideBets={[]} />
      </aside>
    </main>
  );
}

/** The seats before any hand is dealt: what the table waits for, and who plays (`note`; by default how many play against the player-dealer). */
export function WaitingSeats({ view, headline, note }: { view: Pick<TablePublicView, "seats">; headline: ReactNode; note?: ReactNode }) {
  const occupied = view.seats.filter((s) => s.occupied && !s.isPlayerDealer).length;
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 text-center" data-testid="wall-seats" data-hands="0">
      <p className="text-6xl font-black text-white">{headline}</p>
      {note !== undefined ? note : occupied ? <p className="text-3xl text-emerald-50">{occupied === 1 ? "1 player" : `${occupied} players`} against the player-dealer</p> : null}
    </div>
  );
}

/** "2 win · 1 push", or `none` when nobody had a wager in the result. */
export function resultCountsText(counts: { readonly win: number; readonly lose: number; readonly push: number }, none: string): string {
  return [counts.win ? `${counts.win} win` : null, counts.lose ? `${counts.lose} lose` : null, counts.push ? `${counts.push} push` : null].filter(Boolean).join(" · ") || none;
}
