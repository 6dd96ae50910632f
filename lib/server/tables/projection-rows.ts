/**
 * The rows a table's events imply beside the event log (rounds, fee drops, shoes, the table's
 * status and fee option, audit entries), as data. They commit in the same transaction as their
 * events; the database function `append_table_batch` (migration 20261124000000_group_commit)
 * applies them in order, so the appends of many tables can share one statement and one commit.
 */
import type { StoredTableConfig } from "@/lib/domain/table/common/settings";

export type ProjectionRow =
  | {
      readonly op: "round.open";
      readonly id: string;
      readonly tableId: string;
      readonly handNumber: number;
      readonly shoeId: string | null;
      readonly playerDealerSeat: number | null;
      readonly bankCents: number | null;
      readonly feeScheduleId: string | null;
      readonly feeOptionId: string | null;
      readonly at: Date;
    }
  | { readonly op: "round.status"; readonly id: string; readonly status: "betting" | "dealing" | "settling" | "no-action" }
  | { readonly op: "round.complete"; readonly id: string; readonly result: unknown; readonly at: Date }
  | { readonly op: "round.void"; readonly id: string; readonly reason: string; readonly at: Date }
  | {
      readonly op: "fee.drop";
      readonly id: string;
      readonly tableId: string;
      /** Null for a fee that belongs to no round (a poker player's time, collected by the half hour). */
      readonly roundId: string | null;
      /** The collection of the schedule the fee is: per-spot, player-dealer, poker-drop, time. */
      readonly collection?: string;
      readonly payerKind: "seat" | "player-dealer";
      readonly seat: number | null;
      readonly scheduleId: string;
      readonly optionId: string;
      readonly source: string;
      readonly cents: number;
      /** A void's negative row names the row it reverses. */
      readonly reversesId: string | null;
      readonly at: Date;
    }
  | {
      readonly op: "shoe.start";
      readonly id: string;
      readonly tableId: string;
      readonly source: string;
      readonly decks: number;
      readonly jokers: number;
      readonly orderHash: string | null;
      readonly orderSalt: string | null;
      readonly cardOrder: readonly string[] | null;
      readonly at: Date;
    }
  | { readonly op: "shoe.end"; readonly id: string; readonly at: Date }
  | { readonly op: "table.status"; readonly tableId: string; readonly status: "open" | "paused" | "closed" }
  | {
      readonly op: "table.fee-option";
      readonly tableId: string;
      readonly scheduleId: string;
      readonly optionId: string;
      /** The option's limits, when the change brought new ones. */
      readonly minWagerCents?: number;
      readonly maxWagerCents?: number;
    }
  | { readonly op: "table.config"; readonly tableId: string; readonly config: StoredTableConfig }
  | {
      readonly op: "audit";
      readonly at: Date;
      /** Null where no one is known (a log projected without its commands' senders). */
      readonly staffId: string | null;
      readonly action: string;
      readonly tableId: string;
      readonly detail: unknown;
      readonly reason: string | null;
    };
