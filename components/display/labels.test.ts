import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ZH_CHARACTERS } from "./labels";

// The wall's Chinese labels are drawn from the font cut the app ships (public/fonts, made by
// scripts/wall-font.sh): a label with a character the cut lacks would show a box on a wall whose
// machine has no Chinese font.
describe("the wall's Chinese font", () => {
  const shipped = readFileSync(new URL("../../public/fonts/wall-zh.characters.txt", import.meta.url), "utf8").trim();

  it("holds every character of the board's labels (else run scripts/wall-font.sh)", () => {
    expect([...ZH_CHARACTERS].filter((ch) => !shipped.includes(ch))).toEqual([]);
    expect(ZH_CHARACTERS.length).toBeGreaterThan(30);
  });

  it("ships both weights the labels use, each a small file", () => {
    for (const weight of [400, 700]) {
      const size = statSync(new URL(`../../public/fonts/wall-zh-${weight}.woff2`, import.meta.url)).size;
      expect(size).toBeGreaterThan(2_000);
      expect(size).toBeLessThan(100_000);
    }
  });
});
