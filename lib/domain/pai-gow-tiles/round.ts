/**
 * The steps a live table records, each checked against `nextStep`: the dice total, each seat's
 * four tiles (face down unless the system dealt them), each seat's setting (by the player, or by
 * the house dealer the house way), the player-dealer's last, and each player's hands turned over.
 * Every function returns a new state and refuses with a `PaiGowTilesRefusal`.
 */
import { DICE_TOTAL_MAX, DICE_TOTAL_MIN } from "../action-button";
import type { SeatNumber } from "../seats";
import { compareHands, describeHand, tileHand } from "./hand";
import { houseWaySetting } from "./house-way";
import { describeStep, nextStep, type NextStep } from "./next-step";
import { refuse } from "./refusal";
import { FACE_DOWN, seatOf, tilesOut, type RoundState, type Split, type TileSeat } from "./round-state";
import { newTileShoe, takeTile, TileRefused } from "./tile-shoe";
import { normaliseTileText, tile, type TileId } from "./tiles";

function wrongStep(what: string, step: NextStep): never {
  refuse("wrong-step", `${what} refused: ${describeStep(step)}`);
}

function whose(seat: TileSeat): string {
  return seat.role === "player-dealer" ? "the player-dealer" : `seat ${seat.seat}`;
}

function update(state: RoundState, seat: SeatNumber, change: (s: TileSeat) => TileSeat): RoundState {
  return { ...state, seats: state.seats.map((s) => (s.seat === seat ? change(s) : s)) };
}

/** The player-dealer shakes the cup: the total of the three dice (L810). */
export function rollDice(state: RoundState, total: number): RoundState {
  const step = nextStep(state);
  if (step.kind !== "roll-dice") wrongStep(`dice of ${total}`, step);
  if (!Number.isInteger(total) || total < DICE_TOTAL_MIN || total > DICE_TOTAL_MAX) refuse("bad-dice", `three dice total ${DICE_TOTAL_MIN} to ${DICE_TOTAL_MAX}, not ${total}`);
  return { ...state, dice: total };
}

/**
 * Tiles as typed, for one seat: one of its own when the system knows them, otherwise any tile not
 * already out this round (a civil face alone is its copy still in).
 */
function readTiles(state: RoundState, seat: TileSeat, texts: readonly string[]): TileId[] {
  if (seat.tiles !== null) {
    const left = [...seat.tiles];
    return texts.map((text) => {
      const normal = normaliseTileText(text);
      const i = left.findIndex((t) => t === normal || tile(t).face === normal);
      if (i < 0) refuse("tile-refused", `${JSON.stringify(text)} is not one of ${whose(seat)}'s tiles (${(seat.tiles ?? []).map((t) => tile(t).face).join(", ")})`);
      return left.splice(i, 1)[0] as TileId;
    });
  }
  let shoe = newTileShoe(tilesOut(state));
  return texts.map((text) => {
    try {
      const taken = takeTile(shoe, text);
      shoe = taken.shoe;
      return taken.tile;
    } catch (error) {
      if (error instanceof TileRefused) refuse("tile-refused", error.message);
      throw error;
    }
  });
}

/** The high and low hand as given, checked: two and two of the seat's tiles, the high not below the low. */
function readSplit(state: RoundState, seat: TileSeat, high: readonly string[], low: readonly string[]): Split {
  if (high.length !== 2 || low.length !== 2) refuse("bad-split", `${whose(seat)} sets two hands of two tiles, got ${high.length} and ${low.length}`);
  const tiles = readTiles(state, seat, [...high, ...low]);
  const h = tileHand(tiles[0] as TileId, tiles[1] as TileId);
  const l = tileHand(tiles[2] as TileId, tiles[3] as TileId);
  if (compareHands(h, l) < 0) {
    if (state.game.highBelowLow === "refused") {
      refuse("high-below-low", `${whose(seat)}'s high hand (${describeHand(h)}) ranks below the low hand (${describeHand(l)}): set the hands again`);
    }
    return { high: l.tiles, low: h.tiles };
  }
  return { high: h.tiles, low: l.tiles };
}

/** Four tiles to the next seat, or FACE_DOWN when the system does not read them (L804). */
export function dealTiles(state: RoundState, tiles: typeof FACE_DOWN | readonly string[]): RoundState {
  const step = nextStep(state);
  if (step.kind !== "deal") wrongStep("dealing a stack", step);
  const seat = seatOf(state, step.seat) as TileSeat;
  if (tiles === FACE_DOWN) return update(state, seat.seat, (s) => ({ ...s, stack: step.stack }));
  if (tiles.length !== 4) refuse("tile-refused", `a stack is four tiles, got ${tiles.length}`);
  const read = readTiles(state, seat, tiles);
  return update(state, seat.seat, (s) => ({ ...s, stack: step.stack, tiles: read }));
}

/** How a seat's hands are set. */
export type HandSetting =
  /** The player sets: face down (no tiles given), or the two hands given (a server-dealt round, the calculator). */
  | { readonly by: "player"; readonly high?: readonly string[]; readonly low?: readonly string[] }
  /** The house dealer sets them the house way (L806); the tiles are needed unless the system dealt them. */
  | { readonly by: "house-way"; readonly tiles?: readonly string[] };

function houseWaySplit(state: RoundState, seat: TileSeat, texts: readonly string[] | undefined): { tiles: readonly TileId[]; split: Split } {
  const tiles = texts !== undefined ? readTiles(state, seat, texts) : seat.tiles;
  if (tiles === null) refuse("tile-refused", `the house way sets ${whose(seat)}'s four tiles: give them`);
  if (tiles.length !== 4) refuse("tile-refused", `the house way sets four tiles, got ${tiles.length}`);
  const s = houseWaySetting(tiles, state.game.houseWay);
  return { tiles, split: { high: s.high, low: s.low } };
}

/**
 * A seat sets its hands: the players first, in any order, then the player-dealer (L804-806). The
 * player-dealer's hands are set face up, so they must be given (or set by the house way).
 */
export function setHands(state: RoundState, seatNumber: SeatNumber, setting: HandSetting): RoundState {
  const step = nextStep(state);
  const seat = seatOf(state, seatNumber);
  if (!seat) refuse("not-this-seat", `seat ${seatNumber} has no hand this round`);
  const what = `${whose(seat)} setting the hands`;
  if (seat.role === "player-dealer") {
    if (step.kind === "set-hands") refuse("player-dealer-last", `the player-dealer sets last, once every player has set (seed 004 L806); still to set: seat${step.seats.length > 1 ? "s" : ""} ${step.seats.join(", ")}`);
    if (step.kind !== "player-dealer-sets") wrongStep(what, step);
    if (setting.by === "player" && state.game.playerDealerSets === "house-way") refuse("house-way-only", "at this table the player-dealer's hands are set the house way");
    if (setting.by === "player" && (setting.high === undefined || setting.low === undefined)) {
      refuse("player-dealer-face-up", "the player-dealer's hands are turned over as they are set: give the high and the low hand");
    }
  } else {
    if (step.kind !== "set-hands") wrongStep(what, step);
    if (!step.seats.includes(seat.seat)) refuse("not-this-seat", `seat ${seat.seat} has set its hands already`);
  }
  const exposed = seat.role === "player-dealer";
  if (setting.by === "house-way") {
    const { tiles, split } = houseWaySplit(state, seat, setting.tiles);
    return update(state, seat.seat, (s) => ({ ...s, tiles, split, setBy: "house-way", exposed }));
  }
  if (setting.high === undefined && setting.low === undefined) return update(state, seat.seat, (s) => ({ ...s, setBy: "player" }));
  const split = readSplit(state, seat, setting.high ?? [], setting.low ?? []);
  return update(state, seat.seat, (s) => ({ ...s, tiles: [...split.high, ...split.low], split, setBy: "player", exposed }));
}

function sameFaces(a: readonly TileId[], b: readonly TileId[]): boolean {
  const faces = (x: readonly TileId[]) => x.map((t) => tile(t).face).sort().join(" ");
  return faces(a) === faces(b);
}

/**
 * A player's hands are turned over for the comparison, in settlement order. Hands the system does
 * not know yet are given now; known hands (house way, a server-dealt round) need nothing, and any
 * given must be the same.
 */
export function exposeHands(state: RoundState, seatNumber: SeatNumber, given?: { readonly high: readonly string[]; readonly low: readonly string[] }): RoundState {
  const step = nextStep(state);
  if (step.kind !== "expose" || step.seat !== seatNumber) wrongStep(`turning over seat ${seatNumber}'s hands`, step);
  const seat = seatOf(state, seatNumber) as TileSeat;
  if (seat.split !== null) {
    if (given !== undefined) {
      const high = readTiles(state, seat, given.high);
      const low = readTiles(state, seat, given.low);
      if (!sameFaces(high, seat.split.high) || !sameFaces(low, seat.split.low)) {
        const known = `${describeHand(tileHand(...seat.split.high))} / ${describeHand(tileHand(...seat.split.low))}`;
        refuse("bad-split", `seat ${seat.seat}'s hands were set ${seat.setBy === "house-way" ? "the house way, " : ""}as ${known}`);
      }
    }
    return update(state, seat.seat, (s) => ({ ...s, exposed: true }));
  }
  if (given === undefined) refuse("bad-split", `seat ${seat.seat}'s hands are turned over: give the high and the low hand`);
  const split = readSplit(state, seat, given.high, given.low);
  return update(state, seat.seat, (s) => ({ ...s, tiles: [...split.high, ...split.low], split, exposed: true }));
}
