/**
 * The round's collection fees: the game's printed schedule (GEGA-000309 for Mortimer's Pure 21.5;
 * GEGA-004249's Blackjack X / Pure 21.5 and Pure Spanish 21.5 schedules), a player-dealer fee per
 * hand tiered by total table action, taken before the deal. Total table action is the wagers placed
 * before the deal: game wagers (Mortimer's, L1480) or game wagers and bonus bets (seed 004 L1749,
 * L1828); never doubles, splits, surrender or insurance money, which never reach the fee engine.
 *
 * The Pure games' rules text also has every player pay "the posted collection" per betting circle
 * (seed 003 L374-378; seed 004 L462, L649) where the schedules print a $0 player collection: the
 * game option `playerCollection` "posted-per-circle" adds that fee, at the amount the room posts.
 */
import { FeeError, computeFees, getSchedule, type FeeLine, type FeeWager, type PerSpotCollection, type ScheduleOption } from "../fees";
import { formatCents, isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { MAIN_BET } from "./bet-ids";
import type { TwentyOneGame } from "./game-config";
import type { TwentyOneWager } from "./round-state";

/** The wagers as the fee engine takes them: the game wager is a game wager, the Buster and Match bets bonus bets. */
export function twentyOneFeeWagers(wagers: readonly Pick<TwentyOneWager, "seat" | "bet" | "amount" | "backline" | "bettor">[]): FeeWager[] {
  return wagers.map((w) => ({
    seat: w.seat,
    bet: w.bet,
    kind: w.bet === MAIN_BET ? "game" : "bonus",
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
  }));
}

/** The rules text's player collection: a flat posted fee per bettor per betting circle with a game wager. */
export function withPostedPlayerCollection(option: ScheduleOption, cents: Cents, source: string): ScheduleOption {
  const collection: PerSpotCollection = { kind: "per-spot", label: `Player collection (posted, ${source})`, wagers: "game", fee: { kind: "flat", cents }, backline: "each-bettor" };
  return { ...option, collections: [...option.collections, collection] };
}

/**
 * The fee lines of a round under `option` of the game's schedule. `postedPlayerFee` is the room's
 * posted player collection, needed (and only allowed) when the game's `playerCollection` option is
 * "posted-per-circle". Throws `FeeError` for an option of another schedule or a missing amount.
 */
export function twentyOneFeeLines(
  game: TwentyOneGame,
  option: ScheduleOption,
  round: { readonly playerDealerSeat: SeatNumber; readonly wagers: readonly TwentyOneWager[] },
  postedPlayerFee?: Cents,
): FeeLine[] {
  const schedule = getSchedule(game.feeScheduleId);
  if (option.scheduleId !== schedule.id) throw new FeeError(`option ${option.scheduleId}/${option.id} is not of ${game.name}'s schedule "${schedule.id}"`);
  const posted = game.options.playerCollection === "posted-per-circle";
  if (posted && (postedPlayerFee === undefined || !isCents(postedPlayerFee) || postedPlayerFee <= 0)) {
    throw new FeeError(`${game.name} charges the posted player collection (option playerCollection): give the posted amount per circle`);
  }
  if (!posted && postedPlayerFee !== undefined) throw new FeeError(`${game.name} takes no player collection (the schedule's $0; option playerCollection is "none"), not ${formatCents(postedPlayerFee)}`);
  const charged = posted ? withPostedPlayerCollection(option, postedPlayerFee as Cents, game.optionNotes.playerCollection?.source ?? game.filing.lines) : option;
  return computeFees(charged, { kind: "hand", playerDealerSeat: round.playerDealerSeat, wagers: twentyOneFeeWagers(round.wagers) });
}
