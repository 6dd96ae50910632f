import { expect, test, type Locator } from "@playwright/test";
import { copyOfDemo, Dealer, ensureTable } from "./busy-night-kit";
import { noSeriousA11yViolations, signIn } from "./floor-kit";

// The floor's forms at a table on the waiting lists (/floor/waitlist, components/waitlist/
// TableFloorForms.tsx), used as a floor supervisor uses them: a seat change asked for (and one for
// an empty seat refused in words), a player away with the seat held and then back, a must-move
// player put on the main game's list, a request cancelled, and the tables and the list closed
// again. Two copies of Table 8 (No Bust 6.0) of this spec's own, with players seated by their
// dealer's socket, so no other spec's table or list is touched.

test.use({ viewport: { width: 1440, height: 1000 } });

const DEALER = { username: "dealer8", password: "demo-dealer8" };
const MAIN = { id: "wf-main", name: "Table WF1 · No Bust 6.0" };
const MUST_MOVE = { id: "wf-mm", name: "Table WF2 · No Bust 6.0" };
const GAME = "No Bust Blackjack 6.0";
const LIST = `${GAME} $25-$500`;

/** Opens `tableId` for the list from its "Open a table" form, as the main game or a must-move game. */
async function openTable(list: Locator, tableId: string, role?: "must-move"): Promise<void> {
  const form = list.locator("details", { hasText: `Open a table for ${LIST}` });
  if ((await form.getAttribute("open")) === null) await form.locator("summary").click();
  await form.getByRole("combobox", { name: "Table", exact: true }).selectOption(tableId);
  if (role) await form.getByRole("combobox", { name: "As", exact: true }).selectOption(role);
  await form.getByRole("button", { name: "Open the table" }).click();
}

test("the floor's forms at a table: a seat change, a player away and back, a must-move player", async ({ page, baseURL }) => {
  const seated: { table: { id: string; name: string }; players: string[] }[] = [
    { table: MAIN, players: ["Ann Lee", "Ben Moss"] },
    { table: MUST_MOVE, players: ["Cal Ng"] },
  ];
  for (const { table, players } of seated) {
    await ensureTable(baseURL!, copyOfDemo("t8", { ...table, dealer: DEALER.username }));
    const dealer = await Dealer.open(baseURL!, table.id, DEALER);
    try {
      for (const [i, name] of players.entries()) await dealer.do({ type: "seat-player", seat: i + 1, name });
    } finally {
      dealer.close();
    }
  }

  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor/waitlist");
  await expect(page.getByTestId("lists-connection")).toHaveText("Live");
  const done = page.getByTestId("lists-done");
  const problem = page.getByTestId("lists-problem");

  // The list, with the first table as its main game and the second as a must-move game.
  await page.getByLabel("Game", { exact: true }).fill(GAME);
  await page.getByLabel("Limit", { exact: true }).fill("$25-$500");
  await page.getByRole("button", { name: "Start the list" }).click();
  await expect(done).toHaveText(`The list for ${LIST} is open.`);
  const list = page.getByRole("region", { name: LIST });
  await openTable(list, MAIN.id);
  await expect(done).toHaveText(`${MAIN.name} deals ${LIST}.`);
  await openTable(list, MUST_MOVE.id, "must-move");
  await expect(done).toHaveText(`${MUST_MOVE.name} deals ${LIST}.`);
  const main = list.getByTestId(`list-table-${MAIN.id}`);
  await expect(main).toContainText("Main game");
  await expect(main.getByTestId(`seats-${MAIN.id}`)).toHaveText("2 of 8 seats taken · open: 3, 4, 5, 6, 7, 8");
  await expect(list.getByTestId(`list-table-${MUST_MOVE.id}`)).toContainText("Must-move game");

  // A seat change: refused for an empty seat, in words; taken for Ann Lee in seat 1, who wants seat 3.
  await main.getByText(`Seat change, player away, close ${MAIN.name}`).click();
  const seatChange = main.getByRole("form", { name: `Seat change at ${MAIN.name}` });
  await seatChange.getByRole("combobox", { name: "Seat now", exact: true }).selectOption("5");
  await seatChange.getByRole("textbox", { name: "Player", exact: true }).fill("Nobody Here");
  await seatChange.getByRole("button", { name: "Add seat change" }).click();
  await expect(problem).toHaveText(`${MAIN.name} seat 5 is empty: nobody there to move.`);
  await seatChange.getByRole("combobox", { name: "Seat now", exact: true }).selectOption("1");
  await seatChange.getByRole("textbox", { name: "Player", exact: true }).fill("Ann Lee");
  await seatChange.getByRole("combobox", { name: "Wants seat", exact: true }).selectOption("3");
  await seatChange.getByRole("button", { name: "Add seat change" }).click();
  await expect(done).toHaveText(`Ann Lee is on the seat-change list of ${MAIN.name}.`);
  await expect(problem).toHaveCount(0);
  await expect(main).toContainText("1. Ann Lee in seat 1 wants seat 3");
  // The form is ready for the next request.
  await expect(seatChange.getByRole("textbox", { name: "Player", exact: true })).toHaveValue("");

  // Seat 2 steps away for 15 minutes: the seat is held, counting down, until the player is back.
  const away = main.getByRole("form", { name: `Player away from ${MAIN.name}` });
  await away.getByRole("combobox", { name: "Seat", exact: true }).selectOption("2");
  await away.getByRole("spinbutton", { name: "Hold for (minutes)", exact: true }).fill("15");
  await away.getByRole("button", { name: "Player away" }).click();
  await expect(done).toHaveText(`Seat 2 of ${MAIN.name} is held for 15 minutes.`);
  const awayList = main.getByRole("list", { name: `Players away from ${MAIN.name}` });
  await expect(awayList).toContainText(/Seat 2 away · seat held 1[45]:\d\d more/);
  await awayList.getByRole("button", { name: "Back" }).click();
  await expect(done).toHaveText("Seat 2 is back.");
  await expect(awayList).toHaveCount(0);

  // Cal Ng, seated in the must-move game, goes on the main game's must-move list.
  const mustMove = list.getByTestId(`list-table-${MUST_MOVE.id}`);
  await mustMove.getByText(`Seat change, player away, close ${MUST_MOVE.name}`).click();
  const mustMoveForm = mustMove.getByRole("form", { name: `Must-move player at ${MUST_MOVE.name}` });
  await mustMoveForm.getByRole("combobox", { name: "Seat", exact: true }).selectOption("1");
  await mustMoveForm.getByRole("textbox", { name: "Player seated there", exact: true }).fill("Cal Ng");
  await mustMoveForm.getByRole("button", { name: "Add to must-move list" }).click();
  await expect(done).toHaveText("Cal Ng is on the must-move list.");
  await expect(list.getByRole("list", { name: `Must move to ${LIST}` }).getByTestId("entry-name")).toHaveText(["Cal Ng"]);
  await expect(list).toContainText("0 on the list · 1 must move");
  // The main game has no must-move form: only a must-move game sends players on.
  await expect(main.getByRole("form", { name: `Must-move player at ${MAIN.name}` })).toHaveCount(0);

  await noSeriousA11yViolations(page);

  // Ann Lee's request cancelled; both tables closed for the game (confirmed), which ends Cal Ng's
  // place on the must-move list; then the empty list closed.
  await main.getByRole("button", { name: "Cancel request" }).click();
  await expect(done).toHaveText("Ann Lee's request is off the list.");
  await expect(main).not.toContainText("Ann Lee in seat 1");
  page.on("dialog", (dialog) => void dialog.accept());
  for (const table of [MUST_MOVE, MAIN]) {
    await list.getByRole("button", { name: `Close ${table.name} for this game` }).click();
    await expect(done).toHaveText(`${table.name} is off the lists.`);
    await expect(list.getByTestId(`list-table-${table.id}`)).toHaveCount(0);
  }
  await expect(list.getByRole("list", { name: `Must move to ${LIST}` })).toHaveCount(0);
  const openForm = list.locator("details", { hasText: `Open a table for ${LIST}` });
  if ((await openForm.getAttribute("open")) === null) await openForm.locator("summary").click();
  await list.getByRole("button", { name: "Close this list" }).click();
  await expect(done).toHaveText(`${LIST} is closed.`);
  await expect(page.getByRole("region", { name: LIST })).toHaveCount(0);
});
