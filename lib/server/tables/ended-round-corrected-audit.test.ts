import { describe, expect, it } from "vitest";
import { detailWords } from "@/components/floor/audit-words";
import { PD_THIRD_CARD_WAS_3, settledAgainst18, SUPERVISOR } from "@/lib/domain/table/twenty-one/test-kit";
import { twentyOneMachine } from "@/lib/domain/table/twenty-one/machine";
import { EMPTY_TWENTY_ONE_TABLE } from "@/lib/domain/table/twenty-one/state";
import { twentyOneFloor } from "@/lib/domain/table/twenty-one/floor";
import { projectTable } from "./table-projection";

describe("a round corrected after it ended is in the audit trail and the history list (DC6g)", () => {
  it("one audit row with the supervisor, the reason, the correction and the money; the round's record replaced, its end kept", () => {
    const t = settledAgainst18();
    t.finish();
    const endedAt = t.now;
    t.do({ type: "open-betting" });
    t.now += 60_000;
    t.do(PD_THIRD_CARD_WAS_3, SUPERVISOR);
    const from = t.log.length - 1;
    const rows = projectTable(twentyOneMachine.evolve, twentyOneFloor.afterEnd)("t21", t.log.slice(0, from).reduce(twentyOneMachine.evolve, EMPTY_TWENTY_ONE_TABLE), t.log.slice(from), t.state, from + 1, new Date("2026-12-05T10:00:00Z"));
    const audited = rows.filter((r) => r.op === "audit" && r.action === "round.correct-ended");
    expect(audited).toHaveLength(1);
    const row = audited[0] as { staffId: string; reason: string; detail: Record<string, unknown> };
    expect(row).toMatchObject({ staffId: SUPERVISOR.id, reason: "misread the three" });
    expect(detailWords("round.correct-ended", row.detail, "America/Los_Angeles")).toBe(
      "hand #1, after it ended: card 9: 2♦ → 3♦; settled again, the money paid kept; to make right at the table: collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank.",
    );
    expect(rows.find((r) => r.op === "round.complete")).toMatchObject({ id: "t21-1", at: new Date(endedAt), result: { bankAfter: 103_000 } });
    // The family's own correction events are inside the one event: no second card-correction row.
    expect(rows.filter((r) => r.op === "audit")).toHaveLength(1);
  });
});
