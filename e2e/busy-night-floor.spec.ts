import { expect, test } from "@playwright/test";
import { Dealer, ensureTable, LOGINS, signInPage, type OwnTable } from "./busy-night-kit";

// The floor on a busy night (issue 14, items 7, 10 and 14), at 1920 x 1080: the tables grid in the
// first screen across the full width, each tile with the bank, the wagers in action, the seats taken
// and the dealer (the alerts on each table's own card since issue 29); a table's page correcting a round at every step (betting
// reopened, a misdeal, a card, a settlement line undone, a void), each with its reason and each
// refused in words where the rules forbid it; the audit trail in words with local times; the
// settlement calculator in dollars.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1920, height: 1080 } });
const SHOTS = "e2e/screenshots";

const TABLE: OwnTable = { id: "bn-floor", name: "Table F1 · Fortune 7", gameId: "fortune-7-baccarat", feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", feeOptionData: null, dealer: "dealer1" };

test("the dashboard: the tables grid first, the full width, each tile with bank, wagers, seats and dealer", async ({ page, baseURL }) => {
  await ensureTable(baseURL!, TABLE);
  const d = await Dealer.open(baseURL!, TABLE.id, LOGINS.dealer1);
  try {
    await d.ready([1, 2, 3, 5], 5, 40_000);
    await d.do({ type: "open-betting" });
    await d.do({ type: "place-wager", seat: 1, bet: "banker", amount: 2_500 });
    await d.do({ type: "place-wager", seat: 2, bet: "player", amount: 1_000 });
    await signInPage(page, baseURL!, LOGINS.floor);
    await page.goto("/floor");
    const grid = page.getByTestId("floor-tables");
    const box = await grid.boundingBox();
    // The grid starts in the first screen and runs across the whole page: each table's alerts are on
    // its own card (issue 29), no column of them beside the grid.
    expect(box!.y).toBeLessThan(200);
    expect(box!.x + box!.width).toBeGreaterThan(1920 - 40);
    const tile = page.getByTestId(`table-card-${TABLE.id}`);
    await expect(page.getByTestId(`bank-${TABLE.id}`)).toContainText("Seat 5 · $400.00");
    await expect(page.getByTestId(`wagers-${TABLE.id}`)).toHaveText("2 · $35.00");
    await expect(page.getByTestId(`seats-${TABLE.id}`)).toHaveText("4 of 8");
    await expect(page.getByTestId(`dealer-${TABLE.id}`)).toContainText("Demo Dealer 1");
    await expect(tile).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/busy-night-floor-dashboard.png` });
  } finally {
    d.close();
  }
});

test("a table's page corrects the round at every step, each with its reason, refused in words where the rules forbid; the audit trail in words", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const d = await Dealer.open(baseURL!, TABLE.id, LOGINS.dealer1);
  try {
    await signInPage(page, baseURL!, LOGINS.floor);
    await page.goto(`/floor/tables/${TABLE.id}`);
    await expect(page.getByTestId("live-table")).toHaveAttribute("data-phase", "betting");
    const form = page.getByTestId("correction-form");
    const correct = async (which: string, reason: string, extra?: () => Promise<void>) => {
      await form.getByTestId(`correction-${which}`).click();
      await extra?.();
      await form.getByTestId("correction-reason").fill(reason);
      await form.getByTestId("correction-submit").click();
    };
    await d.do({ type: "close-betting" });
    await expect(page.getByTestId("live-table")).toHaveAttribute("data-phase", "dealing");
    // No more bets called too early: betting opens again.
    await correct("reopen-betting", "seat 3 was still betting");
    await expect(form.getByTestId("correction-answer")).toContainText("Reopen betting: done");
    await expect(page.getByTestId("live-table")).toHaveAttribute("data-phase", "betting");
    await d.do({ type: "place-wager", seat: 3, bet: "banker", amount: 500 });
    await d.do({ type: "close-betting" });
    await d.do({ type: "deal-card", card: "2S" });
    await d.do({ type: "deal-card", card: "KH" });
    await expect(page.getByTestId("live-cards")).toContainText("K♥");
    // A misdeal: the cards come off; the wagers stand.
    await correct("declare-misdeal", "card flashed at seat 2");
    await expect(page.getByTestId("live-table")).not.toContainText("K♥");
    for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) await d.do({ type: "deal-card", card });
    // A card entered wrong: the floor corrects it (3D was 3C).
    await correct("correct-card", "misread the suit", async () => {
      await form.getByTestId("correction-card-index").selectOption({ label: "Player card 2: 3♦" });
      await form.getByTestId("correction-card").fill("3c");
    });
    await expect(page.getByTestId("live-cards")).toContainText("3♣");
    await d.do({ type: "settle" });
    await d.do({ type: "advance-settlement", through: 1 });
    await expect(page.getByTestId("live-settlement")).toContainText("✓");
    // A void while a line is marked done: refused in words; undo the line first, then void.
    await correct("void-round", "wrong shoe");
    await expect(form.getByTestId("correction-answer")).toContainText("1 settlement line is marked done: undo it first");
    await page.screenshot({ path: `${SHOTS}/busy-night-floor-table.png` });
    await correct("undo-settlement-line", "paid the wrong seat");
    await expect(page.getByTestId("live-settlement")).not.toContainText("✓");
    await correct("void-round", "wrong shoe");
    await expect(page.getByTestId("live-table")).toHaveAttribute("data-phase", "waiting");
    // Pause and resume, each with why.
    await correct("pause-table", "dispute at seat 2");
    await expect(page.getByTestId("live-table")).toHaveAttribute("data-status", "paused");
    await correct("resume-table", "settled with the player");
    await expect(page.getByTestId("live-table")).toHaveAttribute("data-status", "open");

    // The audit trail: every correction in words, with the reason and a local time, no JSON, no ids.
    await page.goto("/floor/audit");
    await expect(page.getByTestId("audit-entry").first()).toBeVisible();
    for (const [action, words] of [
      ["round.reopen-betting", "Betting reopened"],
      ["round.misdeal", "Misdeal declared"],
      ["round.correct-card", "Card corrected"],
      ["round.undo-settlement-line", "Settlement line undone"],
      ["round.void", "Round voided"],
      ["table.pause", "Table paused"],
      ["table.resume", "Table resumed"],
    ] as const) {
      await expect(page.locator(`[data-testid="audit-entry"][data-action="${action}"]`).first()).toContainText(words);
    }
    await expect(page.locator('[data-testid="audit-entry"][data-action="round.correct-card"]').first()).toContainText("card 3 corrected from 3♦ to 3♣");
    await expect(page.locator('[data-testid="audit-entry"][data-action="round.correct-card"]').first()).toContainText("misread the suit");
    await expect(page.getByTestId("audit-table")).not.toContainText("{");
    await expect(page.getByTestId("audit-table")).not.toContainText("bn-floor-");
    await page.screenshot({ path: `${SHOTS}/busy-night-floor-audit.png` });
  } finally {
    d.close();
  }
});

test("the settlement calculator in dollars; the JSON in cents as the advanced option", async ({ page, baseURL }) => {
  await signInPage(page, baseURL!, LOGINS.floor);
  await page.goto("/floor/calculators");
  const form = page.getByTestId("settle-form");
  await expect(form.getByTestId("settle-bank")).toHaveValue("25.00");
  await form.getByTestId("settle-bank").fill("100");
  await form.getByRole("button", { name: "Settle the round" }).click();
  await expect(page.getByTestId("settle-result")).toContainText("Bank $100.00");
  await expect(page.locator("details").filter({ hasText: "Advanced: the round as JSON" })).toBeVisible();
});
