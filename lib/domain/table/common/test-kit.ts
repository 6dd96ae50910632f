/** Drives any table machine through decide/evolve in tests, as the server would. */
import { seededRandom } from "../../cards/random";
import type { Actor, CommandContext, TableCommand, TableEvent, TableMachine } from "../machine";

export const DEALER: Actor = { id: "dealer-1", role: "dealer" };
export const SUPERVISOR: Actor = { id: "floor-1", role: "supervisor" };

export class TableDriver<S, C extends TableCommand, E extends TableEvent, V> {
  state: S;
  log: E[] = [];
  now = Date.parse("2026-11-22T20:00:00Z");
  random = seededRandom("table-test");

  constructor(
    readonly machine: TableMachine<S, C, E, V>,
    private readonly empty: S,
    opened: E,
  ) {
    this.state = empty;
    this.apply([opened]);
  }

  protected apply(events: readonly E[]): void {
    for (const e of events) {
      this.log.push(e);
      this.state = this.machine.evolve(this.state, e);
    }
  }

  context(actor: Actor): CommandContext {
    return { now: this.now, random: this.random, actor };
  }

  /** Send a command; returns the refusal, or null when accepted. */
  try(command: unknown, actor: Actor = DEALER): { code: string; message: string } | null {
    const parsed = this.machine.parseCommand(command);
    if (!parsed.ok) return parsed.refusal;
    const decision = this.machine.decide(this.state, parsed.command, this.context(actor));
    if (!decision.ok) return decision.refusal;
    this.apply(decision.events);
    return null;
  }

  do(command: C, actor: Actor = DEALER): this {
    const refusal = this.try(command, actor);
    if (refusal) throw new Error(`${command.type} refused: ${refusal.code} ${refusal.message}`);
    return this;
  }

  /** Seat players in the given seats and give the bank to `pdSeat` with `bank` cents. */
  seat(seats: number[], pdSeat: number, bank: number): this {
    for (const s of seats) this.do({ type: "seat-player", seat: s, name: `P${s}` } as unknown as C);
    this.do({ type: "open-bank", firstSeat: pdSeat } as unknown as C);
    this.do({ type: "accept-bank", seat: pdSeat, bank } as unknown as C);
    return this;
  }

  views(): V {
    return this.machine.views(this.state);
  }

  /**
   * The table rebuilt from its log as recovery does: from copies of the events, as the store gives
   * them back, so nothing the live path computed (step-once.ts) is shared with the replay.
   */
  replay(): S {
    return (JSON.parse(JSON.stringify(this.log)) as E[]).reduce(this.machine.evolve, this.empty);
  }
}
