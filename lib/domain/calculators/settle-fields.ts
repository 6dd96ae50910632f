/**
 * The fields of the settlement calculator's input every banked family reads alike, with the one-line
 * refusal of each: the seats and the player-dealer's seat, the decks, the bank, the table limits, the
 * game's options and the fee schedule option charged. A family's input schema takes these beside
 * its own (its wagers, its cards or tiles, its players' decisions).
 */
import { z } from "zod";
import { cents } from "./input-errors";

/** The table minimum and maximum, in cents (each family's `limits` is an object of these). */
export const TABLE_LIMIT = {
  min: cents("the table minimum").min(1, { error: "the table minimum must be at least 1 cent" }),
  max: cents("the table maximum").min(1, { error: "the table maximum must be at least 1 cent" }),
};

/** The schedule and the option of the fee charged, as printed (each family's `fee` is an object of these and its own). */
export const FEE_OPTION = {
  scheduleId: z.string({ error: "scheduleId is a fee schedule id (lib/domain/fees/registry.ts)" }).min(1, { error: "scheduleId may not be empty" }),
  optionId: z.string({ error: 'optionId is the schedule option as printed, a string such as "3"' }).min(1, { error: "optionId may not be empty" }),
};

export const SETTLE_FIELDS = {
  decks: z.int({ error: "decks is a whole number" }),
  seats: z.int({ error: "seats is the number of seats at the table, the player-dealer's included" }),
  playerDealerSeat: z.int({ error: "playerDealerSeat is a seat number" }),
  bank: cents("the bank").min(1, { error: "the player-dealer's bank must be at least 1 cent" }),
  limits: z.strictObject(TABLE_LIMIT, { error: 'limits is { "min": cents, "max": cents }' }),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()], { error: "an option value is a string, number or boolean" }), { error: "options maps option names to values" }).optional(),
  fee: z.strictObject(FEE_OPTION, { error: 'fee is { "scheduleId", "optionId" }' }).optional(),
};
