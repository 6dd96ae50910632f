/**
 * Every fee schedule the filings print, plus the room-entered ones, keyed by schedule id. Ids name the
 * game, and the room where two filings price the same game (seed 003 is Mortimer's, seed 004 Kings).
 */
import { FeeError } from "./fee-error";
import type { FeeSchedule, ScheduleOption } from "./schedule";
import { BLACKJACK_X_PURE_21_5 } from "./schedules/blackjack-x-pure-21-5";
import { DAI_BACC } from "./schedules/dai-bacc";
import { DRAGON_BONUS_BACCARAT_MORTIMERS } from "./schedules/dragon-bonus-mortimers";
import { EZ_BACCARAT_DRAGON_BONUS_KINGS } from "./schedules/ez-baccarat-dragon-bonus-kings";
import { EZ_BACCARAT_PANDA_8_MORTIMERS } from "./schedules/ez-baccarat-panda-8-mortimers";
import { FORTUNE_PAI_GOW_POKER_KINGS } from "./schedules/fortune-pai-gow-kings";
import { FORTUNE_PAI_GOW_POKER_MORTIMERS } from "./schedules/fortune-pai-gow-mortimers";
import { FORTUNE_7_BACCARAT } from "./schedules/fortune7";
import { NO_BUST_6 } from "./schedules/no-bust-6";
import { NO_BUST_BUSTER_BONUS } from "./schedules/no-bust-buster-bonus";
import { NO_BUST_JOKER } from "./schedules/no-bust-joker";
import { OMAHA_HI_LO_MORTIMERS } from "./schedules/omaha-hi-lo-mortimers";
import { PAI_GOW_POKER_DOUBLE_HAND } from "./schedules/pai-gow-poker-double-hand";
import { PAI_GOW_TILES } from "./schedules/pai-gow-tiles";
import { OMAHA_KINGS, TEXAS_HOLDEM_KINGS } from "./schedules/poker-kings";
import { PURE_21_5_MORTIMERS } from "./schedules/pure-21-5-mortimers";
import { PURE_SPANISH_21_5 } from "./schedules/pure-spanish-21-5";
import { EZ_BACCARAT, FACE_UP_PAI_GOW_POKER, TWENTY_FIRST_CENTURY_BACCARAT } from "./schedules/room-entered";
import { TEXAS_HOLDEM_MORTIMERS } from "./schedules/texas-holdem-mortimers";
import { THREE_CARD_POKER_KINGS } from "./schedules/three-card-poker-kings";
import { THREE_CARD_POKER_MORTIMERS } from "./schedules/three-card-poker-mortimers";

export const FEE_SCHEDULES = {
  // seed 000
  "fortune-7-baccarat": FORTUNE_7_BACCARAT,
  // seeds 001, 002: no printed table
  "21st-century-baccarat": TWENTY_FIRST_CENTURY_BACCARAT,
  "ez-baccarat": EZ_BACCARAT,
  // seed 003 (Mortimer's)
  "no-bust-joker": NO_BUST_JOKER,
  "texas-holdem-mortimers": TEXAS_HOLDEM_MORTIMERS,
  "pure-21-5-mortimers": PURE_21_5_MORTIMERS,
  "no-bust-6": NO_BUST_6,
  "pai-gow-poker-double-hand": PAI_GOW_POKER_DOUBLE_HAND,
  "three-card-poker-6-card-bonus-mortimers": THREE_CARD_POKER_MORTIMERS,
  "ez-baccarat-panda-8-mortimers": EZ_BACCARAT_PANDA_8_MORTIMERS,
  "omaha-hi-lo-mortimers": OMAHA_HI_LO_MORTIMERS,
  "no-bust-buster-bonus": NO_BUST_BUSTER_BONUS,
  "fortune-pai-gow-poker-mortimers": FORTUNE_PAI_GOW_POKER_MORTIMERS,
  "dragon-bonus-baccarat-mortimers": DRAGON_BONUS_BACCARAT_MORTIMERS,
  // seed 004 (Kings)
  "texas-holdem-kings": TEXAS_HOLDEM_KINGS,
  "omaha-kings": OMAHA_KINGS,
  "blackjack-x-pure-21-5": BLACKJACK_X_PURE_21_5,
  "pure-spanish-21-5": PURE_SPANISH_21_5,
  "three-card-poker-6-card-bonus-kings": THREE_CARD_POKER_KINGS,
  "fortune-pai-gow-poker-kings": FORTUNE_PAI_GOW_POKER_KINGS,
  "pai-gow-tiles": PAI_GOW_TILES,
  "ez-baccarat-panda-8-dragon-bonus-kings": EZ_BACCARAT_DRAGON_BONUS_KINGS,
  "dai-bacc": DAI_BACC,
  // seed 004: no printed table
  "face-up-pai-gow-poker": FACE_UP_PAI_GOW_POKER,
} as const satisfies Readonly<Record<string, FeeSchedule>>;

export type FeeScheduleId = keyof typeof FEE_SCHEDULES;

export function isFeeScheduleId(id: string): id is FeeScheduleId {
  return Object.hasOwn(FEE_SCHEDULES, id);
}

export function getSchedule(scheduleId: string): FeeSchedule {
  if (!isFeeScheduleId(scheduleId)) throw new FeeError(`unknown fee schedule ${scheduleId}`);
  return FEE_SCHEDULES[scheduleId];
}

export function getScheduleOption(scheduleId: string, optionId: string): ScheduleOption {
  const schedule = getSchedule(scheduleId);
  const option = schedule.options.find((o) => o.id === optionId);
  if (option === undefined) {
    throw new FeeError(
      schedule.kind === "room-entered"
        ? `${scheduleId} prints no options: the room enters its own (parseRoomEnteredOption)`
        : `${scheduleId} has no schedule option ${optionId}`,
    );
  }
  return option;
}
