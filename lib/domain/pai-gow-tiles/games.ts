/**
 * Pai Gow Tiles, Kings Card Club (GEGA-004233), seed 004 L744-815, with a room's options. The
 * defaults are the decisions recorded in docs/rules-decisions/pai-gow-tiles.md.
 */
import { paiGowTiles, type DiceOptions } from "../action-button";
import { withOptions, type OptionNotes } from "../game-options";
import { MAIN_BET, PAI_GOW_TILES_GAME_IDS, SEED_004, type PaiGowTilesGame, type PaiGowTilesGameId } from "./game-config";

export interface PaiGowTilesOptions {
  /** L790 "if hand has a Teen, Dey": a Teen or a Dey (either), or both. */
  readonly sevensNeed: "teen-or-day" | "teen-and-day";
  /** L793 "or with tiles containing 9 or 11-spots": a 9 and an 11 together, or either one. */
  readonly teenDayNineEleven: "nine-and-eleven" | "nine-or-eleven";
  /** L804-806: the player-dealer "sets his/her hand"; the house way only when asked, or always. */
  readonly playerDealerSets: "own-choice" | "house-way";
  /** Not in the filing: a high hand set below its low hand. */
  readonly highBelowLow: "refused" | "swapped";
  /** L804 "four tiles to each player, and to the player-dealer": stacks for vacant positions. */
  readonly vacantPositions: "dealt-and-set-aside" | "skipped";
  /** L798, L810: the dice at a table with fewer than eight seats. */
  readonly smallerTables: "player-dealer-keeps-its-numbers" | "seats-counted-round";
  /** Issue 29 item 3: the dealer enters every tile, or only each seat's result (docs/rules-decisions/results-entry.md RT1). */
  readonly entry: "cards" | "results";
}

export const PAI_GOW_TILES_DEFAULTS: PaiGowTilesOptions = Object.freeze({
  sevensNeed: "teen-or-day",
  teenDayNineEleven: "nine-and-eleven",
  playerDealerSets: "own-choice",
  highBelowLow: "refused",
  vacantPositions: "dealt-and-set-aside",
  smallerTables: "player-dealer-keeps-its-numbers",
  entry: "cards",
});

export const PAI_GOW_TILES_OPTION_NOTES: OptionNotes<PaiGowTilesOptions> = Object.freeze({
  sevensNeed: {
    values: ["teen-or-day", "teen-and-day"],
    source: "seed 004 L790",
    why: '"if hand has a Teen, Dey" is read as either tile: with both, the low hand after the split is always 9 and the value condition would say nothing',
  },
  teenDayNineEleven: {
    values: ["nine-and-eleven", "nine-or-eleven"],
    source: "seed 004 L793",
    why: '"with tiles containing 9 or 11-spots" is read as the other two tiles being a 9 and an 11 (a Wong and a 3 against a pair and a 0), as the standard house ways say; a lone 11 would split a pair into two poor hands',
  },
  playerDealerSets: {
    values: ["own-choice", "house-way"],
    source: "seed 004 L804-806",
    why: '"Once this is complete, the player-dealer sets his/her hand": the player-dealer sets, and may ask for the house way like any player',
  },
  highBelowLow: {
    values: ["refused", "swapped"],
    source: "seed 004 L804-806 (not covered)",
    why: "the filing does not say what happens when a high hand is set below the low hand; the dealer has it set again",
  },
  vacantPositions: {
    values: ["dealt-and-set-aside", "skipped"],
    source: "seed 004 L804, L810",
    why: "32 tiles make a stack of four for each of the eight positions, and the dice count positions \"regardless of how many players are seated\": every position gets its stack and a vacant one is set aside unseen",
  },
  smallerTables: {
    values: ["player-dealer-keeps-its-numbers", "seats-counted-round"],
    source: "seed 004 L798, L810",
    why: 'the filing numbers eight positions ("always one, nine, and seventeen"); at a table with fewer seats the player-dealer keeps those numbers and the others go round the other seats',
  },
  entry: {
    values: ["cards", "results"],
    source: "seed 004 L814, L762",
    why: "the filing settles each wager by its two hands against the player-dealer's (both higher wins, one higher pushes, neither loses; copies and two zero hands go to the player-dealer): a room may have the dealer enter only that result, not every tile",
  },
});

export class UnknownPaiGowTilesGameError extends RangeError {
  override name = "UnknownPaiGowTilesGameError";
}

export function isPaiGowTilesGameId(value: unknown): value is PaiGowTilesGameId {
  return typeof value === "string" && (PAI_GOW_TILES_GAME_IDS as readonly string[]).includes(value);
}

/**
 * The game with a room's options (unknown options or values are refused, `GameOptionError`).
 * `button` passes the action-button module's own options (rotation-action-bank.md A4, A12).
 */
export function paiGowTilesGame(id: string, chosen?: Readonly<Record<string, unknown>>, button: DiceOptions = {}): PaiGowTilesGame {
  if (!isPaiGowTilesGameId(id)) throw new UnknownPaiGowTilesGameError(`unknown Pai Gow Tiles game "${id}" (games: ${PAI_GOW_TILES_GAME_IDS.join(", ")})`);
  const o = withOptions(id, PAI_GOW_TILES_DEFAULTS, PAI_GOW_TILES_OPTION_NOTES, chosen);
  return {
    id,
    name: "Pai Gow Tiles",
    filing: { seed: SEED_004, bgcId: "GEGA-004233", lines: "744-815" },
    feeScheduleId: "pai-gow-tiles",
    maxSeats: 8,
    houseWay: { sevensNeed: o.sevensNeed, teenDayNineEleven: o.teenDayNineEleven },
    playerDealerSets: o.playerDealerSets,
    highBelowLow: o.highBelowLow,
    vacantPositions: o.vacantPositions,
    deal: { direction: "counterclockwise", source: "seed 004 L804, L810" },
    actionButton: paiGowTiles(button),
    smallerTables: o.smallerTables,
    settlementDirection: "clockwise",
    pays: { to: 1, per: 1, source: "seed 004 L746, L814 (even money: no other odds are filed)" },
    entry: o.entry,
    betOrder: [MAIN_BET],
    options: o as unknown as Readonly<Record<string, string>>,
    optionNotes: PAI_GOW_TILES_OPTION_NOTES,
  };
}
