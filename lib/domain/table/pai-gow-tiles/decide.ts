/**
 * The rules behind a Pai Gow Tiles table's commands (each declared with its handler in commands.ts):
 * the game as the shell sees it (dealt from no shoe), and the longer handlers. Every step of the
 * round (the dice, the stacks, a seat's setting, a player's hands turned over) is tried on the rules
 * engine first, so a step the rules forbid is refused with the engine's own reason and the table
 * stays exactly as it was.
 */
import {
  describeStep,
  describeTile,
  nextStep,
  PaiGowTilesRefusal,
  seatOf,
  settleRound,
  shuffledWoodpile,
  stackOf,
  takeTile,
  newTileShoe,
  normaliseTileText,
  tile,
  TileRefused,
  tilesOut,
  type HandSetting,
  type NextStep,
  type PaiGowTilesGame,
  type PaiGowTilesSettlement,
  type RoundState,
  type TileId,
} from "../../pai-gow-tiles";
import { accept, refuse, type CommandContext, type Decision, type Refusal } from "../machine";
import { commitWoodpile } from "../../pai-gow-tiles/woodpile-commitment";
import { capitalise, type ShellGame } from "../common/decide";
import { dealingRound, engineRefusal, replayRefusal, type RoundEngine } from "../common/engine-steps";
import type { CorrectTile, ExposeHands, SetHands } from "./commands";
import type { PaiGowTilesTableEvent } from "./events";
import { paiGowTilesGameOf } from "./game-of";
import { ONE_SET, paiGowTilesSettingsFromConfig } from "./settings";
import { keepStep, tryStep as tryOnce } from "../common/step-once";
import { applyStep, correctedSteps, enteredTiles, replaySteps } from "./steps";
import type { PaiGowTilesRoundInProgress, PaiGowTilesTableState, TilesStep } from "./state";

type D = Decision<PaiGowTilesTableEvent>;
type No = { ok: false; refusal: Refusal };

/** The game as the shared logic sees it: dealt from no shoe, its tiles shuffled for every hand. */
export const NO_SHOE = { shoe: "none" } as const;

/** The game as the shell sees it (called once the table's guard has passed: the table is set up). */
export function paiGowTilesShellGame(state: PaiGowTilesTableState): ShellGame {
  const { game } = paiGowTilesGameOf(state.settings!);
  return {
    name: game.name,
    ...NO_SHOE,
    decks: [ONE_SET],
    shoeSpec: () => {
      throw new Error("Pai Gow Tiles has no shoe: the shell refuses every shoe command first");
    },
    burnAfter: () => 0,
    settingsFrom: paiGowTilesSettingsFromConfig,
    // A misdeal or reopened betting takes the stacks back (evolve's resetDealing).
    resetsDealing: true,
  };
}

/** The Pai Gow Tiles rules engine as the table drives it; its refusals in the table's words. */
export const ENGINE: RoundEngine<RoundState, TilesStep, NextStep, PaiGowTilesSettlement> = {
  apply: applyStep,
  nextStep,
  describeStep,
  settle: settleRound,
  refusal: engineRefusal([PaiGowTilesRefusal], { outOfOrder: ["wrong-step", "not-this-seat"] }),
  words: { bettingOpen: "Close betting before the dice: the fees are dropped before the tiles are dealt." },
};
const ruleRefusal = ENGINE.refusal;
const dealing = (round: PaiGowTilesRoundInProgress | null) => dealingRound(round, ENGINE.words);

/** The round after `steps`, or the engine's refusal of the first it will not take. */
function tryTaking(play: RoundState, steps: readonly TilesStep[]): { ok: true; play: RoundState } | No {
  try {
    // Each step's play is kept for evolve (step-once.ts): its rule runs once.
    return { ok: true, play: steps.reduce((p, s) => tryOnce(applyStep, p, s), play) };
  } catch (error) {
    return ruleRefusal(error);
  }
}

const taken = (...steps: TilesStep[]): D => accept<PaiGowTilesTableEvent>(...steps.map((step) => ({ type: "StepTaken" as const, step })));

/**
 * The step recorded, as the ids the rules read: the play `tried` made is kept for evolve when the
 * recorded step is the step tried, word for word; a step recorded in other words runs again in evolve.
 */
function takenAs(before: RoundState, tried: TilesStep, after: RoundState, recorded: TilesStep): D {
  if (JSON.stringify(tried) === JSON.stringify(recorded)) keepStep(applyStep, before, recorded, after);
  return taken(recorded);
}

/** The three dice: the total the player-dealer threw, or (the server's own woodpile only) the server's roll. */
export function decideDice(state: PaiGowTilesTableState, total: number | undefined, ctx: CommandContext): D {
  const d = dealing(state.round);
  if (!("play" in d)) return d;
  const next = nextStep(d.play);
  if (next.kind !== "roll-dice") return refuse("OUT_OF_ORDER", `Not now: ${describeStep(next)}.`);
  if (total !== undefined) return taken({ kind: "dice", total, source: "dealer" });
  if (d.round.source !== "server") return refuse("DICE_NEEDED", "Enter the total of the three dice the player-dealer threw (3 to 18).");
  const dice = [ctx.random.int(6) + 1, ctx.random.int(6) + 1, ctx.random.int(6) + 1] as const;
  return taken({ kind: "dice", total: dice[0] + dice[1] + dice[2], source: "server", dice });
}

/** Results-only entry: every player's result against the player-dealer, tried on the round first. */
export function decideResults(state: PaiGowTilesTableState, results: readonly { readonly seat: number; readonly result: "win" | "push" | "lose" }[]): D {
  if (paiGowTilesGameOf(state.settings!).game.entry !== "results") return refuse("CARDS_ENTRY", "This table enters every tile: the results are read from the hands.");
  const d = dealing(state.round);
  if (!("play" in d)) return d;
  const step: TilesStep = { kind: "results", results: results.map((r) => ({ seat: r.seat, result: r.result })) };
  const tried = tryTaking(d.play, [step]);
  return tried.ok ? taken(step) : tried;
}

/** Every stack at once, counterclockwise from the seat the dice landed on: face down, or from the server's woodpile. */
export function decideDeal(state: PaiGowTilesTableState, ctx: CommandContext): D {
  const at = dealing(state.round);
  if (!("play" in at)) return at;
  const { round } = at;
  let play = at.play;
  const first = nextStep(play);
  if (first.kind !== "deal") return refuse("OUT_OF_ORDER", `Not now: ${describeStep(first)}.`);
  const events: PaiGowTilesTableEvent[] = [];
  let woodpile = round.woodpile;
  if (round.source === "server" && woodpile === null) {
    woodpile = shuffledWoodpile(ctx.random);
    events.push({ type: "WoodpileShuffled", woodpile, commitment: commitWoodpile(woodpile, ctx.random, `${round.id}-woodpile-${ctx.now}`) });
  }
  for (let next = nextStep(play); next.kind === "deal"; next = nextStep(play)) {
    const step: TilesStep = { kind: "deal", seat: next.seat, stack: next.stack, tiles: woodpile ? stackOf(woodpile, next.stack) : null };
    const tried = tryTaking(play, [step]);
    if (!tried.ok) return tried;
    play = tried.play;
    events.push({ type: "StepTaken", step });
  }
  return accept(...events);
}

/** The hand setting a command asks for, or why it cannot be one. */
function settingOf(command: SetHands): HandSetting | No {
  const { high, low, tiles } = command;
  if (command.by === "house-way") {
    if (high || low) return refuse("BAD_SETTING", "The house way sets the four tiles itself: give the four tiles, not a high and a low hand.");
    return tiles ? { by: "house-way", tiles } : { by: "house-way" };
  }
  if (tiles) return refuse("BAD_SETTING", "A player's own setting gives its high hand and its low hand (two tiles each).");
  if ((high === undefined) !== (low === undefined)) return refuse("BAD_SETTING", "Give both hands: the high hand and the low hand.");
  return high && low ? { by: "player", high, low } : { by: "player" };
}

/** A seat sets its hands; the tiles given are recorded as the ids the rules read them as. */
export function decideSetting(state: PaiGowTilesTableState, command: SetHands): D {
  const at = dealing(state.round);
  if (!("play" in at)) return at;
  const asked = settingOf(command);
  if ("ok" in asked) return asked;
  let after: RoundState;
  const tried: TilesStep = { kind: "set", seat: command.seat, setting: asked };
  try {
    after = applyStep(at.play, tried);
  } catch (error) {
    return ruleRefusal(error);
  }
  const seat = seatOf(after, command.seat)!;
  const setting: HandSetting =
    asked.by === "house-way"
      ? asked.tiles
        ? { by: "house-way", tiles: [...(seat.tiles ?? [])] }
        : asked
      : asked.high && asked.low && seat.split
        ? { by: "player", ...asEntered(seat.split, asked.high, asked.low) }
        : asked;
  return takenAs(at.play, tried, after, { kind: "set", seat: command.seat, setting });
}

/** A player's hands turned over: given when the system does not know them (or to check them when it does). */
export function decideExposure(state: PaiGowTilesTableState, command: ExposeHands): D {
  const at = dealing(state.round);
  if (!("play" in at)) return at;
  if ((command.high === undefined) !== (command.low === undefined)) return refuse("BAD_SETTING", "Give both hands: the high hand and the low hand.");
  const known = seatOf(at.play, command.seat)?.split ?? null;
  const given = command.high && command.low ? { high: command.high as TileId[], low: command.low as TileId[] } : null;
  let after: RoundState;
  const tried: TilesStep = { kind: "expose", seat: command.seat, high: given?.high ?? null, low: given?.low ?? null };
  try {
    after = applyStep(at.play, tried);
  } catch (error) {
    return ruleRefusal(error);
  }
  const split = seatOf(after, command.seat)!.split!;
  // Hands the system knew are recorded as known; hands given now, as the ids the rules read.
  const entered = known || !given ? null : asEntered(split, given.high, given.low);
  return takenAs(at.play, tried, after, { kind: "expose", seat: command.seat, high: entered ? entered.high : null, low: entered ? entered.low : null });
}

/**
 * The tiles of two hands as the rules read them (their ids, "6-6a"), in the order the dealer entered
 * them: the list of tiles entered keeps the dealer's order, and a correction replaces a tile in place.
 */
function asEntered(split: { readonly high: readonly TileId[]; readonly low: readonly TileId[] }, high: readonly string[], low: readonly string[]): { high: TileId[]; low: TileId[] } {
  const left: TileId[] = [...split.high, ...split.low];
  const read = [...high, ...low].map((text) => {
    const normal = normaliseTileText(text);
    const i = left.findIndex((id) => id === normal || tile(id).face === normal);
    return i < 0 ? null : left.splice(i, 1)[0]!;
  });
  // Read as the rules read them (the engine took them): every tile is found; otherwise the rules' order.
  if (read.some((id) => id === null)) return { high: [...split.high], low: [...split.low] };
  const ids = read as TileId[];
  return { high: ids.slice(0, 2), low: ids.slice(2, 4) };
}

/** Was this step made by the server (its dice, its woodpile's stacks)? Those are never taken back. */
function byServer(step: TilesStep): boolean {
  return (step.kind === "dice" && step.source === "server") || (step.kind === "deal" && step.tiles !== null);
}

/** The dealer's last step taken back; the stacks, dealt in one go, go back together. */
export function decideUndo(round: PaiGowTilesRoundInProgress | null): D {
  if (!round || round.phase !== "dealing") return refuse("NOTHING_TO_UNDO", "There is nothing to take back.");
  const last = round.steps.at(-1);
  if (!last) return refuse("NOTHING_TO_UNDO", "There is nothing to take back.");
  if (byServer(last)) return refuse("SERVER_STEP", "The server made that step: it cannot be taken back. A supervisor can void the round.");
  let n = 1;
  if (last.kind === "deal") while (round.steps[round.steps.length - 1 - n]?.kind === "deal") n++;
  return accept<PaiGowTilesTableEvent>(...round.steps.slice(-n).reverse().map((step) => ({ type: "StepUndone" as const, step })));
}

/** A supervisor replaces a tile the dealer entered; the round is replayed with it and must still play. */
export function decideCorrection(state: PaiGowTilesTableState, command: CorrectTile, ctx: CommandContext, game: PaiGowTilesGame): D {
  const round = state.round;
  const settings = state.settings!;
  if (!round?.play || (round.phase !== "dealing" && round.phase !== "settling")) return refuse("NO_TILES", "There are no tiles entered this hand to correct.");
  if (round.source === "server") return refuse("SERVER_TILES", "The server dealt these tiles and knows them exactly: void the round instead.");
  const entered = enteredTiles(round.steps);
  const from = entered[command.index]?.tile;
  if (from === undefined) return refuse("NO_SUCH_TILE", entered.length ? `There is no tile ${command.index + 1}: ${entered.length} tiles were entered this hand.` : "No tile has been entered this hand.");
  let to: TileId;
  try {
    to = takeTile(newTileShoe(tilesOut(round.play).filter((t) => t !== from)), command.tile).tile;
  } catch (error) {
    if (error instanceof TileRefused) return refuse("TILE_REFUSED", capitalise(error.message) + ".");
    throw error;
  }
  if (to === from) return refuse("SAME_TILE", "That is the tile already on record.");
  const steps = correctedSteps(round.steps, command.index, to)!;
  const broken = replayRefusal(() => replaySteps(game, settings.seats, round, steps), ruleRefusal);
  if (broken !== null) return refuse("CORRECTION_BREAKS_ROUND", `With ${describeTile(to)} the hand would not stand (${broken}) Void the round instead.`);
  return accept<PaiGowTilesTableEvent>({ type: "CardCorrected", index: command.index, from, to, reason: command.reason, approvedBy: ctx.actor.id });
}

/**
 * A misdeal (the floor's): the stacks come off, the wagers and the fees stand, and the hand starts
 * again from the dice (the server shuffles a new woodpile). While dealing, once a stack is out.
 */
export function decideTilesMisdeal(state: PaiGowTilesTableState, reason: string, ctx: CommandContext): D {
  const round = state.round;
  if (!round) return refuse("NO_ROUND", "There is no hand in play: nothing was misdealt.");
  if (round.phase === "betting") return refuse("NOTHING_DEALT", "Betting is still open: no tile has been dealt.");
  if (round.phase === "settling") return refuse("ALREADY_SETTLED", "The hand is complete and settled: correct a tile, or void the round.");
  const stacks = round.steps.filter((s) => s.kind === "deal");
  if (stacks.length === 0) return refuse("NOTHING_DEALT", "No stack has been dealt yet: deal the stacks, or undo the dice and reopen betting.");
  // The tiles taken off: the server's as dealt, the dealer's face down (never read).
  const tiles = stacks.flatMap((s) => (s.kind === "deal" && s.tiles ? [...s.tiles] : ["face-down", "face-down", "face-down", "face-down"]));
  return accept<PaiGowTilesTableEvent>({ type: "MisdealDeclared", roundId: round.id, reason, by: ctx.actor.id, at: ctx.now, cards: tiles });
}
