import { describe, expect, it } from "vitest";
import { shoeSpec } from "../../cards/shoe-composition";
import { seededRandom } from "../../cards/random";
import { nextCard } from "../../cards/dealing-shoe";
import { newShoe, publicShoe, shoeCutCardOut, takeFromShoe, type ShoeState } from "./shoe";

function drawAll(shoe: ShoeState): ShoeState {
  let s = shoe;
  for (let i = 0; i < 53; i++) s = takeFromShoe(s, s.source === "server" ? nextCard(s.dealing).card : "AS")!;
  return s;
}

describe("a new shoe's cut card", () => {
  it("leaves 14 cards behind it by default, so a 53-card deck dealt whole shows the cut card out", () => {
    const shoe = newShoe("server", "s", 1, shoeSpec(1, 1), seededRandom("cut"));
    expect(shoeCutCardOut(drawAll(shoe))).toBe(true);
  });

  it("with 0 cards behind it never comes out, even when the whole deck is dealt (pai gow poker deals all 53 each round)", () => {
    const shoe = newShoe("server", "s", 1, shoeSpec(1, 1), seededRandom("cut"), 0);
    const dealt = drawAll(shoe);
    expect(shoeCutCardOut(dealt)).toBe(false);
    // The public shoe also says how many cards it started with (the wall's shoe progress bar), and
    // the fingerprint of the server shoe's commitment: the start of its order's hash, never the order.
    expect(publicShoe(dealt)).toEqual({ hands: 0, cardsRemaining: 0, cutCardOut: false, cards: 53, commitment: { shoeId: "s", fingerprint: dealt!.source === "server" ? dealt!.dealing.orderHash.slice(0, 16) : "" } });
  });
});
