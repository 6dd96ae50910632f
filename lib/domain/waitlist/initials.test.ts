import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialsOf, typedInitials } from "./initials";

describe("initials on the board", () => {
  it("takes the first letter of each word", () => {
    expect(initialsOf("John Smith")).toBe("J.S.");
    expect(initialsOf("  alice   brown ")).toBe("A.B.");
    expect(initialsOf("Jean-Luc Picard")).toBe("J.L.P.");
    expect(initialsOf("Mike")).toBe("M.");
  });

  it("keeps initials typed as such", () => {
    expect(initialsOf("JS")).toBe("J.S.");
    expect(initialsOf("J.S.")).toBe("J.S.");
    expect(initialsOf("ABC")).toBe("A.B.C.");
    // A short word in capitals of four letters or more is a name, not initials.
    expect(initialsOf("JOHN")).toBe("J.");
  });

  it("keeps the first two and the last of a long name", () => {
    expect(initialsOf("Mary Ann de la Cruz")).toBe("M.A.C.");
  });

  it("never shows more than three letters nor any digit run of a phone number", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const shown = initialsOf(name);
        expect([...shown.replace(/\./g, "")].length).toBeLessThanOrEqual(3);
        expect(shown).not.toMatch(/\d{2}/);
      }),
    );
  });
});

describe("initials a player types on a phone", () => {
  it("are up to three letters as the board writes them", () => {
    expect(typedInitials("js")).toBe("J.S.");
    expect(typedInitials("J. S.")).toBe("J.S.");
    expect(typedInitials("m a c d")).toBe("M.A.C.");
    expect(typedInitials("ü")).toBe("Ü.");
    expect(typedInitials("12")).toBe("?");
  });
});
