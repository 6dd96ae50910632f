import { expect, test } from "@playwright/test";
import { DealerSocket, noSeriousA11yViolations, signIn } from "./floor-kit";
import { boardScreen } from "./waitlist-kit";

// The floor's waiting lists (/floor/waitlist) run by the floor supervisor in one browser while the
// game board (/board, a wall screen paired with the board) follows in another: a list started,
// players added (by keyboard), a table opened for the game, the next player called to an open seat
// and seated, and the dealer's tablet (a real socket signed in as table 8's dealer) showing the
// player in that seat. Table t8 only (No Bust 6.0: a list of its own game, as a floor person runs
// it); this spec runs after the others that deal t8. The poker tables: waitlist-poker.spec.ts.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 1000 } });

const SHOTS = "e2e/screenshots";
const TABLE = { id: "t8", short: "Table 8", dealer: "dealer8", password: "demo-dealer8" };

test("the floor adds, calls and seats while the board follows, and the tablet shows the player seated", async ({ page, browser, baseURL }) => {
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor/waitlist");
  await expect(page.getByRole("heading", { name: "Waiting lists", level: 1 })).toBeVisible();
  await expect(page.getByTestId("lists-connection")).toHaveText("Live");
  await expect(page.getByRole("link", { name: "Waiting lists" })).toHaveAttribute("aria-current", "page");

  const board = await boardScreen(browser, baseURL!);
  const wall = board.page;
  try {
    await expect(wall.getByTestId("game-board")).toBeVisible();
    await expect(wall.getByTestId("board-connection")).toHaveAttribute("data-state", "live");

    // A list for a game and limit: an interest list until a table deals it.
    await page.getByLabel("Game", { exact: true }).fill("No Bust Blackjack 6.0");
    await page.getByLabel("Limit", { exact: true }).fill("$5-$50");
    await page.getByRole("button", { name: "Start the list" }).click();
    await expect(page.getByTestId("lists-done")).toHaveText("The list for No Bust Blackjack 6.0 $5-$50 is open.");
    const list = page.getByRole("region", { name: "No Bust Blackjack 6.0 $5-$50" });
    await expect(list.getByText("Interest list: no table yet")).toBeVisible();
    const game = wall.getByRole("region", { name: "No Bust Blackjack 6.0 $5-$50" });
    await expect(game).toContainText("Starting soon");

    // Three players, typed and entered with the keyboard; the first with a phone for a text.
    const name = list.getByLabel("Name or initials");
    for (const [player, phone] of [["Alice Brown", "415 555 0134"], ["Bob Carter", ""], ["Cy Dunn", ""]] as const) {
      await name.fill(player);
      if (phone) await list.getByLabel("Phone for a text (optional)").fill(phone);
      await name.press("Enter");
      await expect(page.getByTestId("lists-done")).toHaveText(`${player} is on No Bust Blackjack 6.0 $5-$50.`);
    }
    await expect(list.getByTestId("entry-name")).toHaveText(["Alice Brown", "Bob Carter", "Cy Dunn"]);
    await expect(list.getByText("text: 415 555 0134")).toBeVisible();
    // The board: the same order, initials only, never the phone number.
    await expect(game.getByTestId("board-name")).toHaveText(["1A.B.", "2B.C.", "3C.D."]);
    await expect(wall.locator("body")).not.toContainText("555");
    await expect(wall.locator("body")).not.toContainText("Alice");

    // Table 8 opens for the game: its open seats appear on the floor and on the board.
    await list.getByText("Open a table for No Bust Blackjack 6.0 $5-$50").click();
    await list.getByRole("combobox", { name: "Table", exact: true }).selectOption(TABLE.id);
    await list.getByRole("button", { name: "Open the table" }).click();
    await expect(page.getByTestId("lists-done")).toContainText(`${TABLE.short}`);
    await expect(game).toContainText(new RegExp(`${TABLE.short} · (\\d+ open seats|1 open seat)`));

    // The first open seat of table 8: one tap calls the first player on the list.
    const openSeat = page.locator(`[data-testid^="open-seat-${TABLE.id}-"]`).first();
    const seat = Number((await openSeat.getAttribute("data-testid"))!.split("-").at(-1));
    await openSeat.getByRole("button", { name: `Call Alice Brown to ${await page.getByTestId(`list-table-${TABLE.id}`).locator("h4").innerText()} seat ${seat}` }).click();
    await expect(list.locator('[data-status="called"]')).toContainText(/Called to .* seat \d+ · \d:\d\d left/);
    // The board highlights her with her seat.
    await expect(wall.getByTestId("board-calling")).toContainText(`A.B. → ${TABLE.short} · seat ${seat}`);
    await expect(game.locator('[data-called="yes"]')).toHaveText(`1A.B.→ ${TABLE.short} · seat ${seat}`);
    await wall.screenshot({ path: `${SHOTS}/waitlist-board-calling.png` });

    // She answers at the desk and is seated: the seat is the tablet's seat.
    await list.getByRole("button", { name: "Alice Brown answered" }).click();
    await expect(list.locator('[data-status="answered"]')).toContainText("At the desk: going to");
    await list.getByRole("button", { name: /^Seat Alice Brown at / }).click();
    await expect(page.getByTestId("lists-done")).toHaveText(new RegExp(`Alice Brown is seated at .* seat ${seat}\\.`));
    await expect(list.getByTestId("entry-name")).toHaveText(["Bob Carter", "Cy Dunn"]);
    await expect(game.getByTestId("board-name")).toHaveText(["1B.C.", "2C.D."]);
    await expect(wall.getByTestId("board-calling")).toHaveCount(0);
    await expect(page.getByTestId("departures")).toContainText("Alice Brown seated at");

    const dealer = await DealerSocket.open(baseURL!, TABLE.id, TABLE.dealer, TABLE.password);
    try {
      const view = await dealer.view<{ players: { seat: number; name: string | null }[] }>();
      expect(view.players.find((p) => p.seat === seat)?.name).toBe("Alice Brown");
    } finally {
      dealer.close();
    }

    // The figures of the shift count her wait.
    await expect(page.getByTestId("waitlist-figures")).toContainText("No Bust Blackjack 6.0 $5-$50");
    await expect(page.getByTestId("waitlist-figures").locator("tbody tr", { hasText: "No Bust Blackjack 6.0 $5-$50" }).locator("td").nth(4)).toHaveText("1");

    // A second game waits for a table: an interest list, on the board beside the running game.
    await page.getByLabel("Game", { exact: true }).fill("Omaha");
    await page.getByLabel("Limit", { exact: true }).fill("$4-$8");
    await page.getByRole("button", { name: "Start the list" }).click();
    const omaha = page.getByRole("region", { name: "Omaha $4-$8" });
    await omaha.getByLabel("Name or initials").fill("Dee Evans");
    await omaha.getByRole("button", { name: "Add to list" }).click();
    await expect(page.getByTestId("lists-done")).toHaveText("Dee Evans is on Omaha $4-$8.");
    await expect(wall.getByRole("region", { name: "Omaha $4-$8" })).toContainText("Starting soon");
    await expect(wall.getByRole("region", { name: "Omaha $4-$8" }).getByTestId("board-name")).toHaveText(["1D.E."]);

    await noSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/waitlist-floor.png`, fullPage: true });
    await wall.screenshot({ path: `${SHOTS}/waitlist-board.png` });
  } finally {
    await board.close();
  }
});

test("a wall screen that is not paired with the board is told how to pair it", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/board");
    await expect(page.getByTestId("board-message")).toContainText("This screen is not paired with the game board.");
    await expect(page.getByRole("link", { name: "enter it on the pairing page" })).toHaveAttribute("href", "/pair");
  } finally {
    await context.close();
  }
});
