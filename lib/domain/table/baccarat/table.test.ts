import { describe, expect, it } from "vitest";
import { Table, SUPERVISOR } from "./test-kit";
import { baccaratMachine } from "./machine";

describe("bets the table's fee schedule limits on its own (seed 003)", () => {
  it("Mortimer's Dragon Bonus: the Tie and Dragon bets at most $150 (L4846-4847) at a $5-$500 table", () => {
    const t = new Table({ gameId: "commission-free-dragon-bonus-mortimers", feeScheduleId: "dragon-bonus-baccarat-mortimers", feeOptionId: "1", minWagerCents: 500, maxWagerCents: 50_000 });
    t.seat([1, 2, 3], 3, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 40_000 });
    expect(t.try({ type: "place-wager", seat: 1, bet: "tie", amount: 20_000 })?.code).toBe("WAGER_OVER_SPOT_LIMIT");
    expect(t.try({ type: "place-wager", seat: 1, bet: "player-dragon", amount: 15_100 })?.code).toBe("WAGER_OVER_SPOT_LIMIT");
    t.do({ type: "place-wager", seat: 1, bet: "player-dragon", amount: 15_000 });
  });

  it("Mortimer's Panda 8: Dragon 7 and Panda 8 from $5 to $500 (L2268-2269) at a $50-$5,000 table", () => {
    const t = new Table({ gameId: "ez-baccarat-panda-8-mortimers", feeScheduleId: "ez-baccarat-panda-8-mortimers", feeOptionId: "6", minWagerCents: 5000, maxWagerCents: 500_000 });
    t.seat([1, 2, 3], 3, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "banker", amount: 5000 });
    t.do({ type: "place-wager", seat: 1, bet: "dragon7", amount: 500 });
    expect(t.try({ type: "place-wager", seat: 1, bet: "panda8", amount: 60_000 })?.code).toBe("WAGER_OVER_SPOT_LIMIT");
    expect(t.try({ type: "place-wager", seat: 1, bet: "tie", amount: 500 })?.code).toBe("WAGER_BELOW_MINIMUM");
  });
});

describe("a Fortune 7 table driven by the dealer's card entry", () => {
  function fortune7() {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    t.seat([1, 2, 3, 4], 4, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    return t;
  }

  it("plays a round: wagers, fees fixed at no-more-bets, the deal by the chart, the walk, the bank", () => {
    const t = fortune7();
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
    t.do({ type: "place-wager", seat: 2, bet: "banker", amount: 1_000 });
    t.do({ type: "place-wager", seat: 2, bet: "fortune7", amount: 500 });
    t.do({ type: "place-wager", seat: 3, bet: "banker", amount: 3_000, backline: true });
    t.do({ type: "close-betting" });
    // Option 3: $1 per betting spot wagered, $2 from the player-dealer per hand (seed 000 option 3).
    const fees = t.state.round?.fees ?? [];
    expect(fees.map((f) => [f.payer.kind, f.cents])).toEqual(
      expect.arrayContaining([
        ["player-dealer", 200],
        ["seat", 100],
      ]),
    );
    // Player 2+3 = 5 draws; Banker K+5 = 5; Player third card 4 -> Banker (5) draws on a 4.
    for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) t.do({ type: "deal-card", card });
    expect(t.try({ type: "deal-card", card: "9S" })?.code).toBe("NO_CARD_DUE");
    t.do({ type: "settle" });
    const s = t.state.round?.settlement;
    expect(s?.conservation.ok).toBe(true);
    // Player 9 beats Banker 7 (3 cards): Player wins, Banker and Fortune 7 lose.
    expect(s?.walk.lines.map((l) => [l.seat, l.bet, l.action, l.amount])).toEqual([
      [1, "player", "pay", 2_000],
      [2, "banker", "collect", 1_000],
      [2, "fortune7", "collect", 500],
      [3, "banker", "collect", 3_000],
    ]);
    t.do({ type: "advance-settlement", through: 4 });
    t.do({ type: "end-round" });
    expect(t.state.bank).toBe(50_000 - 2_000 + 1_000 + 500 + 3_000);
    expect(t.state.lastRound?.winner).toBe("player");
    expect(t.state.roadLog).toEqual([{ winner: "P" }]);
    expect(t.replay()).toEqual(t.state);
  });

  it("refuses what the rules forbid and changes nothing", () => {
    const t = fortune7();
    expect(t.try({ type: "deal-card", card: "AS" })?.code).toBe("NO_ROUND");
    t.do({ type: "open-betting" });
    expect(t.try({ type: "place-wager", seat: 1, bet: "tie", amount: 500 })?.code).toMatch(/^WAGER_/);
    expect(t.try({ type: "place-wager", seat: 4, bet: "player", amount: 500 })?.code).toBe("WAGER_PLAYER_DEALER_SEAT");
    expect(t.try({ type: "place-wager", seat: 1, bet: "player", amount: 20_000 })?.code).toMatch(/^WAGER_/);
    expect(t.try({ type: "place-wager", seat: 1, bet: "dragon7", amount: 500 })?.code).toBe("UNKNOWN_BET");
    expect(t.try({ type: "close-betting" })?.code).toBe("NO_WAGERS");
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 500 });
    expect(t.try({ type: "deal-card", card: "AS" })?.code).toBe("BETTING_OPEN");
    t.do({ type: "close-betting" });
    const before = t.state;
    expect(t.try({ type: "deal-card", card: "ZZ" })?.code).toBe("BAD_COMMAND");
    expect(t.try({ type: "void-round", reason: "testing a void" })?.code).toBe("SUPERVISOR_ONLY");
    expect(t.state).toBe(before);
  });

  it("refuses a ninth ace of spades in an eight-deck shoe, and a card the chart does not call for", () => {
    const t = fortune7();
    const hand = (third: boolean) => {
      t.do({ type: "open-betting" });
      t.do({ type: "place-wager", seat: 2, bet: "player", amount: 500 });
      t.do({ type: "close-betting" });
      // A A / A A: Player 2 draws, then Banker 2 draws whatever the Player's third card.
      for (const c of ["AS", "AS", "AS", "AS"]) t.do({ type: "deal-card", card: c });
      if (!third) return;
      t.do({ type: "deal-card", card: "KS" });
      t.do({ type: "deal-card", card: "KD" });
      t.do({ type: "settle" });
      t.do({ type: "advance-settlement", through: 1 });
      t.do({ type: "end-round" });
    };
    hand(true);
    hand(true);
    // Two hands banked by seat 4: the bank is offered clockwise, to seat 1 first.
    expect(t.state.rotation?.phase).toMatchObject({ kind: "offering", offer: { offeredTo: 1 } });
    expect(t.try({ type: "accept-bank", seat: 4, bank: 50_000 })?.code).toBe("ROTATION_CONSECUTIVE_HAND_LIMIT");
    t.do({ type: "accept-bank", seat: 1, bank: 50_000 });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "player", amount: 500 });
    t.do({ type: "close-betting" });
    const refusal = t.try({ type: "deal-card", card: "AS" });
    expect(refusal?.code).toBe("CARD_NOT_IN_SHOE");
    expect(refusal?.message).toMatch(/^A♠ cannot come out of this shoe/);
    expect(t.state.round?.cards.dealt).toEqual([]);
  });

  it("undoes the last entered card until the next step commits it", () => {
    const t = fortune7();
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 500 });
    t.do({ type: "close-betting" });
    t.do({ type: "deal-card", card: "2S" });
    t.do({ type: "undo-card" });
    expect(t.state.round?.cards.dealt).toEqual([]);
    t.do({ type: "deal-card", card: "3S" });
    expect(t.state.round?.cards.dealt.map((d) => d.card)).toEqual(["3S"]);
  });

  it("a supervisor voids a round: the fees are named for reversal and the table moves on", () => {
    const t = fortune7();
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 500 });
    t.do({ type: "close-betting" });
    t.do({ type: "void-round", reason: "misdeal: two cards stuck" }, SUPERVISOR);
    const voided = t.log.find((e) => e.type === "RoundVoided");
    expect(voided && voided.type === "RoundVoided" ? voided.fees.length : 0).toBe(2);
    expect(t.state.round).toBeNull();
    expect(t.state.bank).toBe(50_000);
  });

  it("changes the fee schedule option only between rounds", () => {
    const t = fortune7();
    t.do({ type: "open-betting" });
    expect(t.try({ type: "change-fee-option", scheduleId: "fortune-7-baccarat", optionId: "21" }, SUPERVISOR)?.code).toBe("ROUND_IN_PROGRESS");
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 500 });
    t.do({ type: "void-round", reason: "testing the fee change" }, SUPERVISOR);
    t.do({ type: "change-fee-option", scheduleId: "fortune-7-baccarat", optionId: "21" }, SUPERVISOR);
    expect(t.state.settings?.fee.optionId).toBe("21");
  });
});

describe("21st Century Baccarat 5.0: the hole card never reaches the display", () => {
  it("deals the hole card face down, takes hit/stand choices on a Player 5, and settles two lines", () => {
    // 21st Century prints no fee table (seed 001 L54): the room's own option, $1 per spot with a line wager.
    const feeOptionData = { limit: { kind: "spot", min: 1_000, max: 10_000 }, collections: [{ kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } }], timing: "before-deal" };
    const t = new Table({ gameId: "21st-century-baccarat-5", feeScheduleId: "21st-century-baccarat", feeOptionId: "A", feeOptionData, minWagerCents: 1_000 });
    t.seat([1, 2, 3, 5], 5, 100_000);
    t.do({ type: "start-shoe", source: "server" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 });
    t.do({ type: "place-wager", seat: 2, bet: "player", amount: 2_000 });
    t.do({ type: "close-betting" });
    for (let i = 0; i < 4; i++) t.do({ type: "deal-card" });
    const display = baccaratMachine.views(t.state).display;
    expect(display.banker.cards[1]).toBe("face-down");
    // Every card the display mentions is one of the three face-up cards, however often it appears.
    const faceUp = t.state.round?.cards.dealt.slice(0, 3).map((d) => d.card) ?? [];
    const mentioned = JSON.stringify(display).match(/"[A2-9TJQK][SHDC]"/g)?.map((m) => m.slice(1, -1)) ?? [];
    expect([...mentioned].sort()).toEqual([...faceUp].sort());
    expect(baccaratMachine.views(t.state).supervisor.holeCard).toBe(t.state.round?.cards.dealt[3]?.card);
  });
});

describe("the settlement button's words (issue 28, item 6)", () => {
  it("names each line's bet as the settlement table does: 'Fortune 7 Bonus Bet', never its id", () => {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    t.seat([1, 2, 3, 4], 4, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "banker", amount: 1_000 });
    t.do({ type: "place-wager", seat: 2, bet: "fortune7", amount: 500 });
    t.do({ type: "close-betting" });
    for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) t.do({ type: "deal-card", card });
    t.do({ type: "settle" });
    const labels: string[] = [];
    const lines = t.state.round!.settlement!.walk.lines.length;
    for (let i = 0; i < lines; i++) {
      const view = baccaratMachine.views(t.state).dealer;
      labels.push(view.next.label);
      const named = view.bets.find((b) => b.id === t.state.round!.settlement!.walk.lines[i]!.bet)!.name;
      expect(view.next.label.endsWith(named), `${view.next.label} names ${named}`).toBe(true);
      t.do({ type: "advance-settlement", through: i + 1 });
    }
    expect(labels.join(" | ")).not.toMatch(/fortune7|\bbanker\b/);
  });
});
