import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { DEMO_TABLES } from "../lib/server/demo-floor";
import { copyOfDemo, Dealer, ensureTable } from "./busy-night-kit";
import { applied, dealerOf, signIn } from "./tablet-kit";

// Every family's mistake corrected from the TABLET, with a floor supervisor's approval typed on the
// spot (issue 28, items 1 and 5), at tablet size with the wall open: the families the other specs
// do not cover so (twenty-one: decision-correction.spec; poker: poker-correction.spec). Each test
// plays a copy of a demo table; the seats, the bank, the shoe and the wagers go through the socket
// as the tablet sends them (busy-night-kit's Dealer), the correction itself through the tablet's
// "Floor: correct a mistake". The wall (1920 x 1080) follows the change, the money follows it, and
// the floor's audit trail shows the correction in words with its reason (never a command id).

const TABLET = { width: 1280, height: 800 };
const WALL = { width: 1920, height: 1080 };
const SHOTS = "e2e/screenshots";
const FD = "face-down";
const APPROVER = { username: "floor", password: "demo-floor" };
test.use({ viewport: TABLET });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type View = any;

interface Scene {
  readonly dealer: Dealer;
  readonly wall: { context: BrowserContext; page: Page };
  readonly table: string;
  readonly name: string;
}

/** A copy of the demo table `demo` as `table`, its wall open and signed in as the floor, its dealer's socket open. */
async function scene(browser: Browser, baseURL: string, demo: string, table: string, family: string): Promise<Scene> {
  const t = DEMO_TABLES.find((x) => x.id === demo)!;
  const login = dealerOf(demo);
  // A name of its own ("Table C1 · Fortune 7"): the dealer's table picker and the board list every table by name.
  const name = t.name.replace(/^Table (\d+)/, "Table C$1");
  await ensureTable(baseURL, copyOfDemo(demo, { id: table, name, dealer: login.username }));
  const context = await browser.newContext({ viewport: WALL });
  const page = await context.newPage();
  await signIn(page, baseURL, APPROVER.username, APPROVER.password);
  await page.goto(`/display/${table}`);
  await expect(page.getByTestId("wall-display")).toHaveAttribute("data-family", family);
  const dealer = await Dealer.open(baseURL, table, login);
  return { dealer, wall: { context, page }, table, name };
}

/** The dealer's tablet on the table, connected. */
async function tablet(page: Page, baseURL: string, s: Scene, demo: string): Promise<void> {
  const login = dealerOf(demo);
  await signIn(page, baseURL, login.username, login.password);
  await page.goto(`/dealer/${s.table}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  await expect(page.getByTestId("floor-corrections")).toHaveText("Floor: correct a mistake");
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

/**
 * On the tablet: "Floor: correct a mistake", the correction filled by `fill`, the reason and the
 * supervisor's own username and password; the table applies it and the panel closes.
 */
async function approveOnTablet(page: Page, which: string, reason: string, fill: (form: Locator) => Promise<void>, shot: string): Promise<void> {
  await page.getByTestId("floor-corrections").click();
  const form = page.getByTestId("correction-form");
  await form.getByTestId(`correction-${which}`).click();
  await fill(form);
  await form.getByTestId("correction-reason").fill(reason);
  await form.getByTestId("approver-username").fill(APPROVER.username);
  await form.getByTestId("approver-password").fill(APPROVER.password);
  await page.screenshot({ path: `${SHOTS}/${shot}` });
  await applied(page, () => form.getByTestId("correction-submit").click());
  await expect(page.getByTestId("floor-corrections-panel")).toHaveCount(0);
}

/** The floor's audit trail: one row with the reason, the correction in words, no command or table id. */
async function audited(s: Scene, reason: string, words: readonly (string | RegExp)[]): Promise<void> {
  const page = await s.wall.context.newPage();
  await page.goto("/floor/audit");
  const row = page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  for (const w of words) await expect(row).toContainText(w);
  await expect(row).not.toContainText(/correct-(card|decision|hand|tile)|bn-|"type"|[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(row).not.toContainText(s.table);
  // The supervisor's approval on the tablet, just before: the table by its name, not its id.
  const approval = page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: "Supervisor's approval on a tablet: attempt" }).first();
  await expect(approval).toContainText(`table: ${s.name}`);
  await expect(approval).not.toContainText(s.table);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/floor-audit-${s.table}.png` });
  await page.close();
}

async function done(s: Scene): Promise<void> {
  s.dealer.close();
  await s.wall.context.close();
}

test("Three Card Poker: a Fold tapped for seat 3's Play, corrected on the tablet with the supervisor's approval; the wall shows PLAY, the Play wager is in action, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t20", "cf-t20", "three-card-poker");
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

  await approveOnTablet(
    page,
    "correct-decision",
    "seat 3 put out the Play wager, the dealer tapped Fold",
    async (form) => {
      await expect(form.getByTestId("correction-decision-index").locator("option")).toHaveText(["Choose…", "Seat 2: Play", "Seat 3: Fold"]);
      await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 3: Fold" });
      await expect(form.getByTestId("correction-decision").locator("option")).toHaveText(["Choose…", "Play"]);
      await form.getByTestId("correction-decision").selectOption("play");
      await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 3: Fold → Play");
    },
    "dealer-tcp-correct-decision.png",
  );
  await expect(page.getByTestId("corrections")).toContainText("Seat 3: Fold → Play (seat 3 put out the Play wager, the dealer tapped Fold)");
  await expect(s.wall.page.getByTestId("wall-seat-3").getByTestId("wall-decision")).toHaveText("PLAY");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-tcp-decision-corrected.png`, animations: "disabled" });
  // The money: seat 3's Play wager, equal to its Ante, is in action; seat 4 still decides.
  const v = await d.view();
  expect(v.hands.find((h: View) => h.seat === 3).bets.map((b: View) => `${b.name} ${b.amount}`)).toEqual(["Ante 1000", "Play 1000"]);
  expect(v.next.decide?.seat).toBe(4);
  await page.screenshot({ path: `${SHOTS}/dealer-tcp-decision-corrected.png` });
  await audited(s, "seat 3 put out the Play wager, the dealer tapped Fold", ["Seat 3: Fold → Play"]);
  await done(s);
});

test("No Bust: a Double tapped for seat 2's Hit, corrected on the tablet with the supervisor's approval; the wall drops DOUBLED, seat 2 decides again, the double's money is gone, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t8", "cf-t8", "no-bust");
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
  // Seat 2 asks for a hit; the dealer taps Double and deals the card.
  await d.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
  await d.do({ type: "deal-card", card: "4D" });
  await tablet(page, baseURL!, s, "t8");
  await expect(s.wall.page.getByTestId("wall-hand-2-0")).toContainText("DOUBLED");
  const before = await d.view();
  expect(before.hands.find((h: View) => h.seat === 2).doubled).toBe(true);

  await approveOnTablet(
    page,
    "correct-decision",
    "seat 2 asked for one card, the dealer tapped Double",
    async (form) => {
      await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 2: Double" });
      await form.getByTestId("correction-decision").selectOption("hit");
      await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 2: Double → Hit");
    },
    "dealer-no-bust-correct-decision.png",
  );
  await expect(page.getByTestId("corrections")).toContainText("Seat 2: Double → Hit (seat 2 asked for one card, the dealer tapped Double)");
  // Replayed with a Hit: seat 2's 15 (5, 6, 4) decides again; no double on the wall or in the money.
  await expect(s.wall.page.getByTestId("wall-hand-2-0")).not.toContainText("DOUBLED");
  await expect(s.wall.page.getByTestId("wall-hand-2-0")).toHaveAttribute("data-turn", "true");
  await expect(s.wall.page.getByTestId("wall-hand-2-0").locator("[data-card]")).toHaveCount(3);
  await s.wall.page.screenshot({ path: `${SHOTS}/display-no-bust-decision-corrected.png`, animations: "disabled" });
  const after = await d.view();
  expect(after.hands.find((h: View) => h.seat === 2)).toMatchObject({ doubled: false, cards: ["5H", "6S", "4D"] });
  expect(after.next.decide).toMatchObject({ seat: 2, hand: 0 });
  expect(after.wagers.filter((w: View) => w.seat === 2).reduce((sum: number, w: View) => sum + w.amount, 0)).toBe(2_000);
  await page.screenshot({ path: `${SHOTS}/dealer-no-bust-decision-corrected.png` });
  await audited(s, "seat 2 asked for one card, the dealer tapped Double", ["Seat 2: Double → Hit"]);
  await done(s);
});

test("Baccarat: the Banker's third card entered as a 2 for a 4 after the money was paid, corrected on the tablet with the supervisor's approval; the wall shows the tie, the tablet the money to take back, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t1", "cf-t1", "baccarat");
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

  await approveOnTablet(
    page,
    "correct-card",
    "the Banker's third card was the four of diamonds",
    async (form) => {
      await form.getByTestId("correction-card-index").selectOption({ label: "Banker card 3: 2♦" });
      await form.getByTestId("correction-card").fill("4d");
    },
    "dealer-baccarat-correct-card.png",
  );
  await expect(page.getByTestId("corrections")).toContainText("Card 6: Two of diamonds → Four of diamonds (the Banker's third card was the four of diamonds)");
  // The wall: the Banker's 9 ties the Player's 9.
  await expect(s.wall.page.getByTestId("total-banker")).toContainText("9");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-baccarat-card-corrected.png`, animations: "disabled" });
  // The money: settled again, the tablet says what to take back from seat 1, line by line.
  await applied(page, () => page.getByTestId("next-button").click());
  await expect(page.getByTestId("settlement-correction")).toContainText("Correction: make the money right at the table");
  await expect(page.getByTestId("settlement-correction-lines").locator("li")).toHaveText(["Collect $20.00 from Seat 1", "Pay $20.00 to the bank"]);
  await page.screenshot({ path: `${SHOTS}/dealer-baccarat-card-corrected.png` });
  await audited(s, "the Banker's third card was the four of diamonds", [/2♦.*4♦|2D.*4D/]);
  await done(s);
});

test("Pai gow poker: seat 4's hand entered with the wrong two in front, corrected on the tablet with the supervisor's approval; the wall shows the push, the tablet the money, the audit says it", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t15", "cf-t15", "pai-gow-poker");
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
  const gameLine = (v: View) => v.settlement.lines.find((l: View) => l.seat === 4 && l.bet === "game");
  expect(gameLine(await d.view())).toMatchObject({ outcome: "win", action: "pay" });
  await tablet(page, baseURL!, s, "t15");
  await expect(s.wall.page.getByTestId("wall-seat-4")).toHaveAttribute("data-outcome", "win");

  await approveOnTablet(
    page,
    "correct-hand",
    "seat 4 set the six and three in front",
    async (form) => {
      await form.getByTestId("correction-hand-seat").selectOption("4");
      await form.getByTestId("hand-front-6C").click();
      await form.getByTestId("hand-front-3D").click();
      await expect(form.getByTestId("correction-hand-change")).toHaveText("Seat 4's hand: high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ → high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦");
    },
    "dealer-pai-gow-poker-correct-hand.png",
  );
  await expect(page.getByTestId("corrections")).toContainText("high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ → high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦ (seat 4 set the six and three in front)");
  // The wall shows the hand as the player set it; the round is to settle again.
  await expect(s.wall.page.getByTestId("wall-seat-4").getByTestId("wall-low-name")).toHaveText("Six-Three");
  await expect(page.getByTestId("next-button")).toHaveText(/Settle/);
  await applied(page, () => page.getByTestId("next-button").click());
  // A pair of aces behind against a pair of kings, 6-3 against 9-8 in front: a push.
  await expect(s.wall.page.getByTestId("wall-seat-4")).toHaveAttribute("data-outcome", "push");
  await s.wall.page.screenshot({ path: `${SHOTS}/display-pai-gow-poker-hand-corrected.png`, animations: "disabled" });
  const v = await d.view();
  expect(gameLine(v)).toMatchObject({ outcome: "push", action: "push", amount: 0, returned: 10_000 });
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-poker-hand-corrected.png` });
  await audited(s, "seat 4 set the six and three in front", ["Hand corrected", "seat 4's hand corrected from high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ to high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦"]);
  await done(s);
});

test("Pai Gow Tiles: the stacks dealt from the wrong seat, a misdeal approved on the tablet by the supervisor; the wall drops the dice, the wagers and fees stand, the hand starts again from the dice, the audit says it", async ({ page, browser, baseURL }) => {
  // A misdeal: the stacks themselves were wrong, before any tile was entered (a tile entered wrong: floor-corrections.spec.ts, the same form as the tablet's).
  test.setTimeout(120_000);
  const s = await scene(browser, baseURL!, "t22", "cf-t22", "pai-gow-tiles");
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

  await approveOnTablet(page, "declare-misdeal", "the stacks were dealt from the wrong seat", async (form) => {
    await expect(form.getByTestId("correction-correct-card")).toHaveCount(0);
  }, "dealer-pai-gow-tiles-misdeal.png");
  // The hand starts again from the dice: the wall drops them, the tablet asks for them.
  await expect(s.wall.page.getByTestId("dice")).toHaveCount(0);
  await s.wall.page.screenshot({ path: `${SHOTS}/display-pai-gow-tiles-misdeal.png`, animations: "disabled" });
  const after = await d.view();
  expect(after.next.step).toBe("roll-dice");
  // The money: the wagers and the fees stand as they were.
  expect(after.wagers.map((w: View) => `${w.seat} ${w.amount}`)).toEqual(before.wagers.map((w: View) => `${w.seat} ${w.amount}`));
  expect(JSON.stringify(after.fees)).toBe(JSON.stringify(before.fees));
  await page.screenshot({ path: `${SHOTS}/dealer-pai-gow-tiles-misdeal.png` });
  await audited(s, "the stacks were dealt from the wrong seat", [/[Mm]isdeal/]);
  await done(s);
});
