import { expect, test } from "@playwright/test";
import { DealerSocket, noSeriousA11yViolations, signIn } from "./floor-kit";

// The floor with the No Bust tables of the demo floor (t7-t9): their cards on the dashboard, a
// No Bust 6.0 round that a dealer drives on t8 through a real socket.io client (signed in as the
// demo dealer of t8, so the test does not depend on the tablet's screens), the round's
// step-by-step replay in the round history, and the regulator's export of t8. Only t8 is played.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 1000 } });

const SHOTS = "e2e/screenshots";
const NO_BUST = {
  t7: "No Bust 21st Century Blackjack (Joker edition)",
  t8: "No Bust Blackjack 6.0",
  t9: "21st Century Blackjack with Buster Blackjack Bonus (No Bust Blackjack Buster Bonus 6.0)",
} as const;

type NoBustView = {
  phase: string;
  handNumber: number;
  fees: { total: number | null };
  settlement: { lines: unknown[] } | null;
  next: { command: string | null; label: string; decide?: { seat: number; hand: number; allowed: string[] }; insurance?: { seat: number; max: number }[] };
};

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

let hand = 0;

test("the floor shows t7-t9 and follows a No Bust round driven on t8", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor");
  await expect(page.getByTestId("floor-connection")).toHaveText("Live");
  for (const [id, game] of Object.entries(NO_BUST)) {
    const card = page.getByTestId(`table-card-${id}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(game);
    await expect(card).toContainText("open");
    await expect(page.getByTestId(`phase-${id}`)).not.toHaveText("Not live on this server");
  }
  await expect(page.getByTestId("table-card-t9")).toContainText("9 + PD");
  const before = Number((await page.getByTestId("hand-number-t8").innerText()).replace("#", ""));
  hand = before + 1;

  const dealer = await DealerSocket.open(baseURL!, "t8", "dealer8", "demo-dealer8");
  let fees = 0;
  try {
    for (const seat of [1, 2, 3]) await dealer.send({ type: "seat-player", seat, name: `Player ${seat}` });
    await dealer.send({ type: "open-bank", firstSeat: 3 });
    await dealer.send({ type: "accept-bank", seat: 3, bank: 100_000 });
    await expect(page.getByTestId("bank-t8")).toHaveText(/^Seat 3 · \$[\d,.]+ · next: first bank$/);
    await dealer.send({ type: "start-shoe", source: "server" });
    await dealer.send({ type: "open-betting" });
    await expect(page.getByTestId("phase-t8")).toHaveText("Betting open");
    await expect(page.getByTestId("bank-t8")).toHaveText(/^Seat 3 · \$[\d,.]+ · first bank$/);
    await dealer.send({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    await dealer.send({ type: "place-wager", seat: 2, bet: "main", amount: 2_000 });
    await dealer.send({ type: "close-betting" });
    await expect(page.getByTestId("phase-t8")).toHaveText("Dealing");
    // The round as the tablet's big button and decision buttons would play it: stand where the chart allows.
    for (let guard = 0; guard < 60; guard++) {
      const view = await dealer.view<NoBustView>();
      if (view.phase !== "dealing") break;
      const next = view.next;
      if (next.decide) await dealer.send({ type: "player-decision", seat: next.decide.seat, hand: next.decide.hand, decision: next.decide.allowed.includes("stand") ? "stand" : next.decide.allowed[0] });
      else if (next.insurance) await dealer.send({ type: "insurance", seat: next.insurance[0]!.seat, amount: 0 });
      else if (next.command) await dealer.send({ type: next.command });
      else throw new Error(`stuck at ${next.label}`);
    }
    const settling = await dealer.view<NoBustView>();
    expect(settling.phase).toBe("settling");
    fees = settling.fees.total ?? 0;
    await dealer.send({ type: "advance-settlement", through: settling.settlement!.lines.length });
    await dealer.send({ type: "end-round" });
  } finally {
    dealer.close();
  }

  await expect(page.getByTestId("hand-number-t8")).toHaveText(`#${hand}`);
  await expect(page.getByTestId("phase-t8")).toHaveText("Between hands");
  await expect(page.getByTestId("bank-t8")).toHaveText(/^Seat 3 · \$[\d,.]+ · next: second bank$/);
  expect(fees).toBeGreaterThan(0);
  await expect(page.getByTestId("fee-drop-t8")).toHaveText(dollars(fees));
  await expect(page.getByTestId("hands-hour-t8")).toHaveText("1");
  await page.getByTestId("table-card-t8").screenshot({ path: `${SHOTS}/floor-no-bust-card.png` });
  await noSeriousA11yViolations(page);
});

test("the round history of t8 replays the No Bust round step by step", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor");
  await page.getByTestId("table-card-t8").getByRole("link", { name: "Round history" }).click();
  await expect(page.getByRole("heading", { name: /Round history · Table 8 · No Bust 6\.0/ })).toBeVisible();
  const list = page.getByTestId("round-list");
  await expect(list).toContainText(`#${hand}`);
  await expect(list).toContainText(/Player-dealer (hard|soft) \d+|Player-dealer (suited )?Natural/);
  // The cards as the card pad names them ("PD 2♦ A♠ 5♦").
  await expect(list).toContainText(/PD (?:10|[2-9JQKA])[♠♥♦♣] (?:10|[2-9JQKA])[♠♥♦♣]/);

  await page.getByRole("button", { name: `Replay hand ${hand}` }).click();
  const position = page.getByTestId("replay-position");
  await expect(position).toHaveText(/^Step 1 of \d+$/);
  const total = Number((await position.innerText()).split(" of ")[1]);
  // Rotation, opening, two wagers, no more bets, at least six cards, the fee drop, settlement, completion, rotation.
  expect(total).toBeGreaterThanOrEqual(15);
  const event = page.getByTestId("replay-event");
  const frame = page.getByTestId("replay-frame");
  await expect(event).toContainText("Seat 3 banks hand 1");
  await page.getByRole("button", { name: "Next ▶" }).click();
  await expect(event).toContainText(`Hand ${hand} opened`);
  await page.getByRole("button", { name: "Next ▶" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText(`Step 3 of ${total}`);
  await expect(event).toContainText("Wager: seat 1 Game wager $10.00");
  await expect(frame).toContainText("Game wager");

  await page.getByRole("button", { name: /^#\d+ Card 1 to seat 1: / }).click();
  await expect(frame.getByTestId("no-bust-hands")).toContainText("Seat 1");
  // The hole card: face down on the table, shown to the supervisor as recorded and marked.
  await page.getByRole("button", { name: /^#\d+ Card \d+ to the player-dealer: face down \((?:10|[2-9JQKA])[♠♥♦♣]\)/ }).click();
  await expect(frame.getByTestId("no-bust-hands")).toContainText("face down");
  await expect(frame).toContainText("With the hole card:");
  await page.getByRole("button", { name: /^#\d+ Fees dropped after the initial two-card hands/ }).click();
  await expect(frame).toContainText(/Fees · \$\d+\.\d\d/);

  await page.getByRole("button", { name: /^#\d+ Settled:/ }).click();
  await expect(frame).toContainText("Settlement from seat");
  await expect(frame.getByRole("columnheader", { name: "Why" })).toBeVisible();
  await expect(frame).toContainText(/against (hard|soft) \d+|against (suited )?Natural/);
  await page.screenshot({ path: `${SHOTS}/floor-no-bust-replay.png`, fullPage: true });

  await page.getByRole("button", { name: "Last »" }).click();
  await expect(position).toHaveText(`Step ${total} of ${total}`);
  await expect(event).toContainText("completed bank hand 1");
  await expect(frame).toContainText("Result");
  await expect(frame).toContainText(/Player-dealer (hard|soft) \d+|Player-dealer (suited )?Natural/);
  await noSeriousA11yViolations(page);
});

test("the regulator's export of t8 holds the No Bust game and the round's hands and ledger", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "floor", "demo-floor");
  const answer = await page.request.get("/api/reports/regulator?table=t8", { headers: { origin: baseURL! } });
  expect(answer.status()).toBe(200);
  const doc = await answer.json();
  expect(doc).toMatchObject({ format: "cardroom.regulator-export", family: "no-bust", table: { id: "t8" }, game: { id: "no-bust-6", family: "no-bust", filings: [{ bgcId: "GEGA-002891", lines: "612-905" }] } });
  expect(doc.feeSchedule.atStartOfDay).toMatchObject({ scheduleId: "no-bust-6", optionId: "2" });
  const round = doc.rounds.find((r: { handNumber: number }) => r.handNumber === hand);
  expect(round).toMatchObject({ family: "no-bust", status: "complete", playerDealerSeat: 3 });
  expect(round.cards.playerDealer).toHaveLength(round.cards.dealOrder.filter((d: { to: string }) => d.to === "player-dealer").length);
  expect(round.hands.map((h: { seat: number }) => h.seat)).toEqual(expect.arrayContaining([1, 2]));
  expect(round.settlement.ledger.length).toBeGreaterThanOrEqual(2);
  expect(round.settlement.conservation).toMatchObject({ ok: true });
  expect(doc.rotationLog.map((r: { type: string }) => r.type)).toEqual(expect.arrayContaining(["bank-offered", "bank-accepted", "bank-hand-started", "bank-hand-completed"]));
});
