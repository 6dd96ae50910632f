import { describe, expect, it } from "vitest";
import { baccaratMachine } from "@/lib/domain/table/baccarat/machine";
import { noBustMachine } from "@/lib/domain/table/no-bust/machine";
import type { TableCommand, TableMachine } from "@/lib/domain/table/machine";
import { parseOnce, parsedFor } from "./parsed-commands";

/** A family's real machine whose parses are counted. */
function counted<S, C extends TableCommand, E extends { type: string }, V>(machine: TableMachine<S, C, E, V>) {
  const parses = { n: 0 };
  const wrapped: TableMachine<S, C, E, V> = { ...machine, parseCommand: (input) => (parses.n++, machine.parseCommand(input)) };
  return { parses, machine: wrapped };
}

describe("a command body is parsed once on the live path", () => {
  const body = { type: "place-wager", seat: 2, bet: "main", amount: 2500 };

  it("the command the gateway parsed is taken by the table as it is", () => {
    const { parses, machine } = counted(noBustMachine);
    const parsed = parseOnce(machine, body);
    expect(parsed.ok).toBe(true);
    const taken = parsedFor(machine, body, parsed.ok ? parsed.parsed : undefined);
    expect(taken).toEqual({ ok: true, command: parsed.ok ? parsed.command : null });
    expect(parses.n).toBe(1);
  });

  it("a body nobody parsed, a parse that crossed the wire (another node), or another machine's parse is parsed again", () => {
    const { parses, machine } = counted(noBustMachine);
    expect(parsedFor(machine, { ...body }).ok).toBe(true);
    const parsed = parseOnce(machine, body);
    if (!parsed.ok) throw new Error("refused");
    // Over the wire the machine does not cross: what arrives is data, parsed again.
    expect(parsedFor(machine, body, JSON.parse(JSON.stringify(parsed.parsed))).ok).toBe(true);
    expect(parses.n).toBe(3);
    // Baccarat's schema did not parse No Bust's "main" wager: baccarat's table refuses it.
    const other = counted(baccaratMachine);
    expect(parsedFor(other.machine, body, parsed.parsed).ok).toBe(false);
    expect(other.parses.n).toBe(1);
  });

  it("a malformed body is refused and never taken as parsed", () => {
    const { parses, machine } = counted(noBustMachine);
    const bad = { type: "place-wager", seat: 2, bet: "main", amount: "lots" };
    const parsed = parseOnce(machine, bad);
    expect(parsed.ok).toBe(false);
    expect(parsedFor(machine, bad, "parsed" in parsed ? parsed.parsed : undefined).ok).toBe(false);
    expect(parses.n).toBe(2);
  });
});
