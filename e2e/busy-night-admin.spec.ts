import { expect, test } from "@playwright/test";
import { ensureTable, signInPage, LOGINS, type OwnTable } from "./busy-night-kit";

// The admin on a busy night (issue 14, item 13): an EZ Baccarat table's limits and its room-entered
// fee option changed together in one form (each alone is refused by the other), the fees typed in
// dollars (the JSON in cents only as an advanced entry), and a change of game proposing its filed
// fee schedule with the limits its option is filed for.

test.use({ viewport: { width: 1440, height: 1000 } });
const SHOTS = "e2e/screenshots";
const EZ: OwnTable = { id: "bn-admin", name: "Table A1 · EZ Baccarat", gameId: "ez-baccarat", feeScheduleId: "ez-baccarat", dealer: "dealer1" };

test("limits and the room's fee option in dollars, saved together; a change of game proposes its fee schedule", async ({ page, baseURL }) => {
  await ensureTable(baseURL!, EZ);
  await signInPage(page, baseURL!, LOGINS.admin);
  await page.goto("/admin");
  const row = page.getByTestId(`admin-table-${EZ.id}`);
  await row.locator("summary").first().click();
  const config = row.getByRole("form", { name: /Configuration of Table A1/ });
  // The room's option in dollars, never JSON in cents.
  await expect(page.getByTestId(`room-fee-perSpot-${EZ.id}`)).toHaveValue("1.00");
  await expect(config.locator("textarea:visible")).toHaveCount(0);
  // Higher limits and the option that allows them, in one save.
  await config.getByLabel("Minimum wager ($)").fill("10.00");
  await config.getByLabel("Maximum per spot ($)").fill("200.00");
  await page.getByTestId(`room-fee-min-${EZ.id}`).fill("10");
  await page.getByTestId(`room-fee-max-${EZ.id}`).fill("200");
  await page.getByTestId(`room-fee-perSpot-${EZ.id}`).fill("2");
  await config.getByLabel("Option name").fill("H");
  await config.getByRole("button", { name: "Save configuration" }).click();
  await expect(config.getByRole("status")).toHaveText("Saved. The table runs it from its next round.");
  await expect(row).toContainText("$10.00–$200.00");
  await expect(row).toContainText("EZ Baccarat fee schedule, option H");
  await page.screenshot({ path: `${SHOTS}/busy-night-admin-fees.png` });

  // A new table: the game chosen proposes its filed schedule and the limits of its first option.
  const form = page.getByRole("form", { name: "New table" });
  await form.getByLabel("Game", { exact: true }).selectOption({ label: "EZ Baccarat" });
  await expect(form.getByLabel("Fee schedule", { exact: true })).toHaveValue("ez-baccarat");
  await form.getByLabel("Game", { exact: true }).selectOption({ label: "Fortune 7 Baccarat" });
  await expect(form.getByLabel("Fee schedule", { exact: true })).toHaveValue("fortune-7-baccarat");
  await expect(page.getByTestId("fee-limit-note-new")).toContainText("Fortune 7 Baccarat is filed with the Fortune 7 Baccarat fee schedule");
});
