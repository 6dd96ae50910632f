"use client";
import { money } from "@/lib/client/floor-api";
import type { TwentyOneReplayFrame } from "@/lib/domain/table/twenty-one/floor";
import { BlackjackReplayHands, OUTCOME_WORDS } from "../blackjack/ReplayHands";

const BONUS_NAMES: Record<string, string> = { buster: "Buster Blackjack Bonus", match: "Match the Dealer Up Card" };

/** Twenty-one: the player-dealer's hand (hole card as recorded), each seat's hands, insurance, early surrender, decisions, bonus bets, the result. */
export function TwentyOneReplayHands({ frame }: { frame: TwentyOneReplayFrame }) {
  const result = frame.result;
  const hands = result ? result.hands.map((h) => ({ ...h, stood: true })) : frame.hands;
  const bonuses = result ? result.bonuses : frame.bonuses;
  return (
    <BlackjackReplayHands
      frame={frame}
      hands={hands}
      testId="twenty-one-hands"
      banner={frame.naturalShown && !result ? <p className="self-end text-sm font-semibold text-amber-300">Natural found at the check: the players do not act</p> : null}
      play={(h) => [h.doubles.length ? `doubled ${h.doubles.map((d) => money(d)).join(" + ")}` : null, h.surrendered ? "surrendered" : null, h.rescued ? "rescued" : null]}
      fate={(h) => (h.surrendered ? "Surrendered" : h.rescued ? "Rescued" : null)}
      afterInsurance={frame.earlySurrender.length ? <p className="text-sm">Surrender before the check: {frame.earlySurrender.map((s) => `seat ${s.seat} ${s.surrender ? "surrendered" : "played on"}`).join(", ")}</p> : null}
      afterDecisions={
        bonuses.length ? <p className="text-sm">Bonus bets: {bonuses.map((b) => `seat ${b.seat} ${BONUS_NAMES[b.bet] ?? b.bet} ${b.outcome === "win" ? `wins ${b.pays ?? ""}`.trim() : (OUTCOME_WORDS[b.outcome] ?? b.outcome).toLowerCase()}`).join(", ")}</p> : null
      }
    />
  );
}
