import { describe, expect, it } from "vitest";
import { seededRandom } from "../../cards/random";
import { TWENTY_ONE_GAME_IDS } from "../../twenty-one";
import { blackjackCardCorrections } from "../common/blackjack-card-correction-family";
import { checkInputCorrections } from "../common/input-correction-property";
import { ALL_TWENTY_ONE_COMMAND_TYPES } from "./commands";
import { SUPERVISOR, TwentyOneTable } from "./test-kit";

const twentyOne = blackjackCardCorrections((s) => {
  const random = seededRandom(s.seed);
  const t = new TwentyOneTable({ gameId: TWENTY_ONE_GAME_IDS[random.int(TWENTY_ONE_GAME_IDS.length)]! });
  t.random = seededRandom(s.seed);
  t.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, 200_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  for (let seat = 1; seat <= 7; seat++) if (random.int(3) === 0) t.try({ type: "place-wager", seat, bet: "main", amount: (5 + random.int(95)) * 100 });
  if (t.state.round!.wagers.length === 0) t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
  t.do({ type: "close-betting" });
  return t;
}, ALL_TWENTY_ONE_COMMAND_TYPES);

describe("a twenty-one card corrected by the floor, over random rounds (a shoe the dealer enters)", () => {
  it("is taken exactly when the amended cards play from the start with every card to the hand it went to, and then leaves that round; money conserved", () => {
    const counts = checkInputCorrections(twentyOne, { numRuns: 60, maxSteps: 40 });
    expect(counts.taken).toBeGreaterThan(3);
    expect(counts.refused).toBeGreaterThan(3);
  });
});

describe("a twenty-one card corrected to one the shoe cannot give", () => {
  it("is refused in the floor's words, the card named as the screens show it", () => {
    const t = new TwentyOneTable({ gameId: "pure-spanish-21-5", decks: 6 });
    t.seat([1, 8], 8, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    t.do({ type: "deal-card", card: "9S" });
    expect(t.try({ type: "correct-card", index: 0, card: "TS", reason: "misread" }, SUPERVISOR)).toEqual({
      code: "CARD_NOT_IN_SHOE",
      message: "10♠ cannot come out of this shoe: this shoe has no 10s.",
    });
  });
});
