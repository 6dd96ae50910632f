/**
 * A game family as one object: everything the rest of the product needs of it, in one place. The
 * registry (families.ts) maps each family's name to its object, and the server, the floor, the
 * admin and the calculators look a family up there; the screens have their own registry
 * (components/family-screens.tsx) of the family's tablet and wall parts. Adding a family is adding its
 * folders and one line to each registry; a family that lacks a part does not type-check.
 */
import type { ZodType } from "zod";
import type { PairingProblem, TablePairing } from "../fees/filed-pairings";
import type { GameInfo } from "./common/catalogue";
import type { CommandRoles } from "./common/commands";
import type { ExportedRoundBase, FloorRecords, FloorState, ReplayFrameBase } from "./common/floor-records";
import type { TableConfigInput, TableSettingsBase } from "./common/settings";
import type { RoleViews, TableCommand, TableEvent, TableMachine } from "./machine";
import type { DemoTable } from "./common/demo-table";

/** What every family's settlement report holds (the calculators print it; lib/domain/calculators). */
export interface SettleReportBase {
  readonly game: string;
}

export interface TableFamily<
  S extends FloorState,
  C extends TableCommand,
  E extends TableEvent,
  V extends RoleViews,
  Frame extends ReplayFrameBase,
  Exported extends ExportedRoundBase,
  Result extends { readonly family: string },
  Report extends SettleReportBase,
> {
  /** The family's name for people ("Baccarat", "No Bust blackjack"). */
  readonly title: string;
  /** Its tables on the quick start's demo floor (lib/server/demo-floor.ts), each of its games at least once. */
  readonly demoTables: readonly DemoTable[];
  /** The word for its games in a sentence ("unknown baccarat game", "a No Bust game"). */
  readonly noun: string;
  /** Its games, by the ids `settle`, the admin and the demo floor use. */
  readonly gameIds: readonly string[];
  isGameId(gameId: string): boolean;
  /** The game's name as filed. */
  gameName(gameId: string): string;
  /** Its games as the admin's catalogue lists them. */
  catalogue(): readonly GameInfo[];
  /** A table's settings from its configuration; throws a SettingsError with a plain reason when it cannot run. */
  settingsFrom(input: TableConfigInput): TableSettingsBase;
  /**
   * The fee schedule option a configuration's own fields choose (poker: the table's stakes), which
   * the admin's configuration stores with them; null when they choose none. Absent: the option is
   * chosen on its own (the supervisor's change-fee-option).
   */
  feeOptionFor?(input: TableConfigInput): { readonly scheduleId: string; readonly optionId: string } | null;
  /**
   * Whether a table's game and fee schedule go together, for a family that posts a collection of
   * its own rather than a schedule filed in lib/domain/fees (a test's family): null when they do.
   * Absent: the filed pairings decide (fees/filed-pairings.ts), as for every family of the registry.
   */
  feePairing?(table: TablePairing): PairingProblem | null;
  /** Its commands: the schema the gateway and the table parse with, and who may give each. */
  readonly commands: { readonly schema: ZodType<C>; readonly roles: { readonly [T in C["type"]]: CommandRoles } };
  readonly machine: TableMachine<S, C, E, V>;
  /** The state every log is replayed onto. */
  readonly empty: S;
  /** The first event of a new table's log. */
  opened(settings: TableSettingsBase, at: number): E;
  /** Commands the server itself gives at a time (the betting timer running out). */
  timers(state: S): { at: number; command: C }[];
  /** Players seated, for the floor's line, where the seats are not the bank rotation's (poker). */
  seatsTaken?(state: S): number;
  /** What the floor shows and exports of its tables; every family says how a round in play is replayed from what is face up. */
  readonly floor: FloorRecords<S, E, Frame, Exported, Result> & { readonly faceUp: NonNullable<FloorRecords<S, E, Frame, Exported, Result>["faceUp"]> };
  /** Its part of the settlement calculator (`npm run settle` and the floor's calculator). */
  readonly settle: SettleEntry<Report>;
  /** Its part of the exact odds calculator (`npm run odds`), where its filings have bets to price. */
  readonly odds?: CalculatorEntry<{ readonly decks?: number }>;
  /** Its house way (`npm run house-way`), where a hand is split by one (pai gow). */
  readonly houseWay?: CalculatorEntry<{ readonly pieces: readonly string[] }>;
}

/** A command-line calculator's part for a family: its help, and the answer as JSON and as text. */
export interface CalculatorEntry<Args> {
  /** The family's part of the calculator's --help. */
  readonly usage: string;
  /** The answer for a game; throws CalculatorInputError naming the argument or field. */
  run(gameId: string, args: Args): { readonly json: unknown; readonly text: string };
}

export interface SettleEntry<Report extends SettleReportBase> {
  /** One round from the calculator's JSON, parsed, played and settled; throws SettleInputError naming the field. */
  run(input: object): Report;
  /** A bet's name on the game's layout, for the floor's calculator. */
  betName(gameId: string, bet: string): string;
  /** Fields the floor's calculator shows beside the report (baccarat's hand names); none by default. */
  floorFields?(report: Report): object;
  /** The input format as `npm run -s settle -- --help` prints it. */
  readonly usage: string;
  /** The same in brief, on the floor's calculator. */
  readonly format: string;
  /** Worked rounds the floor's calculator offers. */
  readonly examples: readonly { readonly id: string; readonly name: string; readonly input: object }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTableFamily = TableFamily<any, any, any, any, any, any, any, any>;
