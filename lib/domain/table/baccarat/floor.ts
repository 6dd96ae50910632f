/**
 * The floor's view of a baccarat-family table: its replay frames (the two hands, the hole card as
 * recorded, the result), its events in words (the shared events' from common/floor-words.ts, its
 * own from the declarations of the commands that record them, commands.ts), and its rounds and
 * game for the regulator.
 */
import { cardsWords } from "../../cards/card";
import { baccaratGame } from "../../baccarat";
import { completedRecord, exportedRoundBase, frameBase, gameRecordOf } from "../common/floor-fields";
import { eventWords, type AllEventWords } from "../common/command-set";
import type { ShellEvent } from "../common/events";
import { exportedSettlement, type ExportedRoundBase, type FloorRecords, type GameRecord, type ReplayFrameBase, type RoundListWords } from "../common/floor-records";
import { describeCommonEvent, isCommonEvent, STAFF_ID_AS_IS, type CommonFamilyEvent, type StaffName } from "../common/floor-words";
import { BACCARAT_COMMANDS, type BaccaratWords } from "./commands";
import type { BaccaratTableEvent } from "./events";
import { baccaratGameOf } from "./game-of";
import type { CompletedBaccaratRound, BaccaratRoundInProgress, BaccaratTableSettings, BaccaratTableState } from "./state";
import { baccaratSupervisorView, type BaccaratHandView } from "./views";
import { resultWords } from "./result-words";
import { ENDED_ROUND_AFTER_END } from "../common/after-end";

export interface BaccaratReplayFrame extends ReplayFrameBase {
  readonly family: "baccarat";
  readonly handNames: { readonly player: string; readonly banker: string };
  readonly player: BaccaratHandView;
  readonly banker: BaccaratHandView;
  /** The hole card as recorded while it is face down on the table (the supervisor sees it). */
  readonly holeCard: string | null;
  readonly result: {
    readonly handNumber: number;
    readonly winner: "player" | "banker" | "tie";
    readonly playerTotal: number;
    readonly bankerTotal: number;
    readonly markers: readonly string[];
    readonly natural: boolean;
  } | null;
}

export interface ExportedBaccaratRound extends ExportedRoundBase {
  readonly family: "baccarat";
  readonly cards: { readonly player: readonly string[]; readonly banker: readonly string[]; readonly dealOrder: readonly { readonly hand: string; readonly card: string }[] };
  readonly result: { readonly winner: string; readonly playerTotal: number; readonly bankerTotal: number; readonly markers: readonly string[] } | null;
}

/** What a finished baccarat round's stored summary gives the history list. */
export interface BaccaratResultFields {
  readonly family: "baccarat";
  readonly winner: "player" | "banker" | "tie" | null;
  readonly playerTotal: number | null;
  readonly bankerTotal: number | null;
  readonly player: readonly string[];
  readonly banker: readonly string[];
}

export function baccaratFrame(state: BaccaratTableState): BaccaratReplayFrame | null {
  if (!state.settings) return null;
  const v = baccaratSupervisorView(state);
  return {
    family: "baccarat",
    ...frameBase(state.settings, v, null, state.round),
    handNames: v.handNames,
    player: v.player,
    banker: v.banker,
    holeCard: v.holeCard,
    result: v.result,
  };
}

function handNameOf(state: BaccaratTableState, hand: "player" | "banker" | undefined): string {
  if (!hand) return "";
  if (!state.settings) return hand === "player" ? "Player" : "Banker";
  try {
    return baccaratGameOf(state.settings).game.hands[hand];
  } catch {
    return hand === "player" ? "Player" : "Banker";
  }
}

/** Baccarat's own events in the words their commands declare (commands.ts; a compile error if one has none). */
const OWN_WORDS: AllEventWords<Exclude<BaccaratTableEvent, ShellEvent | CommonFamilyEvent>, BaccaratWords> = BACCARAT_COMMANDS.words;

/** `after` is the state once the event is applied (it tells which hand a card went to). */
export function describeBaccaratEvent(event: BaccaratTableEvent, before: BaccaratTableState, after: BaccaratTableState = before, staff: StaffName = STAFF_ID_AS_IS): string {
  const settings = after.settings ?? before.settings;
  const bets = settings ? baccaratGameOf(settings).game.bets : [];
  const nameOf = (bet: string) => bets.find((b) => b.id === bet)?.name ?? bet;
  if (isCommonEvent(event)) return describeCommonEvent(event, before, nameOf, staff);
  return eventWords(OWN_WORDS, event, { before, after, nameOf, handNameOf: (hand) => handNameOf(after, hand) });
}

export function baccaratGameRecord(settings: BaccaratTableSettings): GameRecord {
  const game = baccaratGame(settings.gameId, settings.gameOptions);
  return gameRecordOf("baccarat", settings, game, game.filings);
}

export function exportedBaccaratRound(round: BaccaratRoundInProgress, settings: BaccaratTableSettings, openedAt: Date): ExportedBaccaratRound {
  return {
    ...exportedRoundBase("baccarat", round, settings, openedAt, exportedSettlement(round.settlement)),
    cards: {
      player: round.cards.dealt.filter((d) => d.hand === "player").map((d) => d.card),
      banker: round.cards.dealt.filter((d) => d.hand === "banker").map((d) => d.card),
      dealOrder: round.cards.dealt.map((d) => ({ hand: d.hand, card: d.card })),
    },
    result: null,
  };
}

function withBaccaratResult(r: ExportedBaccaratRound, completed: CompletedBaccaratRound, at: Date): ExportedBaccaratRound {
  return { ...completedRecord(r, at), result: { winner: completed.winner, playerTotal: completed.playerTotal, bankerTotal: completed.bankerTotal, markers: completed.markers } };
}

function baccaratResultFields(result: unknown): BaccaratResultFields {
  const r = (result ?? null) as Partial<CompletedBaccaratRound> | null;
  return {
    family: "baccarat",
    winner: r?.winner ?? null,
    playerTotal: r?.playerTotal ?? null,
    bankerTotal: r?.bankerTotal ?? null,
    player: r?.player ?? [],
    banker: r?.banker ?? [],
  };
}

export { resultWords };

function baccaratListWords(r: BaccaratResultFields): RoundListWords {
  if (!r.winner) return { result: "In play", cards: "—" };
  return {
    result: resultWords(r.winner, r.playerTotal ?? 0, r.bankerTotal ?? 0, { player: "Player", banker: "Banker" }),
    cards: r.player.length ? `Player ${cardsWords(r.player)} / Banker ${cardsWords(r.banker)}` : "—",
  };
}

/** The floor's records of a baccarat-family table. */
export const baccaratFloor: FloorRecords<BaccaratTableState, BaccaratTableEvent, BaccaratReplayFrame, ExportedBaccaratRound, BaccaratResultFields> = {
  frame: baccaratFrame,
  describe: describeBaccaratEvent,
  gameRecord: baccaratGameRecord,
  exportRound: exportedBaccaratRound,
  withResult: (exported, event, at) => (event.type === "RoundCompleted" ? withBaccaratResult(exported, event.round, at) : exported),
  resultFields: baccaratResultFields,
  listWords: baccaratListWords,
  afterEnd: ENDED_ROUND_AFTER_END,
};
