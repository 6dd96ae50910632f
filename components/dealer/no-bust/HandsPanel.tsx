import type { NoBustDealerView } from "@/lib/domain/table/no-bust/views";
import { dollars } from "@/lib/client/dollars";
import { BlackjackHands } from "../blackjack/Hands";
import { seatedWager, type TabletHand } from "./format";

/**
 * The player-dealer's hand (the hole card a back until it is turned over) and every seat's hands,
 * split hands side by side, with their values, doubled and surrendered marks, whose turn it is and
 * where the next card goes.
 */
export function NoBustHands({ view }: { view: NoBustDealerView }) {
  return (
    <BlackjackHands<TabletHand>
      view={view}
      parts={{
        banner: view.frozen ? (
          <p role="status" className="rounded bg-violet-200 px-2 py-1 font-semibold text-violet-950" data-testid="frozen">
            The player-dealer&apos;s first card is a joker: no options, every hand stands as dealt.
          </p>
        ) : null,
        badges: (hand) => (hand.doubled ? <span className="rounded bg-blue-300 px-1.5 text-xs font-bold text-slate-950">Doubled</span> : null),
        bonusText: (seat) => {
          const buster = seatedWager(view, seat, "buster");
          return buster ? ` · Buster ${dollars(buster)}` : "";
        },
      }}
    />
  );
}
