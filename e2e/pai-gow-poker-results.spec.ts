import { expect, test } from "@playwright/test";
import { copyOfDemo, Dealer, ensureTable, LOGINS, signInPage, type OwnTable } from "./busy-night-kit";
import { enteredByResultsOnRecord, openBettingOnTablet, RESULTS_TABLET, wagersThenNoMoreBets } from "./results-kit";
import { applied } from "./tablet-kit";

// Results-only entry at a pai gow poker table (issue 29 item 3): on a copy of the demo floor's Table
// 14 (Mortimer's Fortune Pai Gow Poker), the admin chooses results-only entry for the table on the
// admin screen; the dealer's tablet (1024 × 768) then plays a round of 3 players with a $10 game
// wager and a $10 Fortune Bonus each without entering a card: each seat's result against the
// player-dealer and the hand a Fortune Bonus made, then the dice total, which settles. The fees are fixed at
// "No more bets" as at any round, the bank walk pays the Fortune and Envy, the round is finished,
// and the floor's replay and the regulator's export say the round was entered by results.

test.use({ viewport: RESULTS_TABLET });
const SHOTS = "e2e/screenshots";

// A copy of Table 14 (Mortimer's Fortune Pai Gow Poker); the admin sets its Entry to results below.
const COPY: OwnTable = copyOfDemo("t14", { id: "pgp-results", name: "Table R14 · Fortune Pai Gow Poker (results)", dealer: "dealer14" });
const DEALER = { username: "dealer14", password: "demo-dealer14" };

test("the admin chooses results-only entry; the dealer plays a pai gow poker round by results, fees and the bank walk included", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await ensureTable(baseURL!, COPY);

  // The admin's per-table option, on the admin screen.
  await signInPage(page, baseURL!, LOGINS.admin);
  await page.goto("/admin");
  const row = page.getByTestId(`admin-table-${COPY.id}`);
  await row.locator("summary").first().click();
  const config = row.getByRole("form", { name: /Configuration of Table R14/ });
  const entry = config.getByLabel("Entry", { exact: true });
  await expect(entry).toHaveValue(JSON.stringify("cards"));
  await entry.selectOption({ label: "results" });
  await config.getByRole("button", { name: "Save configuration" }).click();
  await expect(config.getByRole("status")).toHaveText(/^Saved/);

  // Seats 1-4, the bank ($1,000) to seat 4, a deck of the dealer's entry: betting can open.
  const d = await Dealer.open(baseURL!, COPY.id, DEALER);
  try {
    await d.ready([1, 2, 3, 4], 4, 100_000, "dealer");
  } finally {
    d.close();
  }
  await page.context().clearCookies();
  const nextButton = await openBettingOnTablet(page, baseURL!, COPY.id, DEALER);

  // The wagers: the $10 chip, a game wager and a Fortune Bonus on seats 1-3.
  await wagersThenNoMoreBets(page, nextButton, 1000, ["game", "fortune"], [1, 2, 3]);
  // The fees fixed at "No more bets", as at any round: $1 a spot, $1 from the player-dealer (FPG option 1, seed 003 L4548-4567).
  await expect(page.getByTestId("fee-total")).toHaveText("$4.00");

  // No pile and no card: each seat's result, a Fortune hand that paid, then the dice total, which settles.
  const results = page.getByTestId("results-entry");
  await expect(results).toBeVisible();
  await expect(page.getByTestId("next-label")).toHaveText("Enter the results");
  await expect(page.getByTestId("results-dice-10")).toBeDisabled();
  await page.getByTestId("result-1-win").click();
  await page.getByTestId("result-2-lose").click();
  await expect(page.getByTestId("results-dice-label")).toHaveText("Tap the result of seat 3, then the dice total");
  await page.getByTestId("result-3-push").click();
  // Seat 3's seven cards made Four of a Kind: its Fortune Bonus pays 25 to 1, and Envy pays seats 1 and 2 $5 each.
  await page.getByTestId("bonus-3-hands").click();
  await page.getByTestId("bonus-3-four-of-a-kind").click();
  await expect(page.getByTestId("bonus-3-hands")).toHaveText("Four of a Kind");
  await expect(page.getByTestId("bonus-3-none")).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("bonus-1-none")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("results-dice-label")).toHaveText("Settle: tap the dice total the player-dealer shook");
  await page.screenshot({ path: `${SHOTS}/dealer-pgp-results-entry.png` });
  await applied(page, () => page.getByTestId("results-dice-10").click());

  // The bank walk, from the action button (dice 10 from the player-dealer at seat 4: seat 6, no wager, so seat 1 first).
  const settlement = page.getByTestId("settlement");
  await expect(settlement).toBeVisible();
  await expect(page.getByTestId("action-seat")).toContainText("seat 6");
  const lines = settlement.getByTestId("settlement-line");
  await expect(lines).toHaveCount(8);
  await expect(lines.locator("[data-testid=line-bank-after]")).toHaveText(["$990.00", "$1,000.00", "$1,010.00", "$1,020.00", "$1,020.00", "$770.00", "$765.00", "$760.00"]);
  await expect(page.getByTestId("bank-after")).toHaveText("$760.00");
  await page.screenshot({ path: `${SHOTS}/dealer-pgp-results-walk.png` });
  await expect(page.getByTestId("all-paid")).toHaveText("All 8 lines are settled: finish the round");
  await applied(page, () => page.getByTestId("all-paid").click());
  await expect(nextButton).toHaveText("Open betting");

  // The floor's replay says the round was entered by results, and so does the regulator's export.
  const words = "seat 1 wins; seat 2 loses; seat 3 pushes, its seven cards Four of a Kind";
  const round = await enteredByResultsOnRecord<{ enteredBy: string; enteredResults: string; settlement: { ledger: unknown[] } }>(page, baseURL!, COPY.id, words, `${SHOTS}/floor-pgp-results-replay.png`);
  expect(round.settlement.ledger).toHaveLength(8);
});
