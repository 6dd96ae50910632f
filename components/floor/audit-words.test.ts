import { describe, expect, it } from "vitest";
import { actionWords, detailWords } from "./audit-words";

const TZ = "America/Los_Angeles";

describe("the audit trail in words (issue 14, item 14)", () => {
  it("says each action in words and each detail as a sentence, with names and local times, never JSON", () => {
    expect(actionWords("round.misdeal")).toBe("Misdeal declared");
    expect(actionWords("waitlist.open-list")).toBe("Waitlist open list");
    expect(detailWords("round.correct-card", { roundId: "t1-12", index: 2, from: "8C", to: "9C" }, TZ)).toBe("hand #12: card 3 corrected from 8♣ to 9♣");
    const fee = detailWords("table.fee-option", { from: { scheduleId: "fortune-7-baccarat", optionId: "3", limits: { min: 500, max: 10_000 } }, to: { scheduleId: "fortune-7-baccarat", optionId: "2" } }, TZ);
    expect(fee).toContain("Fortune 7 Baccarat fee schedule, option 3 (limits $5.00–$100.00)");
    expect(fee).not.toContain("fortune-7-baccarat");
    const ack = detailWords("alert-acknowledged", { message: "Table 2: seat 3 tried to bank a third hand", raisedAt: "2026-11-26T10:48:23.040Z", occurrences: 1 }, TZ);
    expect(ack).toContain("raised ");
    expect(ack).not.toContain("T10:48");
    expect(detailWords("sign-in", { username: "floor", at: "2026-11-26T10:48:23.040Z" }, TZ)).not.toMatch(/[{}"]|T10:48/);
    const created = detailWords("table-created", { id: "t19", name: "Table 19", seats: 8, minWagerCents: 500, maxWagerCents: 5000, feeScheduleId: "ez-baccarat", feeOptionId: "A", feeOptionData: { limit: { kind: "spot" } } }, TZ);
    expect(created).toBe("Table 19, 8 seats, limits $5.00–$50.00, EZ Baccarat fee schedule, option A");
    expect(detailWords("whatever", { nested: { a: [1, 2], b: { c: true } } }, TZ)).not.toMatch(/[{}"[\]]/);
  });
});
