/**
 * What the settled-round correction specs share (issue 28: a settled round's correction shows the
 * money difference per seat and for the bank): every line of the settlement marked paid on the
 * tablet, and, once corrected and settled again, the walk of the differences only.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { NOT_WORDS, SHOTS, type Scene } from "./corrections-kit";
import { applied, next } from "./tablet-kit";

/** The floor supervisor, as the tablet's approval asks for them. */
export { APPROVER } from "./corrections-kit";

/**
 * The tablet: every line of the settlement marked paid, each on the big button; the round not yet
 * ended (the panel's one button would finish it too: it says so).
 */
export async function payEveryLine(page: Page, lines: number): Promise<void> {
  await expect(page.getByTestId("settlement-line")).toHaveCount(lines);
  await expect(page.getByTestId("all-paid")).toHaveText(`All ${lines} lines are settled: finish the round`);
  for (let i = 0; i < lines; i++) {
    await expect(page.getByTestId("next-button")).toHaveText(/^(Pay|Collect|Push|Bank exhausted)/);
    await applied(page, () => page.getByTestId("next-button").click());
  }
  await expect(page.getByTestId("settled-count")).toHaveText(`${lines} of ${lines} lines done`);
}

/**
 * Settled again after the correction: the tablet walks the differences only (`steps`, in order),
 * each a step the big button marks done, and never asks to pay a line again.
 */
export async function walkTheDifferences(page: Page, s: Scene, steps: readonly string[], shot: string): Promise<void> {
  await expect(page.getByTestId("settlement-correction")).toContainText("Corrected after the money was paid");
  await next(page, "Settle the round");
  const panel = page.getByTestId("settlement");
  await expect(panel).toContainText("Make the money right, difference by difference");
  await expect(page.getByTestId("settlement-line")).toHaveCount(0);
  const rows: Locator = page.getByTestId("difference-line");
  await expect(rows).toHaveText(steps.map((w) => new RegExp(escape(w))));
  await expect(page.getByTestId("settled-count")).toHaveText(`0 of ${steps.length} differences made`);
  await expect(page.getByTestId("corrected-ledger")).toContainText("not to pay line by line");
  for (const w of steps) await expect(page.getByTestId("settlement-correction-lines")).toContainText(w);
  await page.screenshot({ path: `${SHOTS}/dealer-${shot}.png` });
  await s.wall.page.screenshot({ path: `${SHOTS}/display-${shot}.png`, animations: "disabled" });
  for (const [i, w] of steps.entries()) {
    await expect(rows.nth(i)).toHaveAttribute("data-state", "current");
    await wallAgreesOnTheBank(page, s);
    await next(page, w);
    await expect(rows.nth(i)).toHaveAttribute("data-state", "done");
  }
  await wallAgreesOnTheBank(page, s);
  // Every difference made: the round finishes with the bank as corrected.
  await next(page, "Finish the round");
  await expect(page.getByTestId("next-button")).toHaveText("Open betting");
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/paidBefore|adjustment|settledLines|undefined|NaN/);
  expect(text).not.toMatch(NOT_WORDS);
}

/** While the differences are made, the wall shows the bank as the tablet's header does: "Bank now", the same figure. */
async function wallAgreesOnTheBank(page: Page, s: Scene): Promise<void> {
  const now = (await page.getByTestId("bank").innerText()).match(/\$[\d,]+\.\d\d/)?.[0];
  expect(now).toBeTruthy();
  await expect(s.wall.page.getByTestId("bank")).toContainText(`Bank now ${now}`);
}

function escape(words: string): string {
  return words.replace(/[.*+?^${}()|[\]\\$]/g, "\\$&");
}
