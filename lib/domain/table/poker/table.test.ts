import { describe, expect, it } from "vitest";
import { pokerFamily } from "./family";
import { MINUTE, PokerTable, SUPERVISOR } from "./test-kit";

/** The command the big button sends now, with its fields. */
function bigButton(t: PokerTable): Record<string, unknown> | null {
  const next = t.views().dealer.next;
  return next.command ? { type: next.command, ...(next.args ?? {}) } : null;
}

function tap(t: PokerTable): PokerTable {
  const command = bigButton(t);
  if (!command) throw new Error(`nothing to tap: ${t.views().dealer.next.label}`);
  return t.do(command as never);
}

describe("a Mortimer's Texas Hold'em hand through the table (option 3, $3-$6, blinds $2/$3)", () => {
  function table(): PokerTable {
    return new PokerTable({ gameId: "texas-holdem-mortimers" }).seatPlayers([1, 3, 5, 7, 8]).drawButton(3);
  }

  it("is four taps of the big button: deal, flop, the drop, then the winner", () => {
    const t = table();
    expect(t.views().dealer.next).toMatchObject({ step: "deal", command: "deal-hand", label: "Deal hand 1" });
    // The button drawn by high card is seat 3; the blinds are the next two players (seed 003 L268-271).
    expect(t.views().dealer.plan).toMatchObject({ button: 3, smallBlind: 5, bigBlind: 7, dealtIn: [5, 7, 8, 1, 3] });
    tap(t);
    expect(t.state.round?.handNumber).toBe(1);
    expect(t.views().dealer.next).toMatchObject({ step: "flop-or-winner", command: "flop" });
    tap(t);
    // Five players dealt in: the "5-6 players" column of option 3, $2 (seed 003 L3687-3692).
    expect(t.views().dealer.next).toMatchObject({ step: "take-drop", command: "take-drop", label: "Take the drop: $2.00" });
    tap(t);
    expect(t.dropped()).toEqual([{ roundId: "pk1-1", cents: 200, collection: "poker-drop" }]);
    expect(t.views().dealer.fees.total).toBe(200);
    expect(t.views().dealer.next).toMatchObject({ step: "award", command: null });
    t.do({ type: "award", pots: [{ high: [8] }] });
    expect(t.state.round).toBeNull();
    expect(t.state.lastHand).toMatchObject({ handNumber: 1, button: 3, dealtIn: [5, 7, 8, 1, 3], flop: true, dropCents: 200, pots: [{ high: [8] }], kill: null });
    // The button moves one seat clockwise for hand 2.
    expect(t.views().dealer.plan).toMatchObject({ handNumber: 2, button: 5, smallBlind: 7, bigBlind: 8 });
    expect(t.views().display.lastHand).toEqual({ handNumber: 1, winners: "Seat 8 wins", dropCents: 200, killed: false });
  });

  it("seven players take the 7-or-more column ($3); a hand without a flop drops nothing (seed 003 L3659-3660)", () => {
    const t = new PokerTable({ gameId: "texas-holdem-mortimers" }).seatPlayers([1, 2, 3, 4, 5, 6, 7]).drawButton(1);
    t.do({ type: "deal-hand" }).do({ type: "flop" });
    expect(t.views().dealer.next.label).toBe("Take the drop: $3.00");
    t.do({ type: "take-drop" }).do({ type: "award", pots: [{ high: [2] }] });
    t.do({ type: "deal-hand" });
    expect(t.try({ type: "take-drop" })?.message).toBe("No flop, no drop (seed 003 L3657-3661).");
    t.do({ type: "award", pots: [{ high: [4] }] });
    expect(t.dropped().map((d) => d.cents)).toEqual([300]);
    expect(t.state.lastHand).toMatchObject({ flop: false, dropCents: 0 });
  });

  it("caps the drop at a pot the dealer enters", () => {
    const t = table();
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop", potCents: 150 });
    expect(t.dropped()).toEqual([{ roundId: "pk1-1", cents: 150, collection: "poker-drop" }]);
  });

  it("refuses steps out of order, and the shell's bank, shoe and betting commands, in the dealer's words", () => {
    const t = table();
    expect(t.try({ type: "flop" })).toEqual({ code: "OUT_OF_ORDER", message: "No hand is in play: deal first." });
    t.do({ type: "deal-hand" });
    expect(t.try({ type: "award", pots: [{ high: [2] }] })?.message).toBe("Seat 2 was not dealt in.");
    t.do({ type: "flop" });
    expect(t.try({ type: "award", pots: [{ high: [1] }] })?.message).toBe("Take the drop from the pot before pushing it.");
    expect(t.try({ type: "open-bank" })?.code).toBe("NO_BANK_AT_POKER");
    expect(t.try({ type: "accept-bank", seat: 1, bank: 1000 })?.code).toBe("NO_BANK_AT_POKER");
    expect(t.try({ type: "start-shoe", source: "dealer" })?.code).toBe("NO_SHOE_AT_POKER");
    expect(t.try({ type: "open-betting" })?.code).toBe("NO_BETTING_WINDOW");
    expect(t.try({ type: "settle" })?.code).toBe("NO_SETTLEMENT");
    expect(t.try({ type: "change-fee-option", scheduleId: "texas-holdem-mortimers", optionId: "4" }, SUPERVISOR)?.code).toBe("FEE_FOLLOWS_STAKES");
    expect(t.try({ type: "correct-award", pots: [{ high: [1] }], reason: "wrong seat tapped" })?.code).toBe("SUPERVISOR_ONLY");
  });

  it("seats a called player with the shell's seat-player command (the waiting list's call) and takes them out with unseat-player", () => {
    const t = table();
    expect(t.try({ type: "seat-player", seat: 3, name: "Ann" })?.message).toBe("Seat 3 is taken.");
    t.do({ type: "seat-player", seat: 9, name: "Ann" });
    expect(t.views().dealer.players.find((p) => p.seat === 9)).toEqual({ seat: 9, name: "Ann", status: "seated" });
    expect(t.views().display.seats.find((s) => s.seat === 9)).toMatchObject({ occupied: true, status: "seated" });
    t.do({ type: "unseat-player", seat: 9 });
    expect(t.views().dealer.players.find((p) => p.seat === 9)?.status).toBe("empty");
  });

  it("draws the first button from the server's shuffled deck when no cards are entered", () => {
    const t = new PokerTable({ gameId: "texas-holdem-mortimers" }).seatPlayers([2, 4, 6]);
    expect(t.views().dealer.next).toMatchObject({ step: "draw-for-button", command: "draw-for-button" });
    expect(t.views().dealer.drawSeats).toEqual([2, 4, 6]);
    while (t.views().dealer.next.step === "draw-for-button") tap(t);
    const draw = t.state.table!.buttonDraw!;
    expect([2, 4, 6]).toContain(draw.winner);
    expect(draw.rounds[0]!.map((c) => c.seat)).toEqual([2, 4, 6]);
  });

  it("a misdeal voids the round, drops nothing, and the redeal keeps the hand number, button and blinds", () => {
    const t = table();
    t.do({ type: "deal-hand" }).do({ type: "misdeal" });
    expect(t.log.at(-1)).toMatchObject({ type: "RoundVoided", roundId: "pk1-1", fees: [] });
    expect(t.views().dealer.plan).toMatchObject({ handNumber: 1, button: 3, smallBlind: 5, bigBlind: 7 });
    t.do({ type: "deal-hand" });
    expect(t.state.round?.id).toBe("pk1-2");
    expect(t.state.table!.hand?.number).toBe(1);
  });

  it("takes back a flop tapped by mistake, not a drop already in the box", () => {
    const t = table();
    t.do({ type: "deal-hand" });
    expect(t.try({ type: "undo-step" })?.code).toBe("UNDO_DEAL");
    t.do({ type: "flop" });
    expect(t.views().dealer.canUndo).toBe(true);
    t.do({ type: "undo-step" });
    expect(t.views().dealer.next.step).toBe("flop-or-winner");
    t.do({ type: "award", pots: [{ high: [5] }] });
    expect(t.dropped()).toEqual([]);
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" });
    expect(t.try({ type: "undo-step" })?.code).toBe("NOTHING_TO_UNDO");
  });

  it("a supervisor's void gives the drop back as the round's fees (reversed by the projection)", () => {
    const t = table();
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" });
    expect(t.try({ type: "void-round", reason: "cards exposed in the deal" })?.code).toBe("SUPERVISOR_ONLY");
    t.do({ type: "void-round", reason: "cards exposed in the deal" }, SUPERVISOR);
    const voided = t.log.find((e) => e.type === "RoundVoided");
    expect(voided).toMatchObject({ roundId: "pk1-1", reason: "cards exposed in the deal", by: "floor-1" });
    expect(voided?.type === "RoundVoided" ? voided.fees.map((f) => f.cents) : null).toEqual([200]);
    expect(t.state.round).toBeNull();
    expect(t.views().dealer.plan?.handNumber).toBe(1);
  });

  it("a supervisor corrects the winners of the hand just finished, before the next deal", () => {
    const t = table();
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" }).do({ type: "award", pots: [{ high: [8] }] });
    t.do({ type: "correct-award", pots: [{ high: [1, 8] }], reason: "split pot: both had the straight" }, SUPERVISOR);
    expect(t.state.lastHand?.pots).toEqual([{ high: [1, 8] }]);
    expect(t.log.at(-1)).toMatchObject({ type: "RoundCorrected", from: [{ high: [8] }], approvedBy: "floor-1" });
    t.do({ type: "deal-hand" });
    expect(t.try({ type: "correct-award", pots: [{ high: [1] }], reason: "too late" }, SUPERVISOR)?.code).toBe("NOT_CORRECTABLE");
  });

  it("an award corrected keeps the pot the dealer entered and its drop, and says the pot with the winners", () => {
    const t = table();
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" }).do({ type: "award", pots: [{ high: [8] }], potCents: 12_000 });
    const drop = t.state.lastHand?.dropCents;
    expect(t.views().dealer.lastHand?.winners).toBe("Seat 8 wins the $120.00 pot");
    t.do({ type: "correct-award", pots: [{ high: [1] }], reason: "seat 1 had the flush" }, SUPERVISOR);
    expect(t.state.lastHand).toMatchObject({ pots: [{ high: [1] }], potCents: 12_000, dropCents: drop });
    expect(t.views().dealer.lastHand?.winners).toBe("Seat 1 wins the $120.00 pot");
    expect(t.log.at(-1)).toMatchObject({ type: "RoundCorrected", words: "Seat 8 wins the $120.00 pot → Seat 1 wins the $120.00 pot" });
    t.do({ type: "correct-award", pots: [{ high: [1, 8] }], reason: "split" }, SUPERVISOR);
    expect(t.views().dealer.lastHand?.winners).toBe("Seats 1 and 8 split the $120.00 pot: $60.00 each");
  });

  it("replays its log to the same state", () => {
    const t = table();
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" }).do({ type: "award", pots: [{ high: [8] }] }).do({ type: "sit-out", seat: 1 });
    expect(t.replay()).toEqual(t.state);
  });

  it("a change of stakes between hands takes the option they choose; the seat count waits for an empty table", () => {
    const t = table();
    const config = { name: "Poker test table", gameId: "texas-holdem-mortimers", seats: 10, gameOptions: {}, rulesVersion: "1", minWagerCents: 400, maxWagerCents: 800, feeScheduleId: "texas-holdem-mortimers", feeOptionId: "3", feeOptionData: null, rotationPolicy: {} };
    expect(t.try({ type: "configure-table", config, reason: null }, { id: "admin", role: "admin" })?.message).toMatch(/these stakes take option 4 of the schedule, not option 3/);
    t.do({ type: "configure-table", config: { ...config, feeOptionId: "4" }, reason: "a $4-$8 game" }, { id: "admin", role: "admin" });
    expect(t.state.table!.option.id).toBe("4");
    expect(t.views().display.stakes).toBe("$4.00-$8.00 limit, blinds $2.00/$4.00");
    expect(t.views().dealer.plan?.button).toBe(3);
    expect(t.try({ type: "configure-table", config: { ...config, feeOptionId: "4", seats: 9 }, reason: null }, { id: "admin", role: "admin" })?.code).toBe("SEATS_OCCUPIED");
  });
});

describe("kill pots at Mortimer's Omaha High/Low (seed 003 L2861-2895), rows 1-3: $3/$6, blinds $1/$3", () => {
  function table(): PokerTable {
    return new PokerTable({ gameId: "omaha-hi-lo-mortimers" }).seatPlayers([1, 2, 3, 4]).drawButton(1);
  }
  const hand = (t: PokerTable, pots: { high: number[]; low?: number[] }[], extra: Record<string, unknown> = {}) =>
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" }).do({ type: "award", pots, ...extra });

  it("a scoop takes the kill button; a second scoop of at least five upper limits ($30) kills the next hand, posted by the scooper with the limits doubled", () => {
    const t = table();
    hand(t, [{ high: [3] }]);
    expect(t.views().display.kill).toMatchObject({ legUp: 3, nextKiller: null, words: "Seat 3 has a leg up" });
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" });
    // The pot's size decides (rule 5): the award asks for it.
    expect(t.views().dealer.killAsk).toEqual({ seats: [3], thresholdCents: 3_000 });
    expect(t.try({ type: "award", pots: [{ high: [3] }] })?.message).toMatch(/enter the pot: a scoop kills the next hand only if the pot is at least \$30\.00/i);
    t.do({ type: "award", pots: [{ high: [3] }], killSizedPot: true });
    expect(t.views().dealer.plan?.requiredKill).toMatchObject({ seat: 3, cents: 600, cannotPost: false });
    expect(t.views().display.kill?.words).toBe("Next hand: Seat 3 kills (won a second pot in a row): kill blind $6.00, limits doubled");
    t.do({ type: "deal-hand" });
    expect(t.views().display).toMatchObject({ killedHand: true, stakes: "$6.00-$12.00 limit, blinds $1.00/$3.00", limits: { min: 600, max: 1_200 }, hand: { killedBy: 3 } });
    expect(t.views().display.kill?.words).toBe("Killed pot: seat 3 posted the kill blind $6.00; limits doubled");
    // The drop of a killed pot is the table's option (D5): four players, $2.
    t.do({ type: "flop" }).do({ type: "take-drop" });
    expect(t.dropped().at(-1)?.cents).toBe(200);
    // A split pot: the killer splits, so kills again (rule 2).
    t.do({ type: "award", pots: [{ high: [3], low: [2] }] });
    expect(t.state.lastHand?.kill).toMatchObject({ seat: 3, kind: "natural" });
    expect(t.views().dealer.plan?.requiredKill?.seat).toBe(3);
  });

  it("a scoop of a smaller pot keeps the leg but does not kill", () => {
    const t = table();
    hand(t, [{ high: [2] }]);
    hand(t, [{ high: [2] }], { potCents: 2_400 });
    expect(t.views().dealer.plan?.requiredKill).toBeNull();
    expect(t.views().display.kill?.legUp).toBe(2);
  });

  it("a voluntary kill needs four kill blinds in chips, and only one kill per hand (rules 6 and 8)", () => {
    const t = table();
    expect(t.try({ type: "deal-hand", voluntaryKill: { seat: 4, stackCents: 2_000 } })?.message).toBe("To kill voluntarily seat 4 needs at least $24.00 in chips, four kill blinds of $6.00.");
    t.do({ type: "deal-hand", voluntaryKill: { seat: 4, stackCents: 5_000 } });
    expect(t.state.table!.hand?.kill).toMatchObject({ seat: 4, kind: "voluntary", cents: 600 });
    expect(t.views().display.killedHand).toBe(true);
  });

  it("the tablet says the killer acts last before the flop (rule 10, L2893-2895)", () => {
    const t = table();
    t.do({ type: "deal-hand", voluntaryKill: { seat: 4, stackCents: 5_000 } });
    expect(t.views().dealer.next.hint).toMatch(/^Seat 4 killed the pot and acts last before the flop\./);
  });

  it("a killer who has left cannot post: the kill is recorded as not posted and owed", () => {
    const t = table();
    hand(t, [{ high: [3] }]);
    hand(t, [{ high: [3] }], { potCents: 3_000 });
    t.do({ type: "unseat-player", seat: 3 });
    expect(t.views().dealer.plan?.requiredKill).toMatchObject({ seat: 3, cannotPost: true });
    expect(t.try({ type: "deal-hand", requiredKill: "posted" })?.message).toMatch(/no longer holds the player who must kill: record the kill as not posted/);
    t.do({ type: "deal-hand" });
    expect(t.state.table!.hand?.kill).toBeNull();
    expect(t.state.table!.kill.owed).toEqual([{ seat: 3, player: "P3", reason: "not-posted" }]);
  });

  it("Kings Omaha is high only: a low half is refused", () => {
    const t = new PokerTable({ gameId: "omaha" }).seatPlayers([1, 2]).drawButton(1);
    t.do({ type: "start-clock" }).do({ type: "collect-time", seat: 1 }).do({ type: "collect-time", seat: 2 }).do({ type: "deal-hand" });
    expect(t.try({ type: "award", pots: [{ high: [1], low: [2] }] })?.message).toBe("Omaha is high only: there is no low half.");
  });
});

describe("time collection at Kings Omaha option 6, $5 per player per half hour (seed 004 L54-55)", () => {
  function table(): PokerTable {
    return new PokerTable({ gameId: "omaha" }).seatPlayers([1, 2, 3]).drawButton(2);
  }

  it("starts the clock before the first hand; each seated player owes the half hour in advance, collected seat by seat with the big button", () => {
    const t = table();
    expect(t.try({ type: "deal-hand" })?.message).toBe("Start the time clock before the first hand: time is collected by the half hour.");
    expect(t.views().dealer.next).toMatchObject({ step: "start-clock", command: "start-clock" });
    tap(t);
    expect(t.views().dealer.timeOwed).toEqual([
      { seat: 1, cents: 500, halfHours: 1, basis: "in the seat when the half hour began" },
      { seat: 2, cents: 500, halfHours: 1, basis: "in the seat when the half hour began" },
      { seat: 3, cents: 500, halfHours: 1, basis: "in the seat when the half hour began" },
    ]);
    expect(t.views().dealer.next).toMatchObject({ step: "collect-time", command: "collect-time", args: { seat: 1 }, label: "Collect time: seat 1, $5.00" });
    tap(t).do({ type: "collect-time", seat: 2 }).do({ type: "collect-time", seat: 3 });
    expect(t.dropped()).toEqual([
      { roundId: null, cents: 500, collection: "time" },
      { roundId: null, cents: 500, collection: "time" },
      { roundId: null, cents: 500, collection: "time" },
    ]);
    expect(t.try({ type: "collect-time", seat: 3 })?.message).toBe("Seat 3 owes no time now.");
    // No drop at a time table: a hand is the deal and the winner.
    t.do({ type: "deal-hand" });
    expect(t.views().dealer.next).toMatchObject({ step: "flop-or-winner", command: null });
    t.do({ type: "award", pots: [{ high: [3] }] });
    expect(t.views().dealer.timeCollectedCents).toBe(1_500);
  });

  it("the server's clock prompts at each half hour; a player who joined mid half hour pays from the next; one who left pays nothing more", () => {
    const t = table();
    const start = t.now;
    t.do({ type: "start-clock" });
    for (const seat of [1, 2, 3]) t.do({ type: "collect-time", seat });
    expect(pokerFamily.timers(t.state)).toEqual([{ at: start + 30 * MINUTE, command: { type: "time-due" } }]);
    t.advance(10 * MINUTE).do({ type: "seat-player", seat: 4, name: "P4" });
    t.advance(10 * MINUTE).do({ type: "unseat-player", seat: 1 });
    expect(t.views().dealer.timeOwed).toEqual([]);
    t.advance(10 * MINUTE).do({ type: "time-due" }, { id: "system", role: "supervisor" });
    expect(t.views().dealer.timeOwed.map((o) => o.seat)).toEqual([2, 3, 4]);
    expect(t.views().display.time).toEqual({ perHalfHourCents: 500, nextAt: start + 60 * MINUTE, running: true });
    expect(pokerFamily.timers(t.state)[0]?.at).toBe(start + 60 * MINUTE);
    // Two half hours unpaid are collected together.
    t.advance(30 * MINUTE).do({ type: "time-due" }, { id: "system", role: "supervisor" });
    expect(t.views().dealer.timeOwed.find((o) => o.seat === 4)).toMatchObject({ cents: 1_000, halfHours: 2 });
    t.do({ type: "collect-time", seat: 4 });
    expect(t.dropped().at(-2)).toEqual({ roundId: null, cents: 500, collection: "time" });
    t.do({ type: "stop-clock" });
    expect(pokerFamily.timers(t.state)).toEqual([]);
  });

  it("has no drop: the drop step is refused", () => {
    const t = table();
    t.do({ type: "start-clock" });
    for (const seat of [1, 2, 3]) t.do({ type: "collect-time", seat });
    t.do({ type: "deal-hand" }).do({ type: "flop" });
    expect(t.try({ type: "take-drop" })?.message).toBe("Option 6 collects time, not a drop from the pot.");
  });
});

describe("Kings Texas Hold'em option 2 ($3-$6, the room's blinds $1/$3)", () => {
  it("drops $3 for five or six players (seed 004 L9-10)", () => {
    const t = new PokerTable({ gameId: "texas-holdem" }).seatPlayers([1, 2, 3, 4, 5]).drawButton(5);
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" });
    expect(t.dropped()).toEqual([{ roundId: "pk1-1", cents: 300, collection: "poker-drop" }]);
  });

  it("shows the board on the wall only where the room wants it", () => {
    const plain = new PokerTable({ gameId: "texas-holdem" }).seatPlayers([1, 2]).drawButton(1);
    plain.do({ type: "deal-hand" }).do({ type: "flop" });
    expect(plain.try({ type: "show-board", cards: ["AS", "KD", "7C"] })?.code).toBe("BOARD_NOT_SHOWN");
    expect(plain.views().display.board).toBeNull();
    const shown = new PokerTable({ gameId: "texas-holdem", gameOptions: { wallBoard: true } }).seatPlayers([1, 2]).drawButton(1);
    shown.do({ type: "deal-hand" });
    expect(shown.try({ type: "show-board", cards: ["AS", "KD", "7C"] })?.code).toBe("NO_FLOP");
    shown.do({ type: "flop" }).do({ type: "show-board", cards: ["AS", "KD", "7C", "2h"] });
    expect(shown.views().display.board).toEqual(["AS", "KD", "7C", "2H"]);
  });
});
