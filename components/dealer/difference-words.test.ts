import { describe, expect, it } from "vitest";
import { finishWords, resultWords } from "./difference-words";

describe("the words of the walk of differences", () => {
  it("says a result as won, lost or even, never as a signed sum", () => {
    expect(resultWords(2_000)).toBe("Won $20.00");
    expect(resultWords(-1_000)).toBe("Lost $10.00");
    expect(resultWords(0)).toBe("Even");
  });

  it("the one button says what it does at each moment", () => {
    expect(finishWords(0, 0)).toBe("No money changes hands: finish the round");
    expect(finishWords(3, 3)).toBe("All 3 differences are made: finish the round");
    expect(finishWords(2, 3)).toBe("The 2 differences left are made: finish the round");
    expect(finishWords(1, 3)).toBe("The last difference is made: finish the round");
    expect(finishWords(1, 1)).toBe("The difference is made: finish the round");
    expect(finishWords(0, 3)).toBe("Finish the round");
  });
});
