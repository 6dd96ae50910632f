/**
 * What a new configuration changes at a live table, in the words the admin and the audit trail
 * use. The table takes a new configuration only between rounds; the game and the decks also wait
 * for the shoe to end, and the seat count for an empty table.
 */
import type { TableSettingsBase } from "./settings";

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

export function settingsChanges(from: TableSettingsBase, to: TableSettingsBase): string[] {
  const out: string[] = [];
  if (from.name !== to.name) out.push("name");
  if (from.gameId !== to.gameId) out.push("game");
  if (canonical(from.gameOptions) !== canonical(to.gameOptions)) out.push("game options");
  if (from.rulesVersion !== to.rulesVersion) out.push("rules version");
  if (from.seats !== to.seats) out.push("seats");
  if (from.decks !== to.decks) out.push("decks");
  if (from.limits.min !== to.limits.min || from.limits.max !== to.limits.max) out.push("limits");
  if (from.bettingSeconds !== to.bettingSeconds) out.push("betting timer");
  if (canonical(from.rotationPolicy) !== canonical(to.rotationPolicy)) out.push("rotation policy");
  if (from.fee.scheduleId !== to.fee.scheduleId || from.fee.optionId !== to.fee.optionId) out.push("fee option");
  else if (canonical(from.fee.option) !== canonical(to.fee.option)) out.push("fee amounts");
  return out;
}
