/** Drives a Pai Gow Tiles table through decide/evolve in tests, as the server would. */
import { TableDriver } from "../common/test-kit";
import type { TableConfigInput } from "../common/settings";
import type { PaiGowTilesCommand } from "./commands";
import type { PaiGowTilesTableEvent } from "./events";
import { paiGowTilesMachine } from "./machine";
import { paiGowTilesSettingsFromConfig } from "./settings";
import { EMPTY_PAI_GOW_TILES_TABLE, type PaiGowTilesTableState } from "./state";
import type { PaiGowTilesViews } from "./views";

export { DEALER, SUPERVISOR } from "../common/test-kit";

export class TilesTable extends TableDriver<PaiGowTilesTableState, PaiGowTilesCommand, PaiGowTilesTableEvent, PaiGowTilesViews> {
  constructor(config: Partial<TableConfigInput> = {}) {
    // Option 1: $1 a circle, $2 from the player-dealer; the room posts limits between $5-$50 and $100-$2,000 (L1978-1982).
    const settings = paiGowTilesSettingsFromConfig({
      tableId: "pgt1",
      name: "Pai Gow Tiles test table",
      gameId: "pai-gow-tiles",
      seats: 8,
      minWagerCents: 500,
      maxWagerCents: 50_000,
      feeScheduleId: "pai-gow-tiles",
      feeOptionId: "1",
      ...config,
    });
    super(paiGowTilesMachine, EMPTY_PAI_GOW_TILES_TABLE, { type: "TableOpened", settings, at: Date.parse("2026-11-26T20:00:00Z") });
  }

  /** Betting open with these seated wagers (seat → dollars), closed: the fees fixed, the dice next. */
  wagers(stakes: Readonly<Record<number, number>>): this {
    this.do({ type: "open-betting" });
    for (const [seat, dollars] of Object.entries(stakes)) this.do({ type: "place-wager", seat: Number(seat), bet: "main", amount: dollars * 100 });
    return this.do({ type: "close-betting" });
  }
}

/**
 * Seats 1, 3, 5 and 6 taken, seat 1 banking $100, the dealer's tile pad. Seat 3 $20, seat 5 $30,
 * seat 6 $10 and Ann's $10 backline behind it; betting closed. The sample hand of the table tests.
 */
export function sampleTable(): TilesTable {
  const t = new TilesTable();
  t.seat([1, 3, 5, 6], 1, 10_000);
  t.do({ type: "open-betting" });
  t.do({ type: "place-wager", seat: 3, bet: "main", amount: 2_000 });
  t.do({ type: "place-wager", seat: 5, bet: "main", amount: 3_000 });
  t.do({ type: "place-wager", seat: 6, bet: "main", amount: 1_000 });
  t.do({ type: "place-wager", seat: 6, bet: "main", amount: 1_000, backline: true, bettor: "Ann" });
  t.do({ type: "close-betting" });
  return t;
}

/** The sample hand played through on the tile pad (the dice 11, every hand set and shown) and settled, no line paid yet. */
export function sampleHandSettled(): TilesTable {
  const t = sampleTable();
  t.do({ type: "roll-dice", total: 11 });
  t.do({ type: "deal-stacks" });
  for (const seat of [3, 5, 6]) t.do({ type: "set-hands", seat, by: "player" });
  t.do({ type: "set-hands", seat: 1, by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] });
  t.do({ type: "expose-hands", seat: 3, high: ["6-6", "3-6"], low: ["1-1", "1-6"] });
  t.do({ type: "expose-hands", seat: 5, high: ["5-5", "2-2"], low: ["4-4", "1-3"] });
  t.do({ type: "expose-hands", seat: 6, high: ["5-5", "4-5"], low: ["3-3", "2-4"] });
  t.do({ type: "settle" });
  return t;
}

/** The settlement walk's lines, "s6 backline collect 1000". */
export function ledger(t: TilesTable): string[] {
  return t.state.round!.settlement!.walk.lines.map((l) => `s${l.seat}${l.backline ? " backline" : ""} ${l.action} ${l.amount}`);
}
