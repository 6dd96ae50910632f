import { expect, test, type Page } from "@playwright/test";
import { Dealer, ensureTable, LOGINS, signInPage, type OwnTable } from "./busy-night-kit";

// The dealer tablet on a busy night (issue 14, items 5, 7, 8, 9, 12, 14), at tablet size: a betting
// timer that runs out before anyone bets starts again, and a round nobody bet on can end; chips and
// repeat last bets; Place waits while the screen says why; the totals beside the step while dealing;
// the bank's coverage warning; the floor's corrections approved on the spot by a supervisor's own
// password; the chart's choice highlighted on a pair of tens; who is signed in, and a relief taking
// over mid-shoe in a few taps; an offer of the bank that says why it passed a seat over.

test.describe.configure({ mode: "serial" });
const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };
test.use({ viewport: LANDSCAPE });
const SHOTS = "e2e/screenshots";

const TIMER: OwnTable = { id: "bn-timer", name: "Table T1 · Fortune 7 (timer)", gameId: "fortune-7-baccarat", feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", feeOptionData: null, bettingSeconds: 6, dealer: "dealer2" };
const TABLET: OwnTable = { id: "bn-tab", name: "Table T2 · Fortune 7", gameId: "fortune-7-baccarat", feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", feeOptionData: null, dealer: "dealer2" };
const NO_BUST: OwnTable = { id: "bn-tab-nb", name: "Table T3 · No Bust 6.0", gameId: "no-bust-6", feeScheduleId: "no-bust-6", feeOptionId: "2", feeOptionData: null, min: 500, max: 5_000, dealer: "dealer2" };
const RELIEF: OwnTable = { id: "bn-relief", name: "Table T4 · Fortune 7 (relief)", gameId: "fortune-7-baccarat", feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", feeOptionData: null, dealer: "dealer1" };

const next = (page: Page) => page.getByTestId("next-button");

/** The big button tapped, once the table has taken the step (its version moves on). */
async function tap(page: Page): Promise<void> {
  const version = await page.getByTestId("dealer-tablet").getAttribute("data-version");
  await next(page).click();
  await expect(page.getByTestId("dealer-tablet")).not.toHaveAttribute("data-version", version ?? "");
}

/** A card typed on the keyboard ("3d"), confirmed with Enter, once the table has taken the one before. */
async function typeCard(page: Page, text: string): Promise<void> {
  const version = await page.getByTestId("dealer-tablet").getAttribute("data-version");
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.type(text);
  await expect(page.getByTestId("card-draft")).toContainText("press Enter");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("dealer-tablet")).not.toHaveAttribute("data-version", version ?? "");
}

async function tablet(page: Page, baseURL: string, table: OwnTable, login: { username: string; password: string }): Promise<void> {
  await signInPage(page, baseURL, login);
  await page.goto(`/dealer/${table.id}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
}

test("a betting timer that runs out on an empty table starts again; a round nobody bets on can end", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await ensureTable(baseURL!, TIMER);
  const d = await Dealer.open(baseURL!, TIMER.id, LOGINS.dealer2);
  await d.ready([1, 2, 3, 4], 4, 50_000);
  d.close();
  await tablet(page, baseURL!, TIMER, LOGINS.dealer2);
  await next(page).click();
  const clock = page.getByTestId("betting-timer");
  await expect(clock).toBeVisible();
  // Past the first countdown with nobody betting: a fresh countdown, betting still open (before: wagers
  // and "no more bets" were both refused for good).
  await page.waitForTimeout(7_500);
  await expect(page.getByTestId("phase")).toHaveText("Betting open");
  await expect.poll(async () => Number(await clock.getAttribute("data-seconds")), { timeout: 5_000 }).toBeGreaterThan(0);
  // Two taps a wager: the chip, then the spot.
  await page.getByTestId("chip-500").click();
  await page.getByTestId("spot-1-banker").click();
  await expect(page.getByTestId("wager-list")).toContainText("$5.00");
  await page.getByTestId("chip-500").click();
  await page.getByTestId("wager-list").getByRole("button", { name: /Remove/ }).click();
  await expect(page.getByTestId("wager-list")).toContainText("No wager yet.");
  // Nobody bet: the round ends with nothing in action; the next hand is still the bank's first.
  await page.getByTestId("end-without-action").click();
  await expect(page.getByTestId("phase")).toHaveText("Between hands");
  await expect(page.getByTestId("bank-hand")).toHaveText("Next: 1st bank hand");
});

test("chips and repeat last bets, Place waits while the screen says why, totals in view while dealing, the coverage warning, corrections approved on the spot", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await ensureTable(baseURL!, TABLET);
  const d = await Dealer.open(baseURL!, TABLET.id, LOGINS.dealer2);
  await d.ready([1, 2, 3, 4], 4, 8_000);
  d.close();
  await tablet(page, baseURL!, TABLET, LOGINS.dealer2);
  await expect(page.getByTestId("signed-in-name")).toHaveText("Demo Dealer 2");
  await next(page).click();
  // A Fortune 7 bonus without a line wager: the screen says why, and Place waits.
  await page.getByTestId("chip-none").click();
  await page.getByTestId("spot-2-fortune7").click();
  await page.getByTestId("wager-amount").fill("5");
  await expect(page.getByTestId("wager-warning")).toContainText("needs this bettor's");
  await expect(page.getByTestId("place-wager")).toBeDisabled();
  await page.getByRole("button", { name: "Close" }).click();
  for (const [seat, bet] of [
    [1, "banker"],
    [2, "banker"],
    [3, "player"],
  ] as const) {
    await page.getByTestId("chip-5000").click();
    await page.getByTestId(`spot-${seat}-${bet}`).click();
    await page.getByTestId("chip-5000").click();
  }
  // Bank $80 against $100 of Banker wagers: the warning names who would go back.
  await expect(page.getByTestId("coverage-warning")).toContainText("cannot cover every wager");
  await expect(page.getByTestId("coverage-returned")).toContainText("Seat 2 Banker");
  await page.screenshot({ path: `${SHOTS}/busy-night-tablet-coverage.png` });
  await next(page).click(); // No more bets
  // Dealing: the card pad open and the totals beside the step, in view both ways up.
  for (const card of ["2s", "kh", "3d"]) await typeCard(page, card);
  await expect(page.getByTestId("dealing-totals")).toBeInViewport();
  await expect(page.getByTestId("dealing-total-player")).toContainText("5");
  await page.setViewportSize(PORTRAIT);
  await expect(page.getByTestId("dealing-totals")).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/busy-night-tablet-totals-portrait.png` });
  await page.setViewportSize(LANDSCAPE);

  // A supervisor at the table: betting reopens? Refused in words (cards are out); a misdeal, approved with their own password.
  await page.getByTestId("floor-corrections").click();
  const form = page.getByTestId("correction-form");
  await form.getByTestId("correction-declare-misdeal").click();
  await form.getByTestId("correction-reason").fill("two cards stuck together");
  await form.getByTestId("approver-username").fill("floor");
  await form.getByTestId("approver-password").fill("wrong password here");
  await form.getByTestId("correction-submit").click();
  await expect(form.getByTestId("correction-answer")).toHaveText("Wrong supervisor username or password.");
  await form.getByTestId("approver-password").fill("demo-floor");
  await page.screenshot({ path: `${SHOTS}/busy-night-tablet-approval.png` });
  await form.getByTestId("correction-submit").click();
  await expect(page.getByTestId("floor-corrections-panel")).toHaveCount(0);
  await expect(page.getByTestId("hands")).not.toContainText("K");
  // The hand is dealt again from the first card.
  for (const card of ["2s", "kh", "3d", "5c", "4h", "2d"]) await typeCard(page, card);
  await expect(next(page)).toHaveText(/Settle the round/);
  await tap(page);
  while (/^(Pay|Collect|Push|Bank)/.test((await next(page).textContent()) ?? "")) await tap(page);
  await tap(page); // Finish the round
  await expect(page.getByTestId("phase")).toHaveText("Between hands");

  // The next hand: the last bets again in one tap.
  await next(page).click(); // Open betting
  await expect(page.getByTestId("repeat-last-bets")).toContainText("3 · $150.00");
  await page.getByTestId("repeat-last-bets").click();
  await expect(page.getByTestId("wager-list")).toContainText("Wagers on the table: 3 · $150.00");
  // Its bets on the layout now, it is not offered again (issue 28, item 6).
  await expect(page.getByTestId("repeat-last-bets")).toHaveCount(0);

  // Pause and resume from the tablet, each approved on the spot with its reason.
  for (const [which, reason] of [
    ["pause-table", "dispute at seat 2"],
    ["resume-table", "settled with the player"],
  ] as const) {
    await page.getByTestId("floor-corrections").click();
    await page.getByTestId(`correction-${which}`).click();
    await page.getByTestId("correction-reason").fill(reason);
    await page.getByTestId("approver-username").fill("floor");
    await page.getByTestId("approver-password").fill("demo-floor");
    await page.getByTestId("correction-submit").click();
    if (which === "pause-table") await expect(page.getByTestId("status-banner")).toContainText("Paused by the floor");
    else await expect(page.getByTestId("status-banner")).toHaveCount(0);
  }
});

test("No Bust: on a pair of tens the chart's Stand is the highlighted choice, not Split", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await ensureTable(baseURL!, NO_BUST);
  const d = await Dealer.open(baseURL!, NO_BUST.id, LOGINS.dealer2);
  await d.ready([1, 2, 3], 3, 50_000);
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
  await d.do({ type: "close-betting" });
  for (const card of ["TS", "6D", "TH"]) await d.do({ type: "deal-card", card });
  await d.do({ type: "deal-card", faceDown: true, source: "dealer" });
  await d.do({ type: "drop-fees" });
  d.close();
  await tablet(page, baseURL!, NO_BUST, LOGINS.dealer2);
  await expect(page.getByTestId("decide")).toBeVisible();
  await expect(page.getByTestId("decision-split")).toBeVisible();
  await expect(page.getByTestId("decision-stand")).toHaveAttribute("data-chart", "true");
  await expect(page.getByTestId("decision-split")).not.toHaveAttribute("data-chart", "true");
  await expect(page.getByTestId("chart-choice")).toHaveText("The chart says stand.");
  await expect(page.getByTestId("dealing-total-seat")).toContainText("Seat 1: Hard 20");
  await page.screenshot({ path: `${SHOTS}/busy-night-tablet-chart.png` });
});

test("who is signed in; a relief takes over a table mid-shoe in a few taps; an offer says why it passed a seat over", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  await ensureTable(baseURL!, RELIEF);
  const d = await Dealer.open(baseURL!, RELIEF.id, LOGINS.dealer1);
  await d.ready([1, 2, 3, 4], 3, 50_000, "server");
  // Two hands banked by seat 3: the bank moves on.
  for (let hand = 0; hand < 2; hand++) {
    await d.do({ type: "open-betting" });
    await d.do({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 });
    await d.do({ type: "close-betting" });
    for (let i = 0; i < 12; i++) {
      const v = await d.view();
      if (v.phase === "waiting") break;
      if (v.next.command === "advance-settlement") await d.do({ type: "advance-settlement", through: v.settlement.toWalk ?? v.settlement.lines.length });
      else await d.do({ type: v.next.command });
    }
  }
  for (let i = 0; i < 4; i++) {
    const v = await d.view();
    if (!v.offer) break;
    await d.do({ type: "decline-bank", seat: v.offer.offeredTo });
  }
  d.close();
  const tabletContext = await browser.newContext({ viewport: LANDSCAPE });
  const floorContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await tabletContext.newPage();
  const floor = await floorContext.newPage();
  try {
    await tablet(page, baseURL!, RELIEF, LOGINS.dealer1);
    await expect(page.getByTestId("signed-in-name")).toHaveText("Demo Dealer 1");
    const hand = await page.getByTestId("hand-number").textContent();
    // The game is broken; offered again from seat 3, who banked the last two hands: it goes to seat 4, and says why.
    await page.getByRole("combobox", { name: "Offer first to" }).selectOption("3");
    await page.getByRole("button", { name: "Offer the bank from seat 3" }).click();
    await expect(page.getByTestId("offer-skipped")).toContainText("Not seat 3: that player has banked the most hands in a row the rules allow.");
    await expect(page.getByTestId("offer-skipped")).toContainText("Seat 4");

    // The floor relieves Dealer 1 with Dealer 3: two taps on the Dealers page.
    await signInPage(floor, baseURL!, LOGINS.floor);
    await floor.goto("/floor/dealers");
    await floor.getByTestId(`relief-${RELIEF.id}`).selectOption({ label: "Demo Dealer 3 (now at t3)" });
    await floor.getByTestId(`relieve-${RELIEF.id}`).click();
    await expect(floor.getByRole("status").filter({ hasText: "takes over" })).toBeVisible();
    await expect(floor.getByTestId(`on-duty-${RELIEF.id}`)).toContainText("Demo Dealer 3");
    await floor.screenshot({ path: `${SHOTS}/busy-night-floor-dealers.png` });

    // The relieved tablet says so; sign out, the relief signs in on it and is back at the table, same hand.
    await expect(page.getByTestId("relieved")).toBeVisible({ timeout: 15_000 });
    await page.getByTestId("relieved").getByTestId("sign-out").click();
    await page.waitForURL(/\/signin/);
    await page.getByLabel("Username").fill("dealer3");
    await page.getByLabel("Password").fill("demo-dealer3");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(new RegExp(`/dealer/${RELIEF.id}$`));
    await expect(page.getByTestId("signed-in-name")).toHaveText("Demo Dealer 3");
    await expect(page.getByTestId("hand-number")).toHaveText(hand ?? "");
  } finally {
    await tabletContext.close();
    await floorContext.close();
  }
});
