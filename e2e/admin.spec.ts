import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// The admin page (/admin) with the demo floor's admin: the tables with their games, seat layouts,
// named options and fee schedule options; a new table created and configured (t19, so the demo
// tables other specs play stay as they are); shifts and thresholds; staff; devices.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 1000 } });

const SHOTS = "e2e/screenshots";

async function signIn(page: Page, baseURL: string, username: string, password: string): Promise<void> {
  const answer = await page.request.post("/api/auth/sign-in", { data: { username, password }, headers: { origin: baseURL } });
  expect(answer.ok(), `sign in as ${username}`).toBe(true);
}

async function noSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("the admin sees every table with its game, seat layout, options and fee schedule option", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "admin", "demo-admin");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin", exact: true })).toBeVisible();
  for (const id of ["t1", "t2", "t3", "t4", "t5", "t6"]) await expect(page.getByTestId(`admin-table-${id}`)).toBeVisible();
  const t1 = page.getByTestId("admin-table-t1");
  // Names, never ids (issue 14 item 14): the schedule by its title, an option by its words, a filing line in words.
  await expect(t1).toContainText("Fortune 7 Baccarat · 7 players + player-dealer · $5.00–$100.00 · Fortune 7 Baccarat fee schedule, option 3");
  await t1.locator("summary").click();
  // Named options with the filing's line, and the fee option in force with its source line.
  await expect(t1.getByLabel("Line bets on tie")).toHaveValue('"push"');
  await expect(t1).toContainText("filing lines 82–85");
  await expect(t1).toContainText("In force: Fortune 7 Baccarat fee schedule, option 3 — filing line");
  await expect(page.getByTestId("staff-list")).toContainText("dealer1");
  await page.screenshot({ path: `${SHOTS}/admin-tables.png`, fullPage: true });
  await noSeriousA11yViolations(page);
});

test("the admin creates a table, changes its configuration and its fee option, and a wrong entry is refused plainly", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "admin", "demo-admin");
  await page.goto("/admin");
  const form = page.getByRole("form", { name: "New table" });
  await form.getByLabel("Table id").fill("t19");
  await form.getByLabel("Name", { exact: true }).fill("Table 19 · Fortune 7");
  await form.getByLabel("Game", { exact: true }).selectOption({ label: "Fortune 7 Baccarat" });
  await form.getByLabel("Fee schedule", { exact: true }).selectOption("fortune-7-baccarat");
  // Option 2 is filed for a $5-$50 table (seed 000 L136): picking it sets the limits to it and says so
  // (issue 14 item 13: a printed option that changes the posted limits says so before saving).
  await form.getByLabel("Maximum per spot ($)").fill("100.00");
  await form.getByLabel("Option", { exact: true }).selectOption("2");
  await expect(form.getByLabel("Maximum per spot ($)")).toHaveValue("50.00");
  await expect(page.getByTestId("fee-limit-note-new")).toContainText("Option 2 is filed for $5.00–$50.00 per spot: the table's limits become $5.00–$50.00");
  // Typed back above the option's limit: the form warns before saving.
  await form.getByLabel("Maximum per spot ($)").fill("100.00");
  await expect(page.getByTestId("new-table-limit-warning")).toHaveText(
    "Check the limits: Fee option 2 is filed for $5.00–$50.00 per spot; this table posts $5.00–$100.00. Set the limits above to match, or pick the option filed for them.",
  );
  await form.getByLabel("Maximum per spot ($)").fill("50.00");
  await expect(page.getByTestId("new-table-limit-warning")).toHaveCount(0);
  await form.getByRole("button", { name: "Create table" }).click();
  await expect(form.getByRole("status")).toHaveText("Table created and open.");

  const t9 = page.getByTestId("admin-table-t19");
  await expect(t9).toContainText("Fortune 7 Baccarat fee schedule, option 2");
  await t9.locator("summary").click();
  const config = t9.getByRole("form", { name: /Configuration of Table 19/ });
  await config.getByLabel("Maximum per spot ($)").fill("not money");
  await config.getByRole("button", { name: "Save configuration" }).click();
  await expect(config.getByRole("alert")).toHaveText("The maximum wager is an amount in dollars, at least the minimum.");
  await config.getByLabel("Maximum per spot ($)").fill("150.00");
  await expect(page.getByTestId("limit-warning-t19")).toContainText("Fee option 2 is filed for $5.00–$50.00 per spot; this table posts $5.00–$150.00.");
  // The table refuses limits its fee option is not filed for (fees.md O2), plainly.
  await config.getByLabel("Line bets on tie").selectOption('"lose"');
  await config.getByRole("button", { name: "Save configuration" }).click();
  await expect(config.getByRole("alert")).toContainText("the option's table limit is $5.00-$50.00");
  await config.getByLabel("Maximum per spot ($)").fill("50.00");
  await config.getByRole("button", { name: "Save configuration" }).click();
  // Between rounds the live table takes the new configuration at once (its configure-table command).
  await expect(config.getByRole("status")).toHaveText("Saved. The table runs it from its next round.");
  await expect(page.getByTestId("pending-t19")).toHaveCount(0);

  // The fee option and the limits it is filed for change together, in the same form.
  const t9Again = page.getByTestId("admin-table-t19");
  if ((await t9Again.locator("details[open]").count()) === 0) await t9Again.locator("summary").click();
  const again = t9Again.getByRole("form", { name: /Configuration of Table 19/ });
  await again.getByLabel("Option", { exact: true }).selectOption("4");
  await expect(page.getByTestId("fee-preview-t19")).toContainText("Option 4");
  await expect(page.getByTestId("fee-limit-note-t19")).toContainText("Option 4 is filed for $10.00–$100.00 per spot: the table's limits become $10.00–$100.00");
  await page.screenshot({ path: `${SHOTS}/admin-edit.png`, fullPage: false });
  await again.getByRole("button", { name: "Save configuration" }).click();
  await expect(page.getByTestId("admin-table-t19")).toContainText("Fortune 7 Baccarat fee schedule, option 4");
  await expect(page.getByTestId("admin-table-t19")).toContainText("$10.00–$100.00");
  await noSeriousA11yViolations(page);
});

/** Waits until React has hydrated the form: a value typed before hydration is reset by it. */
async function hydrated(page: import("@playwright/test").Page, form: string): Promise<void> {
  await page.waitForFunction((label) => {
    const el = document.querySelector(`form[aria-label="${label}"]`);
    return el !== null && Object.keys(el).some((k) => k.startsWith("__reactProps"));
  }, form);
}

test("shifts must cover the day, and staff are listed and added", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "admin", "demo-admin");
  await page.goto("/admin");
  const settings = page.getByRole("form", { name: "Shifts and alert thresholds" });
  await expect(settings.getByLabel("Time zone")).toHaveValue("America/Los_Angeles");
  await hydrated(page, "Shifts and alert thresholds");
  await settings.getByLabel("Shift 3 end").fill("05:00");
  await settings.getByRole("button", { name: "Save shifts and thresholds" }).click();
  await expect(settings.getByRole("alert")).toContainText("no shift covers 05:00–06:00");

  const staff = page.getByRole("form", { name: "New staff account" });
  await staff.getByLabel("Username").fill("e2e-dealer");
  await staff.getByLabel("Display name").fill("E2E Dealer");
  await staff.getByLabel("Password").fill("a-long-pass-phrase-42");
  await staff.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Account e2e-dealer created" })).toBeVisible();
  await expect(page.getByTestId("staff-list")).toContainText("e2e-dealer");
  await expect(page.getByRole("heading", { name: "Devices" })).toBeVisible();
  await page.getByRole("heading", { name: "Staff" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-staff.png`, fullPage: false });
  await noSeriousA11yViolations(page);
});

test("the room's wall displays show Chinese beside the English words when the admin chooses it (issue 14, item 11)", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "admin", "demo-admin");
  const choose = async (value: "en" | "zh") => {
    await page.goto("/admin");
    const settings = page.getByRole("form", { name: "Shifts and alert thresholds" });
    await hydrated(page, "Shifts and alert thresholds");
    await settings.getByLabel("Wall displays' labels").selectOption(value);
    await settings.getByRole("button", { name: "Save shifts and thresholds" }).click();
    await expect(settings.getByText("Saved.")).toBeVisible();
  };
  try {
    await choose("zh");
    // A staff member's browser previews the wall: the room's choice, with no option in the address.
    await page.goto("/display/t1");
    await expect(page.getByTestId("eztrak")).toContainText("閒");
    await expect(page.getByTestId("eztrak")).toContainText("莊");
    // A wall's own address still overrides the room's choice.
    await page.goto("/display/t1?labels=en");
    await expect(page.getByTestId("eztrak")).toContainText("Banker");
    await expect(page.getByTestId("eztrak")).not.toContainText("莊");
  } finally {
    await choose("en");
  }
  await page.goto("/display/t1");
  await expect(page.getByTestId("eztrak")).not.toContainText("莊");
});

test("admin is for admins: a supervisor is told so, and the admin routes refuse others", async ({ page, baseURL, request }) => {
  expect((await request.get("/api/admin/tables")).status()).toBe(401);
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/admin");
  await expect(page.getByRole("alert").filter({ hasText: "This page is for admins." })).toBeVisible();
  expect((await page.request.get("/api/admin/tables")).status()).toBe(403);
  // A state-changing request from another site is refused before anything is read.
  const forged = await page.request.put("/api/admin/tables/t1", { data: {}, headers: { origin: "https://evil.example" } });
  expect(forged.status()).toBe(403);
});
