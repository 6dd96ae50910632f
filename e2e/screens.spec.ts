import { expect, test } from "@playwright/test";
import { noSeriousA11yViolations, signIn } from "./floor-kit";

// The screens around the three big ones, which the other specs pass through without checking: the
// start page, sign-in (and its error), the dealer's table picker, the wall's pairing page and an
// unpaired wall, the supervisor's pairing-code page. Each is screenshotted and checked with axe
// (no serious or critical violation), like the tablet, the wall, the floor and admin.

const SHOTS = "e2e/screenshots";

test("the start page, sign-in and the pairing page pass the accessibility check", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Card Room Table Operations" })).toBeVisible();
  await noSeriousA11yViolations(page);

  await page.goto("/signin");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.getByLabel("Username").fill("floor");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signin-error")).toHaveText("Wrong username or password.");
  await page.screenshot({ path: `${SHOTS}/signin-error.png` });
  await noSeriousA11yViolations(page);

  await page.goto("/pair");
  await expect(page.getByRole("heading", { name: "Pair this wall display" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pair.png` });
  await noSeriousA11yViolations(page);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("/display/t5");
  await expect(page.getByRole("status")).toHaveText("This screen is not paired with a table yet.");
  await page.screenshot({ path: `${SHOTS}/display-unpaired.png` });
  await noSeriousA11yViolations(page);
});

test("the supervisor's pairing codes and the dealer's table picker pass the accessibility check", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/pair/manage");
  await expect(page.getByRole("heading", { name: "Wall displays" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pair-manage.png`, fullPage: true });
  await noSeriousA11yViolations(page);

  // A supervisor may run any table's tablet: /dealer lists them to pick from, at tablet size.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dealer");
  await expect(page.getByRole("heading", { name: "Dealer tablet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Table 1 · Fortune 7" })).toBeVisible();
  const small = await page.locator("main a[href]").evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.textContent));
  expect(small, "table links under 44 px").toEqual([]);
  await page.screenshot({ path: `${SHOTS}/dealer-pick-table.png` });
  await noSeriousA11yViolations(page);

  // Until a tablet's table opens, its heading names the table as the floor does (the page looks it
  // up), never by the address's id; an address that names no table says so and stays there.
  await page.goto("/dealer/no-such-table");
  await expect(page.getByRole("heading", { name: "Dealer tablet · a table" })).toBeVisible();
  await expect(page.getByTestId("loading")).toHaveText('There is no live table "no-such-table".');
  // Nothing is loading there: no "Loading the table…" badge, and the way on is another table.
  await expect(page.getByTestId("connection")).toHaveCount(0);
  await page.getByRole("link", { name: "Pick another table" }).click();
  await expect(page.getByRole("heading", { name: "Dealer tablet", exact: true })).toBeVisible();
});
