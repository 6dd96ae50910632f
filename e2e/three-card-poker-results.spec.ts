import { expect, test } from "@playwright/test";
import { copyOfDemo, Dealer, ensureTable, type OwnTable } from "./busy-night-kit";
import { enteredByResultsOnRecord, openBettingOnTablet, RESULTS_TABLET, resultsWall, wagersThenNoMoreBets } from "./results-kit";
import { applied } from "./tablet-kit";

// Results-only entry at a Three Card Poker table (issue 29 item 3): on a copy of the demo floor's
// Table 20 (Mortimer's Three Card Poker 6 Card Bonus) made with Entry "results", the dealer's tablet
// (1024 × 768) plays a round of 3 players with a $5 Ante and a $5 Pair Plus each without entering a
// card, while the wall (1920 × 1080) follows: the player-dealer qualifies, seat 1 wins with a
// Flush for its Pair Plus, seat 2 folds, seat 3 ties. The fee is fixed at "No more bets" as at any
// round, the bank walk collects the fold first and pays the Pair Plus, and the floor's replay and
// the regulator's export say the round was entered by results.

test.use({ viewport: RESULTS_TABLET });
const SHOTS = "e2e/screenshots";

const COPY: OwnTable = { ...copyOfDemo("t20", { id: "tcp-results", name: "Table R20 · Three Card Poker (results)", dealer: "dealer18" }), gameOptions: { entry: "results" } };
const DEALER = { username: "dealer18", password: "demo-dealer18" };

test("the dealer plays a Three Card Poker round by results with the wall open, fees and the bank walk included", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await ensureTable(baseURL!, COPY);

  // Seats 1-4, the bank ($500) to seat 4, the decks of the dealer's entry: betting can open.
  const d = await Dealer.open(baseURL!, COPY.id, DEALER);
  try {
    await d.ready([1, 2, 3, 4], 4, 50_000, "dealer");
  } finally {
    d.close();
  }

  const { context: wall, page: display } = await resultsWall(browser, baseURL!, COPY.id, "three-card-poker");
  const nextButton = await openBettingOnTablet(page, baseURL!, COPY.id, DEALER);

  // The wagers: the $5 chip, an Ante and a Pair Plus on seats 1-3.
  await wagersThenNoMoreBets(page, nextButton, 500, ["ante", "pair-plus"], [1, 2, 3]);
  // The player-dealer's fee on $30 of table action, fixed at "No more bets" as at any round: $0.50 (seed 003 L1820-1831).
  await expect(page.getByTestId("fee-total")).toHaveText("$0.50");

  // No stack and no card: the qualifier, each seat's fold or result, a Pair Plus hand that paid, then one tap settles.
  const results = page.getByTestId("results-entry");
  await expect(results).toBeVisible();
  await expect(page.getByTestId("next-label")).toHaveText("Enter the results");
  await expect(display.getByTestId("center")).toContainText("The hands are compared");
  await expect(page.getByTestId("settle-results")).toBeDisabled();
  await page.getByTestId("results-qualifies").click();
  await page.getByTestId("result-1-win").click();
  await page.getByTestId("result-2-fold").click();
  // A folded seat's Pair Plus is forfeited: its hand is not asked.
  await expect(page.getByTestId("pair-plus-2-none")).toHaveCount(0);
  await expect(page.getByTestId("settle-results")).toHaveText("Tap seat 3");
  await page.getByTestId("result-3-push").click();
  await page.getByTestId("pair-plus-1-hands").click();
  await page.getByTestId("pair-plus-1-flush").click();
  await expect(page.getByTestId("pair-plus-1-hands")).toHaveText("Flush");
  await expect(page.getByTestId("pair-plus-3-none")).toHaveAttribute("aria-pressed", "true");
  await page.screenshot({ path: `${SHOTS}/dealer-tcp-results-entry.png` });
  await applied(page, () => page.getByTestId("settle-results").click());

  // The bank walk: the fold's forfeits first, then from the player-dealer's left (seat 5, no wager, so seat 1).
  const settlement = page.getByTestId("settlement");
  await expect(settlement).toBeVisible();
  const lines = settlement.getByTestId("settlement-line");
  await expect(lines).toHaveCount(8);
  // s2 Ante and Pair Plus collected; s1 Ante, Play paid, Pair Plus 3 to 1; s3 Ante and Play push, Pair Plus loses.
  await expect(lines.locator("[data-testid=line-bank-after]")).toHaveText(["$505.00", "$510.00", "$505.00", "$500.00", "$485.00", "$485.00", "$485.00", "$490.00"]);
  await expect(page.getByTestId("bank-after")).toHaveText("$490.00");
  await expect(display.getByTestId("center")).toContainText("Qualifies");
  await expect(display.getByTestId("wall-seat-1")).toContainText("WIN");
  await display.screenshot({ path: `${SHOTS}/display-tcp-results-settled.png` });
  await page.screenshot({ path: `${SHOTS}/dealer-tcp-results-walk.png` });
  await expect(page.getByTestId("all-paid")).toHaveText("All 8 lines are settled: finish the round");
  await applied(page, () => page.getByTestId("all-paid").click());
  await expect(nextButton).toHaveText("Open betting");
  await wall.close();

  // The floor's replay says the round was entered by results, and so does the regulator's export.
  const words = "the player-dealer qualifies; seat 1 ranks higher (Pair Plus Flush); seat 2 folds; seat 3 ties";
  const round = await enteredByResultsOnRecord<{ enteredBy: string; enteredResults: string; settlement: { ledger: unknown[] } }>(page, baseURL!, COPY.id, words, `${SHOTS}/floor-tcp-results-replay.png`);
  expect(round.settlement.ledger).toHaveLength(8);
});
