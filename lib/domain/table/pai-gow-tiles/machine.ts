/**
 * The Pai Gow Tiles table as a TableMachine: parse and decide as its commands are declared
 * (commands.ts), evolve, views; its last round correctable after it ended
 * (common/ended-round-corrections.ts, composed by common/compose-machine.ts). There is no shoe:
 * every hand's tiles (the dealer's tile pad, or the server's woodpile) are the round's own, kept
 * with it.
 */
import type { TableEvent, TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { composeTableMachine } from "../common/compose-machine";
import { describeTile, type TileId } from "../../pai-gow-tiles";
import { PAI_GOW_TILES_COMMANDS, type PaiGowTilesCommand } from "./commands";
import { evolvePaiGowTiles } from "./evolve";
import type { PaiGowTilesTableEvent } from "./events";
import type { PaiGowTilesTableState } from "./state";
import { paiGowTilesEndedLists, paiGowTilesViews, type PaiGowTilesViews } from "./views";

/** A tile corrected, in words: "tile 4: Gee Joon (1-2) → Bon (2-5)" (a tile correction is recorded as every family's CardCorrected). */
function tileCorrectionWords(event: TableEvent): string | null {
  if (event.type !== "CardCorrected") return null;
  const e = event as Extract<PaiGowTilesTableEvent, { type: "CardCorrected" }>;
  return `tile ${e.index + 1}: ${describeTile(e.from as TileId)} → ${describeTile(e.to as TileId)}`;
}

export const paiGowTilesMachine: TableMachine<PaiGowTilesTableState, PaiGowTilesCommand, PaiGowTilesTableEvent, PaiGowTilesViews> = composeTableMachine(
  {
    parseCommand: (input) => parseCommandWith(PAI_GOW_TILES_COMMANDS.schema, input),
    decide: PAI_GOW_TILES_COMMANDS.decide,
    evolve: evolvePaiGowTiles,
    views: paiGowTilesViews,
  },
  { endedRound: { words: tileCorrectionWords, lists: paiGowTilesEndedLists } },
);
