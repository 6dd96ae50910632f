import { describe, expect, it } from "vitest";
import { feeOptionTitle, filingWords, scheduleTitle } from "./names";

describe("names instead of ids on every screen (issue 14, item 14)", () => {
  it("a fee schedule by its title, a filing line in words", () => {
    expect(scheduleTitle("fortune-7-baccarat")).toBe("Fortune 7 Baccarat fee schedule");
    expect(feeOptionTitle("fortune-7-baccarat", "3")).toBe("Fortune 7 Baccarat fee schedule, option 3");
    expect(filingWords("seed 002 L50 · per hand")).toBe("filing line 50 · per hand");
    expect(filingWords("seed 003 L1302-1316")).toBe("filing lines 1302–1316");
    expect(scheduleTitle("no-such-schedule")).toBe("no-such-schedule");
    expect(filingWords("000_46d708fc1e637b4c.txt L136")).toBe("filing line 136");
    expect(filingWords("002_d4d7ed5846e73ddf.txt L112-123 GEGA-004249")).toBe("filing lines 112–123 GEGA-004249");
  });
});
