import { describe, expect, it } from "vitest";
import { baccaratGame } from "./games";
import { getSchedule } from "../fees";
import { BACCARAT_GAME_IDS } from "./game-config";
import { BACCARAT_FEE_SCHEDULES, SettleInputError, feeWagersOf, fieldPath, lineBetsOf, parseSettleInput, playCards, roundFees, wageringRulesOf, type SettleInput } from "./settle-input";

const limits = { min: 500, max: 5000 };

describe("wageringRulesOf: a game's betting spaces as wagering rules", () => {
  it("21st Century: bonuses need a Player or dealer line wager, the early tie is capped by it, the late tie needs an early tie", () => {
    const rules = wageringRulesOf(baccaratGame("21st-century-baccarat-5"), limits);
    const rule = (id: string) => rules.bets.find((b) => b.id === id);
    expect(rule("player")).toMatchObject({ requiresOneOf: [], maxRelativeTo: null, backlineAllowed: true, limits });
    expect(rule("early-tie")).toMatchObject({ requiresOneOf: ["player", "dealer"], maxRelativeTo: { bets: ["player", "dealer"], measure: "largest" } });
    expect(rule("late-tie")).toMatchObject({ requiresOneOf: ["early-tie"], maxRelativeTo: { bets: ["player", "dealer"], measure: "largest" } });
    expect(rule("dealer-pair")).toMatchObject({ requiresOneOf: ["player", "dealer"], maxRelativeTo: null });
  });

  it("options reach the rules: EZ Baccarat's backline, Fortune 7's Tie without a line wager", () => {
    expect(wageringRulesOf(baccaratGame("ez-baccarat"), limits).bets.every((b) => !b.backlineAllowed)).toBe(true);
    expect(wageringRulesOf(baccaratGame("ez-baccarat", { backline: true }), limits).bets.every((b) => b.backlineAllowed)).toBe(true);
    const tie = (o?: Record<string, unknown>) => wageringRulesOf(baccaratGame("fortune-7-baccarat", o), limits).bets.find((b) => b.id === "tie")?.requiresOneOf;
    expect(tie()).toEqual(["player", "banker"]);
    expect(tie({ tieRequiresLineWager: false })).toEqual([]);
  });

  it("the line bets of every game", () => {
    expect(lineBetsOf(baccaratGame("dai-bacc"))).toEqual(["player", "banker"]);
    expect(lineBetsOf(baccaratGame("21st-century-baccarat-5"))).toEqual(["player", "dealer"]);
  });
});

describe("fieldPath", () => {
  it("writes paths as a reader would", () => {
    expect(fieldPath(["wagers", 2, "amount"])).toBe("wagers[2].amount");
    expect(fieldPath(["choices", "hitOnFive", "0"])).toBe('choices.hitOnFive["0"]');
    expect(fieldPath([])).toBe("input");
  });
});

describe("playCards: exactly one complete round", () => {
  const game = baccaratGame("dai-bacc");
  it("uses every card of a complete round", () => {
    // P 2C AD = 3 draws 3S → 6; B 5S 2H = 7 stands.
    expect(playCards(game, ["2C", "5S", "AD", "2H", "3S"], true)).toMatchObject({ cardsUsed: 5, choiceOffered: false });
  });
  it("refuses too few and too many cards with the field", () => {
    expect(() => playCards(game, ["2C", "5S", "AD", "2H"], true)).toThrow(SettleInputError);
    expect(() => playCards(game, ["2C", "5S", "AD", "2H", "3S", "4S"], true)).toThrow(/^cards\[5\]: extra card 4S/);
  });
});

describe("parseSettleInput: 21st Century choices", () => {
  const input = {
    game: "21st-century-baccarat-5",
    decks: 8,
    seats: 8,
    playerDealerSeat: 8,
    bank: 10_000,
    limits,
    wagers: [
      { seat: 1, bet: "player", amount: 1000 },
      { seat: 2, bet: "player", amount: 1000 },
      { seat: 3, bet: "dealer", amount: 1000 },
    ],
    // P 4S AH = 5, dealer 5D 6C = 1: the hit card 2C, then the dealer's 3D.
    cards: ["4S", "5D", "AH", "6C", "2C", "3D"],
    choices: { hitOnFive: { "1": "stand" } },
  };

  it("each Player-line wager carries its choice; one without a choice takes the house way", () => {
    const request = parseSettleInput(input);
    expect(request.choiceOffered).toBe(true);
    expect(request.wagers.map((w) => w.choice)).toEqual(["hit", "stand", undefined]);
    expect([...request.houseWay]).toEqual([0]);
    expect(request.round.playerLines).toMatchObject({ stand: { total: 5 }, hit: { total: 7 } });
  });

  it("when every Player-line wager stands, no hit card is dealt: the fifth card is the dealer's", () => {
    const request = parseSettleInput({ ...input, cards: ["4S", "5D", "AH", "6C", "3D"], choices: { hitOnFive: { "0": "stand", "1": "stand" } } });
    expect(request.round.player.cards).toEqual(["4S", "AH"]);
    expect(request.round.banker.cards).toEqual(["5D", "6C", "3D"]);
  });

  it("with no Player-line wager the hand is played the house way (it hits)", () => {
    const request = parseSettleInput({ ...input, wagers: [{ seat: 3, bet: "dealer", amount: 1000 }], choices: undefined });
    expect(request.round.player.cards).toEqual(["4S", "AH", "2C"]);
  });
});

describe("fees of the calculator's round", () => {
  it("every game names schedules of the registry that list it (21st Century and EZ Baccarat: room-entered)", () => {
    expect(Object.keys(BACCARAT_FEE_SCHEDULES).sort()).toEqual([...BACCARAT_GAME_IDS].sort());
    const kinds = Object.fromEntries(Object.entries(BACCARAT_FEE_SCHEDULES).map(([game, ids]) => [game, ids.map((id) => getSchedule(id).kind)]));
    expect(kinds).toEqual({
      "fortune-7-baccarat": ["printed"],
      "21st-century-baccarat-5": ["room-entered"],
      "ez-baccarat": ["room-entered"],
      "ez-baccarat-panda-8": ["printed", "printed"],
      "commission-free-dragon-bonus": ["printed", "printed"],
      "dai-bacc": ["printed"],
    });
    for (const id of BACCARAT_GAME_IDS) {
      const name = baccaratGame(id).name.toLowerCase();
      for (const schedule of BACCARAT_FEE_SCHEDULES[id].map(getSchedule)) {
        // The schedules title games by the filings' names: "Dragon Bonus" and "Panda 8", "Fortune 7", ...
        const key = ["fortune 7", "21st century", "panda 8", "dragon bonus", "dai bacc", "ez baccarat"].find((k) => name.includes(k)) as string;
        expect(schedule.games.some((g) => g.toLowerCase().includes(key)), `${schedule.id} for ${id}`).toBe(true);
      }
    }
  });

  it("line wagers are game wagers, the rest bonus wagers; backline bettors keep their names", () => {
    const wagers: SettleInput["wagers"] = [
      { seat: 1, bet: "player", amount: 1000 },
      { seat: 1, bet: "dealer", amount: 1000 },
      { seat: 2, bet: "banker", amount: 500, backline: true, bettor: "Ann" },
      { seat: 2, bet: "tie", amount: 500 },
      { seat: 3, bet: "kill-ox-tiger", amount: 500 },
    ];
    expect(feeWagersOf(wagers)).toEqual([
      { seat: 1, bet: "player", kind: "game", amount: 1000 },
      { seat: 1, bet: "dealer", kind: "game", amount: 1000 },
      { seat: 2, bet: "banker", kind: "game", amount: 500, backline: true, bettor: "Ann" },
      { seat: 2, bet: "tie", kind: "bonus", amount: 500 },
      { seat: 3, bet: "kill-ox-tiger", kind: "bonus", amount: 500 },
    ]);
  });

  it("roundFees: the option named, the one printed option of the table's limits, or a note", () => {
    const input = {
      game: "fortune-7-baccarat",
      decks: 8,
      seats: 8,
      playerDealerSeat: 8,
      bank: 10_000,
      limits: { min: 500, max: 5000 },
      wagers: [{ seat: 3, bet: "player", amount: 1000 }],
      cards: ["AS", "TD", "2H", "6C", "5D"],
    };
    const game = baccaratGame("fortune-7-baccarat");
    expect(roundFees(game, input)).toMatchObject({ kind: "charged", scheduleId: "fortune-7-baccarat", optionId: "2", chosenBy: "table limits", lines: [{ cents: 200 }, { cents: 50 }] });
    expect(roundFees(game, { ...input, limits: { min: 50_000, max: 100_000 }, wagers: [{ seat: 3, bet: "player", amount: 50_000 }], fee: { scheduleId: "fortune-7-baccarat", optionId: "18" } })).toMatchObject({
      kind: "charged",
      chosenBy: "input",
      lines: [{ payer: { kind: "player-dealer", seat: 8 }, cents: 1000 }, { payer: { kind: "seat", seat: 3 }, cents: 500 }],
    });
    expect(roundFees(game, { ...input, limits: { min: 500, max: 600 } })).toEqual({
      kind: "none",
      note: 'no printed option of "fortune-7-baccarat" has the table limits $5.00-$6.00: give "fee" with "scheduleId" and "optionId" to charge the fees',
    });
    // The request carries them.
    expect(parseSettleInput(input).fee).toMatchObject({ kind: "charged", optionId: "2" });
    expect(() => parseSettleInput({ ...input, fee: { scheduleId: "fortune-7-baccarat", optionId: "1" } })).toThrow(/^fee\.optionId: fortune-7-baccarat option 1: the option's table limit is \$5\.00-\$10\.00/);
  });
});
