/**
 * Holds a family's kept views (made with a table's kept view parts, kept-parts.ts) to the views made
 * from scratch: whole rounds are played by the family's autoplay driver, and after every command the
 * views of the new state are made both ways and must be the same JSON, field order included (what
 * the wire carries). The roles are read in a seeded order, and some commands pass with a role not
 * read at all, as on a server where nobody follows it for a while.
 */
import { expect } from "vitest";
import { seededRandom } from "../../cards/random";
import type { RoleViews, TableCommand, TableEvent } from "../machine";
import type { AutoplayCommand, AutoplayRandom } from "./autoplay";
import { ViewParts } from "./kept-parts";
import type { TableDriver } from "./test-kit";

const ROLES = ["display", "dealer", "supervisor"] as const;
type RoleName = (typeof ROLES)[number];

export interface KeptViewsRun {
  readonly rounds: number;
  readonly commands: number;
  /** Fields of a view read after two commands in a row that held an object, an array or null kept from the view before: the parts the diff passes over. */
  readonly keptFields: number;
  /** Of those fields, every one that held an object or an array. */
  readonly objectFields: number;
  /** The same count for the views made from scratch (the state's own objects they hand on as they are). */
  readonly freshKeptFields: number;
}

export function playKeptViews<S, V extends RoleViews>(
  table: TableDriver<S, TableCommand, TableEvent, V>,
  autoplay: (view: never, random: AutoplayRandom) => AutoplayCommand | null,
  rounds: number,
  seed: string,
  check: (display: V["display"], state: S) => void = () => {},
): KeptViewsRun {
  const random = seededRandom(seed);
  const order = seededRandom(`${seed}-order`);
  table.random = seededRandom(`${seed}-table`);
  const parts = new ViewParts();
  const completed = () => table.log.filter((e) => e.type === "RoundCompleted").length;
  const last: Partial<Record<RoleName, Record<string, unknown>>> = {};
  const lastFresh: Partial<Record<RoleName, Record<string, unknown>>> = {};
  let freshKeptFields = 0;
  let commands = 0;
  let keptFields = 0;
  let objectFields = 0;
  while (completed() < rounds) {
    if (commands >= rounds * 400) throw new Error(`no ${rounds} rounds in ${commands} commands`);
    const fresh = table.machine.views(table.state);
    const kept = table.machine.views(table.state, parts);
    // A seeded order of the roles, and now and then one left unread.
    const roles = [...ROLES].sort(() => order.int(3) - 1).filter(() => order.int(8) !== 0);
    for (const role of roles) {
      const k = kept[role] as Record<string, unknown>;
      const f = fresh[role] as Record<string, unknown>;
      const where = `${role} view after command ${commands}`;
      expect(k, where).toEqual(f);
      expect(JSON.stringify(k), where).toBe(JSON.stringify(f));
      const before = last[role];
      const freshBefore = lastFresh[role];
      for (const field in k) {
        const value = k[field];
        if (typeof value !== "object" || value === null) continue;
        objectFields += 1;
        if (before && before[field] === value) keptFields += 1;
        if (freshBefore && freshBefore[field] === f[field]) freshKeptFields += 1;
      }
      last[role] = k;
      lastFresh[role] = f;
    }
    for (const role of ROLES) {
      if (roles.includes(role)) continue;
      delete last[role];
      delete lastFresh[role];
    }
    check(kept.display, table.state);
    const command = autoplay(fresh.dealer as never, random);
    if (!command) throw new Error(`the driver is stuck after ${commands} commands`);
    const refusal = table.try(command);
    if (refusal) throw new Error(`${JSON.stringify(command)} refused: ${refusal.code} ${refusal.message}`);
    commands += 1;
    table.now += 1_000;
  }
  return { rounds: completed(), commands, keptFields, objectFields, freshKeptFields };
}
