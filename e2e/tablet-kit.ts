/**
 * What the tablet and family specs share: signing in, the tablet's version and "applied" wait, the
 * next-step button, money words, the card codes shown and accessibility checks.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { DEMO_TABLES } from "../lib/server/demo-floor";

/** The demo dealer account of a table (one per demo table, in the demo floor's order). */
export function dealerOf(tableId: string): { username: string; password: string } {
  const n = DEMO_TABLES.findIndex((t) => t.id === tableId) + 1;
  return { username: `dealer${n}`, password: `demo-dealer${n}` };
}

export async function signIn(page: Page, baseURL: string, username: string, password: string): Promise<void> {
  const answer = await page.request.post("/api/auth/sign-in", { data: { username, password }, headers: { origin: baseURL } });
  expect(answer.ok(), `sign in as ${username}`).toBe(true);
}

export async function noSeriousA11yViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${what}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(", ")})`)).toEqual([]);
}

/** The version of the table the tablet shows: every applied command moves it on. */
export async function version(page: Page): Promise<number> {
  return Number(await page.getByTestId("dealer-tablet").getAttribute("data-version"));
}

/** Does something on the tablet and waits until the table has applied it. */
export async function applied(page: Page, action: () => Promise<void>): Promise<void> {
  const before = await version(page);
  await action();
  await expect.poll(() => version(page), { message: "the table applied the step" }).toBeGreaterThan(before);
  await expect(page.getByTestId("error")).toHaveCount(0);
}

export function nextButton(page: Page): Locator {
  return page.getByTestId("next-button");
}

export function step(page: Page): Promise<string | null> {
  return page.getByTestId("next-action").getAttribute("data-step");
}

/** Taps the big button, which must read `label`. */
export async function next(page: Page, label: string | RegExp): Promise<void> {
  await expect(nextButton(page)).toHaveText(label);
  await applied(page, () => nextButton(page).click());
}

export async function expectLabel(page: Page, label: string | RegExp): Promise<void> {
  await expect(page.getByTestId("next-label")).toHaveText(label);
}

export function money(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.-]/g, "")) * 100);
}

export function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Card codes on a page or in part of it: face-up cards carry data-card, face-down ones only data-face-down. */
export async function codes(scope: Page | Locator): Promise<string[]> {
  return (await scope.locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""))).sort();
}

/** The pad's key for a card: "Ace of spades", "10 of hearts" (number cards by their digits). */
export function keyName(rank: string, suit: string): string {
  const digits: Record<string, string> = { Two: "2", Three: "3", Four: "4", Five: "5", Six: "6", Seven: "7", Eight: "8", Nine: "9", Ten: "10" };
  return `${digits[rank] ?? rank} of ${suit.toLowerCase()}`;
}

/** A page of its own, signed in as the floor supervisor, at `path` (the floor's table page, or a wall's preview). */
export async function floorPage(browser: Browser, baseURL: string, path: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, baseURL, "floor", "demo-floor");
  await page.goto(path);
  return { context, page };
}
