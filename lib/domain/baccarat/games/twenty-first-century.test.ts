import { describe, expect, it } from "vitest";
import { BONUS_PAIR_PAY_TABLE, HOLE_CARD_ACTION_POSITIONS, twentyFirstCentury } from "./twenty-first-century";
import { FACE_DOWN, RoundRuleError, checkHoleCard, faceUpCards, dealCard, exposeHoleCard, newRound, nextStep, playRound, recordHitOrStand, roundResult, type RoundState } from "../round";
import { ResolutionError, resolveBet, type PlayerLineChoice } from "../resolution";
import { resolutionLabel } from "../pay-table";
import { bankerDraws, playerDecision } from "../drawing-rules";
import { lateTieWindow } from "../late-tie";
import type { BetId } from "../bet";
import type { AnyGameConfig } from "../game-config";

const game = twentyFirstCentury();
const settle = (cards: string[], bet: BetId, choice?: PlayerLineChoice, g: AnyGameConfig = game) =>
  resolutionLabel(resolveBet(g, playRound(g, cards), bet, choice));

function deal(g: AnyGameConfig, cards: string[]): RoundState {
  return cards.reduce((s, c) => dealCard(g, s, c), newRound());
}

describe("21st Century Baccarat 5.0 (seed 001)", () => {
  describe("the game", () => {
    it("L24: four, six or eight decks", () => expect(game.decks).toEqual([4, 6, 8]));
    it("L25: a blackjack table with eight seats, or a baccarat table with eight or fourteen", () => {
      expect(game.tables.map((t) => `${t.table} ${t.layout.seats}`)).toEqual(["blackjack 8", "baccarat 8", "baccarat 14"]);
    });
    it("L57-60, L141: the betting circles", () => {
      expect(game.bets.map((b) => b.id)).toEqual(["player", "dealer", "early-tie", "late-tie", "player-pair", "dealer-pair"]);
    });
    it("L118-120: the early tie is placed before the deal, needs a base wager and may not exceed it", () => {
      expect(game.bets.find((b) => b.id === "early-tie")).toMatchObject({ placed: "before-deal", requires: "line-wager", maxStake: "base-wager" });
    });
    it("L127, L137: the late tie is placed after the Player cards, only with an early tie", () => {
      expect(game.bets.find((b) => b.id === "late-tie")).toMatchObject({ placed: "after-player-cards", requires: "early-tie" });
    });
    it("L143, L145: the bonus pair is placed before the deal and needs a base wager", () => {
      expect(game.bets.find((b) => b.id === "player-pair")).toMatchObject({ placed: "before-deal", requires: "line-wager" });
    });
    it("L16, L85-93: the action button seat from the hole card, the player-dealer at 0", () => {
      expect(HOLE_CARD_ACTION_POSITIONS).toEqual({ A: 1, "8": 1, "2": 2, "9": 2, "3": 3, T: 3, "4": 4, J: 4, "5": 5, Q: 5, "6": 6, K: 6, "7": 7 });
      expect(game.settlement.startsAt).toMatchObject({ kind: "position-table", card: { hand: "banker", index: 1 }, playerDealerPosition: 0 });
    });
    it("L123, L147: settled from the action button seat by seat", () => expect(game.settlement.walk).toBe("seat-by-seat"));
  });

  describe("drawing rules", () => {
    const rules = { kind: "player-option-on-5", holeCard: "peek-for-natural" } as const;
    it("L70, L74, L78-79: the Player hits on 0-4, chooses on 5, stands on 6-9", () => {
      expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => playerDecision(rules, t, 3))).toEqual([
        "draw", "draw", "draw", "draw", "draw", "option", "stand", "stand", "stand", "stand",
      ]);
    });
    it("L103, L107-108: the player-dealer hits on 0-5 and stands on 6-9", () => {
      expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => bankerDraws(rules, t, 3, null))).toEqual([
        true, true, true, true, true, true, false, false, false, false,
      ]);
    });
    it("L97, L107: the player-dealer on 5 hits even after a Player third card of 8 (no tableau)", () => {
      const r = playRound(game, ["2S", "2C", "AS", "3C", "8H", "AD"]);
      expect([r.player.cards.length, r.banker.cards.length, r.banker.total]).toEqual([3, 3, 6]);
    });
    it("L72: a Player natural 8 or 9: the player-dealer does not draw", () => {
      const r = playRound(game, ["4S", "KC", "4H", "2C", "9D"]);
      expect([r.cardsUsed, r.player.total, r.banker.total]).toEqual([4, 8, 2]);
    });
    it("L105: a player-dealer natural: the Player does not draw (hole card checked first)", () => {
      const r = playRound(game, ["2S", "4C", "KS", "5C", "9D"]);
      expect([r.cardsUsed, r.player.total, r.banker.total]).toEqual([4, 2, 9]);
    });
    it("option holeCardRule expose-after-player-draws: the Player draws before the player-dealer natural is seen", () => {
      const g = twentyFirstCentury({ holeCardRule: "expose-after-player-draws" });
      const r = playRound(g, ["2S", "4C", "KS", "5C", "9D"]);
      expect([r.cardsUsed, r.player.total, r.banker.total]).toEqual([5, 1, 9]);
    });
  });

  describe("the round step by step (L18, L66, L82, L97)", () => {
    it("L18: the fourth card (the player-dealer's second) is dealt face down", () => {
      expect(nextStep(game, deal(game, ["2S", "7C", "3S"]))).toEqual({ kind: "deal", hand: "banker", cardNumber: 2, faceDown: true });
    });
    it("L79-82: hole card checked, bettors choose on 5, hit card dealt, hole card exposed, then the player-dealer", () => {
      let s = deal(game, ["2S", "3C", "3S"]);
      s = dealCard(game, s, FACE_DOWN);
      expect(nextStep(game, s)).toEqual({ kind: "check-hole-card" });
      expect(() => dealCard(game, s, "4H")).toThrow(RoundRuleError);
      expect(() => checkHoleCard(game, s)).toThrow(/must be read/);
      s = checkHoleCard(game, s, "KD");
      expect(nextStep(game, s)).toEqual({ kind: "choose-hit-or-stand" });
      s = recordHitOrStand(game, s, true);
      expect(nextStep(game, s)).toEqual({ kind: "deal", hand: "player", cardNumber: 3, faceDown: false });
      s = dealCard(game, s, "4H");
      expect(nextStep(game, s)).toEqual({ kind: "expose-hole-card" });
      expect(() => exposeHoleCard(game, s, "QD")).toThrow(/hole card is K♦/);
      s = exposeHoleCard(game, s);
      expect(nextStep(game, s)).toEqual({ kind: "deal", hand: "banker", cardNumber: 3, faceDown: false });
      s = dealCard(game, s, "4D");
      expect(nextStep(game, s)).toEqual({ kind: "complete" });
      const r = roundResult(game, s);
      expect([r.player.total, r.banker.total, r.playerLines?.stand.total, r.playerLines?.hit?.total]).toEqual([9, 7, 5, 9]);
    });
    it("L18: a hole card read by the shoe stays face down for the table until it is exposed", () => {
      let s = deal(game, ["2S", "7C", "3S", "KD"]);
      expect(faceUpCards(s).map((d) => d.card)).toEqual(["2S", "7C", "3S", FACE_DOWN]);
      s = checkHoleCard(game, s);
      expect(faceUpCards(s)[3]?.card).toBe(FACE_DOWN);
      s = exposeHoleCard(game, recordHitOrStand(game, s, false));
      expect(faceUpCards(s).map((d) => d.card)).toEqual(["2S", "7C", "3S", "KD"]);
    });
    it("L79-81: nobody hits on 5: no hit card, the hole card is exposed next", () => {
      let s = deal(game, ["2S", "7C", "3S", "KD"]);
      s = checkHoleCard(game, s);
      s = recordHitOrStand(game, s, false);
      expect(nextStep(game, s)).toEqual({ kind: "expose-hole-card" });
    });
    it("L78: the Player must hit on 0-4: there is no choice to record", () => {
      const s = checkHoleCard(game, deal(game, ["AS", "7C", "2S", "KD"]));
      expect(nextStep(game, s)).toEqual({ kind: "deal", hand: "player", cardNumber: 3, faceDown: false });
      expect(() => recordHitOrStand(game, s, false)).toThrow(RoundRuleError);
    });
    it("L66: one hit card at most: a complete round refuses another card", () => {
      const r = playRound(game, ["AS", "7C", "2S", "KD", "4H"]);
      expect(r.cardsUsed).toBe(5);
      let s = checkHoleCard(game, deal(game, ["AS", "7C", "2S", "KD"]));
      s = exposeHoleCard(game, dealCard(game, s, "4H"));
      expect(() => dealCard(game, s, "5H")).toThrow(/round is complete/);
    });
    it("only the hole card may be dealt face down", () => {
      expect(() => dealCard(game, newRound(), FACE_DOWN)).toThrow(RoundRuleError);
    });
    it("L112: playRound plays the house way (hit on 5) unless told otherwise", () => {
      expect(playRound(game, ["2S", "7C", "3S", "KD", "4H"]).player.total).toBe(9);
      expect(playRound(game, ["2S", "7C", "3S", "KD", "4H"], { playerHitsOnFive: false }).player.total).toBe(5);
    });
  });

  describe("stand line and hit line (L79-81)", () => {
    // Player 2+3 = 5, one bettor hits: 4 makes 9. Player-dealer 7+0 = 7 stands.
    const SPLIT = ["2S", "7C", "3S", "KD", "4H"];
    it("L80: a stand-line wager settles on the two-card 5: loses to 7", () => expect(settle(SPLIT, "player", "stand")).toBe("lose"));
    it("L81: a hit-line wager settles on the three-card 9: wins 1 to 1", () => expect(settle(SPLIT, "player", "hit")).toBe("win 1:1"));
    it("decision: the dealer line settles against the Player hand as dealt (9): loses", () => expect(settle(SPLIT, "dealer")).toBe("lose"));
    it("option dealerLineAndTiesVersus stand-line: the dealer line faces the two-card 5: wins 19 to 20", () => {
      expect(settle(SPLIT, "dealer", undefined, twentyFirstCentury({ dealerLineAndTiesVersus: "stand-line" }))).toBe("win 19:20");
    });
    it("a hit-line wager when nobody hit is refused", () => {
      const r = playRound(game, ["2S", "7C", "3S", "KD"], { playerHitsOnFive: false });
      expect(() => resolveBet(game, r, "player", "hit")).toThrow(ResolutionError);
      expect(resolutionLabel(resolveBet(game, r, "player", "stand"))).toBe("lose");
    });
  });

  describe("Player and dealer lines (L57-58, L109-111)", () => {
    const PD_7_OVER_6 = ["KS", "3C", "6S", "4C"];
    const TIE_ON_0 = ["KS", "KC", "QS", "JC", "TH", "QD"];
    const TIE_ON_1 = ["AS", "AC", "KS", "TC", "TH", "KD"];
    const TIE_ON_2 = ["AS", "AC", "AH", "AD", "TH", "KD"];
    it("L58: the dealer line pays 19 to 20", () => expect(settle(PD_7_OVER_6, "dealer")).toBe("win 19:20"));
    it("L57: the Player line loses to a higher player-dealer hand", () => expect(settle(PD_7_OVER_6, "player")).toBe("lose"));
    it("L57: the Player line pays 1 to 1", () => expect(settle(["KS", "2C", "7S", "4C"], "player")).toBe("win 1:1"));
    it("L109: a tie on 0: the player-dealer wins: Player line loses", () => expect(settle(TIE_ON_0, "player")).toBe("lose"));
    it("L109: a tie on 0: the dealer line wins 19 to 20", () => expect(settle(TIE_ON_0, "dealer")).toBe("win 19:20"));
    it("L109: a tie on 1: Player line loses", () => expect(settle(TIE_ON_1, "player")).toBe("lose"));
    it("L109: a tie on 1: dealer line wins 19 to 20", () => expect(settle(TIE_ON_1, "dealer")).toBe("win 19:20"));
    it("L111: a tie on 2: both lines push", () => expect([settle(TIE_ON_2, "player"), settle(TIE_ON_2, "dealer")]).toEqual(["push", "push"]));
    it("L111: a tie on 6 pushes", () => expect(settle(["KS", "2C", "6S", "3C", "AD"], "player")).toBe("push"));
    it("L110: the player-dealer loses a tie on 0 to the early tie (8 to 1)", () => expect(settle(TIE_ON_0, "early-tie")).toBe("win 8:1"));
    it("L110: ... and to the late tie (7 to 1)", () => expect(settle(TIE_ON_1, "late-tie")).toBe("win 7:1"));
  });

  describe("early and late tie (L116-137)", () => {
    const NATURAL_9_TIE = ["4S", "4C", "5S", "5C"];
    it("L122: an early tie pays 8 to 1", () => expect(settle(["KS", "2C", "6S", "4C"], "early-tie")).toBe("win 8:1"));
    it("L134: a late tie pays 7 to 1", () => expect(settle(["KS", "2C", "6S", "4C"], "late-tie")).toBe("win 7:1"));
    it("L136: the dealer has a two-card 9: the late tie is returned", () => expect(settle(["2S", "4C", "KS", "5C"], "late-tie")).toBe("push"));
    it("L136: 'All tie bets': the early tie is returned on a two-card 9 too, even on a 9-9 tie", () => expect(settle(NATURAL_9_TIE, "early-tie")).toBe("push"));
    it("option tieBetsReturnedOnDealerTwoCard9 late-only: the early tie wins the 9-9 tie", () => {
      expect(settle(NATURAL_9_TIE, "early-tie", undefined, twentyFirstCentury({ tieBetsReturnedOnDealerTwoCard9: "late-only" }))).toBe("win 8:1");
    });
    it("L136: a player-dealer three-card 9 does not return the tie bets", () => expect(settle(["AS", "2C", "3S", "3C", "5H", "4D"], "early-tie")).toBe("win 8:1"));
    it("tie bets lose when the totals differ", () => expect(settle(["KS", "3C", "6S", "4C"], "early-tie")).toBe("lose"));
    it("L129: Player two-card 7 equal to the dealer's up card 7: no late tie", () => expect(lateTieWindow(["3S", "4S"], "7C").open).toBe(false));
    it("L129: Player two-card 5 equal to an up card 5: no late tie", () => expect(lateTieWindow(["KS", "5S"], "5C").open).toBe(false));
    it("L129: Player two-card 3 equal to an up card 3: allowed (only 5-9 count)", () => expect(lateTieWindow(["AS", "2S"], "3C").open).toBe(true));
    it("L129: Player two-card 7 against an up card 8: allowed", () => expect(lateTieWindow(["3S", "4S"], "8C").open).toBe(true));
    it("L135: Player two-card 9: no late tie", () => expect(lateTieWindow(["4S", "5S"], "KC").open).toBe(false));
  });

  describe("Bonus Pair (L139-154)", () => {
    it("L150-154: the pay table as printed", () => {
      expect(BONUS_PAIR_PAY_TABLE.map((r) => [r.row, r.pays])).toEqual([
        ["No Pair", "lose"],
        ["Pair", { to: 10, per: 1 }],
        ["Pair of Same Color", { to: 20, per: 1 }],
        ["Pair of Same Suit", { to: 40, per: 1 }],
      ]);
    });
    const pair = (p1: string, p2: string, b1 = "2C", b2 = "3D") => [p1, b1, p2, b2, "KH", "KC"];
    it("L152: K of spades, K of hearts (black and red): Pair 10 to 1", () => expect(settle(pair("KS", "KH"), "player-pair")).toBe("win 10:1"));
    it("L153: K of hearts, K of diamonds (both red): Pair of Same Color 20 to 1", () => expect(settle(pair("KH", "KD"), "player-pair")).toBe("win 20:1"));
    it("L153: 7 of clubs, 7 of spades (both black): Pair of Same Color 20 to 1", () => expect(settle(pair("7C", "7S"), "player-pair")).toBe("win 20:1"));
    it("L154: two K of spades: Pair of Same Suit 40 to 1", () => expect(settle(pair("KS", "KS"), "player-pair")).toBe("win 40:1"));
    it("L151: K and Q of spades (both count 0, not a pair): lose", () => expect(settle(pair("KS", "QS"), "player-pair")).toBe("lose"));
    it("L141: the Dealer Bonus Pair reads the player-dealer's first two cards, hole card included", () => {
      expect(settle(["2S", "9D", "3S", "9H", "KH"], "dealer-pair")).toBe("win 20:1");
      expect(settle(["2S", "9D", "3S", "9H", "KH"], "player-pair")).toBe("lose");
    });
    it("L141: the pair is on the first two cards only: a third card does not make one", () => {
      expect(settle(["2S", "KC", "AS", "QC", "2H", "KD"], "player-pair")).toBe("lose");
    });
  });
});
