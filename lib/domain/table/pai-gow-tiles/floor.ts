/**
 * The floor's view of a Pai Gow Tiles table (seed 004 L744-815): its replay frames (the dice, every
 * seat's tiles and hands as recorded, face down or not, the results, the ledger with the rule behind
 * each line), its events in words, and its rounds and game, with the filing lines of every rule,
 * for the regulator. The round's own events are worded where their commands are declared
 * (commands.ts); the common ones in the common words (common/floor-words.ts), but for a tile
 * corrected and a misdeal, worded here for tiles.
 */
import {
  describeHand,
  describeTile,
  enteredByResults,
  handOf,
  houseWayPairRules,
  resultsWords,
  STANDARD_WAY_SOURCES,
  type RoundState,
  type TileId,
} from "../../pai-gow-tiles";
import { completedRecord, exportedRoundBase, exportedSettlementWithReasons, filingRecord, frameBase, gameRecordOf } from "../common/floor-fields";
import type { ExportedRoundBase, FloorRecords, GameRecord, ReplayFrameBase, RoundListWords } from "../common/floor-records";
import { eventWords, type AllEventWords } from "../common/command-set";
import type { ShellEvent } from "../common/events";
import { afterPayment, describeCommonEvent, isCommonEvent, STAFF_ID_AS_IS, type CommonFamilyEvent, type StaffName } from "../common/floor-words";
import { PAI_GOW_TILES_COMMANDS } from "./commands";
import type { PaiGowTilesTableEvent } from "./events";
import { paiGowTilesGameOf } from "./game-of";
import { applyStep, openPlay } from "./steps";
import type { CompletedPaiGowTilesRound, CompletedTilesHands, PaiGowTilesRoundInProgress, PaiGowTilesTableSettings, PaiGowTilesTableState, TilesStep, TileSource } from "./state";
import { paiGowTilesSupervisorView, type TilesOnRecord, type TilesSeatView } from "./views";
import { facesOf, OUTCOME_WORDS, type PaiGowTilesWords } from "./words";
import { ENDED_ROUND_AFTER_END } from "../common/after-end";

export interface PaiGowTilesReplayFrame extends ReplayFrameBase {
  readonly family: "pai-gow-tiles";
  readonly source: TileSource | null;
  readonly dice: number | null;
  readonly landedOn: number | null;
  /** Each seat as the table showed it (hands only once turned over) ... */
  readonly hands: readonly TilesSeatView[];
  /** ... and as recorded: every tile the system had, face down or not. */
  readonly recorded: readonly TilesOnRecord[];
  readonly woodpile: readonly TileId[] | null;
  /** The finished round, once it is complete. */
  readonly result: CompletedPaiGowTilesRound | null;
}

export interface ExportedTilesSeat {
  readonly seat: number;
  readonly role: "player" | "player-dealer";
  readonly stack: number | null;
  readonly tiles: readonly TileId[] | null;
  readonly high: readonly TileId[] | null;
  readonly low: readonly TileId[] | null;
  readonly highText: string | null;
  readonly lowText: string | null;
  readonly setBy: "player" | "house-way" | null;
  readonly exposed: boolean;
}

export interface ExportedPaiGowTilesRound extends ExportedRoundBase {
  readonly family: "pai-gow-tiles";
  /** How the dealer entered the round: every tile, or each seat's result ("entered by results"). */
  readonly enteredBy: "cards" | "results";
  /** Results-only entry: each seat's result as entered, in words; null for a round entered by its tiles. */
  readonly enteredResults: string | null;
  /** The dealer's tile pad, or the server's woodpile. */
  readonly source: TileSource;
  readonly dice: number | null;
  /** The server's woodpile for the hand, stack 1 first (its own source only). */
  readonly woodpile: readonly TileId[] | null;
  readonly seats: readonly ExportedTilesSeat[];
  /** Every step of the round after betting closed, as recorded: the dice, the stacks, the settings, the hands turned over. */
  readonly steps: readonly TilesStep[];
  readonly result: { readonly dice: number; readonly actionSeat: number; readonly playerDealer: CompletedTilesHands; readonly hands: readonly CompletedTilesHands[] } | null;
}

/** What a finished round's stored summary gives the history list. */
export interface PaiGowTilesResultFields {
  readonly family: "pai-gow-tiles";
  readonly dice: number | null;
  readonly playerDealer: CompletedTilesHands | null;
  readonly hands: readonly CompletedTilesHands[];
  readonly enteredBy: "cards" | "results";
}

// ------------------------------------------------------------------------------------------------
// Words: the round's own events in the words their commands declare (commands.ts); the common
// events in the common words, but a tile corrected and a misdeal (stacks, not cards) in the tiles'.

/** The family's own events in their commands' words (a compile error if one has none). */
const OWN_WORDS: AllEventWords<Exclude<PaiGowTilesTableEvent, ShellEvent | CommonFamilyEvent>, PaiGowTilesWords> = PAI_GOW_TILES_COMMANDS.words;

/** One line of plain words for an event. */
export function describePaiGowTilesEvent(event: PaiGowTilesTableEvent, before: PaiGowTilesTableState, after: PaiGowTilesTableState = before, staff: StaffName = STAFF_ID_AS_IS): string {
  // A correction is every family's event, but of a tile here.
  if (event.type === "CardCorrected") return `Tile ${event.index + 1} corrected ${describeTile(event.from as TileId)} → ${describeTile(event.to as TileId)} by ${staff(event.approvedBy)}: ${event.reason}${afterPayment(before)}`;
  if (event.type === "MisdealDeclared") return `Misdeal declared by ${staff(event.by)}: ${event.reason} (${event.cards.length / 4} stack${event.cards.length === 4 ? "" : "s"} taken off; the hand starts again from the dice)`;
  if (isCommonEvent(event)) return describeCommonEvent(event, before, undefined, staff);
  return eventWords(OWN_WORDS, event, { before, after, staff });
}

// ------------------------------------------------------------------------------------------------
// Replay frames

export function paiGowTilesFrame(state: PaiGowTilesTableState): PaiGowTilesReplayFrame | null {
  if (!state.settings) return null;
  const v = paiGowTilesSupervisorView(state);
  const round = state.round;
  const settlement = round?.settlement ?? null;
  return {
    family: "pai-gow-tiles",
    ...frameBase(state.settings, v, settlement, state.round),
    source: v.roundSource,
    dice: v.dice,
    landedOn: v.landedOn,
    hands: v.hands,
    recorded: v.recorded,
    woodpile: v.woodpile,
    // The finished round once it is complete (not the previous one, after a void).
    result: !round && v.lastRound && v.lastRound.handNumber === state.handNumber ? v.lastRound : null,
  };
}

// ------------------------------------------------------------------------------------------------
// The regulator's export

export function paiGowTilesGameRecord(settings: PaiGowTilesTableSettings): GameRecord {
  const { game } = paiGowTilesGameOf(settings);
  const rules: { rule: string; text: string; source: string }[] = [
    { rule: "tiles", text: "32 Chinese dominoes forming 16 pairs; a hand's value is its spots' right-hand digit", source: "seed 004 L754, L758-760" },
    { rule: "ranking", text: "the standard ranking of tiles and pairs (the filing's chart is missing), Gee Joon counting 3 or 6", source: "seed 004 L764-784; docs/rules-decisions/pai-gow-tiles.md PGT-1 to PGT-5" },
    { rule: "copies", text: "copies and two zero hands go to the player-dealer", source: "seed 004 L762" },
    ...houseWayPairRules(game.houseWay).map((r) => ({ rule: "house-way", text: r.filed, source: r.source })),
    ...Object.values(STANDARD_WAY_SOURCES).map((text) => ({ rule: "house-way", text, source: "docs/rules-decisions/pai-gow-tiles.md PGT-15 to PGT-17" })),
    { rule: "dice", text: "three dice: the player-dealer at 1, 9 and 17, the other numbers clockwise; on the player-dealer the action button goes to the player on the house dealer's right", source: "seed 004 L810" },
    { rule: "deal", text: `four tiles a seat counterclockwise from the seat the dice land on; vacant positions ${game.vacantPositions === "skipped" ? "skipped" : "dealt and set aside"}`, source: game.deal.source },
    { rule: "setting", text: `players set first, the player-dealer last (${game.playerDealerSets === "house-way" ? "always the house way" : "its own way or the house way"})`, source: "seed 004 L804-806" },
    { rule: "result", text: "both hands higher wins even money, one of each pushes, both lower loses", source: `${game.pays.source}` },
    { rule: "settlement", text: "clockwise from the action button, seat to seat, to the extent the player-dealer's wager covers", source: "seed 004 L814" },
    { rule: "fees", text: "per betting circle of every player and per hand from the player-dealer, before the tiles are dealt", source: "seed 004 L1976, L1984" },
    ...(game.entry === "results"
      ? [{ rule: "entry", text: "entered by results: the dealer enters the dice total and each seat's result against the player-dealer (win, push or lose), not the tiles; the settlement, the fees and the bank walk are the same", source: "docs/rules-decisions/results-entry.md RT1" }]
      : []),
  ];
  return gameRecordOf("pai-gow-tiles", settings, game, [filingRecord(game.filing)], rules);
}

function exportedSeats(play: RoundState | null): ExportedTilesSeat[] {
  return (play?.seats ?? []).map((s) => ({
    seat: s.seat,
    role: s.role,
    stack: s.stack,
    tiles: s.tiles,
    high: s.split?.high ?? null,
    low: s.split?.low ?? null,
    highText: s.split ? describeHand(handOf(s.split.high)) : null,
    lowText: s.split ? describeHand(handOf(s.split.low)) : null,
    setBy: s.setBy,
    exposed: s.exposed,
  }));
}

/** The round's steps replayed from the start (a round whose steps no longer replay exports none of them played). */
function replayed(settings: PaiGowTilesTableSettings, round: PaiGowTilesRoundInProgress): RoundState | null {
  if (round.play) return round.play;
  try {
    return round.wagers.length ? round.steps.reduce(applyStep, openPlay(paiGowTilesGameOf(settings).game, settings.seats, round)) : null;
  } catch {
    return null;
  }
}

export function exportedPaiGowTilesRound(round: PaiGowTilesRoundInProgress, settings: PaiGowTilesTableSettings, openedAt: Date): ExportedPaiGowTilesRound {
  const play = replayed(settings, round);
  const settlement = round.settlement;
  return {
    ...exportedRoundBase("pai-gow-tiles", round, settings, openedAt, exportedSettlementWithReasons(settlement)),
    enteredBy: play && enteredByResults(play) ? "results" : "cards",
    enteredResults: play?.results ? resultsWords(play.results) : null,
    source: round.source,
    dice: play?.dice ?? null,
    woodpile: round.woodpile,
    seats: exportedSeats(play),
    steps: round.steps,
    result: null,
  };
}

function withPaiGowTilesResult(r: ExportedPaiGowTilesRound, completed: CompletedPaiGowTilesRound, at: Date): ExportedPaiGowTilesRound {
  return {
    ...completedRecord(r, at),
    result: { dice: completed.dice, actionSeat: completed.actionSeat, playerDealer: completed.playerDealer, hands: completed.hands },
  };
}

function paiGowTilesResultFields(result: unknown): PaiGowTilesResultFields {
  const r = (result ?? null) as Partial<CompletedPaiGowTilesRound> | null;
  return { family: "pai-gow-tiles", dice: r?.dice ?? null, playerDealer: r?.playerDealer ?? null, hands: r?.hands ?? [], enteredBy: r?.enteredBy ?? "cards" };
}

function paiGowTilesListWords(r: PaiGowTilesResultFields): RoundListWords {
  const pd = r.playerDealer;
  if (!pd) return { result: "In play", cards: "—" };
  const hands = r.hands.map((h) => `seat ${h.seat} ${OUTCOME_WORDS[h.outcome ?? ""] ?? "—"}`);
  if (r.enteredBy === "results") return { result: `Entered by results${hands.length ? `: ${hands.join(", ")}` : ""}`, cards: `Dice ${r.dice ?? "—"} · tiles not entered (results only)` };
  return {
    result: `Player-dealer ${pd.highText} / ${pd.lowText}${hands.length ? `; ${hands.join(", ")}` : ""}`,
    cards: [`Dice ${r.dice ?? "—"}`, `PD ${facesOf(pd.high)} / ${facesOf(pd.low)}`, ...r.hands.map((h) => `seat ${h.seat}: ${facesOf(h.high)} / ${facesOf(h.low)}`)].join(" · "),
  };
}

/** The floor's records of a Pai Gow Tiles table. */
export const paiGowTilesFloor: FloorRecords<PaiGowTilesTableState, PaiGowTilesTableEvent, PaiGowTilesReplayFrame, ExportedPaiGowTilesRound, PaiGowTilesResultFields> = {
  frame: paiGowTilesFrame,
  describe: describePaiGowTilesEvent,
  gameRecord: paiGowTilesGameRecord,
  exportRound: exportedPaiGowTilesRound,
  withResult: (exported, event, at) => (event.type === "RoundCompleted" ? withPaiGowTilesResult(exported, event.round, at) : exported),
  resultFields: paiGowTilesResultFields,
  listWords: paiGowTilesListWords,
  afterEnd: ENDED_ROUND_AFTER_END,
};
