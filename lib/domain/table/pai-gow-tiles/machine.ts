/** The Pai Gow Tiles table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { PaiGowTilesCommand } from "./commands";
import { decidePaiGowTiles } from "./decide";
import { evolvePaiGowTiles } from "./evolve";
import type { PaiGowTilesTableEvent } from "./events";
import type { PaiGowTilesTableState } from "./state";
import { paiGowTilesViews, type PaiGowTilesViews } from "./views";

export const paiGowTilesMachine: TableMachine<PaiGowTilesTableState, PaiGowTilesCommand, PaiGowTilesTableEvent, PaiGowTilesViews> = {
  parseCommand: (input) => parseCommandWith(PaiGowTilesCommand, input),
  decide: decidePaiGowTiles,
  evolve: evolvePaiGowTiles,
  views: paiGowTilesViews,
};
