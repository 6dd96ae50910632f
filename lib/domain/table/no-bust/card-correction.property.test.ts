import { describe, expect, it } from "vitest";
import { seededRandom } from "../../cards/random";
import { NO_BUST_GAME_IDS } from "../../no-bust";
import { blackjackCardCorrections } from "../common/blackjack-card-correction-family";
import { checkInputCorrections } from "../common/input-correction-property";
import { ALL_NO_BUST_COMMAND_TYPES } from "./commands";
import { NoBustTable } from "./test-kit";

const noBust = blackjackCardCorrections((s) => {
  const random = seededRandom(s.seed);
  const t = new NoBustTable({ gameId: NO_BUST_GAME_IDS[random.int(NO_BUST_GAME_IDS.length)]!, decks: 6 });
  t.random = seededRandom(s.seed);
  t.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, 200_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  // Each wager within the table's limits (each No Bust game's fee option posts its own).
  const { min, max } = t.views().dealer.limits;
  for (let seat = 1; seat <= 7; seat++) if (random.int(3) === 0) t.try({ type: "place-wager", seat, bet: "main", amount: Math.min(max, min + random.int(20) * 100) });
  if (t.state.round!.wagers.length === 0) t.do({ type: "place-wager", seat: 1, bet: "main", amount: min });
  t.do({ type: "close-betting" });
  return t;
}, ALL_NO_BUST_COMMAND_TYPES);

describe("a No Bust card corrected by the floor, over random rounds (a shoe the dealer enters)", () => {
  it("is taken exactly when the amended cards play from the start with every card to the hand it went to, and then leaves that round; money conserved", () => {
    const counts = checkInputCorrections(noBust, { numRuns: 60, maxSteps: 40 });
    expect(counts.taken).toBeGreaterThan(3);
    expect(counts.refused).toBeGreaterThan(3);
  });
});
