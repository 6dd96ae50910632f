"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { money } from "@/lib/client/floor-api";
import type { PaiGowReplayFrame } from "@/lib/domain/table/pai-gow-poker/floor";
import { ReplayTable } from "../ReplayTable";

const OUTCOME_WORDS: Record<string, string> = { win: "Wins", lose: "Loses", push: "Push" };

function Cards({ cards }: { cards: readonly string[] }) {
  return (
    <div className="flex gap-1 py-1">
      {cards.map((c, i) => (
        <PlayingCard key={i} card={c} size="sm" />
      ))}
    </div>
  );
}

function Split({ high, low }: { high: readonly string[]; low: readonly string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Cards cards={high} />
      <span className="text-slate-400">|</span>
      <Cards cards={low} />
    </div>
  );
}

/** Pai gow poker: the dice and the piles, the player-dealer's hand and the house way that set it, each seat's hand as recorded, the results. */
export function PaiGowReplayHands({ frame }: { frame: PaiGowReplayFrame }) {
  const pd = frame.playerDealerHand;
  const results = new Map((frame.result?.results ?? frame.results ?? []).map((r) => [r.seat, r]));
  const envy = frame.result?.envy ?? frame.envy;
  return (
    <div className="space-y-3" data-testid="pai-gow-hands">
      <p className="text-sm">
        Action pile {frame.actionPile ?? "—"} · dice {frame.dice ?? "—"} · action button {frame.actionSeat !== null ? `seat ${frame.actionSeat}` : "—"}
      </p>
      <div>
        <h4 className="font-semibold">
          Player-dealer {pd ? <span className="text-slate-300">· {pd.highName} / {pd.lowName}</span> : null}
        </h4>
        {pd ? (
          <>
            <Split high={pd.high} low={pd.low} />
            <p className="text-sm text-slate-300">
              House way: {pd.why} ({pd.line})
            </p>
          </>
        ) : frame.playerDealerCards ? (
          <div>
            <Cards cards={frame.playerDealerCards} />
            <p className="text-sm text-slate-300">As recorded, still face down on the table</p>
          </div>
        ) : (
          <p className="text-sm text-slate-300">Not known yet</p>
        )}
        {frame.paiGowPush ? <p className="text-sm font-semibold text-amber-300">Pai Gow: every game wager pushes</p> : null}
      </div>
      {frame.hands.length ? (
        <ReplayTable headings={["Seat", "Hand", "Set", "Result"]}>
          {frame.hands.map((h) => {
            const r = results.get(h.seat);
            return (
              <tr key={h.seat}>
                <td className="pr-4">Seat {h.seat}</td>
                <td className="pr-4">{h.set ? <Split high={h.set.high} low={h.set.low} /> : h.recorded ? <Cards cards={h.recorded} /> : "—"}</td>
                <td className="pr-4">{h.set ? `${h.set.highName} / ${h.set.lowName}${h.set.by !== "player" ? " (house way)" : ""}${h.set.foul ? " — foul" : ""}` : h.shown ? "turned over for its bonuses" : "not set"}</td>
                <td className="pr-4">
                  {r ? [r.game ? `game ${OUTCOME_WORDS[r.game]}` : null, r.fortune ? `Fortune ${OUTCOME_WORDS[r.fortune.outcome]}${r.fortune.hand ? ` (${r.fortune.hand})` : ""}` : null, r.aceHigh ? `Ace-High ${OUTCOME_WORDS[r.aceHigh]}` : null].filter(Boolean).join(", ") : "—"}
                </td>
              </tr>
            );
          })}
        </ReplayTable>
      ) : null}
      {envy.length ? <p className="text-sm">Envy: {envy.map((e) => `seat ${e.seat}${e.backline ? " backline" : ""} ${money(e.amount)} for seat ${e.forSeat}'s ${e.hand}`).join("; ")}</p> : null}
      {frame.result ? (
        <p className="text-sm text-slate-300">
          Bank {money(frame.result.bankBefore)} → {money(frame.result.bankAfter)}
        </p>
      ) : null}
    </div>
  );
}
