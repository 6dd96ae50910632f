/**
 * One table driven for a number of rounds by the load generator: the next command from the dealer's
 * view (or the recorded ones, for the bare relay), closed loop or paced to a rate, one in flight.
 */
import crypto from "node:crypto";
import type { BenchCommand } from "./driver";
import { roundEnds } from "./games";
import type { LoadOptions } from "./load";
import type { LoadRun } from "./load-run";
import type { TableLoad } from "./table-load";

type Ack = { ok: boolean; version: number; code?: string; message?: string; view?: unknown };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `t` for `rounds` rounds; `measured` decides whether its commands count (and pacing applies: setup and warm-up run closed loop). */
export async function driveTable(options: LoadOptions, run: LoadRun, t: TableLoad, rounds: number, measured: boolean): Promise<void> {
  const replay = options.replay?.get(t.id);
  const script = replay ? (measured ? replay.measured : replay.warmup) : null;
  const interval = measured && options.rate ? 1000 / options.rate : 0;
  let done = 0;
  let step = 0;
  let refusedInARow = 0;
  const maxCommands = Math.max(1, rounds) * 200 + 100;
  let lastSend = interval ? performance.now() - crypto.randomInt(Math.max(1, Math.floor(interval))) : 0;
  for (let n = 0; n < maxCommands; n++) {
    if (run.aborted) return;
    if (performance.now() > options.deadline) {
      run.aborted ??= "deadline reached";
      return;
    }
    let command: BenchCommand;
    if (script) {
      if (step >= script.length) return;
      command = script[step++]!;
    } else {
      if (done >= rounds) return;
      if (!t.view || t.viewVersion < t.version) await t.waitForView(t.version, 10_000);
      const next = t.nextCommand(options.plan);
      if ("error" in next) throw new Error(`${t.id}: ${next.error}`);
      command = next;
      (measured ? t.recorded.measured : t.recorded.warmup).push(command);
    }
    if (interval) {
      const wait = lastSend + interval - performance.now();
      if (wait > 0) await sleep(wait);
    }
    const sentAt = performance.now();
    lastSend = sentAt;
    const answer = await t.dealer.ask<Ack>("table:command", { tableId: t.id, id: `${t.id}:${++t.counter}`, expectedVersion: t.version, command }, 15_000);
    const at = performance.now();
    if (answer.ok) {
      refusedInARow = 0;
      const changed = answer.version > t.version;
      t.version = answer.version;
      t.ackedUpTo = answer.version;
      if (measured && run.measuring && changed) {
        run.measuredCommands++;
        run.ackLatencies.push(at - sentAt);
        t.onMeasuredAck(answer.version, sentAt, at);
        options.onAck?.(t.id, answer.version, at);
      }
      if (roundEnds(t.family, command.type)) {
        done++;
        if (measured && run.measuring) {
          run.measuredRounds++;
          run.roundsPerFamily[t.family]! += 1;
        }
      }
    } else {
      const code = answer.code ?? "UNKNOWN";
      run.refusals[code] = (run.refusals[code] ?? 0) + 1;
      if (answer.version > t.version) t.version = answer.version;
      if (++refusedInARow > 20) throw new Error(`${t.id}: refused 20 times in a row, last ${code}: ${answer.message}`);
      if (script && code !== "STALE_VERSION") continue;
    }
  }
  throw new Error(`${t.id}: ${maxCommands} commands without finishing ${rounds} rounds`);
}
