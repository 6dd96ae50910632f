import { describe, expect, it } from "vitest";
import { pokerFloor } from "@/lib/domain/table/poker/floor";
import { twentyOneFloor } from "@/lib/domain/table/twenty-one/floor";
import { correctionsNaming } from "./history";

describe("the SQL that finds a round's corrections after its end, built from its family's declaration", () => {
  it("passes each declared type and path as parameters, never in the text", () => {
    const named = correctionsNaming([{ type: "Fixed'; DROP TABLE table_events; --", roundIdAt: ["a", "b"] }, { type: "Other", roundIdAt: ["id"] }], 4)!;
    expect(named.where).toBe("(type = $4 AND payload #>> $5::text[] = $3) OR (type = $6 AND payload #>> $7::text[] = $3)");
    expect(named.params).toEqual(["Fixed'; DROP TABLE table_events; --", ["a", "b"], "Other", ["id"]]);
  });

  it("asks the banked families for the shell's correction and poker for its award corrected; nothing where none is declared", () => {
    expect(correctionsNaming(twentyOneFloor.afterEnd.corrections, 4)!.params).toEqual(["EndedRoundCorrected", ["roundId"]]);
    expect(correctionsNaming(pokerFloor.afterEnd.corrections, 4)!.params).toEqual(["RoundCorrected", ["round", "id"]]);
    expect(correctionsNaming([], 4)).toBeNull();
  });
});
