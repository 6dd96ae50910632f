import { describe, expect, it } from "vitest";
import { detailWords } from "@/components/floor/audit-words";
import { cards, PaiGowTable, setHand, SUPERVISOR } from "@/lib/domain/table/pai-gow-poker/test-kit";
import { paiGowMachine } from "@/lib/domain/table/pai-gow-poker/machine";
import { EMPTY_PAI_GOW_TABLE } from "@/lib/domain/table/pai-gow-poker/state";
import { paiGowFloor } from "@/lib/domain/table/pai-gow-poker/floor";
import { projectTable } from "./table-projection";

describe("a pai gow poker hand corrected by the floor is in the audit trail (issue 28)", () => {
  it("one audit row with the supervisor, the reason and the hand before and after, said in words", () => {
    const t = new PaiGowTable({ gameId: "fortune-pai-gow" });
    t.seat([1, 2, 3, 4], 1, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 4, bet: "game", amount: 10_000 });
    t.do({ type: "close-betting" });
    t.do({ type: "deal-piles" });
    t.do({ type: "choose-action-pile", pile: 4 });
    t.do({ type: "roll-dice", total: 10 });
    t.do(setHand(4, "AS AH 9S 6C 3D | QH TC"));
    t.do({ type: "expose-player-dealer", cards: cards("KS KH 9D 8D 5S 3H 2D") });
    t.do({ type: "correct-hand", seat: 4, split: { high: cards("AS AH QH TC 9S"), low: cards("6C 3D") }, reason: "seat 4 set the six and three in front" }, SUPERVISOR);
    const rows = projectTable(paiGowMachine.evolve, paiGowFloor.afterEnd)("pg1", EMPTY_PAI_GOW_TABLE, t.log, t.state, 1, new Date("2026-12-05T10:00:00Z"));
    const audited = rows.filter((r) => r.op === "audit" && r.action === "round.correct-hand");
    expect(audited).toHaveLength(1);
    const row = audited[0] as { staffId: string; reason: string; detail: Record<string, unknown> };
    expect(row).toMatchObject({ staffId: SUPERVISOR.id, reason: "seat 4 set the six and three in front" });
    expect(detailWords("round.correct-hand", row.detail, "America/Los_Angeles")).toMatch(/^hand #1: seat 4's hand corrected from high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ to high A♠ A♥ Q♥ 10♣ 9♠, low 6♣ 3♦; the round replayed with it$/);
  });
});
