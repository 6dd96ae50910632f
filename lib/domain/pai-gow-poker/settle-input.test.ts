import { describe, expect, it } from "vitest";
import { paiGowGame } from "./games";
import { replaySteps } from "./steps";
import { isPaiGowSettleInput, parsePaiGowSettleInput, PaiGowSettleInputError, type PaiGowSettleRequest } from "./settle-input";

/**
 * Kings' Fortune Pai Gow Poker. Dice 10 name seat 3, which has no wager: the button stays there and
 * the walk runs 4, 5, 6, 7, 2. The player-dealer's K-K-9-8-5-3-2 is set K-K-5-3-2 behind, 9-8 in
 * front. Seat 2's four sevens win both hands and the Fortune Bonus (20 to 1); seat 4 wins; seat 5 asks
 * for the house way (J-J-5-5 behind, the joker as an ace in front) and wins, with its backline bettor;
 * seat 5's Envy button is paid $5 for seat 2's four of a kind at the end of the round.
 */
const FORTUNE_KINGS = {
  game: "fortune-pai-gow",
  playerDealerSeat: 1,
  bank: 50_000,
  limits: { min: 1_000, max: 100_000 },
  wagers: [
    { seat: 2, bet: "game", amount: 5_000 },
    { seat: 2, bet: "fortune", amount: 500 },
    { seat: 4, bet: "game", amount: 2_500 },
    { seat: 5, bet: "game", amount: 10_000 },
    { seat: 5, bet: "fortune", amount: 1_000 },
    { seat: 5, bet: "game", amount: 2_000, backline: true, bettor: "Rosa" },
  ],
  dice: 10,
  hands: {
    "2": { split: { high: ["7S", "7H", "7D", "7C", "4H"], low: ["QS", "JD"] } },
    "4": { split: { high: ["AS", "AH", "9S", "6C", "3D"], low: ["QH", "TC"] } },
    "5": { cards: ["JS", "JH", "5D", "5C", "JK", "9H", "2C"], split: "house-way" },
  },
  playerDealer: ["KS", "KH", "9D", "8D", "5S", "3H", "2D"],
  fee: { scheduleId: "fortune-pai-gow-poker-kings", optionId: "1" },
};

/**
 * Mortimer's Fortune Pai Gow Poker (FPG-01), option 1 found from the $10-$200 limits. Dice 11 name
 * seat 4: the walk runs 4, 5, 6, 7, 2, 3. Seat 6 loses both hands; seat 3's Five Aces win the game
 * wager and 400 to 1 on the Fortune Bonus, which the $60 bank, grown to $110 by seat 6's $50, covers
 * only in part: the bank runs out there.
 */
const FORTUNE_MORTIMERS = {
  game: "fortune-pai-gow-mortimers",
  playerDealerSeat: 1,
  bank: 6_000,
  limits: { min: 1_000, max: 20_000 },
  wagers: [
    { seat: 3, bet: "game", amount: 10_000 },
    { seat: 3, bet: "fortune", amount: 2_500 },
    { seat: 6, bet: "game", amount: 5_000 },
  ],
  dice: 11,
  hands: {
    "3": { cards: ["AS", "AH", "AD", "AC", "JK", "KS", "5D"], split: "house-way" },
    "6": { split: { high: ["TS", "TH", "8C", "7C", "6D"], low: ["3S", "2S"] } },
  },
  playerDealer: ["KD", "KC", "QH", "QS", "9S", "4H", "2D"],
};

/**
 * Face Up Pai Gow Poker with the room's own fee option (the filing prints none). The player-dealer's
 * A-K-9-8-5-3-2 is ace-high, "Pai Gow": every game wager pushes, no hand is set, and the seats with
 * a bonus turn their cards over. Seat 2's four sevens win the Fortune Bonus; seat 3 is ace-high too
 * (Ace-High Bonus 40 to 1); seat 2's Ace-High Bonus pays 5 to 1; seat 4 needs no cards.
 */
const FACE_UP = {
  game: "face-up-pai-gow",
  playerDealerSeat: 1,
  bank: 100_000,
  limits: { min: 500, max: 50_000 },
  wagers: [
    { seat: 2, bet: "game", amount: 2_000 },
    { seat: 2, bet: "fortune", amount: 500 },
    { seat: 2, bet: "ace-high", amount: 500 },
    { seat: 3, bet: "game", amount: 2_000 },
    { seat: 3, bet: "ace-high", amount: 1_000 },
    { seat: 4, bet: "game", amount: 2_000 },
  ],
  dice: 9,
  hands: {
    "2": { cards: ["7S", "7H", "7D", "7C", "QS", "JD", "4H"] },
    "3": { cards: ["AD", "JH", "9C", "6H", "5D", "4S", "3C"] },
  },
  playerDealer: ["AS", "KH", "9D", "8C", "5S", "3H", "2D"],
  fee: {
    scheduleId: "face-up-pai-gow-poker",
    optionId: "A",
    option: {
      limit: { kind: "spot", min: 500, max: 50_000 },
      timing: "before-deal",
      collections: [
        { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
        { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
      ],
    },
  },
};

/**
 * Pai Gow Poker (Double Hand Poker), option 1 from the $10-$100 limits. Dice 16 name seat 2. Seat 2's
 * pair of queens, set the house way, loses both hands; seat 7 copies the player-dealer's five-card
 * hand and wins the two-card hand: a push (the player-dealer wins the copy).
 */
const DOUBLE_HAND = {
  game: "pai-gow-poker",
  playerDealerSeat: 1,
  bank: 20_000,
  limits: { min: 1_000, max: 10_000 },
  wagers: [
    { seat: 2, bet: "game", amount: 4_000 },
    { seat: 7, bet: "game", amount: 10_000 },
  ],
  dice: 16,
  hands: {
    "2": { cards: ["QS", "QH", "8C", "6C", "4S", "3S", "2H"], split: "house-way" },
    "7": { split: { high: ["KD", "KC", "5D", "3C", "2C"], low: ["QD", "JH"] } },
  },
  playerDealer: ["KS", "KH", "9D", "8D", "5S", "3H", "2D"],
};

const ledger = (r: PaiGowSettleRequest) => r.settlement.walk.lines.map((l) => `${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.amount}`);

describe("the pai gow settlement calculator's input, one documented example per game", () => {
  it("fortune-pai-gow: the walk from the button, the Envy at the end, the fees of option 1", () => {
    const r = parsePaiGowSettleInput(FORTUNE_KINGS);
    expect(r.settlement.actionButton).toEqual({ seat: 3, landedOn: 3, route: "counted" });
    expect(ledger(r)).toEqual([
      "4 game pay 2500",
      "5 game pay 10000",
      "5b game pay 2000",
      "5 fortune collect 1000",
      "2 game pay 5000",
      "2 fortune pay 10000",
      "5 envy-seat-2 pay 500",
    ]);
    expect(r.settlement.walk.bankAfter).toBe(50_000 - 2_500 - 10_000 - 2_000 + 1_000 - 5_000 - 10_000 - 500);
    expect(r.settlement.conservation.ok).toBe(true);
    expect(r.state.hands.find((h) => h.seat === 5)?.set).toMatchObject({ by: "house-way", low: ["JK", "9H"] });
    expect(r.fee).toMatchObject({ kind: "charged", optionId: "1", chosenBy: "input" });
    if (r.fee.kind === "charged") expect(r.fee.lines.map((l) => [l.payer.kind, l.cents])).toEqual([["player-dealer", 200], ["seat", 100], ["seat", 100], ["seat", 100], ["backline", 100]]);
  });

  it("fortune-pai-gow-mortimers: Five Aces pay 400 to 1 (FPG-01, seed 003 L4474-4475) as far as the bank covers", () => {
    const r = parsePaiGowSettleInput(FORTUNE_MORTIMERS);
    expect(ledger(r)).toEqual(["6 game collect 5000", "3 game pay 10000", "3 fortune partial-pay 1000"]);
    expect(r.settlement.walk).toMatchObject({ bankAfter: 0, exhaustedAfter: 3 });
    expect(r.settlement.wagers.find((w) => w.bet === "fortune")).toMatchObject({ resolution: { outcome: "win", winnings: 1_000_000 }, odds: 400 });
    expect(r.fee).toMatchObject({ kind: "charged", optionId: "1", chosenBy: "table limits" });
    if (r.fee.kind === "charged") expect(r.fee.lines.map((l) => [l.payer.kind, l.cents])).toEqual([["player-dealer", 200], ["seat", 200], ["seat", 100]]);
  });

  it("face-up-pai-gow: the player-dealer's Pai Gow pushes the game wagers; the bonuses are settled; the room's fee option", () => {
    const r = parsePaiGowSettleInput(FACE_UP);
    expect(ledger(r)).toEqual(["2 game push 0", "2 fortune pay 10000", "2 ace-high pay 2500", "3 game push 0", "3 ace-high pay 40000", "4 game push 0"]);
    expect(r.steps.map((s) => s.kind)).toEqual(["deal-piles", "choose-action-pile", "roll-dice", "expose-player-dealer", "show-cards", "show-cards"]);
    expect(r.fee).toMatchObject({ kind: "charged", scheduleId: "face-up-pai-gow-poker", optionId: "A" });
    if (r.fee.kind === "charged") expect(r.fee.lines.reduce((s, l) => s + l.cents, 0)).toBe(200 + 3 * 100);
  });

  it("pai-gow-poker: a copy goes to the player-dealer", () => {
    const r = parsePaiGowSettleInput(DOUBLE_HAND);
    expect(ledger(r)).toEqual(["2 game collect 4000", "7 game push 0"]);
    expect(r.settlement.wagers.find((w) => w.seat === 7)?.because).toMatch(/a copy \(the player-dealer wins copies\)/);
    expect(r.fee).toMatchObject({ kind: "charged", scheduleId: "pai-gow-poker-double-hand", optionId: "1", chosenBy: "table limits" });
  });

  it("plays through the live table's steps: replaying the request's steps gives the same round", () => {
    for (const input of [FORTUNE_KINGS, FORTUNE_MORTIMERS, FACE_UP, DOUBLE_HAND]) {
      const r = parsePaiGowSettleInput(input);
      expect(replaySteps(paiGowGame(input.game), { pdSeat: input.playerDealerSeat, bank: input.bank, wagers: r.state.wagers }, r.steps)).toEqual(r.state);
    }
  });

  it("routes only the pai gow game ids here", () => {
    expect(isPaiGowSettleInput(FACE_UP)).toBe(true);
    expect(isPaiGowSettleInput({ ...FACE_UP, game: "no-bust-6" })).toBe(false);
  });
});

const messageOf = (raw: unknown): string => {
  try {
    parsePaiGowSettleInput(raw);
  } catch (e) {
    if (e instanceof PaiGowSettleInputError) return e.message;
    throw e;
  }
  return "none";
};

describe("refusals name the field", () => {
  it("the shape, the game and its options", () => {
    expect(messageOf({ ...DOUBLE_HAND, colour: 1 })).toMatch(/^input: unknown field "colour" \(fields: game, seats, /);
    expect(messageOf({ ...DOUBLE_HAND, game: "pai-gow-tiles" })).toMatch(/^game: unknown pai gow game "pai-gow-tiles"/);
    expect(messageOf({ ...DOUBLE_HAND, options: { wheel: "second-highest" } })).toMatch(/^options\.wheel: pai-gow-poker has no option "wheel"/);
    expect(messageOf({ ...DOUBLE_HAND, seats: 8 })).toMatch(/^seats: /);
    expect(messageOf({ ...DOUBLE_HAND, playerDealer: ["KS", "KH"] })).toMatch(/^playerDealer: the player-dealer's hand is 7 cards/);
  });

  it("wagers", () => {
    expect(messageOf({ ...DOUBLE_HAND, wagers: [...DOUBLE_HAND.wagers, { seat: 2, bet: "fortune", amount: 500 }] })).toBe("wagers[2].bet: pai-gow-poker has no Fortune Bonus");
    expect(messageOf({ ...FORTUNE_KINGS, wagers: [...FORTUNE_KINGS.wagers, { seat: 6, bet: "fortune", amount: 500 }] })).toMatch(/^wagers\[6\]\.bet: the Fortune Bonus at seat 6 needs a game wager/);
    expect(messageOf({ ...DOUBLE_HAND, wagers: [{ seat: 1, bet: "game", amount: 4_000 }] })).toMatch(/^wagers\[0\]\.seat: seat 1 is the player-dealer's seat/);
  });

  it("the hands", () => {
    expect(messageOf({ ...DOUBLE_HAND, hands: { "2": DOUBLE_HAND.hands["2"] } })).toBe('hands["7"]: seat 7 has a game wager: give its hand ("cards" and "split")');
    expect(messageOf({ ...DOUBLE_HAND, hands: { ...DOUBLE_HAND.hands, "5": { cards: ["AS", "AH", "AD", "AC", "JK", "7S", "7H"], split: "house-way" } } })).toMatch(/^hands\["5"\]: seat 5 has no seated game wager/);
    expect(messageOf({ ...DOUBLE_HAND, hands: { ...DOUBLE_HAND.hands, "2": { cards: ["QS", "QH", "8C", "6C", "4S", "3S", "KS"], split: "house-way" } } })).toBe("playerDealer: K♠ is already at seat 2: the deck holds one of each card");
    expect(messageOf({ ...DOUBLE_HAND, hands: { ...DOUBLE_HAND.hands, "2": { split: "house-way" } } })).toMatch(/^hands\["2"\]: give the seat's seven "cards"/);
    const foul = { ...DOUBLE_HAND, options: { foul: "refused" }, hands: { ...DOUBLE_HAND.hands, "7": { split: { high: ["QD", "JH", "5D", "3C", "2C"], low: ["KD", "KC"] } } } };
    expect(messageOf(foul)).toMatch(/^hands\["7"\]\.split: seat 7's two-card hand outranks the five-card hand/);
    expect(messageOf({ ...FACE_UP, hands: { ...FACE_UP.hands, "4": { cards: ["8S", "8H", "6D", "6S", "TC", "TD", "QC"] } } })).toMatch(/^hands\["4"\]: seat 4 has no bonus that reads its cards/);
    expect(messageOf({ ...FACE_UP, hands: { ...FACE_UP.hands, "3": { ...FACE_UP.hands["3"], split: "house-way" } } })).toMatch(/^hands\["3"\]\.split: the player-dealer's hand is ace-high/);
  });

  it("the fee", () => {
    expect(messageOf({ ...DOUBLE_HAND, fee: { scheduleId: "fortune-pai-gow-poker-kings", optionId: "1" } })).toMatch(/^fee\.scheduleId: "fortune-pai-gow-poker-kings" is not the fee schedule of pai-gow-poker/);
    expect(messageOf({ ...FACE_UP, fee: { scheduleId: "face-up-pai-gow-poker", optionId: "A" } })).toMatch(/^fee\.option: Face Up Pai Gow Poker prints no fee table/);
    const { fee: _fee, ...noFee } = FACE_UP;
    expect(parsePaiGowSettleInput(noFee).fee).toEqual({ kind: "none", note: 'Face Up Pai Gow Poker prints no fee schedule: give "fee" with a room-entered option (scheduleId "face-up-pai-gow-poker")' });
  });
});
