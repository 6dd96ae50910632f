import type { TablePublicView } from "@/lib/domain/table/common/views";
import { formatCents } from "@/lib/domain/money";
import { wallBank } from "@/lib/domain/table/common/wall-bank";
import { betLimitGroupText, type BetLimitGroup } from "@/lib/client/bet-limits";
import { bankHandText, limitsText } from "./format";
import { useLabels } from "./labels";

/**
 * The player-dealer, the bank and its hand (1st or 2nd), the seats: the same for every game family.
 * While the settlement is walked (its lines, or a correction's differences after the money was
 * paid), the bank is the one on the table as walked so far, "Bank now", as the tablet's header says
 * it (wallBank).
 */
export function TablePanel({ view }: { view: Pick<TablePublicView, "playerDealer" | "phase" | "bank" | "bankNow" | "seats" | "rotation"> }) {
  const pd = view.playerDealer;
  const bankHand = bankHandText(pd?.bankHand ?? null);
  const bank = wallBank(view);
  return (
    <section aria-labelledby="table-title" className="rounded-2xl bg-black/30 p-4" data-testid="table-panel">
      <h2 id="table-title" className="text-2xl font-bold uppercase tracking-wide text-emerald-50">
        Player-dealer
      </h2>
      <div className="mt-1 flex items-center justify-between gap-3" data-testid="player-dealer">
        <div className="whitespace-nowrap text-4xl font-black text-white">{pd ? `Seat ${pd.seat}` : noBankText(view.rotation)}</div>
        {bankHand ? (
          <div className="whitespace-nowrap rounded-md bg-amber-300 px-3 py-1 text-2xl font-bold text-slate-950" data-testid="bank-hand">
            {bankHand}
          </div>
        ) : null}
      </div>
      {bank.cents !== null && pd ? (
        <div className="mt-1 text-2xl text-emerald-50" data-testid="bank" data-now={bank.now ? "true" : undefined}>
          {bank.now ? "Bank now" : "Bank"} <span className="text-2xl font-bold tabular-nums text-white">{formatCents(bank.cents)}</span>
        </div>
      ) : null}
      <ol className="mt-3 flex flex-wrap gap-1.5" aria-label="Seats">
        {view.seats.map((s) => (
          <li
            key={s.seat}
            data-seat={s.seat}
            data-pd={s.isPlayerDealer ? "true" : undefined}
            className={`flex h-12 min-w-12 items-center justify-center gap-1.5 rounded-full px-2 text-2xl font-bold leading-none ${
              s.isPlayerDealer ? "bg-amber-300 text-slate-950 ring-4 ring-amber-200/60" : s.occupied ? "bg-white text-slate-950" : "border-2 border-white/40 text-white"
            }`}
          >
            <span>{s.seat}</span>
            {/* "PD" beside the seat's number, at the wall's smallest size (24 px), not squeezed under it. */}
            {s.isPlayerDealer ? <span aria-hidden="true">PD</span> : null}
            <span className="sr-only">{s.isPlayerDealer ? " player-dealer" : s.occupied ? " occupied" : " open"}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The player-dealer, the bank and its hand (1st or 2nd), the seats, every figure at least 28 px on the
 * 1920 x 1080 board (readable from 4 m): the baccarat and No Bust walls; TablePanel is the same in
 * the narrower side column other boards are laid out for (24 px at the least).
 */
export function WallBankPanel({ view }: { view: Pick<TablePublicView, "playerDealer" | "phase" | "bank" | "bankNow" | "seats" | "rotation"> }) {
  const t = useLabels();
  const pd = view.playerDealer;
  const bankHand = bankHandText(pd?.bankHand ?? null);
  const bank = wallBank(view);
  return (
    <section aria-labelledby="table-title" className="shrink-0 rounded-2xl bg-black/30 px-4 py-3" data-testid="table-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3" data-testid="player-dealer">
        <h2 id="table-title" className="whitespace-nowrap text-[28px] font-bold uppercase leading-tight tracking-wide text-emerald-50">
          {t("Player-dealer")}
        </h2>
        <div className={`font-black leading-tight text-white ${pd ? "whitespace-nowrap text-[40px]" : "text-[32px]"}`}>{pd ? `${t("Seat")} ${pd.seat}` : noBankText(view.rotation)}</div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        {bank.cents !== null && pd ? (
          <div className="whitespace-nowrap text-[28px] text-emerald-50" data-testid="bank" data-now={bank.now ? "true" : undefined}>
            {t(bank.now ? "Bank now" : "Bank")} <span className="text-[36px] font-bold tabular-nums text-white">{formatCents(bank.cents)}</span>
          </div>
        ) : (
          <span />
        )}
        {bankHand ? (
          <div className="whitespace-nowrap rounded-md bg-amber-300 px-3 text-[28px] font-bold text-slate-950" data-testid="bank-hand">
            {bankHand}
          </div>
        ) : null}
      </div>
      {/* One row of seats: the player-dealer's in amber (named above as "Seat 4"), so the row never wraps. */}
      <ol className="mt-2 flex flex-wrap gap-1.5" aria-label="Seats">
        {view.seats.map((s) => (
          <li
            key={s.seat}
            data-seat={s.seat}
            data-pd={s.isPlayerDealer ? "true" : undefined}
            className={`flex h-12 min-w-12 items-center justify-center rounded-full px-2 text-[28px] font-bold leading-none ${
              s.isPlayerDealer ? "bg-amber-300 text-slate-950 ring-4 ring-amber-200/60" : s.occupied ? "bg-white text-slate-950" : "border-2 border-white/40 text-white"
            }`}
          >
            <span>{s.seat}</span>
            <span className="sr-only">{s.isPlayerDealer ? " player-dealer" : s.occupied ? " occupied" : " open"}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function noBankText(rotation: TablePublicView["rotation"]): string {
  if (rotation.phase === "offering" && rotation.offeredTo !== null) return `Offered to seat ${rotation.offeredTo}`;
  if (rotation.phase === "broken") return "Game broken";
  return "None";
}

/**
 * The table limits, for the header; under them, the bets with limits of their own (the fee
 * schedule's Dragon 7 and Panda 8 $5 – $500, say), which the table enforces in place of its own.
 */
export function Limits({ limits, own = [], label = "Limits" }: { limits: TablePublicView["limits"]; own?: readonly BetLimitGroup[]; label?: string }) {
  return (
    <div className="flex min-w-0 flex-col items-center" data-testid="limits">
      <div className="flex items-baseline gap-3">
        <span className="text-[28px] font-semibold uppercase tracking-wide text-emerald-50">{label}</span>
        <span className={`${own.length ? "text-[36px] leading-none" : "text-[44px]"} font-black tabular-nums text-white`}>{limitsText(limits)}</span>
      </div>
      {own.length ? (
        <div className="mt-1 truncate text-[28px] font-semibold leading-tight tabular-nums text-amber-200" data-testid="bet-limits">
          {own.map((g) => betLimitGroupText(g, " – ")).join(" · ")}
        </div>
      ) : null}
    </div>
  );
}
