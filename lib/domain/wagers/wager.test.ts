import { describe, it, expect } from "vitest";
import { bettorKey, describeBettor, isBackline, playerKeys, sameBettor, seatOfSeatPlayer, seatPlayerBettor, seatedPlayerNames, spotTotal, type Wager } from "./wager";

const seated: Wager = { seat: 3, bet: "player", amount: 5000 };
const ann: Wager = { seat: 3, bet: "banker", amount: 2000, backline: true, bettor: "Ann" };
const bob: Wager = { seat: 3, bet: "player", amount: 1000, backline: true, bettor: "Bob" };

describe("wagers", () => {
  it("tells the seated player and each backline bettor apart", () => {
    expect(isBackline(seated)).toBe(false);
    expect(isBackline(ann)).toBe(true);
    expect(sameBettor(seated, { ...seated, bet: "tie" })).toBe(true);
    expect(sameBettor(seated, bob)).toBe(false);
    expect(sameBettor(ann, bob)).toBe(false);
    expect(sameBettor(ann, { ...ann, bet: "tie" })).toBe(true);
    expect(sameBettor(ann, { ...ann, seat: 4 })).toBe(false);
    // A label on a seated wager does not make a second seated player.
    expect(bettorKey({ ...seated, bettor: "x" })).toBe(bettorKey(seated));
  });

  it("names bettors the way a dealer says them", () => {
    expect(describeBettor(seated)).toBe("Seat 3");
    expect(describeBettor(ann)).toBe("Seat 3 backline (Ann)");
    expect(describeBettor({ seat: 5, bet: "tie", amount: 500, backline: true })).toBe("Seat 5 backline");
  });

  it("totals a spot over the seated player and the backline, not other bets or seats", () => {
    const wagers = [seated, ann, bob, { seat: 4, bet: "player", amount: 700 }];
    expect(spotTotal(wagers, 3, "player")).toBe(6000);
    expect(spotTotal(wagers, 3, "banker")).toBe(2000);
    expect(spotTotal(wagers, 3, "tie")).toBe(0);
  });

  describe("a player across spots (seed 003 L2265-2267, L2273-2275)", () => {
    it("a name is one person on every spot, seated or behind a seat", () => {
      const keys = playerKeys([
        { seat: 2, bettor: "Ann" },
        { seat: 3, bettor: "Ann" },
        { seat: 5, backline: true, bettor: "Ann" },
        { seat: 2, bettor: "Ann" },
      ]);
      expect(new Set(keys).size).toBe(1);
    });

    it("a seat's seated wagers are one person: the name one of them gives, else the seat", () => {
      const [named, unnamedSameSeat, otherSeat, otherSeatAgain] = playerKeys([
        { seat: 2, bettor: "Ann" },
        { seat: 2 },
        { seat: 4 },
        { seat: 4 },
      ]);
      expect(unnamedSameSeat).toBe(named);
      expect(otherSeat).toBe(otherSeatAgain);
      expect(otherSeat).not.toBe(named);
    });

    it("unnamed wagers on two seats are two people; unnamed backline wagers of a seat are one, apart from the seated player", () => {
      const [seat2, seat3, back2, back2again, back3] = playerKeys([
        { seat: 2 },
        { seat: 3 },
        { seat: 2, backline: true },
        { seat: 2, backline: true },
        { seat: 3, backline: true },
      ]);
      expect(new Set([seat2, seat3, back2, back3]).size).toBe(4);
      expect(back2again).toBe(back2);
    });

    it("\"the player at seat 2\" on seat 3's spot is seat 2's seated player, named or not (the tablet's choice of whose wager it is)", () => {
      const [own, theirs, otherSeat] = playerKeys([{ seat: 2 }, { seat: 3, bettor: seatPlayerBettor(2) }, { seat: 4 }]);
      expect(theirs).toBe(own);
      expect(otherSeat).not.toBe(own);
      // Seat 2's wagers name their player: the wager on seat 3 is that name.
      const [ann, annOnThree, annAgain] = playerKeys([{ seat: 2, bettor: "Ann" }, { seat: 3, bettor: "the player at seat 2" }, { seat: 3 }]);
      expect(annOnThree).toBe(ann);
      expect(annAgain).toBe(ann);
      // A seat cannot stand for itself, and the phrase is only that phrase.
      expect(playerKeys([{ seat: 3, bettor: seatPlayerBettor(3) }])).toEqual(["bettor/the player at seat 3"]);
      expect(seatOfSeatPlayer("The player at seat 12")).toBe(12);
      expect(seatOfSeatPlayer("the player at seat 2 and 3")).toBeNull();
    });

    it("a backline bettor's name does not name the seated player", () => {
      const [seated, behind] = playerKeys([{ seat: 2 }, { seat: 2, backline: true, bettor: "Bob" }]);
      expect(seated).not.toBe(behind);
    });

    it("reports a seat whose seated wagers name two people", () => {
      const { names, conflicts } = seatedPlayerNames([{ seat: 2, bettor: "Ann" }, { seat: 2, bettor: "Bob" }, { seat: 3, bettor: "Cy" }, { seat: 4, backline: true, bettor: "Di" }]);
      expect(conflicts).toEqual([2]);
      expect([...names]).toEqual([[2, "Ann"], [3, "Cy"]]);
    });
  });
});
