import { describe, expect, it } from "vitest";
import { verifyShoeOrder } from "../../cards/dealing-shoe";
import { settlePaiGowInput } from "../../pai-gow-poker/settle-report";
import { PAI_GOW_SETTLE_EXAMPLES } from "../../pai-gow-poker/settle-help";
import { SettingsError } from "../common/settings";
import { cards, PaiGowTable, setHand, SUPERVISOR, TABLE_OF } from "./test-kit";
import { paiGowFamily } from "./family";
import { paiGowSettingsFromConfig } from "./settings";
import { EMPTY_PAI_GOW_TABLE } from "./state";
import { PAI_GOW_DECK } from "./steps";

const example = (id: string) => PAI_GOW_SETTLE_EXAMPLES.find((e) => e.id === id)!.input as Record<string, unknown>;

function ledger(t: PaiGowTable): string[] {
  return t.state.round!.settlement!.walk.lines.map((l) => `s${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.amount}`);
}

function settleAll(t: PaiGowTable): void {
  t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
  t.do({ type: "end-round" });
}

/** A table of `gameId` with every seat taken, the player-dealer at seat 1, a deck of `source`, betting open. */
function table(gameId: string, source: "dealer" | "server" = "dealer", bank = 50_000): PaiGowTable {
  const t = new PaiGowTable({ gameId });
  t.seat([1, 2, 3, 4, 5, 6, 7], 1, bank);
  t.do({ type: "start-shoe", source });
  t.do({ type: "open-betting" });
  return t;
}

describe("a Kings Fortune Pai Gow Poker round through the table (the dealer enters the cards)", () => {
  function kingsRound(): PaiGowTable {
    const t = table("fortune-pai-gow");
    t.do({ type: "place-wager", seat: 2, bet: "game", amount: 5_000 });
    t.do({ type: "place-wager", seat: 2, bet: "fortune", amount: 500 });
    t.do({ type: "place-wager", seat: 4, bet: "game", amount: 2_500 });
    t.do({ type: "place-wager", seat: 5, bet: "game", amount: 10_000 });
    t.do({ type: "place-wager", seat: 5, bet: "fortune", amount: 1_000 });
    t.do({ type: "place-wager", seat: 5, bet: "game", amount: 2_000, backline: true, bettor: "Rosa" });
    t.do({ type: "close-betting" });
    return t;
  }

  it("deals seven piles, takes the pile and the dice, sets the players' hands then the player-dealer's the house way, and settles exactly as the calculator does", () => {
    const t = kingsRound();
    // The fees are fixed at "no more bets": $1 a game wager under $100, $2 from the player-dealer (seed 004 L1926-1930).
    expect(t.state.round!.fees!.map((f) => `${f.payer.kind} ${f.cents}`)).toEqual(["player-dealer 200", "seat 100", "seat 100", "seat 100", "backline 100"]);
    expect(t.views().dealer.next).toMatchObject({ step: "deal-piles", command: "deal-piles", label: "The seven piles are dealt" });
    // The dice cannot come before the pile (seed 004 L863-865).
    expect(t.try({ type: "deal-piles" })).toBeNull();
    expect(t.try({ type: "roll-dice", total: 10 })?.code).toBe("OUT_OF_ORDER");
    t.do({ type: "choose-action-pile", pile: 1 });
    t.do({ type: "roll-dice", total: 10 });
    // Dice 10 count seat 3, which has no wager: the action button stays there (L865).
    expect(t.views().display.actionSeat).toBe(3);
    expect(t.views().dealer.next).toMatchObject({ step: "set-hands", seats: [{ seat: 4, cards: null }, { seat: 5, cards: null }, { seat: 2, cards: null }] });
    // Players set first (L873-875): the player-dealer's hand waits.
    expect(t.try({ type: "expose-player-dealer", cards: cards("KS KH 9D 8D 5S 3H 2D") })?.code).toBe("OUT_OF_ORDER");
    t.do(setHand(2, "7S 7H 7D 7C 4H | QS JD"));
    t.do(setHand(4, "AS AH 9S 6C 3D | QH TC"));
    t.do({ type: "set-house-way", seat: 5, cards: cards("JS JH 5D 5C JK 9H 2C") });
    // A set hand is face down on the table: the wall has no card of it yet.
    expect(JSON.stringify(t.views().display)).not.toMatch(/"7S"|"JS"|"AS"/);
    expect(t.views().dealer.hands.find((h) => h.seat === 5)!.set).toMatchObject({ high: ["JS", "JH", "5D", "5C", "2C"], low: ["JK", "9H"], by: "house-way" });
    expect(t.views().dealer.next).toMatchObject({ step: "expose-player-dealer", command: null, cardsNeeded: true });
    t.do({ type: "expose-player-dealer", cards: cards("KS KH 9D 8D 5S 3H 2D") });
    expect(t.views().dealer.playerDealerHand).toMatchObject({ high: ["KS", "KH", "5S", "3H", "2D"], low: ["9D", "8D"], row: "one-pair" });
    expect(t.views().dealer.next.command).toBe("settle");
    t.do({ type: "settle" });
    // The same round through the settlement calculator gives the same walk, line for line.
    const report = settlePaiGowInput(example("fortune-pai-gow"));
    expect(t.state.round!.settlement!.walk.lines.map((l) => [l.seat, l.bet, l.action, l.amount, l.bankAfter])).toEqual(report.ledger.map((l) => [l.seat, l.bet, l.action, l.action === "pay" || l.action === "partial-pay" ? l.paid : l.collected, l.bankAfter]));
    // The wall: every hand turned over, the results, seat 5's Envy button paid for seat 2's four sevens.
    const wall = t.views().display;
    expect(wall.results).toEqual([
      { seat: 2, game: "win", fortune: { outcome: "win", hand: "Four of a Kind" }, aceHigh: null },
      { seat: 4, game: "win", fortune: null, aceHigh: null },
      { seat: 5, game: "win", fortune: { outcome: "lose", hand: null }, aceHigh: null },
    ]);
    expect(wall.envy).toEqual([{ seat: 5, backline: false, forSeat: 2, hand: "Four of a Kind", amount: 500 }]);
    // The big button names each line in the dealer's words, never an internal id.
    expect(t.views().dealer.next.label).toMatch(/^Pay \$25\.00 to seat 4 Game wager$/);
    const labels: string[] = [];
    for (let i = 0; i < t.state.round!.settlement!.walk.lines.length; i++) {
      labels.push(t.views().dealer.next.label);
      t.do({ type: "advance-settlement", through: i + 1 });
    }
    expect(labels.at(-1)).toBe("Pay $5.00 to seat 5 Envy Bonus (seat 2's hand)");
    expect(labels.join(" ")).not.toMatch(/envy-seat|fortune|ace-high/);
    const deckBefore = t.state.shoe!.id;
    t.do({ type: "end-round" });
    expect(t.state.bank).toBe(report.bankAfter);
    // A fresh deck for the next round: the used one ends.
    expect(t.log.slice(-2).map((e) => e.type)).toEqual(["ShoeEnded", "ShoeStarted"]);
    expect(t.state.shoe!.id).not.toBe(deckBefore);
    expect(t.state.shoe).toMatchObject({ source: "dealer", hands: 0 });
    expect(t.views().display.lastRound).toMatchObject({ handNumber: 1, actionSeat: 3, bankBefore: 50_000, bankAfter: report.bankAfter });
    expect(t.replay()).toEqual(t.state);
  });

  it("takes back a mis-tapped split, but never a player's hand once the player-dealer's hand is shown: the floor corrects it", () => {
    const t = kingsRound();
    t.do({ type: "deal-piles" });
    t.do({ type: "choose-action-pile", pile: 4 });
    t.do({ type: "roll-dice", total: 10 });
    // Cards dealt by hand: a mis-tapped die can be taken back; the tablet says what the undo takes back.
    expect(t.views().dealer.canUndo).toBe(true);
    expect(t.views().dealer.undo).toBe("the dice (10)");
    t.do({ type: "undo-card" });
    t.do({ type: "roll-dice", total: 10 });
    t.do(setHand(2, "7S 7H 7D 4H QS | 7C JD"));
    expect(t.views().dealer.canUndo).toBe(true);
    t.do({ type: "undo-card" });
    expect(t.state.round!.play!.hands.find((h) => h.seat === 2)!.set).toBeNull();
    t.do(setHand(2, "7S 7H 7D 7C 4H | QS JD"));
    t.do(setHand(4, "AS AH 9S 6C 3D | QH TC"));
    // The same card twice in one round is refused (one deck).
    expect(t.try(setHand(5, "7S JH 5D 5C JK | 9H 2C"))?.code).toBe("CARD_NOT_ALLOWED");
    t.do({ type: "set-house-way", seat: 5, cards: cards("JS JH 5D 5C JK 9H 2C") });
    t.do({ type: "expose-player-dealer", cards: cards("KS KH 9D 8D 5S 3H 2C".replace("2C", "2D")) });
    // The player-dealer's hand as entered can be taken back (and entered again) ...
    t.do({ type: "undo-card" });
    // ... but then seat 5's hand, set before the player-dealer's was shown, stands.
    expect(t.views().dealer.canUndo).toBe(false);
    expect(t.try({ type: "undo-card" })?.code).toBe("HAND_FINAL");
    t.do({ type: "expose-player-dealer", cards: cards("KS KH 9D 8D 5S 3H 2D") });
    t.do({ type: "settle" });
    // Seat 4 really set A-A-Q-T-9 behind: only a supervisor corrects it, with a reason; the round is settled again.
    const fix = { type: "correct-hand", seat: 4, split: { high: cards("AS AH QH TC 9S"), low: cards("6C 3D") }, reason: "entered the wrong front" } as const;
    expect(t.try(fix)?.code).toBe("SUPERVISOR_ONLY");
    t.do(fix, SUPERVISOR);
    expect(t.state.round!.phase).toBe("dealing");
    expect(t.state.round!.corrections).toEqual([{ index: 4, from: "A♠ A♥ 9♠ 6♣ 3♦ | Q♥ 10♣", to: "A♠ A♥ Q♥ 10♣ 9♠ | 6♣ 3♦", reason: "entered the wrong front", approvedBy: SUPERVISOR.id }]);
    // A pair of aces with kickers against a pair of kings behind, 6-3 against 9-8 in front: a push.
    t.do({ type: "settle" });
    expect(ledger(t).find((l) => l.startsWith("s4 game"))).toBe("s4 game push 0");
    // A correction the cards cannot make is refused: a card another seat holds.
    expect(t.try({ type: "correct-hand", seat: 4, split: { high: cards("AS AH QH TC 7S"), low: cards("6C 3D") }, reason: "typo" }, SUPERVISOR)?.code).toBe("CORRECTION_BREAKS_ROUND");
  });

  it("refuses what the game does not have and what the rules forbid, in the dealer's words", () => {
    const t = table("pai-gow-poker");
    expect(t.try({ type: "place-wager", seat: 2, bet: "fortune", amount: 1_000 })).toMatchObject({ code: "UNKNOWN_BET", message: "Pai Gow Poker (Double Hand Poker) has no Fortune Bonus." });
    expect(t.try({ type: "place-wager", seat: 1, bet: "game", amount: 1_000 })?.code).toMatch(/^WAGER_/);
    expect(t.try({ type: "close-betting" })?.code).toBe("NO_WAGERS");
    t.do({ type: "place-wager", seat: 3, bet: "game", amount: 1_000 });
    t.do({ type: "close-betting" });
    expect(t.try({ type: "burn-cards" })?.code).toBe("NOTHING_TO_BURN");
    t.do({ type: "deal-piles" });
    expect(t.try({ type: "choose-action-pile", pile: 8 })?.code).toBe("BAD_COMMAND");
    t.do({ type: "choose-action-pile", pile: 7 });
    t.do({ type: "roll-dice", total: 3 });
    expect(t.try(setHand(2, "AS KS QS JS TS | 2C 3D"))).toMatchObject({ code: "NO_SUCH_HAND", message: "Seat 2 has no hand this round (no game wager there)." });
    expect(t.try({ type: "set-house-way", seat: 3 })).toMatchObject({ code: "CARD_NOT_ALLOWED" });
    expect(t.try({ type: "settle" })?.code).toBe("HAND_NOT_COMPLETE");
  });
});

describe("a Face Up Pai Gow Poker round (the player-dealer first)", () => {
  function faceUp(): PaiGowTable {
    const t = table("face-up-pai-gow", "dealer", 100_000);
    t.do({ type: "place-wager", seat: 2, bet: "game", amount: 2_000 });
    t.do({ type: "place-wager", seat: 2, bet: "fortune", amount: 500 });
    t.do({ type: "place-wager", seat: 2, bet: "ace-high", amount: 500 });
    t.do({ type: "place-wager", seat: 3, bet: "game", amount: 2_000 });
    t.do({ type: "place-wager", seat: 3, bet: "ace-high", amount: 1_000 });
    t.do({ type: "place-wager", seat: 4, bet: "game", amount: 2_000 });
    t.do({ type: "close-betting" });
    t.do({ type: "deal-piles" });
    t.do({ type: "choose-action-pile", pile: 1 });
    t.do({ type: "roll-dice", total: 9 });
    return t;
  }

  it("exposes the player-dealer's hand before anyone sets; a Pai Gow pushes every game wager and only the bonus seats turn their cards over", () => {
    const t = faceUp();
    // The room-entered fee option: $1 a game wager, $2 from the player-dealer.
    expect(t.views().dealer.fees.total).toBe(500);
    expect(t.views().dealer.next).toMatchObject({ step: "expose-player-dealer", cardsNeeded: true });
    t.do({ type: "expose-player-dealer", cards: cards("AS KH 9D 8C 5S 3H 2D") });
    // The wall shows the player-dealer's hand as soon as it is turned over (seed 004 L1598).
    const wall = t.views().display;
    expect(wall.table!.playerDealer).toMatchObject({ cards: cards("AS KH 9D 8C 5S 3H 2D") });
    expect(wall).toMatchObject({ paiGowPush: true, stage: "showing", waitingOn: [2, 3] });
    expect(t.try(setHand(4, "AD JH 9C 6H 5D | 4S 3C"))?.code).toBe("OUT_OF_ORDER");
    t.do({ type: "show-cards", seat: 2, cards: cards("7S 7H 7D 7C QS JD 4H") });
    t.do({ type: "show-cards", seat: 3, cards: cards("AD JH 9C 6H 5D 4S 3C") });
    t.do({ type: "settle" });
    const report = settlePaiGowInput(example("face-up-pai-gow"));
    expect(ledger(t)).toEqual(report.ledger.map((l) => `s${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.action.includes("pay") ? l.paid : l.collected}`));
    expect(t.views().display.results).toEqual([
      { seat: 2, game: "push", fortune: { outcome: "win", hand: "Four of a Kind" }, aceHigh: "win" },
      { seat: 3, game: "push", fortune: null, aceHigh: "win" },
      { seat: 4, game: "push", fortune: null, aceHigh: null },
    ]);
    // Seat 4 never turned its cards over: nothing of it on the wall.
    expect(t.views().display.table!.seats.find((s) => s.seat === 4)).toEqual({ seat: 4, kind: "face-down" });
    settleAll(t);
    expect(t.views().display.lastRound!.shown.seats.find((s) => s.seat === 4)).toEqual({ seat: 4, kind: "face-down" });
  });

  it("a foul loses (seed 004 L1602)", () => {
    const t = faceUp();
    t.do({ type: "expose-player-dealer", cards: cards("KS KH 9D 8C 5S 3H 2D") });
    expect(t.views().display.paiGowPush).toBe(false);
    t.do(setHand(2, "7S 7H 7D QS 4H | 7C JD"));
    t.do(setHand(3, "AD JH 9C 6H 5D | 4S 3C"));
    // The pair of fours in front outranks the ace-high hand behind: a foul.
    t.do(setHand(4, "AC JC 9H 6D 5C | 4D 4C"));
    t.do({ type: "settle" });
    expect(t.views().display.table!.seats.find((s) => s.seat === 4)).toMatchObject({ kind: "set", foul: true });
    expect(ledger(t).find((l) => l.startsWith("s4 game"))).toBe("s4 game collect 2000");
  });
});

describe("the server's deck", () => {
  it("deals the piles itself, shows the dealer each seat's seven cards to key the split, turns the player-dealer's hand over by the big button, and proves each deck's order", () => {
    const t = table("pai-gow-poker", "server", 20_000);
    t.do({ type: "place-wager", seat: 2, bet: "game", amount: 4_000 });
    t.do({ type: "place-wager", seat: 7, bet: "game", amount: 10_000 });
    t.do({ type: "close-betting" });
    expect(t.views().dealer.next).toMatchObject({ command: "deal-piles", label: "Deal the seven piles" });
    t.do({ type: "deal-piles" });
    expect(t.views().dealer.shoeInfo!.cardsRemaining).toBe(0);
    // The server's piles and dice stand: no undo, the cut card never comes out.
    expect(t.try({ type: "undo-card" })?.code).toBe("SERVER_CARDS");
    expect(t.views().dealer.shoe!.cutCardOut).toBe(false);
    // The wall counts no cards: the whole deck is dealt every round.
    expect(t.views().display.shoe).toEqual({ hands: 1, cardsRemaining: null, cutCardOut: false, commitment: { shoeId: t.views().dealer.shoeInfo!.id, fingerprint: t.views().dealer.shoeInfo!.orderHash!.slice(0, 16) } });
    t.do({ type: "choose-action-pile", pile: 2 });
    t.do({ type: "roll-dice", total: 16 });
    const next = t.views().dealer.next;
    expect(next.seats!.map((s) => s.seat)).toEqual([2, 7]);
    for (const s of next.seats!) expect(s.cards).toHaveLength(7);
    // The wall never holds a pile or a hand still face down.
    const seen = JSON.stringify(t.views().display);
    for (const s of next.seats!) for (const c of s.cards!) expect(seen).not.toContain(`"${c}"`);
    expect(t.views().dealer.playerDealerHand).toBeNull();
    t.do({ type: "set-house-way", seat: 2 });
    const seven = next.seats!.find((s) => s.seat === 7)!.cards!;
    t.do({ type: "set-house-way", seat: 7, cards: [...seven] });
    expect(t.views().dealer.next).toMatchObject({ command: "expose-player-dealer", label: "Turn over the player-dealer's hand" });
    t.do({ type: "expose-player-dealer" });
    t.do({ type: "settle" });
    expect(t.state.round!.settlement!.conservation.ok).toBe(true);
    const order = t.state.shoe!.source === "server" ? t.state.shoe!.dealing.orderHash : "";
    settleAll(t);
    const ended = t.log.find((e) => e.type === "ShoeEnded" && e.proof !== null);
    expect(ended?.type === "ShoeEnded" && ended.proof && verifyShoeOrder(ended.proof.order, ended.proof.salt, order, PAI_GOW_DECK)).toBe(true);
    // The next round opens on the fresh deck, dealt again from the top.
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 3, bet: "game", amount: 1_000 });
    t.do({ type: "close-betting" });
    t.do({ type: "deal-piles" });
    expect(t.replay()).toEqual(t.state);
  });

  it("a voided round reverses its fees, still counts as the bank's hand, and the next round gets a fresh deck", () => {
    const t = table("fortune-pai-gow-mortimers", "server", 10_000);
    t.do({ type: "place-wager", seat: 3, bet: "game", amount: 10_000 });
    t.do({ type: "close-betting" });
    t.do({ type: "deal-piles" });
    const fees = t.state.round!.fees!;
    t.do({ type: "void-round", reason: "the dice left the table" }, SUPERVISOR);
    expect(t.log.find((e) => e.type === "RoundVoided")).toMatchObject({ fees });
    expect(t.state.round).toBeNull();
    expect(t.state.shoe).toMatchObject({ source: "server", hands: 0 });
    expect(t.state.rotation!.phase).toMatchObject({ kind: "banking" });
    t.do({ type: "open-betting" });
    expect(JSON.stringify(t.log.reduce(t.machine.evolve, EMPTY_PAI_GOW_TABLE))).toBe(JSON.stringify(t.state));
  });
});

describe("the bank runs out (Mortimer's FPG-01)", () => {
  it("pays Five Aces' 400 to 1 only as far as the bank covers, and the walk ends with the bank at zero", () => {
    const t = table("fortune-pai-gow-mortimers", "dealer", 6_000);
    t.do({ type: "place-wager", seat: 3, bet: "game", amount: 10_000 });
    t.do({ type: "place-wager", seat: 3, bet: "fortune", amount: 2_500 });
    t.do({ type: "place-wager", seat: 6, bet: "game", amount: 5_000 });
    t.do({ type: "close-betting" });
    t.do({ type: "deal-piles" });
    t.do({ type: "choose-action-pile", pile: 1 });
    t.do({ type: "roll-dice", total: 11 });
    t.do({ type: "set-house-way", seat: 3, cards: cards("AS AH AD AC JK KS 5D") });
    t.do(setHand(6, "TS TH 8C 7C 6D | 3S 2S"));
    t.do({ type: "expose-player-dealer", cards: cards("KD KC QH QS 9S 4H 2D") });
    t.do({ type: "settle" });
    const s = t.views().dealer.settlement!;
    expect(s.bankAfter).toBe(0);
    expect(s.exhaustedAfter).not.toBeNull();
    expect(s.lines.map((l) => l.action)).toContain("partial-pay");
    expect(settlePaiGowInput(example("fortune-pai-gow-mortimers")).ledger.map((l) => l.action)).toEqual(s.lines.map((l) => l.action));
  });
});

describe("a pai gow table's settings", () => {
  it("takes seven seats and one deck, and the game's own options", () => {
    const base = { tableId: "x", name: "x", gameId: "fortune-pai-gow", seats: 7, ...TABLE_OF["fortune-pai-gow"]! };
    expect(paiGowSettingsFromConfig({ ...base, gameOptions: { foul: "refused" } }).gameOptions).toEqual({ foul: "refused" });
    expect(() => paiGowSettingsFromConfig({ ...base, seats: 8 })).toThrow(/seven piles to 7 positions/);
    expect(() => paiGowSettingsFromConfig({ ...base, decks: 2 })).toThrow(SettingsError);
    expect(() => paiGowSettingsFromConfig({ ...base, gameOptions: { envyMinimum: 2500 } })).toThrow(/has no option "envyMinimum"/);
    expect(() => paiGowSettingsFromConfig({ ...base, gameId: "face-up-pai-gow" })).toThrow(SettingsError);
  });

  it("refuses a foul when the room chose option foul: refused, and sets it the house way under reset-house-way", () => {
    for (const [foul, code] of [["refused", "FOUL"], ["reset-house-way", null]] as const) {
      const t = new PaiGowTable({ gameId: "fortune-pai-gow", gameOptions: { foul } });
      t.seat([1, 2, 3], 1, 10_000);
      t.do({ type: "start-shoe", source: "dealer" });
      t.do({ type: "open-betting" });
      t.do({ type: "place-wager", seat: 2, bet: "game", amount: 1_000 });
      t.do({ type: "close-betting" });
      t.do({ type: "deal-piles" });
      t.do({ type: "choose-action-pile", pile: 1 });
      t.do({ type: "roll-dice", total: 5 });
      expect(t.try(setHand(2, "AC JC 9H 6D 5C | 4D 4C"))?.code ?? null).toBe(code);
      if (code === null) expect(t.views().dealer.hands[0]!.set).toMatchObject({ by: "house-way-after-foul", low: ["AC", "JC"] });
    }
  });
});

describe("the betting timer and the floor's corrections (common/floor-corrections.ts)", () => {
  const SYSTEM = { id: "system", role: "supervisor" } as const;

  it("a timer run out on an empty table starts a fresh countdown, and the dealer may end a round nobody bet on", () => {
    const t = new PaiGowTable({ gameId: "fortune-pai-gow", bettingSeconds: 30 });
    t.seat([1, 2, 3, 4, 5, 6, 7], 1, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    const opened = t.now;
    t.now = opened + 31_000;
    // Before: the timer gave nothing, wagers were refused and so was "No more bets": only a void moved the table.
    expect(t.try({ type: "close-betting" })?.code).toBe("NO_WAGERS");
    const [timer] = paiGowFamily.timers(t.state);
    expect(timer).toEqual({ at: opened + 30_000, command: { type: "restart-betting-timer" } });
    t.do(timer!.command, SYSTEM);
    expect(t.state.round?.bettingClosesAt).toBe(t.now + 30_000);
    expect(t.views().dealer.floorCorrections).toBe(true);
    t.do({ type: "end-round-without-action" });
    expect(t.state.round).toBeNull();
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "game", amount: 5_000 });
    expect(paiGowFamily.timers(t.state)).toEqual([{ at: t.now + 30_000, command: { type: "close-betting" } }]);
    expect(t.replay()).toEqual(t.state);
  });

  it("reopens betting before the piles (the fees fixed again), and refuses a misdeal in words", () => {
    const t = table("fortune-pai-gow");
    t.do({ type: "place-wager", seat: 2, bet: "game", amount: 5_000 });
    t.do({ type: "close-betting" });
    t.do({ type: "reopen-betting", reason: "seat 4 was still betting" }, SUPERVISOR);
    expect(t.state.round).toMatchObject({ phase: "betting", fees: null, play: null, steps: [] });
    t.do({ type: "place-wager", seat: 4, bet: "game", amount: 2_500 });
    t.do({ type: "close-betting" });
    expect(t.state.round!.fees!.map((f) => f.cents)).toEqual([200, 100, 100]);
    t.do({ type: "deal-piles" });
    expect(t.try({ type: "declare-misdeal", reason: "a card turned over" }, SUPERVISOR)?.message).toMatch(/void the round/);
    expect(t.replay()).toEqual(t.state);
  });
});
