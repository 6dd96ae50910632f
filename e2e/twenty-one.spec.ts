import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { dealerOf, signIn, noSeriousA11yViolations, applied, nextButton, step, next, expectLabel, money, dollars, keyName } from "./tablet-kit";

// The twenty-one tables of the demo floor on the dealer tablet (/dealer/<table>) and the wall
// display (/display/<table>), driven only through the tablet's screen while the wall follows:
//  - t10 Mortimer's Pure 21.5 by the dealer's entry: a backline bettor, the fee before the first
//    card, a Bonus card up, the hole card dealt face down unread and entered at the check (never on
//    the wall until turned over), a Pure 21.5 paid 3 to 2, a split with a double by keyboard, a late
//    surrender in the turn (the Pure 21.5 default), the settlement walk;
//  - t11 Kings' Pure 21.5 by the dealer's entry: the Buster and Match bets, an ace up with insurance,
//    a Pure 21.5 paid at the deal, the player-dealer's four-card bust, the bonus results on the wall;
//  - t12 Pure Spanish 21.5 on the server's shoe: a Match bet, the round from the big button and the
//    decision buttons, never a ten;
//  - t13 Blackjack X by the dealer's entry: insurance from 1%, a Hard 31, Blackjack X, a frozen hand,
//    the player-dealer frozen at 24 paying the Buster bet.

const SHOTS = "e2e/screenshots";
const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };
const WALL = { width: 1920, height: 1080 };
test.use({ viewport: LANDSCAPE });

// ------------------------------------------------------------------------------------------------
// Helpers

/** Every control on the tablet is a touch target of at least 44 × 44 px, in both orientations. */
async function touchTargets(page: Page): Promise<void> {
  for (const size of [LANDSCAPE, PORTRAIT]) {
    await page.setViewportSize(size);
    const small = await page
      .getByTestId("dealer-tablet")
      .locator("button, input, select, a[href]")
      .evaluateAll((els) =>
        els
          .map((e) => ({ e, r: e.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.height < 44 || r.width < 44))
          .map(({ e, r }) => `${e.tagName} "${e.getAttribute("aria-label") ?? e.textContent?.trim()}" ${Math.round(r.width)}×${Math.round(r.height)}`),
      );
    expect(small, `controls under 44 px at ${size.width}×${size.height}`).toEqual([]);
  }
  await page.setViewportSize(LANDSCAPE);
}

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/dealer-21-${name}-landscape.png` });
  await page.setViewportSize(PORTRAIT);
  await expect(page.getByTestId("next-action")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dealer-21-${name}-portrait.png` });
  await page.setViewportSize(LANDSCAPE);
}

/** The wall at 1920 × 1080: nothing spills out of its panels, no word under 28 px. */
async function wallShot(display: Page, name: string): Promise<void> {
  await display.screenshot({ path: `${SHOTS}/display-21-${name}.png`, animations: "disabled" });
  const spills = await display.evaluate(() =>
    [...document.querySelectorAll("[data-testid=center], [data-testid=fees], [data-testid=table-panel], [data-testid=wall-pd], [data-testid^=wall-seat-], [data-testid=wall-seats]")]
      .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.getAttribute("data-testid")),
  );
  expect(spills, `panels clipped on the wall (${name})`).toEqual([]);
  const small = await display.evaluate(() =>
    [...document.querySelectorAll("[data-testid=wall-pd] *, [data-testid=wall-seats] *, [data-testid=center] *")]
      .filter((el) => el.childElementCount === 0 && (el.textContent ?? "").trim() !== "" && !el.closest(".sr-only") && !el.closest("[role=img]"))
      .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 28)
      .map((el) => `${(el.textContent ?? "").trim()} ${getComputedStyle(el).fontSize}`),
  );
  expect(small, `words under 28 px on the board (${name})`).toEqual([]);
  expect(await display.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([WALL.width, WALL.height]);
}

async function openTablet(page: Page, tableId: string): Promise<void> {
  await page.goto(`/dealer/${tableId}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-table", tableId);
  await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-family", "twenty-one");
}

/** The table's wall display, open in the floor supervisor's browser (a preview of the wall). */
async function openWall(browser: Browser, baseURL: string, tableId: string): Promise<{ context: BrowserContext; display: Page }> {
  const context = await browser.newContext({ viewport: WALL });
  const display = await context.newPage();
  await signIn(display, baseURL, "floor", "demo-floor");
  const answer = await display.goto(`/display/${tableId}`);
  expect(answer?.status()).toBe(200);
  await expect(display.getByTestId("wall-display")).toHaveAttribute("data-family", "twenty-one");
  await expect(display.getByTestId("connection")).toHaveAttribute("data-state", "live");
  return { context, display };
}

/** Card codes in part of a page: face-up cards carry data-card, face-down ones only data-face-down. */
async function codes(scope: Locator): Promise<string[]> {
  return (await scope.locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""))).sort();
}

async function pdCards(page: Page): Promise<string[]> {
  return page.getByTestId("pd-hand").locator("li[data-card], li[data-face-down]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? "face-down"));
}

async function handCards(page: Page, seat: number, hand = 0): Promise<string[]> {
  return page.getByTestId(`hand-${seat}-${hand}`).locator("li[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""));
}

/** The wall shows exactly the cards the tablet shows face up, and a back where the tablet shows one. */
async function wallFollows(page: Page, display: Page): Promise<void> {
  const tablet = await codes(page.getByTestId("hands"));
  await expect.poll(() => codes(display.getByTestId("wall-display"))).toEqual(tablet);
  const down = await page.getByTestId("pd-hand").locator("li[data-face-down]").count();
  await expect(display.getByTestId("wall-pd-cards").locator("[data-face-down]")).toHaveCount(down);
}

/** The hole card recorded at the check never reaches the wall while it is face down. */
async function wallHides(display: Page, card: string, name: string): Promise<void> {
  const html = await display.content();
  expect(html).not.toContain(`data-card="${card}"`);
  expect(html).not.toContain(name);
  await expect(display.getByTestId("wall-pd-cards").locator("[data-face-down]")).toHaveCount(1);
}

type Suit = "Spades" | "Hearts" | "Diamonds" | "Clubs";

/** A card by one tap on the pad's grid. */
async function tapCard(page: Page, rank: string, suit: Suit): Promise<void> {
  const pad = page.getByTestId("card-pad");
  await applied(page, () => pad.getByRole("button", { name: keyName(rank, suit), exact: true }).click());
}

/** A card typed on the keyboard ("3d", "10h"), confirmed with Enter. */
async function typeCard(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId("card-pad")).toBeVisible();
  await page.keyboard.type(text);
  await expect(page.getByTestId("card-draft")).toContainText("press Enter");
  await applied(page, () => page.keyboard.press("Enter"));
}

/** Cards typed in turn, each where the tablet says it goes. */
async function deal(page: Page, cards: readonly (readonly [string, string])[]): Promise<void> {
  for (const [label, card] of cards) {
    await expectLabel(page, label);
    await typeCard(page, card);
  }
}

async function placeWager(page: Page, seat: number, bet: string, amount: string, options: { backline?: string } = {}): Promise<void> {
  await page.getByTestId("chip-none").click();
  await page.getByTestId(`spot-${seat}-${bet}`).click();
  const editor = page.getByTestId("wager-editor");
  await expect(editor).toBeVisible();
  if (options.backline !== undefined) {
    await editor.getByRole("button", { name: "Backline bettor" }).click();
    await editor.getByLabel(/Backline bettor's name/).fill(options.backline);
  }
  await editor.getByLabel("Amount in dollars").fill(amount);
  await expect(editor.getByTestId("wager-check")).toHaveAttribute("data-ok", "true");
  await applied(page, () => editor.getByTestId("place-wager").click());
  await expect(editor).toHaveCount(0);
}

/** Walks the settlement with the big button, line by line; the bank in the header runs down with it. */
async function walkSettlement(page: Page): Promise<void> {
  const lines = page.getByTestId("settlement-line");
  const count = await lines.count();
  for (let i = 0; i < count; i++) {
    const line = lines.nth(i);
    await expect(line).toHaveAttribute("data-state", "current");
    const bankAfter = (await line.getByTestId("line-bank-after").innerText()).trim();
    await expect(nextButton(page)).toContainText(/^(Pay|Collect|Push|Bank exhausted)/);
    await applied(page, () => nextButton(page).click());
    await expect(line).toHaveAttribute("data-state", "done");
    await expect(page.getByTestId("bank")).toHaveText(bankAfter);
  }
}

interface Preparation {
  readonly players: Readonly<Record<number, string>>;
  readonly pd: number;
  readonly bank: number;
  readonly source: "Dealer entry" | "Server shoe";
}

/** Brings the table, between hands, to these seats taken, `pd` banking `bank`, a shoe from `source`, through the tablet only. */
async function prepare(page: Page, p: Preparation): Promise<void> {
  for (const [seat, name] of Object.entries(p.players)) {
    if ((await page.getByTestId(`seat-${seat}`).getAttribute("data-occupied")) === "true") continue;
    await page.getByTestId(`seat-${seat}`).click();
    await page.getByLabel(`Player's name for seat ${seat}`).fill(name);
    await applied(page, () => page.getByRole("button", { name: `Seat ${name} in seat ${seat}` }).click());
    await expect(page.getByTestId(`seat-${seat}`)).toHaveAttribute("data-occupied", "true");
  }
  for (let i = 0; ; i++) {
    expect(i, "the bank reached the player-dealer").toBeLessThan(12);
    const kind = await step(page);
    const holder = (await page.getByTestId("player-dealer").innerText()).trim();
    if (kind === "offer") {
      const offer = page.getByTestId("offer");
      const offered = Number((await offer.innerText()).match(/Offer the bank to Seat (\d+)/)![1]);
      if (offered === p.pd) {
        await offer.getByLabel(`Bank posted by seat ${p.pd}, in dollars`).fill(String(p.bank / 100));
        await applied(page, () => offer.getByRole("button", { name: `Seat ${p.pd} banks ${dollars(p.bank)}` }).click());
      } else {
        await applied(page, () => offer.getByRole("button", { name: `Seat ${offered} declines` }).click());
      }
    } else if (kind === "command" && /^Offer the bank/.test(await nextButton(page).innerText())) {
      await page.getByTestId("bank-panel").getByLabel("Offer first to").selectOption(String(p.pd));
      await applied(page, () => page.getByRole("button", { name: `Offer the bank from seat ${p.pd}` }).click());
    } else if (holder.startsWith(`Seat ${p.pd} `) || holder === `Seat ${p.pd}`) {
      if (money(await page.getByTestId("bank").innerText()) !== p.bank) {
        const form = page.getByTestId(kind === "post-bank" ? "post-bank" : "top-up");
        await form.getByRole("textbox").fill(String(p.bank / 100));
        await applied(page, () => form.getByRole("button", { name: `Post the bank: ${dollars(p.bank)}` }).click());
      }
      break;
    } else if (holder.startsWith("Seat ")) {
      await applied(page, () => page.getByRole("button", { name: /passes the bank$/ }).click());
    } else {
      throw new Error(`cannot bring the bank to seat ${p.pd}: ${kind}, ${holder}`);
    }
  }
  await expect(page.getByTestId("bank")).toHaveText(dollars(p.bank));
  const status = page.getByTestId("shoe-status");
  if ((await status.count()) > 0 && !(await status.innerText()).startsWith(p.source === "Dealer entry" ? "Dealer entry" : "Server's shuffled shoe")) {
    await page.getByTestId("shoe").getByRole("button", { name: "End the shoe" }).click();
    await applied(page, () => page.getByTestId("shoe").getByRole("button", { name: "Yes, end this shoe" }).click());
  }
  if ((await step(page)) === "start-shoe") {
    const shoe = page.getByTestId("start-shoe");
    await shoe.getByRole("button", { name: p.source }).click();
    await applied(page, () => shoe.getByRole("button", { name: "Start the shoe" }).click());
  }
  await expect(nextButton(page)).toHaveText("Open betting");
}

// ------------------------------------------------------------------------------------------------

test("t10 Mortimer's Pure 21.5 by the dealer's entry: backline, the fee before the first card, the hole card unread, late surrender, a Pure 21.5, a split and a double, the settlement", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const dealer = dealerOf("t10");
  await signIn(page, baseURL!, dealer.username, dealer.password);
  const { context, display } = await openWall(browser, baseURL!, "t10");
  try {
    await openTablet(page, "t10");
    await expect(page.getByTestId("game-name")).toHaveText("Pure 21.5 Blackjack (Mortimer's)");
    await prepare(page, { players: { 1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee" }, pd: 4, bank: 30_000, source: "Dealer entry" });
    await shots(page, "t10-1-ready");
    await noSeriousA11yViolations(page, "t10 between hands");
    await next(page, "Open betting");
    const grid = page.getByTestId("wager-grid");
    await expect(grid.getByRole("columnheader")).toHaveText(["Seat", "Game wager"]);
    await placeWager(page, 1, "main", "10");
    await placeWager(page, 1, "main", "5", { backline: "Lee" });
    await placeWager(page, 2, "main", "20");
    await placeWager(page, 3, "main", "10");
    await shots(page, "t10-2-betting");
    await next(page, "No more bets");
    // Taken before the deal (seed 003 L379-385): table action $45.00, the "$5 - $99" tier, $0.50 from the player-dealer.
    await expect(page.getByTestId("fee-total")).toHaveText("$0.50");
    await expect(page.getByTestId("fees")).toHaveAttribute("class", /border-amber-300/);

    // From the player left of the player-dealer (seat 4): seats 1, 2, 3, the player-dealer's Bonus queen up, the hole card unread.
    await deal(page, [["Card 1 to seat 1", "as"], ["Card 1 to seat 2", "8h"], ["Card 1 to seat 3", "9d"], ["Card 1 to the player-dealer", "qc"], ["Card 2 to seat 1", "ks"], ["Card 2 to seat 2", "8d"], ["Card 2 to seat 3", "7c"]]);
    await expectLabel(page, "Card 2 to the player-dealer (face down)");
    await applied(page, () => page.getByTestId("deal-face-down").click());
    expect(await pdCards(page)).toEqual(["QC", "face-down"]);
    await expect(page.getByTestId("pd-hand").locator("li[data-card=QC]")).toHaveAttribute("data-mark", "Bonus");
    await expect(page.getByTestId("hand-1-0")).toHaveAttribute("data-value", "Pure 21.5 Blackjack");
    await wallFollows(page, display);
    await expect(display.getByTestId("wall-pd-cards").locator("[data-mark=Bonus]")).toHaveCount(1);

    // A Bonus card up: the hole card is checked before anything else (seed 003 L471-475); surrender is late,
    // in each seat's turn, by default (L530-533; docs/rules-decisions/twenty-one.md P1).
    await expect(page.getByTestId("surrender")).toHaveCount(0);
    // The hole card is entered as the dealer checks it, and stays face down on both screens.
    await expectLabel(page, "Check the hole card: enter it as you look at it");
    await typeCard(page, "7h");
    expect(await pdCards(page)).toEqual(["QC", "face-down"]);
    await wallFollows(page, display);
    await wallHides(display, "7H", "Seven of hearts");

    // Seat 2 splits its eights; the first hand (11) doubles by keyboard; the second stands.
    await expectLabel(page, "Seat 2: hit, stand, double, split, surrender?");
    await expect(display.getByTestId("turn")).toHaveText("Seat 2 to play");
    await wallShot(display, "t10-decision");
    await noSeriousA11yViolations(display, "t10 wall");
    await applied(page, () => page.getByTestId("decision-split").click());
    await deal(page, [["Card 2 to seat 2 hand 1", "3c"]]);
    await expectLabel(page, "Seat 2 hand 1: hit, double?");
    await expect(page.getByTestId("decision-double")).toHaveText(/^Double \$20\.00/);
    await applied(page, () => page.keyboard.press("d"));
    await deal(page, [["Card 3 to seat 2 hand 1", "10d"], ["Card 2 to seat 2 hand 2", "kh"]]);
    expect(await handCards(page, 2, 0)).toEqual(["8H", "3C", "TD"]);
    expect(await handCards(page, 2, 1)).toEqual(["8D", "KH"]);
    await expect(display.getByTestId("wall-hand-2-0")).toContainText("DOUBLED");
    await wallShot(display, "t10-split");
    await shots(page, "t10-4-split");
    await applied(page, () => page.getByTestId("decision-stand").click());
    // Seat 3's hard 16 surrenders in its turn, the hole card still face down.
    await expectLabel(page, "Seat 3: hit, stand, double, surrender?");
    await shots(page, "t10-3-surrender");
    await noSeriousA11yViolations(page, "t10 surrender");
    await touchTargets(page);
    await applied(page, () => page.getByTestId("decision-surrender").click());
    await expect(page.getByTestId("hand-3-0")).toContainText("Surrendered");
    await wallHides(display, "7H", "Seven of hearts");

    // Turned over: hard 17 stands; the results reach the wall with the last card.
    await next(page, "Turn over the hole card");
    expect(await pdCards(page)).toEqual(["QC", "7H"]);
    await expect(display.locator('[data-card="7H"]')).toHaveCount(1);
    await wallFollows(page, display);
    await expect(display.getByTestId("result")).toContainText("Player-dealer Hard 17");
    await next(page, "Settle the round");
    // The hole card 7 counts seats 1, 2, 3, 5, 6, 7, 8 (the player-dealer's seat not counted): the walk starts at seat 8.
    await expect(page.getByTestId("action-seat")).toHaveText("Action button: seat 8");
    const lines = page.getByTestId("settlement-line");
    await expect(lines).toHaveCount(7);
    await expect(lines.nth(0)).toContainText("Pay $15.00");
    await expect(lines.filter({ hasText: "Seat 1 backline (Lee)" })).toContainText("Pay $7.50");
    await expect(lines.filter({ hasText: "Split hand 2" })).toContainText("Pay $20.00");
    await expect(lines.filter({ hasText: "surrendered half returned" })).toContainText("Push: return $5.00");
    await expect(page.getByTestId("bank-after")).toHaveText("$222.50");
    await shots(page, "t10-5-settlement");
    await noSeriousA11yViolations(page, "t10 settlement");
    await touchTargets(page);
    await wallShot(display, "t10-settlement");
    await walkSettlement(page);
    await next(page, "Finish the round");
    await expect(page.getByTestId("last-bank-after")).toHaveText("$222.50");
    await expect(page.getByTestId("last-hand")).toHaveCount(4);
    await shots(page, "t10-6-next-hand");
    await wallShot(display, "t10-after");
  } finally {
    await context.close();
  }
});

test("t11 Kings' Pure 21.5 by the dealer's entry: Buster and Match bets, insurance, a Pure 21.5 paid at the deal, the bonus results on the wall", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const dealer = dealerOf("t11");
  await signIn(page, baseURL!, dealer.username, dealer.password);
  const { context, display } = await openWall(browser, baseURL!, "t11");
  try {
    await openTablet(page, "t11");
    await prepare(page, { players: { 1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee", 5: "Eve" }, pd: 3, bank: 100_000, source: "Dealer entry" });
    await next(page, "Open betting");
    const grid = page.getByTestId("wager-grid");
    await expect(grid.getByRole("columnheader")).toHaveText(["Seat", "Game wager", "Buster Blackjack Bonus", "Match the Dealer Up Card"]);
    // A bonus bet needs the bettor's game wager, and may not exceed it (seed 004 L538, L1749).
    await page.getByTestId("chip-none").click();
    await page.getByTestId("spot-4-match").click();
    await expect(page.getByTestId("wager-editor").getByTestId("wager-warning")).toContainText("needs this bettor's Game wager first");
    await page.getByTestId("wager-editor").getByRole("button", { name: "Close" }).click();
    await placeWager(page, 4, "main", "20");
    await placeWager(page, 4, "match", "10");
    await placeWager(page, 5, "main", "10");
    await placeWager(page, 5, "buster", "5");
    await placeWager(page, 1, "main", "10");
    await placeWager(page, 2, "main", "10");
    await shots(page, "t11-1-betting");
    await next(page, "No more bets");
    // Table action counts the bonus bets: $65.00, tier 1 of option 1, $1.00 (L1749, L1754-1758).
    await expect(page.getByTestId("fee-total")).toHaveText("$1.00");
    await deal(page, [["Card 1 to seat 4", "ad"], ["Card 1 to seat 5", "9c"], ["Card 1 to seat 1", "10s"], ["Card 1 to seat 2", "5h"], ["Card 1 to the player-dealer", "ah"], ["Card 2 to seat 4", "kd"], ["Card 2 to seat 5", "7s"], ["Card 2 to seat 1", "6c"], ["Card 2 to seat 2", "6d"]]);
    await applied(page, () => page.getByTestId("deal-face-down").click());
    await wallFollows(page, display);
    await expect(display.getByTestId("wall-bonus-4-match")).toHaveText("MATCH");
    await expect(display.getByTestId("wall-bonus-5-buster")).toHaveText("BUSTER");

    // An ace up: insurance first, up to half the game wager.
    await expectLabel(page, "Insurance?");
    await expect(page.getByTestId("insurance").locator("li")).toHaveCount(4);
    const seat5 = page.getByTestId("insurance-seat-5");
    await seat5.getByLabel("Insurance for seat 5, in dollars").fill("6");
    await expect(seat5.getByTestId("insurance-check")).toHaveText("At most $5.00: half the game wager.");
    await shots(page, "t11-2-insurance");
    await noSeriousA11yViolations(page, "t11 insurance");
    await applied(page, () => seat5.getByRole("button", { name: "Seat 5 insures the most, $5.00" }).click());
    for (const seat of [4, 1, 2]) await applied(page, () => page.getByRole("button", { name: `Seat ${seat} declines` }).click());
    // Late surrender (the default): no question before the check.
    await expectLabel(page, "Check the hole card: enter it as you look at it");
    await tapCard(page, "Five", "Spades");
    await wallHides(display, "5S", "Five of spades");
    await applied(page, () => page.getByTestId("decision-stand").click());
    await applied(page, () => page.keyboard.press("h"));
    await deal(page, [["Card 3 to seat 1", "4h"]]);
    await expect(page.getByTestId("decide")).toHaveAttribute("data-seat", "2");
    await applied(page, () => page.getByTestId("decision-double").click());
    await deal(page, [["Card 3 to seat 2", "9h"]]);
    await next(page, "Turn over the hole card");
    await deal(page, [["Card 3 to the player-dealer", "9c"], ["Card 4 to the player-dealer", "qs"]]);
    // A four-card bust: the Buster bet pays 2 to 1; seat 4's ace matches the up card's rank: 4 to 1.
    await expect(display.getByTestId("wall-bonus-5-buster")).toHaveText("BUSTER WINS 2 TO 1");
    await expect(display.getByTestId("wall-bonus-4-match")).toHaveText("MATCH WINS 4 TO 1");
    await wallShot(display, "t11-result");
    await next(page, "Settle the round");
    const lines = page.getByTestId("settlement-line");
    await expect(lines).toHaveCount(8);
    // Seat 4's Pure 21.5 is paid first, at the deal (L542), 6 to 5.
    await expect(lines.nth(0)).toContainText("Pay $24.00");
    await expect(lines.filter({ hasText: "Buster Blackjack Bonus" })).toContainText("Pay $10.00");
    await expect(lines.filter({ hasText: "Match the Dealer Up Card" })).toContainText("Pay $40.00");
    await expect(lines.filter({ hasText: "Insurance" })).toContainText("Collect $5.00");
    await shots(page, "t11-3-settlement");
    await walkSettlement(page);
    await next(page, "Finish the round");
    await expect(page.getByTestId("last-bonus")).toHaveCount(2);
    await wallShot(display, "t11-after");
  } finally {
    await context.close();
  }
});

test("t12 Pure Spanish 21.5 on the server's shoe: a Match bet, the round from the big button and the decision buttons, never a ten, the wall following", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const dealer = dealerOf("t12");
  await signIn(page, baseURL!, dealer.username, dealer.password);
  const { context, display } = await openWall(browser, baseURL!, "t12");
  try {
    await openTablet(page, "t12");
    await prepare(page, { players: { 1: "Ann", 2: "Bob", 3: "Cy" }, pd: 3, bank: 100_000, source: "Server shoe" });
    await next(page, "Open betting");
    await expect(page.getByTestId("wager-grid").getByRole("columnheader")).toHaveText(["Seat", "Game wager", "Match the Dealer Up Card"]);
    await placeWager(page, 1, "main", "10");
    // Pure Spanish 21.5's bonus bets may be higher than the game wager (seed 004 L1828).
    await placeWager(page, 1, "match", "20");
    await placeWager(page, 2, "main", "15");
    await next(page, "No more bets");
    let sawHole = 0;
    let decisions = 0;
    for (let i = 0; i < 60; i++) {
      if ((await page.getByTestId("dealer-tablet").getAttribute("data-phase")) !== "dealing") break;
      const kind = await step(page);
      if ((await page.getByTestId("pd-hand").locator("li[data-face-down]").count()) > 0) {
        sawHole++;
        await wallFollows(page, display);
      }
      if (kind === "command") await applied(page, () => nextButton(page).click());
      else if (kind === "surrender") {
        const seat = (await page.getByTestId("surrender").locator("li").first().getAttribute("data-testid"))!.replace("surrender-seat-", "");
        await applied(page, () => page.getByTestId(`surrender-no-${seat}`).click());
      } else if (kind === "decide") {
        const allowed = await page.getByTestId("decide").locator("[data-testid^=decision-]").evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")!.replace("decision-", "")));
        if (decisions++ === 0) {
          await shots(page, "t12-1-decision");
          await touchTargets(page);
          await wallShot(display, "t12-decision");
        }
        await applied(page, () => page.getByTestId(`decision-${allowed.includes("stand") ? "stand" : allowed[0]!}`).click());
      } else throw new Error(`stuck at ${kind}: ${await page.getByTestId("next-action").innerText()}`);
    }
    expect(sawHole, "the hole card was face down on both screens while the players acted").toBeGreaterThan(0);
    await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-phase", "settling");
    await wallFollows(page, display);
    const dealt = await codes(display.getByTestId("wall-display"));
    expect(dealt.filter((c) => c.startsWith("T")), "no ten in the 48-card deck").toEqual([]);
    await expect(page.getByTestId("settlement-line").filter({ hasText: "Match the Dealer Up Card" })).toHaveCount(1);
    const bankAfter = (await page.getByTestId("bank-after").innerText()).trim();
    await shots(page, "t12-2-settlement");
    await wallShot(display, "t12-settlement");
    // Every line paid and collected in one tap: the lines marked done and the round finished (issue 29).
    await page.getByTestId("all-paid").click();
    await expect(page.getByTestId("dealer-tablet")).not.toHaveAttribute("data-phase", "settling");
    await expect(page.getByTestId("error")).toHaveCount(0);
    await expect(page.getByTestId("last-bank-after")).toHaveText(bankAfter);
    await expect(display.getByTestId("bank")).toContainText(bankAfter);
  } finally {
    await context.close();
  }
});

test("t13 Blackjack X by the dealer's entry: insurance from 1%, a Hard 31, Blackjack X, a frozen hand, the Buster bet on a frozen player-dealer", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const dealer = dealerOf("t13");
  await signIn(page, baseURL!, dealer.username, dealer.password);
  const { context, display } = await openWall(browser, baseURL!, "t13");
  try {
    await openTablet(page, "t13");
    await prepare(page, { players: { 1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee" }, pd: 1, bank: 50_000, source: "Dealer entry" });
    await next(page, "Open betting");
    await placeWager(page, 2, "main", "10");
    await placeWager(page, 2, "buster", "10");
    await placeWager(page, 3, "main", "10");
    await placeWager(page, 4, "main", "20");
    await next(page, "No more bets");
    await deal(page, [["Card 1 to seat 2", "9s"], ["Card 1 to seat 3", "as"], ["Card 1 to seat 4", "10d"], ["Card 1 to the player-dealer", "ah"], ["Card 2 to seat 2", "2d"], ["Card 2 to seat 3", "ks"], ["Card 2 to seat 4", "5c"]]);
    await applied(page, () => page.getByTestId("deal-face-down").click());
    // The ace of spades is stamped "x" (L1022); with the king of spades it is Blackjack X (L986).
    await expect(page.getByTestId("hand-3-0")).toHaveAttribute("data-value", "Blackjack X");
    await expect(page.getByTestId("hand-3-0").locator("li[data-card=AS]")).toHaveAttribute("data-mark", "x");
    await expectLabel(page, "Insurance?");
    const seat2 = page.getByTestId("insurance-seat-2");
    await seat2.getByLabel("Insurance for seat 2, in dollars").fill("0.05");
    await expect(seat2.getByTestId("insurance-check")).toHaveText("At least $0.10: 1% of the game wager.");
    await seat2.getByLabel("Insurance for seat 2, in dollars").fill("5");
    await applied(page, () => seat2.getByRole("button", { name: "Insure $5.00" }).click());
    for (const seat of [3, 4]) await applied(page, () => page.getByRole("button", { name: `Seat ${seat} declines` }).click());
    for (const seat of [2, 4]) await applied(page, () => page.getByTestId(`surrender-no-${seat}`).click());
    await tapCard(page, "Five", "Diamonds");
    await wallHides(display, "5D", "Five of diamonds");
    // Seat 2 hits 11 to 21, and 21 to a Hard 31 (L1026); seat 4 hits 15 to a frozen 24 (L983).
    await applied(page, () => page.getByTestId("decision-hit").click());
    await deal(page, [["Card 3 to seat 2", "kh"]]);
    await expectLabel(page, "Seat 2: hit, stand?");
    await applied(page, () => page.getByTestId("decision-hit").click());
    await deal(page, [["Card 4 to seat 2", "qd"]]);
    await applied(page, () => page.getByTestId("decision-hit").click());
    await deal(page, [["Card 3 to seat 4", "9c"]]);
    await expect(display.getByTestId("wall-hand-2-0")).toHaveAttribute("data-value", "hard 31");
    await expect(display.getByTestId("wall-hand-4-0")).toHaveAttribute("data-value", "frozen 24");
    await wallShot(display, "t13-hands");
    await next(page, "Turn over the hole card");
    await deal(page, [["Card 3 to the player-dealer", "10c"], ["Card 4 to the player-dealer", "8c"]]);
    await expect(display.getByTestId("wall-pd-value")).toContainText("Frozen 24");
    await expect(display.getByTestId("wall-bonus-2-buster")).toHaveText("BUSTER WINS 2 TO 1");
    await next(page, "Settle the round");
    const lines = page.getByTestId("settlement-line");
    await expect(lines).toHaveCount(5);
    await expect(lines.nth(0)).toContainText("Pay $30.00");
    await expect(page.getByTestId("bank-after")).toHaveText("$455.00");
    await shots(page, "t13-1-settlement");
    await noSeriousA11yViolations(page, "t13 settlement");
    await wallShot(display, "t13-settlement");
    await walkSettlement(page);
    await next(page, "Finish the round");
    await expect(page.getByTestId("last-bank-after")).toHaveText("$455.00");
  } finally {
    await context.close();
  }
});
