/**
 * The admin's catalogues to choose from: every game of every family with its seat layouts and named
 * options (with their source lines), and every fee schedule with its options as printed.
 */
import { FEE_SCHEDULES, postedFees, optionFamily, type ScheduleOption } from "@/lib/domain/fees";
import { formatCents } from "@/lib/domain/money";
import type { FeeOptionInfo, FeeScheduleInfo } from "@/lib/contract/admin";
import type { GameInfo } from "@/lib/domain/table/common/catalogue";
import { GAME_FAMILIES, TABLE_FAMILIES } from "@/lib/domain/table/families";
import { postedOptions, type KingsLimitGrouping } from "@/lib/domain/poker/posted-limits";


export type { FeeOptionInfo, FeeScheduleInfo, GameInfo };

/** Every game of every family, as the admin's catalogue lists it. */
export function gameCatalog(): GameInfo[] {
  return GAME_FAMILIES.flatMap((f) => [...TABLE_FAMILIES[f].catalogue()]);
}

export function sourceText(s: ScheduleOption["source"]): string {
  return `${s.file} L${s.lines}${s.documentId ? ` ${s.documentId}` : ""}${s.confidence && s.confidence !== "high" ? ` (OCR confidence ${s.confidence})` : ""}`;
}

function limitText(o: ScheduleOption): string {
  const l = o.limit;
  if (l.kind === "spot") return `${formatCents(l.min)}${l.max === null ? " and up" : `–${formatCents(l.max)}`} per spot`;
  if (l.kind === "room-sets") return "limits set by the room within the filed ranges";
  return l.structures.join(", ");
}

/** The table limits a poker option is printed for, as the filing labels them, under a reading of Kings' merged cells. */
function pokerLimits(scheduleId: string, optionId: string, grouping: KingsLimitGrouping): string | null {
  try {
    return postedOptions(scheduleId, grouping).find((p) => p.optionId === optionId)?.limits.map((l) => l.label).join(", ") ?? null;
  } catch {
    return null;
  }
}

/**
 * Every printed fee schedule, the player-dealer games' and poker's, and the room-entered ones. A
 * poker option is listed with the table limits it is printed for (Kings' alternative reading of its
 * merged cells beside it where it differs); its table takes it by its stakes.
 */
export function feeCatalog(): FeeScheduleInfo[] {
  return Object.values(FEE_SCHEDULES).map((s) => {
    const poker = s.kind === "printed" && s.options.every((o) => optionFamily(o) === "poker");
    return {
      id: s.id,
      title: s.title,
      games: s.games,
      room: s.room ?? null,
      kind: s.kind,
      source: `${s.source.file} L${s.source.lines}${s.source.documentId ? ` ${s.source.documentId}` : ""}`,
      rateLimit: `at most ${s.rateLimit.max} rates ${s.rateLimit.scope === "per-option" ? "per option" : "per collection"}`,
      gameWagersOnly: s.gameWagersOnly === true,
      ...(poker ? { followsStakes: true } : {}),
      options: s.options.map((o) => {
        const printed = poker ? pokerLimits(s.id, o.id, "A") : null;
        const alternative = poker ? pokerLimits(s.id, o.id, "C") : null;
        return {
          id: o.id,
          posted: postedFees(o),
          source: sourceText(o.source),
          limit: printed ?? limitText(o),
          ...(alternative !== null && alternative !== printed ? { alternative: `grouping C: ${alternative}` } : {}),
        };
      }),
    };
  });
}
