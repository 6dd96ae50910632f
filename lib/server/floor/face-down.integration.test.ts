/**
 * A round's face-down cards do not reach the floor's records before the round is over (issue 22
 * item 7): the replay and the regulator's export of a round in play hold no card the wall does not
 * show; once it is over, the hole card is there as recorded. Real rounds on a real PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@/lib/server/test-server";
import { replayRound } from "./history";
import { regulatorExport } from "./regulator-export";
import { must, noBustView, openTable, playNoBustRound, supervisorView } from "./test-kit";
import type { BaccaratDisplayView } from "@/lib/domain/table/baccarat/views";
import type { ExportedBaccaratRound } from "@/lib/domain/table/baccarat/floor";
import type { NoBustDisplayView } from "@/lib/domain/table/no-bust/views";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const now = Date.parse("2026-11-22T20:00:00Z"); // 12:00 in the room
const TZ = "America/Los_Angeles";

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

/** How often a card code appears anywhere in a value. */
const times = (value: unknown, card: string) => JSON.stringify(value).split(`"${card}"`).length - 1 + (JSON.stringify(value).match(new RegExp(`[ (]${card}[ )]`, "g"))?.length ?? 0);

async function exportToday(tableId: string) {
  return (await regulatorExport(server.db, { tableId, day: "2026-11-22", settings: { timeZone: TZ }, generatedBy: "test", now: new Date(now) }))!;
}

describe("face-down cards stay off the floor's records of a round in play", () => {
  it("baccarat: the hole card is in neither the replay nor the export until the round ends", async () => {
    const r = server.registry;
    // 21st Century Baccarat deals the Banker's second card face down (the hole card).
    await openTable(r, "t3", [1, 2, 3], 3);
    await must(r, "t3", { type: "open-betting" });
    await must(r, "t3", { type: "place-wager", seat: 1, bet: "player", amount: 1000 });
    await must(r, "t3", { type: "close-betting" });
    let hole: string | null = null;
    for (let i = 0; i < 6 && !hole; i++) {
      await must(r, "t3", { type: "deal-card" });
      const sup = supervisorView(r, "t3");
      if (sup.holeCard && sup.banker.cards.includes("face-down")) hole = sup.holeCard;
    }
    expect(hole).not.toBeNull();
    const display = r.snapshot("t3")!.views.display as BaccaratDisplayView;
    const shown = times(display, hole!);
    const roundId = `t3-${supervisorView(r, "t3").handNumber}`;
    const inPlay = (await replayRound(server.db, "t3", roundId))!;
    expect(inPlay.finished).toBe(false);
    expect(times(inPlay.steps, hole!)).toBeLessThanOrEqual(shown * inPlay.steps.length * 2);
    for (const step of inPlay.steps) expect(times(step, hole!)).toBeLessThanOrEqual(shown * 2);
    const last = inPlay.steps.at(-1)!;
    expect((last.frame as { holeCard: string | null }).holeCard).toBe("face-down");
    const doc = await exportToday("t3");
    const open = doc.rounds.find((x) => x.roundId === roundId)!;
    expect(open.status).toBe("in-progress");
    // The export lists each card twice (by hand and in the deal order); an eight-deck shoe can hold the hole card's twin face up.
    expect((open as unknown as ExportedBaccaratRound).cards.dealOrder[3]!.card).toBe("face-down");
    expect(times(open, hole!)).toBeLessThanOrEqual(shown * 2);

    // Played to the end, the round's records show the hole card as recorded.
    for (let i = 0; i < 8 && supervisorView(r, "t3").next.command && supervisorView(r, "t3").next.command !== "settle"; i++) await must(r, "t3", { type: supervisorView(r, "t3").next.command! });
    await must(r, "t3", { type: "settle" });
    await must(r, "t3", { type: "advance-settlement", through: supervisorView(r, "t3").settlement!.lines.length });
    await must(r, "t3", { type: "end-round" });
    const over = (await replayRound(server.db, "t3", roundId))!;
    expect(over.finished).toBe(true);
    expect(over.steps.some((s) => (s.frame as { holeCard: string | null } | null)?.holeCard === hole)).toBe(true);
    const after = (await exportToday("t3")).rounds.find((x) => x.roundId === roundId)!;
    expect(after.status).toBe("complete");
    expect(times(after, hole!)).toBeGreaterThan(0);
  });

  it("No Bust: the player-dealer's hole card is hidden in the replay and the export while the players act", async () => {
    const r = server.registry;
    // 6.0 deals the player-dealer a hole card; the dealer enters every card (the hole card read as dealt).
    await openTable(r, "t8", [1, 2, 3], 3, 100_000, "dealer");
    await playNoBustRound(r, "t8", [{ seat: 1, bet: "main", amount: 1000 }], { stopAfter: "betting-closed" });
    for (const card of ["8S", "5C", "8D", "QH"]) await must(r, "t8", { type: "deal-card", card });
    const sup = noBustView(r, "t8");
    expect(sup.holeCard).toBe("QH");
    const display = r.snapshot("t8")!.views.display as NoBustDisplayView;
    expect(times(display, "QH")).toBe(0);
    const roundId = `t8-${sup.handNumber}`;
    const replay = (await replayRound(server.db, "t8", roundId))!;
    expect(replay.finished).toBe(false);
    expect(times(replay.steps, "QH")).toBe(0);
    expect(replay.steps.map((s) => s.text).join("\n")).not.toMatch(/\bQH\b/);
    const open = (await exportToday("t8")).rounds.find((x) => x.roundId === roundId)!;
    expect(open.status).toBe("in-progress");
    expect(times(open, "QH")).toBe(0);
  });
});
