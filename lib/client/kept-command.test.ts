import { describe, expect, it } from "vitest";
import { KeptCommand, outcomeKnown } from "./kept-command";

function ids() {
  let n = 0;
  return () => `id-${++n}`;
}

describe("a floor correction keeps its command id until the answer is definite", () => {
  it("sends the same id and the same correction again while the outcome is unknown", () => {
    const kept = new KeptCommand<{ type: string; reason: string }>(ids());
    const first = kept.next({ type: "declare-misdeal", reason: "two cards stuck" });
    expect(first.id).toBe("id-1");
    for (const code of ["OUTCOME_UNKNOWN", "STORE_UNAVAILABLE", "OFFLINE", "BAD_ANSWER", undefined]) {
      expect(kept.settle({ ok: false, code, message: "may or may not have been saved" })).toBe(false);
      // A second submit (even with the form changed meanwhile) asks about the same correction with the same id.
      expect(kept.next({ type: "void-round", reason: "other" })).toEqual({ id: "id-1", command: { type: "declare-misdeal", reason: "two cards stuck" } });
      expect(kept.pending).toEqual({ type: "declare-misdeal", reason: "two cards stuck" });
    }
    expect(kept.settle({ ok: true })).toBe(true);
    expect(kept.pending).toBeNull();
    expect(kept.next({ type: "void-round", reason: "other" }).id).toBe("id-2");
  });

  it("a refusal is definite: the next submit is a new command", () => {
    const kept = new KeptCommand<string>(ids());
    kept.next("reopen-betting");
    expect(kept.settle({ ok: false, code: "WRONG_PHASE", message: "Only before the first card." })).toBe(true);
    expect(kept.next("reopen-betting").id).toBe("id-2");
    expect(kept.settle({ ok: false, code: "INVALID_CREDENTIALS", message: "Wrong supervisor username or password." })).toBe(true);
    expect(kept.next("reopen-betting").id).toBe("id-3");
  });

  it("knows which answers are definite", () => {
    expect(outcomeKnown({ ok: true })).toBe(true);
    expect(outcomeKnown({ ok: false, code: "BUSY_TABLE", message: "" })).toBe(true);
    expect(outcomeKnown({ ok: false, code: "OUTCOME_UNKNOWN", message: "" })).toBe(false);
    expect(outcomeKnown({ ok: false, message: "no answer" })).toBe(false);
  });
});
