import { describe, expect, it } from "vitest";
import type { WaitlistLivePlaces, WaitlistLiveView } from "@/lib/domain/waitlist";
import { gamesBody } from "./games";
import { liveClientScript } from "./live-client";
import { html } from "./html";
import { livePage } from "./page";
import { codeProblemBody, placesBody } from "./places";
import { endWords, ordinal, positionWords, stakesWords } from "./words";

const view: WaitlistLiveView = {
  remoteJoin: true,
  unlisted: [],
  games: [
    {
      key: "k-holdem",
      game: "Texas Hold'em",
      stakes: "$3.00-$6.00 limit, blinds $1.00/$3.00",
      interest: false,
      tables: [{ name: "Table 25 · Texas Hold'em (Kings)", openSeats: 2 }],
      openSeats: 2,
      waiting: [
        { position: 1, initials: "J.S.", called: { table: "Table 25 · Texas Hold'em (Kings)", seat: 5 }, onTheWay: false },
        { position: 2, initials: "<b>", called: null, onTheWay: true },
      ],
      mustMove: 0,
    },
    { key: "k-omaha", game: "Omaha <script>", stakes: "$4-$8", interest: true, tables: [], openSeats: 0, waiting: [], mustMove: 0 },
  ],
};

describe("the phone page's words", () => {
  it("says places and endings as a player reads them", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]);
    expect(positionWords({ position: 1, of: 4, queue: "list" })).toBe("You are next");
    expect(positionWords({ position: 3, of: 4, queue: "list" })).toBe("3rd in line");
    expect(positionWords({ position: 2, of: 2, queue: "must-move" })).toBe("2nd to move to the main game");
    expect(stakesWords("$3.00-$6.00 limit, blinds $1.00/$3.00")).toBe("$3 – $6 limit · Blinds $1 / $3");
    expect(endWords({ kind: "seated", table: "Table 25 · Texas Hold'em (Kings)", seat: 5 })).toBe("Seated at Table 25 seat 5");
    expect(endWords({ kind: "removed", reason: "lapsed" })).toBe("Taken off: you did not check in at the desk in time");
  });
});

describe("the games section", () => {
  it("shows each game's tables, open seats and list by initials, escaped, with the call and the join links", () => {
    const text = gamesBody(view, { joinOpen: true, code: null }).text;
    expect(text).toContain("Table 25: 2 open seats");
    expect(text).toContain("2 waiting");
    expect(text).toContain('<span class="to">→ Table 25 seat 5</span>');
    expect(text).toContain("&lt;b&gt;");
    expect(text).toContain("Omaha &lt;script&gt;");
    expect(text).not.toContain("<script>");
    expect(text).toContain("Games players want to start");
    expect(text).toContain('href="/live/join?list=k-holdem"');
    expect(text).toContain('<span class="way">on the way</span>');
  });

  it("shows a poker game no list is for: its stakes and open seats, no join link, the desk to ask (issue 33: it was absent)", () => {
    const unlisted: WaitlistLiveView["unlisted"] = [{ game: "Omaha", stakes: "$75.00-$150.00 limit, blinds $25.00/$75.00", tables: [{ name: "Table 26 · Omaha (Kings)", openSeats: 10 }], openSeats: 10 }];
    const text = gamesBody({ ...view, games: [], unlisted }, { joinOpen: true, code: null }).text;
    expect(text).toContain("Omaha");
    expect(text).toContain("Table 26: 10 open seats");
    expect(text).toContain("No list</strong> · ask at the desk for a seat");
    expect(text).not.toContain("Join this list");
    expect(text).not.toContain("No game is running");
  });

  it("has no join links while the room takes no joins, and none for a list the player is on", () => {
    expect(gamesBody(view, { joinOpen: false, code: null }).text).not.toContain("Join this list");
    const mine = gamesBody(view, { joinOpen: true, code: "K7M4PX", mine: new Set(["k-holdem"]) }).text;
    expect(mine).not.toContain("list=k-holdem");
    expect(mine).toContain('href="/live/join?list=k-omaha&amp;code=K7M4PX"');
  });
});

describe("a player's section", () => {
  const places: WaitlistLivePlaces = {
    places: [
      {
        key: "k-holdem",
        game: "Texas Hold'em",
        stakes: "$3-$6 Limit",
        initials: "J.S.",
        queue: "list",
        position: 1,
        of: 3,
        status: "called",
        call: { table: "Table 25 · Texas Hold'em (Kings)", seat: 5, expiresAt: 1_000_000 + 161_000 },
        remote: null,
        waitsForCheckIn: false,
        playingAt: null,
      },
    ],
    past: [{ list: "Omaha $4-$8", end: { kind: "removed", reason: "self" }, at: 900_000 }],
  };

  it("shows the call with the time left, the leave form with the code, and the ended places", () => {
    const text = placesBody(places, { code: "K7M4PX", timeZone: "America/Los_Angeles", now: 1_000_000 }).text;
    expect(text).toContain("Called to Table 25 seat 5");
    expect(text).toContain('data-expires="1161000">2:41<');
    expect(text).toContain('<strong class="code" data-testid="live-code">K7M 4PX</strong>');
    expect(text).toContain('<input type="hidden" name="code" value="K7M4PX">');
    expect(text).toContain('<input type="hidden" name="list" value="k-holdem">');
    expect(text).toContain("You took yourself off");
  });

  it("says why a code was refused and offers the form again, escaping what was typed", () => {
    const text = codeProblemBody("No place in line has that code.", '"><script>').text;
    expect(text).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(text).not.toContain("<script>");
  });

  it("is a whole page with its two scripts and nothing else to run", () => {
    const page = livePage({ games: html`<p>games</p>`, place: html`<p>place</p>`, code: null, version: 3, serverTime: 5, updated: "Updated 8:41 PM", scripts: { socketIo: "/live/socket.io.js?v=a", client: "/live/client.js?v=b" } }).text;
    expect([...page.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/live/socket.io.js?v=a" defer>', '<script src="/live/client.js?v=b" defer>']);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('data-version="3"');
  });
});

describe("the page's script", () => {
  it("is the text of one function that needs nothing from outside it, and stays put on a page that is not /live", () => {
    const script = liveClientScript();
    expect(script.startsWith('"use strict";(function liveClient()')).toBe(true);
    expect(script).not.toMatch(/\brequire\(|\bimport\b|__vite|_ts_/);
    const run = new Function("document", "window", script);
    expect(() => run({ getElementById: () => null }, {})).not.toThrow();
  });
});
