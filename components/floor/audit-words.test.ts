import { describe, expect, it } from "vitest";
import { actionWords, detailWords, handWords } from "./audit-words";

const TZ = "America/Los_Angeles";

describe("the audit trail in words (issue 14, item 14)", () => {
  it("says each action in words and each detail as a sentence, with names and local times, never JSON", () => {
    expect(actionWords("round.misdeal")).toBe("Misdeal declared");
    expect(actionWords("waitlist.open-list")).toBe("Waiting list opened");
    expect(detailWords("round.correct-card", { roundId: "t1-12", index: 2, from: "8C", to: "9C" }, TZ)).toBe("hand #12: card 3 corrected from 8♣ to 9♣");
    expect(detailWords("round.correct-card", { roundId: "t22-4", index: 0, from: "6-6a", to: "1-1b" }, TZ)).toMatch(/^hand #4: tile 1 corrected from Teen \(6-6\) to .+ \(1-1\)$/);
    // After a correction of a round already paid, a step undone is a difference, in its words.
    expect(detailWords("round.undo-settlement-line", { roundId: "t1-12", line: 1, difference: "Collect $10.00 from Seat 1" }, TZ)).toBe("hand #12: difference 1 (collect $10.00 from Seat 1) to do again");
    expect(detailWords("approval-attempt", { ip: "127.0.0.1", table: "t22", approval: true, username: "floor" }, TZ, { tableName: (id) => (id === "t22" ? "Table 22 · Pai Gow Tiles" : undefined) })).toBe("ip: 127.0.0.1 · table: Table 22 · Pai Gow Tiles · username: floor");
    expect(actionWords("round.correct-hand")).toBe("Hand corrected");
    expect(detailWords("round.correct-hand", { roundId: "t15-3", step: 6, seat: 4, from: "AS AH 9S 6C 3D | QH TC", to: "AS AH 9S QH TC | 6C 3D" }, TZ)).toBe(
      "hand #3: seat 4's hand corrected from high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ to high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦; the round replayed with it",
    );
    expect(handWords("house way JS JH 5D 5C JK 9H 2C")).toBe("the house way (J♠ J♥ 5♦ 5♣ Joker 9♥ 2♣)");
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

  it("says the waiting lists' entries like the rest of the trail: the player's initials, the list's game and stakes, the table's name, no ids", () => {
    const names: Record<string, string> = { "tbl-3": "Table 3", "tbl-7": "Table 7" };
    const place = (tableId: string | null) => ({ tableId, tableName: (id: string) => names[id] });
    const entry = "5b1f0c7e-2d3a-4e8b-9c6d-7a8b9c0d1e2f";
    const commandId = "wl-9f8e7d6c";
    const cases: [string, unknown, string | null, string][] = [
      ["waitlist.add", { entryId: entry, name: "John Smith", initials: "J.S.", list: "Hold'em $4-$8", textPage: false, commandId }, null, "Added J.S. to the Hold'em $4-$8 list"],
      ["waitlist.call", { entryId: entry, name: "John Smith", initials: "J.S.", list: "Hold'em $4-$8", call: 1, seat: 5, expiresAt: "2026-11-26T18:05:00.000Z", commandId }, "tbl-3", "Called J.S. to Table 3 seat 5 from the Hold'em $4-$8 list; answer by 10:05"],
      ["waitlist.seat", { entryId: entry, initials: "J.S.", call: 1, seat: 5, from: { tableId: "tbl-7", seat: 2 }, mustMove: true, commandId }, "tbl-3", "Seated J.S. at Table 3 seat 5 from Table 7 seat 2 (must move)"],
      ["waitlist.miss", { entryId: entry, initials: "J.S.", call: 2, outcome: "removed", commandId }, "tbl-3", "J.S. did not answer the call to Table 3 (call 2); taken off the list"],
      ["waitlist.remove", { entryId: entry, initials: "J.S.", list: "Hold'em $4-$8", reason: "floor", commandId }, null, "Took J.S. off the Hold'em $4-$8 list: taken off by the floor"],
      ["waitlist.open-list", { listId: "list-1", list: "Hold'em $4-$8", gameId: "holdem", openTableAt: 10, commandId }, null, "Opened the Hold'em $4-$8 list; open another table at 10 waiting"],
      ["waitlist.open-table", { list: "Hold'em $4-$8", role: "main", commandId }, "tbl-3", "Table 3 deals for the Hold'em $4-$8 list"],
      ["waitlist.add", { entryId: entry, name: "Rita Remote", initials: "R.R.", list: "Hold'em $4-$8", textPage: false, fromPhone: true, ip: "10.2.0.1", commandId }, null, "R.R. joined the Hold'em $4-$8 list from a phone (10.2.0.1)"],
      ["waitlist.check-in", { entryId: entry, name: "Rita Remote", initials: "R.R.", list: "Hold'em $4-$8", commandId }, null, "R.R. checked in at the desk for the Hold'em $4-$8 list"],
      ["waitlist.remove", { entryId: entry, initials: "R.R.", list: "Hold'em $4-$8", reason: "self", ip: "10.2.0.1", commandId }, null, "R.R. took themselves off the Hold'em $4-$8 list on their phone (10.2.0.1)"],
      ["waitlist.remove", { entryId: entry, initials: "R.R.", list: "Hold'em $4-$8", reason: "lapsed", commandId }, null, "Took R.R. off the Hold'em $4-$8 list: did not check in at the desk in time"],
      ["waitlist.new-code", { entryId: entry, initials: "J.S.", list: "Hold'em $4-$8", entryIds: [entry], commandId }, null, "J.S. given a new code; the old one no longer works"],
    ];
    for (const [action, detail, tableId, expected] of cases) {
      const text = detailWords(action, detail, TZ, place(tableId));
      expect(text).toBe(expected);
      expect(text).not.toMatch(/entry id|command id|list id|tbl-|wl-|5b1f0c7e/);
      expect(actionWords(action)).not.toMatch(/^Waitlist /);
    }
    expect(detailWords("waitlist.options", { options: { callMinutes: 3, missedCall: "keep-place" }, commandId }, TZ)).toBe("3 min to answer a call; a missed call keeps the place");
    expect(detailWords("waitlist.options", { options: { remoteJoin: true, remoteLapseMinutes: 30, remoteCall: "after-check-in" }, commandId }, TZ)).toBe(
      "players may join from their phones; 30 min to check in after joining from a phone; a player who joined from a phone is called once checked in",
    );
    expect(detailWords("live.code-wrong", { ip: "10.4.0.1", key: "10.4.0.1", where: "page", wrong: 3 }, TZ)).toBe("A code that is nobody's, tried from 10.4.0.1 (3 wrong in 15 minutes)");
    expect(detailWords("live.code-limited", { ip: "10.4.0.1", key: "10.4.0.1", wrong: 10 }, TZ)).toBe("10.4.0.1 tried 10 wrong codes: no code from it is checked for 15 minutes");
    expect(actionWords("live.code-limited")).toBe("Code guessing stopped for an address");
  });
});
