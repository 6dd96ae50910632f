import { describe, expect, it } from "vitest";
import { PokerCommand } from "../poker/commands";
import { parseCommandWith } from "./commands";

const refusal = (input: unknown) => {
  const parsed = parseCommandWith(PokerCommand, input);
  if (parsed.ok) throw new Error("parsed");
  return parsed.refusal;
};

describe("a malformed command is refused in words", () => {
  it("names a step the game lacks in words, never the list of command ids (the floor's Reopen betting at a poker table)", () => {
    const r = refusal({ type: "reopen-betting", reason: "wrong button" });
    expect(r.code).toBe("BAD_COMMAND");
    expect(r.message).toBe("This table's game has no “reopen betting” step.");
    expect(r.message).not.toMatch(/discriminator|seat-player|Expected/);
  });

  it("says a field's limit in words", () => {
    expect(refusal({ type: "sit-out", seat: 42 }).message).toMatch(/^The seat is more than this table allows \(at most \d+\)\.$/);
    expect(refusal({ type: "sit-out", seat: 0 }).message).toMatch(/^The seat is less than this table allows \(at least 1\)\.$/);
  });

  it("tells a screen out of date to reload, without zod's wording", () => {
    for (const input of [{ type: "sit-out", seat: "x" }, { type: "sit-out" }, { type: "collect-time", seat: 2, extra: 1 }, null, "nonsense", { type: 7 }]) {
      const { message } = refusal(input);
      expect(message).not.toMatch(/Invalid|expected|received|Unrecognized|undefined|null|\{/);
      expect(message.length).toBeGreaterThan(10);
    }
    expect(refusal({ type: "collect-time", seat: 2, extraField: 1 }).message).toBe("The step “collect time” does not take extra field: reload the page and try again.");
  });
});
