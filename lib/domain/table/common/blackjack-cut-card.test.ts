import { describe, expect, it } from "vitest";
import { NoBustTable } from "../no-bust/test-kit";
import { TwentyOneTable } from "../twenty-one/test-kit";
import { blackjackCutCard } from "./blackjack-steps";

// The soak found a No Bust and a twenty-one round opened 16 cards before the end of the server's
// shoe (baccarat's 14 behind the cut card) that needed 26: the shoe ran empty mid-round and only a
// void got the table out. A blackjack shoe keeps a deck behind its cut card (table.md T-CUT).
describe("the server's shoe of a blackjack game: where its cut card goes", () => {
  it("a deck from the end, half of a one-deck shoe", () => {
    expect(blackjackCutCard(312)).toBe(52);
    expect(blackjackCutCard(104)).toBe(52);
    expect(blackjackCutCard(53)).toBe(26);
    expect(blackjackCutCard(52)).toBe(26);
  });

  it("twenty-one and No Bust start their server shoes so", () => {
    const t21 = new TwentyOneTable({ gameId: "pure-21-5" });
    t21.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, 200_000);
    t21.do({ type: "start-shoe", source: "server" });
    const shoe21 = t21.state.shoe;
    expect(shoe21?.source === "server" && shoe21.dealing.order.length - shoe21.dealing.cutCardIndex).toBe(52);

    const nb = new NoBustTable({ gameId: "no-bust-6", decks: 2 });
    nb.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, 200_000);
    nb.do({ type: "start-shoe", source: "server" });
    const shoeNb = nb.state.shoe;
    expect(shoeNb?.source === "server" && shoeNb.dealing.order.length - shoeNb.dealing.cutCardIndex).toBe(52);
  });
});
