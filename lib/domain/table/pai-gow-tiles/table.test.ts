import { describe, expect, it } from "vitest";
import { houseWay, isTileId, type TileId } from "../../pai-gow-tiles";
import { seededRandom } from "../../cards/random";
import { ledger, sampleHandSettled, sampleTable, TilesTable, SUPERVISOR } from "./test-kit";
import { EMPTY_PAI_GOW_TILES_TABLE } from "./state";

/** Every tile id a view mentions. */
function tilesMentioned(view: unknown): string[] {
  return (JSON.stringify(view).match(/"[1-6]-[1-6][ab]?"/g) ?? []).map((m) => m.slice(1, -1)).filter(isTileId);
}

describe("a Pai Gow Tiles round through the table, the tiles entered on the dealer's tile pad", () => {
  it("fees before the dice, the stacks counterclockwise from the dice, the players then the player-dealer, each player turned over clockwise from the button, settled within the bank", () => {
    const t = sampleTable();
    // Option 1 (L1981): $1 a circle, the backline's included, and $2 from the player-dealer, fixed at no more bets.
    expect(t.state.round!.fees!.map((f) => `${f.payer.kind} ${f.cents}`)).toEqual(["player-dealer 200", "seat 100", "seat 100", "seat 100", "backline 100"]);
    expect(t.views().dealer.next).toMatchObject({ step: "roll-dice", command: null, serverRolls: false });
    expect(t.try({ type: "roll-dice" })?.code).toBe("DICE_NEEDED");
    expect(t.try({ type: "deal-stacks" })?.code).toBe("OUT_OF_ORDER");
    t.do({ type: "roll-dice", total: 11 });
    // L810: 11 is seat 3 (the player-dealer at 1, 9, 17); the stacks go counterclockwise from it, vacant seats' set aside.
    const deal = t.views().dealer.next;
    expect(deal).toMatchObject({ command: "deal-stacks", label: "Deal the stacks: stack 1 to seat 3" });
    expect(deal.stacks!.map((s) => `${s.stack}:${s.seat}${s.inPlay ? "" : " vacant"}`)).toEqual(["1:3", "2:2 vacant", "3:1", "4:8 vacant", "5:7 vacant", "6:6", "7:5", "8:4 vacant"]);
    t.do({ type: "deal-stacks" });
    expect(t.views().display.hands.map((h) => `${h.seat}:${h.stack}`)).toEqual(["1:3", "3:1", "5:7", "6:6"]);
    expect(t.views().dealer.next).toMatchObject({ step: "set-hands", seats: [3, 5, 6] });
    // L806: the player-dealer sets once every player has.
    expect(t.try({ type: "set-hands", seat: 1, by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] })?.code).toBe("PLAYER_DEALER_LAST");
    t.do({ type: "set-hands", seat: 3, by: "player" });
    t.do({ type: "set-hands", seat: 6, by: "house-way", tiles: ["4-5", "5-5", "2-4", "3-3"] });
    // The dealer sees the house way's setting to lay the tiles out; the wall sees only that seat 6 has set.
    expect(t.views().dealer.onRecord.find((s) => s.seat === 6)?.split).toEqual({ high: ["5-5a", "4-5"], low: ["3-3a", "2-4"] });
    expect(t.views().display.hands.find((h) => h.seat === 6)).toMatchObject({ set: true, byHouseWay: true, hands: null });
    expect(tilesMentioned(t.views().display)).toEqual([]);
    t.do({ type: "set-hands", seat: 5, by: "player" });
    expect(t.views().dealer.next).toMatchObject({ step: "player-dealer-sets", seat: 1, known: null, houseWayOnly: false });
    t.do({ type: "set-hands", seat: 1, by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] });
    // The player-dealer's hands are turned over as set (L806).
    expect(t.views().display.hands.find((h) => h.seat === 1)?.hands).toMatchObject({ high: ["6-6a", "1-6a"], low: ["1-1a", "1-5a"], highText: "9, Teen high", lowText: "8, Day high" });
    // L814: clockwise from the action button, seat 3.
    expect(t.views().dealer.next).toMatchObject({ step: "expose", seat: 3, command: null });
    expect(t.try({ type: "expose-hands", seat: 5, high: ["5-5", "2-2"], low: ["4-4", "1-3"] })?.code).toBe("OUT_OF_ORDER");
    // Both Teens are out once the player-dealer's is: a second 6-6 is refused.
    expect(t.try({ type: "expose-hands", seat: 3, high: ["6-6", "6-6"], low: ["1-1", "1-6"] })?.code).toBe("TILE_REFUSED");
    t.do({ type: "expose-hands", seat: 3, high: ["3-6", "6-6"], low: ["1-6", "1-1"] });
    expect(t.views().display.hands.find((h) => h.seat === 3)).toMatchObject({ result: "win", hands: { highText: "Wong (Teen and a 9)", lowText: "9, Day high" } });
    t.do({ type: "expose-hands", seat: 5, high: ["5-5", "2-2"], low: ["4-4", "1-3"] });
    // Set the house way: the hands are on record, one tap turns them over.
    expect(t.views().dealer.next).toMatchObject({ step: "expose", seat: 6, command: "expose-hands" });
    t.do({ type: "expose-hands", seat: 6 });
    expect(t.views().display.hands.map((h) => `${h.seat}:${h.result}`)).toEqual(["1:null", "3:win", "5:lose", "6:push"]);
    expect(t.views().dealer.next).toMatchObject({ command: "settle" });
    t.do({ type: "settle" });
    expect(ledger(t)).toEqual(["s3 pay 2000", "s5 collect 3000", "s6 push 0", "s6 backline push 0"]);
    expect(t.views().dealer.next).toMatchObject({ command: "advance-settlement", label: "Pay $20.00 to seat 3 Pai Gow" });
    t.do({ type: "advance-settlement", through: 4 });
    t.do({ type: "end-round" });
    expect(t.state.bank).toBe(11_000);
    expect(t.state.lastRound).toMatchObject({ dice: 11, landedOn: 3, actionSeat: 3, bankBefore: 10_000, bankAfter: 11_000 });
    expect(t.state.lastRound!.hands.map((h) => `${h.seat} ${h.setBy} ${h.outcome}`)).toEqual(["3 player win", "5 player lose", "6 house-way push"]);
    expect(t.views().display.lastRound?.playerDealer).toMatchObject({ highText: "9, Teen high", lowText: "8, Day high" });
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("the dice on the player-dealer (9): it takes the first stack, and the player on the house dealer's right the action button (L810)", () => {
    const t = new TilesTable();
    t.seat([2, 4, 8], 2, 10_000);
    t.wagers({ 4: 10, 8: 10 });
    t.do({ type: "roll-dice", total: 9 });
    expect(t.views().dealer.next.stacks![0]).toEqual({ stack: 1, seat: 2, inPlay: true });
    expect(t.views().display.actionSeat).toBe(8);
    t.do({ type: "deal-stacks" });
    t.do({ type: "set-hands", seat: 4, by: "player" });
    t.do({ type: "set-hands", seat: 8, by: "player" });
    t.do({ type: "set-hands", seat: 2, by: "house-way", tiles: ["1-1", "4-5", "2-6", "3-3"] });
    expect(t.views().display.hands.find((h) => h.seat === 2)?.hands).toMatchObject({ highText: "Wong (Day and a 9)", lowText: "4, Chong high" });
    expect(t.views().dealer.next).toMatchObject({ step: "expose", seat: 8 });
  });

  it("refuses what the rules forbid in the dealer's words, and leaves the table as it was", () => {
    const t = sampleTable();
    t.do({ type: "roll-dice", total: 11 });
    t.do({ type: "deal-stacks" });
    const before = JSON.stringify(t.state);
    expect(t.try({ type: "start-shoe", source: "server" })).toEqual({ code: "NO_SHOE_HERE", message: "Pai Gow Tiles is not dealt from a shoe." });
    expect(t.try({ type: "end-shoe" })?.code).toBe("NO_SHOE_HERE");
    expect(t.try({ type: "tile-source", source: "server" })?.code).toBe("ROUND_IN_PROGRESS");
    expect(t.try({ type: "set-hands", seat: 3, by: "player", tiles: ["6-6", "3-6", "1-1", "1-6"] })?.code).toBe("BAD_SETTING");
    expect(t.try({ type: "set-hands", seat: 3, by: "house-way", high: ["6-6", "3-6"], low: ["1-1", "1-6"] })?.code).toBe("BAD_SETTING");
    expect(t.try({ type: "set-hands", seat: 2, by: "player" })?.code).toBe("OUT_OF_ORDER");
    expect(t.try({ type: "set-hands", seat: 3, by: "house-way" })?.code).toBe("TILE_REFUSED");
    expect(t.try({ type: "set-hands", seat: 3, by: "house-way", tiles: ["6-6", "6-6", "6-6", "1-1"] })?.message).toMatch(/already out/);
    expect(t.try({ type: "settle" })?.code).toBe("HAND_NOT_COMPLETE");
    expect(t.try({ type: "place-wager", seat: 4, bet: "main", amount: 500 })?.code).toBe("BETTING_CLOSED");
    expect(JSON.stringify(t.state)).toBe(before);
    for (const seat of [3, 5, 6]) t.do({ type: "set-hands", seat, by: "player" });
    // PGT-8: a high hand set below the low hand is set again.
    expect(t.try({ type: "set-hands", seat: 1, by: "player", high: ["1-1", "1-5"], low: ["6-6", "1-6"] })?.code).toBe("HIGH_BELOW_LOW");
  });

  it("option playerDealerSets 'house-way': the tablet asks for the player-dealer's four tiles, and its own way is refused", () => {
    const t = new TilesTable({ gameOptions: { playerDealerSets: "house-way" } });
    t.seat([1, 3], 1, 10_000);
    t.wagers({ 3: 10 });
    t.do({ type: "roll-dice", total: 11 });
    t.do({ type: "deal-stacks" });
    t.do({ type: "set-hands", seat: 3, by: "player" });
    expect(t.views().dealer.next).toMatchObject({ houseWayOnly: true, label: "Set the player-dealer's tiles the house way" });
    expect(t.try({ type: "set-hands", seat: 1, by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] })?.code).toBe("HOUSE_WAY_ONLY");
    t.do({ type: "set-hands", seat: 1, by: "house-way", tiles: ["6-6", "1-6", "1-1", "1-5"] });
    // No pair, no Wong or Gong: the low hand as high as it goes (PGT-17), the Teen-high 8 over the Day-high 8.
    expect(t.views().display.hands.find((h) => h.seat === 1)?.hands).toMatchObject({ high: ["1-1a", "1-6a"], low: ["6-6a", "1-5a"], highText: "9, Day high", lowText: "8, Teen high" });
  });
});

describe("a round from the server's woodpile (training and demo tables)", () => {
  it("the server throws the dice and deals the shuffled stacks; the wall never holds a tile until it is turned over; the dealer picks each split from the tiles on record", () => {
    const t = new TilesTable();
    t.random = seededRandom("woodpile");
    t.seat([1, 2, 3, 4], 4, 50_000);
    t.do({ type: "tile-source", source: "server" });
    expect(t.views().dealer.tileSource).toBe("server");
    t.wagers({ 1: 25, 2: 10, 3: 40 });
    expect(t.views().dealer.next).toMatchObject({ command: "roll-dice", serverRolls: true, label: "Roll the dice" });
    t.do({ type: "roll-dice" });
    const dice = t.log.at(-1);
    expect(dice).toMatchObject({ type: "StepTaken", step: { kind: "dice", source: "server" } });
    const thrown = (dice as unknown as { step: { dice: number[]; total: number } }).step;
    expect(thrown.dice.every((d) => d >= 1 && d <= 6) && thrown.dice.reduce((a, b) => a + b) === thrown.total).toBe(true);
    // A step the server made is not the dealer's to take back.
    expect(t.try({ type: "undo-card" })?.code).toBe("SERVER_STEP");
    t.do({ type: "deal-stacks" });
    const woodpile = t.state.round!.woodpile!;
    expect(new Set(woodpile).size).toBe(32);
    for (const seat of t.state.round!.play!.seats) expect(seat.tiles).toEqual(woodpile.slice((seat.stack! - 1) * 4, seat.stack! * 4));
    expect(tilesMentioned(t.views().display)).toEqual([]);
    // The dealer's view does not show a player's tiles before they are turned over or set for the player.
    expect(t.views().dealer.onRecord.every((s) => s.tiles === null)).toBe(true);
    expect(t.views().supervisor.recorded.every((s) => s.tiles?.length === 4)).toBe(true);
    expect(t.try({ type: "undo-card" })?.code).toBe("SERVER_STEP");
    t.do({ type: "set-hands", seat: 1, by: "house-way" });
    t.do({ type: "set-hands", seat: 2, by: "player" });
    t.do({ type: "set-hands", seat: 3, by: "player" });
    expect(tilesMentioned(t.views().display)).toEqual([]);
    const pd = t.views().dealer.next;
    expect(pd.known).toHaveLength(4);
    const pdWay = houseWay(pd.known as TileId[]);
    t.do({ type: "set-hands", seat: 4, by: "player", high: [...pdWay.high], low: [...pdWay.low] });
    for (let guard = 0; t.views().dealer.next.step === "expose" && guard < 5; guard++) {
      const next = t.views().dealer.next;
      if (next.command === "expose-hands") t.do({ type: "expose-hands", seat: next.seat! });
      else {
        const way = houseWay(next.known as TileId[]);
        // Hands that are not the seat's tiles are refused.
        expect(t.try({ type: "expose-hands", seat: next.seat!, high: ["6-6a", "6-6b"], low: ["1-1a", "1-1b"] })).not.toBeNull();
        t.do({ type: "expose-hands", seat: next.seat!, high: [...way.high], low: [...way.low] });
      }
    }
    t.do({ type: "settle" });
    const s = t.state.round!.settlement!;
    expect(s.conservation.ok).toBe(true);
    expect(s.walk.lines.reduce((sum, l) => sum + l.toPlayer, 0) + s.walk.bankAfter).toBe(s.walk.lines.reduce((sum, l) => sum + l.stake, 0) + 50_000);
    // Every tile on the wall now is a turned-over one.
    const shown = new Set(t.state.round!.play!.seats.flatMap((x) => x.tiles!));
    expect(tilesMentioned(t.views().display).every((x) => shown.has(x as TileId))).toBe(true);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });
});

describe("undo, corrections and voids", () => {
  it("undo takes back the dealer's last step: the dice, the stacks together, a setting, a hand turned over", () => {
    const t = sampleTable();
    expect(t.try({ type: "undo-card" })?.code).toBe("NOTHING_TO_UNDO");
    t.do({ type: "roll-dice", total: 12 });
    expect(t.views().dealer.canUndo).toBe(true);
    t.do({ type: "undo-card" });
    expect(t.views().dealer.next.step).toBe("roll-dice");
    t.do({ type: "roll-dice", total: 11 });
    t.do({ type: "deal-stacks" });
    t.do({ type: "undo-card" });
    expect(t.state.round!.steps.map((s) => s.kind)).toEqual(["dice"]);
    t.do({ type: "deal-stacks" });
    t.do({ type: "set-hands", seat: 6, by: "house-way", tiles: ["4-5", "5-5", "2-4", "3-3"] });
    t.do({ type: "undo-card" });
    expect(t.views().dealer.next).toMatchObject({ step: "set-hands", seats: [3, 5, 6] });
    expect(t.views().dealer.tilesOut).toEqual([]);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("a supervisor replaces a mis-entered tile, even after settling: the round is replayed and settled again", () => {
    const t = sampleHandSettled();
    expect(ledger(t)[0]).toBe("s3 pay 2000");
    // Tile 6 is seat 3's 3-6 (the player-dealer's four first): it was a 2-6, a Gong, not a Wong.
    expect(t.views().dealer.entered.map((e) => e.tile).slice(0, 6)).toEqual(["6-6a", "1-6a", "1-1a", "1-5a", "6-6b", "3-6"]);
    expect(t.try({ type: "correct-tile", index: 5, tile: "2-6", reason: "misread the nine" })?.code).toBe("SUPERVISOR_ONLY");
    expect(t.try({ type: "correct-tile", index: 5, tile: "1-1", reason: "misread the nine" }, SUPERVISOR)?.code).toBe("TILE_REFUSED");
    expect(t.try({ type: "correct-tile", index: 40, tile: "2-6", reason: "misread the nine" }, SUPERVISOR)?.code).toBe("NO_SUCH_TILE");
    t.do({ type: "correct-tile", index: 5, tile: "2-6", reason: "misread the nine" }, SUPERVISOR);
    expect(t.state.round!.phase).toBe("dealing");
    expect(t.views().display.hands.find((h) => h.seat === 3)?.hands?.highText).toBe("Gong (Teen and an 8)");
    // Gong below the Teen-high 9? No: a Gong ranks above any 9 (PGT-2), so seat 3 still wins.
    t.do({ type: "settle" });
    expect(ledger(t)[0]).toBe("s3 pay 2000");
    expect(t.state.round!.corrections).toEqual([{ index: 5, from: "3-6", to: "2-6", reason: "misread the nine", approvedBy: SUPERVISOR.id }]);
    // A correction the round cannot stand is refused: a 4-5 for seat 6's 2-4 is seat 6's own tile.
    expect(t.try({ type: "correct-tile", index: 15, tile: "4-5", reason: "wrong tile" }, SUPERVISOR)?.code).toBe("TILE_REFUSED");
    // The player-dealer's 1-6 as a 5-6 would put its high hand (3) below its low hand (8): the round would not stand.
    // Said with the tile's name, as the dealer reads it, not its id.
    expect(t.try({ type: "correct-tile", index: 1, tile: "5-6", reason: "wrong tile" }, SUPERVISOR)).toMatchObject({
      code: "CORRECTION_BREAKS_ROUND",
      message: expect.stringMatching(/^With [A-Z][a-z]+( [A-Z][a-z]+)? \(5-6\) the hand would not stand \(/),
    });
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("the floor's corrections: betting reopened before the dice, a misdeal of the stacks (the hand starts again from the dice), a settlement line undone", () => {
    const t = sampleTable();
    const fees = t.state.round!.fees!;
    expect(t.try({ type: "reopen-betting", reason: "a late wager" })?.code).toBe("SUPERVISOR_ONLY");
    t.do({ type: "reopen-betting", reason: "a late wager" }, SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ type: "BettingReopened", fees });
    expect(t.state.round!.phase).toBe("betting");
    t.do({ type: "place-wager", seat: 5, bet: "main", amount: 500, backline: true, bettor: "Kim" });
    t.do({ type: "close-betting" });
    expect(t.try({ type: "declare-misdeal", reason: "stacks dealt from the wrong seat" }, SUPERVISOR)?.code).toBe("NOTHING_DEALT");
    t.do({ type: "roll-dice", total: 11 });
    expect(t.try({ type: "reopen-betting", reason: "a late wager" }, SUPERVISOR)?.code).toBe("DICE_THROWN");
    expect(t.try({ type: "declare-misdeal", reason: "stacks dealt from the wrong seat" }, SUPERVISOR)?.code).toBe("NOTHING_DEALT");
    t.do({ type: "deal-stacks" });
    expect(t.try({ type: "reopen-betting", reason: "a late wager" }, SUPERVISOR)?.code).toBe("TILES_DEALT");
    t.do({ type: "declare-misdeal", reason: "stacks dealt from the wrong seat" }, SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ type: "MisdealDeclared", cards: Array(16).fill("face-down") });
    expect(t.views().dealer.next.step).toBe("roll-dice");
    expect(t.state.round!.wagers).toHaveLength(5);
    t.do({ type: "roll-dice", total: 11 });
    t.do({ type: "deal-stacks" });
    for (const seat of [3, 5, 6]) t.do({ type: "set-hands", seat, by: "house-way", tiles: seat === 3 ? ["6-6", "3-6", "1-1", "1-6"] : seat === 5 ? ["4-4", "1-3", "5-5", "2-2"] : ["4-5", "5-5", "2-4", "3-3"] });
    t.do({ type: "set-hands", seat: 1, by: "player", high: ["6-6", "1-6"], low: ["1-1", "1-5"] });
    for (const seat of [3, 5, 6]) t.do({ type: "expose-hands", seat });
    t.do({ type: "settle" });
    t.do({ type: "advance-settlement", through: 2 });
    expect(t.try({ type: "undo-settlement-line", reason: "paid the wrong seat" }, SUPERVISOR)).toBeNull();
    expect(t.state.round!.settledLines).toBe(1);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("a voided round reverses its fees and still counts as the bank's hand; the log replays to the same state", () => {
    const t = sampleTable();
    t.do({ type: "roll-dice", total: 11 });
    const fees = t.state.round!.fees!;
    expect(t.try({ type: "void-round", reason: "tiles knocked over" })?.code).toBe("SUPERVISOR_ONLY");
    t.do({ type: "void-round", reason: "tiles knocked over" }, SUPERVISOR);
    expect(t.log.find((e) => e.type === "RoundVoided")).toMatchObject({ reason: "tiles knocked over", fees });
    expect(t.state.round).toBeNull();
    expect(t.state.rotation!.phase).toMatchObject({ kind: "banking" });
    expect(JSON.stringify(t.log.reduce(t.machine.evolve, EMPTY_PAI_GOW_TILES_TABLE))).toBe(JSON.stringify(t.state));
  });
});
