import { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { DEMO_TABLES } from "../lib/server/demo-floor";
import { copyOfDemo, Dealer, ensureTable } from "./busy-night-kit";
import { applied, dealerOf, floorPage, signIn } from "./tablet-kit";

// The corrections' browser tests (issue 28): the same mistakes, made the same way at copies of demo
// tables, corrected from the tablet with a supervisor's approval (corrections-by-family.spec.ts) and
// from the floor's table page (floor-corrections.spec.ts). What both do is here: the scene, the
// rounds that go wrong, the corrections in the form, and what the table looks like once corrected.

export const WIDE = { width: 1920, height: 1080 };
export const TABLET = { width: 1280, height: 800 };
export const SHOTS = "e2e/screenshots";
export const FD = "face-down";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type View = any;

/** What a screen must never say: a command or a table id, a schema's message, a JSON field. */
export const NOT_WORDS = /correct-(card|decision|hand|award|tile)|reopen-betting|void-round|declare-misdeal|Invalid|discriminator|Expected|"type"|bn-|[0-9a-f]{8}-[0-9a-f]{4}-/;

export interface Scene {
  readonly dealer: Dealer;
  /** The wall, signed in as the floor supervisor (1920 x 1080). */
  readonly wall: { context: BrowserContext; page: Page };
  /** The floor's table page (1920 x 1080), when the test corrects from there. */
  readonly floor: { context: BrowserContext; page: Page } | null;
  readonly table: string;
  readonly name: string;
}

/**
 * A copy of the demo table `demo` as `table`, named "Table <mark><n> · …" (each spec its own, since
 * the dealer's table picker and the board list every table by name), its wall open, the floor's
 * table page too where asked, its dealer's socket open.
 */
export async function scene(browser: Browser, baseURL: string, demo: string, table: string, family: string, options: { readonly mark: string; readonly floorPage?: boolean }): Promise<Scene> {
  const t = DEMO_TABLES.find((x) => x.id === demo)!;
  const login = dealerOf(demo);
  const name = t.name.replace(/^Table (\d+)/, `Table ${options.mark}$1`);
  await ensureTable(baseURL, copyOfDemo(demo, { id: table, name, dealer: login.username }));
  const wall = await floorPage(browser, baseURL, `/display/${table}`, WIDE);
  await expect(wall.page.getByTestId("wall-display")).toHaveAttribute("data-family", family);
  let floor: Scene["floor"] = null;
  if (options.floorPage) {
    floor = await floorPage(browser, baseURL, `/floor/tables/${table}`, WIDE);
    await expect(floor.page.getByTestId("live-table")).toBeVisible();
  }
  const dealer = await Dealer.open(baseURL, table, login);
  return { dealer, wall, floor, table, name };
}

/** The dealer's tablet on the table, connected. */
export async function tablet(page: Page, baseURL: string, s: Scene, demo: string): Promise<void> {
  const login = dealerOf(demo);
  await signIn(page, baseURL, login.username, login.password);
  await page.goto(`/dealer/${s.table}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
}

/** The big button's command, sent through the socket while it needs no entry, until `until` says stop. */
export async function drive(d: Dealer, until: (v: View) => boolean, enter: (v: View) => Record<string, unknown> | null = () => null): Promise<View> {
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

/** The floor's audit trail: one row with the reason and the correction in words, no command or table id; `more` checks the page further. */
export async function audited(s: Scene, reason: string, words: readonly (string | RegExp)[], more?: (page: Page, row: Locator) => Promise<void>): Promise<void> {
  const page = await (s.floor ?? s.wall).context.newPage();
  await page.setViewportSize(WIDE);
  await page.goto("/floor/audit");
  // The tablet's and the floor's specs make the same mistakes with the same reasons: this table's row.
  const row = page.getByTestId("audit-table").locator("tbody tr").filter({ hasText: reason }).filter({ hasText: s.name });
  await expect(row).toHaveCount(1);
  for (const w of words) await expect(row).toContainText(w);
  await expect(row).not.toContainText(NOT_WORDS);
  await expect(row).not.toContainText(s.table);
  await more?.(page, row);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/floor-audit-${s.table}.png` });
  await page.close();
}

/**
 * The round's replay on the floor's history page (newest first): one step says the correction with
 * its reason and the supervisor by name (never an id), and the replay shows the table at that step.
 */
export async function replayed(s: Scene, hand: number, reason: string): Promise<void> {
  await replayedAt((s.floor ?? s.wall).context, s.table, hand, reason);
}

/** As `replayed`, for a spec with its own pages: `context` is signed in as the floor supervisor; "latest": the newest round. */
export async function replayedAt(context: BrowserContext, table: string, hand: number | "latest", reason: string): Promise<void> {
  const page = await context.newPage();
  await page.setViewportSize(WIDE);
  await page.goto(`/floor/tables/${table}/history`);
  const replay = hand === "latest" ? page.getByRole("button", { name: /^Replay hand \d+$/ }).first() : page.getByRole("button", { name: `Replay hand ${hand}`, exact: true });
  await replay.click();
  const steps = page.getByRole("list", { name: "Events of this round" });
  const step = steps.getByRole("button").filter({ hasText: reason });
  await expect(step).toHaveCount(1);
  await expect(step).toContainText("by Demo Floor Supervisor");
  await expect(steps).not.toContainText(NOT_WORDS);
  await expect(steps).not.toContainText(table);
  await step.click();
  await expect(page.getByTestId("replay-event")).toContainText(reason);
  await expect(page.getByTestId("replay-frame")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/floor-replay-${table}.png` });
  await page.close();
}

export async function done(s: Scene): Promise<void> {
  s.dealer.close();
  await s.wall.context.close();
  await s.floor?.context.close();
}

/** The floor supervisor, as the tablet's approval asks for them. */
export const APPROVER = { username: "floor", password: "demo-floor" };

/**
 * On the tablet: "Floor: correct a mistake", the correction (`which`) filled in, the reason, then the
 * supervisor's username and password typed on the spot (nothing can be sent before); the table
 * applies it and the panel closes.
 */
export async function approveOnTablet(page: Page, which: string, fill: (form: Locator) => Promise<void>, reason: string, shot: string): Promise<void> {
  await expect(page.getByTestId("floor-corrections")).toHaveText("Floor: correct a mistake");
  await page.getByTestId("floor-corrections").click();
  const form = page.getByTestId("correction-form");
  await form.getByTestId(`correction-${which}`).click();
  await fill(form);
  await form.getByTestId("correction-reason").fill(reason);
  await expect(form.getByTestId("correction-submit")).toBeDisabled();
  await expect(form.getByText("The supervisor enters their username and password to approve.")).toBeVisible();
  await form.getByTestId("approver-username").fill(APPROVER.username);
  await form.getByTestId("approver-password").fill(APPROVER.password);
  await page.screenshot({ path: `${SHOTS}/${shot}` });
  await applied(page, () => form.getByTestId("correction-submit").click());
  await expect(page.getByTestId("floor-corrections-panel")).toHaveCount(0);
}

/** A correction as the form takes it: which, the reason, what is filled in. */
export interface CorrectionEntry {
  readonly which: string;
  readonly reason: string;
  fill(form: Locator): Promise<void>;
}

// Three Card Poker: seat 3 put out its Play wager, the dealer tapped Fold.

/** Seats 2-4 with an Ante, the stacks out, seat 2 plays and seat 3 is tapped as folding. */
export async function tcpFoldTappedForPlay(d: Dealer): Promise<void> {
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
}

export const TCP_FOLD_TO_PLAY: CorrectionEntry = {
  which: "correct-decision",
  reason: "seat 3 put out the Play wager, the dealer tapped Fold",
  async fill(form) {
    await expect(form.getByTestId("correction-decision-index").locator("option")).toHaveText(["Choose…", "Seat 2: Play", "Seat 3: Fold"]);
    await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 3: Fold" });
    await expect(form.getByTestId("correction-decision").locator("option")).toHaveText(["Choose…", "Play"]);
    await form.getByTestId("correction-decision").selectOption("play");
    await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 3: Fold → Play");
  },
};

/** The money after it: seat 3's Play wager, equal to its Ante, is in action; seat 4 still decides. */
export async function expectTcpPlayInAction(d: Dealer): Promise<void> {
  const v = await d.view();
  expect(v.hands.find((h: View) => h.seat === 3).bets.map((b: View) => `${b.name} ${b.amount}`)).toEqual(["Ante 1000", "Play 1000"]);
  expect(v.next.decide?.seat).toBe(4);
}

// No Bust: seat 2 asked for one card, the dealer tapped Double.

/** Seat 1 holds hard 18, seat 2 holds 11 and the player-dealer shows a 6; seat 1 stands, seat 2 is tapped as doubling and dealt the 4 of diamonds. */
export async function noBustDoubleTappedForHit(d: Dealer): Promise<void> {
  await d.ready([1, 2, 8], 8, 100_000);
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
  await d.do({ type: "place-wager", seat: 2, bet: "main", amount: 2_000 });
  await d.do({ type: "close-betting" });
  const cards = ["TS", "5H", "6D", "8C", "6S"];
  await drive(
    d,
    (v) => v.next?.decide !== undefined,
    (v) => (v.next?.card ? (v.next.card.faceDown ? { type: "deal-card", faceDown: true } : { type: "deal-card", card: cards.shift() }) : null),
  );
  await d.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
  await d.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
  await d.do({ type: "deal-card", card: "4D" });
}

export const NO_BUST_DOUBLE_TO_HIT: CorrectionEntry = {
  which: "correct-decision",
  reason: "seat 2 asked for one card, the dealer tapped Double",
  async fill(form) {
    await form.getByTestId("correction-decision-index").selectOption({ label: "Seat 2: Double" });
    await form.getByTestId("correction-decision").selectOption("hit");
    await expect(form.getByTestId("correction-decision-change")).toHaveText("Seat 2: Double → Hit");
  },
};

/** Replayed with a Hit: seat 2's 15 (5, 6, 4) decides again; no double on the wall or in the money. */
export async function expectNoBustHitReplayed(s: Scene): Promise<void> {
  const hand = s.wall.page.getByTestId("wall-hand-2-0");
  await expect(hand).not.toContainText("DOUBLED");
  await expect(hand).toHaveAttribute("data-turn", "true");
  await expect(hand.locator("[data-card]")).toHaveCount(3);
  const after = await s.dealer.view();
  expect(after.hands.find((h: View) => h.seat === 2)).toMatchObject({ doubled: false, cards: ["5H", "6S", "4D"] });
  expect(after.next.decide).toMatchObject({ seat: 2, hand: 0 });
  expect(after.wagers.filter((w: View) => w.seat === 2).reduce((sum: number, w: View) => sum + w.amount, 0)).toBe(2_000);
}

// Baccarat: the Banker's third card entered as a 2 for a 4 after the money was paid.

/** Player 2S 3D 4H (9), Banker KH 5C 2D (7): the Player wins, and seat 1's line is paid. */
export async function baccaratPaidOnWrongCard(d: Dealer): Promise<void> {
  await d.ready([1, 2, 3, 4], 4, 50_000);
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
  await d.do({ type: "close-betting" });
  for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) await d.do({ type: "deal-card", card });
  await d.do({ type: "settle" });
  await d.do({ type: "advance-settlement", through: 1 });
}

export const BACCARAT_THIRD_CARD: CorrectionEntry = {
  which: "correct-card",
  reason: "the Banker's third card was the four of diamonds",
  async fill(form) {
    await form.getByTestId("correction-card-index").selectOption({ label: "Banker card 3: 2♦" });
    await form.getByTestId("correction-card").fill("4d");
    await expect(form.getByTestId("correction-card-change")).toHaveText("Card 6, Banker card 3: Two of diamonds → Four of diamonds");
  },
};

// Pai gow poker: seat 4 set A-A-Q-T-9 behind and 6-3 in front; the dealer entered A-A-9-6-3 behind, Q-T in front.

export async function paiGowHandSetWrong(d: Dealer): Promise<void> {
  await d.ready([1, 2, 3, 4], 1, 50_000);
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 2, bet: "game", amount: 5_000 });
  await d.do({ type: "place-wager", seat: 4, bet: "game", amount: 10_000 });
  await d.do({ type: "close-betting" });
  await d.do({ type: "deal-piles" });
  await d.do({ type: "choose-action-pile", pile: 4 });
  await d.do({ type: "roll-dice", total: 10 });
  await d.do({ type: "set-hand", seat: 2, high: ["7S", "7H", "7D", "7C", "4H"], low: ["QS", "JD"] });
  await d.do({ type: "set-hand", seat: 4, high: ["AS", "AH", "9S", "6C", "3D"], low: ["QH", "TC"] });
  await d.do({ type: "expose-player-dealer", cards: ["KS", "KH", "9D", "8D", "5S", "3H", "2D"] });
  await d.do({ type: "settle" });
}

export const PAI_GOW_SIX_THREE_IN_FRONT: CorrectionEntry = {
  which: "correct-hand",
  reason: "seat 4 set the six and three in front",
  async fill(form) {
    await form.getByTestId("correction-hand-seat").selectOption("4");
    await form.getByTestId("hand-front-6C").click();
    await form.getByTestId("hand-front-3D").click();
    await expect(form.getByTestId("correction-hand-change")).toHaveText("Seat 4's hand: high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ → high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦");
  },
};

/** Seat 4's game wager line. */
export const paiGowGameLine = (v: View) => v.settlement.lines.find((l: View) => l.seat === 4 && l.bet === "game");

/** The wall shows the hand as the player set it, the round settles again: a pair of aces behind against kings, 6-3 against 9-8 in front, a push. */
export async function expectPaiGowPushAfterSettling(page: Page, s: Scene, settle: () => Promise<void>): Promise<void> {
  await expect(s.wall.page.getByTestId("wall-seat-4").getByTestId("wall-low-name")).toHaveText("Six-Three");
  await expect(page.getByTestId("next-button")).toHaveText(/Settle/);
  await settle();
  await expect(s.wall.page.getByTestId("wall-seat-4")).toHaveAttribute("data-outcome", "push");
  expect(paiGowGameLine(await s.dealer.view())).toMatchObject({ outcome: "push", action: "push", amount: 0, returned: 10_000 });
}

// Pai Gow Tiles: the stacks dealt from the wrong seat.

/** Seats 3 and 5 with a wager, the player-dealer at seat 1, the dice 11, the stacks out. */
export async function tilesStacksDealt(d: Dealer): Promise<void> {
  for (const seat of [1, 3, 5]) await d.do({ type: "seat-player", seat, name: `Guest ${seat}` });
  await d.do({ type: "open-bank", firstSeat: 1 });
  await d.do({ type: "accept-bank", seat: 1, bank: 20_000 });
  await d.do({ type: "open-betting" });
  await d.do({ type: "place-wager", seat: 3, bet: "main", amount: 2_000 });
  await d.do({ type: "place-wager", seat: 5, bet: "main", amount: 3_000 });
  await d.do({ type: "close-betting" });
  await d.do({ type: "roll-dice", total: 11 });
  await d.do({ type: "deal-stacks" });
}

export const TILES_MISDEAL: CorrectionEntry = {
  which: "declare-misdeal",
  reason: "the stacks were dealt from the wrong seat",
  async fill(form) {
    await expect(form.getByTestId("correction-correct-card")).toHaveCount(0);
  },
};

// Pai Gow Tiles: the dealer entered a Teen where seat 3's first tile was a Day.

/** At a table where the dealer enters the tiles, the stacks out and seat 3's tiles set the house way with a Teen (6-6) entered for a Day (1-1). */
export async function tilesEnteredWrong(d: Dealer): Promise<View> {
  // The dealer enters the tiles at this table (a tile the server dealt is known exactly: nothing to correct).
  await d.send({ type: "tile-source", source: "dealer" });
  await tilesStacksDealt(d);
  await d.do({ type: "set-hands", seat: 3, by: "house-way", tiles: ["6-6", "3-6", "4-5", "2-6"] });
  const view = await d.view();
  expect(view.entered.length).toBe(4);
  return view;
}

export const TILES_TEEN_TO_DAY: CorrectionEntry = {
  which: "correct-tile",
  reason: "the first tile of seat 3 was a Day",
  async fill(form) {
    await form.getByTestId("correction-tile-index").selectOption({ label: "Tile 1: Teen (6-6)" });
    await form.getByTestId("correction-tile").selectOption("1-1");
    await expect(form.getByTestId("correction-tile-change")).toHaveText(/^Tile 1: Teen \(6-6\) → .+ \(1-1\)$/);
  },
};

/** The corrected tile is on record in its place; the wagers stand; the tablet names the tiles as the form did; the wall keeps the dice. */
export async function expectTileCorrected(s: Scene, page: Page, before: View): Promise<void> {
  const after = await s.dealer.view();
  expect(after.entered[0].tile).toMatch(/^1-1/);
  expect(after.wagers.map((w: View) => `${w.seat} ${w.amount}`)).toEqual(before.wagers.map((w: View) => `${w.seat} ${w.amount}`));
  await expect(page.getByTestId("corrections")).toContainText(TILES_TEEN_TO_DAY.reason);
  await expect(page.getByTestId("corrections")).toContainText(/Tile 1: Teen \(6-6\) → .+ \(1-1\)/);
  await expect(s.wall.page.getByTestId("dice")).toHaveAttribute("data-total", "11");
}

/** The hand starts again from the dice; the wagers and the fees stand as they were. */
export async function expectTilesFromTheDice(s: Scene, before: View): Promise<void> {
  await expect(s.wall.page.getByTestId("dice")).toHaveCount(0);
  const after = await s.dealer.view();
  expect(after.next.step).toBe("roll-dice");
  expect(after.wagers.map((w: View) => `${w.seat} ${w.amount}`)).toEqual(before.wagers.map((w: View) => `${w.seat} ${w.amount}`));
  expect(JSON.stringify(after.fees)).toBe(JSON.stringify(before.fees));
}
