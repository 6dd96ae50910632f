/**
 * The steps a poker table records, each a plain JSON object, and the state rebuilt by replaying
 * them. A live table stores each step in an event and tries it here first, so a step the rules
 * forbid is refused with the engine's reason (`PokerRefusal`) and the table stays as it was.
 * Seat changes and the time clock carry their time (milliseconds); hand steps need none.
 */
import type { Card } from "../cards/card";
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { drawRound, startButtonDraw } from "./first-button";
import type { PokerGame } from "./game-config";
import { award, deal, flop, misdeal, takeDrop, type AwardInput, type DealInput } from "./hand";
import { refuse } from "./refusal";
import { comeBack, leave, sit, sitOut } from "./seating";
import { newPokerTable, type PokerTableConfig, type PokerTableState } from "./table-state";
import { collectTime, startClock, stopClock } from "./time-table";

export type PokerStep =
  | { readonly kind: "sit"; readonly seat: SeatNumber; readonly player?: string; readonly at: number }
  | { readonly kind: "sit-out"; readonly seat: SeatNumber; readonly at: number }
  | { readonly kind: "come-back"; readonly seat: SeatNumber; readonly at: number }
  | { readonly kind: "leave"; readonly seat: SeatNumber; readonly at: number }
  /** One face-up card per drawing seat (entered, or drawn from the server's shuffled deck). */
  | { readonly kind: "draw-for-button"; readonly cards: readonly { readonly seat: SeatNumber; readonly card: Card }[] }
  | ({ readonly kind: "deal" } & DealInput)
  | { readonly kind: "flop"; readonly players?: readonly SeatNumber[] }
  | { readonly kind: "take-drop"; readonly potCents?: Cents }
  | ({ readonly kind: "award" } & AwardInput)
  | { readonly kind: "misdeal" }
  | { readonly kind: "start-clock"; readonly at: number }
  | { readonly kind: "stop-clock"; readonly at: number }
  | { readonly kind: "collect-time"; readonly seat: SeatNumber; readonly at: number };

export type PokerStepKind = PokerStep["kind"];

function drawForButton(state: PokerTableState, cards: Extract<PokerStep, { kind: "draw-for-button" }>["cards"]): PokerTableState {
  if (state.lastPositions !== null || state.hand !== null) refuse("wrong-step", "the button is drawn for only before the first hand");
  const draw = state.buttonDraw ?? startButtonDraw(state.seats.filter((s) => s.status === "seated").map((s) => s.seat));
  if (draw.seats.length < 2) refuse("button-draw", "seat at least two players before drawing for the button");
  return { ...state, buttonDraw: drawRound(draw, cards, state.game.firstButton.tie) };
}

/** The state after `step`, or a `PokerRefusal`. Pure: `state` is not changed. */
export function applyStep(state: PokerTableState, step: PokerStep): PokerTableState {
  switch (step.kind) {
    case "sit":
      return sit(state, step.seat, step.player ?? null, step.at);
    case "sit-out":
      return sitOut(state, step.seat, step.at);
    case "come-back":
      return comeBack(state, step.seat, step.at);
    case "leave":
      return leave(state, step.seat, step.at);
    case "draw-for-button":
      return drawForButton(state, step.cards);
    case "deal": {
      const { kind: _kind, ...input } = step;
      return deal(state, input);
    }
    case "flop":
      return flop(state, step.players);
    case "take-drop":
      return takeDrop(state, step.potCents);
    case "award": {
      const { kind: _kind, ...input } = step;
      return award(state, input);
    }
    case "misdeal":
      return misdeal(state);
    case "start-clock":
      return startClock(state, step.at);
    case "stop-clock":
      return stopClock(state, step.at);
    case "collect-time":
      return collectTime(state, step.seat, step.at);
  }
}

/** A table rebuilt from its configuration and every step recorded, in order. */
export function replaySteps(game: PokerGame, config: PokerTableConfig, steps: readonly PokerStep[]): PokerTableState {
  return steps.reduce(applyStep, newPokerTable(game, config));
}
