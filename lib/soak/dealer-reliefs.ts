/**
 * A soak run's dealer reliefs at random moments, made as the floor's dealers page makes them: the
 * route's own function (relieveDealer, lib/server/auth/assignments.ts) on the run's database, as the
 * floor supervisor. (The soak's server serves no pages, SERVE_PAGES=false without a build, so the
 * route itself is not there to call; its socket revocation is in the route's process, so here the
 * tablet closes the relieved dealer's connection itself.) The relief signs in on the tablet.
 */
import { seededRandom } from "../domain/cards/random";
import { relieveDealer } from "../server/auth/assignments";
import { dealerCookie } from "./credentials";
import { reliefFor, type OnDuty } from "./relief-moves";
import { tally } from "./report";
import type { SoakRun } from "./soak-run";
import { sleep } from "./sockets";

export async function relieveDealers(run: SoakRun, tableIds: readonly string[]): Promise<void> {
  const { db, options } = run;
  const random = seededRandom(`${options.seed}:reliefs`);
  const every = Math.max(10_000, Math.min(60_000, (options.minutes * 60_000) / 20));
  const floorId = (await db.prisma.staff.findUniqueOrThrow({ where: { username: "floor" } })).id;
  while (!run.stopping) {
    // Waits in short steps, so the run's end does not wait for the next relief.
    const next = Date.now() + Math.round(every / 2) + random.int(every);
    while (!run.stopping && Date.now() < next) await sleep(250);
    if (run.stopping) break;
    const duty = await whoIsOnDuty(run, tableIds);
    if (!duty) continue; // the database is down: the floor tries later
    const relief = reliefFor(duty.onDuty, duty.dealers, random);
    if (!relief) continue;
    tally(run.reliefs, "relief", "sent");
    let answer: { ok: boolean; code?: string };
    try {
      const result = await relieveDealer(db, floorId, { ...relief, reason: "Soak run: relief" }, new Date());
      answer = result.ok ? { ok: true } : { ok: false, code: result.code };
    } catch {
      answer = { ok: false, code: "STORE_UNAVAILABLE" };
    }
    tally(run.reliefs, "relief", answer);
    // Whoever the database says deals the table now signs in on its tablet.
    await dealerCookie(db, relief.tableId).then((c) => run.cookies.dealer.set(relief.tableId, c), () => {});
    if (answer.ok) run.relieved.add(relief.tableId);
  }
}

/** The dealers on duty at the run's tables and every active dealer; null while the database is down. */
async function whoIsOnDuty(run: SoakRun, tableIds: readonly string[]): Promise<{ onDuty: OnDuty[]; dealers: string[] } | null> {
  try {
    const duty = await run.db.pool.query<{ table_id: string; staff_id: string }>(
      `SELECT a.table_id, a.staff_id FROM shift_assignments a JOIN staff s ON s.id = a.staff_id
        WHERE a.table_id = ANY($1) AND s.role = 'dealer' AND a.valid_from <= now() AND (a.valid_until IS NULL OR a.valid_until > now())
        ORDER BY a.table_id, a.staff_id`,
      [tableIds],
    );
    const all = await run.db.pool.query<{ id: string }>("SELECT id FROM staff WHERE role = 'dealer' AND active ORDER BY id");
    return { onDuty: duty.rows.map((r) => ({ tableId: r.table_id, staffId: r.staff_id })), dealers: all.rows.map((r) => r.id) };
  } catch {
    return null;
  }
}
