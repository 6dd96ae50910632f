import { expect, test } from "@playwright/test";
import { TABLET } from "./corrections-kit";
import { closeScene, correctCardFromFloor, endedRoundScene, expectDifferences, makeDifferences, tabletOn } from "./ended-round-kit";

// A Three Card Poker round corrected after it ENDED (issue 28 item 2, decision-corrections.md DC6b,
// DC6h), the tablet and the floor's table page open: a copy of Table 20 (Mortimer's, cards entered
// by the dealer). Round 1: seats 2 and 3 on $10.00 Antes against the player-dealer in seat 1 (Q♠ 3♣
// 5♥); seat 2 (A♠ K♦ 2♣) and seat 3 (4♠ 4♦ 9♣) play and win; every line paid, the round ended; the
// red deck went to the discard rack and Round 2 is open for betting on the blue deck. The floor
// corrects Round 1's seat 3 second card (a 7♥, not the 4♦: Nine high, a loss) from its table page.
// The tablet says the money per seat and for the bank and the dealer makes each difference before
// no more bets; Round 2 is then dealt from the blue deck, the 7♥ among its cards.

const DEMO = "t20";
const TABLE = "erc-t20";
test.use({ viewport: TABLET });

const REASON = "round 1: seat 3's second card was the seven of hearts";
const DIFFERENCES = ["Collect $40.00 from Seat 3", "Pay $40.00 to the bank"];

test("a Three Card Poker round corrected after it ended, from the floor, while the next is in betting: the difference per seat and for the bank on the tablet, walked; the next round's deck untouched", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const scene = await endedRoundScene(browser, baseURL!, DEMO, TABLE, "Table E20 · Three Card Poker (Mortimer's)");
  const { d } = scene;
  try {
    // Round 1, through the dealer's socket as the tablet sends it: settled, every line paid, ended.
    await d.ready([1, 2, 3, 4], 1, 20_000);
    await d.do({ type: "open-betting" });
    await d.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1_000 });
    await d.do({ type: "place-wager", seat: 3, bet: "ante", amount: 1_000 });
    await d.do({ type: "close-betting" });
    for (const cards of [["AS", "KD", "2C"], ["4S", "4D", "9C"], ["QS", "3C", "5H"]]) await d.do({ type: "deal-stack", cards });
    await d.do({ type: "unload-shuffler" });
    for (const seat of [2, 3]) await d.do({ type: "play-or-fold", seat, decision: "play" });
    await d.do({ type: "reveal-player-dealer" });
    for (const seat of [2, 3]) await d.do({ type: "reveal-hand", seat });
    await d.do({ type: "settle" });
    await d.do({ type: "advance-settlement", through: 4 });
    await d.do({ type: "end-round" });
    // Round 2 opens for betting on the other deck: its cards are not out yet.
    await d.do({ type: "open-betting" });
    await d.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1_000 });

    await tabletOn(page, baseURL!, scene);

    // The floor's page offers the last round's correction, with Round 1's cards as the card pad names them.
    await correctCardFromFloor(scene, { index: "4", card: "7h", change: "Seat 3 card 2: Four of diamonds → Seven of hearts", reason: REASON }, async (form) => {
      await expect(form.getByTestId("correction-card-index").locator("option", { hasText: "Seat 3 card 2" })).toHaveCount(1);
    });

    // The tablet: the money per seat and for the bank, line by line, and the differences to make; the floor's page the same.
    await expectDifferences(page, scene, DIFFERENCES, "Seat 2", "Collect $40.00 from Seat 3; pay $40.00 to the bank.");

    // No more bets waits for the differences: the big panel says so, and the table refuses it; the dealer makes each one.
    await expect(page.getByTestId("next-label")).toHaveText("Make the differences first");
    await makeDifferences(page, scene, DIFFERENCES);
    // Round 2 is dealt from the blue deck: the 7♥ corrected into Round 1's red deck is a card of it like any other.
    expect(await d.send({ type: "deal-stack", cards: ["7H", "4D", "9C"] })).toMatchObject({ ok: true });
  } finally {
    await closeScene(scene);
  }
});
