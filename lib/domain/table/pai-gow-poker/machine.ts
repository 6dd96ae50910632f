/** The pai gow poker table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { PaiGowCommand } from "./commands";
import { decidePaiGow } from "./decide";
import { evolvePaiGow } from "./evolve";
import type { PaiGowTableEvent } from "./events";
import type { PaiGowTableState } from "./state";
import { paiGowViews, type PaiGowViews } from "./views";

export const paiGowMachine: TableMachine<PaiGowTableState, PaiGowCommand, PaiGowTableEvent, PaiGowViews> = {
  parseCommand: (input) => parseCommandWith(PaiGowCommand, input),
  decide: decidePaiGow,
  evolve: evolvePaiGow,
  views: paiGowViews,
};
