/**
 * A game dealt from no shoe (`ShellGame.shoe: "none"`: Pai Gow Tiles shuffles its 32 tiles for
 * every hand): a round opens without a shoe, the dealer is never asked to start one, and the
 * shoe's own commands are refused in words.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../cards/random";
import { initialRotation } from "../../rotation";
import type { CommandContext } from "../machine";
import { commandsOf } from "./command-set";
import { decideOpenRound, guard, type ShellGame, type ShellRound, type ShellState } from "./decide";
import type { ShellEvent } from "./events";
import { shellCommands, type ShellWords } from "./shell-commands";
import { evolveShell } from "./evolve";
import { baseSettings } from "./settings";
import { tableNextAction } from "./views";

const CTX: CommandContext = { now: Date.parse("2026-11-26T20:00:00Z"), random: seededRandom("no-shoe"), actor: { id: "dealer-1", role: "dealer" } };

const TILES: ShellGame = {
  name: "Pai Gow Tiles",
  shoe: "none",
  decks: [],
  shoeSpec: () => {
    throw new Error("a game dealt from no shoe has no shoe to make");
  },
  burnAfter: () => 0,
  settingsFrom: () => {
    throw new Error("not used here");
  },
};

/** The shell's commands at a table of that game, through the table's guard as at a live table. */
const SHELL = commandsOf<ShellState, ShellEvent, ShellWords>().set(guard, shellCommands(() => TILES));

function openRound(): ShellRound {
  return { id: "r", phase: "betting", bettingClosesAt: null, playerDealerSeat: 1, wagers: [], fees: null, settlement: null, settledLines: 0 };
}

/** Seat 1 and 2 taken, seat 1 banking $100, no shoe. */
function banked(): ShellState {
  let state: ShellState = {
    settings: baseSettings({ tableId: "t", name: "T", gameId: "pai-gow-tiles", seats: 8, minWagerCents: 500, maxWagerCents: 10_000, feeScheduleId: "pai-gow-tiles", feeOptionId: "1" }, {}, 1),
    status: "open",
    rotation: initialRotation(8),
    bank: null,
    shoe: null,
    round: null,
    handNumber: 0,
    lastActivityAt: null,
  };
  const commands = [
    { type: "seat-player", seat: 1, name: "Ann" },
    { type: "seat-player", seat: 2, name: "Bob" },
    { type: "open-bank", firstSeat: 1 },
    { type: "accept-bank", seat: 1, bank: 10_000 },
  ] as const;
  for (const command of commands) {
    const d = SHELL.decide(state, command, CTX);
    if (!d.ok) throw new Error(d.refusal.message);
    for (const e of d.events) state = evolveShell(state, e, openRound);
  }
  return state;
}

describe("a game dealt from no shoe", () => {
  it("opens a round without a shoe; a card game still needs one", () => {
    const state = banked();
    const opened = decideOpenRound(state, CTX, TILES);
    expect(opened.ok && opened.events.at(-1)).toMatchObject({ type: "RoundOpened", playerDealerSeat: 1, bank: 10_000 });
    const cards = decideOpenRound(state, CTX, {});
    expect(cards.ok ? null : cards.refusal.code).toBe("NO_SHOE");
  });

  it("goes from the bank straight to open betting on the tablet; a card game asks for a shoe first", () => {
    const state = banked();
    expect(tableNextAction(state, TILES)).toMatchObject({ command: "open-betting", label: "Open betting" });
    expect(tableNextAction(state)).toMatchObject({ command: null, label: "Start a shoe" });
  });

  it("refuses to start or burn a shoe, naming the game", () => {
    const state = banked();
    for (const command of [{ type: "start-shoe", source: "server" }, { type: "burn-cards" }] as const) {
      const d = SHELL.decide(state, command, CTX);
      expect(d.ok ? null : d.refusal).toEqual({ code: "NO_SHOE_HERE", message: "Pai Gow Tiles is not dealt from a shoe." });
    }
  });
});
