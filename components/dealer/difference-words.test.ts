import { describe, expect, it } from "vitest";
import { DIFFERENCES, finishWords, LINES, resultWords } from "./difference-words";

describe("the words of the settlement walks", () => {
  it("says a result as won, lost or even, never as a signed sum", () => {
    expect(resultWords(2_000)).toBe("Won $20.00");
    expect(resultWords(-1_000)).toBe("Lost $10.00");
    expect(resultWords(0)).toBe("Even");
  });

  it("the one button says what it does at each moment a step is left", () => {
    expect(finishWords(3, 3, DIFFERENCES)).toBe("All 3 differences are made: finish the round");
    expect(finishWords(2, 3, DIFFERENCES)).toBe("The 2 differences left are made: finish the round");
    expect(finishWords(1, 3, DIFFERENCES)).toBe("The last difference is made: finish the round");
    expect(finishWords(1, 1, DIFFERENCES)).toBe("The difference is made: finish the round");
  });

  it("the ordinary walk's one button says the same, of lines settled", () => {
    expect(finishWords(4, 4, LINES)).toBe("All 4 lines are settled: finish the round");
    expect(finishWords(2, 4, LINES)).toBe("The 2 lines left are settled: finish the round");
    expect(finishWords(1, 4, LINES)).toBe("The last line is settled: finish the round");
    expect(finishWords(1, 1, LINES)).toBe("The line is settled: finish the round");
  });
});
