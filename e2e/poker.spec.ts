import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_TABLES } from "../lib/server/demo-floor";
import { signIn, noSeriousA11yViolations, applied, nextButton, step, next } from "./tablet-kit";

// The poker tables of the demo floor on the dealer tablet (/dealer/<table>) and the wall display
// (/display/<table>), driven only through the tablet's screen while the table's wall display, open
// in the floor supervisor's browser, follows:
//  - t25 Kings Hold'em, option 2 ($3-$6, blinds $1/$3): players seated by tapping seats, the button
//    drawn from the server's deck, a hand in four taps (deal, flop, the drop, the winner), the board
//    shown on the wall, a hand won without a flop (no drop);
//  - t24 Mortimer's Omaha High/Low, rows 1-3: a scoop, a second scoop of at least five upper limits,
//    the next hand killed by its scooper with the limits doubled, on the tablet and the wall;
//  - t26 Kings Omaha, option 6: the time clock started, $5 collected from each seated player with
//    the big button, the wall counting down to the next half hour, a hand without a drop.

const SHOTS = "e2e/screenshots";
const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };
const WALL = { width: 1920, height: 1080 };
test.use({ viewport: LANDSCAPE });

const dealerOf = (tableId: string) => DEMO_TABLES.findIndex((t) => t.id === tableId) + 1;

/** Every control on the tablet is a touch target of at least 44 × 44 px. */
async function touchTargets(page: Page): Promise<void> {
  const small = await page
    .getByTestId("dealer-tablet")
    .locator("button, input, select, a[href]")
    .evaluateAll((els) =>
      els
        .map((e) => ({ e, r: e.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.height < 44 || r.width < 44))
        .map(({ e, r }) => `${e.tagName} "${e.getAttribute("aria-label") ?? e.textContent?.trim()}" ${Math.round(r.width)}×${Math.round(r.height)}`),
    );
  expect(small, "controls under 44 px").toEqual([]);
}

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/dealer-poker-${name}-landscape.png` });
  await page.setViewportSize(PORTRAIT);
  await expect(page.getByTestId("next-action")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dealer-poker-${name}-portrait.png` });
  await page.setViewportSize(LANDSCAPE);
}

/** The wall at 1920 × 1080: nothing spills out, no text under 28 px. */
async function wallShot(display: Page, name: string): Promise<void> {
  expect(await display.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([WALL.width, WALL.height]);
  const small = await display.getByTestId("poker-board").evaluate((board) =>
    [...board.querySelectorAll("*")]
      .filter((el) => el.childNodes.length && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) && !el.closest(".sr-only"))
      .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 28)
      .map((el) => `${(el.textContent ?? "").trim().slice(0, 30)} ${getComputedStyle(el).fontSize}`),
  );
  expect(small, `wall text under 28 px (${name})`).toEqual([]);
  const spills = await display.evaluate(() =>
    [...document.querySelectorAll("[data-testid=poker-board] section, [data-testid=wall-seats]")]
      .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.getAttribute("data-testid") ?? el.tagName),
  );
  expect(spills, `panels clipped on the wall (${name})`).toEqual([]);
  await display.screenshot({ path: `${SHOTS}/display-poker-${name}.png`, animations: "disabled" });
}

async function openTablet(page: Page, baseURL: string, tableId: string): Promise<void> {
  const dealer = dealerOf(tableId);
  await signIn(page, baseURL, `dealer${dealer}`, `demo-dealer${dealer}`);
  await page.goto(`/dealer/${tableId}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-family", "poker");
}

async function openWall(browser: Browser, baseURL: string, tableId: string): Promise<{ context: BrowserContext; display: Page }> {
  const context = await browser.newContext({ viewport: WALL });
  const display = await context.newPage();
  await signIn(display, baseURL, "floor", "demo-floor");
  const answer = await display.goto(`/display/${tableId}`);
  expect(answer?.status()).toBe(200);
  await expect(display.getByTestId("wall-display")).toHaveAttribute("data-family", "poker");
  await expect(display.getByTestId("connection")).toHaveAttribute("data-state", "live");
  return { context, display };
}

/** Seats the players by tapping their seats, then draws for the button from the server's deck until it is settled. */
async function seatAndDraw(page: Page, players: Readonly<Record<number, string>>): Promise<void> {
  for (const [seat, name] of Object.entries(players)) {
    if ((await page.getByTestId(`seat-${seat}`).getAttribute("data-occupied")) === "true") continue;
    await page.getByTestId(`seat-${seat}`).click();
    await page.getByLabel(`Player's name for seat ${seat}`).fill(name);
    await applied(page, () => page.getByRole("button", { name: `Seat ${name} in seat ${seat}` }).click());
    await expect(page.getByTestId(`seat-${seat}`)).toHaveAttribute("data-occupied", "true");
  }
  for (let i = 0; (await step(page)) === "draw-for-button"; i++) {
    expect(i, "the draw settles the button").toBeLessThan(5);
    await next(page, /^Draw (again )?for the button$/);
  }
}

// ------------------------------------------------------------------------------------------------

test("t25 Kings Hold'em: seats by tap, the button drawn, a hand in four taps with the drop and the board on the wall, a hand without a flop", async ({ page, browser, baseURL }) => {
  const { context, display } = await openWall(browser, baseURL!, "t25");
  await openTablet(page, baseURL!, "t25");
  await expect(page.getByTestId("stakes")).toHaveText("$3.00-$6.00 limit");
  await expect(page.getByTestId("blinds")).toHaveText("$1.00/$3.00");
  await expect(display.getByTestId("wall-stakes")).toHaveText("$3 – $6 limit");
  await expect(display.getByTestId("wall-blinds")).toHaveText("Blinds $1 / $3");
  await expect(display.getByTestId("fees")).toContainText("7+ players: $4.00");
  await seatAndDraw(page, { 1: "Ann", 3: "Bo", 5: "Cy", 7: "Di", 9: "Ed" });
  await noSeriousA11yViolations(page, "t25 tablet before the deal");

  // Tap 1: the deal, with the button and blinds the rules place.
  await expect(nextButton(page)).toHaveText("Deal hand 1");
  const hint = await page.getByTestId("next-hint").innerText();
  expect(hint).toMatch(/^Hand 1: button seat \d+, small blind seat \d+ \(\$1\.00\), big blind seat \d+ \(\$3\.00\); deal 5 players/);
  await next(page, "Deal hand 1");
  await expect(display.getByTestId("wall-hand-status")).toHaveText("5 players dealt in");
  await expect(display.locator("[data-dealt=true]")).toHaveCount(5);
  // Tap 2: the flop; the room shows the board on the wall.
  await next(page, "Flop dealt");
  await page.getByLabel(/Board on the wall/).fill("AS KD 7C");
  await applied(page, () => page.getByTestId("board-form").getByRole("button", { name: "Show" }).click());
  await expect(display.getByTestId("wall-board").locator("[data-card]")).toHaveCount(3);
  // Tap 3: the drop, five players: "5 or 6" $3 (seed 004 L9-10).
  await next(page, "Take the drop: $3.00");
  await expect(page.getByTestId("collection")).toHaveText("Drop $3.00 taken");
  await expect(display.getByTestId("wall-hand-status")).toHaveText("Drop $3.00 taken");
  await touchTargets(page);
  await shots(page, "t25-award");
  await wallShot(display, "t25-drop-board");
  // Tap 4: the winner.
  await applied(page, () => page.getByTestId("winner-5").click());
  await expect(page.getByTestId("last-hand")).toContainText("Seat 5 wins · drop $3.00");
  await expect(display.getByTestId("wall-hand-status")).toHaveText("Seat 5 wins · drop $3.00");

  // Hand 2: everyone folds to one player before the flop: no flop, no drop.
  await next(page, "Deal hand 2");
  await expect(page.getByTestId("next-action")).toHaveAttribute("data-step", "flop-or-winner");
  await applied(page, () => page.getByTestId("winner-1").click());
  await expect(page.getByTestId("last-hand")).toContainText("Seat 1 wins · drop $0.00 · no flop");
  await expect(display.getByTestId("wall-hand-status")).toHaveText("Seat 1 wins");
  await context.close();
});

test("t24 Mortimer's Omaha High/Low: two scoops, the second of a kill-sized pot, the next hand killed with the limits doubled, the wall following", async ({ page, browser, baseURL }) => {
  const { context, display } = await openWall(browser, baseURL!, "t24");
  await openTablet(page, baseURL!, "t24");
  await seatAndDraw(page, { 2: "Fay", 4: "Gus", 6: "Hal", 8: "Ida" });
  await expect(display.getByTestId("wall-kill")).toContainText("The kill button is neutral");

  const scoop = async (seat: number, potAnswer: "yes" | "no" | null) => {
    await next(page, /^Deal hand \d+$/);
    await next(page, "Flop dealt");
    await next(page, /^Take the drop: \$\d\.00$/);
    // Hi/lo: the high winner, no qualifying low: a scoop.
    await page.getByTestId(`pot-0-high-${seat}`).click();
    if (potAnswer === null) {
      await applied(page, () => page.getByTestId("push-pot").click());
    } else {
      await page.getByTestId("push-pot").click();
      await expect(page.getByTestId("kill-ask")).toContainText("Was the pot at least $30.00?");
      await applied(page, () => page.getByTestId(potAnswer === "yes" ? "kill-sized-yes" : "kill-sized-no").click());
    }
  };
  await scoop(4, null);
  await expect(page.getByTestId("kill-words")).toHaveText("Seat 4 has a leg up");
  await expect(display.getByTestId("wall-kill")).toContainText("Seat 4 has a leg up");
  await scoop(4, "yes");
  // The next hand is killed: the tablet and the wall say who posts and the kill blind (seed 003 L2863, L2881).
  await expect(page.getByTestId("kill-words")).toHaveText("Next hand: Seat 4 kills (won a second pot in a row): kill blind $6.00, limits doubled");
  await expect(display.getByTestId("wall-kill")).toHaveAttribute("data-urgent", "true");
  await expect(display.getByTestId("wall-kill")).toContainText("Seat 4 kills");
  await expect(page.getByTestId("next-hint")).toContainText("Seat 4 kills (won a second pot in a row)");
  await wallShot(display, "t24-kill-next");
  await next(page, /^Deal hand 3$/);
  await expect(page.getByTestId("hand-stakes")).toHaveText("$6.00-$12.00 limit, blinds $1.00/$3.00");
  await expect(page.getByTestId("next-hint")).toContainText("Seat 4 killed the pot and acts last before the flop.");
  await expect(display.getByTestId("wall-stakes")).toHaveText("$6 – $12 limit");
  await expect(display.getByTestId("wall-kill")).toContainText("Killed pot: seat 4 posted the kill blind $6.00; limits doubled");
  await expect(display.getByTestId("limits")).toContainText("$6.00 – $12.00");
  await shots(page, "t24-killed");
  await wallShot(display, "t24-killed");
  await noSeriousA11yViolations(page, "t24 tablet in a killed pot");
  await next(page, "Flop dealt");
  await next(page, "Take the drop: $2.00");
  await page.getByTestId("pot-0-high-2").click();
  await page.getByTestId("pot-0-low-6").click();
  await applied(page, () => page.getByTestId("push-pot").click());
  await expect(page.getByTestId("kill-words")).toHaveText("The kill button is neutral");
  await context.close();
});

test("t26 Kings Omaha, time option 6: the clock started, $5 collected from each player with the big button, the wall counting down, a hand without a drop", async ({ page, browser, baseURL }) => {
  const { context, display } = await openWall(browser, baseURL!, "t26");
  await openTablet(page, baseURL!, "t26");
  await expect(display.getByTestId("wall-time")).toContainText("Time $5 per player per half hour");
  // At a time table the clock starts before anything else (rules-decisions C5), then the button is drawn.
  await seatAndDraw(page, { 1: "Jo", 3: "Kai", 5: "Lu" });
  await next(page, "Start the time clock");
  // In advance: each player in a seat when the half hour begins owes it (rules-decisions C2, C3).
  await expect(page.getByTestId("time-owed").getByRole("button")).toHaveText(["Seat 1: $5.00", "Seat 3: $5.00", "Seat 5: $5.00"]);
  await expect(display.getByTestId("wall-time")).toContainText(/Next time collection in (30:00|29:\d\d)/);
  await shots(page, "t26-time-due");
  await wallShot(display, "t26-time");
  for (const seat of [1, 3, 5]) await next(page, `Collect time: seat ${seat}, $5.00`);
  await expect(page.getByTestId("time-collected")).toHaveText("$15.00");
  await expect(page.getByTestId("time-owed")).toHaveCount(0);
  await seatAndDraw(page, {});
  // A time table takes no drop: a hand is the deal and the winner.
  await next(page, "Deal hand 1");
  await expect(page.getByTestId("next-label")).toHaveText("Tap the winner");
  await applied(page, () => page.getByTestId("winner-3").click());
  await expect(page.getByTestId("last-hand")).toContainText("Seat 3 wins · drop $0.00");
  await expect(display.getByTestId("wall-hand-status")).toHaveText("Seat 3 wins");
  await noSeriousA11yViolations(page, "t26 tablet");
  await context.close();
});

test("the floor: the poker drop and showdown calculators, a poker hand settled, and the fee report's hands, kill pots and time", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor/calculators");
  await page.getByLabel("Poker", { exact: true }).selectOption("texas-holdem-mortimers");
  await page.getByLabel("Schedule option").selectOption("3");
  await page.getByLabel("Players counted").fill("7");
  await page.getByRole("button", { name: "Work out the drop" }).click();
  await expect(page.getByTestId("drop-result")).toContainText("Drop $3.00");
  await expect(page.getByTestId("drop-result")).toContainText("poker drop, 7 players dealt: 7 or more $3.00");
  await page.getByRole("button", { name: "Work out the pots" }).click();
  await expect(page.getByTestId("showdown-result")).toContainText("Seat 3 takes $60.00");
  // The settlement calculator settles a poker hand by its showdown, with the drop from the option.
  await page.getByLabel("Example round").selectOption("texas-holdem-mortimers");
  await page.getByRole("button", { name: "Settle the round" }).click();
  await expect(page.getByTestId("settle-result")).toContainText("Nobody banks");
  await expect(page.getByTestId("settle-result")).toContainText("Money balances");
  await page.screenshot({ path: `${SHOTS}/floor-poker-calculators.png`, fullPage: true });
  await noSeriousA11yViolations(page, "floor calculators");

  await page.goto("/floor/reports");
  const t24 = page.getByTestId("fee-row-t24");
  await expect(t24).toContainText("$6.00");
  await expect(page.getByTestId("fee-row-t26")).toContainText("$15.00");
  await page.screenshot({ path: `${SHOTS}/floor-poker-reports.png`, fullPage: true });
});
