import { describe, expect, it } from "vitest";
import { BACCARAT_GAME_IDS, baccaratGame } from "../baccarat";
import { NO_BUST_GAME_IDS, noBustGame } from "../no-bust";
import { FILED_PAIRINGS, describeSchedule, feeSchedulesOf, gamesOfSchedule, isFiledPairing, pairingProblem } from "./filed-pairings";
import { FEE_SCHEDULES } from "./registry";

import { THREE_CARD_POKER_GAME_IDS, threeCardPokerGame } from "../three-card-poker/games";
import { POKER_GAME_IDS, pokerGame } from "../poker/games";
import { TWENTY_ONE_GAME_IDS, twentyOneGame } from "../twenty-one/games";
import { PAI_GOW_GAME_IDS, paiGowGame } from "../pai-gow-poker/games";
import { PAI_GOW_TILES_GAME_IDS } from "../pai-gow-tiles/game-config";
import { paiGowTilesGame } from "../pai-gow-tiles/games";

/** The families that run as live tables, whose settings check uses the pairings. */
const GAME_IDS = [...BACCARAT_GAME_IDS, ...NO_BUST_GAME_IDS];

/** The other families: each game names its one fee schedule itself. */
const OWN_SCHEDULE: readonly (readonly [string, string])[] = [
  ...THREE_CARD_POKER_GAME_IDS.map((id) => [id, threeCardPokerGame(id).feeScheduleId] as const),
  ...POKER_GAME_IDS.map((id) => [id, pokerGame(id).feeScheduleId] as const),
  ...TWENTY_ONE_GAME_IDS.map((id) => [id, twentyOneGame(id).feeScheduleId] as const),
  ...PAI_GOW_GAME_IDS.map((id) => [id, paiGowGame(id).feeScheduleId] as const),
  ...PAI_GOW_TILES_GAME_IDS.map((id) => [id, paiGowTilesGame(id).feeScheduleId] as const),
];
const nameOf = (id: string) => ((BACCARAT_GAME_IDS as readonly string[]).includes(id) ? baccaratGame(id).name : noBustGame(id).name);
const optionsOf = (id: string): Record<string, unknown> => ((BACCARAT_GAME_IDS as readonly string[]).includes(id) ? (baccaratGame(id).options as Record<string, unknown>) : {});

describe("which fee schedules each game is filed with", () => {
  it("every game of the system has its filed schedules, and nothing else is listed; the live tables' games under their own name", () => {
    expect(Object.keys(FILED_PAIRINGS).sort()).toEqual([...GAME_IDS, ...OWN_SCHEDULE.map(([id]) => id)].sort());
    for (const id of GAME_IDS) {
      expect(FILED_PAIRINGS[id].name).toBe(nameOf(id));
      expect(feeSchedulesOf(id).length).toBeGreaterThan(0);
    }
  });

  it("the other families' games: the schedule each game names is the one filed with it", () => {
    for (const [id, schedule] of OWN_SCHEDULE) expect(feeSchedulesOf(id), id).toEqual([schedule]);
  });

  it("every game both rooms filed is a game per room, each with its own room's schedule (docs/rules-decisions/pairings.md)", () => {
    const rooms = Object.entries(FILED_PAIRINGS).flatMap(([id, g]) => ("otherRoom" in g ? [[id, g.otherRoom] as const] : []));
    expect(rooms.map(([id]) => id).sort()).toEqual(
      [
        "ez-baccarat-panda-8",
        "ez-baccarat-panda-8-mortimers",
        "commission-free-dragon-bonus",
        "commission-free-dragon-bonus-mortimers",
        "three-card-poker-6cb",
        "three-card-poker-6cb-mortimers",
        "texas-holdem",
        "texas-holdem-mortimers",
        "omaha",
        "omaha-hi-lo-mortimers",
        "pure-21-5",
        "pure-21-5-mortimers",
        "fortune-pai-gow",
        "fortune-pai-gow-mortimers",
      ].sort(),
    );
    for (const [id, other] of rooms) {
      expect(FILED_PAIRINGS[other as keyof typeof FILED_PAIRINGS]).toMatchObject({ otherRoom: id });
      const room = (gameId: string) => new Set(feeSchedulesOf(gameId).map((s) => FEE_SCHEDULES[s].room));
      expect([...room(id)].some((r) => room(other).has(r)), `${id} and ${other} share a room's schedule`).toBe(false);
    }
  });

  it("every listed schedule exists; each printed schedule of a room is filed with the games of that room's filing only", () => {
    for (const id of GAME_IDS) for (const s of feeSchedulesOf(id)) expect(Object.keys(FEE_SCHEDULES)).toContain(s);
    expect(gamesOfSchedule("ez-baccarat-panda-8-mortimers")).toEqual(["ez-baccarat-panda-8-mortimers"]);
    expect(gamesOfSchedule("dragon-bonus-baccarat-mortimers")).toEqual(["commission-free-dragon-bonus-mortimers"]);
    expect(gamesOfSchedule("ez-baccarat-panda-8-dragon-bonus-kings")).toEqual(["ez-baccarat-panda-8", "commission-free-dragon-bonus"]);
  });

  it("a game's default options are a filed pairing with each of its schedules (an option left out takes its default)", () => {
    for (const id of GAME_IDS) {
      for (const s of feeSchedulesOf(id)) {
        expect(pairingProblem({ gameId: id, feeScheduleId: s, gameOptions: optionsOf(id) })).toBeNull();
        expect(isFiledPairing({ gameId: id, feeScheduleId: s })).toBe(true);
      }
    }
  });

  it("every option a schedule fixes is an option of the game, and the values it allows are among the game's", () => {
    for (const [id, game] of Object.entries(FILED_PAIRINGS)) {
      for (const p of game.pairings) {
        for (const [name, filed] of Object.entries(("options" in p ? p.options : undefined) ?? {})) {
          const note = (baccaratGame(id).optionNotes as Record<string, { values: readonly unknown[] }>)[name];
          for (const v of filed.values) expect(note?.values).toContain(v);
        }
      }
    }
  });
});

describe("a table's game and schedule that were not filed together", () => {
  it("Kings' EZ Baccarat Panda 8 with Mortimer's schedule (the demo floor's old table 4) is refused, saying which game the schedule belongs to", () => {
    const problem = pairingProblem({ gameId: "ez-baccarat-panda-8", feeScheduleId: "ez-baccarat-panda-8-mortimers" });
    expect(problem).toEqual({
      field: "feeScheduleId",
      message:
        "Mortimer's Card Room's fee schedule for EZ Baccarat Panda 8 is not filed for EZ Baccarat Panda 8 (Kings Card Club); it is filed for EZ Baccarat Panda 8 (Mortimer's Card Room). Each room's filing is its own game: EZ Baccarat Panda 8 (Kings Card Club) takes Kings Card Club's fee schedule for EZ Baccarat Panda 8 and Dragon Bonus Baccarat - Commission Free",
    });
    expect(isFiledPairing({ gameId: "ez-baccarat-panda-8", feeScheduleId: "ez-baccarat-panda-8-mortimers" })).toBe(false);
  });

  it("Mortimer's Dragon Bonus with Kings' schedule, and a game with another game's schedule", () => {
    expect(pairingProblem({ gameId: "commission-free-dragon-bonus-mortimers", feeScheduleId: "ez-baccarat-panda-8-dragon-bonus-kings" })?.message).toMatch(
      /^Kings Card Club's fee schedule for EZ Baccarat Panda 8 and Dragon Bonus Baccarat - Commission Free is not filed for Commission-Free Baccarat with Dragon Bonus \(Mortimer's Card Room\); it is filed for EZ Baccarat Panda 8 \(Kings Card Club\) or Commission-Free Baccarat with Dragon Bonus \(Kings Card Club\)\./,
    );
    expect(pairingProblem({ gameId: "21st-century-baccarat-5", feeScheduleId: "fortune-7-baccarat" })?.message).toBe(
      "the fee schedule for Fortune 7 Baccarat is not filed for 21st Century Baccarat 5.0; it is filed for Fortune 7 Baccarat. Each room's filing is its own game: 21st Century Baccarat 5.0 takes the fee schedule for 21st Century Baccarat 5.0",
    );
  });

  it("an option of Kings' game that is Mortimer's rule is refused under Kings' schedule, naming the rule Kings filed", () => {
    expect(pairingProblem({ gameId: "ez-baccarat-panda-8", feeScheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", gameOptions: { tiePays: 9 } })).toEqual({
      field: "gameOptions",
      option: "tiePays",
      message:
        "EZ Baccarat Panda 8 (Kings Card Club) under Kings Card Club's fee schedule for EZ Baccarat Panda 8 and Dragon Bonus Baccarat - Commission Free plays as filed: Kings pays the Tie 8 to 1 (seed 004 L1169, L1215), so its option tiePays is 8, not 9; for the other room's rules choose the game EZ Baccarat Panda 8 (Mortimer's Card Room)",
    });
    expect(pairingProblem({ gameId: "commission-free-dragon-bonus", feeScheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", gameOptions: { bankerLine: "six-pays-half" } })).toMatchObject({ option: "bankerLine" });
    expect(pairingProblem({ gameId: "commission-free-dragon-bonus", feeScheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", gameOptions: { fortune7Offered: false } })).toMatchObject({ option: "fortune7Offered" });
    // Options that fill Kings' own gaps stay free.
    expect(pairingProblem({ gameId: "ez-baccarat-panda-8", feeScheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", gameOptions: { threeCard7Push: true, lineBetsOnTie: "lose" } })).toBeNull();
  });

  it("an unknown game or schedule", () => {
    expect(pairingProblem({ gameId: "mini-baccarat", feeScheduleId: "fortune-7-baccarat" })).toEqual({ field: "game", message: 'no fee schedule is filed for the game "mini-baccarat"' });
    expect(pairingProblem({ gameId: "dai-bacc", feeScheduleId: "nope" })?.message).toBe(
      'the fee schedule "nope" is not filed for Dai Bacc. Each room\'s filing is its own game: Dai Bacc takes Kings Card Club\'s fee schedule for Dai Bacc',
    );
    expect(describeSchedule("no-bust-6")).toBe("Mortimer's Card Room's fee schedule for No Bust 21st Century Blackjack 6.0");
  });
});
