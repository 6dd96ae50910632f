import { describe, expect, it } from "vitest";
import { periodFrom } from "./route-kit";
import { DEFAULT_SHIFTS } from "@/lib/domain/shifts/shifts";
import { csvDocument, dollarsText } from "./csv";

const settings = { timeZone: "America/Los_Angeles", shifts: DEFAULT_SHIFTS };
const now = new Date("2026-11-22T23:30:00Z"); // 15:30 Pacific: the swing shift

describe("a report's period from the query", () => {
  it("is the current shift by default, a named shift of a day, or the whole day", () => {
    const current = periodFrom(new URLSearchParams(), settings, now);
    expect(current).toMatchObject({ ok: true, period: { label: "Swing 2026-11-22 14:00–22:00", slug: "2026-11-22_swing" } });
    const day = periodFrom(new URLSearchParams("day=2026-11-21&shift=grave"), settings, now);
    expect(day.ok && [day.period.from.toISOString(), day.period.to.toISOString()]).toEqual(["2026-11-22T06:00:00.000Z", "2026-11-22T14:00:00.000Z"]);
    const whole = periodFrom(new URLSearchParams("day=2026-11-22&shift=all"), settings, now);
    expect(whole).toMatchObject({ ok: true, period: { label: "2026-11-22 (whole day)", shift: null } });
    const range = periodFrom(new URLSearchParams("from=2026-11-22T00:00:00Z&to=2026-11-23T00:00:00Z"), settings, now);
    expect(range.ok && range.period.to.getTime() - range.period.from.getTime()).toBe(86_400_000);
  });

  it("refuses what it cannot read, with a 400 and plain words", async () => {
    for (const q of ["day=22-11-2026", "day=2026-11-22&shift=lunch", "from=2026-11-22T00:00:00Z", "from=2026-11-23T00:00:00Z&to=2026-11-22T00:00:00Z", "from=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z"]) {
      const result = periodFrom(new URLSearchParams(q), settings, now);
      expect(result.ok, q).toBe(false);
      if (!result.ok) {
        expect(result.response.status).toBe(400);
        expect(await result.response.json()).toMatchObject({ ok: false, code: "BAD_PERIOD" });
      }
    }
  });
});

describe("CSV for spreadsheets", () => {
  it("quotes text, keeps numbers as numbers, and never lets a cell become a formula", () => {
    expect(csvDocument(["a", "b", "c", "d"], [["=SUM(A1)", 'say "hi", ok', -150, dollarsText(-150)]])).toBe('a,b,c,d\r\n\'=SUM(A1),"say ""hi"", ok",-150,-1.50\r\n');
    expect(dollarsText(5)).toBe("0.05");
    expect(dollarsText(123456)).toBe("1234.56");
  });
});
