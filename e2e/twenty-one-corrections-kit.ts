/**
 * What the twenty-one correction specs share (decision-correction, answer-correction,
 * twenty-one-tablet-correction): a copy of a demo twenty-one table brought to "Open betting" with
 * seats 1, 2 and 4 taken and seat 4 banking $300 on a shoe the dealer enters, a game wager placed on
 * the layout, a card typed on the keyboard where the tablet says it goes, and the round settled on
 * the tablet with the money checked on screen.
 */
import { expect, type Page } from "@playwright/test";
import { applied, money, next } from "./tablet-kit";

/** A card typed on the keyboard ("9s"), confirmed with Enter, where the tablet says it goes. */
export async function typeCard(page: Page, label: string, text: string): Promise<void> {
  await expect(page.getByTestId("next-label")).toHaveText(label);
  await expect(page.getByTestId("card-pad")).toBeVisible();
  await page.keyboard.type(text);
  await expect(page.getByTestId("card-draft")).toContainText("press Enter");
  await applied(page, () => page.keyboard.press("Enter"));
}

export async function placeWager(page: Page, seat: number, amount: string): Promise<void> {
  await page.getByTestId("chip-none").click();
  await page.getByTestId(`spot-${seat}-main`).click();
  const editor = page.getByTestId("wager-editor");
  await editor.getByLabel("Amount in dollars").fill(amount);
  await expect(editor.getByTestId("wager-check")).toHaveAttribute("data-ok", "true");
  await applied(page, () => editor.getByTestId("place-wager").click());
  await expect(editor).toHaveCount(0);
}

/** Seats 1, 2 and 4 taken, seat 4 banking, a shoe entered by the dealer: the table ready to open betting (as the demo opens it, or after another spec). */
export async function prepare(page: Page): Promise<void> {
  for (const [seat, name] of [
    [1, "Ann"],
    [2, "Bob"],
    [4, "Dee"],
  ] as const) {
    if ((await page.getByTestId(`seat-${seat}`).getAttribute("data-occupied")) === "true") continue;
    await page.getByTestId(`seat-${seat}`).click();
    await page.getByLabel(`Player's name for seat ${seat}`).fill(name);
    await applied(page, () => page.getByRole("button", { name: `Seat ${name} in seat ${seat}` }).click());
  }
  for (let i = 0; ; i++) {
    expect(i, "the bank reached seat 4").toBeLessThan(12);
    const kind = await page.getByTestId("next-action").getAttribute("data-step");
    const holder = (await page.getByTestId("player-dealer").innerText()).trim();
    if (kind === "offer") {
      const offer = page.getByTestId("offer");
      const offered = Number((await offer.innerText()).match(/Offer the bank to Seat (\d+)/)![1]);
      if (offered === 4) {
        await offer.getByLabel("Bank posted by seat 4, in dollars").fill("300");
        await applied(page, () => offer.getByRole("button", { name: "Seat 4 banks $300.00" }).click());
      } else await applied(page, () => offer.getByRole("button", { name: `Seat ${offered} declines` }).click());
    } else if (kind === "command" && /^Offer the bank/.test(await page.getByTestId("next-button").innerText())) {
      await page.getByTestId("bank-panel").getByLabel("Offer first to").selectOption("4");
      await applied(page, () => page.getByRole("button", { name: "Offer the bank from seat 4" }).click());
    } else if (holder.startsWith("Seat 4")) {
      if (money(await page.getByTestId("bank").innerText()) !== 30_000) {
        const form = page.getByTestId(kind === "post-bank" ? "post-bank" : "top-up");
        await form.getByRole("textbox").fill("300");
        await applied(page, () => form.getByRole("button", { name: "Post the bank: $300.00" }).click());
      }
      break;
    } else if (holder.startsWith("Seat ")) {
      await applied(page, () => page.getByRole("button", { name: /passes the bank$/ }).click());
    } else throw new Error(`cannot bring the bank to seat 4: ${kind}, ${holder}`);
  }
  const status = page.getByTestId("shoe-status");
  if ((await status.count()) > 0 && !(await status.innerText()).startsWith("Dealer entry")) {
    await page.getByTestId("shoe").getByRole("button", { name: "End the shoe" }).click();
    await applied(page, () => page.getByTestId("shoe").getByRole("button", { name: "Yes, end this shoe" }).click());
  }
  if ((await page.getByTestId("next-action").getAttribute("data-step")) === "start-shoe") {
    const shoe = page.getByTestId("start-shoe");
    await shoe.getByRole("button", { name: "Dealer entry" }).click();
    await applied(page, () => shoe.getByRole("button", { name: "Start the shoe" }).click());
  }
  await expect(page.getByTestId("next-button")).toHaveText("Open betting");
}

/**
 * The round settled on the tablet and its money checked on screen: one settlement line per seat
 * (`lines`: the seat as the tablet names it, "Seat 1 (Ann)", and what to do, "Pay $10.00"), the bank
 * after the walk in the panel's header, each line walked with the big button, the round finished
 * with that bank on the tablet and on the wall.
 */
export async function settleOnTablet(page: Page, wall: Page, lines: readonly (readonly [string, string])[], bankAfter: string): Promise<void> {
  await next(page, "Settle the round");
  const rows = page.getByTestId("settlement-line");
  await expect(rows).toHaveCount(lines.length);
  for (const [who, what] of lines) {
    await expect(rows.filter({ hasText: who })).toHaveCount(1);
    await expect(rows.filter({ hasText: who })).toContainText(what);
  }
  await expect(page.getByTestId("bank-after")).toHaveText(bankAfter);
  for (let i = 0; i < lines.length; i++) {
    await expect(page.getByTestId("next-button")).toHaveText(/^(Pay|Collect|Push)/);
    await applied(page, () => page.getByTestId("next-button").click());
  }
  await next(page, "Finish the round");
  await expect(page.getByTestId("last-bank-after")).toHaveText(bankAfter);
  await expect(wall.getByTestId("bank")).toContainText(bankAfter);
}
