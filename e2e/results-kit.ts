import { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { apiCall, cookieOf, LOGINS, signInPage } from "./busy-night-kit";
import { applied } from "./tablet-kit";

// The results-only entry specs (issue 29 item 3: pai gow poker, Pai Gow Tiles, Three Card Poker):
// what each does the same way around its own round.

export const RESULTS_TABLET = { width: 1024, height: 768 };
const WALL = { width: 1920, height: 1080 };

/** The table's wall, in the floor's browser at 1920 × 1080, live. */
export async function resultsWall(browser: Browser, baseURL: string, tableId: string, family: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: WALL });
  const page = await context.newPage();
  await signInPage(page, baseURL, LOGINS.floor);
  expect((await page.goto(`/display/${tableId}`))?.status()).toBe(200);
  await expect(page.getByTestId("wall-display")).toHaveAttribute("data-family", family);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "live");
  return { context, page };
}

/** The dealer's tablet on the table, connected, betting opened by "Open betting"; the big button. */
export async function openBettingOnTablet(page: Page, baseURL: string, tableId: string, dealer: { username: string; password: string }): Promise<Locator> {
  await signInPage(page, baseURL, dealer);
  await page.goto(`/dealer/${tableId}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  const nextButton = page.getByTestId("next-button");
  await expect(nextButton).toHaveText("Open betting");
  await applied(page, () => nextButton.click());
  return nextButton;
}

/** The wagers by a chip and a tap a spot, each bet on each seat, then "No more bets". */
export async function wagersThenNoMoreBets(page: Page, nextButton: Locator, chip: number, bets: readonly string[], seats: readonly number[]): Promise<void> {
  await page.getByTestId(`chip-${chip}`).click();
  for (const bet of bets) for (const seat of seats) await applied(page, () => page.getByTestId(`spot-${seat}-${bet}`).click());
  await expect(nextButton).toHaveText("No more bets");
  await applied(page, () => nextButton.click());
}

/**
 * The floor's history and replay say the round was entered by results (`words`, as the replay
 * names them), and so does the regulator's export: its last round, as exported.
 */
export async function enteredByResultsOnRecord<R extends { enteredBy: string; enteredResults: string }>(page: Page, baseURL: string, tableId: string, words: string, shot: string): Promise<R> {
  await page.context().clearCookies();
  await signInPage(page, baseURL, LOGINS.floor);
  await page.goto(`/floor/tables/${tableId}/history`);
  await expect(page.getByTestId("round-list")).toContainText("Entered by results");
  await page.getByRole("button", { name: "Replay hand 1" }).click();
  await expect(page.getByRole("button", { name: `Entered by results: ${words}` })).toBeVisible();
  await page.screenshot({ path: shot, fullPage: true });

  const floor = await cookieOf(baseURL, LOGINS.floor);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
  const exported = await apiCall<{ rounds: R[] }>(baseURL, floor, "GET", `/api/reports/regulator?table=${tableId}&day=${day}`);
  expect(exported.status).toBe(200);
  const round = exported.body.rounds.at(-1)!;
  expect(round).toMatchObject({ enteredBy: "results", enteredResults: words });
  return round;
}
