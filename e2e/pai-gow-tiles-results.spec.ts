import { expect, test } from "@playwright/test";
import { copyOfDemo, Dealer, ensureTable, type OwnTable } from "./busy-night-kit";
import { enteredByResultsOnRecord, openBettingOnTablet, RESULTS_TABLET, resultsWall, wagersThenNoMoreBets } from "./results-kit";
import { applied } from "./tablet-kit";

// Results-only entry at a Pai Gow Tiles table (issue 29 item 3): on a copy of the demo floor's Table
// 22 made with the game option Entry set to results, the dealer's tablet (1024 × 768) plays a round of
// 3 players with a $10 wager each without entering a tile: each seat's result against the
// player-dealer's hands, then the dice total, which places the action button and settles. The wall,
// open in the floor's browser, says the hands are compared and then shows each result; the fees are
// fixed at "No more bets" as at any round, the bank walks from the action button, and the floor's
// replay and the regulator's export say the round was entered by results.

test.use({ viewport: RESULTS_TABLET });
const SHOTS = "e2e/screenshots";

const COPY: OwnTable = { ...copyOfDemo("t22", { id: "pgt-results", name: "Table R22 · Pai Gow Tiles (results)", dealer: "dealer20" }), gameOptions: { entry: "results" } };
const DEALER = { username: "dealer20", password: "demo-dealer20" };

test("a Pai Gow Tiles round by results, the wall following: each seat's result, the dice total settles, fees and the bank walk included", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await ensureTable(baseURL!, COPY);

  // Seats 1-4, the bank ($500) to seat 4; no shoe at a table of tiles: betting can open.
  const d = await Dealer.open(baseURL!, COPY.id, DEALER);
  try {
    for (const seat of [1, 2, 3, 4]) await d.do({ type: "seat-player", seat, name: `Guest ${seat}` });
    await d.do({ type: "open-bank", firstSeat: 4 });
    await d.do({ type: "accept-bank", seat: 4, bank: 50_000 });
  } finally {
    d.close();
  }

  // The wall, in the floor's browser at 1920 × 1080.
  const { context: wallContext, page: wall } = await resultsWall(browser, baseURL!, COPY.id, "pai-gow-tiles");
  try {
    const nextButton = await openBettingOnTablet(page, baseURL!, COPY.id, DEALER);

    // The wagers: the $10 chip, a wager on seats 1-3.
    await wagersThenNoMoreBets(page, nextButton, 1000, ["main"], [1, 2, 3]);
    // The fees fixed at "No more bets", as at any round: $1 a circle, $2 from the player-dealer (option 1, seed 004 L1976-1981).
    await expect(page.getByTestId("fee-total")).toHaveText("$5.00");

    // No stack and no tile: each seat's result, then the dice total, which settles.
    const results = page.getByTestId("results-entry");
    await expect(results).toBeVisible();
    await expect(page.getByTestId("next-label")).toHaveText("Enter the results, then the dice total");
    await expect(wall.getByTestId("center")).toContainText("The hands are compared");
    await expect(wall.getByTestId("wall-pd")).toContainText("Hands compared at the table");
    await expect(results.getByTestId("dice-10")).toBeDisabled();
    await page.getByTestId("result-1-win").click();
    await page.getByTestId("result-2-lose").click();
    await expect(page.getByTestId("results-dice-label")).toHaveText("Tap the result of seat 3, then the dice total");
    // Seat 3's hands: one higher, one a copy (the copy goes to the player-dealer): a push.
    await page.getByTestId("result-3-push").click();
    await expect(page.getByTestId("results-dice-label")).toHaveText("Settle: tap the dice total the player-dealer shook");
    await page.screenshot({ path: `${SHOTS}/dealer-pgt-results-entry.png` });
    await wall.screenshot({ path: `${SHOTS}/display-pgt-results-compared.png` });
    await applied(page, () => results.getByTestId("dice-10").click());

    // The bank walk from the action button: dice 10 from the player-dealer at seat 4 is seat 5 (no wager), so seat 1 first.
    const settlement = page.getByTestId("settlement");
    await expect(settlement).toBeVisible();
    await expect(page.getByTestId("action-seat")).toContainText("seat 5");
    const lines = settlement.getByTestId("settlement-line");
    await expect(lines).toHaveCount(3);
    await expect(lines.locator("[data-testid=line-bank-after]")).toHaveText(["$490.00", "$500.00", "$500.00"]);
    await expect(page.getByTestId("bank-after")).toHaveText("$500.00");
    // The wall: each result as entered, no tile.
    await expect(wall.getByTestId("wall-seat-1")).toHaveAttribute("data-outcome", "win");
    await expect(wall.getByTestId("wall-seat-2")).toHaveAttribute("data-outcome", "lose");
    await expect(wall.getByTestId("wall-seat-3")).toHaveAttribute("data-outcome", "push");
    await expect(wall.locator("svg[data-tile]")).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/dealer-pgt-results-walk.png` });
    await wall.screenshot({ path: `${SHOTS}/display-pgt-results-settled.png` });
    await expect(page.getByTestId("all-paid")).toHaveText("All 3 lines are settled: finish the round");
    await applied(page, () => page.getByTestId("all-paid").click());
    await expect(nextButton).toHaveText("Open betting");
    await expect(page.getByTestId("last-round")).toContainText("entered by results");
  } finally {
    await wallContext.close();
  }

  // The floor's replay says the round was entered by results, and so does the regulator's export.
  const round = await enteredByResultsOnRecord<{ enteredBy: string; enteredResults: string; dice: number; settlement: { ledger: unknown[] } }>(page, baseURL!, COPY.id, "seat 1 wins; seat 2 loses; seat 3 pushes", `${SHOTS}/floor-pgt-results-replay.png`);
  expect(round).toMatchObject({ dice: 10 });
  expect(round.settlement.ledger).toHaveLength(3);
});
