/**
 * The floor's history of a table on the wire: the round list, the replay of a round step by step,
 * and the records of the regulator's export. The shapes every family shares are declared with the
 * floor records (lib/domain/table/common/floor-records.ts); each family's frame, exported round and
 * list fields are its own (lib/domain/table/<family>/floor.ts), and the unions below are made from
 * the family registry, so a new family's shapes join them by themselves.
 */
import type { FamilyOf, GameFamily } from "@/lib/domain/table/families";
import type { RoundListWords } from "@/lib/domain/table/common/floor-records";

export type {
  CorrectionView,
  ExportedFee,
  ExportedRoundBase,
  ExportedWager,
  FeeLineView,
  GameRecord,
  LedgerLineView,
  ReplayFrameBase,
  RoundListWords,
  SettlementFrame,
  WagerLineView,
} from "@/lib/domain/table/common/floor-records";
export type { GameFamily };

type FloorOf<F extends GameFamily> = FamilyOf<F>["floor"];

/** The supervisor's view of a table of family F after one event. */
export type ReplayFrameOf<F extends GameFamily> = NonNullable<ReturnType<FloorOf<F>["frame"]>>;
export type ReplayFrame = { [F in GameFamily]: ReplayFrameOf<F> }[GameFamily];
/** The regulator's record of a round of family F. */
export type ExportedRoundOf<F extends GameFamily> = ReturnType<FloorOf<F>["exportRound"]>;
export type ExportedRound = { [F in GameFamily]: ExportedRoundOf<F> }[GameFamily];
/** What a finished round of family F gives the history list. */
export type RoundResultFieldsOf<F extends GameFamily> = ReturnType<FloorOf<F>["resultFields"]>;
export type RoundResultFields = { [F in GameFamily]: RoundResultFieldsOf<F> }[GameFamily];

export interface RoundListItem {
  readonly id: string;
  readonly handNumber: number;
  readonly status: string;
  readonly startedAt: string;
  readonly endedAt: string | null;
  readonly playerDealerSeat: number | null;
  /** The bank after the round (as it was, for a voided round); null while in play or where nobody banks. */
  readonly bankCents: number | null;
  /** The table's game family; the fields of `result` follow it. */
  readonly family: GameFamily | null;
  /** Baccarat: the winner and the two hands (null and empty otherwise). */
  readonly winner: "player" | "banker" | "tie" | null;
  readonly playerTotal: number | null;
  readonly bankerTotal: number | null;
  readonly player: readonly string[];
  readonly banker: readonly string[];
  /** The family's own summary of the finished round (null while in play or voided). */
  readonly result: RoundResultFields | null;
  /** The result and the cards in words for the list (from the family's floor records). */
  readonly words: RoundListWords;
  /** Net fees of the round (a voided round's fees are reversed: 0). */
  readonly feeCents: number;
  readonly voidReason: string | null;
}

export interface ReplayStep {
  readonly seq: number;
  readonly at: string;
  readonly type: string;
  /** The event as a supervisor says it ("Card dealt"), never the log's type name. */
  readonly what: string;
  readonly actorId: string | null;
  /** The staff member who acted, by name (null for the server's own steps). */
  readonly actor: string | null;
  readonly text: string;
  readonly frame: ReplayFrame | null;
}

export interface RoundReplay {
  readonly tableId: string;
  readonly family: GameFamily;
  readonly round: RoundListItem | null;
  readonly roundId: string;
  /** False while the round is still being played: the replay stops at the latest event. */
  readonly finished: boolean;
  readonly steps: readonly ReplayStep[];
}
