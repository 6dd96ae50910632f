/**
 * The commands a device may send a table, typed from each family's command schema (the one the
 * gateway and the table parse with): what the tablet's and the floor's `run` accept, so a renamed
 * command or field is a compile error on the screen that sends it.
 */
import type { ZodType } from "zod";
import type { FamilyOf, GameFamily } from "@/lib/domain/table/families";

/** A command of one family's tables. */
export type CommandOf<F extends GameFamily> = FamilyOf<F>["commands"]["schema"] extends ZodType<infer C> ? C : never;

/** A command of any family's tables (a panel every family shares sends only the shared ones). */
export type AnyTableCommand = { [F in GameFamily]: CommandOf<F> }[GameFamily];
