/**
 * The players' phones on the real server (PostgreSQL, the lists' socket, the /live routes through
 * their real handlers): the room's lists by initials, live; a player's code with their position and
 * their call; joining from a phone, checked in on the floor; taking oneself off; wrong codes
 * refused, audited and limited per address; /live turned off; and, over everything a phone got,
 * no name, phone number or id.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connectClient, type Socket } from "socket.io-client";
import * as codeRoute from "@/app/api/waitlist/code/[entry]/route";
import * as joinRoute from "@/app/live/join/route";
import * as leaveRoute from "@/app/live/leave/route";
import * as liveRoute from "@/app/live/route";
import * as qrRoute from "@/app/live/qr.svg/route";
import * as scriptRoute from "@/app/live/client.js/route";
import type { WaitlistBoardView, WaitlistFloorView } from "@/lib/domain/waitlist";
import { ORIGIN, request } from "@/lib/server/auth/test-fixtures";
import { loadConfig } from "@/lib/server/config";
import { loadFloorSettings, saveFloorSettings } from "@/lib/server/floor/settings";
import { getLiveDesk } from "@/lib/server/live/runtime";
import { credentialsFor } from "@/lib/server/test-credentials";
import { startTestServer } from "@/lib/server/test-server";
import { ListsScreen, type FloorScreen } from "@/lib/server/waitlist/test-kit";

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Everything the phones were sent, to look through for what must never be in it. */
const seen: string[] = [];

async function get(path: string, ip = "10.1.0.1"): Promise<{ status: number; body: string; headers: Headers }> {
  const handler = path.startsWith("/live/join") ? joinRoute.GET : liveRoute.GET;
  const res = await handler(request(path, { ip }));
  const body = await res.text();
  seen.push(body);
  return { status: res.status, body, headers: res.headers };
}

function form(path: string, fields: Record<string, string>, ip = "10.1.0.1", origin: string | null = ORIGIN): Request {
  const headers = new Headers({ host: "localhost:3000", "content-type": "application/x-www-form-urlencoded", "x-cardroom-client-address": ip });
  if (origin) headers.set("origin", origin);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

async function post(path: string, fields: Record<string, string>, ip = "10.1.0.1"): Promise<{ status: number; body: string; location: string | null }> {
  const handler = path === "/live/join" ? joinRoute.POST : leaveRoute.POST;
  const res = await handler(form(path, fields, ip));
  const body = await res.text();
  seen.push(body);
  return { status: res.status, body, location: res.headers.get("location") };
}

/** A phone on the lists' socket, every frame it gets kept. */
class Phone {
  games = "";
  place = "";
  off = false;
  private constructor(readonly socket: Socket) {
    socket.onAny((event: string, ...args: unknown[]) => {
      seen.push(JSON.stringify([event, ...args]));
      const m = args[0] as { html?: string } | undefined;
      if (event === "waitlist:live" && m?.html) this.games = m.html;
      if (event === "waitlist:place" && m?.html) this.place = m.html;
      if (event === "waitlist:live-off") this.off = true;
    });
  }

  static async open(server: Server, code: string | null = null): Promise<{ phone: Phone; reply: Record<string, unknown> }> {
    const socket = connectClient(`http://127.0.0.1:${server.port}/waitlist`, { auth: { as: "live" }, transports: ["websocket"], forceNew: true, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    const phone = new Phone(socket);
    const reply = (await socket.timeout(10_000).emitWithAck("waitlist:subscribe", { screen: "live", code })) as Record<string, unknown>;
    seen.push(JSON.stringify(reply));
    if (reply.ok) {
      phone.games = reply.games as string;
      phone.place = (reply.place as string | null) ?? "";
    }
    return { phone, reply };
  }

  close(): void {
    this.socket.close();
  }
}

const PLAYER = { name: "Zebulon Quixote-Farnsworth", phone: "415 555 0199" };

describe("the players' phones", () => {
  let server: Server;
  let floor: FloorScreen;
  let cookie: string;
  let listId: string;
  const phones: Phone[] = [];

  const list = () => floor.view.lists.find((l) => l.id === listId)!;
  const entry = (name: string) => list().waiting.find((e) => e.name === name)!;
  async function codeOf(entryId: string): Promise<{ status: number; body: { code?: string; url?: string; qr?: string } }> {
    const res = await codeRoute.GET(request(`/api/waitlist/code/${entryId}`, { cookie }), { params: Promise.resolve({ entry: entryId }) });
    return { status: res.status, body: (await res.json()) as { code?: string; url?: string; qr?: string } };
  }

  beforeAll(async () => {
    server = await startTestServer();
    floor = await ListsScreen.open<WaitlistFloorView>(server, "supervisor", "floor");
    cookie = (await credentialsFor(server.db, "supervisor")).cookie;
    // Table 25 (Kings Hold'em $3-$6, blinds $1/$3) deals the list, as the floor starts it from the table.
    await floor.do({ type: "open-list-for-table", tableId: "t25" });
    listId = floor.view.lists[0]!.id;
  });
  afterAll(async () => {
    for (const p of phones) p.close();
    floor?.close();
    await server?.close();
    await server?.dropDatabase();
  });

  it("is on for the demo floor: /live shows the games by initials, and the socket follows the floor", async () => {
    expect((await loadFloorSettings(server.db)).livePage).toBe(true);
    await floor.do({ type: "add-player", listId, name: PLAYER.name, phone: PLAYER.phone });
    const page = await get("/live");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Texas Hold&#39;em");
    expect(page.body).toContain("$3 – $6 limit · Blinds $1 / $3");
    expect(page.body).toContain("Table 25: 10 open seats");
    // The poker tables no list is for are there too, with their stakes and open seats (issue 33).
    expect(page.body).toContain("Table 26: 10 open seats");
    expect(page.body).toContain("$75 – $150 limit");
    expect(page.body).toContain("<strong>No list</strong> · ask at the desk for a seat");
    expect(page.body).toContain("Z.Q.F.");
    expect(page.body).toMatch(/<script src="\/live\/socket\.io\.js\?v=[\w-]+" defer><\/script>/);
    expect(page.body).not.toContain("/_next/");

    const { phone, reply } = await Phone.open(server);
    phones.push(phone);
    expect(reply).toMatchObject({ ok: true, place: null });
    expect(phone.games).toContain("1 waiting");
    await floor.do({ type: "add-player", listId, name: "Bob Carter" });
    await expect.poll(() => phone.games).toContain("2 waiting");
    expect(phone.games).toContain("B.C.");
  });

  it("gives the floor each player's code and QR code; the code shows the player's position, their call and their seating", async () => {
    const bob = entry("Bob Carter");
    const { status, body } = await codeOf(bob.id);
    expect(status).toBe(200);
    expect(body.code).toMatch(/^[ACDEFHJKMNPRTWXY3479]{6}$/);
    expect(body.url).toBe(`${ORIGIN}/live?code=${body.code}`);
    expect(body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const code = body.code!;

    const page = await get(`/live?code=${code.slice(0, 3)}-${code.slice(3).toLowerCase()}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`data-code="${code}"`);
    expect(page.body).toContain("2nd in line");
    expect(page.body).toContain("of 2");
    expect(page.body).toContain("B.C.");

    const { phone, reply } = await Phone.open(server, code);
    phones.push(phone);
    expect(reply.ok).toBe(true);
    expect(phone.place).toContain("2nd in line");
    await floor.do({ type: "call-player", entryId: bob.id, tableId: "t25", seat: 5 });
    await expect.poll(() => phone.place).toContain("Called to Table 25 seat 5");
    expect(phone.place).toMatch(/data-expires="\d+">[23]:\d\d</);
    await floor.do({ type: "seat-player", entryId: bob.id });
    await expect.poll(() => phone.place).toContain("Seated at Table 25 seat 5");
    expect(phone.place).toContain("You are not on any list now.");
    // The code has ended: it still says how, and is no wrong guess.
    expect((await get(`/live?code=${code}`)).body).toContain("Seated at Table 25 seat 5");
  });

  it("lets a player with a code take themselves off a list, after confirming; the trail names no staff and keeps the address", async () => {
    const zeb = entry(PLAYER.name);
    const { body } = await codeOf(zeb.id);
    const page = await get(`/live?code=${body.code}`);
    expect(page.body).toContain("Take me off this list");
    const key = /name="list" value="([^"]+)"/.exec(page.body)![1]!;
    const left = await post("/live/leave", { code: body.code!, list: key }, "10.1.0.7");
    expect(left).toMatchObject({ status: 303, location: `/live?code=${body.code}` });
    await expect.poll(() => list().waiting.some((e) => e.id === zeb.id)).toBe(false);
    expect((await get(`/live?code=${body.code}`)).body).toContain("You took yourself off");
    const { rows } = await server.db.pool.query("SELECT staff_id, detail FROM audit_entries WHERE action = 'waitlist.remove' ORDER BY id DESC LIMIT 1");
    expect(rows[0]).toMatchObject({ staff_id: null, detail: { reason: "self", ip: "10.1.0.7" } });
    // Sent again: nothing more to take off.
    expect((await post("/live/leave", { code: body.code!, list: key }, "10.1.0.7")).status).toBe(409);
  });

  it("refuses a form from another site", async () => {
    const res = await leaveRoute.POST(form("/live/leave", { code: "AAAAAA", list: "x" }, "10.1.0.1", "http://evil.example"));
    expect(res.status).toBe(403);
  });

  /** The key the phones know the list by (the server's; the test reads it where the phone reads it too). */
  function keyOfList(): string {
    const desk = getLiveDesk();
    return desk.lists.codes.listKey(desk.lists.state.lists[listId]!);
  }

  it("lets a player join from the phone only while the floor allows it; the entry waits not checked in, and the floor checks it in", async () => {
    const first = await get("/live");
    expect(first.body).not.toContain("Join this list");
    const key = keyOfList();
    expect((await get(`/live/join?list=${key}`)).status).toBe(409);

    await floor.do({ type: "configure", options: { remoteJoin: true } });
    const live = await get("/live");
    expect(live.body).toContain(`href="/live/join?list=${key}"`);
    const joinForm = await get(`/live/join?list=${key}`, "10.2.0.1");
    expect(joinForm.status).toBe(200);
    const nonce = /name="nonce" value="([^"]+)"/.exec(joinForm.body)![1]!;
    const joined = await post("/live/join", { list: key, nonce, name: "Rita Remote-Player", initials: "rr" }, "10.2.0.1");
    expect(joined.status).toBe(303);
    const code = decodeURIComponent(joined.location!.split("code=")[1]!);
    await expect.poll(() => list().waiting.find((e) => e.name === "Rita Remote-Player")?.remote?.checkedInAt).toBeNull();
    const rita = entry("Rita Remote-Player");
    expect(rita.initials).toBe("R.R.");
    // The same form sent again (its answer lost): the same join, the same code.
    const again = await post("/live/join", { list: key, nonce, name: "Rita Remote-Player", initials: "rr" }, "10.2.0.1");
    expect(again.location).toBe(joined.location);
    expect(list().waiting.filter((e) => e.name === "Rita Remote-Player")).toHaveLength(1);

    const page = await get(`/live?code=${code}`, "10.2.0.1");
    expect(page.body).toContain("check in at the desk by");
    expect(page.body).toContain("called once you have checked in");
    expect((await get("/live")).body).toContain("on the way");
    // Not called before checking in; checked in, the floor may call.
    const refused = await floor.send({ type: "call-player", entryId: rita.id, tableId: "t25", seat: 6 });
    expect(refused).toMatchObject({ ok: false, code: "NOT_CHECKED_IN" });
    await floor.do({ type: "check-in", entryId: rita.id });
    expect((await get(`/live?code=${code}`, "10.2.0.1")).body).toContain("Checked in at the desk");
    const audit = await server.db.pool.query("SELECT action, staff_id, detail FROM audit_entries WHERE action IN ('waitlist.add', 'waitlist.check-in') AND detail ->> 'name' = 'Rita Remote-Player' ORDER BY id");
    expect(audit.rows.map((r) => [r.action, r.staff_id === null, r.detail.fromPhone ?? null, r.detail.ip ?? null])).toEqual([
      ["waitlist.add", true, true, "10.2.0.1"],
      ["waitlist.check-in", false, null, null],
    ]);
  });

  it("limits joins from one address, and refuses a name already on the list without saying whose", async () => {
    const key = keyOfList();
    const join = async (name: string) => {
      const f = await get(`/live/join?list=${key}`, "10.3.0.1");
      const nonce = /name="nonce" value="([^"]+)"/.exec(f.body)![1]!;
      return post("/live/join", { list: key, nonce, name, initials: "" }, "10.3.0.1");
    };
    const taken = await join("Bob Carter Jr");
    expect(taken.status).toBe(303);
    const twin = await join("bob carter jr");
    expect(twin.status).toBe(409);
    expect(twin.body).toContain("That name cannot be put on this list from a phone");
    // The form comes back without the name typed in it.
    expect(twin.body.toLowerCase()).not.toContain("bob carter jr");
    for (const n of ["Cal One", "Dee Two", "Eve Three"]) expect((await join(n)).status).toBe(303);
    const limited = await join("Fay Four");
    expect(limited.status).toBe(429);
    expect(limited.body).toContain("Too many sign-ups from this connection");
    // The floor turns joining from phones off at once: the join links go, the form says so.
    await floor.do({ type: "configure", options: { remoteJoin: false } });
    expect((await get("/live")).body).not.toContain("Join this list");
    expect((await get(`/live/join?list=${key}`, "10.3.0.9")).status).toBe(409);
  });

  it("refuses a wrong code, audits it, and stops an address after ten: then even a right code waits", async () => {
    await floor.do({ type: "add-player", listId, name: "Gil Guess" });
    const right = (await codeOf(entry("Gil Guess").id)).body.code!;
    const wrong = right === "AAAAAA" ? "CCCCCC" : "AAAAAA";
    const bad = await get(`/live?code=${wrong}`, "10.4.0.1");
    expect(bad.status).toBe(404);
    expect(bad.body).toContain("No place in line has that code");
    // Not a code at all (letters codes never use): refused, not counted.
    expect((await get("/live?code=B0O1I8", "10.4.0.1")).status).toBe(400);
    const guesses = [..."ACDEFHJKMNPRTW"].map((c) => `${wrong.slice(0, 5)}${c}`).filter((c) => c !== right && c !== wrong).slice(0, 12);
    const burst = await Promise.all(guesses.map((g) => get(`/live?code=${g}`, "10.4.0.1")));
    // Ten wrong codes in all (one before the burst): nine of the burst are checked, the rest refused unchecked.
    expect(burst.map((r) => r.status).sort()).toEqual([...Array(9).fill(404), ...Array(3).fill(429)]);
    const locked = await get(`/live?code=${right}`, "10.4.0.1");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(locked.body).toContain("Too many wrong codes from this connection");
    // Another address is not held back: a phone's socket (from the machine itself) and a page from elsewhere.
    const socketTry = await Phone.open(server, right);
    socketTry.phone.close();
    expect(socketTry.reply).toMatchObject({ ok: true });
    expect((await get(`/live?code=${right}`, "10.4.0.2")).status).toBe(200);
    const audit = await server.db.pool.query("SELECT action, count(*)::int AS n FROM audit_entries WHERE action LIKE 'live.%' AND detail ->> 'ip' = '10.4.0.1' GROUP BY action ORDER BY action");
    expect(audit.rows).toEqual([
      { action: "live.code-limited", n: 1 },
      { action: "live.code-wrong", n: 10 },
    ]);
  });

  it("shows the board's QR code of /live and the floor the switch; turned off, /live is gone and the phones are told", async () => {
    const qr = await qrRoute.GET(request("/live/qr.svg"));
    expect(qr.status).toBe(200);
    expect(qr.headers.get("content-type")).toBe("image/svg+xml");
    expect(await qr.text()).toMatch(/^<svg/);
    const script = await scriptRoute.GET(request("/live/client.js"));
    expect(await script.text()).toContain('socket.on("waitlist:place"');

    const board = await ListsScreen.open<WaitlistBoardView>(server, "display", "board");
    const switches: boolean[] = [];
    board.socket.on("waitlist:live-switch", (m: { live: boolean }) => switches.push(m.live));
    const { phone } = await Phone.open(server);
    const before = await loadFloorSettings(server.db);
    const same = { timeZone: before.timeZone, shifts: [...before.shifts], idleMinutes: before.idleMinutes, offlineSeconds: before.offlineSeconds };
    await saveFloorSettings(server.db, { ...same, livePage: false }, "demo-admin", new Date());
    await expect.poll(() => phone.off).toBe(true);
    await expect.poll(() => phone.socket.connected).toBe(false);
    await expect.poll(() => switches).toEqual([false]);
    expect((await get("/live")).status).toBe(404);
    expect((await qrRoute.GET(request("/live/qr.svg"))).status).toBe(404);
    expect((await codeOf(list().waiting[0]!.id)).status).toBe(409);
    const refused = await Phone.open(server);
    refused.phone.close();
    expect(refused.reply).toMatchObject({ ok: false, code: "LIVE_OFF" });
    const audit = await server.db.pool.query("SELECT detail FROM audit_entries WHERE action = 'floor-settings-changed' ORDER BY id DESC LIMIT 1");
    expect(audit.rows[0].detail).toMatchObject({ from: { livePage: true }, to: { livePage: false } });
    await saveFloorSettings(server.db, { ...same, livePage: true }, "demo-admin", new Date());
    await expect.poll(() => switches).toEqual([false, true]);
    board.close();
  });

  it("sent the phones no name, no phone number and no id, in any page, form or socket frame", () => {
    const all = seen.join("\n");
    expect(seen.length).toBeGreaterThan(30);
    for (const name of [PLAYER.name, "Zebulon", "Quixote", "Farnsworth", "Bob Carter", "bob carter", "Rita Remote", "Gil Guess", "Fay Four", "Cal One"]) expect(all).not.toContain(name);
    for (const digits of ["555 0199", "5550199", "415 555"]) expect(all).not.toContain(digits);
    const ids = Object.keys(floor.view.lists.flatMap((l) => l.waiting).reduce((a, e) => ({ ...a, [e.id]: 1 }), {}));
    for (const id of [...ids, listId, "demo-room", "demo-floor"]) expect(all).not.toMatch(new RegExp(`["=/]${id}["&<]`));
    expect(all).not.toMatch(/"p\d+"|"l\d+"|\bt25\b/);
  });
});

describe("codes and joins from phones across a restart", () => {
  it("keep the code working, the remote entry waiting, and its lapse timer armed again", async () => {
    let offset = 0;
    const clock = () => Date.now() + offset;
    const first = await startTestServer({ clock });
    const url = first.db.url;
    let floor = await ListsScreen.open<WaitlistFloorView>(first, "supervisor", "floor");
    await floor.do({ type: "open-list", game: "Omaha", stakes: "$4-$8" });
    const listId = floor.view.lists[0]!.id;
    await floor.do({ type: "configure", options: { remoteJoin: true, remoteLapseMinutes: 20 } });
    await floor.do({ type: "add-player", listId, name: "Alice Brown" });
    const desk = getLiveDesk();
    const key = desk.lists.codes.listKey(desk.lists.state.lists[listId]!);
    const joined = await desk.join({ listKey: key, name: "Rita Remote", initials: null, nonce: "restart-nonce-0000001", code: null, address: "10.5.0.1" });
    if (!joined.ok) throw new Error(joined.message);
    await expect.poll(() => floor.view.lists[0]!.waiting.length).toBe(2);
    const alice = floor.view.lists[0]!.waiting[0]!;
    const aliceCode = desk.codeOfEntry(alice.id)!;
    const rita = floor.view.lists[0]!.waiting[1]!;
    expect(rita.remote?.checkedInAt).toBeNull();
    floor.close();
    await first.close();

    // The new server stands two seconds before Rita's entry lapses: its re-armed timer takes her off.
    offset = rita.remote!.lapsesAt - Date.now() - 2_000;
    const second = await startTestServer({ clock, config: loadConfig({ DATABASE_URL: url, PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "true" }) }, { url });
    try {
      floor = await ListsScreen.open<WaitlistFloorView>(second, "supervisor", "floor");
      const after = getLiveDesk();
      expect(after.codeOfEntry(alice.id)).toBe(aliceCode);
      const checked = await after.checkCode(aliceCode, "10.5.0.2", "page");
      expect(checked.ok).toBe(true);
      expect((await after.checkCode(joined.code, "10.5.0.2", "page")).ok).toBe(true);
      await expect.poll(() => floor.view.lists[0]!.waiting.map((e) => e.name), { timeout: 15_000 }).toEqual(["Alice Brown"]);
      const places = after.places((checked as { seed: string }).seed).places.places;
      expect(places.map((p) => p.position)).toEqual([1]);
      const ritaSeed = after.lists.codes.joinSeed("restart-nonce-0000001");
      expect(after.places(ritaSeed).places.past[0]?.end).toEqual({ kind: "removed", reason: "lapsed" });
      floor.close();
    } finally {
      await second.close();
      await first.dropDatabase();
    }
  });
});
