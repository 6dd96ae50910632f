import { describe, expect, it } from "vitest";
import { createCommandGate } from "./command-gate";

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the command gate", () => {
  it("ignores a second tap while the first is on its way, and lets a queued one through", async () => {
    const gate = createCommandGate();
    const first = deferred<string>();
    const sent: string[] = [];
    const a = gate.pass(false, () => (sent.push("a"), first.promise), "ignored");
    expect(gate.busy).toBe(true);
    expect(await gate.pass(false, async () => (sent.push("b"), "b"), "ignored")).toBe("ignored");
    const c = gate.pass(true, async () => (sent.push("c"), "c"), "ignored");
    first.resolve("a");
    expect(await a).toBe("a");
    expect(await c).toBe("c");
    expect(sent).toEqual(["a", "c"]);
    expect(gate.busy).toBe(false);
    expect(await gate.pass(false, async () => "d", "ignored")).toBe("d");
  });

  it("opens again after a failure", async () => {
    const gate = createCommandGate();
    await expect(gate.pass(false, () => Promise.reject(new Error("network")), "ignored")).rejects.toThrow("network");
    expect(gate.busy).toBe(false);
  });
});
