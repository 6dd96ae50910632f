import { expect, test, type Page } from "@playwright/test";
import { DEMO_TABLES } from "../lib/server/demo-floor";
import { noSeriousA11yViolations, signIn } from "./floor-kit";
import { boardScreen } from "./waitlist-kit";

// The waiting lists at a real poker table, as a floor person runs them: the floor supervisor
// (/floor/waitlist) starts the list of the game Table 23 deals (Mortimer's Texas Hold'em, $3-$6
// limit, blinds $2/$3) in one tap, with the stakes the table posts; the game board (/board, a wall
// screen paired with the board) lists the game with its limit, blinds and open seats; a player is
// called, answers and is seated, and Table 23's dealer tablet (/dealer/t23, a third browser) shows
// them in that seat; the player sits out (the seat stays taken), then leaves the table on the tablet,
// and the floor calls the next player to the seat that opened. Table 23 only.

test.use({ viewport: { width: 1440, height: 1000 } });

const SHOTS = "e2e/screenshots";
const TABLE = { id: "t23", name: "Table 23 · Texas Hold'em (Mortimer's)", short: "Table 23" };
const DEALER = DEMO_TABLES.findIndex((t) => t.id === TABLE.id) + 1;
const LIST = "Texas Hold'em $3.00-$6.00 limit, blinds $2.00/$3.00";

/** The seats the floor's screen shows open at Table 23, in order. */
async function openSeats(page: Page): Promise<number[]> {
  const ids = await page.locator(`[data-testid^="open-seat-${TABLE.id}-"]`).evaluateAll((els) => els.map((e) => e.getAttribute("data-testid") ?? ""));
  return ids.map((id) => Number(id.split("-").at(-1)));
}

test("the floor seats a player at a poker table while the board follows, and the poker tablet shows the player seated", async ({ page, browser, baseURL }) => {
  // Three browsers (the floor, the board, the tablet) and an accessibility scan: a minute on a quiet machine.
  test.setTimeout(120_000);
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor/waitlist");
  await expect(page.getByTestId("lists-connection")).toHaveText("Live");

  const board = await boardScreen(browser, baseURL!);
  const wall = board.page;
  const tabletContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  const tablet = await tabletContext.newPage();
  try {
    await signIn(tablet, baseURL!, `dealer${DEALER}`, `demo-dealer${DEALER}`);
    await tablet.goto(`/dealer/${TABLE.id}`);
    await expect(tablet.getByTestId("connection")).toHaveAttribute("data-state", "connected");
    await expect(tablet.getByTestId("dealer-tablet")).toHaveAttribute("data-family", "poker");
    await expect(wall.getByTestId("board-connection")).toHaveAttribute("data-state", "live");

    // Table 23 runs a game no list has yet: its list starts in one tap, with the stakes the table posts.
    const running = page.getByTestId(`running-${TABLE.id}`);
    await expect(running).toContainText(`${TABLE.short} · ${LIST}`);
    await running.getByRole("button", { name: `Start its list: ${LIST} at ${TABLE.name}` }).click();
    await expect(page.getByTestId("lists-done")).toHaveText(`The list for ${LIST} is open: ${TABLE.name} deals it.`);
    await expect(running).toHaveCount(0);
    const list = page.getByRole("region", { name: LIST });
    await expect(list.getByTestId(`list-table-${TABLE.id}`)).toContainText("Main game");
    const open = await openSeats(page);
    expect(open.length, "Table 23 has open seats").toBeGreaterThan(1);

    // The board lists the running game: its limit, its blinds, its table and open seats.
    const game = wall.getByRole("region", { name: LIST });
    await expect(game.getByRole("heading", { name: "Texas Hold'em" })).toBeVisible();
    await expect(game.getByTestId("board-stakes")).toHaveText("$3 – $6 limit");
    await expect(game.getByTestId("board-blinds")).toHaveText("Blinds $2 / $3");
    await expect(game.getByTestId("board-tables")).toHaveText(`${TABLE.short} · ${open.length} open seats`);

    // Three players on the list; the board shows their initials in order.
    for (const player of ["Gina Hale", "Hank Ito", "Ivy Jones"]) {
      await list.getByLabel("Name or initials").fill(player);
      await list.getByRole("button", { name: "Add to list" }).click();
      await expect(page.getByTestId("lists-done")).toHaveText(`${player} is on ${LIST}.`);
    }
    await expect(game.getByTestId("board-name")).toHaveText(["1G.H.", "2H.I.", "3I.J."]);

    // The first open seat: one tap calls Gina; the board calls her to Table 23 and that seat.
    const seat = open[0]!;
    await page.getByTestId(`open-seat-${TABLE.id}-${seat}`).getByRole("button", { name: `Call Gina Hale to ${TABLE.name} seat ${seat}` }).click();
    await expect(wall.getByTestId("board-calling")).toContainText(`G.H. → ${TABLE.short} · seat ${seat}`);
    await wall.screenshot({ path: `${SHOTS}/waitlist-poker-board-calling.png` });

    // She answers and is seated: the tablet shows her in the seat the floor called her to.
    await list.getByRole("button", { name: "Gina Hale answered" }).click();
    await list.getByRole("button", { name: /^Seat Gina Hale at / }).click();
    await expect(page.getByTestId("lists-done")).toHaveText(`Gina Hale is seated at ${TABLE.name} seat ${seat}.`);
    const tabletSeat = tablet.getByTestId(`seat-${seat}`);
    await expect(tabletSeat).toHaveAttribute("data-status", "seated");
    await expect(tabletSeat).toContainText("Gina Hale");
    await expect(wall.getByTestId("board-calling")).toHaveCount(0);
    await expect(game.getByTestId("board-name")).toHaveText(["1H.I.", "2I.J."]);
    await expect(game.getByTestId("board-tables")).toHaveText(`${TABLE.short} · ${open.length - 1} open seats`);
    await tablet.screenshot({ path: `${SHOTS}/waitlist-poker-tablet-seated.png` });

    // She sits out on the tablet: the seat is hers still, not open to the list.
    await tabletSeat.click();
    await tablet.getByTestId("sit-out").click();
    await expect(tabletSeat).toHaveAttribute("data-status", "sitting-out");
    await expect(page.getByTestId(`open-seat-${TABLE.id}-${seat}`)).toHaveCount(0);
    await expect(game.getByTestId("board-tables")).toHaveText(`${TABLE.short} · ${open.length - 1} open seats`);

    // She leaves the table: the seat opens on the floor and the board, Hank is next for it.
    await tabletSeat.click();
    await tablet.getByTestId("leave").click();
    await expect(tabletSeat).toHaveAttribute("data-status", "empty");
    const call = page.getByTestId(`open-seat-${TABLE.id}-${seat}`).getByRole("button", { name: `Call Hank Ito to ${TABLE.name} seat ${seat}` });
    await expect(call).toBeVisible();
    await expect(game.getByTestId("board-tables")).toHaveText(`${TABLE.short} · ${open.length} open seats`);
    await call.click();
    await list.getByRole("button", { name: /^Seat Hank Ito at / }).click();
    await expect(page.getByTestId("lists-done")).toHaveText(`Hank Ito is seated at ${TABLE.name} seat ${seat}.`);
    await expect(tabletSeat).toContainText("Hank Ito");
    await expect(tabletSeat).toHaveAttribute("data-status", "seated");
    await expect(game.getByTestId("board-name")).toHaveText(["1I.J."]);
    await expect(page.getByTestId("departures")).toContainText(`Hank Ito seated at ${TABLE.name} seat ${seat}`);

    // Only a table of this game and limit deals the list: Table 25's Hold'em (blinds $1/$3) is not offered for it.
    // (An earlier spec's copy of Table 23, "Table F23 · …", deals the same game and limit: it may be offered.)
    await list.getByText(`Open a table for ${LIST}`).click();
    await expect(list.getByText(`No free table deals ${LIST}.`).or(list.getByRole("button", { name: "Open the table" }))).toBeVisible();
    await expect(list.getByRole("option", { name: /^Table 25\b/ })).toHaveCount(0);
    for (const offered of await list.getByRole("combobox", { name: "Table" }).getByRole("option").allTextContents()) expect(offered).toContain("Texas Hold'em (Mortimer's)");

    await noSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/waitlist-poker-floor.png`, fullPage: true });
    await wall.screenshot({ path: `${SHOTS}/waitlist-poker-board.png` });
    await tablet.screenshot({ path: `${SHOTS}/waitlist-poker-tablet.png` });
  } finally {
    await tabletContext.close();
    await board.close();
  }
});
