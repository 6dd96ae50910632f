/**
 * The settlement calculator's report of a Pai Gow Tiles round: the dice and the action button, the
 * player-dealer's and every player's four tiles and two hands (with the house-way rule where the
 * house way set them), and the ledger, fees and bank every family reports
 * (lib/domain/calculators/settle-report.ts).
 */
import { asCalculatorRefusal, settledRoundParts } from "../calculators/settled-round";
import { ActionButtonError } from "../action-button/card-count";
import type { SettledRound } from "../calculators/settle-report";
import type { WagerOutcome } from "./comparison";
import { describeHand, handOf } from "./hand";
import { houseWaySetting, type HouseWayRuleId } from "./house-way";
import { settlementOrder } from "./next-step";
import { playerDealerSeat, type TileSeat } from "./round-state";
import { PaiGowTilesSettleInputError, parsePaiGowTilesSettleInput, type PaiGowTilesSettleRequest } from "./settle-input";
import type { TileId } from "./tiles";

/** A two-tile hand as the report prints it. */
export interface TilesHandJson {
  readonly tiles: readonly TileId[];
  /** "Wong (Teen and a 9)", "7, Gor high", "Teen pair". */
  readonly name: string;
}

export interface TilesSeatJson {
  readonly seat: number;
  /** The four tiles as the rules read them (a civil face alone is the copy not yet out). */
  readonly tiles: readonly TileId[];
  readonly high: TilesHandJson;
  readonly low: TilesHandJson;
  readonly setBy: "player" | "house-way";
  /** Which house-way rule set the hands, with its filing line (set the house way only). */
  readonly houseWay?: { readonly rule: HouseWayRuleId; readonly because: string; readonly source: string };
}

export interface TilesPlayerJson extends TilesSeatJson {
  /** Both hands higher: win; one: push; none (copies and two zeros to the player-dealer): lose. */
  readonly outcome: WagerOutcome;
  readonly because: string;
}

export interface PaiGowTilesSettleReport extends SettledRound {
  readonly game: string;
  /** The three dice's total. */
  readonly dice: number;
  readonly playerDealer: TilesSeatJson;
  /** Every player's hands, in settlement order (clockwise from the action button). */
  readonly hands: readonly TilesPlayerJson[];
}

function handJson(tiles: readonly TileId[]): TilesHandJson {
  return { tiles: [...tiles], name: describeHand(handOf(tiles)) };
}

function seatJson(seat: TileSeat, request: PaiGowTilesSettleRequest): TilesSeatJson {
  const split = seat.split!;
  const setBy = seat.setBy ?? "player";
  const way = setBy === "house-way" ? houseWaySetting(seat.tiles!, request.game.houseWay) : null;
  return {
    seat: seat.seat,
    tiles: [...seat.tiles!],
    high: handJson(split.high),
    low: handJson(split.low),
    setBy,
    ...(way ? { houseWay: { rule: way.rule, because: way.because, source: way.source } } : {}),
  };
}

/** The settlement of a checked Pai Gow Tiles request, as the calculator prints it. */
export function paiGowTilesSettlementReport(request: PaiGowTilesSettleRequest): PaiGowTilesSettleReport {
  const { game, state, settlement } = request;
  const seated = new Map(settlement.wagers.filter((w) => !w.backline).map((w) => [w.seat, w]));
  const hands = settlementOrder(state).map((n) => {
    const seat = state.seats.find((s) => s.seat === n)!;
    const w = seated.get(n)!;
    return { ...seatJson(seat, request), outcome: w.resolution.outcome, because: w.because };
  });
  return {
    game: game.id,
    dice: state.dice!,
    playerDealer: seatJson(playerDealerSeat(state), request),
    hands,
    actionSeat: settlement.actionButton.seat,
    actionButton: { ...settlement.actionButton, card: null },
    ...settledRoundParts(settlement, request.fee),
  };
}

/** One Pai Gow Tiles round from the calculator's JSON: parsed, played, settled; throws SettleInputError naming the field. */
export function settlePaiGowTilesInput(raw: object): PaiGowTilesSettleReport {
  return asCalculatorRefusal(() => paiGowTilesSettlementReport(parsePaiGowTilesSettleInput(raw)), PaiGowTilesSettleInputError, [ActionButtonError]);
}
