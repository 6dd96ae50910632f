import type { PaiGowDealerView } from "@/lib/domain/table/pai-gow-poker/views";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { dollars } from "@/lib/client/dollars";
import { seatName } from "../format";
import { Panel } from "../ui";
import { OUTCOME_WORD, setByWords } from "./format";
import { SplitCards } from "./HandEntry";

const OUTCOME_TONE = { win: "bg-emerald-300 text-slate-950", lose: "bg-slate-600 text-white", push: "bg-sky-200 text-slate-950" } as const;

function Outcome({ what, outcome }: { what: string; outcome: "win" | "lose" | "push" | null | undefined }) {
  if (!outcome) return null;
  return (
    <span className={`rounded px-1.5 text-sm font-bold ${OUTCOME_TONE[outcome]}`} data-testid="outcome" data-bet={what} data-outcome={outcome}>
      {what}: {OUTCOME_WORD[outcome]}
    </span>
  );
}

/** The round's facts so far: the action pile, the dice, the action button. */
function RoundFacts({ view }: { view: PaiGowDealerView }) {
  const t = view.table;
  if (!t) return null;
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-1 text-lg text-slate-100" data-testid="round-facts">
      <span>
        Action pile: <strong className="text-white">{t.actionPile ?? "—"}</strong>
      </span>
      <span>
        Dice: <strong className="text-white" data-testid="dice-total">{t.dice ?? "—"}</strong>
      </span>
      <span>
        Action button: <strong className="text-white">{t.actionSeat !== null ? `seat ${t.actionSeat}` : "—"}</strong>
      </span>
      <span>Cards: {view.dealtBy === "server" ? "the server's deck" : "dealt by hand"}</span>
    </p>
  );
}

/**
 * The player-dealer's hand once turned over, with the house way row that set it, and every seat's
 * hand: still to set, set (face down on the table until compared), turned over; the results once
 * settled, and the Envy payouts.
 */
export function PaiGowHands({ view }: { view: PaiGowDealerView }) {
  const pd = view.playerDealerHand;
  const results = new Map((view.results ?? []).map((r) => [r.seat, r]));
  const waiting = new Set(view.waitingOn);
  return (
    <section aria-label="The hands" className="flex flex-col gap-3" data-testid="hands">
      <RoundFacts view={view} />
      <div data-testid="pd-hand" className={`flex flex-col gap-2 rounded-xl border-2 bg-red-950 p-3 ${view.stage === "player-dealer" ? "border-amber-300" : "border-transparent"}`}>
        <h3 className="text-lg font-bold text-white">Player-dealer{view.playerDealer ? `: ${seatName(view, view.playerDealer.seat)}` : ""}</h3>
        {pd ? (
          <>
            <SplitCards high={pd.high} low={pd.low} testId="pd-split" />
            <p className="text-slate-100" data-testid="pd-names">
              <strong className="text-white">{pd.highName}</strong> behind · <strong className="text-white">{pd.lowName}</strong> in front
            </p>
            <p className="text-sm text-slate-200" data-testid="pd-house-way">
              House way: {pd.why} ({pd.line})
            </p>
            {view.paiGowPush ? (
              <p role="status" className="rounded bg-amber-300 px-2 py-1 font-bold text-slate-950" data-testid="pai-gow">
                Pai Gow: the player-dealer is ace-high. Every game wager pushes.
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-slate-200">{view.table ? "Face down: it is turned over and set the house way " + (view.stage === "player-dealer" ? "now." : "when its turn comes.") : "Not dealt yet."}</p>
        )}
      </div>
      {view.hands.length === 0 ? null : (
        <ul className="grid grid-cols-1 gap-2 md:grid-cols-2" aria-label="Seats' hands">
          {view.hands.map((h) => {
            const r = results.get(h.seat);
            const game = view.wagers.filter((w) => w.seat === h.seat && w.bet === "game");
            const bonuses = view.wagers.filter((w) => w.seat === h.seat && !w.backline && w.bet !== "game");
            return (
              <li key={h.seat} data-testid={`seat-hand-${h.seat}`} data-state={h.set ? "set" : h.shown ? "shown" : waiting.has(h.seat) ? "to-set" : "face-down"} className={`flex flex-col gap-2 rounded-xl border-2 p-2 ${waiting.has(h.seat) ? "border-amber-300" : "border-slate-700"}`}>
                <p className="flex flex-wrap items-baseline gap-x-2 text-white">
                  <strong>{seatName(view, h.seat)}</strong>
                  <span className="text-sm text-slate-200">
                    {game.map((w) => `${w.backline ? "backline " : ""}${dollars(w.amount)}`).join(" + ")}
                    {bonuses.map((w) => ` · ${w.betName} ${dollars(w.amount)}`).join("")}
                  </span>
                </p>
                {h.set ? (
                  <>
                    <SplitCards high={h.set.high} low={h.set.low} size="sm" />
                    <p className="text-sm text-slate-100">
                      {h.set.highName} · {h.set.lowName} · {setByWords(h.set.by)}
                      {h.set.foul ? <strong className="ml-1 text-red-300">Foul</strong> : null}
                    </p>
                  </>
                ) : h.shown && h.cards ? (
                  <div className="flex flex-wrap gap-1">
                    {h.cards.map((c) => (
                      <PlayingCard key={c} card={c} size="sm" />
                    ))}
                  </div>
                ) : (
                  <p className="text-sm text-slate-200">{waiting.has(h.seat) ? (view.stage === "showing" ? "To turn over for the bonuses." : "Setting the hand.") : "Face down."}</p>
                )}
                {r ? (
                  <p className="flex flex-wrap gap-1.5">
                    <Outcome what="Game" outcome={r.game} />
                    <Outcome what={r.fortune?.hand ? `Fortune (${r.fortune.hand})` : "Fortune"} outcome={r.fortune?.outcome} />
                    <Outcome what="Ace-High" outcome={r.aceHigh} />
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {view.envy.length ? (
        <Panel id="envy-title" testId="envy" title="Envy Bonus">
          <ul className="flex flex-col gap-1 text-slate-100">
            {view.envy.map((e, i) => (
              <li key={i}>
                Seat {e.seat}
                {e.backline ? " backline" : ""}: {dollars(e.amount)} for seat {e.forSeat}&apos;s {e.hand}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </section>
  );
}
