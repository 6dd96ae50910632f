import { describe, expect, it } from "vitest";
import { parseCard, type Card } from "../cards/card";
import { FACE_DOWN, readCards, upCard, visiblePlayerDealerCards, withHoleCard, type DealtCard } from "./player-dealer-cards";

class HoleCardRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
const refuse = (code: "wrong-step" | "card-not-allowed", message: string): never => {
  throw new HoleCardRefused(code, message);
};
const read = (card: string): Card => parseCard(card);
const c = (code: string) => code as Card;
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HoleCardRefused) return [error.code, error.message];
    throw error;
  }
  return null;
};

describe("the player-dealer's up card and cards", () => {
  it("has no up card until one is dealt and read", () => {
    expect(upCard([])).toBeUndefined();
    expect(upCard([FACE_DOWN])).toBeUndefined();
    expect(upCard([c("AS"), FACE_DOWN])).toBe("AS");
  });

  it("reads the cards only once none is face down", () => {
    expect(readCards([c("AS"), FACE_DOWN])).toBeNull();
    expect(readCards([c("AS"), c("9D")])).toEqual(["AS", "9D"]);
    expect(readCards([])).toEqual([]);
  });
});

describe("the hole card given with a step", () => {
  const down = { playerDealer: [c("AS"), FACE_DOWN] as DealtCard[], other: 1 };
  const read9 = { playerDealer: [c("AS"), c("9D")] as DealtCard[], other: 1 };

  it("puts a card read now in place, keeping the rest of the state", () => {
    expect(withHoleCard(down, "9D", "checking the hole card", read, refuse)).toEqual({ playerDealer: ["AS", "9D"], other: 1 });
  });

  it("keeps a card read before, and refuses another or none where none was read", () => {
    expect(withHoleCard(read9, undefined, "turning over", read, refuse)).toBe(read9);
    expect(withHoleCard(read9, "9D", "turning over", read, refuse)).toEqual(read9);
    expect(refusal(() => withHoleCard(read9, "KD", "turning over", read, refuse))).toEqual(["card-not-allowed", expect.stringMatching(/^turning over: the hole card is .*, not .*$/)]);
    expect(refusal(() => withHoleCard(down, FACE_DOWN, "checking the hole card", read, refuse))).toEqual(["card-not-allowed", "checking the hole card: read the hole card (give its card)"]);
    expect(refusal(() => withHoleCard({ playerDealer: [c("AS")] }, "9D", "checking the hole card", read, refuse))).toEqual(["wrong-step", "checking the hole card: no hole card has been dealt"]);
  });
});

describe("what the table may show", () => {
  it("hides the hole card until it is turned over, even when read", () => {
    const playerDealer: DealtCard[] = [c("AS"), c("9D")];
    expect(visiblePlayerDealerCards({ playerDealer, holeCard: "down" })).toEqual(["AS", FACE_DOWN]);
    expect(visiblePlayerDealerCards({ playerDealer, holeCard: "checked" })).toEqual(["AS", FACE_DOWN]);
    expect(visiblePlayerDealerCards({ playerDealer, holeCard: "exposed" })).toEqual(["AS", "9D"]);
  });
});
