import { describe, expect, it } from "vitest";
import { completedRoundWords, dealtCardWords, decisionWords, holeCardTurnedWords, insuranceWords, type DealtCardReading } from "./blackjack-round-words";

/** A toy round: what comes next is given, values are the cards' count. */
interface Play {
  readonly playerDealer: readonly string[];
  readonly players: readonly { readonly seat: number; readonly insurance: number | null; readonly hands: readonly { readonly cards: readonly string[] }[] }[];
  readonly next: { readonly kind: "deal"; readonly to: { readonly kind: "player-dealer" } | { readonly kind: "player"; readonly seat: number; readonly hand: number } } | { readonly kind: "complete" };
  readonly shown: boolean;
}

const count = (cards: readonly string[]) => (cards.length ? `${cards.length} cards` : null);

const READING: DealtCardReading<Play> = {
  nextStep: (play) => play.next,
  handValue: (play, seat, hand) => count(play.players.find((p) => p.seat === seat)?.hands[hand]?.cards ?? []),
  dealerValue: (play) => (play.playerDealer.includes("face-down") ? null : count(play.playerDealer)),
  dealerShown: (play) => play.shown,
};

function play(hands: readonly (readonly string[])[], playerDealer: readonly string[], next: Play["next"], shown = false): Play {
  return { playerDealer, players: [{ seat: 2, insurance: null, hands: hands.map((cards) => ({ cards })) }], next, shown };
}

describe("a card dealt in the floor's words", () => {
  it("says where it went, the card, where it came from and the value it made", () => {
    const before = play([["9S"]], ["AS"], { kind: "deal", to: { kind: "player", seat: 2, hand: 0 } });
    const after = play([["9S", "TD"]], ["AS"], { kind: "complete" });
    expect(dealtCardWords({ kind: "deal", card: "TD", source: "server", faceDown: false }, before, after, 4, READING)).toBe("Card 4 to seat 2: 10♦ (server shoe) — 2 cards");
  });

  it("names a split hand, and a card's deck mark where the family gives one", () => {
    const before = play([["8S", "3C"], ["8H"]], ["AS"], { kind: "deal", to: { kind: "player", seat: 2, hand: 1 } });
    const after = play([["8S", "3C"], ["8H", "KD"]], ["AS"], { kind: "complete" });
    const marked = { ...READING, mark: (_p: Play, card: string) => (card === "KD" ? "Bonus" : null) };
    expect(dealtCardWords({ kind: "deal", card: "KD", source: "dealer", faceDown: false }, before, after, 7, marked)).toBe("Card 7 to seat 2 hand 2: K♦ Bonus — 2 cards");
  });

  it("keeps a hole card face down, unread or read, and says the player-dealer's value only once the family shows it", () => {
    const toDealer = { kind: "deal", to: { kind: "player-dealer" } } as const;
    const unread = dealtCardWords({ kind: "deal", card: "face-down", source: "dealer", faceDown: true }, play([["9S", "TD"]], ["AS"], toDealer), play([["9S", "TD"]], ["AS", "face-down"], { kind: "complete" }), 4, READING);
    expect(unread).toBe("Card 4 to the player-dealer: face down, unread");
    const read = dealtCardWords({ kind: "deal", card: "6C", source: "reader", faceDown: true }, play([["9S", "TD"]], ["AS"], toDealer), play([["9S", "TD"]], ["AS", "6C"], { kind: "complete" }, true), 4, READING);
    expect(read).toBe("Card 4 to the player-dealer: face down (6♣) (card reader)");
    const drawn = (shown: boolean) => dealtCardWords({ kind: "deal", card: "5H", source: "dealer", faceDown: false }, play([["9S", "TD"]], ["AS", "6C"], toDealer), play([["9S", "TD"]], ["AS", "6C", "5H"], { kind: "complete" }, shown), 6, READING);
    expect(drawn(true)).toBe("Card 6 to the player-dealer: 5♥ — the player-dealer has 3 cards");
    expect(drawn(false)).toBe("Card 6 to the player-dealer: 5♥");
  });
});

describe("insurance and the hole card turned over", () => {
  it("says a seat's answer", () => {
    expect(insuranceWords({ seat: 3, amount: 0 })).toBe("Seat 3 declines insurance");
    expect(insuranceWords({ seat: 3, amount: 250 })).toBe("Seat 3 takes insurance for $2.50");
  });

  it("says the hole card and the player-dealer's value", () => {
    const after = play([["9S", "TD"]], ["AS", "6C"], { kind: "complete" });
    expect(holeCardTurnedWords({ card: null }, after, READING.dealerValue)).toBe("Hole card turned over: 6♣; the player-dealer has 2 cards");
    expect(holeCardTurnedWords({ card: "6C" }, null, READING.dealerValue)).toBe("Hole card turned over: 6♣");
  });
});

describe("a player's decision", () => {
  const before = play([["8S", "8D"]], ["TS", "face-down"], { kind: "complete" });
  const own = (who: string, on: string) => `${who} doubles down${on}`;

  it("says a hit, a stand, a split and a surrender alike for every family", () => {
    const said = (kind: string) => decisionWords({ seat: 2, hand: 0, decision: { kind } }, before, READING.handValue, own);
    expect(said("hit")).toBe("Seat 2 hits on 2 cards");
    expect(said("stand")).toBe("Seat 2 stands on 2 cards");
    expect(said("split")).toBe("Seat 2 splits 8♠ 8♦");
    expect(said("surrender")).toBe("Seat 2 surrenders on 2 cards: half the wager is forfeited");
  });

  it("leaves any other decision to the family's words", () => {
    expect(decisionWords({ seat: 2, hand: 0, decision: { kind: "double" } }, before, READING.handValue, own)).toBe("Seat 2 doubles down on 2 cards");
  });
});

describe("a round completed", () => {
  it("says each hand's result (or its fate), the family's more, and the bank", () => {
    const words = completedRoundWords(
      {
        handNumber: 12,
        playerDealer: ["TS", "7H"],
        playerDealerValue: "hard 17",
        hands: [
          { seat: 2, hand: 0, value: "hard 19", outcome: "win", surrendered: false },
          { seat: 2, hand: 1, value: "hard 15", outcome: "lose", surrendered: true },
          { seat: 5, hand: 0, value: "hard 17", outcome: "push", surrendered: false },
        ],
        bankBefore: 100000,
        bankAfter: 99500,
      },
      (h) => (h.surrendered ? "surrendered" : null),
      "; seat 5 Buster loses",
    );
    expect(words).toBe("Hand 12 complete: player-dealer 10♠ 7♥ (hard 17); seat 2 hand 1 wins (hard 19), seat 2 hand 2 surrendered (hard 15), seat 5 pushes (hard 17); seat 5 Buster loses; bank $1,000.00 → $995.00");
  });

  it("says when no hand played", () => {
    expect(completedRoundWords({ handNumber: 1, playerDealer: ["9S", "9H"], playerDealerValue: "hard 18", hands: [], bankBefore: 500, bankAfter: 500 }, () => null)).toBe(
      "Hand 1 complete: player-dealer 9♠ 9♥ (hard 18); no hands; bank $5.00 → $5.00",
    );
  });
});
