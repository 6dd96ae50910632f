import { expect, test } from "@playwright/test";

test("the start page lists the demo floor's tables with their limits and fee options", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Card Room Table Operations" })).toBeVisible();
  const tables = page.getByTestId("demo-tables").getByRole("listitem");
  // The six baccarat tables of the demo floor (other specs may add tables to the same database).
  await expect.poll(() => tables.count()).toBeGreaterThanOrEqual(6);
  // Tables are listed by name, so the demo floor's Table 1 comes first.
  await expect(tables.first()).toHaveAttribute("data-testid", "home-table-t1");
  const t1 = page.getByTestId("home-table-t1");
  await expect(t1).toContainText("Fortune 7");
  await expect(t1).toContainText("$5.00–$100.00");
  // This browser is on the server's own machine (loopback): the demo accounts are listed to it, and
  // to no other address (lib/server/auth/demo-password.integration.test.ts).
  const demo = page.getByRole("region", { name: "Demo accounts" });
  await expect(demo).toContainText("demo-admin");
  await expect(demo).toContainText("work only on this machine");
  await page.screenshot({ path: "e2e/screenshots/home.png", fullPage: true });
});
