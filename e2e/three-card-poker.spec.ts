import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { dealerOf, signIn, noSeriousA11yViolations, applied, nextButton, step, next, expectLabel, money, dollars, codes, keyName } from "./tablet-kit";

// The Three Card Poker 6 Card Bonus tables of the demo floor on the dealer tablet (/dealer/<table>)
// and the wall display (/display/<table>), driven only through the tablet's screen while the
// table's wall display, open in the floor supervisor's browser, follows:
//  - t20 Mortimer's with the dealer's own entry: Ante, Pair Plus, 6 Card Bonus and a backline Ante,
//    the fee before the deal, stacks dealt face down, the player-dealer's up card on the card pad (the
//    wall shows it alone), Play and fold by tap and by key, the fold collected, the player-dealer's
//    hand entered as it is turned over and not qualifying, each hand entered (the folded one for its
//    6 Card Bonus), the settlement walk and the bank after;
//  - t21 Kings from the server's deck: the bank's coverage warning before the deal on the tablet and
//    the wall, the fee on the Antes alone, the stacks from the big button, Play or fold, the hands
//    turned over with nothing to enter, the settlement, then the next round dealt from the other
//    deck with the first loaded into the shuffler.
//
// Tables t20-t21 only. Each test brings its table to the state it needs through the tablet.

const SHOTS = "e2e/screenshots";
const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };
const WALL = { width: 1920, height: 1080 };
test.use({ viewport: LANDSCAPE });

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
  await page.screenshot({ path: `${SHOTS}/dealer-tcp-${name}-landscape.png` });
  await page.setViewportSize(PORTRAIT);
  await expect(page.getByTestId("next-action")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dealer-tcp-${name}-portrait.png` });
  await page.setViewportSize(LANDSCAPE);
}

/** The wall at 1920 × 1080: nothing spills out of its panels, no words under 28 px on the board. */
async function wallShot(display: Page, name: string): Promise<void> {
  const spills = await display.evaluate(() =>
    [...document.querySelectorAll("[data-testid=center], [data-testid=fees], [data-testid=table-panel], [data-testid=wall-pd], [data-testid^=wall-seat-], [data-testid=wall-seats]")]
      .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.getAttribute("data-testid")),
  );
  expect(spills, `panels clipped on the wall (${name})`).toEqual([]);
  const small = await display.evaluate(() =>
    [...document.querySelectorAll("[data-testid=wall-pd] *, [data-testid=center] *, [data-testid=wall-seats] *")]
      // Words, not the card faces' corner pips.
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "") && !el.closest(".sr-only") && !el.closest("[data-card]"))
      .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 28)
      .map((el) => `${el.textContent?.trim()} ${getComputedStyle(el).fontSize}`),
  );
  expect(small, `words under 28 px on the wall board (${name})`).toEqual([]);
  expect(await display.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([WALL.width, WALL.height]);
  await display.screenshot({ path: `${SHOTS}/display-tcp-${name}.png`, animations: "disabled" });
}

async function openTablet(page: Page, tableId: string): Promise<void> {
  await page.goto(`/dealer/${tableId}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-table", tableId);
  await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-family", "three-card-poker");
}

async function openWall(browser: Browser, baseURL: string, tableId: string): Promise<{ context: BrowserContext; display: Page }> {
  const context = await browser.newContext({ viewport: WALL });
  const display = await context.newPage();
  await signIn(display, baseURL, "floor", "demo-floor");
  const answer = await display.goto(`/display/${tableId}`);
  expect(answer?.status()).toBe(200);
  await expect(display.getByTestId("wall-display")).toHaveAttribute("data-family", "three-card-poker");
  await expect(display.getByTestId("connection")).toHaveAttribute("data-state", "live");
  return { context, display };
}

/** The wall shows exactly the cards face up on the tablet's hands, no more. */
async function wallFollows(page: Page, display: Page): Promise<void> {
  const tablet = await codes(page.getByTestId("hands"));
  await expect.poll(async () => [...new Set(await codes(display.getByTestId("wall-display")))].sort()).toEqual([...new Set(tablet)].sort());
}

/** A card by one tap on the pad's grid. */
async function tapCard(page: Page, rank: string, suit: "Spades" | "Hearts" | "Diamonds" | "Clubs"): Promise<void> {
  const pad = page.getByTestId("card-pad");
  await pad.getByRole("button", { name: keyName(rank, suit), exact: true }).click();
}

/** A card typed on the keyboard ("3d", "10h"), confirmed with Enter. */
async function typeCard(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId("card-pad")).toBeVisible();
  await page.keyboard.type(text);
  await expect(page.getByTestId("card-draft")).toContainText("press Enter");
  await page.keyboard.press("Enter");
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

/** Walks the settlement with the big button, line by line; the bank in the header runs with it. */
async function walkSettlement(page: Page): Promise<void> {
  const lines = page.getByTestId("settlement-line");
  const count = await lines.count();
  for (let i = 0; i < count; i++) {
    const line = lines.nth(i);
    if ((await line.getAttribute("data-state")) === "done") continue;
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
  readonly source: "Dealer entry" | "Server deck";
}

/** Brings the table, between hands, to these seats, `pd` banking `bank`, the decks from `source`: through the tablet only. */
async function prepare(page: Page, p: Preparation): Promise<void> {
  for (const [seat, name] of Object.entries(p.players)) {
    if ((await page.getByTestId(`seat-${seat}`).getAttribute("data-occupied")) === "true") continue;
    await page.getByTestId(`seat-${seat}`).click();
    await page.getByLabel(`Player's name for seat ${seat}`).fill(name);
    await applied(page, () => page.getByRole("button", { name: `Seat ${name} in seat ${seat}` }).click());
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
  const status = page.getByTestId("decks").getByText(/^Cards: /);
  const wanted = p.source === "Dealer entry" ? "entered by the dealer" : "shuffled and dealt by the server";
  if ((await status.count()) > 0 && !(await status.innerText()).includes(wanted)) {
    await page.getByTestId("decks").getByRole("button", { name: "Take the decks off the table" }).click();
    await applied(page, () => page.getByTestId("decks").getByRole("button", { name: "Yes, take the decks off the table" }).click());
  }
  if ((await step(page)) === "start-shoe") {
    const form = page.getByTestId("next-action").getByTestId("start-shoe");
    await form.getByRole("button", { name: p.source }).click();
    await applied(page, () => form.getByRole("button", { name: "Bring in the decks" }).click());
  }
  await expect(nextButton(page)).toHaveText("Open betting");
}

// ------------------------------------------------------------------------------------------------

test("t20 Mortimer's by the dealer's entry: the fee before the deal, stacks face down, the up card, Play and fold, the reveals, the settlement", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const dealer = dealerOf("t20");
  await signIn(page, baseURL!, dealer.username, dealer.password);
  const { context, display } = await openWall(browser, baseURL!, "t20");
  try {
    await openTablet(page, "t20");
    await expect(page.getByTestId("game-name")).toHaveText("Three Card Poker 6 Card Bonus");
    await expect(page.getByTestId("limits")).toHaveText("$5.00–$300.00");
    await expect(display.getByTestId("limits")).toContainText("$5.00 – $300.00");

    await prepare(page, { players: { 1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee" }, pd: 1, bank: 20_000, source: "Dealer entry" });
    await shots(page, "t20-1-ready");
    await noSeriousA11yViolations(page, "t20 between hands");
    await touchTargets(page);
    await next(page, "Open betting");
    const decks = page.getByTestId("decks-status");
    await expect(display.getByTestId("wall-seats")).toContainText("Place your Antes");

    // The layout's three spots before the deal; the Play wager is made after it.
    const grid = page.getByTestId("wager-grid");
    await expect(grid.getByRole("columnheader")).toHaveText(["Seat", "Ante", "Pair Plus", "6 Card Bonus"]);
    await expect(grid.getByRole("rowheader")).toHaveText([/^Seat 2/, /^Seat 3/, /^Seat 4/]);
    await placeWager(page, 2, "ante", "10");
    await placeWager(page, 2, "pair-plus", "5");
    await placeWager(page, 2, "six-card-bonus", "5");
    await placeWager(page, 3, "ante", "20");
    await placeWager(page, 3, "six-card-bonus", "5");
    await placeWager(page, 4, "ante", "10");
    await placeWager(page, 4, "ante", "5", { backline: "Lee" });
    await shots(page, "t20-2-betting");

    // No more bets: the player-dealer's fee on $60 of action, dropped before the first stack (seed 003 L1820-1831).
    await next(page, "No more bets");
    await expect(page.getByTestId("fee-total")).toHaveText("$1.00");
    await expect(page.getByTestId("fees")).toContainText("Player-dealer");
    await expect(decks).toHaveText(/Red deck in play · Blue deck in the shuffler/);

    // Stacks from the player-dealer's left, face down; the player-dealer's last, its up card entered.
    await next(page, "Deal stack 1 of 4 to seat 2 (face down)");
    await next(page, "Deal stack 2 of 4 to seat 3 (face down)");
    await next(page, "Deal stack 3 of 4 to seat 4 (face down)");
    await expectLabel(page, "Player-dealer's stack: enter the up card");
    await shots(page, "t20-3-up-card");
    await applied(page, () => tapCard(page, "Jack", "Hearts"));
    await expect(display.getByTestId("wall-pd-cards").locator("[data-card]")).toHaveCount(1);
    await expect(display.getByTestId("wall-pd-cards").locator('[data-card="JH"]')).toHaveCount(1);
    await expect(display.getByTestId("wall-pd-cards").locator("[data-face-down]")).toHaveCount(2);
    await expect(display.getByTestId("wall-seat-2").locator("[data-face-down]")).toHaveCount(3);
    await wallFollows(page, display);
    await next(page, "Undealt cards to the discard rack");

    // Play or fold in order: a tap for seat 2, F for seat 3, P for seat 4.
    await expectLabel(page, "Seat 2: Play or fold?");
    await expect(page.getByTestId("decision-play")).toContainText("Play $10.00");
    await expect(display.getByTestId("turn")).toHaveText(/Seat 2\s*Play or fold\?/);
    await shots(page, "t20-4-decision");
    await noSeriousA11yViolations(page, "t20 decision");
    await touchTargets(page);
    await wallShot(display, "t20-decision");
    await applied(page, () => page.getByTestId("decision-play").click());
    await expectLabel(page, "Seat 3: Play or fold?");
    await applied(page, () => page.keyboard.press("f"));
    await expectLabel(page, "Seat 4: Play or fold?");
    await applied(page, () => page.keyboard.press("p"));
    await expect(display.getByTestId("wall-seat-3")).toHaveAttribute("data-decision", "fold");
    await expect(display.getByTestId("wall-seat-4")).toHaveAttribute("data-decision", "play");

    // The fold's Ante is collected before the player-dealer's hand is turned over.
    await next(page, "Collect the forfeited wagers ($20.00)");

    // The player-dealer's hand: the up card is there, the other two are entered as they are turned over.
    await expectLabel(page, "Turn over the player-dealer's hand: enter its cards");
    await expect(page.getByTestId("reveal-cards").locator("[data-card]")).toHaveCount(1);
    await typeCard(page, "7h");
    await applied(page, () => typeCard(page, "4c"));
    await expect(page.getByTestId("qualifies")).toHaveText("Does not qualify: Play wagers are returned");
    await expect(display.getByTestId("wall-qualifies")).toHaveText("Does not qualify");
    await expect(display.getByTestId("wall-pd-hand")).toHaveText("Jack high (Jack-Seven-Four)");

    // Each hand still in action, in order; the folded seat 3 for its 6 Card Bonus.
    await expectLabel(page, "Turn over seat 2's hand: enter its cards");
    await tapCard(page, "Eight", "Clubs");
    await tapCard(page, "Eight", "Diamonds");
    await applied(page, () => tapCard(page, "King", "Spades"));
    await expectLabel(page, "Turn over seat 3's hand: enter its cards");
    await expect(page.getByTestId("next-hint")).toHaveText("Folded, but its 6 Card Bonus is still in action.");
    await typeCard(page, "5c");
    await typeCard(page, "6s");
    await applied(page, () => typeCard(page, "8h"));
    await expectLabel(page, "Turn over seat 4's hand: enter its cards");
    await typeCard(page, "9s");
    await typeCard(page, "6d");
    await applied(page, () => typeCard(page, "3c"));
    await wallFollows(page, display);
    await expect(display.getByTestId("wall-seat-3").getByTestId("wall-six-card")).toHaveText("6 Card: Straight, Eight high");

    // The settlement from the player-dealer's left; the fold's line was collected already.
    await next(page, "Settle the round");
    await expect(page.getByTestId("settlement")).toContainText("Settlement starts at: seat 2");
    await expect(page.getByTestId("settlement-line")).toHaveCount(10);
    await expect(page.getByTestId("settlement-line").first()).toHaveAttribute("data-state", "done");
    await expect(display.getByTestId("result")).toContainText("Does not qualify");
    await expect(display.getByTestId("wall-seat-2").locator('[data-bet="ante"]')).toHaveAttribute("data-outcome", "win");
    await expect(display.getByTestId("wall-seat-3").locator('[data-bet="six-card-bonus"]')).toHaveAttribute("data-outcome", "win");
    await expect(display.getByTestId("wall-seat-4").locator('[data-bet="ante"]')).toHaveAttribute("data-outcome", "push");
    await shots(page, "t20-5-settlement");
    await noSeriousA11yViolations(page, "t20 settlement");
    await wallShot(display, "t20-settled");
    await noSeriousA11yViolations(display, "t20 wall");
    await walkSettlement(page);
    await next(page, "Finish the round");
    await expect(page.getByTestId("last-bank-after")).toHaveText("$165.00");
    await expect(decks).toHaveText(/Red deck in the discard rack · Blue deck in the shuffler/);
    await expect(display.getByTestId("wall-pd")).toHaveAttribute("data-qualifies", "false");
    await wallShot(display, "t20-between-hands");
  } finally {
    await context.close();
  }
});

test("t21 Kings from the server's deck: the stacks from the big button, Play and fold, the reveals, the next round from the other deck", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const dealer = dealerOf("t21");
  await signIn(page, baseURL!, dealer.username, dealer.password);
  const { context, display } = await openWall(browser, baseURL!, "t21");
  try {
    await openTablet(page, "t21");
    await prepare(page, { players: { 2: "Ann", 3: "Bob", 5: "Cy", 6: "Dee", 7: "Eve" }, pd: 3, bank: 50_000, source: "Server deck" });
    for (let round = 1; round <= 2; round++) {
      await next(page, "Open betting");
      for (const seat of [5, 6, 7, 2]) await placeWager(page, seat, "ante", "25");
      await placeWager(page, 6, "pair-plus", "10");
      await placeWager(page, 7, "six-card-bonus", "10");
      if (round === 1) {
        // The bank's coverage before the deal (issue 28 item 7): a $250 backline Ante makes every hand beating a
        // qualifying player-dealer cost $700 (Antes and equal Plays paid even money) against the $500 bank and the $20
        // of bonus bets: the tablet and the wall say which wagers would go back, and the warning goes with the wager.
        await placeWager(page, 5, "ante", "250", { backline: "Zed" });
        await expect(page.getByTestId("coverage-warning")).toContainText("cannot cover every wager: if every hand beats the player-dealer");
        await expect(page.getByTestId("coverage-warning")).toContainText("Counted in action order from seat 5.");
        await expect(display.getByTestId("coverage-banner")).toContainText("cannot cover every wager");
        await wallShot(display, "t21-coverage");
        await applied(page, () => page.getByRole("button", { name: /^Remove .*Zed.*\$250\.00$/ }).click());
        await expect(page.getByTestId("coverage-warning")).toHaveCount(0);
        await expect(display.getByTestId("coverage-banner")).toHaveCount(0);
      }
      await next(page, "No more bets");
      // Kings' table action is "all game wagers" (seed 004 L1897): the $100 of Antes, not the $20 of bonus bets:
      // option 1's $5-$100 tier, $2.00 (L1903; docs/rules-decisions/three-card-poker.md F2). With the bonus bets it would be $4.00.
      await expect(page.getByTestId("fee-total")).toHaveText("$2.00");
      if (round === 2) {
        // The blue deck is dealt now; the red one, played last round, leaves the discard rack first.
        await expect(page.getByTestId("decks-status")).toHaveText(/Red deck in the discard rack · Blue deck in play/);
        await next(page, "Load the red deck into the shuffler");
      }
      // From the player-dealer's left: seats 5, 6, 7, then 2, the player-dealer last.
      await next(page, "Deal stack 1 of 5 to seat 5");
      await next(page, "Deal stack 2 of 5 to seat 6");
      await next(page, "Deal stack 3 of 5 to seat 7");
      await next(page, "Deal stack 4 of 5 to seat 2");
      await next(page, "Deal stack 5 of 5 to the player-dealer");
      // The server read every card; the wall holds only the up card.
      await expect(display.getByTestId("wall-pd-cards").locator("[data-card]")).toHaveCount(1);
      await expect(display.getByTestId("wall-seats").locator("[data-card]")).toHaveCount(0);
      await wallFollows(page, display);
      await next(page, "Undealt cards to the discard rack");
      await applied(page, () => page.getByTestId("decision-play").click());
      await applied(page, () => page.getByTestId("decision-play").click());
      await applied(page, () => page.getByTestId("decision-fold").click());
      await applied(page, () => page.getByTestId("decision-play").click());
      if (round === 1) await wallShot(display, "t21-decided");
      await next(page, /^Collect the forfeited wagers/);
      await next(page, "Turn over the player-dealer's hand");
      await expect(display.getByTestId("wall-qualifies")).toBeVisible();
      while (/^Turn over seat/.test(await nextButton(page).innerText())) await applied(page, () => nextButton(page).click());
      await wallFollows(page, display);
      await next(page, "Settle the round");
      // Seat 4, on the player-dealer's left, is empty: the walk's first seat is seat 5.
      await expect(page.getByTestId("settlement")).toContainText("Settlement starts at: seat 5");
      if (round === 1) {
        await shots(page, "t21-settlement");
        await wallShot(display, "t21-settled");
      }
      await walkSettlement(page);
      await next(page, "Finish the round");
    }
    // Two bank hands in a row: the bank is offered on clockwise.
    await expect(page.getByTestId("offer")).toContainText(/Offer the bank to Seat 5/);
  } finally {
    await context.close();
  }
});

test("the floor: t20's round in the history, replayed step by step with every card as recorded, and in the regulator's export", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor");
  await page.getByTestId("table-card-t20").getByRole("link", { name: "Round history" }).click();
  await expect(page.getByRole("heading", { name: /Round history · Table 20/ })).toBeVisible();
  const list = page.getByTestId("round-list");
  await expect(list).toContainText("Player-dealer Jack high (Jack-Seven-Four) (does not qualify)");
  await expect(list).toContainText("PD J♥ 7♥ 4♣");
  await page.getByRole("button", { name: "Replay hand 1" }).click();
  const event = page.getByTestId("replay-event");
  const frame = page.getByTestId("replay-frame");
  await page.getByRole("button", { name: /^#\d+ Stack 4 of 4 to the player-dealer: J♥ face down face down/ }).click();
  await expect(event).toContainText("up card J♥");
  await expect(frame.getByTestId("three-card-poker-hands")).toContainText("unread");
  await page.getByRole("button", { name: /^#\d+ Seat 3 folds/ }).click();
  await expect(frame.getByTestId("three-card-poker-hands")).toContainText("Fold");
  await page.getByRole("button", { name: /^#\d+ Settled: the player-dealer does not qualify/ }).click();
  await expect(frame).toContainText("Settlement from seat 2");
  await expect(frame.getByRole("columnheader", { name: "Why" })).toBeVisible();
  await expect(frame).toContainText("the player-dealer does not qualify and the player ranks higher: the Ante is paid even money (seed 003 L1633-1638)");
  await page.getByRole("button", { name: "Last »" }).click();
  await expect(frame.getByTestId("three-card-poker-hands")).toContainText("Bank $200.00 → $165.00");
  await page.screenshot({ path: `${SHOTS}/floor-tcp-replay.png`, fullPage: true });
  await noSeriousA11yViolations(page, "t20 replay");

  const answer = await page.request.get("/api/reports/regulator?table=t20", { headers: { origin: baseURL! } });
  expect(answer.status()).toBe(200);
  const doc = await answer.json();
  expect(doc).toMatchObject({ family: "three-card-poker", table: { id: "t20" }, game: { id: "three-card-poker-6cb-mortimers", family: "three-card-poker", filings: [{ bgcId: "GEGA-003712", lines: "1502-1961" }] } });
  const round = doc.rounds.find((r: { handNumber: number }) => r.handNumber === 1);
  expect(round).toMatchObject({ family: "three-card-poker", status: "complete", playerDealerSeat: 1, playerDealer: { hand: "Jack high (Jack-Seven-Four)", qualifies: false } });
  expect(round.cards.stacks.map((s: { to: string }) => s.to)).toEqual(["seat 2", "seat 3", "seat 4", "player-dealer"]);
  expect(round.cards.playerDealer).toEqual(["JH", "7H", "4C"]);
  expect(round.settlement).toMatchObject({ bankBeforeCents: 20_000, bankAfterCents: 16_500, conservation: { ok: true } });
  // Each round's deck is a shoe of its own: the deck dealt for hand 1 ended with the round, the next one started.
  expect(doc.shoes.length).toBeGreaterThanOrEqual(2);
  expect(doc.shoes[0]).toMatchObject({ source: "dealer", decks: 1 });
  expect(doc.shoes[0].endedAt).not.toBeNull();
});
