/**
 * The fee the settlement calculator charges a round, the same way for every banked family: the
 * schedule option the input names (checked against the game's schedule and the table limits), or
 * else the one option the table limits fix; and the round's fee lines priced under it, or why none
 * are charged. A named option that cannot price the round is refused; one found by the limits alone
 * leaves the round without fees, with the reason.
 */
import { assertTableLimitAllowed, FeeError, getSchedule, type FeeLine, type FeeSchedule, type ScheduleOption } from "../fees";
import { formatCents, type Cents } from "../money";

type Fail = (field: string, reason: string) => never;
type Limits = { readonly min: Cents; readonly max: Cents | null };

/** The option charged, and whether the input named it or its table limits fixed it. */
export type FeeOptionChoice = { readonly option: ScheduleOption; readonly chosenBy: "input" | "table limits" };

/** The fees of the round: the option charged and its lines, or why there are none. */
export type RoundFees =
  | {
      readonly kind: "charged";
      readonly scheduleId: string;
      readonly optionId: string;
      readonly chosenBy: "input" | "table limits";
      readonly option: ScheduleOption;
      readonly lines: readonly FeeLine[];
    }
  | { readonly kind: "none"; readonly note: string };

/** "$5.00-$500.00", "$5.00-No Limit". */
export function limitText(limits: Limits): string {
  return `${formatCents(limits.min)}-${limits.max === null ? "No Limit" : formatCents(limits.max)}`;
}

export const GIVE_FEE = 'give "fee" with "scheduleId" and "optionId" to charge the fees';

/** May a table with these limits charge this option? */
function allows(option: ScheduleOption, limits: Limits): boolean {
  try {
    assertTableLimitAllowed(option, limits);
    return true;
  } catch (error) {
    if (error instanceof FeeError) return false;
    throw error;
  }
}

/** The printed option the input names, checked: the game's own schedule, an option it prints, the table limits it allows. */
export function namedFeeOption(game: { readonly id: string }, schedule: FeeSchedule, fee: { readonly scheduleId: string; readonly optionId: string }, limits: Limits, fail: Fail): ScheduleOption {
  if (fee.scheduleId !== schedule.id) fail("fee.scheduleId", `${JSON.stringify(fee.scheduleId)} is not the fee schedule of ${game.id} (its schedule: "${schedule.id}")`);
  const option = schedule.options.find((o) => o.id === fee.optionId);
  if (option === undefined) fail("fee.optionId", `${schedule.id} has no option ${JSON.stringify(fee.optionId)} (options: ${schedule.options.map((o) => o.id).join(", ")})`);
  try {
    assertTableLimitAllowed(option, limits);
  } catch (error) {
    if (error instanceof FeeError) fail("fee.optionId", `${error.message}; the input's limits are ${limitText(limits)}`);
    throw error;
  }
  return option;
}

/**
 * How the table limits fix an option: "printed", the one option printed with exactly those spot
 * limits; "allowed", the one option that allows them. `none` says in words that no option is fixed
 * ("has the table limits" by default).
 */
export interface ByLimits {
  readonly match: "printed" | "allowed";
  readonly none?: string;
}

/** The one option the table limits fix, or why there is none (then the round is charged no fee). */
export function feeOptionByLimits(schedule: FeeSchedule, limits: Limits, by: ByLimits = { match: "printed" }): FeeOptionChoice | string {
  const matches = schedule.options.filter((o) => (by.match === "allowed" ? allows(o, limits) : o.limit.kind === "spot" && o.limit.min === limits.min && o.limit.max === limits.max));
  if (matches.length === 1) return { option: matches[0] as ScheduleOption, chosenBy: "table limits" };
  const are = by.match === "allowed" ? "are allowed by" : "are those of";
  if (matches.length > 1) return `the table limits ${limitText(limits)} ${are} ${matches.length} options of "${schedule.id}" (${matches.map((o) => o.id).join(", ")}): ${GIVE_FEE}`;
  const none = by.none ?? (by.match === "allowed" ? "allows the table limits" : "has the table limits");
  return `no option of "${schedule.id}" ${none} ${limitText(limits)}: ${GIVE_FEE}`;
}

/** The option charged: the one the input names, else the one its table limits fix (or why none is). */
export function chooseFeeOption(game: { readonly id: string; readonly feeScheduleId: string }, input: { readonly fee?: { readonly scheduleId: string; readonly optionId: string }; readonly limits: Limits }, fail: Fail, by?: ByLimits): FeeOptionChoice | string {
  const schedule = getSchedule(game.feeScheduleId);
  if (input.fee !== undefined) return { option: namedFeeOption(game, schedule, input.fee, input.limits, fail), chosenBy: "input" };
  return feeOptionByLimits(schedule, input.limits, by);
}

/** The round's fee lines under the option chosen (`price`): an option the input named must price it, one the limits fixed may leave it without fees. */
export function pricedRoundFees(chosen: FeeOptionChoice | string, price: (option: ScheduleOption) => readonly FeeLine[], fail: Fail): RoundFees {
  if (typeof chosen === "string") return { kind: "none", note: chosen };
  let lines: readonly FeeLine[];
  try {
    lines = price(chosen.option);
  } catch (error) {
    if (!(error instanceof FeeError)) throw error;
    const why = `${chosen.option.scheduleId} option ${chosen.option.id} cannot price this round: ${error.message}`;
    if (chosen.chosenBy === "input") fail("fee", why);
    return { kind: "none", note: why };
  }
  return { kind: "charged", scheduleId: chosen.option.scheduleId, optionId: chosen.option.id, chosenBy: chosen.chosenBy, option: chosen.option, lines };
}
