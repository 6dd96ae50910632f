import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { DEMO_TABLES } from "../lib/server/demo-floor";
import { signIn, noSeriousA11yViolations, applied, nextButton, step, next, expectLabel, money, dollars } from "./tablet-kit";

// The Pai Gow Tiles table of the demo floor (t22) on the dealer tablet (/dealer/t22) and the wall
// display (/display/t22), driven only through the tablet's screen while the wall, open in the floor
// supervisor's browser, follows:
//  - the dealer's tile pad: the fees before the dice, the dice total in one tap, the stacks, a player
//    set the house way (four tiles in two taps each), the player-dealer's hands entered and turned
//    over, each player's hands entered as turned over (taps and keyboard), an undo, the settlement
//    walk; the wall never shows a tile before it is turned over;
//  - the server's woodpile: the server's dice and stacks, every player set at once, the player-dealer
//    the house way, the players' splits tapped from the tiles the server dealt.

const SHOTS = "e2e/screenshots";
const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };
const WALL = { width: 1920, height: 1080 };
const TABLE = "t22";
// Each demo table has its own dealer account, numbered by the table's place on the demo floor.
const DEALER = DEMO_TABLES.findIndex((t) => t.id === TABLE) + 1;
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

/** The tablet in landscape, then portrait, then back. */
async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/dealer-pgt-${name}-landscape.png` });
  await page.setViewportSize(PORTRAIT);
  await expect(page.getByTestId("next-action")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dealer-pgt-${name}-portrait.png` });
  await page.setViewportSize(LANDSCAPE);
}

/** The wall at 1920 × 1080: nothing spills out of its panels, no text under 28 px on the board. */
async function wallShot(display: Page, name: string): Promise<void> {
  await display.screenshot({ path: `${SHOTS}/display-pgt-${name}.png`, animations: "disabled" });
  const spills = await display.evaluate(() =>
    [...document.querySelectorAll("[data-testid=center], [data-testid=fees], [data-testid=table-panel], [data-testid=wall-pd], [data-testid^=wall-seat-], [data-testid=wall-seats]")]
      .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.getAttribute("data-testid")),
  );
  expect(spills, `panels clipped on the wall (${name})`).toEqual([]);
  const small = await display.evaluate(() =>
    [...document.querySelectorAll("[data-testid=wall-pd] *, [data-testid=center] *, [data-testid=wall-seats] *")]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) && !el.closest(".sr-only"))
      .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 28)
      .map((el) => `${el.textContent?.trim()} ${getComputedStyle(el).fontSize}`),
  );
  expect(small, `text under 28 px on the wall (${name})`).toEqual([]);
  expect(await display.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([WALL.width, WALL.height]);
}

async function openTablet(page: Page): Promise<void> {
  await page.goto(`/dealer/${TABLE}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-family", "pai-gow-tiles");
}

/** The table's wall display, open in the floor supervisor's browser (a preview of the wall). */
async function openWall(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; display: Page }> {
  const context = await browser.newContext({ viewport: WALL });
  const display = await context.newPage();
  await signIn(display, baseURL, "floor", "demo-floor");
  const answer = await display.goto(`/display/${TABLE}`);
  expect(answer?.status()).toBe(200);
  await expect(display.getByTestId("wall-display")).toHaveAttribute("data-family", "pai-gow-tiles");
  await expect(display.getByTestId("connection")).toHaveAttribute("data-state", "live");
  return { context, display };
}

/** Tile ids on a page or in part of it: face-up tiles carry data-tile, face-down ones data-face-down. */
async function tilesShown(scope: Page | Locator): Promise<string[]> {
  return (await scope.locator("svg[data-tile]").evaluateAll((els) => els.map((e) => e.getAttribute("data-tile") ?? ""))).sort();
}

/** A tile in one tap on the pad's grid of faces. */
async function tapTile(page: Page, face: string): Promise<void> {
  await page.getByTestId("tile-pad").getByTestId(`tile-key-${face}`).click();
}

/** Tiles typed on a desktop keyboard: the two halves' digits each. */
async function typeTiles(page: Page, faces: readonly string[]): Promise<void> {
  for (const f of faces) await page.keyboard.type(f.replace("-", ""));
}

async function placeWager(page: Page, seat: number, amount: string, options: { backline?: string } = {}): Promise<void> {
  await page.getByTestId("chip-none").click();
  await page.getByTestId(`spot-${seat}-main`).click();
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

/**
 * Brings the table, between hands, to: these seats taken, `pd` holding a bank of `bank` — from a
 * fresh table or one the other test has played — through the tablet only.
 */
async function prepare(page: Page, players: Readonly<Record<number, string>>, pd: number, bank: number): Promise<void> {
  for (const [seat, name] of Object.entries(players)) {
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
      if (offered === pd) {
        await offer.getByLabel(`Bank posted by seat ${pd}, in dollars`).fill(String(bank / 100));
        await applied(page, () => offer.getByRole("button", { name: `Seat ${pd} banks ${dollars(bank)}` }).click());
      } else {
        await applied(page, () => offer.getByRole("button", { name: `Seat ${offered} declines` }).click());
      }
    } else if (kind === "command" && /^Offer the bank/.test(await nextButton(page).innerText())) {
      await page.getByTestId("bank-panel").getByLabel("Offer first to").selectOption(String(pd));
      await applied(page, () => page.getByRole("button", { name: `Offer the bank from seat ${pd}` }).click());
    } else if (holder.startsWith(`Seat ${pd} `) || holder === `Seat ${pd}`) {
      if (money(await page.getByTestId("bank").innerText()) !== bank) {
        const form = page.getByTestId(kind === "post-bank" ? "post-bank" : "top-up");
        await form.getByRole("textbox").fill(String(bank / 100));
        await applied(page, () => form.getByRole("button", { name: `Post the bank: ${dollars(bank)}` }).click());
      }
      break;
    } else if (holder.startsWith("Seat ")) {
      await applied(page, () => page.getByRole("button", { name: /passes the bank$/ }).click());
    } else {
      throw new Error(`cannot bring the bank to seat ${pd}: ${kind}, ${holder}`);
    }
  }
  await expect(page.getByTestId("bank")).toHaveText(dollars(bank));
  // No shoe at a table of tiles: straight to the wagers.
  await expect(nextButton(page)).toHaveText("Open betting");
}

// ------------------------------------------------------------------------------------------------

test("t22 Pai Gow Tiles on the dealer's tile pad: the dice, the stacks, the house way, the player-dealer's hands, each player turned over, the settlement; the wall following", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await signIn(page, baseURL!, `dealer${DEALER}`, `demo-dealer${DEALER}`);
  const { context, display } = await openWall(browser, baseURL!);
  try {
    await openTablet(page);
    await expect(page.getByTestId("game-name")).toHaveText("Pai Gow Tiles");
    await expect(page.getByTestId("limits")).toHaveText("$5.00–$500.00");
    await prepare(page, { 1: "Ann", 3: "Bob", 5: "Cy", 6: "Dee" }, 1, 10_000);
    if ((await page.getByTestId("tile-source").getByTestId("source-dealer").getAttribute("aria-pressed")) !== "true") {
      await applied(page, () => page.getByTestId("source-dealer").click());
    }
    await expect(page.getByTestId("tile-source-status")).toContainText("your tile pad");
    await shots(page, "1-between-hands");
    await next(page, "Open betting");
    await placeWager(page, 3, "20");
    await placeWager(page, 5, "30");
    await placeWager(page, 6, "10");
    await placeWager(page, 6, "10", { backline: "Lee" });
    await expect(page.getByTestId("wager-list").getByRole("heading")).toHaveText("Wagers on the table: 4 · $70.00");
    await wallShot(display, "betting");
    await next(page, "No more bets");
    // Every tablet has the floor's corrections (issue 28): here those a Pai Gow Tiles table takes, before the dice.
    await page.getByTestId("floor-corrections").click();
    await expect(page.getByTestId("correction-reopen-betting")).toBeVisible();
    await expect(page.getByTestId("correction-void-round")).toBeVisible();
    await expect(page.getByTestId("correction-correct-card")).toHaveCount(0);
    await page.getByTestId("floor-corrections-panel").getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("floor-corrections-panel")).toHaveCount(0);

    // Option 1 (L1981): $1 a circle, the backline's included, and $2 from the player-dealer, before the dice.
    await expect(page.getByTestId("fee-total")).toHaveText("$6.00");
    await expectLabel(page, "Enter the dice total");
    await shots(page, "2-dice");
    await touchTargets(page);
    await applied(page, () => page.getByTestId("dice-11").click());
    // 11 is seat 3 (the player-dealer at 1, 9 and 17, L810): stack 1 and the action button there.
    await expect(display.getByTestId("dice")).toHaveAttribute("data-total", "11");
    await expect(display.getByTestId("action-seat")).toHaveText("Action: seat 3");
    await expect(page.getByTestId("next-hint")).toContainText("stack 1 to seat 3, stack 2 to seat 2 (vacant: set it aside), stack 3 to the player-dealer");
    // The stacks, taken back by undo and dealt again.
    await next(page, "Deal the stacks: stack 1 to seat 3");
    await expect(display.getByTestId("wall-seat-3").locator("[data-face-down]")).toHaveCount(4);
    await applied(page, () => page.getByTestId("undo-step").click());
    await expect(page.getByTestId("seat-tiles-3")).toHaveAttribute("data-status", "Waiting for tiles");
    await next(page, "Deal the stacks: stack 1 to seat 3");

    // The players set, in any order: seat 3 itself, seat 6 the house way, seat 5 itself.
    await expectLabel(page, "Players set their hands: seats 3, 5, 6");
    await applied(page, () => page.getByRole("button", { name: "Seat 3 has set" }).click());
    await page.getByRole("button", { name: "House way for seat 6" }).click();
    for (const face of ["4-5", "5-5", "2-4"]) await tapTile(page, face);
    await expect(page.getByTestId("entry-four").locator("[data-testid=entry-slot][data-face]")).toHaveCount(3);
    await shots(page, "3-house-way");
    // The fourth tile sends the hand (issue 29: a tile in one tap, no "send" tap).
    await applied(page, () => tapTile(page, "3-3"));
    // The tablet shows the house way's hands for the dealer to lay out; the wall only that seat 6 has set.
    await expect(page.getByTestId("seat-tiles-6").getByTestId("seat-high")).toContainText("9, Mooy high");
    await expect(page.getByTestId("seat-tiles-6").getByTestId("seat-low")).toContainText("9, Chong high");
    await expect(page.getByTestId("house-way-notes")).toHaveText("Lay out seat 6 the house way: high 5-5 4-5 (9, Mooy high), low 3-3 2-4 (9, Chong high)");
    await expect(display.getByTestId("wall-seat-6")).toHaveAttribute("data-status", "Set the house way");
    expect(await tilesShown(display)).toEqual([]);
    await wallShot(display, "set");
    await applied(page, () => page.getByRole("button", { name: "Seat 5 has set" }).click());

    // The player-dealer sets last, face up: its high and low hands entered on the pad.
    await expectLabel(page, "The player-dealer sets: enter the high and low hands");
    for (const face of ["6-6", "1-6", "1-1"]) await tapTile(page, face);
    await expect(page.getByTestId("entry-high")).toContainText("9, Teen high");
    await shots(page, "4-player-dealer");
    await applied(page, () => tapTile(page, "1-5"));
    await expect(display.getByTestId("wall-pd-high")).toHaveText("9, Teen high");
    await expect(display.getByTestId("wall-pd-low")).toHaveText("8, Day high");
    expect(await tilesShown(display.getByTestId("wall-pd"))).toEqual(["1-1a", "1-5a", "1-6a", "6-6a"]);

    // Each player turned over in settlement order, clockwise from the action button: seat 3 by keyboard.
    await expectLabel(page, "Turn over seat 3: enter the high and low hands");
    await typeTiles(page, ["6-6", "3-6"]);
    await expect(page.getByTestId("entry-high")).toContainText("Wong (Teen and a 9)");
    await applied(page, () => typeTiles(page, ["1-1", "1-6"]));
    await expect(display.getByTestId("wall-seat-3")).toHaveAttribute("data-outcome", "win");
    await expect(display.getByTestId("wall-seat-3").getByTestId("wall-high")).toHaveText("High · Wong (Teen)");
    // Seat 5 by taps; a tile whose two copies are out cannot be finished on the pad.
    await expectLabel(page, "Turn over seat 5: enter the high and low hands");
    // Both Teens (6-6) are out: their key is struck and cannot be tapped, nor typed.
    await expect(page.getByTestId("tile-pad").getByRole("button", { name: "Teen (6-6), all out" })).toBeDisabled();
    await expect(page.getByTestId("tile-pad").getByTestId("tile-key-1-5")).toHaveAttribute("data-left", "1");
    await page.keyboard.type("66");
    await expect(page.getByTestId("tile-draft")).toContainText("Typed 6 spots: now the other half.");
    await expect(page.getByTestId("entry-slot").first()).not.toHaveAttribute("data-face", /.+/);
    await page.getByTestId("tile-pad").getByRole("button", { name: "Clear the half" }).click();
    for (const face of ["5-5", "2-2", "4-4"]) await tapTile(page, face);
    await applied(page, () => tapTile(page, "1-3"));
    await expect(display.getByTestId("wall-seat-5")).toHaveAttribute("data-outcome", "lose");
    // Seat 6 was set the house way: one tap turns it over.
    await wallShot(display, "turning-over");
    await next(page, "Turn over seat 6's hands");
    await expect(display.getByTestId("wall-seat-6")).toHaveAttribute("data-outcome", "push");

    // Settled clockwise from seat 3 (L814): seat 3 paid, seat 5 collected, seat 6 and its backline pushed.
    await next(page, "Settle the round");
    const lines = page.getByTestId("settlement-line");
    await expect(lines).toHaveCount(4);
    await expect(lines.nth(0)).toContainText("Pay $20.00");
    await expect(lines.nth(1)).toContainText("Collect $30.00");
    await expect(lines.nth(2)).toContainText("Push: return $10.00");
    await expect(lines.nth(3)).toContainText("Seat 6 backline (Lee)");
    await expect(page.getByTestId("bank-after")).toHaveText("$110.00");
    await expect(display.getByTestId("result-counts")).toHaveText("1 win · 1 lose · 1 push");
    await shots(page, "5-settlement");
    await noSeriousA11yViolations(page, "t22 settlement");
    await touchTargets(page);
    await wallShot(display, "settlement");
    await noSeriousA11yViolations(display, "t22 wall");
    await walkSettlement(page);
    await next(page, "Finish the round");
    await expect(page.getByTestId("last-bank-after")).toHaveText("$110.00");
    await expect(page.getByTestId("last-hand")).toHaveCount(3);
    await expect(display.getByTestId("wall-seat-3")).toHaveAttribute("data-outcome", "win");
    await shots(page, "6-next-hand");
    await wallShot(display, "after");
  } finally {
    await context.close();
  }
});

test("t22 Pai Gow Tiles on the server's woodpile: the server's dice and stacks, every player set at once, the player-dealer the house way, the splits tapped", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await signIn(page, baseURL!, `dealer${DEALER}`, `demo-dealer${DEALER}`);
  const { context, display } = await openWall(browser, baseURL!);
  try {
    await openTablet(page);
    await prepare(page, { 1: "Ann", 2: "Eve", 3: "Bob", 5: "Cy", 6: "Dee", 7: "Flo", 8: "Gus" }, 1, 50_000);
    if ((await page.getByTestId("source-server").getAttribute("aria-pressed")) !== "true") await applied(page, () => page.getByTestId("source-server").click());
    await expect(page.getByTestId("tile-source-status")).toContainText("the server's shuffled woodpile");
    await next(page, "Open betting");
    for (const seat of [2, 3, 5, 6, 7, 8]) await placeWager(page, seat, "25");
    await next(page, "No more bets");
    await next(page, "Roll the dice");
    await expect(display.getByTestId("dice")).toBeVisible();
    await next(page, "Deal the stacks from the woodpile");
    expect(await tilesShown(display)).toEqual([]);
    await applied(page, () => page.getByTestId("all-set").click());
    await expect.poll(() => step(page)).toBe("player-dealer");
    await page.getByTestId("pd-house-way").click();
    await applied(page, () => page.getByTestId("pd-house-way-set").click());
    await expect(display.getByTestId("wall-pd-hands")).toBeVisible();
    await wallShot(display, "woodpile-pd");
    // Each player's split tapped from the four tiles the server dealt: the first two tiles high, or the others when that is below.
    for (let i = 0; i < 6; i++) {
      await expect.poll(() => step(page)).toBe("expose");
      const tiles = page.getByTestId("known-tile");
      await expect(tiles).toHaveCount(4);
      if (i === 0) await shots(page, "7-woodpile-split");
      await tiles.nth(0).click();
      await tiles.nth(1).click();
      if ((await page.getByTestId("known-split").getByRole("alert").count()) > 0) {
        await tiles.nth(0).click();
        await tiles.nth(1).click();
        await tiles.nth(2).click();
        await tiles.nth(3).click();
      }
      await applied(page, () => page.getByTestId("known-submit").click());
    }
    await expect(display.locator("[data-testid^=wall-seat-][data-outcome]")).toHaveCount(6);
    await wallShot(display, "woodpile-turned-over");
    await next(page, "Settle the round");
    await expect(page.getByTestId("settlement-line")).toHaveCount(6);
    const bankAfter = (await page.getByTestId("bank-after").innerText()).trim();
    await walkSettlement(page);
    await next(page, "Finish the round");
    await expect(page.getByTestId("last-bank-after")).toHaveText(bankAfter);
    await wallShot(display, "woodpile-after");
  } finally {
    await context.close();
  }
});

test("the floor: t22's round history replays the tile-pad hand with every tile as recorded, the regulator's export holds it, and the calculator settles a Pai Gow Tiles round", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor");
  await expect(page.getByTestId("table-card-t22")).toContainText("Pai Gow Tiles");
  await page.getByTestId("table-card-t22").getByRole("link", { name: "Round history" }).click();
  const list = page.getByTestId("round-list");
  await expect(list).toContainText("#1");
  await expect(list).toContainText("Player-dealer 9, Teen high / 8, Day high; seat 3 wins, seat 5 loses, seat 6 pushes");
  await expect(list).toContainText("Dice 11 · PD 6-6 1-6 / 1-1 1-5 · seat 3: 6-6 3-6 / 1-1 1-6");

  await page.getByRole("button", { name: "Replay hand 1" }).click();
  const frame = page.getByTestId("replay-frame");
  const event = page.getByTestId("replay-event");
  // Seat 6 set the house way: face down on the table, shown to the supervisor as recorded and marked.
  await page.getByRole("button", { name: /^#\d+ Seat 6 set the house way: 9, Mooy high \(5-5 4-5\) \/ 9, Chong high \(3-3 2-4\)/ }).click();
  await expect(event).toContainText("Seat 6 set the house way");
  const hands = frame.getByTestId("pai-gow-tiles-hands");
  await expect(hands).toContainText("house way");
  await expect(hands).toContainText("face down");
  await expect(hands.locator("svg[data-tile='4-5']")).toHaveCount(1);
  await page.getByRole("button", { name: /^#\d+ Seat 3 turns over Wong \(Teen and a 9\)/ }).click();
  await expect(hands).toContainText("Wins");
  await page.getByRole("button", { name: /^#\d+ Settled:/ }).click();
  await expect(frame).toContainText("both hands higher: the player wins (seed 004 L814)");
  await page.screenshot({ path: `${SHOTS}/floor-pgt-replay.png`, fullPage: true });
  await noSeriousA11yViolations(page, "t22 replay");

  const answer = await page.request.get(`/api/reports/regulator?table=${TABLE}`, { headers: { origin: baseURL! } });
  expect(answer.status()).toBe(200);
  const doc = await answer.json();
  expect(doc).toMatchObject({ family: "pai-gow-tiles", game: { id: "pai-gow-tiles", family: "pai-gow-tiles", filings: [{ bgcId: "GEGA-004233", lines: "744-815" }] } });
  const round = doc.rounds.find((r: { handNumber: number }) => r.handNumber === 1);
  expect(round).toMatchObject({ family: "pai-gow-tiles", status: "complete", source: "dealer", dice: 11, feeTotalCents: 600, result: { actionSeat: 3 } });
  expect(round.seats.find((s: { seat: number }) => s.seat === 6)).toMatchObject({ setBy: "house-way", high: ["5-5a", "4-5"], low: ["3-3a", "2-4"] });
  expect(round.settlement.conservation).toMatchObject({ ok: true });
  const woodpile = doc.rounds.find((r: { handNumber: number }) => r.handNumber === 2);
  expect(woodpile).toMatchObject({ source: "server" });
  expect(new Set(woodpile.woodpile).size).toBe(32);

  await page.goto("/floor/calculators");
  await page.getByLabel("Example round").selectOption({ label: "Pai Gow Tiles: a Wong wins, a house-way push, the bank runs out" });
  await page.getByRole("button", { name: "Settle the round" }).click();
  const settled = page.getByTestId("settle-result");
  await expect(settled).toContainText("Dice 11");
  await expect(settled).toContainText("Wong (Teen and a 9)");
  await expect(settled).toContainText("the low hand as high as it goes");
  await expect(settled.locator("svg[data-tile='3-6']")).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/floor-pgt-calculator.png`, fullPage: true });
  await noSeriousA11yViolations(page, "calculator");
});
