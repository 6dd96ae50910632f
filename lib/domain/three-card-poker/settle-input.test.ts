import { describe, expect, it } from "vitest";
import { playRound } from "./play-round";
import { roundSummary } from "./round-summary";
import { settleRound } from "./settlement";
import { ThreeCardPokerSettleInputError, isThreeCardPokerSettleInput, parseThreeCardPokerSettleInput } from "./settle-input";
import { KINGS, MORTIMERS } from "./test-kit";

/**
 * A documented example for each game (docs/calculators.md can quote it). Mortimer's: seat 2 plays a
 * pair of eights with Pair Plus and 6 Card Bonus, seat 3 folds (its 6 Card Bonus stays live), seat 4
 * plays a low hand; the player-dealer holds Jack high and does not qualify. Option 1 of the fee
 * schedule (limits $5-$300).
 */
const MORTIMERS_EXAMPLE = {
  game: "three-card-poker-6cb-mortimers",
  seats: 8,
  playerDealerSeat: 1,
  bank: 20000,
  limits: { min: 500, max: 30000 },
  wagers: [
    { seat: 2, bet: "ante", amount: 1000 },
    { seat: 2, bet: "pair-plus", amount: 500 },
    { seat: 2, bet: "six-card-bonus", amount: 500 },
    { seat: 3, bet: "ante", amount: 2000 },
    { seat: 3, bet: "six-card-bonus", amount: 500 },
    { seat: 4, bet: "ante", amount: 1000 },
    { seat: 4, bet: "ante", amount: 500, backline: true, bettor: "Ann" },
  ],
  hands: { "2": ["8C", "8D", "KS"], "3": ["5C", "6S", "8H"], "4": ["9S", "6D", "3C"] },
  playerDealer: ["JH", "7H", "4C"],
  decisions: { "2": "play", "3": "fold", "4": "play" },
};

/** Kings: the same table, the player-dealer qualifying with a pair of queens; no fee option given (Kings' options share one range of limits). */
const KINGS_EXAMPLE = {
  ...MORTIMERS_EXAMPLE,
  game: "three-card-poker-6cb",
  limits: { min: 500, max: 100000 },
  playerDealer: ["QH", "QS", "2H"],
  fee: { scheduleId: "three-card-poker-6-card-bonus-kings", optionId: "2" },
};

const messageOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof ThreeCardPokerSettleInputError) return e.message;
    throw e;
  }
  return "none";
};

describe("the Three Card Poker settlement calculator's input", () => {
  it("Mortimer's example: plays through the same engine as a script, to the same ledger", () => {
    const request = parseThreeCardPokerSettleInput(MORTIMERS_EXAMPLE);
    const script = playRound(MORTIMERS, {
      seats: 8,
      pdSeat: 1,
      bank: 20000,
      wagers: request.state.wagers,
      hands: { 2: ["8C", "8D", "KS"], 3: ["5C", "6S", "8H"], 4: ["9S", "6D", "3C"] },
      playerDealer: ["JH", "7H", "4C"],
      decisions: { 2: "play", 3: "fold", 4: "play" },
    });
    expect(request.state).toEqual(script.state);
    expect(request.settlement).toEqual(settleRound(script.state));
    expect(request.settlement.playerDealerQualifies).toBe(false);
    expect(request.settlement.walk.lines.map((l) => `${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.amount}`)).toEqual([
      // Seat 3's forfeited Ante, collected at the fold (D2).
      "3 ante collect 2000",
      "2 ante pay 1000",
      "2 play push 0",
      "2 pair-plus pay 500",
      "2 six-card-bonus collect 500",
      // The folded hand's 5-6-8 with the player-dealer's 7 and 4: a straight, 9 to 1.
      "3 six-card-bonus pay 4500",
      // Nine high against Jack high, which does not qualify: the player-dealer ranks higher, the Ante pushes (seed 003 L1637-1638).
      "4 ante push 0",
      "4b ante push 0",
      "4 play push 0",
      "4b play push 0",
    ]);
    expect(request.fee).toMatchObject({ kind: "charged", optionId: "1", chosenBy: "table limits" });
    // Table action $60.00 (Antes, Pair Plus, 6 Card Bonus, the backline Ante; no Play wager): the $51-$100 tier, $1.00 (seed 003 L1822, L1827).
    expect(request.fee.kind === "charged" && request.fee.lines.map((l) => [l.payer.kind, l.cents, l.basis])).toEqual([["player-dealer", 100, 6000]]);
    expect(request.settlement.conservation.ok).toBe(true);
  });

  it("the hands as the report prints them: a folded hand shown only for its live 6 Card Bonus", () => {
    const summary = roundSummary(parseThreeCardPokerSettleInput(MORTIMERS_EXAMPLE).state);
    expect(summary.playerDealer).toEqual({ cards: ["JH", "7H", "4C"], hand: "Jack high (Jack-Seven-Four)", qualifies: false });
    expect(summary.seats.map((s) => [s.seat, s.decision, s.hand, s.sixCardBonus?.hand ?? null])).toEqual([
      [2, "play", "Pair of Eights", "Pair of Eights"],
      [3, "fold", "Eight high (Eight-Six-Five)", "Straight, Eight high"],
      [4, "play", "Nine high (Nine-Six-Three)", null],
    ]);
    const noBonus = parseThreeCardPokerSettleInput({ ...MORTIMERS_EXAMPLE, wagers: MORTIMERS_EXAMPLE.wagers.filter((w) => !(w.seat === 3 && w.bet === "six-card-bonus")) });
    expect(roundSummary(noBonus.state).seats[1]).toEqual({ seat: 3, decision: "fold", cards: null, hand: null, sixCardBonus: null });
  });

  it("Kings example: the player-dealer qualifies; the fee option given", () => {
    const request = parseThreeCardPokerSettleInput(KINGS_EXAMPLE);
    expect(request.game).toEqual(KINGS);
    expect(request.settlement.playerDealerQualifies).toBe(true);
    expect(request.settlement.walk.lines.filter((l) => l.seat === 4).map((l) => l.action)).toEqual(["collect", "collect", "collect", "collect"]);
    // Table action $60.00 under option 2: the $5-$100 tier, $2 (seed 004 L1907).
    expect(request.fee.kind === "charged" && request.fee.lines.map((l) => l.cents)).toEqual([200]);
  });

  it("a seat that folds without a 6 Card Bonus may leave its cards out", () => {
    const { hands, ...rest } = MORTIMERS_EXAMPLE;
    const request = parseThreeCardPokerSettleInput({ ...rest, wagers: rest.wagers.filter((w) => !(w.seat === 3 && w.bet === "six-card-bonus")), hands: { "2": hands["2"], "4": hands["4"] } });
    expect(request.settlement.wagers.filter((w) => w.seat === 3).map((w) => w.bet)).toEqual(["ante"]);
  });

  it("routes only the Three Card Poker game ids here", () => {
    expect(isThreeCardPokerSettleInput(MORTIMERS_EXAMPLE)).toBe(true);
    expect(isThreeCardPokerSettleInput(KINGS_EXAMPLE)).toBe(true);
    expect(isThreeCardPokerSettleInput({ ...MORTIMERS_EXAMPLE, game: "no-bust-6" })).toBe(false);
  });

  it("refusals name the field", () => {
    const cases: [unknown, string | RegExp][] = [
      [{ ...MORTIMERS_EXAMPLE, game: "tcp" }, /^game: unknown Three Card Poker game "tcp"/],
      [{ ...MORTIMERS_EXAMPLE, options: { bonusBets: "neither" } }, /^options\.bonusBets: three-card-poker-6cb-mortimers option "bonusBets" must be one of "both", "one"/],
      [{ ...MORTIMERS_EXAMPLE, seats: 9 }, /^seats: three-card-poker-6cb-mortimers seats 2 to 8/],
      [{ ...MORTIMERS_EXAMPLE, wagers: [{ seat: 1, bet: "ante", amount: 1000 }] }, "wagers[0].seat: seat 1 is the player-dealer's seat: nobody bets from it against the bank"],
      [{ ...MORTIMERS_EXAMPLE, wagers: [{ seat: 2, bet: "play", amount: 1000 }] }, /^wagers\[0\]\.bet: a wager before the deal is "ante", "pair-plus" or "six-card-bonus"/],
      [{ ...MORTIMERS_EXAMPLE, wagers: [{ seat: 2, bet: "ante", amount: 1000 }, { seat: 5, bet: "pair-plus", amount: 500 }] }, /^wagers\[1\]\.bet: .*needs an Ante wager first/],
      [{ ...MORTIMERS_EXAMPLE, options: { bonusBets: "one" } }, /^wagers\[2\]\.bet: seat 2: a Pair Plus or a 6 Card Bonus, not both/],
      [{ ...MORTIMERS_EXAMPLE, hands: { ...MORTIMERS_EXAMPLE.hands, "2": ["8C", "8D"] } }, /^hands\["2"\]: a hand is three cards/],
      [{ ...MORTIMERS_EXAMPLE, hands: { ...MORTIMERS_EXAMPLE.hands, "2": ["8C", "8D", "JK"] } }, /^hands\["2"\]\[2\]: not a card of a 52-card deck/],
      [{ ...MORTIMERS_EXAMPLE, hands: { ...MORTIMERS_EXAMPLE.hands, "4": ["9S", "6D", "JH"] } }, /^hands\["4"\]\[2\]: J♥ is already at playerDealer\[0\]/],
      [{ ...MORTIMERS_EXAMPLE, hands: { "3": MORTIMERS_EXAMPLE.hands["3"], "4": MORTIMERS_EXAMPLE.hands["4"] } }, /^hands\["2"\]: missing: seat 2's three cards \(it plays\)/],
      [{ ...MORTIMERS_EXAMPLE, hands: { "2": MORTIMERS_EXAMPLE.hands["2"], "4": MORTIMERS_EXAMPLE.hands["4"] } }, /^hands\["3"\]: missing: seat 3's three cards \(its 6 Card Bonus stays in action after the fold\)/],
      [{ ...MORTIMERS_EXAMPLE, hands: { ...MORTIMERS_EXAMPLE.hands, "6": ["2C", "3C", "4C"] } }, /^hands\["6"\]: seat 6 has no seated Ante/],
      [{ ...MORTIMERS_EXAMPLE, decisions: { "2": "play", "3": "fold" } }, `decisions["4"]: missing: seat 4's Play or fold`],
      [{ ...MORTIMERS_EXAMPLE, decisions: { ...MORTIMERS_EXAMPLE.decisions, "4": "raise" } }, /^decisions\["4"\]: a decision is "play"/],
      [{ ...MORTIMERS_EXAMPLE, backlineDecisions: { "4": { Ann: "fold" } } }, /^backlineDecisions: backline bettors follow the seated player's decision/],
      [{ ...MORTIMERS_EXAMPLE, options: { backlineDecision: "own-when-seat-plays" }, backlineDecisions: { "4": { Bo: "fold" } } }, /^backlineDecisions\["4"\]\.Bo: seat 4 has no backline bettor "Bo"/],
      [{ ...MORTIMERS_EXAMPLE, fee: { scheduleId: "three-card-poker-6-card-bonus-mortimers", optionId: "11" } }, /^fee\.optionId: three-card-poker-6-card-bonus-mortimers has no option "11"/],
      [{ ...MORTIMERS_EXAMPLE, colour: "red" }, /^input: unknown field "colour"/],
    ];
    for (const [input, expected] of cases) {
      const message = messageOf(() => parseThreeCardPokerSettleInput(input));
      if (typeof expected === "string") expect(message).toBe(expected);
      else expect(message).toMatch(expected);
    }
  });

  it("a backline bettor's own decision under option backlineDecision \"own-when-seat-plays\"", () => {
    const request = parseThreeCardPokerSettleInput({ ...MORTIMERS_EXAMPLE, options: { backlineDecision: "own-when-seat-plays" }, backlineDecisions: { "4": { Ann: "fold" } } });
    expect(request.settlement.wagers.filter((w) => w.seat === 4 && w.backline).map((w) => `${w.bet} ${w.resolution.outcome}`)).toEqual(["ante lose"]);
  });
});
