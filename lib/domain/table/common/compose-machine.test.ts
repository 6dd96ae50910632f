import { describe, expect, it } from "vitest";
import { accept, type TableMachine } from "../machine";
import { composeTableMachine } from "./compose-machine";

type S = { readonly log: readonly string[]; readonly open: boolean };
type C = { readonly type: string; readonly source?: string };
type E = { readonly type: string };

/** A machine that records what it was asked, with betting open until "close-betting". */
const base: TableMachine<S, C, E, S> = {
  parseCommand: (input) => ({ ok: true, command: input as C }),
  decide: (state, command) => accept<E>({ type: command.type }),
  evolve: (state, event) => ({ log: [...state.log, event.type], open: state.open && event.type !== "close-betting" }),
  views: (state) => state,
};
const ctx = { now: 0, random: { int: () => 0 } as never, actor: { id: "d", role: "dealer" as const } };

describe("composeTableMachine: the shared layers in the one right order", () => {
  it("with no layer, the family's machine as it is", () => {
    expect(composeTableMachine(base)).toBe(base);
  });

  // That the reader's layer is outside the ended-round layer (its no more bets waits for an ended round's differences) is twenty-one/ended-correction.test.ts's.
  it("both layers given: a reader's card closes betting before it; the ended-round layer adds nothing without an ended round", () => {
    const m = composeTableMachine(base, { endedRound: { lists: () => ({}) }, readerCard: { bettingOpen: (s) => s.open, nextCommand: () => null } });
    const decided = m.decide({ log: [], open: true }, { type: "deal-card", source: "reader" }, ctx);
    expect(decided).toEqual({ ok: true, events: [{ type: "close-betting" }, { type: "deal-card" }] });
    expect(m.evolve({ log: [], open: true }, { type: "deal-card" })).toEqual({ log: ["deal-card"], open: true });
  });
});
