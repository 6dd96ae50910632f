/**
 * For the floor's integration tests: drives real rounds through a live registry, as a dealer
 * tablet would, with commands carrying ids and versions.
 */
import type { Actor } from "@/lib/domain/table/machine";
import type { TableRegistry } from "@/lib/server/tables/table-registry";
import type { BaccaratSupervisorView } from "@/lib/domain/table/baccarat/views";
import type { NoBustSupervisorView } from "@/lib/domain/table/no-bust/views";

export const DEALER: Actor = { id: "dealer-test", role: "dealer" };
export const SUPERVISOR: Actor = { id: "floor-test", role: "supervisor" };

let n = 0;

export async function send(registry: TableRegistry, tableId: string, command: Record<string, unknown>, actor: Actor = DEALER) {
  const version = registry.snapshot(tableId)?.version ?? 0;
  return registry.submit(tableId, { id: `floor-test-${++n}`, expectedVersion: version, command }, actor);
}

export async function must(registry: TableRegistry, tableId: string, command: Record<string, unknown>, actor: Actor = DEALER): Promise<void> {
  const answer = await send(registry, tableId, command, actor);
  if (!answer.ok) throw new Error(`${String(command.type)} refused at ${tableId}: ${answer.code} ${answer.message}`);
}

export function supervisorView(registry: TableRegistry, tableId: string): BaccaratSupervisorView {
  return registry.snapshot(tableId)!.views.supervisor as BaccaratSupervisorView;
}

/** Seats players, gives the bank to `pdSeat` and starts a shoe (the server's, or one whose cards the dealer enters). */
export async function openTable(registry: TableRegistry, tableId: string, seats: number[], pdSeat: number, bank = 100_000, shoe: "server" | "dealer" = "server"): Promise<void> {
  for (const s of seats) await must(registry, tableId, { type: "seat-player", seat: s, name: `Player ${s}` });
  await must(registry, tableId, { type: "open-bank", firstSeat: pdSeat });
  await must(registry, tableId, { type: "accept-bank", seat: pdSeat, bank });
  await must(registry, tableId, { type: "start-shoe", source: shoe });
}

export interface WagerSpec {
  seat: number;
  bet: string;
  amount: number;
}

/** One round from open betting to the end of settlement (or only to `stopAfter`). */
export async function playRound(registry: TableRegistry, tableId: string, wagers: WagerSpec[], options: { stopAfter?: "betting-closed" } = {}): Promise<void> {
  await must(registry, tableId, { type: "open-betting" });
  for (const w of wagers) await must(registry, tableId, { type: "place-wager", ...w });
  await must(registry, tableId, { type: "close-betting" });
  if (options.stopAfter === "betting-closed") return;
  for (let i = 0; i < 8; i++) {
    const next = supervisorView(registry, tableId).next;
    if (next.command !== "deal-card" && next.command !== "check-hole-card" && next.command !== "expose-hole-card" && next.command !== "close-choices") break;
    await must(registry, tableId, { type: next.command });
  }
  await must(registry, tableId, { type: "settle" });
  const lines = supervisorView(registry, tableId).settlement?.lines.length ?? 0;
  if (lines > 0) await must(registry, tableId, { type: "advance-settlement", through: lines });
  await must(registry, tableId, { type: "end-round" });
}

export function noBustView(registry: TableRegistry, tableId: string): NoBustSupervisorView {
  return registry.snapshot(tableId)!.views.supervisor as NoBustSupervisorView;
}

export interface NoBustPlay {
  /** With a dealer-entered shoe: the cards in dealing order (the hole card among them). */
  cards?: string[];
  /** The decision for a hand, from those open to it; default: stand where allowed. */
  decide?: (allowed: readonly string[], seat: number, hand: number) => string;
  /** Each seat's insurance when offered; default 0 (declined). */
  insurance?: (seat: number, max: number) => number;
  stopAfter?: "betting-closed" | "settled";
}

/** One No Bust round, played the way the tablet's big button and decision buttons would. */
export async function playNoBustRound(registry: TableRegistry, tableId: string, wagers: WagerSpec[], options: NoBustPlay = {}): Promise<void> {
  const cards = [...(options.cards ?? [])];
  await must(registry, tableId, { type: "open-betting" });
  for (const w of wagers) await must(registry, tableId, { type: "place-wager", ...w });
  await must(registry, tableId, { type: "close-betting" });
  if (options.stopAfter === "betting-closed") return;
  for (let guard = 0; noBustView(registry, tableId).phase === "dealing" && guard < 200; guard++) {
    const next = noBustView(registry, tableId).next;
    if (next.decide) {
      const { seat, hand, allowed } = next.decide;
      const decision = options.decide?.(allowed, seat, hand) ?? (allowed.includes("stand") ? "stand" : allowed[0]!);
      await must(registry, tableId, { type: "player-decision", seat, hand, decision });
    } else if (next.insurance) {
      const first = next.insurance[0]!;
      await must(registry, tableId, { type: "insurance", seat: first.seat, amount: options.insurance?.(first.seat, first.max) ?? 0 });
    } else if (next.card && next.command === null) {
      const card = cards.shift();
      if (!card) throw new Error(`${tableId}: no card left for ${next.label}`);
      await must(registry, tableId, { type: "deal-card", card });
    } else if (next.command) {
      await must(registry, tableId, { type: next.command });
    } else throw new Error(`${tableId}: stuck at ${next.label}`);
  }
  if (noBustView(registry, tableId).phase !== "settling") throw new Error(`${tableId}: the round did not reach its settlement`);
  if (options.stopAfter === "settled") return;
  const lines = noBustView(registry, tableId).settlement?.lines.length ?? 0;
  if (lines > 0) await must(registry, tableId, { type: "advance-settlement", through: lines });
  await must(registry, tableId, { type: "end-round" });
}
