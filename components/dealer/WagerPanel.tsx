"use client";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { loadLastBets, repeatableBets } from "@/lib/client/last-bets";
import { Button } from "@/components/ui/Button";
import { dollars, parseDollars } from "@/lib/client/dollars";
import { placeWager, useDealer, type AnyDealerView } from "./context";
import { bettorName, checkAmount, prerequisiteWarning, seatName, spotTotal, type Bet, type Wager } from "./format";
import { Panel } from "./ui";
import { WagerAmountFields } from "./WagerAmountFields";
import { useSpotBettor, WagerBettorFields } from "./WagerBettorFields";

type Cell = { seat: number; bet: string };

/** The amount entry for one spot: limits checked as the dealer types, the spot's room shown. */
function WagerEditor({ cell, bet, onClose }: { cell: Cell; bet: Bet; onClose: () => void }) {
  const { view, run, pending } = useDealer();
  const [text, setText] = useState("");
  const who = useSpotBettor(cell);
  const ids = useId();
  const wagers: readonly Wager[] = view.wagers;
  // A bet with limits of its own (the Buster bonus) keeps them; every other spot has the table's.
  const limits = bet.limits ?? view.limits;
  const onSpot = spotTotal(wagers, cell.seat, cell.bet);
  const seated = wagers.filter((w) => w.seat === cell.seat && w.bet === cell.bet && !w.backline).reduce((s, w) => s + w.amount, 0);
  const room = Math.max(0, limits.max - onSpot);
  const cents = parseDollars(text);
  const check = checkAmount(cents, text, limits, onSpot, bet.limits ? bet.name : "table");
  const warning = prerequisiteWarning({ bets: view.bets, wagers }, bet, cell.seat, who.backline, who.bettor.trim());
  const here = wagers.filter((w) => w.seat === cell.seat && w.bet === cell.bet);
  // On a tablet the editor opens under the grid: bring its Place button into view with it (and again
  // when the backline name field pushes it down), so the step's own button is on screen.
  const placeRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    placeRow.current?.scrollIntoView?.({ block: "nearest" });
  }, [who.backline]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check.ok || check.cents === null || pending || warning !== null || who.needsPlayer) return;
    const answer = await run(placeWager({ seat: cell.seat, bet: cell.bet, amount: check.cents, ...who.wagerFields }));
    if (answer.ok) onClose();
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${ids}-title`} className="rounded-xl border-2 border-amber-300 bg-slate-950 p-4" data-testid="wager-editor">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${ids}-title`} className="text-lg font-bold text-white">
          {seatName(view, cell.seat)} · {bet.name}
        </h3>
        <Button onClick={onClose}>Close</Button>
      </div>
      <WagerBettorFields cell={cell} bet={bet} who={who} />
      <WagerAmountFields ids={ids} text={text} onText={setText} check={check} limits={limits} onSpot={onSpot} seated={seated} room={room} />
      {warning ? (
        <p className="mt-2 text-sm font-semibold text-amber-200" data-testid="wager-warning">
          {warning}
        </p>
      ) : null}
      <div ref={placeRow} className="mt-3 flex flex-wrap items-center gap-2">
        {/* While the screen says why this wager would be refused (limits, a missing line wager), Place waits. */}
        <Button type="submit" tone="primary" disabled={!check.ok || warning !== null || who.needsPlayer} busy={pending === "place-wager"} className="min-h-14 px-6 text-lg" data-testid="place-wager">
          {check.ok && check.cents !== null ? `Place ${dollars(check.cents)}` : "Place wager"}
        </Button>
      </div>
      {here.length > 0 ? <SpotWagers wagers={here} removable={view.phase === "betting"} /> : null}
    </form>
  );
}

function SpotWagers({ wagers, removable }: { wagers: readonly Wager[]; removable: boolean }) {
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-slate-200">Already on this spot</p>
      <WagerRows wagers={wagers} removable={removable} />
    </div>
  );
}

function WagerRows({ wagers, removable }: { wagers: readonly Wager[]; removable: boolean }) {
  const { run, pending } = useDealer();
  return (
    <ul className="mt-1 flex flex-col gap-1">
      {wagers.map((w) => (
        <li key={w.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-800 px-3 py-1" data-testid="wager" data-wager={w.id}>
          <span className="text-slate-50">
            {bettorName(w)} · {w.betName} · <strong>{dollars(w.amount)}</strong>
            {w.choice ? <span className="ml-2 text-sm text-slate-200">({w.choice})</span> : null}
          </span>
          {removable ? (
            <Button
              tone="danger"
              disabled={pending !== null}
              onClick={() => void run({ type: "remove-wager", wagerId: w.id })}
              aria-label={`Remove ${bettorName(w)} ${w.betName} ${dollars(w.amount)}`}
            >
              Remove
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Every wager of the round, with remove buttons while betting is open. */
export function WagerList({ view }: { view: AnyDealerView }) {
  const wagers: readonly Wager[] = view.wagers;
  const total = wagers.reduce((s, w) => s + w.amount, 0);
  return (
    <Panel id="wager-list-title" testId="wager-list" title={`Wagers on the table: ${view.wagers.length} · ${dollars(total)}`}>
      {wagers.length === 0 ? <p className="text-slate-200">No wager yet.</p> : <WagerRows wagers={wagers} removable={view.phase === "betting"} />}
    </Panel>
  );
}

/**
 * The layout as a grid: one row per seat that may bet (seated, not the player-dealer), one column
 * per betting spot of the game. Tapping a spot opens its amount entry.
 */
export function WagerGrid({ bets, seats, title, hint }: { bets: readonly Bet[]; seats: readonly number[]; title: string; hint: string }) {
  const { view, run } = useDealer();
  // A bet with limits of its own (Dragon 7 and Panda 8 $5-$500...) carries them in the view: shown and checked.
  const wagers: readonly Wager[] = view.wagers;
  const [cell, setCell] = useState<Cell | null>(null);
  /**
   * A chip picked: a tap on a spot places it at once; none ("Other amount"): the tap opens the
   * amount entry. The table's minimum is picked to start, so a first round's minimum
   * wagers are a tap a spot (issue 29).
   */
  const [chip, setChip] = useState<number | null>(() => chipValues(view.limits)[0] ?? null);
  // Where the fee is per player, a seated player may also play an empty seat's spot (seed 003
  // L2273-2275): those rows too, each opening the amount entry to say whose wager it is.
  const rows = view.fees.perPlayer && seats.length > 0 ? view.seats.filter((s) => !s.isPlayerDealer).map((s) => s.seat) : seats;
  const emptySeat = (seat: number) => !seats.includes(seat);
  const selectedBet = cell ? bets.find((b) => b.id === cell.bet) : undefined;
  const open = cell && selectedBet && rows.includes(cell.seat) ? cell : null;
  const chips = chipValues(view.limits);
  function tapSpot(seat: number, bet: Bet, selected: boolean) {
    if (emptySeat(seat)) return setCell(selected ? null : { seat, bet: bet.id });
    if (chip === null) return setCell(selected ? null : { seat, bet: bet.id });
    setCell(null);
    void run(placeWager({ seat, bet: bet.id, amount: chip }), { queue: true });
  }
  return (
    <Panel id="wager-grid-title" testId="wager-grid" title={title} tone="focus">
      <p className="mb-2 text-sm text-slate-200">{hint}</p>
      <RepeatLastBets seats={seats} bets={bets} />
      <div role="group" aria-label="Chips: pick one, then tap the spots to bet it" className="mb-3 flex flex-wrap items-center gap-2" data-testid="chips">
        <span className="text-sm font-semibold text-slate-200">Chip:</span>
        {chips.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={chip === c}
            onClick={() => setChip(c)}
            data-testid={`chip-${c}`}
            className={`min-h-12 min-w-16 rounded-full border-4 px-3 text-lg font-black ${chip === c ? "border-amber-300 bg-amber-300 text-slate-950" : "border-dashed border-slate-300 bg-slate-800 text-white"}`}
          >
            {dollars(c).replace(/\.00$/, "")}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={chip === null}
          onClick={() => setChip(null)}
          data-testid="chip-none"
          className={`min-h-12 rounded-lg border-2 px-3 text-base font-bold ${chip === null ? "border-amber-300 bg-amber-300 text-slate-950" : "border-slate-300 bg-slate-800 text-white"}`}
        >
          Other amount
        </button>
        <span className="text-sm text-amber-100" role="status">
          {chip !== null ? `Tap a spot to bet ${dollars(chip)}.` : "Tap a spot to enter its amount."}
        </span>
      </div>
      {seats.length === 0 ? (
        <p className="text-slate-100">No seat can bet: seat players first.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-separate border-spacing-1 text-left">
            <caption className="sr-only">Wagers by seat and betting spot</caption>
            <thead>
              <tr>
                <th scope="col" className="px-1 text-sm font-semibold text-slate-200">
                  Seat
                </th>
                {bets.map((b) => (
                  <th key={b.id} scope="col" className="px-1 text-sm font-semibold text-slate-200">
                    {b.name}
                    {b.backline ? null : <span className="block text-xs font-normal text-slate-300">no backline</span>}
                    {b.limits ? (
                      <span className="block text-xs font-normal text-slate-300">
                        {dollars(b.limits.min)}–{dollars(b.limits.max)}
                      </span>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((seat) => (
                <tr key={seat}>
                  <th scope="row" className={`max-w-32 truncate px-1 text-left font-semibold ${emptySeat(seat) ? "text-slate-300" : "text-white"}`}>
                    {seatName(view, seat)}
                    {emptySeat(seat) ? <span className="block text-xs font-normal">empty seat</span> : null}
                  </th>
                  {bets.map((b) => {
                    const onSpot = wagers.filter((w) => w.seat === seat && w.bet === b.id);
                    const seated = onSpot.filter((w) => !w.backline).reduce((s, w) => s + w.amount, 0);
                    const back = onSpot.filter((w) => w.backline).reduce((s, w) => s + w.amount, 0);
                    const selected = open?.seat === seat && open.bet === b.id;
                    const label = `Seat ${seat} ${b.name}: ${onSpot.length === 0 ? "no wager" : `${dollars(seated + back)}${back ? `, ${dollars(back)} of it backline` : ""}`}`;
                    return (
                      <td key={b.id} className="p-0">
                        <button
                          type="button"
                          aria-pressed={selected}
                          aria-label={label}
                          data-testid={`spot-${seat}-${b.id}`}
                          onClick={() => tapSpot(seat, b, selected)}
                          className={`flex min-h-12 w-full min-w-20 flex-col items-center justify-center rounded-lg border-2 px-1 ${
                            selected ? "border-amber-300 bg-amber-300/20" : onSpot.length ? "border-emerald-400 bg-emerald-950" : "border-slate-600 bg-slate-800 hover:border-slate-300"
                          }`}
                        >
                          <span className="font-bold text-white">{seated ? dollars(seated) : onSpot.length ? "" : "+"}</span>
                          {back ? <span className="text-xs text-emerald-100">+{dollars(back)} backline</span> : null}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && selectedBet ? (
        <div className="mt-3">
          <WagerEditor key={`${open.seat}-${open.bet}`} cell={open} bet={selectedBet} onClose={() => setCell(null)} />
        </div>
      ) : null}
    </Panel>
  );
}

/** The chips of the tablet's rack: the table minimum and the usual denominations up to the maximum. */
export function chipValues(limits: { min: number; max: number }): number[] {
  const picks = [limits.min, 500, 1_000, 2_500, 5_000, 10_000, 50_000, 100_000].filter((c) => c >= limits.min && c <= limits.max);
  return [...new Set(picks)].sort((a, b) => a - b).slice(0, 6);
}

/** The last hand's wagers again, in one tap: every one whose seat may still bet. */
function RepeatLastBets({ seats, bets }: { seats: readonly number[]; bets: readonly Bet[] }) {
  const { view, run, pending } = useDealer();
  const [done, setDone] = useState<number | null>(null);
  // Bets already on the layout are not offered again: repeating is for an empty layout (or what is missing from it).
  const onLayout = "wagers" in view ? (view.wagers as readonly { seat: number; bet: string; backline?: boolean }[]) : undefined;
  const again = useMemo(
    () => repeatableBets(loadLastBets(view.tableId), { bettableSeats: seats, betIds: bets.map((b) => b.id), ...(onLayout ? { onLayout } : {}) }),
    [view.tableId, seats, bets, onLayout],
  );
  if (again.length === 0) return null;
  const total = again.reduce((sum, w) => sum + w.amount, 0);
  const placed = done === view.handNumber;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3">
      <Button
        tone="go"
        disabled={pending !== null || placed}
        data-testid="repeat-last-bets"
        onClick={async () => {
          setDone(view.handNumber);
          for (const w of again) {
            const answer = await run(placeWager(w), { queue: true });
            if (!answer.ok) break;
          }
        }}
      >
        Repeat last bets: {again.length} · {dollars(total)}
      </Button>
      {placed ? <span className="text-sm text-slate-200">Placed again; change or remove any below.</span> : null}
    </div>
  );
}
