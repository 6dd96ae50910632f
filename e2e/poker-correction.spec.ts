import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_TABLES } from "../lib/server/demo-floor";
import { signIn, applied, floorPage } from "./tablet-kit";
import { replayedAt } from "./corrections-kit";

// A poker hand awarded to the wrong seat and corrected (issue 28, item 1), at tablet size with the
// wall and the floor's table page open: Table 23 (Mortimer's Hold'em), the dealer taps seat 5 for
// seat 7; the floor's table page says the award in words ("Winner: seat 5"), the supervisor picks
// seat 7 and gives a reason; the wall and the tablet follow; on the tablet, a supervisor approves a
// second correction with their own password (a split refused in the rules' words first); once the next hand is dealt the award can no
// longer be corrected, and mid-hand the floor is offered no "Reopen betting" at a poker table; the
// audit trail shows both corrections with their reasons.

const TABLE = "t23";
const TABLET = { width: 1280, height: 800 };
const WALL = { width: 1920, height: 1080 };
const SHOTS = "e2e/screenshots";
test.use({ viewport: TABLET });

const dealer = DEMO_TABLES.findIndex((t) => t.id === TABLE) + 1;

async function next(page: Page, label: string | RegExp): Promise<void> {
  await expect(page.getByTestId("next-button")).toHaveText(label);
  await applied(page, () => page.getByTestId("next-button").click());
}

/** Kai, Mo and Ned in seats 2, 5 and 7 (where the seat is still empty), and the button drawn for until it is settled. */
async function seatThreeAndDrawForButton(page: Page): Promise<void> {
  for (const [seat, name] of [
    [2, "Kai"],
    [5, "Mo"],
    [7, "Ned"],
  ] as const) {
    if ((await page.getByTestId(`seat-${seat}`).getAttribute("data-occupied")) === "true") continue;
    await page.getByTestId(`seat-${seat}`).click();
    await page.getByLabel(`Player's name for seat ${seat}`).fill(name);
    await applied(page, () => page.getByRole("button", { name: `Seat ${name} in seat ${seat}` }).click());
  }
  for (let i = 0; (await page.getByTestId("next-action").getAttribute("data-step")) === "draw-for-button"; i++) {
    expect(i, "the draw settles the button").toBeLessThan(5);
    await next(page, /^Draw (again )?for the button$/);
  }
}

/** The wall and the floor's table page open, the tablet signed in, three players seated and the button drawn. */
async function openHand(page: Page, browser: Browser, baseURL: string): Promise<{ wall: Awaited<ReturnType<typeof floorPage>>; floor: Awaited<ReturnType<typeof floorPage>> }> {
  const wall = await floorPage(browser, baseURL, `/display/${TABLE}`, WALL);
  const floor = await floorPage(browser, baseURL, `/floor/tables/${TABLE}`, TABLET);
  await expect(floor.page.getByTestId("live-table")).toBeVisible();
  await signIn(page, baseURL, `dealer${dealer}`, `demo-dealer${dealer}`);
  await page.goto(`/dealer/${TABLE}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await seatThreeAndDrawForButton(page);
  return { wall, floor };
}

test("a hand awarded to seat 5 for seat 7, corrected from the floor and from the tablet; the wall, the tablet, the audit and the replay follow", async ({ page, browser, baseURL }) => {
  const wall = await floorPage(browser, baseURL!, `/display/${TABLE}`, WALL);
  await expect(wall.page.getByTestId("wall-display")).toHaveAttribute("data-family", "poker");
  const floor = await floorPage(browser, baseURL!, `/floor/tables/${TABLE}`, TABLET);
  await expect(floor.page.getByTestId("live-table")).toBeVisible();

  await signIn(page, baseURL!, `dealer${dealer}`, `demo-dealer${dealer}`);
  await page.goto(`/dealer/${TABLE}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  // Every tablet has the floor's corrections, poker's too.
  await expect(page.getByTestId("floor-corrections")).toHaveText("Floor: correct a mistake");

  await seatThreeAndDrawForButton(page);

  // The hand: everyone folds to seat 7, and the dealer taps seat 5.
  const hand = Number((await page.getByTestId("next-button").innerText()).match(/^Deal hand (\d+)$/)?.[1]);
  await next(page, /^Deal hand \d+$/);
  // Mid-hand the floor is offered what a poker table takes: pause and void, no reopened betting.
  await expect(floor.page.getByTestId("live-table")).toHaveAttribute("data-phase", "dealing");
  await expect(floor.page.getByTestId("correction-void-round")).toBeVisible();
  await expect(floor.page.getByTestId("correction-reopen-betting")).toHaveCount(0);
  await expect(floor.page.getByTestId("correction-declare-misdeal")).toHaveCount(0);
  await applied(page, () => page.getByTestId("winner-5").click());
  await expect(page.getByTestId("last-hand")).toContainText("Seat 5 wins");
  await expect(wall.page.getByTestId("wall-hand-status")).toContainText("Seat 5 wins");

  // The floor's table page: the award in words, the right winner picked, the change in words.
  const form = floor.page.getByTestId("correction-form");
  await form.getByTestId("correction-correct-award").click();
  await expect(form.getByTestId("correction-award-from")).toHaveText("Winner: seat 5");
  await expect(form.getByTestId("correction-award")).toContainText("until the next hand is dealt");
  await expect(form.getByTestId("correction-submit")).toBeDisabled();
  await form.getByTestId("award-high-0-seat-5").click();
  await form.getByTestId("award-high-0-seat-7").click();
  await expect(form.getByTestId("correction-award-change")).toHaveText("Winner: seat 5 → seat 7");
  await form.getByTestId("correction-reason").fill("dealer tapped seat 5, seat 7 won the pot");
  await floor.page.screenshot({ path: `${SHOTS}/floor-poker-correct-award.png` });
  await form.getByTestId("correction-submit").click();
  await expect(form.getByTestId("correction-answer")).toHaveText("Correct the last award: done, recorded with the reason.");
  await expect(wall.page.getByTestId("wall-hand-status")).toContainText("Seat 7 wins");
  await expect(page.getByTestId("last-hand")).toContainText("Seat 7 wins");

  // On the tablet, a supervisor at the table approves a second correction with their own password.
  // A split is refused in the rules' words (no flop: the last player in takes the pot alone); seat 2 is taken.
  await page.getByTestId("floor-corrections").click();
  const tablet = page.getByTestId("correction-form");
  await tablet.getByTestId("correction-correct-award").click();
  await expect(tablet.getByTestId("correction-award-from")).toHaveText("Winner: seat 7");
  await tablet.getByTestId("award-high-0-seat-5").click();
  await expect(tablet.getByTestId("correction-award-change")).toHaveText("Winners: seat 7 → seats 5 and 7");
  await tablet.getByTestId("correction-reason").fill("seat 2 was the last player in");
  await tablet.getByTestId("approver-username").fill("floor");
  await tablet.getByTestId("approver-password").fill("demo-floor");
  await tablet.getByTestId("correction-submit").click();
  await expect(tablet.getByTestId("correction-answer")).toHaveText("With no flop, the last player in takes the pot alone.");
  await tablet.getByTestId("award-high-0-seat-5").click();
  await tablet.getByTestId("award-high-0-seat-7").click();
  await tablet.getByTestId("award-high-0-seat-2").click();
  await expect(tablet.getByTestId("correction-award-change")).toHaveText("Winner: seat 7 → seat 2");
  await tablet.getByTestId("approver-password").fill("demo-floor");
  await page.screenshot({ path: `${SHOTS}/dealer-poker-correct-award.png` });
  await applied(page, () => tablet.getByTestId("correction-submit").click());
  await expect(page.getByTestId("floor-corrections-panel")).toHaveCount(0);
  await expect(page.getByTestId("last-hand")).toContainText("Seat 2 wins");
  await expect(wall.page.getByTestId("wall-hand-status")).toContainText("Seat 2 wins");

  // The next hand dealt: the last award can no longer be corrected.
  await next(page, /^Deal hand \d+$/);
  await expect(floor.page.getByTestId("live-table")).toHaveAttribute("data-phase", "dealing");
  await expect(floor.page.getByTestId("correction-correct-award")).toHaveCount(0);
  await applied(page, () => page.getByTestId("winner-7").click());
  await expect(floor.page.getByTestId("award-closed")).toHaveCount(0);
  await expect(floor.page.getByTestId("correction-correct-award")).toBeVisible();

  // The audit trail: both corrections, in words, with their reasons.
  await floor.page.goto("/floor/audit");
  const rows = floor.page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: "Result corrected" });
  await expect(rows.filter({ hasText: "dealer tapped seat 5, seat 7 won the pot" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "seat 2 was the last player in" })).toHaveCount(1);
  await expect(rows.first()).not.toContainText("correct-result");
  // The hand's replay runs on to both corrections made after it ended, each with who and why.
  await replayedAt(floor.context, TABLE, hand, "dealer tapped seat 5, seat 7 won the pot");
  await replayedAt(floor.context, TABLE, hand, "seat 2 was the last player in");

  await wall.context.close();
  await floor.context.close();
});

// The money of a corrected award (issue 28): the dealer counts the pot as it is pushed, $120.00, and
// taps seat 5 for seat 7; the floor corrects it, then a supervisor at the tablet makes it a split.
// The drop, from the posted schedule: Mortimer's Hold'em option 3 ($3-$6) drops after the flop by
// players dealt in, "4 or less" $1 (lib/domain/fees/schedules/texas-holdem-mortimers.ts, seed 003
// L3687-3692; game-config dropPlayerCount "dealt-in", no flop no drop). Three players dealt in: $1.00,
// taken before the award, so no correction of the award moves it. The pot stays the $120.00 entered;
// only who takes it changes, on the tablet, the wall, the floor's form and history, the replay and the audit.
test("a $120.00 pot with the $1.00 drop awarded to seat 5, corrected to seat 7 from the floor and to a split from the tablet; the pot and the drop said everywhere", async ({ page, browser, baseURL }) => {
  const { wall, floor } = await openHand(page, browser, baseURL!);

  const hand = Number((await page.getByTestId("next-button").innerText()).match(/^Deal hand (\d+)$/)?.[1]);
  await next(page, /^Deal hand \d+$/);
  await next(page, "Flop dealt");
  await next(page, "Take the drop: $1.00");
  await expect(wall.page.getByTestId("wall-hand-status")).toHaveText("Drop $1.00 taken");
  // The dealer enters the pot as counted and taps seat 5.
  await page.getByTestId("award-pot").fill("120");
  await applied(page, () => page.getByTestId("winner-5").click());
  await expect(page.getByTestId("last-hand")).toContainText("Seat 5 wins the $120.00 pot · drop $1.00");
  await expect(wall.page.getByTestId("wall-hand-status")).toHaveText("Seat 5 wins the $120.00 pot · drop $1.00");

  // From the floor: the pot as recorded beside the award, seat 7 picked.
  const form = floor.page.getByTestId("correction-form");
  await form.getByTestId("correction-correct-award").click();
  await expect(form.getByTestId("correction-award-from")).toHaveText("Winner: seat 5");
  await expect(form.getByTestId("correction-award-pot")).toHaveText(" · the $120.00 pot");
  await form.getByTestId("award-high-0-seat-5").click();
  await form.getByTestId("award-high-0-seat-7").click();
  await expect(form.getByTestId("correction-award-change")).toHaveText("Winner: seat 5 → seat 7");
  await form.getByTestId("correction-reason").fill("seat 7 held the flush for the $120 pot");
  await form.getByTestId("correction-submit").click();
  await expect(form.getByTestId("correction-answer")).toHaveText("Correct the last award: done, recorded with the reason.");
  // The money follows: the same $120.00 pot to seat 7, the $1.00 drop unchanged.
  await expect(page.getByTestId("last-hand")).toContainText("Seat 7 wins the $120.00 pot · drop $1.00");
  await expect(wall.page.getByTestId("wall-hand-status")).toHaveText("Seat 7 wins the $120.00 pot · drop $1.00");

  // From the tablet, with a supervisor's password: seats 5 and 7 split the pot (after the flop a split is allowed).
  await page.getByTestId("floor-corrections").click();
  const tablet = page.getByTestId("correction-form");
  await tablet.getByTestId("correction-correct-award").click();
  await expect(tablet.getByTestId("correction-award-from")).toHaveText("Winner: seat 7");
  await expect(tablet.getByTestId("correction-award-pot")).toHaveText(" · the $120.00 pot");
  await tablet.getByTestId("award-high-0-seat-5").click();
  await expect(tablet.getByTestId("correction-award-change")).toHaveText("Winners: seat 7 → seats 5 and 7");
  await tablet.getByTestId("correction-reason").fill("seats 5 and 7 both had the flush, chopped");
  await tablet.getByTestId("approver-username").fill("floor");
  await tablet.getByTestId("approver-password").fill("demo-floor");
  await applied(page, () => tablet.getByTestId("correction-submit").click());
  await expect(page.getByTestId("floor-corrections-panel")).toHaveCount(0);
  // Each seat's share said with the split (the odd-chip rule has nothing to place in $120.00).
  await expect(page.getByTestId("last-hand")).toContainText("Seats 5 and 7 split the $120.00 pot: $60.00 each · drop $1.00");
  await expect(wall.page.getByTestId("wall-hand-status")).toHaveText("Seats 5 and 7 split the $120.00 pot: $60.00 each · drop $1.00");
  await page.screenshot({ path: `${SHOTS}/dealer-poker-correct-award-pot.png` });
  await wall.page.screenshot({ path: `${SHOTS}/wall-poker-split-shares.png` });

  // The floor's hand history: the hand as corrected, with its pot and drop; its replay shows the award
  // as first recorded and both corrections with the pot.
  await floor.page.goto(`/floor/tables/${TABLE}/history`);
  await expect(floor.page.getByText("Seats 5 and 7 split the $120.00 pot: $60.00 each; drop $1.00").first()).toBeVisible();
  await floor.page.getByRole("button", { name: `Replay hand ${hand}`, exact: true }).click();
  const steps = floor.page.getByRole("list", { name: "Events of this round" });
  await expect(steps).toContainText(`Hand ${hand} complete: Seat 5 wins the $120.00 pot; drop $1.00`);
  await expect(steps).toContainText("Seat 5 wins the $120.00 pot → Seat 7 wins the $120.00 pot (seat 7 held the flush for the $120 pot)");
  await expect(steps).toContainText("Seat 7 wins the $120.00 pot → Seats 5 and 7 split the $120.00 pot: $60.00 each (seats 5 and 7 both had the flush, chopped)");
  await floor.page.screenshot({ path: `${SHOTS}/floor-replay-poker-pot.png` });

  // The audit trail: each correction with the pot, from and to.
  await floor.page.goto("/floor/audit");
  const rows = floor.page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: "Result corrected" });
  await expect(rows.filter({ hasText: "seat 7 held the flush for the $120 pot" })).toContainText("Seat 5 wins the $120.00 pot → Seat 7 wins the $120.00 pot");
  await expect(rows.filter({ hasText: "seats 5 and 7 both had the flush, chopped" })).toContainText("Seat 7 wins the $120.00 pot → Seats 5 and 7 split the $120.00 pot: $60.00 each");

  await wall.context.close();
  await floor.context.close();
});

// Side pots with each pot's amount (issue 28): the dealer counts the main pot, $91.00, which seats 2
// and 5 split, and side pot 1, $31.00, which seat 5 takes alone. Each pot is split on its own by
// Mortimer's odd-chip rule (all odd chips to the winner closest to the left of the button, seed 003
// L2659-2661; $1 chips): the main pot's odd dollar goes to whichever of seats 2 and 5 the deal reaches
// first from the button. The tablet refuses a pot's amount left blank or not in dollars and cents;
// the floor then corrects the main pot to seats 5 and 7, the amounts kept; the tablet, the wall, the
// history, the replay and the audit say the pots one by one.
test("a main pot of $91.00 split by seats 2 and 5 with the odd chip by the button, and side pot 1 of $31.00 to seat 5; corrected to seats 5 and 7; said pot by pot everywhere", async ({ page, browser, baseURL }) => {
  const { wall, floor } = await openHand(page, browser, baseURL!);

  const hand = Number((await page.getByTestId("next-button").innerText()).match(/^Deal hand (\d+)$/)?.[1]);
  await next(page, /^Deal hand \d+$/);
  // The hand's button, as the tablet marks it: the odd chip of a split pot is counted from it.
  const buttonSeat = page.getByTestId("seats").locator('[data-testid^="seat-"]').filter({ hasText: "Button" });
  await expect(buttonSeat).toHaveCount(1);
  const button = Number((await buttonSeat.getAttribute("data-testid"))!.replace("seat-", ""));
  const fromButton = (seat: number) => (seat - button - 1 + 10) % 10;
  const [odd, even] = fromButton(2) < fromButton(5) ? [2, 5] : [5, 2];
  const shares = (a: number, b: number, oddSeat: number) => [a, b].map((s) => `seat ${s} ${s === oddSeat ? "$46.00" : "$45.00"}`).join(", ");
  const firstOf5and7 = fromButton(5) < fromButton(7) ? 5 : 7;
  const awarded = `Main pot $91.00: seats 2 and 5 split, ${shares(2, 5, odd)}; side pot 1 $31.00: seat 5 wins`;
  const corrected = `Main pot $91.00: seats 5 and 7 split, ${shares(5, 7, firstOf5and7)}; side pot 1 $31.00: seat 5 wins`;
  expect(even).not.toBe(odd);

  await next(page, "Flop dealt");
  await next(page, "Take the drop: $1.00");
  // The award with a side pot: each pot's winners and amount.
  await page.getByTestId("split-pot").click();
  await page.getByTestId("pot-0-high-2").click();
  await page.getByTestId("pot-0-high-5").click();
  await page.getByTestId("add-side-pot").click();
  await page.getByTestId("pot-1-high-5").click();
  // The single amount field gives way to one per pot; a blank one or one not in dollars is refused in words.
  await expect(page.getByTestId("award-pot")).toHaveCount(0);
  await page.getByTestId("pot-0-amount").fill("91");
  await expect(page.getByTestId("award-pots-problem")).toHaveText("Enter the amount of every pot (side pot 1 is blank), or leave them all blank.");
  await expect(page.getByTestId("push-pot")).toBeDisabled();
  await page.getByTestId("pot-1-amount").fill("31.555");
  await expect(page.getByTestId("award-pots-problem")).toHaveText("The amount of side pot 1 is not dollars and cents: type it like 90 or 90.50.");
  await expect(page.getByTestId("push-pot")).toBeDisabled();
  await page.getByTestId("pot-1-amount").fill("31");
  await expect(page.getByTestId("award-pots-problem")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/dealer-poker-side-pot-amounts.png` });
  await applied(page, () => page.getByTestId("push-pot").click());
  await expect(page.getByTestId("last-hand")).toContainText(`${awarded} · drop $1.00`);
  await expect(wall.page.getByTestId("wall-hand-status")).toHaveText(`${awarded} · drop $1.00`);

  // From the floor: the pots' amounts as recorded, kept while the main pot's winners change.
  const form = floor.page.getByTestId("correction-form");
  await form.getByTestId("correction-correct-award").click();
  await expect(form.getByTestId("correction-award-pot")).toHaveText(" · main pot $91.00, side pot 1 $31.00");
  await expect(form.getByTestId("correction-pot-0-amount")).toHaveValue("91");
  await expect(form.getByTestId("correction-pot-1-amount")).toHaveValue("31");
  await form.getByTestId("award-high-0-seat-2").click();
  await form.getByTestId("award-high-0-seat-7").click();
  await form.getByTestId("correction-reason").fill("seat 7 tabled the same straight as seat 5");
  // A pot's amount cleared alone is refused in words.
  await form.getByTestId("correction-pot-1-amount").fill("");
  await expect(form).toContainText("Enter the amount of every pot (side pot 1 is blank), or leave them all blank.");
  await expect(form.getByTestId("correction-submit")).toBeDisabled();
  await form.getByTestId("correction-pot-1-amount").fill("31");
  await form.getByTestId("correction-submit").click();
  await expect(form.getByTestId("correction-answer")).toHaveText("Correct the last award: done, recorded with the reason.");
  await expect(page.getByTestId("last-hand")).toContainText(`${corrected} · drop $1.00`);
  await expect(wall.page.getByTestId("wall-hand-status")).toHaveText(`${corrected} · drop $1.00`);
  await wall.page.screenshot({ path: `${SHOTS}/wall-poker-side-pot-shares.png` });

  // The history, the replay and the audit: the pots one by one.
  await floor.page.goto(`/floor/tables/${TABLE}/history`);
  await expect(floor.page.getByText(`${corrected}; drop $1.00`).first()).toBeVisible();
  await floor.page.getByRole("button", { name: `Replay hand ${hand}`, exact: true }).click();
  const steps = floor.page.getByRole("list", { name: "Events of this round" });
  await expect(steps).toContainText(`Hand ${hand} complete: ${awarded}; drop $1.00`);
  await expect(steps).toContainText(`${awarded} → ${corrected} (seat 7 tabled the same straight as seat 5)`);
  // The replay's last step: the hand as corrected, its pots one by one.
  const lastStep = floor.page.getByRole("button", { name: "Last »" });
  if (await lastStep.isEnabled()) await lastStep.click();
  await expect(floor.page.getByTestId("poker-result")).toHaveText(`Hand ${hand}: ${corrected} · drop $1.00`);
  await floor.page.screenshot({ path: `${SHOTS}/floor-replay-poker-side-pots.png` });
  await floor.page.goto("/floor/audit");
  const rows = floor.page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: "Result corrected" });
  await expect(rows.filter({ hasText: "seat 7 tabled the same straight as seat 5" })).toContainText(`${awarded} → ${corrected}`);

  await wall.context.close();
  await floor.context.close();
});
