"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { money } from "@/lib/client/floor-api";
import type { PokerReplayFrame } from "@/lib/domain/table/poker/floor";

function seats(list: readonly number[]): string {
  return list.length === 1 ? `seat ${list[0]}` : `seats ${list.join(", ")}`;
}

/** Poker: the button and blinds, who was dealt in, the kill, the flop, the drop and, once awarded, the winners of each pot. */
export function PokerReplayHands({ frame }: { frame: PokerReplayFrame }) {
  const hand = frame.hand;
  const result = frame.result;
  const p = frame.positions;
  return (
    <div className="space-y-2" data-testid="poker-hands">
      <p>
        <strong>{frame.stakes}</strong>
        {p ? ` · button seat ${p.button}${p.buttonDead ? " (dead)" : ""}, small blind ${p.smallBlind ?? "dead"}, big blind seat ${p.bigBlind}` : " · the button is not drawn yet"}
      </p>
      {hand ? (
        <p>
          Hand {hand.number}: dealt to {seats(hand.dealtIn)}
          {hand.straddle ? `; straddle seat ${hand.straddle}` : ""}
          {hand.kill ? `; killed by seat ${hand.kill.seat} (${hand.kill.kind}, ${money(hand.kill.cents)})` : ""}
          {hand.flop ? `; flop dealt${hand.flopPlayers ? ` to ${seats(hand.flopPlayers)}` : ""}` : "; no flop yet"}
          {hand.drop ? `; drop ${money(hand.drop.cents)} (${hand.drop.text})` : ""}
        </p>
      ) : null}
      {frame.board.length ? (
        <div className="flex gap-2">
          {frame.board.map((c) => (
            <PlayingCard key={c} card={c} size="sm" />
          ))}
        </div>
      ) : null}
      {result ? (
        <p className="text-lg font-bold" data-testid="poker-result">
          {/* The winners as every screen says them: each pot's amount and each seat's share where entered. */}
          Hand {result.handNumber}: {result.winners} · drop {money(result.dropCents)}
        </p>
      ) : null}
      {frame.kill ? <p className="text-sm text-slate-300">Kill: {frame.kill.words}</p> : null}
      <p className="text-sm text-slate-300">Time collected at this table so far: {money(frame.timeCollectedCents)}</p>
    </div>
  );
}
