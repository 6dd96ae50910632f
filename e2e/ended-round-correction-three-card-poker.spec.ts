import { expect, test } from "@playwright/test";
import { copyOfDemo, Dealer, ensureTable, signInPage } from "./busy-night-kit";
import { applied, dealerOf, floorPage } from "./tablet-kit";

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
const TABLET = { width: 1280, height: 800 };
const WIDE = { width: 1920, height: 1080 };
test.use({ viewport: TABLET });

const DEALER_LOGIN = dealerOf(DEMO);
const REASON = "round 1: seat 3's second card was the seven of hearts";

test("a Three Card Poker round corrected after it ended, from the floor, while the next is in betting: the difference per seat and for the bank on the tablet, walked; the next round's deck untouched", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await ensureTable(baseURL!, copyOfDemo(DEMO, { id: TABLE, name: "Table E20 · Three Card Poker (Mortimer's)", dealer: DEALER_LOGIN.username }));
  const d = await Dealer.open(baseURL!, TABLE, DEALER_LOGIN);
  const floor = await floorPage(browser, baseURL!, `/floor/tables/${TABLE}`, WIDE);
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

    await signInPage(page, baseURL!, DEALER_LOGIN);
    await page.goto(`/dealer/${TABLE}`);
    await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");

    // The floor's page offers the last round's correction, with Round 1's cards as the card pad names them.
    const form = floor.page.getByTestId("correction-form");
    await expect(form.getByTestId("correction-last-round")).toContainText("Correct the last round (Round 1)");
    await form.getByTestId("correction-correct-card").click();
    await expect(form.getByTestId("correction-card-index").locator("option", { hasText: "Seat 3 card 2" })).toHaveCount(1);
    await form.getByTestId("correction-card-index").selectOption("4");
    await form.getByTestId("correction-card").fill("7h");
    await expect(form.getByTestId("correction-card-change")).toContainText("Seat 3 card 2: Four of diamonds → Seven of hearts");
    await form.getByTestId("correction-reason").fill(REASON);
    await form.getByTestId("correction-submit").click();
    await expect(form.getByTestId("correction-answer")).toContainText("done");

    // The tablet: the money per seat and for the bank, line by line, and the differences to make.
    const lines = page.getByTestId("settlement-correction-lines");
    await expect(lines).toContainText("Collect $40.00 from Seat 3");
    await expect(lines).toContainText("Pay $40.00 to the bank");
    await expect(lines).not.toContainText("Seat 2");
    const walk = page.getByTestId("ended-round-walk");
    await expect(walk).toContainText("Round 1 corrected after it ended: difference 1 of 2");
    await expect(floor.page.getByTestId("settlement-correction")).toContainText("Collect $40.00 from Seat 3; pay $40.00 to the bank.");
    await expect(floor.page.getByTestId("ended-round-walk")).toContainText("0 of 2 differences made");

    // No more bets waits for the differences: the big panel says so, and the table refuses it.
    await expect(page.getByTestId("next-label")).toHaveText("Make the differences first");
    expect(await d.send({ type: "close-betting" })).toMatchObject({ ok: false, message: expect.stringContaining("make its differences at the table first (2 to go)") });

    for (const words of ["Collect $40.00 from Seat 3", "Pay $40.00 to the bank"]) {
      await expect(page.getByTestId("ended-round-step")).toContainText(words);
      await applied(page, () => page.getByTestId("ended-round-step").click());
    }
    await expect(walk).toHaveCount(0);
    await expect(page.getByTestId("next-button")).toHaveText("No more bets");
    await expect(floor.page.getByTestId("ended-round-walk")).toContainText("2 of 2 differences made");
    await d.do({ type: "close-betting" });
    // Round 2 is dealt from the blue deck: the 7♥ corrected into Round 1's red deck is a card of it like any other.
    expect(await d.send({ type: "deal-stack", cards: ["7H", "4D", "9C"] })).toMatchObject({ ok: true });
  } finally {
    d.close();
    await floor.context.close();
  }
});
