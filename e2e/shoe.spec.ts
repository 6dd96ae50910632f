import { expect, test, type Page } from "@playwright/test";
import { SimulatedShoe, shoePairingCode } from "./shoe-kit";
import { copyOfDemo, ensureTable } from "./busy-night-kit";
import { signIn, version, applied, next } from "./tablet-kit";

// The card-reading shoe (issue 29, item 2; docs/shoe.md): the floor supervisor makes a shoe's
// pairing code on /pair/manage, the simulated shoe (npm run shoe) pairs with it, and a whole
// baccarat round is dealt from the shoe while the dealer's tablet and the wall follow; a card the
// rules do not expect is refused in words on the tablet.
//
// Table: its own copy of the demo floor's t1 (Fortune 7), made here, so no other spec's table moves.

const TABLE = copyOfDemo("t1", { id: "shoe-f7", name: "Table S1 · Fortune 7", dealer: "dealer1" });

async function openTablet(page: Page, baseURL: string): Promise<void> {
  await signIn(page, baseURL, "dealer1", "demo-dealer1");
  await page.goto(`/dealer/${TABLE.id}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("dealer-tablet")).toHaveAttribute("data-table", TABLE.id);
}

async function placeWager(page: Page, seat: number, bet: string, dollars: string): Promise<void> {
  await page.getByTestId("chip-none").click();
  await page.getByTestId(`spot-${seat}-${bet}`).click();
  const editor = page.getByTestId("wager-editor");
  await editor.getByLabel("Amount in dollars").fill(dollars);
  await applied(page, () => editor.getByTestId("place-wager").click());
  await expect(editor).toHaveCount(0);
}

async function tabletCards(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const side of ["player", "banker"]) all.push(...(await page.getByTestId(`hand-${side}`).locator("li[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""))));
  return all.sort();
}

const wallCards = (wall: Page) => wall.locator("[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? "").sort());

test("a baccarat round dealt from the simulated card-reading shoe: the tablet shows each card, the wall follows, the round settles", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await ensureTable(baseURL!, TABLE);
  const shoe = new SimulatedShoe(baseURL!, TABLE.id, await shoePairingCode(browser, baseURL!, TABLE.id));
  const watcher = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    await shoe.line(/^ready shoe-f7: Table S1 · Fortune 7, 8 decks \(416 cards\)/);
    await openTablet(page, baseURL!);
    const wall = await watcher.newPage();
    await signIn(wall, baseURL!, "floor", "demo-floor");
    await wall.goto(`/display/${TABLE.id}`);
    await expect(wall.getByTestId("hand-number")).toBeVisible();

    // The table as a dealer sets it up: players, the bank, a shoe read by the card reader.
    for (const [seat, name] of [[1, "Ann"], [2, "Bob"], [3, "Cy"]] as const) {
      await page.getByTestId(`seat-${seat}`).click();
      await page.getByLabel(`Player's name for seat ${seat}`).fill(name);
      await applied(page, () => page.getByRole("button", { name: `Seat ${name} in seat ${seat}` }).click());
    }
    await next(page, "Offer the bank");
    const offer = page.getByTestId("offer");
    await offer.getByLabel("Bank posted by seat 1, in dollars").fill("500");
    await applied(page, () => offer.getByRole("button", { name: "Seat 1 banks $500.00" }).click());
    const startShoe = page.getByTestId("start-shoe");
    await startShoe.getByRole("button", { name: "Card reader" }).click();
    await applied(page, () => startShoe.getByRole("button", { name: "Start the shoe" }).click());
    await next(page, "Open betting");
    await placeWager(page, 2, "player", "20");
    await placeWager(page, 3, "banker", "10");
    await next(page, "No more bets");

    // The shoe deals every card the rules ask for: the dealer touches no card.
    await expect(page.getByTestId("next-label")).toHaveText("Card 1 to Player");
    await expect(page.getByText("Waiting for the card reader… or enter the card by hand.")).toBeVisible();
    const dealt: string[] = [];
    // The next action is a card to enter ("card") until the rules say the hand is complete.
    const step = page.getByTestId("next-action");
    while ((await step.getAttribute("data-step")) === "card") {
      const before = await version(page);
      shoe.deal();
      const [said, answer, card] = (await shoe.line(/^(taken|refused) (\S+)/)) as unknown as [string, string, string];
      expect(answer, said).toBe("taken");
      dealt.push(card);
      await expect.poll(() => version(page), { message: `the tablet shows ${card}` }).toBeGreaterThan(before);
      await expect.poll(() => tabletCards(page)).toEqual([...dealt].sort());
      await expect.poll(() => wallCards(wall), { message: `the wall shows ${card}` }).toEqual([...dealt].sort());
      expect(dealt.length).toBeLessThanOrEqual(6);
    }
    expect(dealt.length).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId("error")).toHaveCount(0);

    // The card that completed the hand settled it (no "Settle the round" tap): the lines to pay are on
    // the tablet; finished there, the wall shows the hand's result as the tablet has it.
    await expect(page.getByTestId("settlement")).toBeVisible();
    const lines = page.getByTestId("settlement-line");
    const count = await lines.count();
    for (let i = 0; i < count; i++) await applied(page, () => page.getByTestId("next-button").click());
    await next(page, "Finish the round");
    const winner = await page.getByTestId("last-result").getAttribute("data-winner");
    expect(["player", "banker", "tie"]).toContain(winner);
    await expect(wall.getByTestId("hand-number")).toHaveAttribute("data-hand", "1");
    await expect(wall.getByTestId("result")).toHaveAttribute("data-winner", winner!);
  } finally {
    shoe.stop();
    await watcher.close();
  }
});

test("a card the rules do not expect is refused, in words, on the dealer's tablet", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await ensureTable(baseURL!, TABLE);
  const shoe = new SimulatedShoe(baseURL!, TABLE.id, await shoePairingCode(browser, baseURL!, TABLE.id));
  try {
    await shoe.line(/^ready shoe-f7/);
    await openTablet(page, baseURL!);
    // No round is being dealt: no card is due. The shoe sends one all the same.
    await expect(page.getByTestId("next-action")).not.toHaveAttribute("data-step", "card");
    const before = await version(page);
    shoe.deal("9s");
    const [refusal] = await shoe.line(/^refused 9S \S+: The shoe sent 9S, but no card is due: .+/);
    const words = refusal!.replace(/^refused 9S \S+: /, "");
    const alert = page.getByTestId("error");
    await expect(alert).toHaveAttribute("data-code", "SHOE_REFUSED");
    await expect(alert).toContainText(words);
    // Nothing was dealt.
    expect(await version(page)).toBe(before);
    await alert.getByRole("button", { name: "OK" }).click();
    await expect(alert).toHaveCount(0);
  } finally {
    shoe.stop();
  }
});
