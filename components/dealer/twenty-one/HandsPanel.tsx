import type { TwentyOneDealerView } from "@/lib/domain/table/twenty-one/views";
import { dollars } from "@/lib/client/dollars";
import { BlackjackHands } from "../blackjack/Hands";
import { betName } from "../format";
import { OUTCOME_WORD, cardMark, seatedWager, type TabletHand } from "./format";

/**
 * The player-dealer's hand (the hole card a back until it is turned over) and every seat's hands,
 * split hands side by side, with their values, doubles, surrender and rescue marks, the seat's
 * bonus bets and their results, whose turn it is and where the next card goes; each card with its
 * deck mark ("Bonus", "x").
 */
export function TwentyOneHands({ view }: { view: TwentyOneDealerView }) {
  return (
    <BlackjackHands<TabletHand>
      view={view}
      parts={{
        markOf: (card) => cardMark(view.gameId, card),
        banner: view.naturalShown ? (
          <p role="status" className="rounded bg-violet-200 px-2 py-1 font-semibold text-violet-950" data-testid="pd-natural">
            The player-dealer has a natural: the players do not act.
          </p>
        ) : null,
        badges: (hand) => (
          <>
            {hand.doubles.length ? (
              <span className="rounded bg-blue-300 px-1.5 text-xs font-bold text-slate-950">
                {hand.doubles.length > 1 ? `Doubled ×${hand.doubles.length}` : "Doubled"} {hand.doubles.map((d) => dollars(d)).join(" + ")}
              </span>
            ) : null}
            {hand.rescued ? <span className="rounded bg-red-300 px-1.5 text-xs font-bold text-slate-950">Rescued</span> : null}
          </>
        ),
        bonusText: (seat) => {
          const bonuses = (["buster", "match"] as const).flatMap((bet) => {
            const amount = seatedWager(view, seat, bet);
            const result = view.bonuses.find((b) => b.seat === seat && b.bet === bet);
            return amount ? [`${betName(view, bet)} ${dollars(amount)}${result ? `: ${result.outcome === "win" ? `wins ${result.pays ?? ""}`.trim() : OUTCOME_WORD[result.outcome].toLowerCase()}` : ""}`] : [];
          });
          return bonuses.length ? ` · ${bonuses.join(" · ")}` : "";
        },
      }}
    />
  );
}
