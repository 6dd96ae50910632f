/** What a finished Pai Gow Tiles round leaves for the history, the floor and the wall: every seat's two hands and result. */
import { describeHand, enteredByResults, handOf, playerDealerSeat, settlementOrder, type PaiGowTilesSettlement, type RoundState, type TileSeat } from "../../pai-gow-tiles";
import type { CompletedPaiGowTilesRound, CompletedTilesHands, PaiGowTilesRoundInProgress } from "./state";

/** Entered by results, no tile is on record: the hands are empty, named "not entered". */
const NOT_ENTERED = { high: [], low: [], highText: "not entered", lowText: "not entered" } as const;

function handsOf(seat: TileSeat, outcome: CompletedTilesHands["outcome"]): CompletedTilesHands {
  const split = seat.split;
  if (split === null) return { seat: seat.seat, role: seat.role, ...NOT_ENTERED, setBy: seat.setBy ?? "player", outcome };
  return {
    seat: seat.seat,
    role: seat.role,
    high: split.high,
    low: split.low,
    highText: describeHand(handOf(split.high)),
    lowText: describeHand(handOf(split.low)),
    setBy: seat.setBy ?? "player",
    outcome,
  };
}

export function completedPaiGowTilesRound(round: PaiGowTilesRoundInProgress, play: RoundState, settlement: PaiGowTilesSettlement): CompletedPaiGowTilesRound {
  const outcomes = new Map(settlement.wagers.filter((w) => !w.backline).map((w) => [w.seat, w.resolution.outcome]));
  const hands = settlementOrder(play).map((seat) => handsOf(play.seats.find((s) => s.seat === seat)!, outcomes.get(seat) ?? null));
  return {
    id: round.id,
    handNumber: round.handNumber,
    playerDealerSeat: round.playerDealerSeat,
    dice: play.dice!,
    landedOn: settlement.actionButton.landedOn,
    actionSeat: settlement.actionButton.seat,
    playerDealer: handsOf(playerDealerSeat(play), null),
    hands,
    bankBefore: round.bank,
    bankAfter: settlement.walk.bankAfter,
    voided: false,
    enteredBy: enteredByResults(play) ? "results" : "cards",
  };
}
