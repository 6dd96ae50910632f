/** Drives a table through decide/evolve in tests, as the server would. */
import { seededRandom } from "../../cards/random";
import type { Actor, CommandContext } from "../machine";
import type { BaccaratCommand } from "./commands";
import type { BaccaratTableEvent } from "./events";
import { baccaratMachine } from "./machine";
import { settingsFromConfig, type TableConfigInput } from "./settings";
import { EMPTY_TABLE, type TableState } from "./state";

export const DEALER: Actor = { id: "dealer-1", role: "dealer" };
export const SUPERVISOR: Actor = { id: "floor-1", role: "supervisor" };

export class Table {
  state: TableState;
  log: BaccaratTableEvent[] = [];
  now = Date.parse("2026-11-22T20:00:00Z");
  random = seededRandom("table-test");

  constructor(config: Partial<TableConfigInput> & Pick<TableConfigInput, "gameId">) {
    const settings = settingsFromConfig({
      tableId: "t1",
      name: "Test table",
      seats: 8,
      minWagerCents: 500,
      maxWagerCents: 10_000,
      feeScheduleId: "fortune-7-baccarat",
      feeOptionId: "3",
      ...config,
    });
    this.state = EMPTY_TABLE;
    this.apply([{ type: "TableOpened", settings, at: this.now }]);
  }

  private apply(events: readonly BaccaratTableEvent[]): void {
    for (const e of events) {
      this.log.push(e);
      this.state = baccaratMachine.evolve(this.state, e);
    }
  }

  context(actor: Actor): CommandContext {
    return { now: this.now, random: this.random, actor };
  }

  /** Send a command; returns the refusal, or null when accepted. */
  try(command: unknown, actor: Actor = DEALER): { code: string; message: string } | null {
    const parsed = baccaratMachine.parseCommand(command);
    if (!parsed.ok) return parsed.refusal;
    const decision = baccaratMachine.decide(this.state, parsed.command, this.context(actor));
    if (!decision.ok) return decision.refusal;
    this.apply(decision.events);
    return null;
  }

  do(command: BaccaratCommand, actor: Actor = DEALER): this {
    const refusal = this.try(command, actor);
    if (refusal) throw new Error(`${command.type} refused: ${refusal.code} ${refusal.message}`);
    return this;
  }

  /** Seat players in the given seats and give the bank to `pdSeat` with `bank` cents. */
  seat(seats: number[], pdSeat: number, bank: number): this {
    for (const s of seats) this.do({ type: "seat-player", seat: s, name: `P${s}` });
    this.do({ type: "open-bank", firstSeat: pdSeat });
    this.do({ type: "accept-bank", seat: pdSeat, bank });
    return this;
  }

  replay(): TableState {
    return this.log.reduce(baccaratMachine.evolve, EMPTY_TABLE);
  }
}
