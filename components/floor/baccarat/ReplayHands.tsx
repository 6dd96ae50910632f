"use client";
import type { BaccaratReplayFrame } from "@/lib/domain/table/baccarat/floor";
import { resultWords } from "@/lib/domain/table/baccarat/result-words";
import { Hand } from "../ReplayHand";

/** A baccarat round in a replay frame: the two hands (the hole card as recorded) and the result. */
export function BaccaratReplayHands({ frame }: { frame: BaccaratReplayFrame }) {
  return (
    <div className="flex flex-wrap gap-8">
      <Hand name={frame.handNames.player} cards={frame.player.cards} total={frame.player.total} hole={null} />
      <Hand name={frame.handNames.banker} cards={frame.banker.cards} total={frame.banker.total} hole={frame.holeCard} />
      {frame.result ? (
        <div>
          <h4 className="font-semibold">Result</h4>
          <p className="mt-1 text-lg font-bold">
            {resultWords(frame.result.winner, frame.result.playerTotal, frame.result.bankerTotal, frame.handNames)}
            {frame.result.markers.length ? ` (${frame.result.markers.join(", ")})` : ""}
          </p>
          {frame.actionSeat ? <p className="text-sm text-slate-300">Action button: seat {frame.actionSeat}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
