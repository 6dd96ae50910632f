/**
 * The admin's and the floor settings' data on the wire: the catalogues of games and fee schedules,
 * each table's configuration, and the room's floor settings (time zone, shifts, alert thresholds).
 */
import type { ShiftDefinition } from "@/lib/domain/shifts/shifts";

export type { GameInfo, GameOptionInfo } from "@/lib/domain/table/common/catalogue";
export type { ShiftDefinition };

/** The bank rotation a room may configure: the filed rule by default, optionally a time limit. */
export interface RotationPolicyInput {
  readonly maxConsecutiveHands?: number;
  readonly requireInterveningDealer?: boolean;
  readonly maxBankMinutes?: number | null;
}

export interface FeeOptionInfo {
  readonly id: string;
  readonly posted: readonly string[];
  readonly source: string;
  readonly limit: string;
  /** Kings' poker limits under the alternative reading of the filing's merged cells (grouping C), where it differs. */
  readonly alternative?: string;
}

export interface FeeScheduleInfo {
  readonly id: string;
  readonly title: string;
  readonly games: readonly string[];
  readonly room: string | null;
  readonly kind: "printed" | "room-entered";
  readonly source: string;
  readonly rateLimit: string;
  readonly gameWagersOnly: boolean;
  /** The option follows the table's stakes (poker): the admin sets the stakes, not the option. */
  readonly followsStakes?: boolean;
  readonly options: readonly FeeOptionInfo[];
}

export interface AdminTable {
  readonly id: string;
  readonly roomId: string;
  readonly name: string;
  readonly gameId: string;
  readonly seats: number;
  readonly layout: string;
  readonly gameOptions: Record<string, string | number | boolean>;
  readonly bettingSeconds: number | null;
  readonly decks: number | null;
  readonly rulesVersion: string;
  readonly minWagerCents: number;
  readonly maxWagerCents: number;
  readonly feeScheduleId: string;
  readonly feeOptionId: string;
  readonly feeOptionData: unknown;
  readonly feePosted: readonly string[];
  readonly feeSource: string;
  /** The bank rotation as stored: the filed rule unless the room changed it (a time limit, say). */
  readonly rotationPolicy: RotationPolicyInput;
  readonly status: string;
  readonly live: {
    readonly version: number;
    readonly roundInProgress: boolean;
    readonly feeScheduleId: string;
    readonly feeOptionId: string;
    /** Stored configuration the live table does not run (only when the row was written while the table was not live). */
    readonly differences: readonly string[];
  } | null;
}

export interface FloorSettings {
  readonly roomId: string;
  readonly timeZone: string;
  readonly shifts: readonly ShiftDefinition[];
  /** An open table with no activity for this long raises a "table idle" alert. */
  readonly idleMinutes: number;
  /** A table's dealer tablet gone for this long raises a "device offline" alert. */
  readonly offlineSeconds: number;
  /** The wall displays' fixed words: English, or English with Chinese beside them. */
  readonly wallLabels: "en" | "zh";
  /** The poker room's lists on the players' phones, at /live (and its QR code on the game board). */
  readonly livePage: boolean;
  /** False while the defaults apply. */
  readonly saved: boolean;
}

