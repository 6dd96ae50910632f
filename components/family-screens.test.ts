import { describe, expect, it } from "vitest";
import { GAME_FAMILIES } from "@/lib/domain/table/families";
import { FAMILY_SCREENS } from "./family-screens";

/** Every part a family gives the screens (components/family-screens.tsx). */
const PARTS = ["DealerNext", "DealerRound", "WallBoard", "wallBetLimits", "ReplayHands", "SettleHands"] as const;

describe("the screens' family registry", () => {
  it("has every registered family, and nothing else", () => {
    expect(Object.keys(FAMILY_SCREENS).sort()).toEqual([...GAME_FAMILIES].sort());
  });
  it.each(GAME_FAMILIES)("%s gives every part of the tablet, the wall and the floor", (family) => {
    expect(typeof FAMILY_SCREENS[family].wallBetLimits, `${family}.wallBetLimits`).toBe("function");
    // The screens' parts load on demand (next/dynamic): a component React renders, function or wrapper object.
    for (const part of PARTS.filter((p) => p !== "wallBetLimits")) {
      const component: unknown = FAMILY_SCREENS[family][part];
      const renderable = typeof component === "function" || (typeof component === "object" && component !== null && "$$typeof" in component);
      expect(renderable, `${family}.${part}`).toBe(true);
    }
  });
  it("never gives one family's part to another", () => {
    const seen = new Map<unknown, string>();
    for (const family of GAME_FAMILIES) {
      for (const part of ["DealerNext", "DealerRound", "WallBoard", "ReplayHands", "SettleHands"] as const) {
        const component = FAMILY_SCREENS[family][part];
        expect(seen.get(component), `${family}.${part}`).toBeUndefined();
        seen.set(component, family);
      }
    }
  });
});
