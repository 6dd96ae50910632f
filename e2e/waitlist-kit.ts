import { expect, type Browser, type Page } from "@playwright/test";

/** A wall screen paired with the game board: a code made by the floor supervisor, redeemed by the screen's browser. */
export async function boardScreen(browser: Browser, baseURL: string): Promise<{ page: Page; close(): Promise<void> }> {
  const floor = await fetch(`${baseURL}/api/auth/sign-in`, { method: "POST", headers: { "content-type": "application/json", origin: baseURL }, body: JSON.stringify({ username: "floor", password: "demo-floor" }) });
  const cookie = (floor.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const made = await fetch(`${baseURL}/api/displays/pairing-codes`, { method: "POST", headers: { "content-type": "application/json", origin: baseURL, cookie }, body: JSON.stringify({ tableId: "@board", label: "Board by the desk" }) });
  expect(made.status, "pairing code for the board").toBe(201);
  const { code } = (await made.json()) as { code: string };
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, baseURL });
  const page = await context.newPage();
  await page.goto("/pair");
  await page.getByLabel("Pairing code").fill(code);
  await page.getByRole("button", { name: "Pair this display" }).click();
  await page.waitForURL("**/board");
  return { page, close: () => context.close() };
}
