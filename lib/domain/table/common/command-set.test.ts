import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accept, refuse, type CommandContext } from "../machine";
import { commandsOf, eventWords, type AllEventWords } from "./command-set";
import { FLOOR_ONLY, ROUND_STEP } from "./commands";

type State = { readonly open: boolean; readonly count: number };
type Event = { readonly type: "Counted"; readonly by: number } | { readonly type: "Reset" };
type Words = { readonly before: State };

const { declare, set } = commandsOf<State, Event, Words>();
const guard = (state: State, command: { type: string }, ctx: CommandContext, roles: Readonly<Record<string, readonly string[]>>) =>
  !state.open ? refuse("TABLE_NOT_OPEN", "Not open.") : roles[command.type]!.includes(ctx.actor.role) ? null : refuse("SUPERVISOR_ONLY", "Floor only.");

const count = declare({
  schema: z.object({ type: z.literal("count"), by: z.number().int().min(1) }).strict(),
  roles: ROUND_STEP,
  decide: (state, command) => (state.count + command.by > 10 ? refuse("TOO_MANY", "Ten at most.") : accept({ type: "Counted", by: command.by })),
  words: { Counted: (event, w) => `Counted ${event.by} after ${w.before.count}` },
});
const reset = declare({
  schema: z.object({ type: z.literal("reset"), reason: z.string().min(3) }).strict(),
  roles: FLOOR_ONLY,
  decide: () => accept({ type: "Reset" }),
  words: { Reset: () => "Reset by the floor" },
});
const commands = set(guard, [count, reset]);
const ctx = (role: "dealer" | "supervisor"): CommandContext => ({ now: 0, random: { int: () => 0 }, actor: { id: "a", role } });

describe("a family's commands, each declared once (command-set.ts)", () => {
  it("gives the schema, the roles and the types from the declarations", () => {
    expect(commands.types).toEqual(["count", "reset"]);
    expect(commands.roles).toEqual({ count: ROUND_STEP, reset: FLOOR_ONLY });
    expect(commands.schema.safeParse({ type: "count", by: 2 }).success).toBe(true);
    expect(commands.schema.safeParse({ type: "count", by: 0 }).success).toBe(false);
    expect(commands.schema.safeParse({ type: "reset", reason: "ok", extra: 1 }).success).toBe(false);
    expect(commands.schema.safeParse({ type: "other" }).success).toBe(false);
  });

  it("runs the table's guard with the declared roles, then the command's own handler", () => {
    const open = { open: true, count: 9 };
    expect(commands.decide(open, { type: "count", by: 1 }, ctx("dealer"))).toEqual({ ok: true, events: [{ type: "Counted", by: 1 }] });
    expect(commands.decide(open, { type: "count", by: 2 }, ctx("dealer"))).toMatchObject({ ok: false, refusal: { code: "TOO_MANY" } });
    expect(commands.decide(open, { type: "reset", reason: "new day" }, ctx("dealer"))).toMatchObject({ ok: false, refusal: { code: "SUPERVISOR_ONLY" } });
    expect(commands.decide(open, { type: "reset", reason: "new day" }, ctx("supervisor"))).toEqual({ ok: true, events: [{ type: "Reset" }] });
    expect(commands.decide({ open: false, count: 0 }, { type: "count", by: 1 }, ctx("dealer"))).toMatchObject({ ok: false, refusal: { code: "TABLE_NOT_OPEN" } });
  });

  it("gathers each event's words from the command that records it", () => {
    const words: AllEventWords<Event, Words> = commands.words;
    expect(eventWords(words, { type: "Counted", by: 3 }, { before: { open: true, count: 4 } })).toBe("Counted 3 after 4");
    expect(eventWords(words, { type: "Reset" }, { before: { open: true, count: 4 } })).toBe("Reset by the floor");
  });

  it("refuses a command declared twice, and an event worded by two commands", () => {
    expect(() => set(guard, [count, count])).toThrow('The command "count" is declared twice');
    const recount = declare({ ...count, schema: z.object({ type: z.literal("recount") }).strict(), decide: () => accept() });
    expect(() => set(guard, [count, recount])).toThrow('The event "Counted" is worded by two commands');
  });
});
