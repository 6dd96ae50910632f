/**
 * A Pai Gow Tiles round still in play as the wall shows it (floor-records.ts `faceUp`): a seat's
 * tiles and hands are face down until they are turned over (the player-dealer's as it sets), even
 * when the system knows them (the server's woodpile, a house-way setting); the woodpile is never
 * shown. The frame is made from the state with those tiles "face-down" (the replay shows them face
 * down); the words from the state with them unknown, so they say a stack was dealt, a seat set, and
 * neither the tiles nor a hand's name. A tile's correction keeps its tiles and reason back while its
 * seat's hands are face down.
 */
import type { RoundState } from "../../pai-gow-tiles";
import { FACE_DOWN, faceUpCorrection, REASON_WHEN_OVER, withTablesNext } from "../common/face-up";
import type { FaceUpRecords } from "../common/floor-records";
import { STAFF_ID_AS_IS } from "../common/floor-words";
import type { PaiGowTilesTableEvent } from "./events";
import { describePaiGowTilesEvent, exportedPaiGowTilesRound, paiGowTilesFrame, type ExportedPaiGowTilesRound, type PaiGowTilesReplayFrame } from "./floor";
import type { PaiGowTilesTableState, TilesStep } from "./state";
import { enteredTiles } from "./steps";

type TileId = NonNullable<RoundState["seats"][number]["tiles"]>[number];

/** The face-down marker where a tile goes (the frame's tiles show it face down). */
const DOWN = FACE_DOWN as unknown as TileId;

/** Every seat's tiles and hands not turned over: as face-down markers (`marked`), or unknown. */
function faceUpPlay(play: RoundState, marked: boolean): RoundState {
  return {
    ...play,
    seats: play.seats.map((s) => {
      if (s.exposed) return s;
      if (!marked) return { ...s, tiles: null, split: null };
      const down = (tiles: readonly TileId[]) => tiles.map(() => DOWN);
      return { ...s, tiles: s.tiles ? down(s.tiles) : null, split: s.split ? { high: [DOWN, DOWN], low: [DOWN, DOWN] } : null };
    }),
  };
}

/** A tile entered (by its index, as a correction names it) lies face down: its seat has not turned its hands over. */
function tileDown(state: PaiGowTilesTableState, index: number): boolean {
  const round = state.round;
  if (!round?.play) return false;
  const entry = enteredTiles(round.steps)[index];
  const step = entry ? round.steps[entry.step] : undefined;
  const seat = step && "seat" in step ? round.play.seats.find((s) => s.seat === step.seat) : undefined;
  // A tile the steps do not place: face down while any is.
  return seat ? !seat.exposed : round.play.seats.some((s) => !s.exposed);
}

function faceUpState(state: PaiGowTilesTableState, marked: boolean): PaiGowTilesTableState {
  const round = state.round;
  if (!round) return state;
  return {
    ...state,
    round: {
      ...round,
      play: round.play ? faceUpPlay(round.play, marked) : null,
      woodpile: round.woodpile ? (marked ? round.woodpile.map(() => DOWN) : null) : null,
      corrections: round.corrections.map((c) => faceUpCorrection(c, (index) => tileDown(state, index))),
    },
  };
}

/** A step with the tiles it gives face down, when its seat's hands are. */
function faceUpStep(step: TilesStep, down: (seat: number) => boolean): TilesStep {
  const hidden = (tiles: readonly string[]) => tiles.map(() => DOWN);
  if (!("seat" in step) || !down(step.seat)) return step;
  if (step.kind === "deal") return step.tiles ? { ...step, tiles: hidden(step.tiles) } : step;
  if (step.kind !== "set") return step;
  const s = step.setting;
  if (s.by === "house-way") return s.tiles ? { ...step, setting: { ...s, tiles: hidden(s.tiles) } } : step;
  return { ...step, setting: { ...s, ...(s.high ? { high: hidden(s.high) } : {}), ...(s.low ? { low: hidden(s.low) } : {}) } };
}

/**
 * The export's record of the round in play: each seat whose hands are face down with its tiles,
 * hands and their names face down, as are the woodpile and the tiles its steps give; the
 * corrections as the face-up state has them.
 */
function faceUpRecord(state: PaiGowTilesTableState & { readonly round: NonNullable<PaiGowTilesTableState["round"]>; readonly settings: NonNullable<PaiGowTilesTableState["settings"]> }, openedAt: Date): ExportedPaiGowTilesRound {
  const round = state.round;
  const record = exportedPaiGowTilesRound({ ...round, corrections: faceUpState(state, true).round!.corrections }, state.settings, openedAt);
  const exposed = new Set(record.seats.filter((s) => s.exposed).map((s) => s.seat));
  const down = (seat: number) => !exposed.has(seat);
  const hidden = <T>(tiles: readonly T[] | null) => (tiles ? tiles.map(() => DOWN) : null);
  const text = (t: string | null) => (t === null ? null : FACE_DOWN);
  return {
    ...record,
    woodpile: hidden(record.woodpile),
    seats: record.seats.map((s) => (s.exposed ? s : { ...s, tiles: hidden(s.tiles), high: hidden(s.high), low: hidden(s.low), highText: text(s.highText), lowText: text(s.lowText) })),
    steps: round.steps.map((step) => faceUpStep(step, down)),
  };
}

export const paiGowTilesFaceUp: FaceUpRecords<PaiGowTilesTableState, PaiGowTilesTableEvent, PaiGowTilesReplayFrame, ExportedPaiGowTilesRound> = {
  exportRound: faceUpRecord,
  frame: (state) => withTablesNext(paiGowTilesFrame(faceUpState(state, true)), () => paiGowTilesFrame(state)),
  describe: (event, before, after, staff = STAFF_ID_AS_IS) => {
    if (event.type === "CardCorrected" && tileDown(after, event.index)) return `Tile ${event.index + 1} corrected by ${staff(event.approvedBy)}: ${REASON_WHEN_OVER}`;
    // A stack's tiles are in its step: a stack dealt (or taken back) is told face down.
    const told = (event.type === "StepTaken" || event.type === "StepUndone") && event.step.kind === "deal" ? { ...event, step: { ...event.step, tiles: null } } : event;
    return describePaiGowTilesEvent(told, faceUpState(before, false), faceUpState(after, false), staff);
  },
};
