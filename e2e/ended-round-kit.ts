/**
 * What the ended-round correction specs share (twenty-one, Three Card Poker; decision-corrections.md
 * DC6b): a copy of a demo table with its dealer's socket and the floor's table page open, and the
 * tablet signed in; a card of the last round (Round 1) corrected from the floor's form; the
 * differences the tablet and the floor's page then say, and the dealer making each one before no
 * more bets.
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { copyOfDemo, Dealer, ensureTable, signInPage } from "./busy-night-kit";
import { WIDE } from "./corrections-kit";
import { applied, dealerOf, floorPage } from "./tablet-kit";

export interface EndedRoundScene {
  readonly d: Dealer;
  /** The floor's table page (1920 x 1080). */
  readonly floor: { readonly context: BrowserContext; readonly page: Page };
  readonly table: string;
  readonly login: { readonly username: string; readonly password: string };
}

/** A copy of demo table `demo` as `table` named `name`, its dealer's socket and the floor's table page open. */
export async function endedRoundScene(browser: Browser, baseURL: string, demo: string, table: string, name: string): Promise<EndedRoundScene> {
  const login = dealerOf(demo);
  await ensureTable(baseURL, copyOfDemo(demo, { id: table, name, dealer: login.username }));
  const d = await Dealer.open(baseURL, table, login);
  const floor = await floorPage(browser, baseURL, `/floor/tables/${table}`, WIDE);
  return { d, floor, table, login };
}

export async function closeScene(s: EndedRoundScene): Promise<void> {
  s.d.close();
  await s.floor.context.close();
}

/** The dealer's tablet on the table, connected. */
export async function tabletOn(page: Page, baseURL: string, s: EndedRoundScene): Promise<void> {
  await signInPage(page, baseURL, s.login);
  await page.goto(`/dealer/${s.table}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
}

/**
 * The floor's page offers the last round's correction; card `index` corrected to `card` (typed as
 * the floor types it), the change said in words before it is sent, with the reason. `check` looks at
 * the form once the card correction is open.
 */
export async function correctCardFromFloor(s: EndedRoundScene, c: { readonly index: string; readonly card: string; readonly change: string; readonly reason: string }, check?: (form: Locator) => Promise<void>): Promise<void> {
  const form = s.floor.page.getByTestId("correction-form");
  await expect(form.getByTestId("correction-last-round")).toContainText("Correct the last round (Round 1)");
  await form.getByTestId("correction-correct-card").click();
  await check?.(form);
  await form.getByTestId("correction-card-index").selectOption(c.index);
  await form.getByTestId("correction-card").fill(c.card);
  await expect(form.getByTestId("correction-card-change")).toContainText(c.change);
  await form.getByTestId("correction-reason").fill(c.reason);
  await form.getByTestId("correction-submit").click();
  await expect(form.getByTestId("correction-answer")).toContainText("done");
}

/**
 * The tablet says the money per seat and for the bank, line by line (`differences`, none for seat
 * `untouched`), and the first difference to make; the floor's page the same in one sentence (`words`).
 */
export async function expectDifferences(page: Page, s: EndedRoundScene, differences: readonly string[], untouched: string, words: string): Promise<void> {
  const lines = page.getByTestId("settlement-correction-lines");
  for (const line of differences) await expect(lines).toContainText(line);
  await expect(lines).not.toContainText(untouched);
  await expect(page.getByTestId("ended-round-walk")).toContainText(`Round 1 corrected after it ended: difference 1 of ${differences.length}`);
  await expect(s.floor.page.getByTestId("settlement-correction")).toContainText(words);
  await expect(s.floor.page.getByTestId("ended-round-walk")).toContainText(`0 of ${differences.length} differences made`);
}

/** No more bets is refused until the differences are made; the dealer makes each one and taps it done, then calls no more bets. */
export async function makeDifferences(page: Page, s: EndedRoundScene, differences: readonly string[]): Promise<void> {
  expect(await s.d.send({ type: "close-betting" })).toMatchObject({ ok: false, message: expect.stringContaining(`make its differences at the table first (${differences.length} to go)`) });
  for (const words of differences) {
    await expect(page.getByTestId("ended-round-step")).toContainText(words);
    await applied(page, () => page.getByTestId("ended-round-step").click());
  }
  await expect(page.getByTestId("ended-round-walk")).toHaveCount(0);
  await expect(page.getByTestId("next-button")).toHaveText("No more bets");
  await expect(s.floor.page.getByTestId("ended-round-walk")).toContainText(`${differences.length} of ${differences.length} differences made`);
  await s.d.do({ type: "close-betting" });
}
