import { expect, test, type Locator, type Page } from "@playwright/test";
import { copyOfDemo, Dealer, ensureTable, type OwnTable } from "../e2e/busy-night-kit";
import { SimulatedShoe, shoePairingCode } from "../e2e/shoe-kit";

// How many taps a dealer makes for one ordinary round, per family (issue 29 item 4): on the demo
// floor's tables, at tablet size, 3 players with one main wager and one side bet each where the game
// has one, counted in the browser (every tap on a control, every key typed) from "Open betting" to
// the next "Open betting". The table is brought to "Open betting" through the socket (seats, the
// bank, a shoe of the dealer's entry), which is not counted. Wagers by a chip and a tap a spot; the
// settlement by the panel's one button ("All 3 lines are settled: finish the round"). Printed per family; `npm run taps` (docs/taps.md).

const TABLET = { width: 1024, height: 768 };
test.use({ viewport: TABLET });
test.describe.configure({ mode: "serial" });

interface Family {
  readonly name: string;
  readonly target: number;
  readonly table: string;
  /** The demo dealer of the table (dealerN). */
  readonly dealer: number;
  readonly seats: readonly number[];
  readonly pd: number;
  readonly bank: number;
  readonly chip: number;
  /** [seat, bet] in the order they are tapped. */
  readonly bets: readonly (readonly [number, string])[];
  /** Cards for the pad, in order; a card already out is skipped. */
  readonly cards?: readonly string[];
  /** Seven-card hands (pai gow poker), in the order the tablet asks for them. */
  readonly sevens?: readonly (readonly string[])[];
  /** Four-tile hands (Pai Gow Tiles), high hand first, in the order the tablet asks for them. */
  readonly tiles?: readonly (readonly string[])[];
  readonly dice?: number;
  readonly pile?: number;
  /** The decision tapped for each hand when the tablet asks (stand, play). */
  readonly decision?: string;
  /** No shoe to start (Pai Gow Tiles: the tiles come from the dealer's pad by default). */
  readonly noShoe?: boolean;
  /** The cards come from the simulated card-reading shoe, paired with this table of the script's own. */
  readonly shoe?: OwnTable;
  /** Results-only entry: each seat's result tapped, and the bonus hands other than "No win" ([seat, hand, the bonus's test id, "bonus" unless said]). */
  readonly results?: readonly (readonly [number, "win" | "push" | "lose" | "fold"])[];
  readonly bonuses?: readonly (readonly [number, string, string?])[];
  /** Results-only entry at Three Card Poker: whether the player-dealer qualified (one tap). */
  readonly qualifies?: boolean;
  /** A table of the script's own, made by the admin first (a copy of a demo table with an option of its own). */
  readonly copy?: OwnTable;
}

const SIDE_LAST = (main: string, side: string | null): [number, string][] => [
  [1, main],
  [2, main],
  [3, main],
  ...(side ? ([[1, side], [2, side], [3, side]] as [number, string][]) : []),
];

// Cards that make an ordinary round: no naturals, no ace or Bonus card up, every hand standing.
const SMALL = ["9S", "8H", "9D", "8C", "9H", "8S", "9C", "8D", "7S", "7H", "7D", "7C", "6S", "6H", "6D", "6C", "5S", "5H", "2S", "2H", "3S", "3H", "4S", "4H"];

const FAMILIES: readonly Family[] = [
  { name: "baccarat (Fortune 7, t1)", target: 14, table: "t1", dealer: 1, seats: [1, 2, 3, 4], pd: 4, bank: 50_000, chip: 500, bets: [[1, "banker"], [2, "player"], [3, "banker"], [1, "fortune7"], [2, "fortune7"], [3, "fortune7"]], cards: ["4S", "KH", "5D", "QC", ...SMALL] },
  {
    name: "baccarat, card-reading shoe (Fortune 7)",
    target: 8,
    table: "taps-shoe-f7",
    dealer: 1,
    seats: [1, 2, 3, 4],
    pd: 4,
    bank: 50_000,
    chip: 500,
    bets: [[1, "banker"], [2, "player"], [3, "banker"], [1, "fortune7"], [2, "fortune7"], [3, "fortune7"]],
    shoe: copyOfDemo("t1", { id: "taps-shoe-f7", name: "Table T1 · Fortune 7 (card reader)", dealer: "dealer1" }),
  },
  { name: "No Bust (No Bust 6.0, t8)", target: 24, table: "t8", dealer: 8, seats: [1, 2, 3, 4], pd: 4, bank: 30_000, chip: 500, bets: SIDE_LAST("main", null), cards: SMALL, decision: "stand" },
  { name: "twenty-one (Pure 21.5 Kings, t11)", target: 24, table: "t11", dealer: 11, seats: [1, 2, 3, 4], pd: 4, bank: 50_000, chip: 500, bets: SIDE_LAST("main", "match"), cards: SMALL, decision: "stand" },
  { name: "Three Card Poker (Mortimer's, t20)", target: 30, table: "t20", dealer: 18, seats: [1, 2, 3, 4], pd: 4, bank: 50_000, chip: 500, bets: SIDE_LAST("ante", "pair-plus"), cards: ["KS", "QH", "9D", "AS", "AH", "7C", "2D", "5S", "8C", "JD", "JC", "4H", "3C", "6D", "TS"], decision: "play" },
  {
    name: "Pai Gow Tiles (t22)",
    target: 30,
    table: "t22",
    dealer: 20,
    seats: [1, 2, 3, 4],
    pd: 4,
    bank: 50_000,
    chip: 500,
    bets: SIDE_LAST("main", null),
    dice: 10,
    noShoe: true,
    tiles: [
      ["6-6", "1-6", "1-1", "1-5"],
      ["4-4", "4-4", "2-2", "3-3"],
      ["5-5", "5-5", "1-3", "2-6"],
      ["5-6", "5-6", "4-6", "2-5"],
    ],
  },
  {
    name: "pai gow poker (Fortune, Mortimer's, t14)",
    target: 40,
    table: "t14",
    dealer: 14,
    seats: [1, 2, 3, 4],
    pd: 4,
    bank: 100_000,
    chip: 1000,
    bets: SIDE_LAST("game", "fortune"),
    pile: 1,
    dice: 10,
    sevens: [
      ["KS", "KH", "9D", "8D", "5S", "3H", "2D"],
      ["AS", "AH", "9S", "6C", "3D", "QH", "TC"],
      ["7S", "7H", "7D", "4H", "QS", "7C", "JD"],
      ["JS", "JH", "5D", "5C", "4C", "9H", "2C"],
    ],
  },
  {
    name: "pai gow poker by results (copy of t14)",
    target: 14,
    table: "taps-results",
    dealer: 14,
    seats: [1, 2, 3, 4],
    pd: 4,
    bank: 100_000,
    chip: 1000,
    bets: SIDE_LAST("game", "fortune"),
    dice: 10,
    // An ordinary round: one seat wins, one loses, one pushes; no Fortune Bonus pays ("No win" needs no tap).
    results: [
      [1, "win"],
      [2, "lose"],
      [3, "push"],
    ],
    copy: { ...copyOfDemo("t14", { id: "taps-results", name: "Table T14 · Fortune Pai Gow Poker (results)", dealer: "dealer14" }), gameOptions: { entry: "results" } },
  },
  {
    name: "Three Card Poker by results (copy of t20)",
    target: 30,
    table: "taps-tcp-results",
    dealer: 18,
    seats: [1, 2, 3, 4],
    pd: 4,
    bank: 50_000,
    chip: 500,
    bets: SIDE_LAST("ante", "pair-plus"),
    // An ordinary round: the player-dealer qualifies, one seat wins, one loses, one pushes; no Pair Plus pays ("No win" needs no tap).
    qualifies: true,
    results: [
      [1, "win"],
      [2, "lose"],
      [3, "push"],
    ],
    copy: { ...copyOfDemo("t20", { id: "taps-tcp-results", name: "Table T20 · Three Card Poker (results)", dealer: "dealer18" }), gameOptions: { entry: "results" } },
  },
  {
    name: "Pai Gow Tiles by results (copy of t22)",
    target: 30,
    table: "taps-tiles-results",
    dealer: 20,
    seats: [1, 2, 3, 4],
    pd: 4,
    bank: 50_000,
    chip: 500,
    bets: SIDE_LAST("main", null),
    dice: 10,
    noShoe: true,
    // An ordinary round: one seat wins, one loses, one pushes.
    results: [
      [1, "win"],
      [2, "lose"],
      [3, "push"],
    ],
    copy: { ...copyOfDemo("t22", { id: "taps-tiles-results", name: "Table T22 · Pai Gow Tiles (results)", dealer: "dealer20" }), gameOptions: { entry: "results" } },
  },
];

type Counter = { taps: number; keys: number; on: boolean; log: string[] };
const counters = new WeakMap<Page, Counter>();

/** The page's counter (see tapCounter) set back to nothing counted, for another round on the same page. */
function counterOn(page: Page): Counter {
  const c = counters.get(page);
  if (!c) throw new Error("no tap counter on this page yet");
  Object.assign(c, { taps: 0, keys: 0, on: false, log: [] });
  return c;
}

/** Counts the trusted taps on controls and the keys typed, in the page, while `on`. */
async function tapCounter(page: Page): Promise<Counter> {
  const c: Counter = { taps: 0, keys: 0, on: false, log: [] };
  counters.set(page, c);
  await page.exposeBinding("__countTap", (_source, kind: string, what: string) => {
    if (!c.on) return;
    if (kind === "tap") c.taps++;
    else c.keys++;
    c.log.push(`${kind === "tap" ? "tap" : "key"} ${what}`);
  });
  await page.addInitScript(() => {
    const count = (window as unknown as { __countTap: (k: string, w: string) => void }).__countTap;
    document.addEventListener(
      "click",
      (e) => {
        const el = (e.target as Element | null)?.closest?.("button, a[href], input, select, label, [role=button]");
        if (e.isTrusted && el) void count("tap", el.getAttribute("aria-label") ?? el.getAttribute("data-testid") ?? el.textContent?.trim().slice(0, 40) ?? el.tagName);
      },
      true,
    );
    document.addEventListener(
      "keydown",
      (e) => {
        if (e.isTrusted && (e.key.length === 1 || e.key === "Enter" || e.key === "Backspace")) void count("key", e.key);
      },
      true,
    );
  });
  return c;
}

async function version(page: Page): Promise<number> {
  return Number((await page.getByTestId("dealer-tablet").getAttribute("data-version")) ?? "0");
}

/** A tap the table applies: the table's version moves on, and stays put a moment (a tap may send several commands). */
async function server(page: Page, target: Locator): Promise<void> {
  const before = await version(page);
  await target.click();
  await expect.poll(() => version(page), { message: "the table applied the tap", timeout: 15_000 }).toBeGreaterThan(before);
  for (let last = await version(page); ; ) {
    await page.waitForTimeout(300);
    const now = await version(page);
    if (now === last) break;
    last = now;
  }
  await expect(page.getByTestId("error")).toHaveCount(0);
}

async function visible(l: Locator): Promise<boolean> {
  return (await l.count()) > 0 && (await l.first().isVisible());
}

/** The next card of the list the pad can take (not already out). */
async function nextKey(scope: Locator, cards: readonly string[], from: { i: number }): Promise<Locator> {
  for (; from.i < cards.length; from.i++) {
    const key = scope.locator(`[data-key="${cards[from.i]}"]`);
    if (await key.isEnabled()) {
      from.i++;
      return key;
    }
  }
  throw new Error("out of cards for the pad");
}

/**
 * One round from "Open betting" to the next. `repeat`: a later round of the same players, their
 * wagers placed again by "Repeat last bets" (the tablet is already open at the table).
 */
async function playRound(page: Page, f: Family, repeat = false, shoe: SimulatedShoe | null = null): Promise<{ taps: number; keys: number; log: string[] }> {
  const c = repeat ? counterOn(page) : await tapCounter(page);
  if (!repeat) await page.goto(`/dealer/${f.table}`);
  await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "connected");
  const nextButton = page.getByTestId("next-button");
  await expect(nextButton).toHaveText("Open betting");
  c.on = true;
  await server(page, nextButton);
  let betsPlaced = false;
  const card = { i: 0 };
  let seven = 0;
  let four = 0;
  for (let step = 0; step < 120; step++) {
    await expect(page.getByTestId("next-action")).toBeVisible();
    const label = (await visible(nextButton)) ? (await nextButton.innerText()).trim() : null;
    // The round is over: the next begins with "Open betting", or with the bank offered to the next seat (the rotation).
    if (label === "Open betting" || (await page.getByTestId("next-action").getAttribute("data-step")) === "offer") break;
    if (label === "No more bets" && !betsPlaced && repeat) {
      await server(page, page.getByTestId("repeat-last-bets"));
      betsPlaced = true;
      continue;
    }
    // With a card-reading shoe, the first card out of the shoe closes betting (no "No more bets" tap).
    if (label === "No more bets" && betsPlaced && shoe) {
      const before = await version(page);
      shoe.deal();
      const [said, answer] = (await shoe.line(/^(taken|refused) /)) as unknown as [string, string];
      expect(answer, said).toBe("taken");
      await expect.poll(() => version(page), { message: "the shoe's first card closed betting" }).toBeGreaterThan(before);
      continue;
    }
    if (label === "No more bets" && !betsPlaced) {
      // The table's minimum chip is picked to start: a tap on the chip only when the round's wager is another.
      const chip = page.getByTestId(`chip-${f.chip}`);
      if ((await chip.getAttribute("aria-pressed")) !== "true") await chip.click();
      for (const [seat, bet] of f.bets) await server(page, page.getByTestId(`spot-${seat}-${bet}`));
      betsPlaced = true;
      continue;
    }
    // The settlement in one tap: every line paid and collected, the round finished.
    const allPaid = page.getByTestId("all-paid");
    if (await visible(allPaid)) {
      await server(page, allPaid);
      continue;
    }
    if (label) {
      await server(page, nextButton);
      continue;
    }
    // A card due and a shoe at the table: the shoe deals it (the dealer pulls a card; no tap on the tablet).
    if (shoe && (await page.getByTestId("next-action").getAttribute("data-step")) === "card") {
      const before = await version(page);
      shoe.deal();
      const [said, answer] = (await shoe.line(/^(taken|refused) /)) as unknown as [string, string];
      expect(answer, said).toBe("taken");
      await expect.poll(() => version(page), { message: "the tablet shows the shoe's card" }).toBeGreaterThan(before);
      continue;
    }
    const decision = page.getByTestId(`decision-${f.decision ?? "none"}`);
    if (await visible(decision)) {
      await server(page, decision);
      continue;
    }
    // Results-only entry: each seat's result (a tap each), a bonus hand where one paid, then the dice total settles.
    const resultsEntry = page.getByTestId("results-entry");
    if (f.results && (await visible(resultsEntry))) {
      if (f.qualifies !== undefined) await page.getByTestId(f.qualifies ? "results-qualifies" : "results-does-not-qualify").click();
      for (const [seat, outcome] of f.results) await page.getByTestId(`result-${seat}-${outcome}`).click();
      for (const [seat, hand, bonus = "bonus"] of f.bonuses ?? []) {
        await page.getByTestId(`${bonus}-${seat}-hands`).click();
        await page.getByTestId(`${bonus}-${seat}-${hand}`).click();
      }
      // The dice total settles (results before the dice), or "Settle the round" once the dice are in.
      // (Pai Gow Tiles: the dice pad inside the results panel.)
      const diceSettle = page.getByTestId(`results-dice-${f.dice ?? 0}`).or(resultsEntry.getByTestId(`dice-${f.dice ?? 0}`));
      await server(page, (await visible(diceSettle)) ? diceSettle : page.getByTestId("settle-results"));
      continue;
    }
    if (f.dice !== undefined && (await visible(page.getByTestId(`dice-${f.dice}`)))) {
      await server(page, page.getByTestId(`dice-${f.dice}`));
      continue;
    }
    if (f.pile !== undefined && (await visible(page.getByTestId(`pile-${f.pile}`)))) {
      await server(page, page.getByTestId(`pile-${f.pile}`));
      continue;
    }
    // Pai gow poker: a hand's seven cards on the pad (kept on the tablet until the seventh).
    const sevenPad = page.getByTestId("seven-card-pad");
    if (f.sevens && (await visible(sevenPad))) {
      const hand = f.sevens[seven++]!;
      for (const [i, code] of hand.entries()) {
        await expect(sevenPad).toHaveAttribute("data-count", String(i));
        // A look at the pad with cards out of the deck (the hands before and this one's first four).
        if (seven === 3 && i === 4) await page.screenshot({ path: "test-results/taps/pad-pai-gow-poker.png" });
        // The seventh card sets a seat's hand as entered (five behind, two in front), or sends the player-dealer's.
        const key = sevenPad.locator(`[data-key="${code}"]`);
        if (i < hand.length - 1) await key.click();
        else await server(page, key);
      }
      continue;
    }
    // Pai Gow Tiles: the players have set (one tap for all), then each hand's four tiles on the pad.
    const allSet = page.getByTestId("all-set");
    if (await visible(allSet)) {
      await server(page, allSet);
      continue;
    }
    const tileEntry = page.getByTestId("tile-entry");
    if (f.tiles && (await visible(tileEntry))) {
      const hand = f.tiles[four++]!;
      for (const [i, face] of hand.entries()) {
        await expect(tileEntry.locator("[data-testid=entry-slot][data-face]")).toHaveCount(i);
        if (four === 4 && i === 2) await page.screenshot({ path: "test-results/taps/pad-pai-gow-tiles.png" });
        // The fourth tile sends the hand.
        if (i < 3) await page.getByTestId(`tile-key-${face}`).click();
        else await server(page, page.getByTestId(`tile-key-${face}`));
      }
      continue;
    }
    // Three Card Poker's hands turned over: the first cards stay on the tablet until the hand is whole.
    const reveal = page.getByTestId("reveal-entry");
    if (f.cards && (await visible(reveal))) {
      const shown = await page.getByTestId("reveal-cards").locator("[data-card]").count();
      const key = await nextKey(page.getByTestId("card-pad"), f.cards, card);
      if (shown < 2) {
        await key.click();
        await expect(page.getByTestId("reveal-cards").locator("[data-card]")).toHaveCount(shown + 1);
      } else await server(page, key);
      continue;
    }
    const pad = page.getByTestId("card-pad");
    if (f.cards && (await visible(pad))) {
      await server(page, await nextKey(pad, f.cards, card));
      continue;
    }
    const where = `${await page.getByTestId("next-action").getAttribute("data-step")}: ${(await page.getByTestId("next-action").innerText()).slice(0, 300)}`;
    throw new Error(`the taps script does not know this step: ${where}`);
  }
  c.on = false;
  return { taps: c.taps, keys: c.keys, log: c.log };
}

const results: string[] = [];

for (const f of FAMILIES) {
  test(`taps for one round: ${f.name}`, async ({ page, browser, baseURL }) => {
    const login = { username: `dealer${f.dealer}`, password: `demo-dealer${f.dealer}` };
    if (f.copy) await ensureTable(baseURL!, f.copy);
    let shoe: SimulatedShoe | null = null;
    if (f.shoe) {
      await ensureTable(baseURL!, f.shoe);
      shoe = new SimulatedShoe(baseURL!, f.table, await shoePairingCode(browser, baseURL!, f.table), "taps");
      await shoe.line(/^ready /);
    }
    const d = await Dealer.open(baseURL!, f.table, login);
    try {
      if (f.shoe) await d.ready([...f.seats], f.pd, f.bank, "reader");
      else if (f.noShoe) {
        for (const seat of f.seats) await d.do({ type: "seat-player", seat, name: `Guest ${seat}` });
        await d.do({ type: "open-bank", firstSeat: f.pd });
        await d.do({ type: "accept-bank", seat: f.pd, bank: f.bank });
      } else await d.ready([...f.seats], f.pd, f.bank, "dealer");
    } finally {
      d.close();
    }
    const answer = await page.request.post("/api/auth/sign-in", { data: login, headers: { origin: baseURL! } });
    expect(answer.ok()).toBe(true);
    try {
      await playBoth(page, f, shoe);
    } finally {
      shoe?.stop();
    }
  });
}

/** The family's first round (wagers by chip), then the next (Repeat last bets); both printed. */
async function playBoth(page: Page, f: Family, shoe: SimulatedShoe | null): Promise<void> {
  const round = await playRound(page, f, false, shoe);
  const total = round.taps + round.keys;
  const line = `${f.name.padEnd(42)} ${String(total).padStart(3)} taps (target ≤ ${f.target})${total <= f.target ? "" : "  OVER"}`;
  // The next round of the same players: their wagers again by "Repeat last bets".
  const again = await playRound(page, f, true, shoe);
  const againTotal = again.taps + again.keys;
  const againLine = `${"  the next round, Repeat last bets".padEnd(42)} ${String(againTotal).padStart(3)} taps`;
  results.push(line, againLine);
  console.log(`${line}\n  ${round.log.join(" · ")}\n${againLine}\n  ${again.log.join(" · ")}`);
}

test.afterAll(() => {
  console.log(`\nTaps per round, from "Open betting" to the next (3 players, one main wager and one side bet where the game has one):\n${results.join("\n")}`);
});
