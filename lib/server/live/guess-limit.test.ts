import { describe, expect, it } from "vitest";
import { GuessLimit, guessKey } from "./guess-limit";

describe("the count of wrong codes per address", () => {
  it("keeps an IPv4 address as it is and an IPv6 address by its /64", () => {
    expect(guessKey("10.0.0.5")).toBe("10.0.0.5");
    expect(guessKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(guessKey("2001:DB8:1:2:ffff::9")).toBe("2001:db8:1:2::/64");
    expect(guessKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(guessKey(null)).toBe("unknown");
  });

  it("locks an address at ten wrong codes in fifteen minutes, counting those the audit trail holds, and lets it go as they age", async () => {
    let now = 1_000_000_000;
    const asked: string[] = [];
    const limit = new GuessLimit(async (key) => {
      asked.push(key);
      return [now - 14 * 60_000, now - 60_000];
    }, () => now);
    await limit.prepare("10.0.0.5");
    await limit.prepare("10.0.0.5");
    expect(asked).toEqual(["10.0.0.5"]);
    for (let i = 3; i <= 9; i++) expect(limit.recordWrong("10.0.0.5")).toEqual({ count: i, locked: false });
    expect(limit.waitSeconds("10.0.0.5")).toBeNull();
    expect(limit.recordWrong("10.0.0.5")).toEqual({ count: 10, locked: true });
    // Locked until the oldest of the ten is fifteen minutes old: one minute from now.
    expect(limit.waitSeconds("10.0.0.5")).toBe(60);
    expect(limit.waitSeconds("10.0.0.6")).toBeNull();
    now += 61_000;
    expect(limit.waitSeconds("10.0.0.5")).toBeNull();
  });

  it("keeps the guesses counted while the trail is read", async () => {
    let release: (times: number[]) => void = () => {};
    const limit = new GuessLimit(() => new Promise((resolve) => (release = resolve)), () => 5_000_000);
    const loading = limit.prepare("10.0.0.7");
    release([4_999_000]);
    await loading;
    expect(limit.recordWrong("10.0.0.7").count).toBe(2);
  });
});
