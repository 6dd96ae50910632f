import { describe, expect, it } from "vitest";
import {
  bankHandText,
  bettingState,
  cardFace,
  cardName,
  clock,
  connectionNotice,
  displayBetLimits,
  feeLines,
  feeSections,
  limitsText,
  ordinal,
  resultText,
  secondsLeft,
  stageScale,
  statusBanner,
} from "./format";

describe("betting timer", () => {
  const closesAt = 1_000_000;
  it("counts whole seconds down on the client clock and never goes below 0", () => {
    expect(secondsLeft(closesAt, closesAt - 30_000)).toBe(30);
    expect(secondsLeft(closesAt, closesAt - 29_001)).toBe(30);
    expect(secondsLeft(closesAt, closesAt - 1)).toBe(1);
    expect(secondsLeft(closesAt, closesAt)).toBe(0);
    expect(secondsLeft(closesAt, closesAt + 5_000)).toBe(0);
    expect(secondsLeft(null, closesAt)).toBeNull();
  });

  it("reads as m:ss", () => {
    expect(clock(45)).toBe("0:45");
    expect(clock(65)).toBe("1:05");
    expect(clock(0)).toBe("0:00");
  });

  it("shows the countdown, then No more bets at 0 and once betting is closed", () => {
    expect(bettingState({ phase: "betting", bettingClosesAt: closesAt }, closesAt - 12_000)).toEqual({ kind: "countdown", seconds: 12, text: "0:12", urgent: false });
    expect(bettingState({ phase: "betting", bettingClosesAt: closesAt }, closesAt - 9_500)).toMatchObject({ kind: "countdown", seconds: 10, urgent: true });
    expect(bettingState({ phase: "betting", bettingClosesAt: closesAt }, closesAt)).toEqual({ kind: "closed", text: "No more bets" });
    expect(bettingState({ phase: "betting", bettingClosesAt: null }, closesAt)).toEqual({ kind: "open", text: "Place your bets" });
    expect(bettingState({ phase: "dealing", bettingClosesAt: null }, closesAt)).toEqual({ kind: "closed", text: "No more bets" });
    expect(bettingState({ phase: "settling", bettingClosesAt: null }, closesAt).text).toBe("No more bets");
    expect(bettingState({ phase: "waiting", bettingClosesAt: null }, closesAt)).toEqual({ kind: "idle", text: "Next hand soon" });
  });
});

describe("table status", () => {
  const base = {
    status: "open" as const,
    rotation: { phase: "banking" as const, offeredTo: null },
    phase: "waiting" as const,
    shoe: { hands: 3, cardsRemaining: 300, cutCardOut: false },
    playerDealer: { seat: 2, bankHand: 1 },
  };
  it("is silent while the game runs", () => {
    expect(statusBanner(base)).toBeNull();
    expect(statusBanner({ ...base, phase: "betting" })).toBeNull();
  });
  it("says paused, closed, broken, bank offered, no player-dealer, new shoe", () => {
    expect(statusBanner({ ...base, status: "paused" })).toMatchObject({ tone: "warning", title: "Table paused" });
    expect(statusBanner({ ...base, status: "closed" })).toMatchObject({ tone: "danger", title: "Table closed" });
    expect(statusBanner({ ...base, rotation: { phase: "broken", offeredTo: null }, playerDealer: null })).toMatchObject({ tone: "danger", title: "Game broken" });
    expect(statusBanner({ ...base, rotation: { phase: "offering", offeredTo: 4 }, playerDealer: null })).toMatchObject({ title: "Bank offered", detail: "The bank is offered to seat 4." });
    expect(statusBanner({ ...base, rotation: { phase: "no-bank", offeredTo: null }, playerDealer: null })).toMatchObject({ title: "Waiting for a player-dealer" });
    expect(statusBanner({ ...base, shoe: null })).toMatchObject({ title: "New shoe" });
    expect(statusBanner({ ...base, phase: "setup" })).toMatchObject({ title: "Table not open" });
  });
});

describe("words", () => {
  it("ordinals and the bank hand", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]);
    expect(bankHandText(1)).toBe("1st bank hand");
    expect(bankHandText(2)).toBe("2nd bank hand");
    expect(bankHandText(null)).toBeNull();
  });

  it("the result, with the game's hand names and marker hands", () => {
    const handNames = { player: "Player line hand", banker: "Banker line hand" };
    expect(resultText({ handNames, result: { handNumber: 3, winner: "banker", playerTotal: 6, bankerTotal: 7, markers: ["tiger7"], natural: false } })).toEqual({
      headline: "Banker wins",
      side: "banker",
      score: "7 to 6",
      markers: ["Tiger 7"],
      natural: false,
    });
    expect(resultText({ handNames, result: { handNumber: 4, winner: "player", playerTotal: 9, bankerTotal: 2, markers: [], natural: true } })).toMatchObject({ headline: "Player wins", score: "9 to 2", natural: true });
    expect(resultText({ handNames, result: { handNumber: 5, winner: "tie", playerTotal: 5, bankerTotal: 5, markers: [], natural: false } })).toMatchObject({ headline: "Tie", score: "5 to 5" });
    expect(resultText({ handNames: { player: "Player", banker: "Player/Dealer" }, result: { handNumber: 1, winner: "banker", playerTotal: 1, bankerTotal: 8, markers: [], natural: true } })?.headline).toBe("Player/Dealer wins");
    expect(resultText({ handNames, result: null })).toBeNull();
  });

  it("cards: names and faces; a face-down card has no face at all", () => {
    expect(cardName("AS")).toBe("Ace of spades");
    expect(cardName("TD")).toBe("Ten of diamonds");
    expect(cardName("7H")).toBe("Seven of hearts");
    expect(cardName("QC")).toBe("Queen of clubs");
    expect(cardName("face-down")).toBe("Card face down");
    expect(cardFace("TD")).toEqual({ code: "TD", rank: "10", suit: "♦", red: true, name: "Ten of diamonds" });
    expect(cardFace("KS")).toMatchObject({ rank: "K", suit: "♠", red: false });
    expect(cardFace("face-down")).toBeNull();
    expect(cardFace("nonsense")).toBeNull();
  });

  it("fee lines: posted wording kept, tier rows split into range and fee", () => {
    expect(feeLines(["Option 1", "Player-dealer, per hand by total table action:", "  $5.00-$100.00: $2.00", "  $401.00+: $9.00"])).toEqual([
      { text: "Option 1", tier: null },
      { text: "Player-dealer, per hand by total table action:", tier: null },
      { text: "$5.00-$100.00: $2.00", tier: { range: "$5.00-$100.00", fee: "$2.00" } },
      { text: "$401.00+: $9.00", tier: { range: "$401.00+", fee: "$9.00" } },
    ]);
    expect(feeLines(["Players: $1.00 per betting spot (each game wager)"])[0]?.tier).toBeNull();
  });

  it("limits", () => {
    expect(limitsText({ min: 500, max: 20_000 })).toBe("$5.00 – $200.00");
  });
});

describe("connection", () => {
  const ok = { connected: true, ready: true, error: null };
  it("live, connecting, reconnecting with the last view kept on screen", () => {
    expect(connectionNotice(null, "t6")).toEqual({ kind: "connecting", text: "Connecting to table t6…" });
    expect(connectionNotice({ connected: false, ready: false, error: null }, "t6").kind).toBe("connecting");
    expect(connectionNotice(ok, "t6")).toEqual({ kind: "live" });
    expect(connectionNotice({ ...ok, connected: false }, "t6")).toEqual({ kind: "reconnecting", text: "Reconnecting…" });
    expect(connectionNotice({ connected: false, ready: true, error: { code: "CONNECT", message: "Cannot reach the table server; retrying…" } }, "t6").kind).toBe("reconnecting");
    // A stale error from before the reconnection does not hide a live table.
    expect(connectionNotice({ ...ok, error: { code: "CONNECT", message: "Cannot reach the table server; retrying…" } }, "t6")).toEqual({ kind: "live" });
  });
  it("blocked: unknown table, another table's display, not paired", () => {
    expect(connectionNotice({ connected: true, ready: false, error: { code: "UNKNOWN_TABLE", message: "" } }, "t9")).toEqual({ kind: "blocked", text: 'There is no live table "t9".' });
    expect(connectionNotice({ connected: true, ready: false, error: { code: "FORBIDDEN", message: "" } }, "t1")).toEqual({ kind: "blocked", text: "This screen is paired with another table, or may not show this one." });
    expect(connectionNotice({ connected: false, ready: false, error: { code: "CONNECT", message: "Sign in again to use this table." } }, "t1")).toEqual({ kind: "blocked", text: "This screen is not paired with a table yet.", pair: true });
  });
});

describe("stage", () => {
  it("fits 1920 x 1080 into the window", () => {
    expect(stageScale(1920, 1080)).toBe(1);
    expect(stageScale(1280, 720)).toBeCloseTo(2 / 3);
    expect(stageScale(3840, 2160)).toBe(2);
    expect(stageScale(1920, 1200)).toBe(1);
    expect(stageScale(1024, 1080)).toBeCloseTo(1024 / 1920);
    expect(stageScale(0, 0)).toBe(1);
  });
});

describe("fee sections", () => {
  it("keeps each heading line with its tier rows", () => {
    const sections = feeSections(feeLines(["Option 1: limits", "Players, per spot:", "  $5.00-$50.00: $0.50", "  $51.00+: $1.00", "Player-dealer: $2.00 per hand"]));
    expect(sections.map((s) => s.map((l) => l.text))).toEqual([["Option 1: limits"], ["Players, per spot:", "$5.00-$50.00: $0.50", "$51.00+: $1.00"], ["Player-dealer: $2.00 per hand"]]);
  });
});

describe("bets with limits of their own, beside the table limits (fees.md O5)", () => {
  it("posts the view's bet limits grouped; a table without any posts none", () => {
    const limits = { min: 500, max: 15_000 };
    const betLimits = [
      { id: "tie", name: "Tie Bet", limits },
      { id: "player-dragon", name: "Player Dragon Bonus Bet", limits },
      { id: "banker-dragon", name: "Banker Dragon Bonus Bet", limits },
    ];
    expect(displayBetLimits({ betLimits })).toEqual([{ names: ["Tie Bet", "Player Dragon Bonus Bet", "Banker Dragon Bonus Bet"], limits }]);
    expect(displayBetLimits({ betLimits: [] })).toEqual([]);
  });
});
