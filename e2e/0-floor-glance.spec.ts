import fs from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { DEMO_TABLES } from "../lib/server/demo-floor";
import { noSeriousA11yViolations, signIn } from "./floor-kit";

// Named to run first, on the demo floor as seeded (later specs add tables that sort among the demo's
// and leave long facts on their cards; a table's alerts take one line however many). The floor at a glance (issue 29): at 1920 x 1080 every table of the demo floor in the first screen,
// in its natural order (Table 2 before Table 10), nothing cut off on any card, each table's alerts on
// its own card first, and a poker table's card in poker's words (stakes, button and blinds, kill,
// time collection) rather than a bank's. Card links: the table's name opens its page, "History" its rounds.

test.use({ viewport: { width: 1920, height: 1080 } });

const SHOTS = "e2e/screenshots";
const PORT = Number(process.env.E2E_PORT ?? 3210);
const databaseUrl = async () => (await fs.readFile(`.data/e2e-${PORT}.database-url`, "utf8")).trim();
const POKER = ["t23", "t24", "t25", "t26"];

/** Every text on the tables' cards that runs past its box (an ellipsis or a line cut by its card). */
async function cutTexts(page: Page): Promise<string[]> {
  return page.getByTestId("floor-tables").evaluate((grid) => {
    const out: string[] = [];
    for (const el of grid.querySelectorAll<HTMLElement>("*")) {
      const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent?.trim()).join("");
      // Not drawn: the inside of a closed disclosure (a table's alerts before the tap that opens them).
      if (!text || el.closest(".sr-only") || !el.checkVisibility()) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === "ellipsis" || (style.display !== "inline" && el.scrollWidth > el.clientWidth + 1)) out.push(`"${text.slice(0, 40)}" ${el.scrollWidth}/${el.clientWidth}`);
      const card = el.closest("li[data-testid^=table-card-]");
      if (card) {
        const r = el.getBoundingClientRect();
        const c = card.getBoundingClientRect();
        if (r.right > c.right + 1 || r.bottom > c.bottom + 1) out.push(`"${text.slice(0, 40)}" past its card`);
      }
    }
    return out;
  });
}

test("all 24 demo tables in the first screen at 1920 x 1080, in natural order, nothing cut off, poker in poker's words", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor");
  await expect(page.getByTestId("floor-connection")).toHaveText("Live");
  await page.screenshot({ path: `${SHOTS}/floor-glance.png` });
  const ids = await page.locator("[data-testid^=table-card-]").evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")!.replace("table-card-", "")));
  // Natural order: t1, t2 ... t9, t10 (other specs' tables, named "Table F1" and the like, come after).
  expect(ids.filter((id) => DEMO_TABLES.some((t) => t.id === id))).toEqual(DEMO_TABLES.map((t) => t.id));
  // Every numbered table in natural order, those other specs made (admin.spec's t19) among them.
  const numbered = ids.filter((id) => /^t\d+$/.test(id)).map((id) => Number(id.slice(1)));
  expect(numbered).toEqual([...numbered].sort((a, b) => a - b));
  // 24 tables' whole cards in the first screen, without scrolling (the demo floor's, or the first
  // 24 when other specs have added tables before this one runs).
  const first = ids.slice(0, DEMO_TABLES.length);
  expect(first).toHaveLength(DEMO_TABLES.length);
  for (const id of first) {
    const box = (await page.getByTestId(`table-card-${id}`).boundingBox())!;
    expect.soft(box.y + box.height, `${id} above the fold`).toBeLessThanOrEqual(1080);
    expect.soft(box.x + box.width, `${id} inside the width`).toBeLessThanOrEqual(1920);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
  expect.soft(await cutTexts(page), "text cut off on the cards").toEqual([]);

  // A poker table: nobody banks, so its stakes, button and blinds, kill and time clock instead.
  for (const id of POKER) {
    const card = page.getByTestId(`table-card-${id}`);
    await expect(card).toContainText("Stakes");
    await expect(card).toContainText("Button");
    await expect(card).toContainText("nobody banks");
    await expect(card).not.toContainText("+ PD");
    await expect(card).not.toContainText("Nobody banks");
  }
  await expect(page.getByTestId("table-card-t25")).toContainText("blinds $1.00/$3.00");
  // The card of a banked game keeps the bank and who holds it.
  await expect(page.getByTestId("table-card-t1")).toContainText("Bank");
  await expect(page.getByTestId("table-card-t1")).toContainText("7 + PD");
  await noSeriousA11yViolations(page);
});

test("a table's alert on its own card, first, acknowledged there", async ({ page, baseURL }) => {
  const db = new pg.Client({ connectionString: await databaseUrl() });
  await db.connect();
  try {
    const message = `Table 3 · 21st Century Baccarat 5.0: seat 2 tried to bank a third hand in a row (e2e ${Date.now()}).`;
    await db.query("INSERT INTO alerts (kind, table_id, message, dedupe_key) VALUES ('third-hand-attempt', 't3', $1, $2)", [message, `e2e-glance:${Date.now()}`]);
    await signIn(page, baseURL!, "floor", "demo-floor");
    await page.goto("/floor");
    const card = page.getByTestId("table-card-t3");
    // On its own card, first, in one line: the card keeps its height however many alerts there are.
    const summary = card.getByTestId("table-alerts-open-t3");
    await expect(summary).toContainText("Third bank hand refused");
    await expect(summary).toBeVisible();
    await expect(page.getByTestId("phase-t3")).toBeVisible();
    const summaryBox = (await summary.boundingBox())!;
    const phaseBox = (await page.getByTestId("phase-t3").boundingBox())!;
    expect(summaryBox.y).toBeLessThan(phaseBox.y);
    expect(summaryBox.height).toBeLessThanOrEqual(40);
    // Only on its own table's card.
    await expect(page.getByTestId("table-card-t4").getByTestId("table-alerts-open-t4")).toHaveCount(0);
    expect(await cutTexts(page), "text cut off on the cards").toEqual([]);
    for (const id of DEMO_TABLES.map((t) => t.id)) {
      const box = (await page.getByTestId(`table-card-${id}`).boundingBox())!;
      expect.soft(box.y + box.height, `${id} above the fold with an alert on t3`).toBeLessThanOrEqual(1080);
    }
    // A tap opens the alert itself, over the cards below, with its acknowledgement.
    await summary.click();
    const alert = card.getByTestId("alert").filter({ hasText: message });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Third bank hand refused");
    await page.screenshot({ path: `${SHOTS}/floor-glance-alert.png` });
    await alert.getByText("Acknowledge…").click();
    await alert.getByPlaceholder("Note (optional)").fill("seat 2 told the bank passes");
    await alert.getByRole("button", { name: "Acknowledge" }).click();
    await expect(card.getByTestId("alert")).toHaveCount(0);
    await expect(summary).toHaveCount(0);
  } finally {
    await db.end();
  }
});
