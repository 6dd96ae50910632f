import { describe, expect, it } from "vitest";
import { describeStakes } from "../poker";
import { wrongGame, type TableGame } from "./table-game";

const holdem: TableGame = { gameId: "texas-holdem", game: "Texas Hold'em", stakes: describeStakes({ structure: "limit", smallBet: 300, bigBet: 600, blinds: { small: 100, big: 300 } }) };
const omaha: TableGame = { gameId: "omaha", game: "Omaha", stakes: describeStakes({ structure: "limit", smallBet: 7_500, bigBet: 15_000, blinds: { small: 2_500, big: 7_500 } }) };
const noBust: TableGame = { gameId: "no-bust-6", game: "No Bust Blackjack 6.0", stakes: null };

describe("which table can deal a list", () => {
  it("a poker table deals the list of its game at the stakes it posts, typed in whole dollars or not", () => {
    expect(wrongGame({ game: "Texas Hold'em", gameId: "texas-holdem", stakes: holdem.stakes! }, "Table 25", holdem)).toBeNull();
    expect(wrongGame({ game: "Texas Hold'em", gameId: null, stakes: "$3-$6 limit, blinds $1/$3" }, "Table 25", holdem)).toBeNull();
  });

  it("refuses a poker table of another game or other stakes, naming what the table deals", () => {
    expect(wrongGame({ game: "Texas Hold'em", gameId: "texas-holdem", stakes: holdem.stakes! }, "Table 26", omaha)).toBe(
      "Table 26 deals Omaha $75.00-$150.00 limit, blinds $25.00/$75.00, not Texas Hold'em $3.00-$6.00 limit, blinds $1.00/$3.00. Start a list for the table's own game and limit.",
    );
    expect(wrongGame({ game: "Texas Hold'em", gameId: null, stakes: "$3-$6 Limit" }, "Table 25", holdem)).toMatch(/^Table 25 deals Texas Hold'em \$3\.00-\$6\.00 limit, blinds \$1\.00\/\$3\.00, not Texas Hold'em \$3-\$6 Limit\./);
    expect(wrongGame({ game: "Texas Hold'em", gameId: "texas-holdem", stakes: "$3-$6 limit, blinds $2/$3" }, "Table 25", holdem)).not.toBeNull();
  });

  it("a table posting no stakes deals a list of its own game, or a list of a game the system does not run", () => {
    expect(wrongGame({ game: "No Bust Blackjack 6.0", gameId: "no-bust-6", stakes: "$5-$50" }, "Table 8", noBust)).toBeNull();
    expect(wrongGame({ game: "Texas Hold'em", gameId: "texas-holdem", stakes: "$3-$6 Limit" }, "Table 8", noBust)).toBe("Table 8 deals No Bust Blackjack 6.0, not Texas Hold'em.");
    expect(wrongGame({ game: "Big O", gameId: null, stakes: "$5-$10" }, "Table 8", noBust)).toBeNull();
  });
});
