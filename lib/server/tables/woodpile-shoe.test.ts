/**
 * Pai Gow Tiles' woodpile as a shoe of its own (lib/domain/pai-gow-tiles/woodpile-commitment.ts):
 * committed when the server shuffles it, its fingerprint on the wall while the hand is in play,
 * and a shoe row started with the deal and ended with the hand, so /verify/<id> proves it after.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "@/lib/domain/cards/random";
import { commitmentHash, verifyCommitment } from "@/lib/domain/cards/dealing-shoe";
import { houseWay, type TileId } from "@/lib/domain/pai-gow-tiles";
import { TilesTable } from "@/lib/domain/table/pai-gow-tiles/test-kit";
import { EMPTY_PAI_GOW_TILES_TABLE } from "@/lib/domain/table/pai-gow-tiles/state";
import { paiGowTilesMachine } from "@/lib/domain/table/pai-gow-tiles/machine";
import { paiGowTilesFloor } from "@/lib/domain/table/pai-gow-tiles/floor";
import { projectTable } from "./table-projection";

function playToTheEnd(t: TilesTable): void {
  for (const [seat, by] of [
    [1, "house-way"],
    [2, "player"],
    [3, "player"],
  ] as const)
    t.do({ type: "set-hands", seat, by });
  const pd = t.views().dealer.next;
  const pdWay = houseWay(pd.known as TileId[]);
  t.do({ type: "set-hands", seat: 4, by: "player", high: [...pdWay.high], low: [...pdWay.low] });
  for (let guard = 0; t.views().dealer.next.step === "expose" && guard < 5; guard++) {
    const next = t.views().dealer.next;
    if (next.command === "expose-hands") t.do({ type: "expose-hands", seat: next.seat! });
    else {
      const way = houseWay(next.known as TileId[]);
      t.do({ type: "expose-hands", seat: next.seat!, high: [...way.high], low: [...way.low] });
    }
  }
  t.do({ type: "settle" });
  for (let guard = 0; t.state.round && guard < 20; guard++) {
    const next = t.views().dealer.next;
    if (!next.command) break;
    t.do({ type: next.command, ...(next.command === "advance-settlement" ? { through: t.views().dealer.settlement?.lines.length ?? 0 } : {}) } as never);
  }
}

describe("a hand's woodpile is a shoe of its own", () => {
  it("is committed at the deal (fingerprint on the wall, never a tile), started and ended as a shoe row with its order and salt", () => {
    const t = new TilesTable();
    t.random = seededRandom("woodpile-commitment");
    t.seat([1, 2, 3, 4], 4, 50_000);
    t.do({ type: "tile-source", source: "server" });
    t.wagers({ 1: 25, 2: 10, 3: 40 });
    expect(t.views().display.shoe!.commitment).toBeNull();
    t.do({ type: "roll-dice" });
    t.do({ type: "deal-stacks" });
    const round = t.state.round!;
    const c = round.woodpileCommitment!;
    expect(c.orderHash).toBe(commitmentHash(round.woodpile!, c.salt));
    expect(verifyCommitment(round.woodpile!, c.salt, c.orderHash)).toBe(true);
    expect(t.views().display.shoe!.commitment).toEqual({ shoeId: c.id, fingerprint: c.orderHash.slice(0, 16) });
    // Nothing of the order or the salt reaches the wall.
    const wall = JSON.stringify(t.views().display);
    expect(wall).not.toContain(c.salt);
    expect(wall).not.toContain(round.woodpile!.join(","));

    playToTheEnd(t);
    expect(t.state.round).toBeNull();
    expect(t.views().display.shoe!.commitment).toBeNull();

    const rows = projectTable(paiGowTilesMachine.evolve, paiGowTilesFloor.afterEnd)("pgt1", EMPTY_PAI_GOW_TILES_TABLE, t.log, t.state, 1, new Date("2026-12-04T10:00:00Z"));
    const shoeRows = rows.filter((r) => r.op === "shoe.start" || r.op === "shoe.end");
    expect(shoeRows).toEqual([
      { op: "shoe.start", id: c.id, tableId: "pgt1", source: "server", decks: 0, jokers: 0, orderHash: c.orderHash, orderSalt: c.salt, cardOrder: [...round.woodpile!], at: expect.any(Date) },
      { op: "shoe.end", id: c.id, at: expect.any(Date) },
    ]);
  });
});
