import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { noSeriousA11yViolations, signIn } from "./floor-kit";
import { boardScreen } from "./waitlist-kit";

// The poker room on the players' phones (/live, issue 33), in real Chromium at 390 x 844 beside the
// floor's screen (/floor/waitlist): the phone follows the floor live (a list started, players added,
// a call, a seating); a player's code shows their place and their call, and takes them off a list;
// a player joins from the phone, waits as not checked in on the floor and is checked in; a wrong code
// is refused and a burst of guesses is stopped; the admin turns /live off and on, the board's QR code
// following. Every answer and socket frame a phone got is kept and searched at the end for the
// players' full names, phone numbers and ids. Table 25 (Kings Hold'em, $1/$3); this file runs after
// poker.spec.ts, which deals there, and before the other waiting-list specs (Tables 23 and 8).

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 1000 } });

const SHOTS = "e2e/screenshots";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const TABLE = { id: "t25", name: "Table 25 · Texas Hold'em (Kings)", short: "Table 25" };
const LIST = "Texas Hold'em $3.00-$6.00 limit, blinds $1.00/$3.00";
/** A player with a name and a phone number nobody could mistake for anything else on a page. */
const MARGUERITE = { name: "Marguerite Okonkwo-Lindqvist", phone: "415 555 0142", initials: "M.O.L." };
const ALAN = { name: "Alan Kaye-Brightwater", initials: "A.K.B." };
const PRIYA = { name: "Priya Raman-Castellanos", initials: "P.R." };

/** Everything the phones received: every HTTP answer's body and every socket frame, with where it came from. */
const received: { where: string; text: string }[] = [];
/** The scripts the phone pages loaded. */
const scripts = new Set<string>();

async function phone(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  page.on("response", async (response) => {
    const url = response.url();
    if (response.request().resourceType() === "script") scripts.add(new URL(url).pathname);
    const text = await response.text().catch(() => "");
    if (text) received.push({ where: `${response.status()} ${url}`, text });
  });
  page.on("websocket", (ws) => ws.on("framereceived", (frame) => received.push({ where: `socket ${ws.url()}`, text: String(frame.payload) })));
  return { context, page };
}

/** A page fits the phone's width and its buttons are big enough for a thumb. */
async function phoneFriendly(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no horizontal scroll at 390 px").toBeLessThanOrEqual(390);
  const small = await page.locator("a.button, button, summary, input").evaluateAll((els) =>
    els.filter((e) => (e as HTMLElement).offsetParent !== null && e.getBoundingClientRect().height < 48).map((e) => e.outerHTML.slice(0, 80)),
  );
  expect(small, "targets at least 48 px tall").toEqual([]);
}

test("the phone follows the floor live, and a player's code shows their place, their call and their seating", async ({ page, browser, baseURL }) => {
  // Three browsers and an accessibility scan: 25 s on a quiet machine, nearly a minute on a loaded one.
  test.setTimeout(120_000);
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor/waitlist");
  await expect(page.getByTestId("lists-connection")).toHaveText("Live");
  await expect(page.getByTestId("phones-panel")).toContainText("On players' phones: /live");

  const watcher = await phone(browser, baseURL!);
  const player = await phone(browser, baseURL!);
  try {
    // Anyone's phone, no sign-in: the room's lists, live.
    const answer = await watcher.page.goto("/live");
    expect(answer?.status()).toBe(200);
    await expect(watcher.page.getByRole("heading", { name: "Poker room, live" })).toBeVisible();
    await expect(watcher.page.locator("#live-status")).toHaveText("Live");

    // A list added on the floor (Table 25's game and stakes, in one tap) appears on the phone.
    await page.getByTestId(`running-${TABLE.id}`).getByRole("button", { name: `Start its list: ${LIST} at ${TABLE.name}` }).click();
    await expect(page.getByTestId("lists-done")).toHaveText(`The list for ${LIST} is open: ${TABLE.name} deals it.`);
    const game = watcher.page.getByRole("article", { name: "Texas Hold'em $3 – $6 limit · Blinds $1 / $3" });
    await expect(game).toContainText("Nobody waiting");
    await expect(game.locator(".tables")).toContainText(/Table 25: \d+ open seats/);

    // Two players added: the floor shows each one's code and QR code the moment they are added.
    const list = page.getByRole("region", { name: LIST });
    await list.getByLabel("Name or initials").fill(ALAN.name);
    await list.getByRole("button", { name: "Add to list" }).click();
    await expect(list.getByTestId("player-code")).toContainText(`${ALAN.name}'s code`);
    const alanCode = (await list.getByTestId("player-code-text").innerText()).replace(/\s/g, "");
    await list.getByRole("button", { name: "Done" }).click();
    await list.getByLabel("Name or initials").fill(MARGUERITE.name);
    await list.getByLabel("Phone for a text (optional)").fill(MARGUERITE.phone);
    await list.getByRole("button", { name: "Add to list" }).click();
    const card = list.getByTestId("player-code");
    await expect(card.getByTestId("player-code-text")).toHaveText(/^[A-Z0-9]{3} [A-Z0-9]{3}$/);
    await expect(card.getByRole("img", { name: `QR code of ${MARGUERITE.name}'s place at /live` })).toBeVisible();
    const code = (await card.getByTestId("player-code-text").innerText()).replace(/\s/g, "");
    await expect(card).toContainText(`/live?code=${code}`);
    await page.screenshot({ path: `${SHOTS}/live-floor-code.png` });
    await expect(game).toContainText("2 waiting");
    await expect(game.locator(".chip")).toHaveText([`1 ${ALAN.initials}`, `2 ${MARGUERITE.initials}`]);

    // Her phone, with her code: her place, nobody else's.
    await player.page.goto(`/live?code=${code.toLowerCase()}`);
    const place = player.page.getByTestId("live-place");
    await expect(player.page.getByTestId("live-code")).toHaveText(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(place).toContainText("2nd in line");
    await expect(place).toContainText("of 2");
    await expect(player.page.locator("#live-status")).toHaveText("Live");
    await phoneFriendly(player.page);
    await noSeriousA11yViolations(player.page);
    await player.page.screenshot({ path: `${SHOTS}/live-phone-place.png`, fullPage: true });

    // The floor calls her: her phone says where, with the time left; everyone's phone marks the call.
    const row = list.getByRole("listitem").filter({ hasText: MARGUERITE.name });
    await row.getByRole("button", { name: new RegExp(`^Call ${MARGUERITE.name} to `) }).click();
    const called = (await row.getByRole("status").innerText()).match(/seat (\d+)/)!;
    const seat = Number(called[1]);
    await expect(place).toContainText(`Called to ${TABLE.short} seat ${seat}`);
    await expect(place.locator(".countdown")).toHaveText(/^[23]:\d\d$/);
    const before = await place.locator(".countdown").innerText();
    await expect(place.locator(".countdown")).not.toHaveText(before);
    await expect(game.locator(".chip.called")).toHaveText(`2 ${MARGUERITE.initials} → ${TABLE.short} seat ${seat}`);
    await player.page.screenshot({ path: `${SHOTS}/live-phone-called.png`, fullPage: true });
    await watcher.page.screenshot({ path: `${SHOTS}/live-phone-lists.png`, fullPage: true });

    // Seated on the table's own seat: her phone says so, and the list moves on.
    await row.getByRole("button", { name: `${MARGUERITE.name} answered` }).click();
    await expect(place).toContainText(`Going to ${TABLE.short} seat ${seat}`);
    await list.getByRole("button", { name: new RegExp(`^Seat ${MARGUERITE.name} at `) }).click();
    await expect(page.getByTestId("lists-done")).toHaveText(`${MARGUERITE.name} is seated at ${TABLE.name} seat ${seat}.`);
    await expect(player.page.getByTestId("live-place")).toHaveCount(0);
    await expect(player.page.locator("#live-place")).toContainText(`Seated at ${TABLE.short} seat ${seat}`);
    await expect(player.page.locator("#live-place")).toContainText("You are not on any list now.");
    await expect(game).toContainText("1 waiting");
    await expect(game.locator(".chip")).toHaveText([`1 ${ALAN.initials}`]);
    await player.page.screenshot({ path: `${SHOTS}/live-phone-seated.png`, fullPage: true });

    // Alan takes himself off from his phone, after confirming.
    await player.page.goto(`/live?code=${alanCode}`);
    await expect(player.page.getByTestId("live-place")).toContainText("You are next");
    await player.page.getByText("Take me off this list").click();
    await expect(player.page.getByRole("button", { name: "Yes, take me off" })).toBeVisible();
    await phoneFriendly(player.page);
    await player.page.screenshot({ path: `${SHOTS}/live-phone-leave.png`, fullPage: true });
    await player.page.getByRole("button", { name: "Yes, take me off" }).click();
    await expect(player.page.locator("#live-place")).toContainText("You took yourself off");
    await expect(list.getByTestId("entry-name")).toHaveCount(0);
    await expect(page.getByTestId("departures")).toContainText(`${ALAN.name} took themselves off by phone`);
    await expect(game).toContainText("Nobody waiting");

    // Nothing of Next.js or of the tablet's and wall's code: the page's own two scripts.
    expect([...scripts].sort()).toEqual(["/live/client.js", "/live/socket.io.js"]);
  } finally {
    await watcher.context.close();
    await player.context.close();
  }
});

test("a player joins from the phone, waits on the floor as not checked in, and is checked in", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL!, "floor", "demo-floor");
  await page.goto("/floor/waitlist");
  await expect(page.getByTestId("lists-connection")).toHaveText("Live");
  const remote = await phone(browser, baseURL!);
  try {
    await remote.page.goto("/live");
    const game = remote.page.getByRole("article", { name: "Texas Hold'em $3 – $6 limit · Blinds $1 / $3" });
    await expect(game).toBeVisible();
    await expect(game.getByRole("link", { name: "Join this list" })).toHaveCount(0);

    // The floor lets players join from their phones: the phone's join link appears live.
    await page.getByRole("button", { name: "Let players join from phones" }).click();
    await expect(page.getByTestId("remote-join-state")).toHaveText("on");
    await game.getByRole("link", { name: "Join this list" }).click();
    await expect(remote.page.getByRole("heading", { name: "Join Texas Hold'em" })).toBeVisible();
    await remote.page.getByLabel("Your name, as the desk will call you").fill(PRIYA.name);
    await remote.page.getByLabel("Initials for the board (optional)").fill("pr");
    await phoneFriendly(remote.page);
    await remote.page.screenshot({ path: `${SHOTS}/live-phone-join.png`, fullPage: true });
    await remote.page.getByRole("button", { name: "Put me on the list" }).click();

    // Her code on the spot, and what to do next.
    await expect(remote.page).toHaveURL(/\/live\?code=[A-Z0-9]{6}$/);
    const place = remote.page.getByTestId("live-place");
    await expect(place).toContainText("You are next");
    await expect(place).toContainText("check in at the desk by");
    await expect(remote.page.getByTestId("live-code")).toHaveText(/^[A-Z0-9]{3} [A-Z0-9]{3}$/);
    // On this list already: no join link for it on her page, first paint or pushed.
    await expect(remote.page.getByRole("link", { name: "Join this list" })).toHaveCount(0);
    await remote.page.screenshot({ path: `${SHOTS}/live-phone-joined.png`, fullPage: true });

    // The floor: remote, not checked in, not called until checked in.
    const list = page.getByRole("region", { name: LIST });
    const row = list.getByRole("listitem").filter({ hasText: PRIYA.name });
    await expect(row.getByTestId("remote-badge")).toHaveAttribute("data-checked-in", "no");
    await expect(row.getByTestId("remote-badge")).toContainText("From a phone · not checked in · lapses in");
    await expect(row).toContainText("Called once checked in at the desk.");
    await expect(row.getByRole("button", { name: new RegExp(`^Call ${PRIYA.name}`) })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/live-floor-remote.png` });
    await row.getByRole("button", { name: `Check in ${PRIYA.name}` }).click();
    await expect(row.getByTestId("remote-badge")).toHaveAttribute("data-checked-in", "yes");
    await expect(place).toContainText("Checked in at the desk");
    await expect(remote.page.getByRole("link", { name: "Join this list" })).toHaveCount(0);
    await expect(row.getByRole("button", { name: new RegExp(`^Call ${PRIYA.name}`) })).toBeVisible();

    // The floor stops joins from phones at once: the phone's join link goes.
    await page.getByRole("button", { name: "Stop joins from phones" }).click();
    await expect(page.getByTestId("remote-join-state")).toHaveText("off");
    await expect(remote.page.getByRole("link", { name: "Join this list" })).toHaveCount(0);
    await row.getByText(`More for ${PRIYA.name}`).click();
    await row.getByRole("button", { name: "Take off the list" }).click();
    await expect(place).toHaveCount(0);
  } finally {
    await remote.context.close();
  }
});

test("a wrong code is refused, and a burst of guesses from one address is stopped and in the audit trail", async ({ page, browser, baseURL }) => {
  // The burst holds back this machine's address for codes for 15 minutes: no test after this one uses a code.
  const guesser = await phone(browser, baseURL!);
  try {
    const wrong = await guesser.page.goto("/live?code=ACDEFH");
    expect(wrong?.status()).toBe(404);
    await expect(guesser.page.getByTestId("live-code-problem")).toHaveText(/No place in line has that code/);
    await phoneFriendly(guesser.page);
    await guesser.page.screenshot({ path: `${SHOTS}/live-phone-wrong-code.png`, fullPage: true });

    // Twelve more guesses at once: nine are checked (ten wrong in all), the rest stopped unchecked.
    const statuses = await guesser.page.evaluate(async () => {
      const codes = ["ACDEFJ", "ACDEFK", "ACDEFM", "ACDEFN", "ACDEFP", "ACDEFR", "ACDEFT", "ACDEFW", "ACDEFX", "ACDEFY", "ACDEF3", "ACDEF4"];
      return (await Promise.all(codes.map((c) => fetch(`/live?code=${c}`)))).map((r) => r.status).sort();
    });
    expect(statuses).toEqual([...Array(9).fill(404), ...Array(3).fill(429)]);
    const stopped = await guesser.page.goto("/live?code=ACDEF7");
    expect(stopped?.status()).toBe(429);
    await expect(guesser.page.getByTestId("live-code-problem")).toHaveText(/Too many wrong codes from this connection\. Try again in \d+ minutes/);

    await signIn(page, baseURL!, "floor", "demo-floor");
    const audit = await page.request.get("/api/audit?action=live.code-limited");
    const entries = ((await audit.json()) as { entries: { detail: { ip: string; wrong: number } }[] }).entries;
    expect(entries[0]?.detail).toMatchObject({ ip: "127.0.0.1", wrong: 10 });
    await page.goto("/floor/audit");
    await expect(page.getByRole("cell", { name: "Code guessing stopped for an address" }).first()).toBeVisible();
    await expect(page.getByRole("row", { name: /127\.0\.0\.1 tried 10 wrong codes: no code from it is checked for 15 minutes/ })).toBeVisible();
  } finally {
    await guesser.context.close();
  }
});

test("the admin turns /live off and on: the phones are told, the board's QR code comes and goes", async ({ page, browser, baseURL }) => {
  // Three browsers and the admin's page (the longest of the product) twice.
  test.setTimeout(150_000);
  const board = await boardScreen(browser, baseURL!);
  const watcher = await phone(browser, baseURL!);
  try {
    await expect(board.page.getByTestId("board-live-qr")).toBeVisible();
    const qr = board.page.getByRole("img", { name: "QR code: the waiting lists on your phone" });
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await board.page.screenshot({ path: `${SHOTS}/live-board-qr.png` });
    await watcher.page.goto("/live");
    await expect(watcher.page.locator("#live-status")).toHaveText("Live");

    await signIn(page, baseURL!, "admin", "demo-admin");
    const choose = async (value: "on" | "off") => {
      await page.goto("/admin");
      const settings = page.getByRole("form", { name: "Shifts and alert thresholds" });
      await page.waitForFunction(() => {
        const el = document.querySelector('form[aria-label="Shifts and alert thresholds"]');
        return el !== null && Object.keys(el).some((k) => k.startsWith("__reactProps"));
      });
      await settings.getByLabel("The lists on players' phones (/live)").selectOption(value);
      await settings.getByRole("button", { name: "Save shifts and thresholds" }).click();
      await expect(settings.getByText("Saved.")).toBeVisible();
    };
    try {
      await choose("off");
      await expect(watcher.page.locator("#live-status")).toHaveText("No longer shown online");
      await expect(board.page.getByTestId("board-live-qr")).toHaveCount(0);
      const off = await watcher.page.goto("/live");
      expect(off?.status()).toBe(404);
      await expect(watcher.page.getByText("This room does not show its lists online now.")).toBeVisible();
    } finally {
      await choose("on");
    }
    await expect(board.page.getByTestId("board-live-qr")).toBeVisible();
    expect((await watcher.page.goto("/live"))?.status()).toBe(200);
  } finally {
    await watcher.context.close();
    await board.close();
  }
});

test("no answer of /live or its socket carried a player's full name, phone number or an id", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, "floor", "demo-floor");
  const view = (await (await page.request.get("/api/waitlist/view")).json()) as { view: { lists: { id: string; waiting: { id: string }[] }[] } };
  const ids = view.view.lists.flatMap((l) => [l.id, ...l.waiting.map((e) => e.id)]);
  expect(received.length).toBeGreaterThan(40);
  expect(received.some((r) => r.where.startsWith("socket"))).toBe(true);
  for (const { where, text } of received) {
    for (const secret of [MARGUERITE.name, "Okonkwo", "Lindqvist", MARGUERITE.phone, "555 0142", "5550142", ALAN.name, "Brightwater", PRIYA.name, "Castellanos"]) {
      expect(text.includes(secret), `${secret} in ${where}`).toBe(false);
    }
    if (where.includes("/live/socket.io.js") || where.includes("/live/client.js")) continue;
    // Ids of lists, players and tables: never in a page, a form or a frame (the lists are named by keys).
    for (const id of [...ids, TABLE.id, "l1", "p1"]) expect(new RegExp(`["=/:]${id}["&<,}]`).test(text), `${id} in ${where}`).toBe(false);
  }
});
