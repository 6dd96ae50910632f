"use client";
import type { NoBustReplayFrame } from "@/lib/domain/table/no-bust/floor";
import { BlackjackReplayHands } from "../blackjack/ReplayHands";

/** No Bust: the player-dealer's hand (hole card as recorded), each seat's hands, insurance, decisions, the result. */
export function NoBustReplayHands({ frame }: { frame: NoBustReplayFrame }) {
  const result = frame.result;
  const hands = result
    ? result.hands.map((h) => ({ seat: h.seat, hand: h.hand, cards: h.cards, value: h.value, doubled: h.doubled, surrendered: h.surrendered, stood: true, outcome: h.outcome }))
    : frame.hands;
  return (
    <BlackjackReplayHands
      frame={frame}
      hands={hands}
      testId="no-bust-hands"
      banner={frame.frozen ? <p className="self-end text-sm font-semibold text-amber-300">Joker up: every hand is frozen</p> : null}
      play={(h) => [h.doubled ? "doubled" : null, h.surrendered ? "surrendered" : null]}
      fate={(h) => (h.surrendered ? "Surrendered" : null)}
    />
  );
}
