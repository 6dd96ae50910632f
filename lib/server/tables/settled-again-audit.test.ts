import { describe, expect, it } from "vitest";
import { detailWords } from "@/components/floor/audit-words";
import { PD_THIRD_CARD_WAS_3, settledAgainst18, SUPERVISOR } from "@/lib/domain/table/twenty-one/test-kit";
import { twentyOneMachine } from "@/lib/domain/table/twenty-one/machine";
import { EMPTY_TWENTY_ONE_TABLE } from "@/lib/domain/table/twenty-one/state";
import { twentyOneFloor } from "@/lib/domain/table/twenty-one/floor";
import { projectTable } from "./table-projection";

const AT = new Date("2026-12-06T10:00:00Z");
const project = projectTable(twentyOneMachine.evolve, twentyOneFloor.afterEnd);

describe("a round corrected while its money was paid, settled again, is in the audit trail with the money (issue 28)", () => {
  it("the correction's row names the card; the settling again's row, by the dealer who settled, names the money to make right", () => {
    // Mortimer's Pure 21.5: seat 1 wins $10, seat 2 pushes $20, seat 3 loses $10 against the
    // player-dealer's 18, every line paid; the third card was a 3 (19): seat 1 now pushes, seat 2 loses,
    // seat 3 loses as before: $10.00 and $20.00 back from seats 1 and 2, $30.00 to the bank.
    const t = settledAgainst18();
    t.do({ type: "advance-settlement", through: 3 });
    t.do(PD_THIRD_CARD_WAS_3, SUPERVISOR);
    const atCorrection = t.log.length;
    t.do({ type: "settle" });
    const correction = project("t10", EMPTY_TWENTY_ONE_TABLE, t.log.slice(0, atCorrection), t.state, 1, AT, SUPERVISOR.id).filter((r) => r.op === "audit");
    expect(correction.map((r) => r.op === "audit" && r.action)).toEqual(["round.correct-card"]);
    const before = t.log.slice(0, atCorrection).reduce(twentyOneMachine.evolve, EMPTY_TWENTY_ONE_TABLE);
    const rows = project("t10", before, t.log.slice(atCorrection), t.state, atCorrection + 1, AT, "dealer-10").filter((r) => r.op === "audit");
    expect(rows).toHaveLength(1);
    const row = rows[0] as { staffId: string; action: string; reason: string | null; detail: Record<string, unknown> };
    expect(row).toMatchObject({ staffId: "dealer-10", action: "round.settle-again", reason: null });
    expect(detailWords(row.action, row.detail, "America/Los_Angeles")).toBe(
      "hand #1 settled again after its correction, the money paid kept; to make right at the table: collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank.",
    );
  });

  it("an ordinary settlement writes no audit row", () => {
    const t = settledAgainst18();
    expect(project("t10", EMPTY_TWENTY_ONE_TABLE, t.log, t.state, 1, AT, "dealer-10").filter((r) => r.op === "audit")).toEqual([]);
  });
});
