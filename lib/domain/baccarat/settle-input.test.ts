import { describe, expect, it } from "vitest";
import { baccaratGame } from "./games";
import { getSchedule } from "../fees";
import { BACCARAT_GAME_IDS } from "./game-config";
import { BACCARAT_FEE_SCHEDULES, SettleInputError, feeWagersOf, lineBetsOf, parseSettleInput, playCards, roundFees, wageringRulesOf, type SettleInput } from "./settle-input";

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
      "ez-baccarat-panda-8": ["printed"],
      "ez-baccarat-panda-8-mortimers": ["printed"],
      "commission-free-dragon-bonus": ["printed"],
      "commission-free-dragon-bonus-mortimers": ["printed"],
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

describe("bets the fee schedule limits on its own (seed 003)", () => {
  const panda = {
    game: "ez-baccarat-panda-8-mortimers",
    decks: 8,
    seats: 8,
    playerDealerSeat: 8,
    bank: 100_000,
    limits: { min: 500, max: 100_000 },
    // P 2S 3H = 5 draws 3D → 8; B 3C KC = 3 draws 4D against a third card of 3 → three-card 7.
    cards: ["2S", "3C", "3H", "KC", "3D", "4D"],
    fee: { scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "1" },
  };

  it("wageringRulesOf: Mortimer's Panda 8 limits Dragon 7 and Panda 8 to $5-$500 (L2268-2269), the Tie keeps the table limit", () => {
    const rules = wageringRulesOf(baccaratGame("ez-baccarat-panda-8-mortimers"), { min: 5000, max: 500_000 }, getSchedule("ez-baccarat-panda-8-mortimers"));
    const rule = (id: string) => rules.bets.find((b) => b.id === id)?.limits;
    expect([rule("player"), rule("tie"), rule("dragon7"), rule("panda8")]).toEqual([
      { min: 5000, max: 500_000 },
      { min: 5000, max: 500_000 },
      { min: 500, max: 50_000 },
      { min: 500, max: 50_000 },
    ]);
    // Kings (seed 004 L2005): "within the table limits".
    const kings = wageringRulesOf(baccaratGame("ez-baccarat-panda-8"), { min: 5000, max: 500_000 }, getSchedule("ez-baccarat-panda-8-dragon-bonus-kings"));
    expect(kings.bets.every((b) => b.limits.min === 5000 && b.limits.max === 500_000)).toBe(true);
  });

  it("the calculator refuses a $600 Panda 8 under Mortimer's option 1 ($5-$1,000), naming the schedule's limit", () => {
    const wagers = [
      { seat: 1, bet: "player", amount: 1000 },
      { seat: 1, bet: "panda8", amount: 60_000 },
    ];
    expect(() => parseSettleInput({ ...panda, wagers })).toThrow(
      /^wagers\[1\]\.amount: 60000 is over the \$500\.00 \(ez-baccarat-panda-8-mortimers, 003_828b6cbeef6aaf10\.txt L2268-2269\) limit of the Panda 8 for seat 1/,
    );
    expect(parseSettleInput({ ...panda, wagers: [wagers[0], { seat: 1, bet: "panda8", amount: 50_000 }] }).fee).toMatchObject({ kind: "charged" });
  });

  it("a $5 Dragon 7 is allowed under option 6 although the table minimum is $50", () => {
    const input = { ...panda, limits: { min: 5000, max: 500_000 }, fee: { scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "6" } };
    const ok = parseSettleInput({ ...input, wagers: [{ seat: 1, bet: "banker", amount: 5000 }, { seat: 1, bet: "dragon7", amount: 500 }] });
    expect(ok.wagers.map((w) => w.amount)).toEqual([5000, 500]);
    expect(() => parseSettleInput({ ...input, wagers: [{ seat: 1, bet: "banker", amount: 5000 }, { seat: 1, bet: "tie", amount: 500 }] })).toThrow(
      /^wagers\[1\]\.amount: 500 is under the \$50\.00 table minimum/,
    );
  });

  it("Mortimer's Dragon Bonus: at most $150 on the Tie and each Dragon bet (L4846-4847), seated and backline together", () => {
    const input = {
      game: "commission-free-dragon-bonus-mortimers",
      decks: 8,
      seats: 8,
      playerDealerSeat: 8,
      bank: 100_000,
      limits: { min: 500, max: 50_000 },
      cards: ["4S", "KC", "5S", "QC"],
      fee: { scheduleId: "dragon-bonus-baccarat-mortimers", optionId: "1" },
    };
    expect(() => parseSettleInput({ ...input, wagers: [{ seat: 2, bet: "tie", amount: 20_000 }] })).toThrow(/^wagers\[0\]\.amount: 20000 is over the \$150\.00 .* limit of the Tie Bet for seat 2/);
    const dragons = [
      { seat: 2, bet: "player", amount: 10_000 },
      { seat: 2, bet: "player-dragon", amount: 10_000 },
      { seat: 2, bet: "player", amount: 1000, backline: true },
      { seat: 2, bet: "player-dragon", amount: 10_000, backline: true },
    ];
    expect(() => parseSettleInput({ ...input, wagers: dragons })).toThrow(/^wagers\[3\]\.amount: .*\$150\.00 .* come to \$200\.00 on the Player Dragon Bonus Bet spot/);
    expect(parseSettleInput({ ...input, wagers: dragons.slice(0, 2) }).fee).toMatchObject({ kind: "charged", scheduleId: "dragon-bonus-baccarat-mortimers" });
  });
});

describe("each room's filing is its own game: a game takes only its own schedules", () => {
  const kings = {
    game: "ez-baccarat-panda-8",
    decks: 8,
    seats: 8,
    playerDealerSeat: 8,
    bank: 100_000,
    limits: { min: 500, max: 100_000 },
    wagers: [{ seat: 1, bet: "tie", amount: 1000 }],
    cards: ["3S", "2C", "4S", "5C"],
  };

  it("Kings' game with Mortimer's schedule is refused at fee.scheduleId, naming the game the schedule is filed with", () => {
    expect(() => parseSettleInput({ ...kings, fee: { scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "1" } })).toThrow(
      'fee.scheduleId: "ez-baccarat-panda-8-mortimers" is not a fee schedule of ez-baccarat-panda-8: it is filed with ez-baccarat-panda-8-mortimers, each room\'s filing its own game (ez-baccarat-panda-8 schedules: "ez-baccarat-panda-8-dragon-bonus-kings")',
    );
  });

  it("an option of Kings' game that is Mortimer's rule is refused with Kings' schedule, at options.<name>", () => {
    const input = { ...kings, limits: { min: 500, max: 10_000 }, options: { tiePays: 9 }, fee: { scheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", optionId: "1" } };
    expect(() => parseSettleInput(input)).toThrow(/^options\.tiePays: EZ Baccarat Panda 8 \(Kings Card Club\) under Kings Card Club's fee schedule .* plays as filed: Kings pays the Tie 8 to 1 \(seed 004 L1169, L1215\)/);
    // Without a schedule the calculator settles the option as asked (a what-if), charging no fee.
    const { fee, ...noFee } = input;
    expect(fee).toBeDefined();
    expect(parseSettleInput(noFee).fee).toMatchObject({ kind: "none" });
  });

  it("a seated player's wagers may name the player; one name per seat, refused at wagers[i].bettor otherwise", () => {
    const mortimers = { ...kings, game: "ez-baccarat-panda-8-mortimers", fee: { scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "1" } };
    const ann = [{ seat: 2, bet: "player", amount: 30_000, bettor: "Ann" }, { seat: 3, bet: "banker", amount: 30_000, bettor: "Ann" }];
    const request = parseSettleInput({ ...mortimers, wagers: ann });
    expect(request.fee.kind === "charged" ? request.fee.lines.map((l) => [l.payer, l.cents]) : []).toEqual([
      [{ kind: "player-dealer", seat: 8 }, 500],
      [{ kind: "seat", seat: 2, bettor: "Ann" }, 500],
    ]);
    expect(() => parseSettleInput({ ...mortimers, wagers: [...ann, { seat: 2, bet: "tie", amount: 500, bettor: "Bob" }] })).toThrow(
      "wagers[2].bettor: Seat 2: the seated wagers here are Ann's; a wager of Bob's goes on a spot of Bob's own, or behind this seat as a backline wager",
    );
  });
});
