import { expect, test } from "@playwright/test";

// Staff sign-in through the real /signin page with the demo floor's supervisor (SEED_DEMO demo
// accounts: see docs/security.md). Each test has its own browser context, so its own cookies.

test("the demo floor supervisor signs in at /signin and the session cookie is http-only", async ({ page, context }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto("/signin?next=/signin");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.getByLabel("Username").fill("floor");
  await page.getByLabel("Password").fill("demo-floor");
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByTestId("signed-in-as")).toContainText("Floor supervisor");
  const session = (await context.cookies()).find((c) => c.name === "cr_session" || c.name === "__Host-cr_session");
  expect(session, "a session cookie was set").toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  expect(session?.path).toBe("/");
  // Script on the page cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain("cr_session");

  // The page ran (it hydrated and signed in) under the Content-Security-Policy without a violation.
  expect(blocked).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "cr_session")).toBeUndefined();
});

test("a wrong password is refused with a plain message and no cookie", async ({ page, context }) => {
  await page.goto("/signin");
  await page.getByLabel("Username").fill("floor");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signin-error")).toHaveText("Wrong username or password.");
  expect((await context.cookies()).some((c) => c.name.endsWith("cr_session"))).toBe(false);
});

test("pages carry the security headers", async ({ request }) => {
  const answer = await request.get("/signin");
  const csp = answer.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
});
