import { describe, expect, it } from "vitest";
import { settleThreeCardPokerInput } from "../../three-card-poker/settle-report";
import { THREE_CARD_POKER_SETTLE_EXAMPLES } from "../../three-card-poker/settle-help";
import { threeCardPokerFloor } from "./floor";
import { threeCardPokerMachine } from "./machine";
import { EMPTY_THREE_CARD_POKER_TABLE as EMPTY } from "./state";
import { SUPERVISOR, ThreeCardPokerTable } from "./test-kit";

const FD = "face-down";
const MORTIMERS_EXAMPLE = THREE_CARD_POKER_SETTLE_EXAMPLES[0]!.input as { wagers: { seat: number; bet: string; amount: number; backline?: boolean; bettor?: string }[] };

/** A table with players in seats 1-4, seat 1 banking, the decks brought in from `source`. */
function table(gameId: string, source: "dealer" | "reader" | "server" = "dealer", bank = 20_000): ThreeCardPokerTable {
  const t = new ThreeCardPokerTable({ gameId });
  t.seat([1, 2, 3, 4], 1, bank);
  t.do({ type: "start-shoe", source });
  return t;
}

/** The Mortimer's example's wagers, placed on the layout. */
function placeExampleWagers(t: ThreeCardPokerTable): void {
  for (const w of MORTIMERS_EXAMPLE.wagers) t.do({ type: "place-wager", seat: w.seat, bet: w.bet as "ante", amount: w.amount, ...(w.backline ? { backline: true, bettor: w.bettor } : {}) });
}

function ledger(t: ThreeCardPokerTable): string[] {
  return t.state.round!.settlement!.walk.lines.map((l) => `s${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.amount}`);
}

describe("a Mortimer's round through the table, cards entered by the dealer (seed 003)", () => {
  it("deals face down, reads the up card, takes each Play or fold in order, collects the fold, reveals and settles as the calculator does", () => {
    const t = table("three-card-poker-6cb-mortimers");
    expect(t.views().dealer.decks).toMatchObject({ inPlay: null, loadDue: false });
    t.do({ type: "open-betting" });
    // The first round is dealt from the first deck; the other waits in the shuffler.
    expect(t.views().dealer.decks).toMatchObject({ inPlay: "red", places: [{ back: "red", place: "in play" }, { back: "blue", place: "in the shuffler" }], loadDue: false });
    placeExampleWagers(t);
    t.next();
    // The player-dealer's fee, on the Antes, Pair Plus and 6 Card Bonus before the deal: $60 of action, $1 (seed 003 L1820-1831).
    expect(t.state.round!.fees!.map((f) => [f.payer.kind, f.cents])).toEqual([["player-dealer", 100]]);
    expect(t.views().dealer.fees.dropped).toBe(true);
    // Stacks from the player-dealer's left, face down; the player-dealer's last, its up card read (seed 003 L1600-1605).
    for (const seat of [2, 3, 4]) {
      expect(t.views().dealer.next.stack).toMatchObject({ to: seat, upCardNeeded: false });
      t.next();
    }
    expect(t.views().dealer.next).toMatchObject({ send: null, stack: { to: "player-dealer", upCardNeeded: true } });
    expect(t.try({ type: "deal-stack", cards: [FD, FD, FD] })?.code).toBe("CARD_NOT_ALLOWED");
    t.do({ type: "deal-stack", cards: ["JH", FD, FD] });
    expect(t.views().display.dealerHand).toEqual({ dealt: true, upCard: "JH", cards: null, hand: null, qualifies: null });
    expect(t.views().dealer.next.command).toBe("unload-shuffler");
    t.next();
    // Play or fold in order (seed 003 L1614-1618): seat 4 may not decide before seat 2.
    expect(t.try({ type: "play-or-fold", seat: 4, decision: "play" })?.code).toBe("OUT_OF_ORDER");
    expect(t.views().dealer.next.decide).toEqual({ seat: 2, bettor: null, ante: 1000 });
    t.do({ type: "play-or-fold", seat: 2, decision: "play" });
    t.do({ type: "play-or-fold", seat: 3, decision: "fold" });
    t.do({ type: "play-or-fold", seat: 4, decision: "play" });
    expect(t.views().display.hands.find((h) => h.seat === 2)!.bets).toEqual([
      { bet: "ante", name: "Ante", amount: 1000 },
      { bet: "play", name: "Play", amount: 1000 },
      { bet: "pair-plus", name: "Pair Plus", amount: 500 },
      { bet: "six-card-bonus", name: "6 Card Bonus", amount: 500 },
    ]);
    // The fold's Ante is collected before the player-dealer's hand is turned over (decision D2).
    expect(t.views().dealer.next.collect!.map((l) => [l.seat, l.bet, l.action, l.amount])).toEqual([[3, "ante", "collect", 2000]]);
    t.next();
    expect(t.views().dealer.next).toMatchObject({ send: null, reveal: { to: "player-dealer", cardsNeeded: true, known: ["JH"] } });
    expect(t.try({ type: "reveal-player-dealer", cards: ["QH", "7H", "4C"] })?.code).toBe("CARD_MISMATCH");
    t.do({ type: "reveal-player-dealer", cards: ["JH", "7H", "4C"] });
    // Jack high does not qualify (seed 003 L1627-1628).
    expect(t.views().display.dealerHand).toMatchObject({ cards: ["JH", "7H", "4C"], qualifies: false });
    t.do({ type: "reveal-hand", seat: 2, cards: ["8C", "8D", "KS"] });
    // The folded seat 3 is turned over for its 6 Card Bonus (decision D3); a card already in the round is refused.
    expect(t.views().dealer.next.reveal).toMatchObject({ to: 3, cardsNeeded: true });
    expect(t.try({ type: "reveal-hand", seat: 3, cards: ["5C", "6S", "8C"] })?.code).toBe("CARD_NOT_ALLOWED");
    t.do({ type: "reveal-hand", seat: 3, cards: ["5C", "6S", "8H"] });
    t.do({ type: "reveal-hand", seat: 4, cards: ["9S", "6D", "3C"] });
    t.next();
    // The same ledger as the settlement calculator's worked example.
    const report = settleThreeCardPokerInput(THREE_CARD_POKER_SETTLE_EXAMPLES[0]!.input);
    expect(ledger(t)).toEqual(report.ledger.map((l) => `s${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.paid + l.collected}`));
    // The fold's collection was walked at the fold: the walk goes on from the next line.
    expect(t.views().dealer.settlement).toMatchObject({ settledLines: 1, collectedAtFold: 1, actionSeat: 2, playerDealerQualifies: false });
    expect(t.views().display.hands.find((h) => h.seat === 3)!.sixCardBonus).toEqual({ cards: ["5C", "6S", "8H", "7H", "4C"], hand: "Straight, Eight high" });
    t.do({ type: "advance-settlement", through: report.ledger.length });
    t.do({ type: "end-round" });
    expect(t.state.bank).toBe(report.bankAfter);
    expect(t.state.lastRound).toMatchObject({ handNumber: 1, playerDealer: { cards: ["JH", "7H", "4C"], qualifies: false }, bankBefore: 20_000, bankAfter: report.bankAfter, startSeat: 2 });
    expect(t.state.lastRound!.seats.find((s) => s.seat === 3)).toMatchObject({ decision: "fold", results: [{ bet: "ante", outcome: "lose" }, { bet: "six-card-bonus", outcome: "win" }] });
    // The red deck goes to the discard rack; the blue deck, shuffled meanwhile, is next.
    expect(t.views().dealer.decks).toMatchObject({ inPlay: "red", places: [{ back: "red", place: "in the discard rack" }, { back: "blue", place: "in the shuffler" }] });
    expect(t.replay()).toEqual(t.state);
  });
});

describe("the two alternating decks at the table (seed 003 L1529-1544, seed 004 L283-300)", () => {
  function secondRound(source: "dealer" | "reader" = "reader"): ThreeCardPokerTable {
    const t = table("three-card-poker-6cb", source);
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1000 });
    t.next();
    t.do({ type: "deal-stack", cards: ["AS", "KS", "QS"], source: "reader", back: "red" });
    t.do({ type: "deal-stack", cards: ["2C", "3D", "9H"], source: "reader", back: "red" });
    t.next().do({ type: "play-or-fold", seat: 2, decision: "play" }).next().next().next();
    t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
    t.do({ type: "end-round" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1000 });
    t.next();
    return t;
  }

  it("deals the other deck next round, and refuses a card whose back is the colour of the deck in the discard rack", () => {
    const t = secondRound();
    expect(t.views().dealer.decks).toMatchObject({ inPlay: "blue", loadDue: true });
    expect(t.views().display.deckInPlay).toBe("blue");
    const refused = t.try({ type: "deal-stack", cards: ["AS", "KS", "QS"], source: "reader", back: "red" });
    expect(refused).toMatchObject({ code: "WRONG_DECK" });
    expect(refused!.message).toMatch(/red back: the red deck is in the discard rack; this round is dealt from the blue deck/);
    // The same cards from the blue deck are new this round.
    t.do({ type: "deal-stack", cards: ["AS", "KS", "QS"], source: "reader", back: "blue" });
  });

  it("asks for the other deck to go into the shuffler, and refuses to unload while it is still in the discard rack", () => {
    const t = secondRound();
    expect(t.views().dealer.next).toMatchObject({ command: "load-shuffler", label: "Load the red deck into the shuffler" });
    t.do({ type: "deal-stack", cards: ["AS", "KS", "QS"], source: "reader", back: "blue" });
    t.do({ type: "deal-stack", cards: ["2C", "3D", "9H"], source: "reader", back: "blue" });
    const refused = t.try({ type: "unload-shuffler" });
    expect(refused?.code).toBe("RACK_HOLDS_OTHER_DECK");
    expect(refused?.message).toMatch(/only one deck in the discard rack at a time/);
    t.do({ type: "load-shuffler" });
    expect(t.try({ type: "load-shuffler" })?.code).toBe("SHUFFLER_LOADED");
    expect(t.views().dealer.next.command).toBe("unload-shuffler");
    t.next();
    expect(t.views().dealer.decks!.places).toEqual([
      { back: "red", place: "in the shuffler" },
      { back: "blue", place: "in play" },
    ]);
  });

  it("gives each round's server deck its own committed order, released when the round ends", () => {
    const t = table("three-card-poker-6cb", "server");
    const first = t.state.shoe!;
    t.do({ type: "open-betting" }).do({ type: "place-wager", seat: 2, bet: "ante", amount: 1000 }).next();
    while (t.views().dealer.next.send && t.state.round?.phase === "dealing") {
      const next = t.views().dealer.next;
      if (next.decide) t.do({ type: "play-or-fold", seat: next.decide.seat, decision: "play" });
      else t.next();
    }
    while (t.views().dealer.next.decide) t.do({ type: "play-or-fold", seat: t.views().dealer.next.decide!.seat, decision: "play" });
    while (t.state.round) t.next();
    const ended = t.log.find((e) => e.type === "ShoeEnded");
    expect(ended).toMatchObject({ type: "ShoeEnded", round: "tcp1-1", proof: { orderHash: first.source === "server" ? first.dealing.orderHash : "" } });
    const started = t.log.filter((e) => e.type === "ShoeStarted");
    expect(started).toHaveLength(2);
    expect(t.state.shoe!.id).not.toBe(first.id);
  });

  it("burns no cards, and is dealt from one deck", () => {
    const t = table("three-card-poker-6cb", "server");
    expect(t.try({ type: "burn-cards" })?.code).toBe("NO_BURN");
    t.do({ type: "end-shoe" });
    expect(t.state.decks).toBeNull();
    expect(t.try({ type: "start-shoe", source: "dealer", decks: 2 })?.code).toBe("DECKS_NOT_ALLOWED");
  });
});

describe("Kings (seed 004): the server's deck, the player-dealer not qualifying, every Ante paid", () => {
  it("pays a lower Ante even money and returns the Play when the player-dealer does not qualify (L346)", () => {
    const t = table("three-card-poker-6cb", "dealer");
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1000 });
    t.do({ type: "place-wager", seat: 3, bet: "ante", amount: 1000 });
    t.next();
    t.do({ type: "deal-stack", cards: ["2C", "4D", "7H"] }).do({ type: "deal-stack", cards: ["5S", "6S", "9D"] });
    t.do({ type: "deal-stack", cards: ["JS", "8C", "3H"] });
    t.next().do({ type: "play-or-fold", seat: 2, decision: "play" }).do({ type: "play-or-fold", seat: 3, decision: "play" });
    // Cards read at the deal: the reveals need no entry.
    expect(t.views().dealer.next).toMatchObject({ command: "reveal-player-dealer", reveal: { cardsNeeded: false, known: [] } });
    t.next().next().next().next();
    expect(ledger(t)).toEqual(["s2 ante pay 1000", "s2 play push 0", "s3 ante pay 1000", "s3 play push 0"]);
  });

  it("settles Ante and Play against a qualifying player-dealer, the winner and the loser both ways (L347-349)", () => {
    const t = table("three-card-poker-6cb", "dealer");
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1000 });
    t.do({ type: "place-wager", seat: 3, bet: "ante", amount: 1000 });
    t.next();
    t.do({ type: "deal-stack", cards: ["AC", "AD", "7H"] }).do({ type: "deal-stack", cards: ["5S", "6S", "9D"] });
    t.do({ type: "deal-stack", cards: ["QS", "8C", "3H"] });
    t.next().do({ type: "play-or-fold", seat: 2, decision: "play" }).do({ type: "play-or-fold", seat: 3, decision: "play" });
    t.next().next().next().next();
    expect(ledger(t)).toEqual(["s2 ante pay 1000", "s2 play pay 1000", "s3 ante collect 1000", "s3 play collect 1000"]);
  });
});

describe("wagers at the table", () => {
  function betting(gameId = "three-card-poker-6cb", options: Record<string, string> = {}): ThreeCardPokerTable {
    const t = new ThreeCardPokerTable({ gameId, gameOptions: options });
    t.seat([1, 2, 3, 4], 1, 20_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    return t;
  }

  it("needs the same bettor's Ante for a bonus, the seated Ante for a backline wager, and keeps it while they ride on it", () => {
    const t = betting();
    expect(t.try({ type: "place-wager", seat: 2, bet: "pair-plus", amount: 500 })?.code).toBe("WAGER_NEEDS_QUALIFYING_WAGER");
    expect(t.try({ type: "place-wager", seat: 2, bet: "ante", amount: 500, backline: true })?.code).toBe("WAGER_NEEDS_SEATED_ANTE");
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 500 });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 500, backline: true, bettor: "Lee" });
    expect(t.try({ type: "remove-wager", wagerId: "w1" })?.code).toBe("WAGER_STILL_NEEDED");
    // Both bonus bets together by default (decision D1).
    t.do({ type: "place-wager", seat: 2, bet: "pair-plus", amount: 500 });
    t.do({ type: "place-wager", seat: 2, bet: "six-card-bonus", amount: 500 });
  });

  it("refuses the second bonus under option bonusBets \"one\"", () => {
    const t = betting("three-card-poker-6cb", { bonusBets: "one" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 500 });
    t.do({ type: "place-wager", seat: 2, bet: "pair-plus", amount: 500 });
    expect(t.try({ type: "place-wager", seat: 2, bet: "six-card-bonus", amount: 500 })?.code).toBe("WAGER_ONE_BONUS");
  });

  it("refuses a wager from the player-dealer's seat and deals only a seat with an Ante", () => {
    const t = betting();
    expect(t.try({ type: "place-wager", seat: 1, bet: "ante", amount: 500 })?.code).toMatch(/^WAGER_/);
    t.do({ type: "place-wager", seat: 3, bet: "ante", amount: 500 });
    t.next();
    expect(t.views().dealer.next.stack).toMatchObject({ to: 3, stack: 1, of: 2 });
    t.do({ type: "deal-stack", cards: ["AS", "AD", "3C"] }).do({ type: "deal-stack", cards: ["KS", "8C", "3H"] });
    t.next().do({ type: "play-or-fold", seat: 3, decision: "play" }).next().next().next();
    // Seat 2, on the player-dealer's left, has no hand: the walk's first seat is seat 3.
    expect(t.state.round!.settlement!.startSeat).toBe(2);
    expect(t.views().dealer.settlement!.actionSeat).toBe(3);
  });
});

describe("undo, corrections and voids", () => {
  function dealt(): ThreeCardPokerTable {
    const t = table("three-card-poker-6cb-mortimers", "dealer");
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1000 });
    t.do({ type: "place-wager", seat: 3, bet: "ante", amount: 1000 });
    t.next();
    return t;
  }

  it("takes back the last stack entered and the cards entered at a reveal, never a decision", () => {
    const t = dealt();
    t.do({ type: "deal-stack", cards: ["AS", "KD", "2C"] });
    expect(t.views().dealer.canUndo).toBe(true);
    t.do({ type: "undo-card" });
    expect(t.state.round!.steps).toEqual([]);
    // AS is back in the deck: it may be dealt again.
    t.do({ type: "deal-stack", cards: ["AS", FD, FD] }).next().do({ type: "deal-stack", cards: ["9C", FD, FD] }).next();
    t.do({ type: "play-or-fold", seat: 2, decision: "play" });
    expect(t.try({ type: "undo-card" })?.code).toBe("NOTHING_TO_UNDO");
    t.do({ type: "play-or-fold", seat: 3, decision: "play" });
    t.do({ type: "reveal-player-dealer", cards: ["9C", "9D", "2H"] });
    t.do({ type: "undo-card" });
    expect(t.state.round!.play!.playerDealer.revealed).toBe(false);
    t.do({ type: "reveal-player-dealer", cards: ["9C", "9D", "2S"] });
    expect(t.replay()).toEqual(t.state);
  });

  it("lets only a supervisor correct a card, replays the round with it and walks the new ledger", () => {
    const t = dealt();
    t.do({ type: "deal-stack", cards: ["AS", "KD", "2C"] }).do({ type: "deal-stack", cards: ["4S", "4D", "9C"] }).do({ type: "deal-stack", cards: ["QS", "3C", "5H"] });
    t.next().do({ type: "play-or-fold", seat: 2, decision: "play" }).do({ type: "play-or-fold", seat: 3, decision: "play" });
    t.next().next().next().next();
    expect(ledger(t)).toEqual(["s2 ante pay 1000", "s2 play pay 1000", "s3 ante pay 1000", "s3 play pay 1000"]);
    // Card 5 in dealing order (index 4) is seat 3's 4D.
    expect(t.try({ type: "correct-card", index: 4, card: "7H", reason: "misread the four" })?.code).toBe("SUPERVISOR_ONLY");
    expect(t.try({ type: "correct-card", index: 4, card: "AS", reason: "misread the four" }, SUPERVISOR)?.code).toBe("CARD_NOT_IN_DECK");
    t.do({ type: "correct-card", index: 4, card: "7H", reason: "misread the four" }, SUPERVISOR);
    expect(t.state.round!.phase).toBe("dealing");
    t.next();
    // Seat 3 now holds 4S 7H 9C, Nine high, below the player-dealer's Queen high.
    expect(ledger(t)).toEqual(["s2 ante pay 1000", "s2 play pay 1000", "s3 ante collect 1000", "s3 play collect 1000"]);
    expect(t.replay()).toEqual(t.state);
  });

  it("a card corrected after the money was paid: the dealer is told the difference per seat and for the bank", () => {
    const t = dealt();
    t.do({ type: "deal-stack", cards: ["AS", "KD", "2C"] }).do({ type: "deal-stack", cards: ["4S", "4D", "9C"] }).do({ type: "deal-stack", cards: ["QS", "3C", "5H"] });
    t.next().do({ type: "play-or-fold", seat: 2, decision: "play" }).do({ type: "play-or-fold", seat: 3, decision: "play" });
    t.next().next().next().next();
    t.do({ type: "advance-settlement", through: 4 });
    t.do({ type: "correct-card", index: 4, card: "7H", reason: "misread the four" }, SUPERVISOR);
    expect(t.views().dealer.settlementCorrection).toEqual({ pending: true });
    t.next();
    expect(ledger(t)).toEqual(["s2 ante pay 1000", "s2 play pay 1000", "s3 ante collect 1000", "s3 play collect 1000"]);
    // Seat 3 was paid $20.00 and now loses $20.00: $40.00 goes back to the bank; seat 2 is as paid.
    expect(t.views().dealer.settlementCorrection).toMatchObject({
      pending: false,
      lines: [{ who: "Seat 3", before: 2_000, after: -2_000, change: -4_000 }],
      words: "Collect $40.00 from Seat 3; pay $40.00 to the bank.",
    });
    expect(t.replay()).toEqual(t.state);
    // The replay says the adjustment with the second settlement; the first stays in the log as it was.
    const at = t.log.length - 1;
    expect(t.log.filter((e) => e.type === "RoundSettled")).toHaveLength(2);
    const before = t.log.slice(0, at).reduce(threeCardPokerMachine.evolve, EMPTY);
    expect(threeCardPokerFloor.describe(t.log[at]!, before, t.state)).toMatch(/; corrected after payment, the difference made at the table: collect \$40\.00 from Seat 3; pay \$40\.00 to the bank\.$/);
    // The walk is the differences, not the 4 corrected lines: seat 2's lines, paid already, are no step.
    const s = t.views().dealer.settlement!;
    expect(s.settledLines).toBe(0);
    expect(s.toWalk).toBe(2);
    expect(s.adjustment!.steps.map((step) => step.words)).toEqual(["Collect $40.00 from Seat 3", "Pay $40.00 to the bank"]);
    expect(t.views().dealer.next).toMatchObject({ label: "Collect $40.00 from Seat 3", send: { type: "advance-settlement", through: 1 } });
    expect(t.try({ type: "advance-settlement", through: 4 })).toMatchObject({ code: "BAD_LINE", message: "There are only 2 differences to make." });
    const bank = s.adjustment!.bankBefore;
    t.next();
    expect(t.views().dealer.next).toMatchObject({ label: "Pay $40.00 to the bank", send: { type: "advance-settlement", through: 2 } });
    t.next();
    expect(t.views().dealer.next).toMatchObject({ command: "end-round" });
    t.next();
    expect(t.state.round).toBeNull();
    expect(t.state.bank).toBe(bank + 4_000);
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Collect $40.00 from Seat 3; pay $40.00 to the bank." });
    expect(t.replay()).toEqual(t.state);
  });

  it("voids a round: the fees are reversed, the deck goes to the discard rack with the other loaded first", () => {
    const t = dealt();
    t.do({ type: "deal-stack", cards: ["AS", "KD", "2C"] });
    t.do({ type: "void-round", reason: "misdeal at the shuffler" }, SUPERVISOR);
    expect(t.state.round).toBeNull();
    const voided = t.log.find((e) => e.type === "RoundVoided");
    expect(voided && voided.type === "RoundVoided" ? voided.fees.length : -1).toBe(1);
    t.do({ type: "open-betting" });
    expect(t.views().dealer.decks).toMatchObject({ inPlay: "blue" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1000 }).next();
    t.do({ type: "void-round", reason: "a second misdeal" }, SUPERVISOR);
    // The red deck was still in the discard rack: it went into the shuffler before the blue deck joined the rack.
    expect(t.log.filter((e) => e.type === "ShufflerLoaded")).toHaveLength(1);
    // A voided hand still counts for the bank's rotation: after two, the bank is offered on.
    const offer = t.state.rotation!.phase;
    if (offer.kind === "offering") t.do({ type: "accept-bank", seat: offer.offer.offeredTo, bank: 20_000 });
    t.do({ type: "open-betting" });
    expect(t.views().dealer.decks).toMatchObject({ inPlay: "red", loadDue: true });
    expect(t.replay()).toEqual(t.state);
  });
});

describe("the floor's corrections (common/floor-corrections.ts)", () => {
  function closed(): ThreeCardPokerTable {
    const t = table("three-card-poker-6cb-mortimers", "dealer");
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1000 });
    t.next();
    return t;
  }

  it("declares a misdeal: the stacks come off, the entered cards go back to the deck, the wagers and fees stand", () => {
    const t = closed();
    const fees = t.state.round!.fees;
    t.do({ type: "deal-stack", cards: ["AS", "KD", "2C"] });
    expect(t.try({ type: "declare-misdeal", reason: "two cards stuck together" })?.code).toBe("SUPERVISOR_ONLY");
    t.do({ type: "declare-misdeal", reason: "two cards stuck together" }, SUPERVISOR);
    expect(t.state.round).toMatchObject({ phase: "dealing", steps: [], fees });
    expect(t.views().dealer.next.stack).toMatchObject({ to: 2, stack: 1 });
    // The same cards may be dealt again: they are back in the deck.
    t.do({ type: "deal-stack", cards: ["AS", "KD", "2C"] });
    expect(t.replay()).toEqual(t.state);
  });

  it("reopens betting before the first stack (the fees fixed again), and ends a round nobody bet on with the deck unplayed", () => {
    const t = closed();
    expect(t.views().dealer.floorCorrections).toBe(true);
    t.do({ type: "reopen-betting", reason: "seat 3 was still betting" }, SUPERVISOR);
    expect(t.state.round).toMatchObject({ phase: "betting", fees: null, play: null });
    t.do({ type: "place-wager", seat: 3, bet: "ante", amount: 30_000 });
    t.next();
    // $310 of action: option 1's fourth tier, $4.00 (seed 003 L1820-1831).
    expect(t.state.round!.fees!.map((f) => f.cents)).toEqual([400]);
    t.do({ type: "void-round", reason: "the player-dealer left" }, SUPERVISOR);
    t.do({ type: "open-betting" });
    expect(t.try({ type: "end-round-without-action" })).toBeNull();
    expect(t.state.round).toBeNull();
    t.do({ type: "open-betting" });
    expect(t.views().dealer.decks).toMatchObject({ inPlay: "red" });
    expect(t.replay()).toEqual(t.state);
  });

  it("takes back a settlement line marked done, and lists the cards for a correction as the dealer and the floor see them", () => {
    const t = closed();
    t.do({ type: "deal-stack", cards: ["AS", "KD", "2C"] }).do({ type: "deal-stack", cards: ["QS", FD, FD] });
    expect(t.views().dealer.dealtCards.map((c) => `${c.where}: ${c.card}`)).toEqual([
      "Seat 2 card 1: face-down",
      "Seat 2 card 2: face-down",
      "Seat 2 card 3: face-down",
      "Player-dealer card 1 (up card): QS",
      "Player-dealer card 2: face-down",
      "Player-dealer card 3: face-down",
    ]);
    expect(t.views().supervisor.dealtCards.slice(0, 3).map((c) => c.card)).toEqual(["AS", "KD", "2C"]);
    t.next().do({ type: "play-or-fold", seat: 2, decision: "play" }).do({ type: "reveal-player-dealer", cards: ["QS", "3H", "4H"] }).next().next();
    t.do({ type: "advance-settlement", through: 1 });
    t.do({ type: "undo-settlement-line", reason: "paid the wrong seat" }, SUPERVISOR);
    expect(t.state.round!.settledLines).toBe(0);
  });
});

describe("the floor's words for a round", () => {
  it("describes the stacks, the decisions, the settlement and the decks in words, the cards as recorded", () => {
    const t = table("three-card-poker-6cb-mortimers", "server");
    t.do({ type: "open-betting" }).do({ type: "place-wager", seat: 2, bet: "ante", amount: 1000 }).next().next().next().next();
    t.do({ type: "play-or-fold", seat: 2, decision: "fold" });
    while (t.state.round) t.next();
    let state = t.machine.evolve(EMPTY, t.log[0]!);
    const words: string[] = [];
    for (const event of t.log.slice(1)) {
      const after = t.machine.evolve(state, event);
      words.push(threeCardPokerFloor.describe(event, state, after));
      state = after;
    }
    expect(words).toEqual(
      expect.arrayContaining([
        "The two decks brought in (shuffled by the server)",
        expect.stringMatching(/^Stack 1 of 2 to seat 2: (?:10|[2-9JQKA])[♠♥♦♣] (?:10|[2-9JQKA])[♠♥♦♣] (?:10|[2-9JQKA])[♠♥♦♣] \(server deck\)$/),
        expect.stringMatching(/^Stack 2 of 2 to the player-dealer: .* \(server deck\); up card (?:10|[2-9JQKA])[♠♥♦♣]$/),
        "Undealt cards into the discard rack",
        "Seat 2 folds: the Ante and Pair Plus are forfeited",
        expect.stringMatching(/^Settled: the player-dealer (does not )?qualif(y|ies); from seat 2; 1 line \(1 collected at the fold\); bank \$200\.00 → \$210\.00$/),
        expect.stringMatching(/^The deck of hand 1 to the discard rack; its order released \(hash [0-9a-f]{12}…\)$/),
        "Next deck out of the shuffler (shuffled by the server)",
      ]),
    );
    const frame = threeCardPokerFloor.frame(t.state)!;
    expect(frame.result).toMatchObject({ handNumber: 1, bankAfter: 21_000 });
    expect(threeCardPokerFloor.listWords(threeCardPokerFloor.resultFields(t.state.lastRound)).result).toMatch(/^Player-dealer .*; seat 2 folds$/);
  });
});
