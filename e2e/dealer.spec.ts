import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signIn, noSeriousA11yViolations, applied, nextButton, next, money, keyName } from "./tablet-kit";
import { ROOM_ENTERED_OPTION } from "./busy-night-kit";

// The dealer tablet (/dealer/<table>) on a 10-inch tablet, both ways up, driven only through its
// screen: full rounds of Fortune 7 (cards by taps and by keyboard, an undo), EZ Baccarat (the
// server's shoe, the bank rotation to a broken game and back) and 21st Century Baccarat 5.0 (the
// hole card face down unread, the late tie window, check and expose, hit-or-stand choices).
// Meanwhile the table's wall display and the floor dashboard are open in another browser context.
//
// Tables: t1 (Fortune 7, which no other spec plays) and two tables the admin creates here, copies of
// the demo floor's EZ Baccarat and 21st Century tables, so the specs that play t2, t3 and t6 find
// them as seeded whatever the order the files run in.


const SHOTS = "e2e/screenshots";
const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };
test.use({ viewport: LANDSCAPE });

const OWN_TABLES = {
  ez: { id: "dealer-ez", name: "Table D2 · EZ Baccarat", gameId: "ez-baccarat", feeScheduleId: "ez-baccarat" },
  c21: { id: "dealer-21c", name: "Table D3 · 21st Century", gameId: "21st-century-baccarat-5", feeScheduleId: "21st-century-baccarat" },
} as const;

/** A copy of the demo floor's t4: Mortimer's EZ Baccarat Panda 8 under Mortimer's printed schedule, option 1 ($5-$1,000). */
const PANDA8_TABLE = {
  id: "dealer-p8",
  name: "Table D4 · Panda 8",
  gameId: "ez-baccarat-panda-8-mortimers",
  feeScheduleId: "ez-baccarat-panda-8-mortimers",
  feeOptionId: "1",
  feeOptionData: null,
  minWagerCents: 500,
  maxWagerCents: 100_000,
} as const;

// ------------------------------------------------------------------------------------------------
// Helpers

/** The admin creates one of this spec's tables (a copy of a demo table) and puts the demo dealer 1 on it. */
async function ensureOwnTable(
  browser: Browser,
  baseURL: string,
  table: { id: string; name: string; gameId: string; feeScheduleId: string } & Partial<{ feeOptionId: string; feeOptionData: unknown; minWagerCents: number; maxWagerCents: number }>,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, baseURL, "admin", "demo-admin");
    const created = await page.request.post("/api/admin/tables", {
      headers: { origin: baseURL },
      data: {
        id: table.id,
        name: table.name,
        gameId: table.gameId,
        seats: 8,
        gameOptions: {},
        rulesVersion: "1",
        minWagerCents: table.minWagerCents ?? 500,
        maxWagerCents: table.maxWagerCents ?? 10_000,
        bettingSeconds: null,
        decks: null,
        feeScheduleId: table.feeScheduleId,
        feeOptionId: table.feeOptionId ?? "A",
        feeOptionData: table.feeOptionData === undefined ? ROOM_ENTERED_OPTION : table.feeOptionData,
      },
    });
    expect([201, 409], `create ${table.id}: ${await created.text()}`).toContain(created.status());
    const assigned = await page.request.post("/api/auth/assignments", { headers: { origin: baseURL }, data: { staffId: "demo-dealer1", tableId: table.id } });
    expect([201, 409], `assign dealer1 to ${table.id}: ${await assigned.text()}`).toContain(assigned.status());
  } finally {
    await context.close();
  }
}

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

/** The tablet in landscape, then portrait, then back. */
async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/dealer-${name}-landscape.png` });
  await page.setViewportSize(PORTRAIT);
  await expect(page.getByTestId("next-action")).toBeVisible();
  // Portrait stacks the next action over the table: the table follows right under it (no band of empty felt).
  const nextBox = (await page.getByTestId("next-action").boundingBox())!;
  const tableBox = (await page.getByTestId("phase-content").boundingBox())!;
  expect(tableBox.y - (nextBox.y + nextBox.height), "gap under the next action in portrait").toBeLessThanOrEqual(24);
  await page.screenshot({ path: `${SHOTS}/dealer-${name}-portrait.png` });
  await page.setViewportSize(LANDSCAPE);
}

async function openTablet(page: Page, tableId: string): Promise<void> {
  await page.goto(`/dealer/${tableId}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-table", tableId);
}

async function seatPlayers(page: Page, players: Record<number, string>): Promise<void> {
  for (const [seat, name] of Object.entries(players)) {
    await page.getByTestId(`seat-${seat}`).click();
    await page.getByLabel(`Player's name for seat ${seat}`).fill(name);
    await applied(page, () => page.getByRole("button", { name: `Seat ${name} in seat ${seat}` }).click());
    await expect(page.getByTestId(`seat-${seat}`)).toHaveAttribute("data-occupied", "true");
  }
}

/** Opens the spot's amount entry and places the wager. */
async function placeWager(page: Page, seat: number, bet: string, dollars: string, options: { backline?: string } = {}): Promise<void> {
  await page.getByTestId("chip-none").click();
  await page.getByTestId(`spot-${seat}-${bet}`).click();
  const editor = page.getByTestId("wager-editor");
  await expect(editor).toBeVisible();
  if (options.backline !== undefined) {
    await editor.getByRole("button", { name: "Backline bettor" }).click();
    await editor.getByLabel(/Backline bettor's name/).fill(options.backline);
  }
  await editor.getByLabel("Amount in dollars").fill(dollars);
  await expect(editor.getByTestId("wager-check")).toHaveAttribute("data-ok", "true");
  await applied(page, () => editor.getByTestId("place-wager").click());
  await expect(editor).toHaveCount(0);
}

/** A card by one tap on the pad's grid. */
async function tapCard(page: Page, rank: string, suit: "Spades" | "Hearts" | "Diamonds" | "Clubs"): Promise<void> {
  const pad = page.getByTestId("card-pad");
  await applied(page, () => pad.getByRole("button", { name: keyName(rank, suit), exact: true }).click());
}

/** A card typed on the keyboard ("3d", "10h"), confirmed with Enter. */
async function typeCard(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await expect(page.getByTestId("card-draft")).toContainText("press Enter");
  await applied(page, () => page.keyboard.press("Enter"));
}

async function cards(page: Page, side: "player" | "banker"): Promise<string[]> {
  return page.getByTestId(`hand-${side}`).locator("li[data-card], li[data-face-down]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? "face-down"));
}

/** The floor dashboard and the table's wall display, open at the same time as the tablet (floor supervisor's browser). */
async function openWatchers(browser: Browser, baseURL: string, tableId: string): Promise<{ context: BrowserContext; floor: Page; display: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const floor = await context.newPage();
  await signIn(floor, baseURL, "floor", "demo-floor");
  const floorAnswer = await floor.goto("/floor");
  expect(floorAnswer?.status()).toBe(200);
  await expect(floor.getByTestId(`table-card-${tableId}`)).toBeVisible();
  const display = await context.newPage();
  const displayAnswer = await display.goto(`/display/${tableId}`);
  expect(displayAnswer?.status()).toBe(200);
  await expect(display.getByTestId("hand-number")).toBeVisible();
  return { context, floor, display };
}

/** The wall and the floor show the hand the tablet just finished. */
async function watchersFollow(w: { floor: Page; display: Page }, tableId: string, hand: number, winner: string): Promise<void> {
  await expect(w.display.getByTestId("hand-number")).toHaveAttribute("data-hand", String(hand));
  await expect(w.display.getByTestId("result")).toHaveAttribute("data-winner", winner);
  await expect(w.floor.getByTestId(`hand-number-${tableId}`)).toHaveText(`#${hand}`);
}

/** Walks the settlement with the big button, line by line, checking each line's bank-after against the header. */
async function walkSettlement(page: Page): Promise<number> {
  const lines = page.getByTestId("settlement-line");
  const count = await lines.count();
  for (let i = 0; i < count; i++) {
    const line = lines.nth(i);
    await expect(line).toHaveAttribute("data-state", "current");
    await expect(line).toHaveAttribute("aria-current", "step");
    const bankAfter = (await line.getByTestId("line-bank-after").innerText()).trim();
    await expect(nextButton(page)).toContainText(/^(Pay|Collect|Push|Bank exhausted)/);
    await applied(page, () => nextButton(page).click());
    await expect(line).toHaveAttribute("data-state", "done");
    await expect(page.getByTestId("settled-count")).toHaveText(`${i + 1} of ${count} lines done`);
    if (i === count - 1) await expect(page.getByTestId("bank-after")).toHaveText(bankAfter);
  }
  return count;
}

// ------------------------------------------------------------------------------------------------

test("t1 Fortune 7: seat, rotate the bank, shoe, wagers with limits, fees, cards by taps and keyboard with an undo, settlement", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await signIn(page, baseURL!, "dealer1", "demo-dealer1");
  const watchers = await openWatchers(browser, baseURL!, "t1");
  try {
    await openTablet(page, "t1");
    await expect(page).toHaveTitle(/^Dealer · Table 1 · Fortune 7 · /);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Table 1 · Fortune 7");
    await expect(page.getByTestId("game-name")).toHaveText("Fortune 7 Baccarat");
    await expect(page.getByTestId("limits")).toHaveText("$5.00–$100.00");
    await expect(page.getByTestId("hand-number")).toHaveText("#0");
    await expect(page.getByTestId("next-label")).toHaveText("Seat the players");
    await shots(page, "f7-1-empty");
    await noSeriousA11yViolations(page, "empty table");

    // Seats, then the bank offered clockwise from seat 1: seats 1 and 2 decline, seat 3 banks $500.
    await seatPlayers(page, { 1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee" });
    await next(page, "Offer the bank");
    const offer = page.getByTestId("offer");
    await expect(page.getByTestId("next-label")).toHaveText("Seat 1: bank or pass?");
    await expect(offer).toContainText("Offer the bank to Seat 1 (Ann)");
    await expect(page.getByTestId("seat-1")).toContainText("Offered the bank");
    await applied(page, () => offer.getByRole("button", { name: "Seat 1 declines" }).click());
    await expect(offer).toContainText("Offer the bank to Seat 2 (Bob)");
    await expect(page.getByTestId("declined")).toContainText("Seat 1 (Ann)");
    await shots(page, "f7-2-bank-offer");
    await applied(page, () => offer.getByRole("button", { name: "Seat 2 declines" }).click());
    await expect(offer).toContainText("Offer the bank to Seat 3 (Cy)");
    await offer.getByLabel("Bank posted by seat 3, in dollars").fill("500");
    await applied(page, () => offer.getByRole("button", { name: "Seat 3 banks $500.00" }).click());
    await expect(page.getByTestId("player-dealer")).toHaveText("Seat 3 (Cy)");
    await expect(page.getByTestId("bank")).toHaveText("$500.00");
    await expect(page.getByTestId("bank-hand")).toHaveText("Next: 1st bank hand");

    // A hand-dealt shoe.
    await expect(page.getByTestId("next-label")).toHaveText("Start a shoe");
    const shoe = page.getByTestId("start-shoe");
    await shoe.getByRole("button", { name: "Dealer entry" }).click();
    await expect(shoe).toContainText("8 decks, as filed for this game.");
    await applied(page, () => shoe.getByRole("button", { name: "Start the shoe" }).click());
    await expect(page.getByTestId("shoe-status")).toContainText("Dealer entry · 416 cards left");
    await shots(page, "f7-3-ready");
    await touchTargets(page);
    await next(page, "Open betting");
    await expect(page.getByTestId("hand-number")).toHaveText("#1");
    await expect(page.getByTestId("bank-hand")).toHaveText("1st bank hand");

    // Wagers: the player-dealer's seat has no row; the limits hold as the dealer types.
    const grid = page.getByTestId("wager-grid");
    await expect(grid.getByRole("rowheader")).toHaveText(["Seat 1 (Ann)", "Seat 2 (Bob)", "Seat 4 (Dee)"]);
    await placeWager(page, 1, "player", "20");
    await placeWager(page, 2, "banker", "10");
    await page.getByTestId("chip-none").click();
    await page.getByTestId("spot-2-banker").click();
    const editor = page.getByTestId("wager-editor");
    await editor.getByRole("button", { name: "Backline bettor" }).click();
    const amount = editor.getByLabel("Amount in dollars");
    await amount.fill("95");
    await expect(editor.getByTestId("wager-check")).toHaveText("Over the spot limit: $10.00 is already there, at most $90.00 more.");
    await expect(editor.getByTestId("place-wager")).toBeDisabled();
    await amount.fill("2");
    await expect(editor.getByTestId("wager-check")).toHaveText("Below the table minimum of $5.00.");
    await amount.fill("ten");
    await expect(editor.getByTestId("wager-check")).toHaveText("Type dollars and cents, e.g. 25 or 12.50.");
    await expect(editor.getByTestId("spot-room")).toContainText("Room left: $90.00");
    await editor.getByRole("button", { name: "Maximum: $90.00" }).click();
    await expect(amount).toHaveValue("90");
    await expect(editor.getByTestId("place-wager")).toHaveText("Place $90.00");
    await expect(editor.getByTestId("place-wager")).toBeInViewport();
    await shots(page, "f7-4-wager-entry");
    await noSeriousA11yViolations(page, "wager entry");
    await touchTargets(page);
    await editor.getByRole("button", { name: "Close" }).click();

    await placeWager(page, 2, "fortune7", "5");
    await placeWager(page, 4, "player", "10");
    await placeWager(page, 4, "banker", "30", { backline: "Lee" });
    await expect(page.getByTestId("spot-4-banker")).toContainText("+$30.00 backline");
    // The server's refusal, in its words: a bonus without the bettor's line wager.
    await page.getByTestId("chip-none").click();
    await page.getByTestId("spot-1-one-up").click();
    await expect(page.getByTestId("wager-warning")).toHaveCount(0);
    await page.getByTestId("wager-editor").getByRole("button", { name: "Backline bettor" }).click();
    await expect(page.getByTestId("wager-warning")).toContainText("needs this bettor's Player line or Banker line wager first");
    await page.getByTestId("wager-editor").getByLabel("Amount in dollars").fill("5");
    // The screen already says why it would be refused: Place waits (issue 14 item 12), nothing is sent.
    await expect(page.getByTestId("wager-editor").getByTestId("place-wager")).toBeDisabled();
    await expect(page.getByTestId("error")).toHaveCount(0);
    await page.getByTestId("wager-editor").getByRole("button", { name: "Close" }).click();
    // A wager taken back during betting.
    await placeWager(page, 1, "tie", "5");
    const wagers = page.getByTestId("wager-list");
    await expect(wagers.getByTestId("wager")).toHaveCount(6);
    await applied(page, () => wagers.getByRole("button", { name: "Remove Seat 1 Tie Bet $5.00" }).click());
    await expect(wagers.getByTestId("wager")).toHaveCount(5);
    await expect(wagers.getByRole("heading")).toHaveText("Wagers on the table: 5 · $75.00");
    await shots(page, "f7-5-betting");

    // No more bets: the fees to drop, from whom, by which rule.
    await next(page, "No more bets");
    const fees = page.getByTestId("fees");
    // Option 3: $1 per game-wager spot (the seated player and the backline bettor each), $2 from the player-dealer.
    const feeLines = fees.getByTestId("fee-line");
    await expect(feeLines).toHaveCount(5);
    await expect(feeLines.filter({ hasText: "Player-dealer, Seat 3 (Cy)" })).toContainText("$2.00");
    await expect(feeLines.filter({ hasText: "player-dealer per hand" })).toHaveCount(1);
    for (const payer of ["Seat 1 (Ann)", "Seat 2 (Bob)", "Seat 4 (Dee)", "Seat 4 backline (Lee)"]) {
      await expect(feeLines.filter({ has: page.getByRole("cell", { name: payer, exact: true }) })).toContainText("$1.00per betting spot (game wagers): $1.00");
    }
    await expect(page.getByTestId("fee-total")).toHaveText("$6.00");
    await expect(page.getByTestId("next-label")).toHaveText("Card 1 to Player");
    await shots(page, "f7-6-fees");

    // Cards: two taps each, then the keyboard; a wrong card taken back with Backspace.
    await tapCard(page, "Two", "Spades");
    await tapCard(page, "King", "Hearts");
    expect(await cards(page, "player")).toEqual(["2S"]);
    expect(await cards(page, "banker")).toEqual(["KH"]);
    await typeCard(page, "3d");
    await typeCard(page, "9c");
    expect(await cards(page, "banker")).toEqual(["KH", "9C"]);
    await expect(page.getByTestId("undo-card")).toBeVisible();
    await applied(page, () => page.keyboard.press("Backspace"));
    expect(await cards(page, "banker")).toEqual(["KH"]);
    await expect(page.getByTestId("next-label")).toHaveText("Card 2 to Banker");
    await typeCard(page, "5c");
    await expect(page.getByTestId("next-label")).toHaveText("Card 3 to Player");
    await expect(page.getByTestId("total-player")).toHaveAttribute("data-total", "5");
    await shots(page, "f7-7-dealing");
    await noSeriousA11yViolations(page, "card entry");
    await touchTargets(page);
    // The undo button too: a ten typed as "10h", taken back, then the right card.
    await typeCard(page, "10h");
    await applied(page, () => page.getByTestId("undo-card").click());
    await typeCard(page, "4h");
    await tapCard(page, "Two", "Diamonds");
    expect(await cards(page, "player")).toEqual(["2S", "3D", "4H"]);
    expect(await cards(page, "banker")).toEqual(["KH", "5C", "2D"]);
    await expect(page.getByTestId("total-player")).toHaveAttribute("data-total", "9");
    await expect(page.getByTestId("total-banker")).toHaveAttribute("data-total", "7");

    // The settlement walk: Player 9 beats Banker 7.
    await next(page, "Settle the round");
    const settlement = page.getByTestId("settlement");
    await expect(settlement.getByTestId("settlement-line")).toHaveCount(5);
    await expect(page.getByTestId("hand-player")).toContainText("Wins");
    await expect(settlement.getByTestId("settlement-line").filter({ hasText: "Seat 1" })).toContainText("Pay $20.00");
    await expect(settlement.getByTestId("settlement-line").filter({ hasText: "Fortune 7" })).toContainText("Collect $5.00");
    await expect(settlement.getByTestId("settlement-line").filter({ hasText: "Seat 4 backline" })).toContainText("Collect $30.00");
    await expect(settlement.getByTestId("action-seat")).toContainText("seat");
    await expect(page.getByTestId("bank-after")).toHaveText("$515.00");
    await shots(page, "f7-8-settlement");
    await noSeriousA11yViolations(page, "settlement");
    await touchTargets(page);
    await walkSettlement(page);
    await shots(page, "f7-9-settled");
    await next(page, "Finish the round");
    await expect(page.getByTestId("bank")).toHaveText("$515.00");
    await expect(page.getByTestId("last-result")).toHaveAttribute("data-winner", "player");
    await expect(page.getByTestId("bank-hand")).toHaveText("Next: 2nd bank hand");
    await expect(page.getByTestId("bank-hand-note")).toContainText("their 2nd bank hand; after it the bank is offered on clockwise");
    await watchersFollow(watchers, "t1", 1, "player");
    await shots(page, "f7-10-next-hand");
  } finally {
    await watchers.context.close();
  }
});

test("EZ Baccarat on the server's shoe: burn, draws by the big button, two bank hands, the bank offered on, a broken game, pass the bank, end the shoe", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const table = OWN_TABLES.ez;
  await ensureOwnTable(browser, baseURL!, table);
  await signIn(page, baseURL!, "dealer1", "demo-dealer1");
  const watchers = await openWatchers(browser, baseURL!, table.id);
  // The tablet's socket, with a switch that slows what it sends (a slow link).
  let slow = false;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (slow) setTimeout(() => server.send(message), 800);
      else server.send(message);
    });
  });
  try {
    await openTablet(page, table.id);
    await expect(page.getByTestId("game-name")).toHaveText("EZ Baccarat");
    await seatPlayers(page, { 1: "Ana", 2: "Ben", 3: "Cat" });
    await next(page, "Offer the bank");
    await page.getByTestId("offer").getByLabel("Bank posted by seat 1, in dollars").fill("1000");
    await applied(page, () => page.getByTestId("offer").getByRole("button", { name: "Seat 1 banks $1,000.00" }).click());
    const shoe = page.getByTestId("start-shoe");
    await shoe.getByRole("button", { name: "Server shoe" }).click();
    await shoe.getByLabel("Decks").selectOption("8");
    await applied(page, () => shoe.getByRole("button", { name: "Start the shoe" }).click());
    await expect(page.getByTestId("shoe-status")).toContainText("Server's shuffled shoe");
    const before = Number((await page.getByTestId("shoe-status").innerText()).match(/(\d+) cards left/)![1]);
    await applied(page, () => page.getByTestId("shoe").getByRole("button", { name: "Burn cards" }).click());
    const afterBurn = Number((await page.getByTestId("shoe-status").innerText()).match(/(\d+) cards left/)![1]);
    expect(afterBurn).toBeLessThan(before);

    let bank = 100_000;
    for (const hand of [1, 2]) {
      await next(page, "Open betting");
      await expect(page.getByTestId("bank-hand")).toHaveText(hand === 1 ? "1st bank hand" : "2nd bank hand");
      await placeWager(page, 2, "banker", "25");
      await placeWager(page, 3, "player", "20");
      if (hand === 1) await placeWager(page, 3, "dragon7", "5");
      await next(page, "No more bets");
      // $1 for each of the two game-wager spots, $2 from the player-dealer.
      await expect(page.getByTestId("fee-total")).toHaveText("$4.00");
      await expect(page.getByTestId("fees").getByTestId("fee-line")).toHaveCount(3);
      if (hand === 1) {
        // A double tap on a slow link: the big button shows its progress, and one card is drawn, not two.
        await expect(nextButton(page)).toHaveText("Draw 1 to Player");
        slow = true;
        await nextButton(page).dblclick();
        await expect(nextButton(page)).toHaveAttribute("aria-busy", "true");
        await page.screenshot({ path: `${SHOTS}/dealer-ez-0-pending-landscape.png` });
        slow = false;
        await expect(nextButton(page)).toHaveText("Draw 1 to Banker");
        await page.waitForTimeout(1_000);
        expect(await cards(page, "player")).toHaveLength(1);
        expect(await cards(page, "banker")).toHaveLength(0);
      }
      for (let i = 0; i < 6; i++) {
        const label = (await nextButton(page).innerText()).trim();
        if (!label.startsWith("Draw")) break;
        await expect(page.getByTestId("undo-card")).toHaveCount(0);
        await applied(page, () => nextButton(page).click());
        if (hand === 1 && i === 0) await shots(page, "ez-1-server-draw");
      }
      const dealt = (await cards(page, "player")).length + (await cards(page, "banker")).length;
      expect(dealt).toBeGreaterThanOrEqual(4);
      await next(page, "Settle the round");
      const bankBefore = money(await page.getByTestId("bank").innerText());
      const lines = page.getByTestId("settlement-line");
      await expect(lines).toHaveCount(hand === 1 ? 3 : 2);
      const finalBank = (await page.getByTestId("bank-after").innerText()).trim();
      if (hand === 1) {
        await shots(page, "ez-2-settlement");
        await walkSettlement(page);
        await next(page, "Finish the round");
      } else {
        // The panel's one button: both lines settled and the round finished in one tap, as it says.
        await expect(page.getByTestId("all-paid")).toHaveText("All 2 lines are settled: finish the round");
        await applied(page, () => page.getByTestId("all-paid").click());
      }
      await expect(page.getByTestId("last-bank-after")).toHaveText(finalBank);
      // After the 2nd bank hand the bank is taken down and offered on.
      await expect(page.getByTestId("bank")).toHaveText(hand === 1 ? finalBank : "—");
      expect(bankBefore).toBe(bank);
      bank = money(finalBank);
      const winner = await page.getByTestId("last-result").getAttribute("data-winner");
      await watchersFollow(watchers, table.id, hand, winner!);
    }

    // Two hands banked: the bank goes round from seat 2; seats 2 and 3 decline and seat 1 may not bank a third: broken.
    const offer = page.getByTestId("offer");
    await expect(offer).toContainText("Offer the bank to Seat 2 (Ben)");
    await expect(page.getByTestId("player-dealer")).toHaveText("Offered to seat 2");
    await shots(page, "ez-3-bank-offered-on");
    await applied(page, () => offer.getByRole("button", { name: "Seat 2 declines" }).click());
    await applied(page, () => offer.getByRole("button", { name: "Seat 3 declines" }).click());
    await expect(page.getByTestId("game-broken")).toContainText("Game broken");
    await expect(page.getByTestId("player-dealer")).toHaveText("Game broken");
    await expect(nextButton(page)).toHaveText("Offer the bank again");
    await shots(page, "ez-4-game-broken");
    await next(page, "Offer the bank again");
    await expect(offer).toContainText("Offer the bank to Seat 2 (Ben)");
    await offer.getByLabel("Bank posted by seat 2, in dollars").fill("800");
    await applied(page, () => offer.getByRole("button", { name: "Seat 2 banks $800.00" }).click());
    await expect(page.getByTestId("bank")).toHaveText("$800.00");
    // A top-up between hands, then the player-dealer gives the bank up.
    await page.getByTestId("top-up").getByLabel(/Post or top up the bank/).fill("900");
    await applied(page, () => page.getByTestId("top-up").getByRole("button", { name: "Post the bank: $900.00" }).click());
    await expect(page.getByTestId("bank")).toHaveText("$900.00");
    await applied(page, () => page.getByRole("button", { name: "Seat 2 (Ben) passes the bank" }).click());
    await expect(offer).toContainText("Offer the bank to Seat 3 (Cat)");
    await offer.getByLabel("Bank posted by seat 3, in dollars").fill("600");
    await applied(page, () => offer.getByRole("button", { name: "Seat 3 banks $600.00" }).click());
    await expect(page.getByTestId("player-dealer")).toHaveText("Seat 3 (Cat)");
    // End the shoe, with a confirmation.
    await page.getByTestId("shoe").getByRole("button", { name: "End the shoe" }).click();
    await applied(page, () => page.getByTestId("shoe").getByRole("button", { name: "Yes, end this shoe" }).click());
    await expect(page.getByTestId("next-label")).toHaveText("Start a shoe");
    await noSeriousA11yViolations(page, "between shoes");
  } finally {
    await watchers.context.close();
  }
});

test("21st Century Baccarat 5.0: hole card face down unread, late tie, check with the card, hit-or-stand on a Player 5, expose, settlement", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const table = OWN_TABLES.c21;
  await ensureOwnTable(browser, baseURL!, table);
  await signIn(page, baseURL!, "dealer1", "demo-dealer1");
  const watchers = await openWatchers(browser, baseURL!, table.id);
  try {
    await openTablet(page, table.id);
    await expect(page.getByTestId("game-name")).toHaveText("21st Century Baccarat 5.0");
    await seatPlayers(page, { 1: "Amy", 2: "Bo", 3: "Cal", 4: "Dot" });
    // The offer starts from the seat the dealer picks.
    await page.getByTestId("bank-panel").getByLabel("Offer first to").selectOption("4");
    await applied(page, () => page.getByRole("button", { name: "Offer the bank from seat 4" }).click());
    await page.getByTestId("offer").getByLabel("Bank posted by seat 4, in dollars").fill("1,000");
    await applied(page, () => page.getByTestId("offer").getByRole("button", { name: "Seat 4 banks $1,000.00" }).click());
    const shoe = page.getByTestId("start-shoe");
    await shoe.getByRole("button", { name: "Dealer entry" }).click();
    await shoe.getByLabel("Decks").selectOption("6");
    await applied(page, () => shoe.getByRole("button", { name: "Start the shoe" }).click());
    await expect(page.getByTestId("shoe-status")).toContainText("312 cards left");
    await next(page, "Open betting");
    // The late tie is not on the layout before the deal.
    await expect(page.getByTestId("wager-grid").getByRole("columnheader")).toHaveText(["Seat", "Player line", "Dealer line", "Early tie bet", "Player Bonus Pair", "Dealer Bonus Pair"]);
    await placeWager(page, 1, "player", "20");
    await placeWager(page, 2, "player", "10");
    await placeWager(page, 3, "dealer", "10");
    await placeWager(page, 3, "early-tie", "5");
    await next(page, "No more bets");
    await expect(page.getByTestId("fee-total")).toHaveText("$5.00");

    // Player 2♠ 3♥ (a two-card 5) against the dealer's 4♦ up; the hole card goes face down, unread.
    await tapCard(page, "Two", "Spades");
    await typeCard(page, "4d");
    await tapCard(page, "Three", "Hearts");
    await expect(page.getByTestId("next-label")).toHaveText("Card 2 to Player/Dealer (face down)");
    await applied(page, () => page.getByTestId("deal-face-down").click());
    expect(await cards(page, "banker")).toEqual(["4D", "face-down"]);
    await expect(page.getByTestId("hand-banker")).toContainText("4 showing");

    // The late tie window: only the early tie bettor (seat 3) may add one.
    const late = page.getByTestId("wager-grid");
    await expect(late.getByRole("heading")).toHaveText("Late tie bets are open");
    await expect(late.getByRole("rowheader")).toHaveText(["Seat 3 (Cal)"]);
    await placeWager(page, 3, "late-tie", "5");
    await expect(page.getByTestId("next-label")).toHaveText("Check the hole card: enter it as you turn it");
    await shots(page, "c21-1-hole-card-down");
    await noSeriousA11yViolations(page, "hole card");
    await tapCard(page, "King", "Clubs");
    await expect(late).toHaveCount(0);
    expect(await cards(page, "banker")).toEqual(["4D", "face-down"]);

    // Hit or stand on the Player's 5: seat 1 stands, seat 2 hits.
    await expect(page.getByTestId("choices").getByTestId("choice")).toHaveCount(2);
    await applied(page, () => page.getByRole("button", { name: "Seat 1 stands" }).click());
    await applied(page, () => page.getByRole("button", { name: "Seat 2 hits" }).click());
    await expect(page.getByTestId("choice").first()).toHaveAttribute("data-choice", "stand");
    await shots(page, "c21-2-choices");
    await touchTargets(page);
    await next(page, "Hit-or-stand done");
    await expect(page.getByTestId("next-label")).toHaveText("Card 3 to Player");
    await typeCard(page, "3c");
    await next(page, "Expose the hole card");
    expect(await cards(page, "banker")).toEqual(["4D", "KC"]);
    await expect(page.getByTestId("next-label")).toHaveText("Card 3 to Player/Dealer");
    await tapCard(page, "Two", "Spades");
    expect(await cards(page, "player")).toEqual(["2S", "3H", "3C"]);
    expect(await cards(page, "banker")).toEqual(["4D", "KC", "2S"]);

    // Stand line 5 loses to 6, hit line 8 wins; the dealer line and both ties lose.
    await next(page, "Settle the round");
    const lines = page.getByTestId("settlement-line");
    await expect(lines).toHaveCount(5);
    await expect(lines.filter({ hasText: "Seat 1" })).toContainText("Collect $20.00");
    await expect(lines.filter({ hasText: "Seat 2" })).toContainText("Pay $10.00");
    await expect(lines.filter({ hasText: "Late tie" })).toContainText("Collect $5.00");
    await expect(page.getByTestId("bank-after")).toHaveText("$1,030.00");
    await shots(page, "c21-3-settlement");
    await walkSettlement(page);
    await next(page, "Finish the round");
    await expect(page.getByTestId("bank")).toHaveText("$1,030.00");
    await watchersFollow(watchers, table.id, 1, "player");
  } finally {
    await watchers.context.close();
  }
});

test("Panda 8 under Mortimer's schedule: the Dragon 7 and Panda 8 limits ($5-$500) are posted on the tablet and the wall and checked as the dealer types", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await ensureOwnTable(browser, baseURL!, PANDA8_TABLE);
  await signIn(page, baseURL!, "dealer1", "demo-dealer1");
  const watchers = await openWatchers(browser, baseURL!, PANDA8_TABLE.id);
  try {
    await openTablet(page, PANDA8_TABLE.id);
    await expect(page.getByTestId("limits")).toHaveText("$5.00–$1,000.00");
    // Beside the table limits, the bets the fee schedule limits on their own (seed 003 L2268-2269).
    await expect(page.getByTestId("bet-limits")).toHaveText("Own limits per spot: Panda 8 and Dragon 7: $5.00–$500.00");
    await expect(watchers.display.getByTestId("limits")).toContainText("$5.00 – $1,000.00");
    await expect(watchers.display.getByTestId("bet-limits")).toHaveText("Panda 8 and Dragon 7: $5.00 – $500.00");

    await seatPlayers(page, { 1: "Ida", 2: "Jo" });
    await next(page, "Offer the bank");
    await page.getByTestId("offer").getByLabel("Bank posted by seat 1, in dollars").fill("5000");
    await applied(page, () => page.getByTestId("offer").getByRole("button", { name: "Seat 1 banks $5,000.00" }).click());
    const shoe = page.getByTestId("start-shoe");
    await shoe.getByRole("button", { name: "Dealer entry" }).click();
    await applied(page, () => shoe.getByRole("button", { name: "Start the shoe" }).click());
    await next(page, "Open betting");

    // The grid posts the bonus limits under their columns; the line bets keep the table's.
    const grid = page.getByTestId("wager-grid");
    await expect(grid.getByRole("columnheader", { name: /Dragon 7/ })).toContainText("$5.00–$500.00");
    await expect(grid.getByRole("columnheader", { name: /Panda 8/ })).toContainText("$5.00–$500.00");
    await placeWager(page, 2, "banker", "600");
    await page.getByTestId("chip-none").click();
    await page.getByTestId("spot-2-dragon7").click();
    const editor = page.getByTestId("wager-editor");
    await expect(editor.getByTestId("spot-room")).toContainText("Limits $5.00–$500.00 per spot");
    const amount = editor.getByLabel("Amount in dollars");
    await amount.fill("600");
    await expect(editor.getByTestId("wager-check")).toHaveText("Over the Dragon 7 Bonus Bet maximum of $500.00.");
    await expect(editor.getByTestId("place-wager")).toBeDisabled();
    // The Place button comes into view with the editor, in both orientations.
    await expect(editor.getByTestId("place-wager")).toBeInViewport();
    await shots(page, "p8-bonus-limits");
    await noSeriousA11yViolations(page, "bonus limits");
    await editor.getByRole("button", { name: "Maximum: $500.00" }).click();
    await expect(editor.getByTestId("wager-check")).toHaveAttribute("data-ok", "true");
    await applied(page, () => editor.getByTestId("place-wager").click());
    await expect(page.getByTestId("spot-2-dragon7")).toContainText("$500.00");
    await watchers.display.setViewportSize({ width: 1920, height: 1080 });
    await expect(watchers.display.getByTestId("bet-limits")).toBeVisible();
    await watchers.display.screenshot({ path: `${SHOTS}/display-panda8-bonus-limits.png`, animations: "disabled" });

    // Jo also plays the empty seat 4's spot (seed 003 L2273-2275): the dealer says it is Jo's, and Jo
    // pays one player fee on everything Jo wagers (L2265-2267): $600 + $500 + $100 = $1,200, $5.00
    // (tier $501+), not a second fee of $1.00 for seat 4.
    await page.getByTestId("chip-none").click();
    await page.getByTestId("spot-4-banker").click();
    const other = page.getByTestId("wager-editor");
    await expect(other.getByTestId("wager-needs-player")).toHaveText("Nobody sits at seat 4: tap the seated player who plays this spot.");
    await other.getByLabel("Amount in dollars").fill("100");
    await expect(other.getByTestId("place-wager")).toBeDisabled();
    await other.getByRole("group", { name: "Whose wager" }).getByRole("button", { name: "Jo, seat 2" }).click();
    await shots(page, "p8-whose-wager");
    await applied(page, () => other.getByTestId("place-wager").click());
    await expect(page.getByTestId("spot-4-banker")).toContainText("$100.00");
    await expect(page.getByTestId("wager-list")).toContainText("Seat 4 (the player at seat 2)");
    // The next wager on that spot is Jo's too, without asking.
    await page.getByTestId("chip-none").click();
    await page.getByTestId("spot-4-tie").click();
    await expect(page.getByTestId("wager-editor").getByTestId("spot-played-by")).toHaveText("This spot is played by Jo, seat 2.");
    await page.getByTestId("wager-editor").getByRole("button", { name: "Close" }).click();
    await next(page, "No more bets");
    const playerFees = page.getByTestId("fees").locator("[data-testid=fee-line][data-payer=seat]");
    await expect(playerFees).toHaveCount(1);
    await expect(playerFees).toHaveAttribute("data-cents", "500");
  } finally {
    await watchers.context.close();
  }
});

test("the tablet shows a dropped connection and its return, refuses another dealer's table, and sends a signed-out device to sign in", async ({ page, baseURL, browser }) => {
  // Signed out: the page sends the dealer to sign in and back.
  const anonymous = await browser.newContext();
  const anon = await anonymous.newPage();
  await anon.goto("/dealer/t1");
  await expect(anon).toHaveURL(/\/signin\?next=%2Fdealer%2Ft1/);
  await anonymous.close();

  // Another dealer's table is refused plainly.
  await signIn(page, baseURL!, "dealer1", "demo-dealer1");
  await page.goto("/dealer/t5");
  await expect(page.getByRole("alert").filter({ hasText: "You are not assigned to this table" })).toBeVisible();

  // The link drops: the indicator says so, and comes back. The page's sockets are routed so the test
  // can cut them; while the browser is offline the retries fail at once.
  const open: { close(): Promise<void> }[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    open.push(ws, ws.connectToServer());
  });
  await openTablet(page, "t1");
  await page.context().setOffline(true);
  await Promise.all(open.splice(0).map((s) => s.close().catch(() => {})));
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "reconnecting");
  await expect(page.getByTestId("connection")).toHaveText("Reconnecting…");
  await page.screenshot({ path: `${SHOTS}/dealer-reconnecting-landscape.png` });
  await page.context().setOffline(false);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected", { timeout: 15_000 });
  await expect(page.getByTestId("next-action")).toBeVisible();
});
