import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { DEMO_TABLES } from "../lib/server/demo-floor";
import { copyOfDemo, Dealer, ensureTable } from "./busy-night-kit";
import { applied, dealerOf, floorPage, signIn } from "./tablet-kit";

// Every family's mistake corrected from the FLOOR's table page (issue 28, item 5): the page offers
// the corrections of that game, in words ("Seat 3: Fold → Play", "Card 6, Banker card 3: Two of
// diamonds → Four of diamonds", "Seat 4's hand: …", "Winner: seat 5 → seat 7"), each with its
// reason, each refusal in words. The floor's page and the wall are at 1920 x 1080; the dealer's
// tablet (1280 x 800) and the wall follow the correction at once; the floor's audit trail says it in
// words, never a command or a table id. Each test plays a copy of a demo table ("Table F1 · …"); the
// seats, the bank and the round go through the socket as the tablet sends them (busy-night-kit's
// Dealer), poker's through the tablet itself.

const WIDE = { width: 1920, height: 1080 };
const TABLET = { width: 1280, height: 800 };
const SHOTS = "e2e/screenshots";
const FD = "face-down";
test.use({ viewport: TABLET });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type View = any;

interface Scene {
  readonly dealer: Dealer;
  readonly wall: { context: BrowserContext; page: Page };
  readonly floor: { context: BrowserContext; page: Page };
  readonly table: string;
  readonly name: string;
}

/** A copy of the demo table `demo` as `table` ("Table F1 · Fortune 7"), its wall and the floor's page open at 1920 x 1080, its dealer's socket open. */
async function scene(browser: Browser, baseURL: string, demo: string, table: string, family: string): Promise<Scene> {
  const t = DEMO_TABLES.find((x) => x.id === demo)!;
  const login = dealerOf(demo);
  const name = t.name.replace(/^Table (\d+)/, "Table F$1");
  await ensureTable(baseURL, copyOfDemo(demo, { id: table, name, dealer: login.username }));
  const wall = await floorPage(browser, baseURL, `/display/${table}`, WIDE);
  await expect(wall.page.getByTestId("wall-display")).toHaveAttribute("data-family", family);
  const floor = await floorPage(browser, baseURL, `/floor/tables/${table}`, WIDE);
  await expect(floor.page.getByTestId("live-table")).toBeVisible();
  const dealer = await Dealer.open(baseURL, table, login);
  return { dealer, wall, floor, table, name };
}

/** The dealer's tablet on the table, connected. */
async function tablet(page: Page, baseURL: string, s: Scene, demo: string): Promise<void> {
  const login = dealerOf(demo);
  await signIn(page, baseURL, login.username, login.password);
  await page.goto(`/dealer/${s.table}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
}

/** The big button's command, sent through the socket while it needs no entry, until `until` says stop. */
async function drive(d: Dealer, until: (v: View) => boolean, enter: (v: View) => Record<string, unknown> | null = () => null): Promise<View> {
  for (let i = 0; i < 40; i++) {
    const v = await d.view();
    if (until(v)) return v;
    const entry = v.next?.send ? null : enter(v);
    const command = v.next?.send ?? entry ?? (v.next?.command ? { type: v.next.command } : null);
    if (!command) throw new Error(`the tablet needs an entry: ${v.next?.label}`);
    await d.do(command);
  }
  throw new Error("the round did not get there");
}

/** What a screen must never say: a command or a table id, a schema's message, a JSON field. */
const NOT_WORDS = /correct-(card|decision|hand|award|tile)|reopen-betting|void-round|declare-misdeal|Invalid|discriminator|Expected|"type"|bn-|[0-9a-f]{8}-[0-9a-f]{4}-/;

/**
 * On the floor's table page: the correction picked, filled by `fill`, the reason given; the table
 * applies it and the form says so in words.
 */
async function correctOnFloor(s: Scene, which: string, reason: string, fill: (form: Locator) => Promise<void>, shot: string): Promise<void> {
  const form = s.floor.page.getByTestId("correction-form");
  await form.getByTestId(`correction-${which}`).click();
  await fill(form);
  await form.getByTestId("correction-reason").fill(reason);
  await s.floor.page.screenshot({ path: `${SHOTS}/${shot}` });
  await form.getByTestId("correction-submit").click();
  await expect(form.getByTestId("correction-answer")).toHaveText(/: done, recorded with the reason\.$/);
  await expect(form.getByTestId("correction-answer")).toHaveAttribute("data-ok", "true");
}

/** A correction the rules refuse, sent from the floor's page: answered in words, with no id or schema message. */
async function refusedOnFloor(s: Scene, which: string, reason: string, fill: (form: Locator) => Promise<void>): Promise<string> {
  const form = s.floor.page.getByTestId("correction-form");
  await form.getByTestId(`correction-${which}`).click();
  await fill(form);
  await form.getByTestId("correction-reason").fill(reason);
  await form.getByTestId("correction-submit").click();
  const answer = form.getByTestId("correction-answer");
  await expect(answer).toHaveAttribute("data-ok", "false");
  const words = (await answer.innerText()).trim();
  expect(words).toMatch(/^[A-Z]/);
  expect(words).not.toMatch(NOT_WORDS);
  return words;
}

/** The floor's audit trail: one row with the reason and the correction in words, no command or table id. */
async function audited(s: Scene, reason: string, words: readonly (string | RegExp)[]): Promise<void> {
  const page = await s.floor.context.newPage();
  await page.setViewportSize(WIDE);
  await page.goto("/floor/audit");
  const row = page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  for (const w of words) await expect(row).toContainText(w);
  await expect(row).not.toContainText(NOT_WORDS);
  await expect(row).not.toContainText(s.table);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/floor-audit-${s.table}.png` });
  await page.close();
}

async function done(s: Scene): Promise<void> {
  s.dealer.close();
  await s.wall.context.close();
  await s.floor.context.close();
}

test("Three Card Poker from the floor: a Fold tapped for seat 3's Play, corrected on the floor's page; the wall shows PLAY, the tablet the correction, the Play wager is in action, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t20", "fc-t20", "three-card-poker");
  const d = s.dealer;
  await d.ready([1, 2, 3, 4], 1, 30_000);
  await d.do({ type: "open-betting" });
  for (const seat of [2, 3, 4]) await d.do({ type: "place-wager", seat, bet: "ante", amount: 1_000 });
  await drive(
    d,
    (v) => v.next?.decide !== undefined,
    (v) => (v.next?.stack?.upCardNeeded ? { type: "deal-stack", cards: ["JH", FD, FD] } : null),
  );
  await d.do({ type: "play-or-fold", seat: 2, decision: "play" });
  await d.do({ type: "play-or-fold", seat: 3, decision: "fold" });
  await tablet(page, baseURL!, s, "t20");
  await expect(s.wall.page.getByTestId("wall-seat-3").getByTestId("wall-decision")).toHaveText("FOLD");

  await correctOnFloor(
    s,
    "correct-decision",
    "seat 3 put out the Play wager, the dealer tapped Fold",
    async (form) => {
      await expect(form.getByTestId("correction-decision-index").locator("option")).toHaveText(["Choose…", "Seat 2: Play", "Seat 3: Fold"]);
      await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 3: Fold" });
      await expect(form.getByTestId("correction-decision").locator("option")).toHaveText(["Choose…", "Play"]);
      await form.getByTestId("correction-decision").selectOption("play");
      await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 3: Fold → Play");
    },
    "floor-tcp-correct-decision.png",
  );
  // The floor's page, the tablet and the wall follow at once.
  await expect(s.floor.page.getByTestId("live-corrections")).toContainText("Seat 3: Fold → Play (seat 3 put out the Play wager, the dealer tapped Fold)");
  await expect(page.getByTestId("corrections")).toContainText("Seat 3: Fold → Play (seat 3 put out the Play wager, the dealer tapped Fold)");
  await expect(s.wall.page.getByTestId("wall-seat-3").getByTestId("wall-decision")).toHaveText("PLAY");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-tcp-decision-corrected-from-floor.png`, animations: "disabled" });
  const v = await d.view();
  expect(v.hands.find((h: View) => h.seat === 3).bets.map((b: View) => `${b.name} ${b.amount}`)).toEqual(["Ante 1000", "Play 1000"]);
  expect(v.next.decide?.seat).toBe(4);
  await page.screenshot({ path: `${SHOTS}/dealer-tcp-decision-corrected-from-floor.png` });
  await audited(s, "seat 3 put out the Play wager, the dealer tapped Fold", ["Seat 3: Fold → Play"]);
  await done(s);
});

test("No Bust from the floor: a Double tapped for seat 2's Hit, corrected on the floor's page; the wall drops DOUBLED, the tablet asks seat 2 again, the double's money is gone; a correction the cards cannot follow is refused in words; the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t8", "fc-t8", "no-bust");
  const d = s.dealer;
  await d.ready([1, 2, 8], 8, 100_000);
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
  await d.do({ type: "place-wager", seat: 2, bet: "main", amount: 2_000 });
  await d.do({ type: "close-betting" });
  // Seat 1 holds hard 18, seat 2 holds 11, the player-dealer shows a 6.
  const cards = ["TS", "5H", "6D", "8C", "6S"];
  await drive(
    d,
    (v) => v.next?.decide !== undefined,
    (v) => (v.next?.card ? (v.next.card.faceDown ? { type: "deal-card", faceDown: true } : { type: "deal-card", card: cards.shift() }) : null),
  );
  await d.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
  await d.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
  await d.do({ type: "deal-card", card: "4D" });
  await tablet(page, baseURL!, s, "t8");
  await expect(s.wall.page.getByTestId("wall-hand-2-0")).toContainText("DOUBLED");

  await correctOnFloor(
    s,
    "correct-decision",
    "seat 2 asked for one card, the dealer tapped Double",
    async (form) => {
      await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 2: Double" });
      await form.getByTestId("correction-decision").selectOption("hit");
      await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 2: Double → Hit");
    },
    "floor-no-bust-correct-decision.png",
  );
  await expect(page.getByTestId("corrections")).toContainText("Seat 2: Double → Hit (seat 2 asked for one card, the dealer tapped Double)");
  await expect(s.wall.page.getByTestId("wall-hand-2-0")).not.toContainText("DOUBLED");
  await expect(s.wall.page.getByTestId("wall-hand-2-0")).toHaveAttribute("data-turn", "true");
  await expect(s.wall.page.getByTestId("wall-hand-2-0").locator("[data-card]")).toHaveCount(3);
  await s.wall.page.screenshot({ path: `${SHOTS}/display-no-bust-decision-corrected-from-floor.png`, animations: "disabled" });
  const after = await d.view();
  expect(after.hands.find((h: View) => h.seat === 2)).toMatchObject({ doubled: false, cards: ["5H", "6S", "4D"] });
  expect(after.next.decide).toMatchObject({ seat: 2, hand: 0 });
  expect(after.wagers.filter((w: View) => w.seat === 2).reduce((sum: number, w: View) => sum + w.amount, 0)).toBe(2_000);
  await page.screenshot({ path: `${SHOTS}/dealer-no-bust-decision-corrected-from-floor.png` });

  // Seat 1's Stand made a Hit: the 4 of diamonds dealt after it went to seat 2, so the rules refuse it, in words.
  const refusal = await refusedOnFloor(s, "correct-decision", "seat 1 wanted another card", async (form) => {
    await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 1: Stand" });
    await form.getByTestId("correction-decision").selectOption("hit");
    await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 1: Stand → Hit");
  });
  expect(refusal).toMatch(/void the round|misdeal/);
  await s.floor.page.screenshot({ path: `${SHOTS}/floor-no-bust-decision-refused.png` });
  await audited(s, "seat 2 asked for one card, the dealer tapped Double", ["Seat 2: Double → Hit"]);
  await done(s);
});

test("Baccarat from the floor: the Banker's third card entered as a 2 for a 4 after the money was paid, corrected on the floor's page by the cards' names; the wall shows the tie, the tablet the money to take back, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t1", "fc-t1", "baccarat");
  const d = s.dealer;
  await d.ready([1, 2, 3, 4], 4, 50_000);
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
  await d.do({ type: "close-betting" });
  // Player 2S 3D 4H (9), Banker KH 5C 2D (7): the Player wins.
  for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) await d.do({ type: "deal-card", card });
  await d.do({ type: "settle" });
  await d.do({ type: "advance-settlement", through: 1 });
  await tablet(page, baseURL!, s, "t1");
  await expect(s.wall.page.getByTestId("total-banker")).toContainText("7");
  await expect(s.floor.page.getByTestId("live-cards").locator("li")).toHaveCount(6);

  await correctOnFloor(
    s,
    "correct-card",
    "the Banker's third card was the four of diamonds",
    async (form) => {
      await form.getByTestId("correction-card-index").selectOption({ label: "Banker card 3: 2♦" });
      await form.getByTestId("correction-card").fill("4d");
      await expect(form.getByTestId("correction-card-change")).toHaveText("Card 6, Banker card 3: Two of diamonds → Four of diamonds");
    },
    "floor-baccarat-correct-card.png",
  );
  await expect(s.floor.page.getByTestId("live-corrections")).toContainText("(the Banker's third card was the four of diamonds)");
  await expect(page.getByTestId("corrections")).toContainText("Card 6: Two of diamonds → Four of diamonds (the Banker's third card was the four of diamonds)");
  await expect(s.wall.page.getByTestId("total-banker")).toContainText("9");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-baccarat-card-corrected-from-floor.png`, animations: "disabled" });
  // The money: settled again on the tablet, which says what to take back from seat 1, line by line.
  await applied(page, () => page.getByTestId("next-button").click());
  await expect(page.getByTestId("settlement-correction-lines").locator("li")).toHaveText(["Collect $20.00 from Seat 1", "Pay $20.00 to the bank"]);
  await expect(s.floor.page.getByTestId("live-differences").locator("li")).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/dealer-baccarat-card-corrected-from-floor.png` });
  await s.floor.page.screenshot({ path: `${SHOTS}/floor-baccarat-card-corrected.png` });
  await audited(s, "the Banker's third card was the four of diamonds", [/2♦.*4♦|2D.*4D/]);
  await done(s);
});

test("Pai gow poker from the floor: the page lists the hands as set (not 'No card dealt.'); seat 4's hand set again on the floor's page; the wall shows the push, the tablet the money, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t15", "fc-t15", "pai-gow-poker");
  const d = s.dealer;
  await d.ready([1, 2, 3, 4], 1, 50_000);
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 2, bet: "game", amount: 5_000 });
  await d.do({ type: "place-wager", seat: 4, bet: "game", amount: 10_000 });
  await d.do({ type: "close-betting" });
  await d.do({ type: "deal-piles" });
  await d.do({ type: "choose-action-pile", pile: 4 });
  await d.do({ type: "roll-dice", total: 10 });
  await d.do({ type: "set-hand", seat: 2, high: ["7S", "7H", "7D", "7C", "4H"], low: ["QS", "JD"] });
  // Seat 4 set A-A-Q-T-9 behind and 6-3 in front; the dealer entered A-A-9-6-3 behind, Q-T in front.
  await d.do({ type: "set-hand", seat: 4, high: ["AS", "AH", "9S", "6C", "3D"], low: ["QH", "TC"] });
  await d.do({ type: "expose-player-dealer", cards: ["KS", "KH", "9D", "8D", "5S", "3H", "2D"] });
  await d.do({ type: "settle" });
  await tablet(page, baseURL!, s, "t15");
  await expect(s.wall.page.getByTestId("wall-seat-4")).toHaveAttribute("data-outcome", "win");
  await expect(s.floor.page.getByTestId("live-hands")).toContainText("Seat 4's hand: high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣");
  await expect(s.floor.page.getByTestId("live-table")).not.toContainText("No card dealt.");

  await correctOnFloor(
    s,
    "correct-hand",
    "seat 4 set the six and three in front",
    async (form) => {
      await form.getByTestId("correction-hand-seat").selectOption("4");
      await form.getByTestId("hand-front-6C").click();
      await form.getByTestId("hand-front-3D").click();
      await expect(form.getByTestId("correction-hand-change")).toHaveText("Seat 4's hand: high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ → high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦");
    },
    "floor-pai-gow-poker-correct-hand.png",
  );
  await expect(s.floor.page.getByTestId("live-hands")).toContainText("Seat 4's hand: high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦");
  await expect(page.getByTestId("corrections")).toContainText("high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ → high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦ (seat 4 set the six and three in front)");
  await expect(s.wall.page.getByTestId("wall-seat-4").getByTestId("wall-low-name")).toHaveText("Six-Three");
  await expect(page.getByTestId("next-button")).toHaveText(/Settle/);
  await applied(page, () => page.getByTestId("next-button").click());
  // A pair of aces behind against a pair of kings, 6-3 against 9-8 in front: a push.
  await expect(s.wall.page.getByTestId("wall-seat-4")).toHaveAttribute("data-outcome", "push");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-pai-gow-poker-hand-corrected-from-floor.png`, animations: "disabled" });
  const v = await d.view();
  expect(v.settlement.lines.find((l: View) => l.seat === 4 && l.bet === "game")).toMatchObject({ outcome: "push", action: "push", amount: 0, returned: 10_000 });
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-poker-hand-corrected-from-floor.png` });
  await audited(s, "seat 4 set the six and three in front", ["seat 4's hand corrected from high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ to high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦"]);
  await done(s);
});

test("Poker from the floor: a pot tapped to seat 5 for seat 7, corrected on the floor's page; a split the rules forbid refused in words; the wall and the tablet follow, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t23", "fc-t23", "poker");
  s.dealer.close();
  await tablet(page, baseURL!, s, "t23");
  const next = async (label: RegExp) => {
    await expect(page.getByTestId("next-button")).toHaveText(label);
    await applied(page, () => page.getByTestId("next-button").click());
  };
  for (const [seat, name] of [
    [2, "Kai"],
    [5, "Mo"],
    [7, "Ned"],
  ] as const) {
    await page.getByTestId(`seat-${seat}`).click();
    await page.getByLabel(`Player's name for seat ${seat}`).fill(name);
    await applied(page, () => page.getByRole("button", { name: `Seat ${name} in seat ${seat}` }).click());
  }
  for (let i = 0; (await page.getByTestId("next-action").getAttribute("data-step")) === "draw-for-button"; i++) {
    expect(i, "the draw settles the button").toBeLessThan(5);
    await next(/^Draw (again )?for the button$/);
  }
  await next(/^Deal hand \d+$/);
  await applied(page, () => page.getByTestId("winner-5").click());
  await expect(s.wall.page.getByTestId("wall-hand-status")).toContainText("Seat 5 wins");

  // A split with no flop: refused in the rules' words.
  const refusal = await refusedOnFloor(s, "correct-award", "seats 5 and 7 chopped", async (form) => {
    await expect(form.getByTestId("correction-award-from")).toHaveText("Winner: seat 5");
    await form.getByTestId("award-high-0-seat-7").click();
    await expect(form.getByTestId("correction-award-change")).toHaveText("Winners: seat 5 → seats 5 and 7");
  });
  expect(refusal).toBe("With no flop, the last player in takes the pot alone.");
  await s.floor.page.screenshot({ path: `${SHOTS}/floor-poker-award-refused.png` });

  await correctOnFloor(
    s,
    "correct-award",
    "dealer tapped seat 5, seat 7 won the pot",
    async (form) => {
      await form.getByTestId("award-high-0-seat-5").click();
      await expect(form.getByTestId("correction-award-change")).toHaveText("Winner: seat 5 → seat 7");
    },
    "floor-poker-correct-award-wide.png",
  );
  await expect(s.wall.page.getByTestId("wall-hand-status")).toContainText("Seat 7 wins");
  await expect(page.getByTestId("last-hand")).toContainText("Seat 7 wins");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-poker-award-corrected-from-floor.png`, animations: "disabled" });
  await page.screenshot({ path: `${SHOTS}/dealer-poker-award-corrected-from-floor.png` });
  await audited(s, "dealer tapped seat 5, seat 7 won the pot", ["Result corrected"]);
  await s.wall.context.close();
  await s.floor.context.close();
});

test("Pai Gow Tiles from the floor: the stacks dealt from the wrong seat, a misdeal declared on the floor's page; the wall drops the dice, the tablet asks for them, the wagers and fees stand, the audit says it", async ({ page, browser, baseURL }) => {
  // A misdeal: the stacks themselves were wrong, before any tile was entered (a tile entered wrong is the next test).
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t22", "fc-t22", "pai-gow-tiles");
  const d = s.dealer;
  for (const seat of [1, 3, 5]) await d.do({ type: "seat-player", seat, name: `Guest ${seat}` });
  await d.do({ type: "open-bank", firstSeat: 1 });
  await d.do({ type: "accept-bank", seat: 1, bank: 20_000 });
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 3, bet: "main", amount: 2_000 });
  await d.do({ type: "place-wager", seat: 5, bet: "main", amount: 3_000 });
  await d.do({ type: "close-betting" });
  await d.do({ type: "roll-dice", total: 11 });
  await d.do({ type: "deal-stacks" });
  const before = await d.view();
  await tablet(page, baseURL!, s, "t22");
  await expect(s.wall.page.getByTestId("dice")).toHaveAttribute("data-total", "11");
  // No card list for a game of tiles, and no betting to reopen once the stacks are out.
  await expect(s.floor.page.getByTestId("live-table")).not.toContainText("No card dealt.");
  await expect(s.floor.page.getByTestId("correction-reopen-betting")).toHaveCount(0);

  await correctOnFloor(s, "declare-misdeal", "the stacks were dealt from the wrong seat", async (form) => {
    await expect(form.getByTestId("correction-correct-card")).toHaveCount(0);
  }, "floor-pai-gow-tiles-misdeal.png");
  await expect(s.wall.page.getByTestId("dice")).toHaveCount(0);
  await s.wall.page.screenshot({ path: `${SHOTS}/display-pai-gow-tiles-misdeal-from-floor.png`, animations: "disabled" });
  const after = await d.view();
  expect(after.next.step).toBe("roll-dice");
  expect(after.wagers.map((w: View) => `${w.seat} ${w.amount}`)).toEqual(before.wagers.map((w: View) => `${w.seat} ${w.amount}`));
  expect(JSON.stringify(after.fees)).toBe(JSON.stringify(before.fees));
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-tiles-misdeal-from-floor.png` });
  await audited(s, "the stacks were dealt from the wrong seat", [/[Mm]isdeal/]);
  await done(s);
});

test("Pai Gow Tiles from the floor: a tile entered wrong, corrected on the floor's page by the tiles' names; the tablet and the dealer's record follow, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const s = await scene(browser, baseURL!, "t22", "fc-t22t", "pai-gow-tiles");
  const d = s.dealer;
  // The dealer enters the tiles at this table (a tile the server dealt is known exactly: nothing to correct).
  await d.send({ type: "tile-source", source: "dealer" });
  for (const seat of [1, 3, 5]) await d.do({ type: "seat-player", seat, name: `Guest ${seat}` });
  await d.do({ type: "open-bank", firstSeat: 1 });
  await d.do({ type: "accept-bank", seat: 1, bank: 20_000 });
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 3, bet: "main", amount: 2_000 });
  await d.do({ type: "place-wager", seat: 5, bet: "main", amount: 3_000 });
  await d.do({ type: "close-betting" });
  await d.do({ type: "roll-dice", total: 11 });
  await d.do({ type: "deal-stacks" });
  // Seat 3's tiles set the house way: the dealer entered a Teen where the tile was a Day.
  await d.do({ type: "set-hands", seat: 3, by: "house-way", tiles: ["6-6", "3-6", "4-5", "2-6"] });
  const before = await d.view();
  expect(before.entered.length).toBe(4);
  await tablet(page, baseURL!, s, "t22");

  await correctOnFloor(
    s,
    "correct-tile",
    "the first tile of seat 3 was a Day",
    async (form) => {
      await form.getByTestId("correction-tile-index").selectOption({ label: "Tile 1: Teen (6-6)" });
      await form.getByTestId("correction-tile").selectOption("1-1");
      await expect(form.getByTestId("correction-tile-change")).toHaveText(/^Tile 1: Teen \(6-6\) → .+ \(1-1\)$/);
    },
    "floor-pai-gow-tiles-correct-tile.png",
  );
  const after = await d.view();
  expect(after.entered[0].tile).toMatch(/^1-1/);
  expect(after.wagers.map((w: View) => `${w.seat} ${w.amount}`)).toEqual(before.wagers.map((w: View) => `${w.seat} ${w.amount}`));
  await expect(page.getByTestId("corrections")).toContainText("the first tile of seat 3 was a Day");
  // The tablet names the tiles as the floor did, not by their codes.
  await expect(page.getByTestId("corrections")).toContainText(/Tile 1: Teen \(6-6\) → .+ \(1-1\)/);
  await expect(s.wall.page.getByTestId("dice")).toHaveAttribute("data-total", "11");
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-tiles-tile-corrected-from-floor.png` });
  await audited(s, "the first tile of seat 3 was a Day", [/tile 1 corrected from Teen \(6-6\) to .+ \(1-1\)/]);
  await done(s);
});
