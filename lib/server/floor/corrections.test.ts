import { describe, expect, it } from "vitest";
import { parseCorrection } from "./corrections";

/** The words a refused correction body is answered with. */
async function refusal(body: unknown): Promise<string> {
  const parsed = parseCorrection(body);
  if (parsed.ok) throw new Error("expected a refusal");
  expect(parsed.response.status).toBe(400);
  return ((await parsed.response.json()) as { message: string }).message;
}

// Every refusal of a correction's body in the supervisor's words: never a command's id, a field's
// name or the schema's own message (issue 28, item 5).
const SCHEMA = /Invalid|discriminator|Expected|Required|correct-|reopen-|void-|pause-|commandId|"type"|\btype:|\bindex\b|\bsplit\b|\bpots\b/;

describe("a correction's body refused in words", () => {
  it.each([
    ["no correction at all", null],
    ["a type no table takes", { type: "deal-card", reason: "because" }],
    ["no reason", { type: "void-round" }],
    ["a card not typed", { type: "correct-card", index: 3, card: "", reason: "misread" }],
    ["no card chosen", { type: "correct-card", card: "9H", reason: "misread" }],
    ["a tile not typed", { type: "correct-tile", index: 0, tile: "x", reason: "misread" }],
    ["a decision no table takes", { type: "correct-decision", index: 2, decision: "jump", reason: "tapped wrong" }],
    ["a hand with six in front", { type: "correct-hand", seat: 2, split: { high: ["AS"], low: ["2D", "3D", "4D"] }, reason: "set wrong" }],
    ["an award to nobody", { type: "correct-award", pots: [{ high: [] }], reason: "wrong seat" }],
    ["a field a screen out of date sends", { type: "void-round", reason: "spilled", extra: 1 }],
    ["a request id that is not one", { type: "void-round", reason: "spilled", commandId: "x" }],
  ])("%s", async (_what, body) => {
    const words = await refusal(body);
    expect(words).not.toMatch(SCHEMA);
    expect(words).toMatch(/^[A-Z]/);
  });
});
