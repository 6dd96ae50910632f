import { dollars } from "@/lib/client/dollars";
import type { AnyDealerView } from "./context";
import { betLimitGroupText } from "@/lib/client/bet-limits";
import { ordinal, ownLimitGroups, phaseName, seatName, sourceName } from "./format";
import { runningBank } from "./walk-words";

export function ConnectionBadge({ connected, ready }: { connected: boolean; ready: boolean }) {
  const live = connected && ready;
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="connection"
      data-state={live ? "connected" : "reconnecting"}
      className={`inline-flex min-h-9 items-center gap-2 rounded-full px-3 text-sm font-semibold ${live ? "bg-emerald-900 text-emerald-50" : "bg-amber-300 text-slate-950"}`}
    >
      <span aria-hidden className={`h-3 w-3 rounded-full ${live ? "bg-emerald-300" : "animate-pulse bg-slate-950"}`} />
      {live ? "Connected" : connected ? "Loading the table…" : "Reconnecting…"}
    </p>
  );
}

function Fact({ term, children, testId }: { term: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-300">{term}</dt>
      <dd className="truncate text-base font-semibold text-slate-50" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The limits, the player-dealer, their bank hand and the bank, where a player banks. */
function BankFacts({ view, running }: { view: Exclude<AnyDealerView, { readonly facts: unknown }>; running: number | null }) {
  const pd = view.playerDealer;
  return (
    <>
      <Fact term="Limits per spot" testId="limits">
        {dollars(view.limits.min)}–{dollars(view.limits.max)}
      </Fact>
      <Fact term="Player-dealer" testId="player-dealer">
        {pd ? seatName(view, pd.seat) : view.rotation.phase === "broken" ? "Game broken" : view.rotation.phase === "offering" ? `Offered to seat ${view.rotation.offeredTo}` : "Nobody"}
      </Fact>
      <Fact term="Bank hand" testId="bank-hand">
        {pd?.bankHand ? (view.phase === "waiting" ? `Next: ${ordinal(pd.bankHand)} bank hand` : `${ordinal(pd.bankHand)} bank hand`) : "—"}
      </Fact>
      <Fact term={running !== null ? "Bank now" : "Bank"} testId="bank">
        {running !== null ? dollars(running) : view.bank !== null ? dollars(view.bank) : "—"}
      </Fact>
    </>
  );
}

/** The table, the game, the limits, the hand, the player-dealer and the bank: what the dealer must always see. */
export function TableHeader({ view, connected, ready }: { view: AnyDealerView; connected: boolean; ready: boolean }) {
  const shoe = view.shoeInfo;
  // While settling, the bank as the walk has run it down (or up) so far.
  const s = view.settlement;
  const running = s ? runningBank(s) : null;
  // Bets with limits of their own (the fee schedule's, or the game's bonus), posted beside the table limits.
  const own = ownLimitGroups(view);
  return (
    <header className="border-b border-slate-700 bg-felt-dark px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-white">
            {view.name} <span className="text-base font-medium text-emerald-100">· dealer tablet</span>
          </h1>
          <p className="text-sm text-emerald-50" data-testid="game-name">
            {view.gameName}
          </p>
        </div>
        <ConnectionBadge connected={connected} ready={ready} />
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-x-4 gap-y-1 landscape:grid-cols-6">
        <Fact term="Hand" testId="hand-number">
          <span data-hand={view.handNumber}>#{view.handNumber}</span>
        </Fact>
        <Fact term="Now" testId="phase">
          {phaseName(view)}
        </Fact>
        {"facts" in view ? (
          // A game nobody banks (poker) says its own facts in place of the limits, the player-dealer and the bank.
          view.facts.map((f) => (
            <Fact key={f.testId} term={f.term} testId={f.testId}>
              {f.value}
            </Fact>
          ))
        ) : (
          <BankFacts view={view} running={running} />
        )}
      </dl>
      {own.length ? (
        <p className="mt-1 text-sm text-emerald-50" data-testid="bet-limits">
          <span className="font-medium uppercase tracking-wide text-slate-300">Own limits per spot: </span>
          {own.map((g, i) => (
            <span key={i} className="font-semibold text-slate-50">
              {i ? " · " : ""}
              {betLimitGroupText(g)}
            </span>
          ))}
        </p>
      ) : null}
      <p className="sr-only">
        {shoe ? `Shoe: ${sourceName(shoe.source)}, ${shoe.cardsRemaining} cards left.` : "No shoe in play."}
      </p>
    </header>
  );
}
