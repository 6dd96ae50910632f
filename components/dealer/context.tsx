"use client";
import { createContext, useContext } from "react";
import type { CommandAnswer } from "@/lib/client/table-store";
import type { AnyDealerView } from "@/lib/contract/views";
import type { CommandOf } from "@/lib/contract/commands";

/**
 * A command the tablet sends: one of the table's family's commands (lib/contract/commands.ts), so
 * a renamed command or field does not compile. A family's own hook (`useBaccaratDealer` ...) narrows
 * `run` to its family's commands.
 */
export type DealerCommand<V extends AnyDealerView = AnyDealerView> = CommandOf<V["family"]>;

/** Every family's `place-wager`. */
export type PlaceWager = Extract<DealerCommand, { type: "place-wager" }>;

/** What the shared wager panel fills in: the fields every family's `place-wager` has, the bet by its id. */
export interface WagerFields {
  readonly seat: number;
  readonly bet: string;
  readonly amount: number;
  readonly backline?: true;
  readonly bettor?: string;
}

/**
 * A wager the shared wager panel places. Its bet is one the table's view offers (the family's own
 * bets), which TypeScript cannot tie to the family's list of bet ids: the one cast of the panel.
 */
export function placeWager(fields: WagerFields): PlaceWager {
  return { type: "place-wager", ...fields } as PlaceWager;
}

declare const viewNamed: unique symbol;
/**
 * A command whose type the table's view names (its next step's `command`, the settlement walk's
 * step): the server chose it among its own family's commands, so the tablet passes it on as it
 * came. Made only by `viewCommand`; a command the tablet names itself is a `DealerCommand`, checked.
 */
export type ViewNamedCommand = { readonly type: string; readonly [field: string]: unknown } & { readonly [viewNamed]: true };

/** The command the view names, with the fields the tablet adds (the settlement line it has reached ...). */
export function viewCommand(type: string, fields: Readonly<Record<string, unknown>> = {}): ViewNamedCommand {
  return { ...fields, type } as unknown as ViewNamedCommand;
}

/** The dealer's view of any table: the game family says which (`family`). */
export type { AnyDealerView };

/** `run`: a command of the table's family, checked, or one the view named (two signatures, so TypeScript checks each literal command against the family's union). */
export interface RunCommand<V extends AnyDealerView = AnyDealerView> {
  (command: DealerCommand<V>, options?: { queue?: boolean }): Promise<CommandAnswer>;
  (command: ViewNamedCommand, options?: { queue?: boolean }): Promise<CommandAnswer>;
}

export interface DealerTools<V extends AnyDealerView = AnyDealerView> {
  readonly view: V;
  /**
   * Sends a command to the table; the answer says whether it was applied (a refusal shows in the
   * error banner). A tap made while another command is on its way is ignored, so a double tap never
   * applies twice; with `queue`, the command waits its turn instead (card entry: a fast dealer's
   * next card is not lost, and a refusal cancels what waits behind it).
   */
  readonly run: RunCommand<V>;
  /** The command type on its way, or null: every command button waits while one is pending. */
  readonly pending: string | null;
}

const DealerContext = createContext<DealerTools | null>(null);

export const DealerProvider = DealerContext.Provider;

/** The tablet's tools, for the panels every game family shares (seats, bank, shoe, wagers, fees, settlement). */
export function useDealer(): DealerTools {
  const tools = useContext(DealerContext);
  if (!tools) throw new Error("useDealer outside the dealer tablet");
  return tools;
}

