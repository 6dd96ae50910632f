import { describe, expect, it } from "vitest";
import { decodeMappings } from "./page-profile";

describe("decodeMappings", () => {
  it("reads the relative fields of each line's segments, a name where there is one", () => {
    // Line 0: column 0 -> source 0 line 0 column 0; column 4 -> line 1 column 2, name 0.
    // Line 1: column 2 -> source 1, line 1, column 1 (the fields go on from the line before).
    const lines = decodeMappings("AAAA,IACEA;ECAD");
    expect(lines[0]).toEqual([
      [0, 0, 0, 0, undefined],
      [4, 0, 1, 2, 0],
    ]);
    expect(lines[1]).toEqual([[2, 1, 1, 1, undefined]]);
  });

  it("decodes values over one base64 digit and negative steps", () => {
    // gB = 16 (a continued digit), D = -1.
    const lines = decodeMappings("gBAAA,CAAD");
    expect(lines[0]).toEqual([
      [16, 0, 0, 0, undefined],
      [17, 0, 0, -1, undefined],
    ]);
  });
});
