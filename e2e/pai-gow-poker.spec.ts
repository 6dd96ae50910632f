import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { dealerOf, signIn, noSeriousA11yViolations, applied, nextButton, step, next, expectLabel, money, dollars, codes } from "./tablet-kit";

// The pai gow poker tables of the demo floor on the dealer tablet (/dealer/<table>) and the wall
// display (/display/<table>), driven only through the tablet's screen while the wall follows:
//  - t15 Kings' Fortune Pai Gow Poker by the dealer's entry: Fortune Bonus wagers, the piles and the
//    pile in one tap, the dice (typed), each seat's seven cards by taps and keys (the seventh sets the
//    hand), a split entered that fouls set again by taps, the house way asked with the joker, the
//    player-dealer's hand set the house way on its seventh card, Envy paid;
//  - t16 Face Up Pai Gow Poker on the server's deck: the player-dealer first, then either the
//    players' splits or, on a Pai Gow, the bonus seats turning their cards over;
//  - t14 Mortimer's Fortune Pai Gow Poker on the server's deck, the house way on request;
//  - t17 Pai Gow Poker (Double Hand) by the dealer's entry: an undo, a foul that loses.

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
  await page.screenshot({ path: `${SHOTS}/dealer-pgp-${name}-landscape.png` });
  await page.setViewportSize(PORTRAIT);
  await expect(page.getByTestId("next-action")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dealer-pgp-${name}-portrait.png` });
  await page.setViewportSize(LANDSCAPE);
}

/** The wall at 1920 × 1080: nothing spills out of its panels. */
async function wallShot(display: Page, name: string): Promise<void> {
  const spills = await display.evaluate(() =>
    [...document.querySelectorAll("[data-testid=center], [data-testid=fees], [data-testid=table-panel], [data-testid=wall-pd], [data-testid^=wall-seat-], [data-testid=wall-seats], [data-testid=wall-names], [data-testid=wall-bonus]")]
      .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.getAttribute("data-testid")),
  );
  expect(spills, `panels clipped on the wall (${name})`).toEqual([]);
  expect(await display.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([WALL.width, WALL.height]);
  await display.screenshot({ path: `${SHOTS}/display-pgp-${name}.png`, animations: "disabled" });
}

async function openTablet(page: Page, tableId: string): Promise<void> {
  await page.goto(`/dealer/${tableId}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-table", tableId);
  await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-family", "pai-gow-poker");
}

async function openWall(browser: Browser, baseURL: string, tableId: string): Promise<{ context: BrowserContext; display: Page }> {
  const context = await browser.newContext({ viewport: WALL });
  const display = await context.newPage();
  await signIn(display, baseURL, "floor", "demo-floor");
  const answer = await display.goto(`/display/${tableId}`);
  expect(answer?.status()).toBe(200);
  await expect(display.getByTestId("wall-display")).toHaveAttribute("data-family", "pai-gow-poker");
  await expect(display.getByTestId("connection")).toHaveAttribute("data-state", "live");
  return { context, display };
}

const RANK: Record<string, string> = { A: "Ace", K: "King", Q: "Queen", J: "Jack", T: "10" };
const SUIT: Record<string, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

/**
 * Seven cards on the card pad, one tap each on the grid, the joker by its key, or typed and Enter
 * (`typed`); the seventh sends the hand (as entered, or the house way when asked), unless it fouls.
 */
async function enterSeven(page: Page, cards: string, typed = false): Promise<void> {
  const pad = page.getByTestId("seven-card-pad");
  const list = cards.split(" ");
  for (const [i, card] of list.entries()) {
    await expect(pad).toHaveAttribute("data-count", String(i));
    if (card === "JK") await pad.getByTestId("joker-key").click();
    else if (typed) {
      await page.keyboard.type(card.toLowerCase());
      await page.keyboard.press("Enter");
    } else {
      await pad.getByRole("button", { name: `${RANK[card[0]!] ?? card[0]} of ${SUIT[card[1]!]}`, exact: true }).click();
    }
  }
  if (list.length < 7) await expect(pad).toHaveAttribute("data-count", String(list.length));
}

async function placeWager(page: Page, seat: number, bet: string, amount: string): Promise<void> {
  await page.getByTestId("chip-none").click();
  await page.getByTestId(`spot-${seat}-${bet}`).click();
  const editor = page.getByTestId("wager-editor");
  await expect(editor).toBeVisible();
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
    await expect(nextButton(page)).not.toContainText(/envy-seat|fortune|ace-high|\bgame\b/);
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

/** Brings the table, between hands, to these seats, `pd` banking `bank`, a deck from `source`, through the tablet only. */
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

/** The wall holds only what the table shows: the cards the tablet's wall-side panels show face up, nothing else. */
async function wallShowsNoCard(display: Page): Promise<void> {
  await expect.poll(() => codes(display.getByTestId("wall-display"))).toEqual([]);
}

/** Plays the set-hands or show-cards steps of a server-dealt round: the first seat by taps, the others the house way. */
async function playServerHands(page: Page): Promise<void> {
  for (let guard = 0; guard < 8; guard++) {
    const kind = await step(page);
    if (kind === "set-hands") {
      const picker = page.getByTestId("split-picker");
      if (guard === 0) {
        const cards = picker.getByRole("group").getByRole("button");
        await expect(cards).toHaveCount(7);
        await cards.nth(5).click();
        await cards.nth(6).click();
        await expect(page.getByTestId("split-preview")).toBeVisible();
        await applied(page, () => page.getByTestId("set-split").click());
      } else {
        await applied(page, () => page.getByTestId("set-house-way").click());
      }
    } else if (kind === "show-cards") {
      await applied(page, () => nextButton(page).click());
    } else return;
  }
}

// ------------------------------------------------------------------------------------------------

test("t15 Kings' Fortune Pai Gow Poker by the dealer's entry: the piles, the dice, splits by taps and keys, the house way with the joker, the player-dealer's house way, Envy", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const dealer = dealerOf("t15");
  await signIn(page, baseURL!, dealer.username, dealer.password);
  const { context, display } = await openWall(browser, baseURL!, "t15");
  try {
    await openTablet(page, "t15");
    await expect(page.getByTestId("game-name")).toHaveText("Fortune Pai Gow Poker");
    await prepare(page, { players: { 1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee" }, pd: 1, bank: 50_000, source: "Dealer entry" });
    await expect(page.getByTestId("shoe-status")).toContainText("53 cards left");
    await shots(page, "t15-1-ready");
    await noSeriousA11yViolations(page, "t15 between hands");
    await touchTargets(page);
    await next(page, "Open betting");

    // The game wager and the Fortune Bonus per seat; the player-dealer's seat has no row.
    const grid = page.getByTestId("wager-grid");
    await expect(grid.getByRole("columnheader")).toHaveText(["Seat", "Game wager", /^Fortune Bonus/]);
    await expect(grid.getByRole("rowheader")).toHaveText([/^Seat 2/, /^Seat 3/, /^Seat 4/]);
    await placeWager(page, 2, "game", "50");
    await placeWager(page, 2, "fortune", "5");
    await placeWager(page, 3, "game", "25");
    await placeWager(page, 4, "game", "100");
    await placeWager(page, 4, "fortune", "10");
    await expect(display.getByTestId("wall-seats")).toContainText("Place your bets");
    await shots(page, "t15-2-betting");

    // No more bets: $1 a game wager under $100, $2 from the player-dealer (seed 004 L1926-1930).
    await next(page, "No more bets");
    await expect(page.getByTestId("fee-total")).toHaveText("$5.00");

    // The piles dealt by hand: the pile the player-dealer points at records them and the action pile
    // in one tap; the dice typed: 10 counts to seat 3.
    await expectLabel(page, "The seven piles are dealt");
    await expect(page.getByTestId("next-button")).toHaveCount(0);
    await applied(page, () => page.getByTestId("pile-4").click());
    await expectLabel(page, "Shake the dice");
    await shots(page, "t15-3-dice");
    await touchTargets(page);
    await page.keyboard.type("10");
    await applied(page, () => page.keyboard.press("Enter"));
    await expect(page.getByTestId("dice-total")).toHaveText("10");
    await expect(display.getByTestId("wall-dice")).toHaveAttribute("data-total", "10");
    await expect(display.getByTestId("wall-seat-3")).toContainText("ACTION");
    await expectLabel(page, "Set the hands: seats 3, 4, 2");

    // Seat 3 (the action seat first): seven cards by taps, the aces entered last (in front): a foul as
    // entered, so the hand waits; the front set again by taps, the queen and the ten for the aces.
    await expect(page.getByTestId("set-hands")).toHaveAttribute("data-seat", "3");
    await enterSeven(page, "9S 6C 3D QH TC AS AH");
    await expect(page.getByTestId("split-foul-note")).toContainText("a foul");
    const foulPicker = page.getByTestId("split-picker");
    await foulPicker.getByRole("button", { name: "Ace of spades, in front" }).click();
    await foulPicker.getByRole("button", { name: "Ace of hearts, in front" }).click();
    await foulPicker.getByRole("button", { name: "Queen of hearts" }).click();
    await foulPicker.getByRole("button", { name: "Ten of clubs" }).click();
    await expect(page.getByTestId("split-preview")).toBeVisible();
    // The front set again no longer fouls: the note goes.
    await expect(page.getByTestId("split-foul-note")).toHaveCount(0);
    await shots(page, "t15-4-split");
    await noSeriousA11yViolations(page, "t15 split");
    await touchTargets(page);
    await applied(page, () => page.getByTestId("set-split").click());
    await expect(page.getByTestId("seat-hand-3")).toHaveAttribute("data-state", "set");

    // Seat 4 asks for the house way (tapped first): the cards typed, the joker by its key; the seventh sets it.
    await expect(page.getByTestId("set-hands")).toHaveAttribute("data-seat", "4");
    await page.getByTestId("ask-house-way").click();
    await expect(page.getByTestId("set-hands")).toContainText("The seventh card sets the hand the house way.");
    await enterSeven(page, "JS JH 5D 5C", true);
    await page.getByTestId("joker-key").click();
    await page.keyboard.type("9h");
    await page.keyboard.press("Enter");
    await page.keyboard.type("2c");
    await applied(page, () => page.keyboard.press("Enter"));
    const hand4 = page.getByTestId("seat-hand-4");
    await expect(hand4).toContainText("the house way");
    // As the house way would set it: JS JH 5D 5C 2C behind, JK 9H in front.
    await expect.poll(() => codes(hand4.getByRole("list", { name: "Five-card hand, behind" }))).toEqual(["2C", "5C", "5D", "JH", "JS"]);
    await expect.poll(() => codes(hand4.getByRole("list", { name: "Two-card hand, in front" }))).toEqual(["9H", "JK"]);

    // Seat 2: five behind, two in front; the seventh card sets the hand as entered.
    await enterSeven(page, "7S 7H 7D 7C 4H QS JD");
    await expect(page.getByTestId("seat-hand-2")).toHaveAttribute("data-state", "set");
    await expect(page.getByTestId("seat-hand-2")).toContainText("as the player set it");
    // The hands are set face down: nothing of them on the wall.
    await wallShowsNoCard(display);
    await expect(display.getByTestId("wall-seat-2")).toHaveAttribute("data-show", "set-face-down");
    await wallShot(display, "t15-set");

    // The player-dealer's hand, entered as it is turned over, set the house way on its seventh card.
    await expectLabel(page, "Turn over the player-dealer's hand");
    await enterSeven(page, "KS KH 9D 8D 5S 3H 2D", true);
    await expect(page.getByTestId("pd-names")).toHaveText("Pair of Kings behind · Nine-Eight in front");
    await expect(page.getByTestId("pd-house-way")).toContainText("seed 004 L881");
    await expect.poll(() => codes(display.getByTestId("wall-pd"))).toEqual(["2D", "3H", "5S", "8D", "9D", "KH", "KS"]);

    // Settle: every hand wins; seat 2's four sevens pay 20 to 1; seat 4's Envy button $5 for them.
    await next(page, "Settle the round");
    const lines = page.getByTestId("settlement-line");
    await expect(lines).toHaveCount(6);
    await expect(lines.filter({ hasText: "Envy Bonus (seat 2's hand)" })).toContainText("Pay $5.00");
    await expect(lines.filter({ hasText: "Fortune Bonus" }).first()).toContainText("Collect $10.00");
    await expect(page.getByTestId("bank-after")).toHaveText("$230.00");
    await expect(display.getByTestId("wall-seat-2")).toHaveAttribute("data-outcome", "win");
    await expect(display.getByTestId("wall-seat-2").getByTestId("wall-bonus").locator("[data-outcome]")).toHaveText(["Fortune wins"]);
    await expect(display.getByTestId("wall-seat-4").getByTestId("wall-bonus").locator("[data-outcome]")).toHaveText(["Fortune loses", "Envy $5 wins"]);
    await expect(display.getByTestId("wall-seat-4").getByTestId("wall-bonus").locator("[data-outcome=lose]")).toHaveText("Fortune loses");
    await expect(display.getByTestId("wall-envy")).toHaveText("Envy: seat 4");
    await expect(display.getByTestId("result-counts")).toHaveText("3 win");
    expect(await codes(display.getByTestId("wall-seat-2"))).toEqual(["4H", "7C", "7D", "7H", "7S", "JD", "QS"]);
    await shots(page, "t15-5-settlement");
    await noSeriousA11yViolations(page, "t15 settlement");
    await wallShot(display, "t15-settlement");
    await noSeriousA11yViolations(display, "t15 wall");
    await walkSettlement(page);
    await next(page, "Finish the round");
    await expect(page.getByTestId("last-bank-after")).toHaveText("$230.00");
    await expect(page.getByTestId("last-result")).toHaveCount(3);
    await shots(page, "t15-6-after");
    await wallShot(display, "t15-after");
  } finally {
    await context.close();
  }
});

test("t16 Face Up Pai Gow Poker on the server's deck: the player-dealer's hand first, then the splits or the Pai Gow", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const dealer = dealerOf("t16");
  await signIn(page, baseURL!, dealer.username, dealer.password);
  const { context, display } = await openWall(browser, baseURL!, "t16");
  try {
    await openTablet(page, "t16");
    await prepare(page, { players: { 1: "Ann", 2: "Bob", 3: "Cy" }, pd: 1, bank: 100_000, source: "Server shoe" });
    await next(page, "Open betting");
    await expect(page.getByTestId("wager-grid").getByRole("columnheader")).toHaveText(["Seat", "Game wager", /^Fortune Bonus/, /^Ace-High Bonus/]);
    await placeWager(page, 2, "game", "20");
    await placeWager(page, 2, "fortune", "5");
    await placeWager(page, 2, "ace-high", "5");
    await placeWager(page, 3, "game", "20");
    await next(page, "No more bets");
    // The room's own option (the filing prints none): $1 a game wager spot, $2 from the player-dealer.
    await expect(page.getByTestId("fee-total")).toHaveText("$4.00");
    await next(page, "Deal the seven piles");
    await wallShowsNoCard(display);
    await applied(page, () => page.getByTestId("pile-2").click());
    await applied(page, () => page.getByTestId("dice-12").click());
    // Face Up: the player-dealer's hand is turned over and set before any player sets (seed 004 L1598).
    await next(page, "Turn over the player-dealer's hand");
    await expect.poll(async () => (await codes(display.getByTestId("wall-pd"))).length).toBe(7);
    await wallShot(display, "t16-player-dealer");
    await shots(page, "t16-1-after-player-dealer");
    await playServerHands(page);
    await next(page, "Settle the round");
    await expect(page.getByTestId("settlement")).toBeVisible();
    await wallShot(display, "t16-settlement");
    await walkSettlement(page);
    await next(page, "Finish the round");
    await shots(page, "t16-2-after");
  } finally {
    await context.close();
  }
});

test("t14 Mortimer's Fortune Pai Gow Poker on the server's deck: the house way on request", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const dealer = dealerOf("t14");
  await signIn(page, baseURL!, dealer.username, dealer.password);
  const { context, display } = await openWall(browser, baseURL!, "t14");
  try {
    await openTablet(page, "t14");
    await prepare(page, { players: { 1: "Ann", 2: "Bob", 5: "Eve" }, pd: 2, bank: 20_000, source: "Server shoe" });
    await next(page, "Open betting");
    await placeWager(page, 1, "game", "20");
    await placeWager(page, 1, "fortune", "10");
    await placeWager(page, 5, "game", "40");
    await next(page, "No more bets");
    await next(page, "Deal the seven piles");
    await applied(page, () => page.getByTestId("pile-7").click());
    await applied(page, () => page.getByTestId("dice-3").click());
    // The server dealt the piles: each seat's seven cards are on the tablet to tap, never on the wall.
    await expect(page.getByTestId("split-picker").getByRole("group").getByRole("button")).toHaveCount(7);
    await wallShowsNoCard(display);
    await playServerHands(page);
    await next(page, "Turn over the player-dealer's hand");
    await expect(page.getByTestId("pd-house-way")).toContainText("seed 004 L");
    await next(page, "Settle the round");
    await wallShot(display, "t14-settlement");
    await walkSettlement(page);
    await next(page, "Finish the round");
  } finally {
    await context.close();
  }
});

test("t17 Pai Gow Poker (Double Hand) by the dealer's entry: an undo, the house way, a foul that loses", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const dealer = dealerOf("t17");
  await signIn(page, baseURL!, dealer.username, dealer.password);
  const { context, display } = await openWall(browser, baseURL!, "t17");
  try {
    await openTablet(page, "t17");
    await prepare(page, { players: { 1: "Ann", 2: "Bob", 3: "Cy" }, pd: 2, bank: 20_000, source: "Dealer entry" });
    await next(page, "Open betting");
    await expect(page.getByTestId("wager-grid").getByRole("columnheader")).toHaveText(["Seat", "Game wager"]);
    await placeWager(page, 1, "game", "10");
    await placeWager(page, 3, "game", "20");
    await next(page, "No more bets");
    await expectLabel(page, "The seven piles are dealt");
    await applied(page, () => page.getByTestId("pile-1").click());
    // Dice 14 count to seat 1 at this table (the player-dealer at seat 2 is 1, 8 and 15).
    await applied(page, () => page.getByTestId("dice-14").click());
    await expect(page.getByTestId("set-hands")).toHaveAttribute("data-seat", "1");
    // The seventh card sets the hand as entered.
    await enterSeven(page, "QS QH 8C 6C 4S 3S 2H", true);
    // A mis-keyed split: taken back, then set the house way (asked before the cards).
    await expect(page.getByTestId("undo-step")).toHaveText("Undo: seat 1's hand");
    await expect(page.getByTestId("seat-hand-1")).toHaveAttribute("data-state", "set");
    await applied(page, () => page.getByTestId("undo-step").click());
    await page.getByTestId("ask-house-way").click();
    await enterSeven(page, "QS QH 8C 6C 4S 3S 2H", true);
    await expect(page.getByTestId("seat-hand-1")).toContainText("the house way");
    // Seat 3 sets a pair of fours in front of an ace-high hand: a foul as entered waits for the
    // dealer, who checks it with the player and sets it: a foul, which loses.
    await enterSeven(page, "AC JC 9H 6D 5C 4D 4C");
    await expect(page.getByTestId("split-foul-note")).toContainText("check with seat 3");
    await applied(page, () => page.getByTestId("set-split").click());
    await expect(page.getByTestId("seat-hand-3")).toContainText("Foul");
    await enterSeven(page, "KS KH 9D 8D 5S 3H 2D");
    await next(page, "Settle the round");
    const lines = page.getByTestId("settlement-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText("Collect $10.00");
    await expect(lines.nth(1)).toContainText("Collect $20.00");
    await expect(display.getByTestId("wall-seat-3").getByTestId("wall-bonus").locator("[data-outcome=foul]")).toBeVisible();
    await wallShot(display, "t17-settlement");
    await shots(page, "t17-settlement");
    await walkSettlement(page);
    await next(page, "Finish the round");
    await expect(page.getByTestId("last-bank-after")).toHaveText("$230.00");
  } finally {
    await context.close();
  }
});
