/**
 * The round as a list of steps, replayed through the Pai Gow Tiles rules engine. Each step is
 * checked by the engine exactly as a dealer's command would be; undo drops the last step, and a
 * supervisor's correction replaces one tile the dealer entered and replays, so a corrected round is
 * checked like the original.
 */
import { dealTiles, enterResults, exposeHands, FACE_DOWN, newRound, rollDice, setHands, type PaiGowTilesGame, type RoundState, type TileId } from "../../pai-gow-tiles";
import type { PaiGowTilesRoundInProgress, TilesStep } from "./state";
import { engineOpening } from "../common/engine-steps";

export function applyStep(state: RoundState, step: TilesStep): RoundState {
  switch (step.kind) {
    case "dice":
      return rollDice(state, step.total);
    case "deal":
      return dealTiles(state, step.tiles ?? FACE_DOWN);
    case "set":
      return setHands(state, step.seat, step.setting);
    case "expose":
      return exposeHands(state, step.seat, step.high && step.low ? { high: step.high, low: step.low } : undefined);
    case "results":
      return enterResults(state, step.results);
  }
}

/** The round as opened when betting closed: its wagers, seats and the bank. */
export function openPlay(game: PaiGowTilesGame, seats: number, round: Pick<PaiGowTilesRoundInProgress, "playerDealerSeat" | "bank" | "wagers">): RoundState {
  return newRound(game, engineOpening(seats, round));
}

export function replaySteps(game: PaiGowTilesGame, seats: number, round: Pick<PaiGowTilesRoundInProgress, "playerDealerSeat" | "bank" | "wagers">, steps: readonly TilesStep[]): RoundState {
  return steps.reduce(applyStep, openPlay(game, seats, round));
}

/** A tile the dealer entered, and the step it was entered with. */
export interface EnteredTile {
  readonly step: number;
  readonly tile: TileId;
}

function tilesOfStep(step: TilesStep): readonly TileId[] {
  switch (step.kind) {
    case "set": {
      const s = step.setting;
      return (s.by === "house-way" ? (s.tiles ?? []) : [...(s.high ?? []), ...(s.low ?? [])]) as readonly TileId[];
    }
    case "expose":
      return [...(step.high ?? []), ...(step.low ?? [])];
    default:
      return [];
  }
}

/**
 * Every tile the dealer entered this round, in the order entered: the tiles of a house-way setting,
 * of the player-dealer's hands, of each player's hands turned over. The server's stacks are not
 * among them: it dealt them and knows them exactly.
 */
export function enteredTiles(steps: readonly TilesStep[]): EnteredTile[] {
  return steps.flatMap((step, n) => tilesOfStep(step).map((tile) => ({ step: n, tile })));
}

/** A step with one of its tiles replaced (a tile is out once a round, so its id names its place). */
function withTile(step: TilesStep, from: TileId, to: TileId): TilesStep {
  const swap = (list: readonly string[]) => list.map((t) => (t === from ? to : t));
  switch (step.kind) {
    case "set": {
      const s = step.setting;
      if (s.by === "house-way") return s.tiles ? { ...step, setting: { by: "house-way", tiles: swap(s.tiles) } } : step;
      return { ...step, setting: { by: "player", ...(s.high ? { high: swap(s.high) } : {}), ...(s.low ? { low: swap(s.low) } : {}) } };
    }
    case "expose":
      return { ...step, high: step.high && (swap(step.high) as TileId[]), low: step.low && (swap(step.low) as TileId[]) };
    default:
      return step;
  }
}

/** The steps with entered tile `index` replaced by `to`; null when there is no such tile. */
export function correctedSteps(steps: readonly TilesStep[], index: number, to: TileId): TilesStep[] | null {
  const entry = enteredTiles(steps)[index];
  if (!entry) return null;
  return steps.map((s, n) => (n === entry.step ? withTile(s, entry.tile, to) : s));
}
