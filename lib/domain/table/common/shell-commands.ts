/**
 * The shared commands the shell answers alike at every banked table (decide.ts `decideShell`):
 * seating and the bank's rotation, the shoe, the betting timer, walking the settlement, and the
 * supervisor's pause, resume, close, fee option and configuration; and the floor's corrections
 * that keep a round moving (floor-corrections.ts). A family puts these lists in its own command
 * list (command-set.ts), telling the shell its game.
 */
import type { Decision, TableEvent } from "../machine";
import { commandsOf } from "./command-set";
import { FLOOR_CORRECTIONS, SHARED_COMMANDS, type FloorCorrectionCommand, type ShellCommand } from "./commands";
import { decideShell, type ShellGame, type ShellState } from "./decide";

/** The game as the shell needs it, from the table's state (called once the table's guard has passed: the table is set up). */
export type ShellGameOf<S> = (state: S) => ShellGame;

function shellDeclarations<S extends ShellState, E extends TableEvent, W>(gameOf: ShellGameOf<S>) {
  const { declare } = commandsOf<S, E, W>();
  const answer = (state: S, command: ShellCommand | FloorCorrectionCommand, ctx: Parameters<typeof decideShell>[2]) => decideShell(state, command, ctx, gameOf(state)) as Decision<E>;
  return { declare, answer };
}

/** Seating, the bank, the shoe, the timer, the settlement walk, and the floor's pause, close, fee option and configuration. */
export function shellCommands<S extends ShellState, E extends TableEvent, W>(gameOf: ShellGameOf<S>) {
  const { declare, answer } = shellDeclarations<S, E, W>(gameOf);
  return [
    declare({ ...SHARED_COMMANDS["seat-player"], decide: answer }),
    declare({ ...SHARED_COMMANDS["unseat-player"], decide: answer }),
    declare({ ...SHARED_COMMANDS["open-bank"], decide: answer }),
    declare({ ...SHARED_COMMANDS["accept-bank"], decide: answer }),
    declare({ ...SHARED_COMMANDS["decline-bank"], decide: answer }),
    declare({ ...SHARED_COMMANDS["pass-bank"], decide: answer }),
    declare({ ...SHARED_COMMANDS["post-bank"], decide: answer }),
    declare({ ...SHARED_COMMANDS["start-shoe"], decide: answer }),
    declare({ ...SHARED_COMMANDS["burn-cards"], decide: answer }),
    declare({ ...SHARED_COMMANDS["set-betting-timer"], decide: answer }),
    declare({ ...SHARED_COMMANDS["advance-settlement"], decide: answer }),
    declare({ ...SHARED_COMMANDS["pause-table"], decide: answer }),
    declare({ ...SHARED_COMMANDS["resume-table"], decide: answer }),
    declare({ ...SHARED_COMMANDS["close-table"], decide: answer }),
    declare({ ...SHARED_COMMANDS["change-fee-option"], decide: answer }),
    declare({ ...SHARED_COMMANDS["configure-table"], decide: answer }),
  ] as const;
}

/** The floor's corrections that keep a round moving (floor-corrections.ts), for a family that takes them. */
export function floorCorrectionCommands<S extends ShellState, E extends TableEvent, W>(gameOf: ShellGameOf<S>) {
  const { declare, answer } = shellDeclarations<S, E, W>(gameOf);
  return [
    declare({ ...FLOOR_CORRECTIONS["restart-betting-timer"], decide: answer }),
    declare({ ...FLOOR_CORRECTIONS["end-round-without-action"], decide: answer }),
    declare({ ...FLOOR_CORRECTIONS["declare-misdeal"], decide: answer }),
    declare({ ...FLOOR_CORRECTIONS["reopen-betting"], decide: answer }),
    declare({ ...FLOOR_CORRECTIONS["undo-settlement-line"], decide: answer }),
  ] as const;
}
