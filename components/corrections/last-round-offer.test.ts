import { describe, expect, it } from "vitest";
import { correctionsFor, lastRoundOffer } from "./correction-offers";

const cards = [{ index: 0, card: "2S", where: "Player card 1" }];
const base = { tableId: "t1", status: "open", handNumber: 2, floorCorrections: true as const, dealtCards: [] };

describe("the last round, ended, on the correction form (DC6b)", () => {
  it("is offered while the next round is in betting or between rounds, with its own cards", () => {
    const offer = lastRoundOffer({ ...base, phase: "betting", endedRound: { handNumber: 1, correctable: true, dealtCards: cards } });
    expect(offer).toMatchObject({ handNumber: 1, corrections: ["correct-card"] });
    expect(offer!.view.dealtCards).toEqual(cards);
    // The round open now keeps its own corrections (void it, not a card of it: none dealt).
    expect(correctionsFor({ ...base, phase: "betting" })).toEqual(["pause-table", "void-round"]);
    expect(lastRoundOffer({ ...base, handNumber: 1, phase: "waiting", endedRound: { handNumber: 1, correctable: true, dealtCards: cards } })).not.toBeNull();
  });

  it("is not offered once the next round's cards are out, nor with nothing to correct", () => {
    expect(lastRoundOffer({ ...base, phase: "dealing", endedRound: { handNumber: 1, correctable: true, dealtCards: cards } })).toBeNull();
    expect(lastRoundOffer({ ...base, phase: "betting", endedRound: { handNumber: 1, correctable: true, dealtCards: [] } })).toBeNull();
    expect(lastRoundOffer({ ...base, phase: "betting" })).toBeNull();
  });

  it("offers each family's own correction from the lists its last round gives (a hand setting, a tile), the form never naming the family", () => {
    const hand = { seat: 4, cards: ["AS", "AH", "9S", "6C", "3D", "QH", "TC"], high: ["AS", "AH", "9S", "6C", "3D"], low: ["QH", "TC"] };
    expect(lastRoundOffer({ ...base, phase: "betting", endedRound: { handNumber: 1, correctable: true, dealtCards: [], handSettings: [hand] } })).toMatchObject({ corrections: ["correct-hand"] });
    expect(lastRoundOffer({ ...base, phase: "waiting", endedRound: { handNumber: 1, correctable: true, entered: [{ index: 3, tile: "1-5a" }] } })).toMatchObject({ corrections: ["correct-tile"] });
  });
});
