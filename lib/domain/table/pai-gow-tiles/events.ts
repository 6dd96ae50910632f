/**
 * What happened at a Pai Gow Tiles table, as facts: the shared table events (common/events.ts) and
 * the round's own: wagers, the server's woodpile, each step of the round, its settlement and its
 * summary. A supervisor's correction of a tile is recorded as every family's `CardCorrected` (the
 * floor audits it alike), its `from` and `to` being tile ids.
 */
import type { PaiGowTilesSettlement, TileId } from "../../pai-gow-tiles";
import type { ShellEvent } from "../common/events";
import type { WoodpileCommitment } from "../../pai-gow-tiles/woodpile-commitment";
import type { CompletedPaiGowTilesRound, PaiGowTilesTableSettings, PaiGowTilesWagerEntry, TileSource, TilesStep } from "./state";

export type PaiGowTilesTableEvent =
  | ShellEvent
  | { readonly type: "TableOpened"; readonly settings: PaiGowTilesTableSettings; readonly at: number }
  | { readonly type: "TileSourceSet"; readonly source: TileSource; readonly by: string }
  | { readonly type: "WagerPlaced"; readonly wager: PaiGowTilesWagerEntry }
  /** The server's shuffle of the 32 tiles for this hand (its own woodpile): stack 1 is the first four. */
  | {
      readonly type: "WoodpileShuffled";
      readonly woodpile: readonly TileId[];
      /** The commitment to this woodpile (salt and hash) the wall shows the fingerprint of; absent in logs before 2026-12-04. */
      readonly commitment?: WoodpileCommitment;
    }
  /** A step of the round: the dice, a stack dealt, a seat's hands set, a player's hands turned over. */
  | { readonly type: "StepTaken"; readonly step: TilesStep }
  /** The last step taken back by the dealer (never one the server made). */
  | { readonly type: "StepUndone"; readonly step: TilesStep }
  | { readonly type: "RoundSettled"; readonly settlement: PaiGowTilesSettlement }
  | { readonly type: "RoundCompleted"; readonly round: CompletedPaiGowTilesRound; readonly at: number }
  | { readonly type: "CardCorrected"; readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string };
