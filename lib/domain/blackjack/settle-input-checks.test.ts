import { describe, expect, it } from "vitest";
import type { Card } from "../cards/card";
import { shoeSpec } from "../cards/shoe-composition";
import { GameOptionError } from "../game-options";
import type { SeatNumber } from "../seats";
import { checkInsuranceOffered, checkShoeCards, checkTable, configuredGame, inputFeed, roundWagers, type FamilyGames } from "./settle-input-checks";

class Refused extends Error {
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}
const fail = (field: string, reason: string): never => {
  throw new Refused(field, reason);
};
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
  return "accepted";
};

const IDS = ["house-game"] as const;
const GAMES: FamilyGames<(typeof IDS)[number], { id: string; options: object }> = {
  family: "test",
  ids: IDS,
  isId: (id): id is "house-game" => id === "house-game",
  game: (id, options) => {
    if ("paytable" in options && options.paytable !== "a") throw new GameOptionError(`paytable is "a", not ${JSON.stringify(options.paytable)}`);
    return { id, options };
  },
};

describe("the game and its options", () => {
  it("names the family's games when the game is unknown", () => {
    expect(refusal(() => configuredGame({ game: "no-such" }, GAMES, fail))).toBe('game: unknown test game "no-such" (games: house-game)');
  });

  it("refuses a bad option at its own field and builds the game otherwise", () => {
    expect(refusal(() => configuredGame({ game: "house-game", options: { paytable: "b" } }, GAMES, fail))).toBe('options.paytable: paytable is "a", not "b"');
    expect(configuredGame({ game: "house-game", options: { paytable: "a" } }, GAMES, fail)).toEqual({ id: "house-game", options: { paytable: "a" } });
  });
});

describe("the table", () => {
  const game = { id: "house-game", decks: { min: 6, max: 8, source: "filing L1" }, maxSeats: 7 };
  const table = { decks: 6, seats: 7, playerDealerSeat: 1, limits: { min: 500, max: 50_000 } };

  it("checks the decks, the seats, the player-dealer's seat and the limits, in that order", () => {
    expect(refusal(() => checkTable(game, table, fail))).toBe("accepted");
    expect(refusal(() => checkTable(game, { ...table, decks: 2, seats: 9 }, fail))).toBe("decks: house-game is played with 6 to 8 decks, not 2 (filing L1)");
    expect(refusal(() => checkTable(game, { ...table, seats: 8 }, fail))).toBe("seats: house-game seats 2 to 7, the player-dealer's seat included; not 8");
    expect(refusal(() => checkTable(game, { ...table, playerDealerSeat: 8 }, fail))).toMatch(/^playerDealerSeat: there is no seat 8 at .* \(seats 1 to 7\)$/);
    expect(refusal(() => checkTable(game, { ...table, limits: { min: 500, max: 100 } }, fail))).toBe("limits.max: the table maximum $1.00 is below the minimum $5.00");
  });

  it("checks no maximum at a No Limit table", () => {
    expect(refusal(() => checkTable(game, { ...table, limits: { min: 500, max: null } }, fail))).toBe("accepted");
  });
});

describe("the cards against the shoe", () => {
  it("takes the earlier cards first and names the field of the card refused", () => {
    const spec = shoeSpec(1);
    expect(checkShoeCards(spec, { cards: ["AS", "KD"] }, () => "", fail)).toEqual(["AS", "KD"]);
    expect(refusal(() => checkShoeCards(spec, { previousCards: ["AS"], cards: ["KD", "AS"] }, () => "", fail))).toMatch(/^cards\[1\]: "AS": .* \(previousCards included\)$/);
  });

  it("adds the family's words for the deck", () => {
    expect(refusal(() => checkShoeCards(shoeSpec(1, 0, ["T"]), { cards: ["TS"] }, (e) => ` (${e.reason})`, fail))).toMatch(/^cards\[0\]: "TS": .* \(NotInThisShoe\)$/);
  });
});

describe("the wagers as the round takes them", () => {
  it("keeps backline only when true and the bettor only when given", () => {
    const seat = 2 as SeatNumber;
    expect(roundWagers([{ seat, bet: "main", amount: 500, backline: false }, { seat, bet: "main", amount: 100, backline: true, bettor: "Ann" }])).toEqual([
      { seat, bet: "main", amount: 500 },
      { seat, bet: "main", amount: 100, backline: true, bettor: "Ann" },
    ]);
  });
});

describe("the walk's feed from the input", () => {
  type Hand = { cards: readonly Card[] };
  const state = { players: [{ seat: 3 as SeatNumber, hands: [{ cards: ["9S", "7D"] as Card[] }] }] };
  const given = new Map([["3/0", { list: ["hit"], field: "decisions.3.main" }]]);
  const feed = inputFeed<typeof state, Hand, string, { seat: SeatNumber; hand: number; allowed: readonly string[] }, string>(["9S", "7D"] as Card[], { "3": 250 }, given, { step: (s) => `step ${s}`, whyCard: (_, s) => `why ${s}`, handValue: () => "hard 16" }, fail);

  it("gives the cards, each seat's insurance and each hand's decisions in order", () => {
    expect([feed.card(1), feed.card(2)]).toEqual(["7D", undefined]);
    expect([feed.insurance(3 as SeatNumber), feed.insurance(4 as SeatNumber)]).toEqual([250, 0]);
    expect([feed.decision(3 as SeatNumber, 0, 0), feed.decision(3 as SeatNumber, 0, 1)]).toEqual(["hit", undefined]);
  });

  it("names what is missing in the input's words", () => {
    expect(refusal(() => feed.missing({ kind: "card", index: 2, step: "deal" }, state))).toBe("cards: incomplete round: card 3 is missing: step deal (why deal); 2 given");
    expect(refusal(() => feed.missing({ kind: "decision", index: 1, step: { seat: 3 as SeatNumber, hand: 0, allowed: ["hit", "stand"] } }, state))).toBe("decisions.3.main: seat 3 main (9S 7D, hard 16) needs decision 2 (hit, stand), none given");
    expect(refusal(() => feed.missing({ kind: "decision", index: 0, step: { seat: 3 as SeatNumber, hand: 1, allowed: ["stand"] } }, state))).toBe('decisions["3"]["split-1"]: seat 3 split-1 (, ) needs decision 1 (stand), none given');
  });
});

describe("insurance given where none was offered", () => {
  it("refuses a stake at a seat not offered insurance, and lets a declined one by", () => {
    const insured = new Set([1 as SeatNumber]);
    const words = { why: "no ace showing", source: " (filing L9)" };
    expect(refusal(() => checkInsuranceOffered({ "1": 100, "2": 0 }, insured, words, fail))).toBe("accepted");
    expect(refusal(() => checkInsuranceOffered({ "2": 100 }, insured, words, fail))).toMatch(/^insurance.*2.*: no insurance was offered at seat 2: no ace showing \(filing L9\)$/);
  });
});
