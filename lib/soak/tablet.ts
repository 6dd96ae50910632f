/**
 * A soak run's tablet at one table: its family's autoplay driver deals whole rounds through a real
 * socket.io tablet; now and then the floor corrects something or a seat changes hands; the network
 * drops; a command left unanswered by a fault is sent again with the same id until it is answered.
 */
import type { Socket } from "socket.io-client";
import { seededRandom } from "../domain/cards/random";
import type { GameFamily } from "../domain/table/families";
import { dealerCookie } from "./credentials";
import { AUTOPLAY } from "./drivers";
import { correctionFor, reopenAfter, seatingChangeFor, type FloorView } from "./floor-moves";
import { tally, type MoveFigures } from "./report";
import { askOnce, type Command } from "./resend";
import type { SoakRun } from "./soak-run";
import { sleep, socketTo, subscribe } from "./sockets";

/** One in this many of a tablet's steps, the floor corrects something (where there is something to correct). */
const CORRECTION_ODDS = 120;
/** One in this many of a tablet's steps between rounds, a player leaves or a new one sits down. */
const SEATING_ODDS = 40;
/** One in this many steps, the tablet's network drops and it connects again. */
const RECONNECT_ODDS = 400;

/** Who sends a command, and under which tally (null: the dealer's own round, counted as acknowledged only). */
type Move = { readonly by: "dealer" | "floor"; readonly counts: Record<string, MoveFigures> | null; readonly kind: string };
const DEALER: Move = { by: "dealer", counts: null, kind: "" };

export async function driveTablet(run: SoakRun, tableId: string, family: GameFamily): Promise<void> {
  await new SoakTablet(run, tableId, family).drive();
}

class SoakTablet {
  private readonly random;
  /** The floor's own stream, so its moves do not shift the dealer's. */
  private readonly floorRandom;
  private readonly autoplay;
  private readonly prefix: string;
  private n = 0;
  private guests = 0;
  private socket: Socket | null = null;
  private floorSocket: Socket | null = null;
  private version = 0;
  private view: unknown = null;
  /** The floor's next move, decided on an answer (betting reopened just after its close). */
  private pending: { kind: string; command: Command } | null = null;
  private unanswered: { id: string; command: Command; move: Move } | null = null;
  private idleSince: number | null = null;

  constructor(
    private readonly run: SoakRun,
    private readonly tableId: string,
    private readonly family: GameFamily,
  ) {
    const seed = run.options.seed;
    this.random = seededRandom(`${seed}:${tableId}`);
    this.floorRandom = seededRandom(`${seed}:floor:${tableId}`);
    this.autoplay = AUTOPLAY[family];
    this.prefix = `soak-${seed}-${tableId}`;
  }

  async drive(): Promise<void> {
    const run = this.run;
    await this.attach();
    while (!run.stopping || this.unanswered) {
      if (!this.socket?.connected) await this.attach();
      // The dealer was relieved: the relief signs in on the tablet (the relieved dealer's connection closes).
      if (!this.unanswered && run.relieved.delete(this.tableId)) await this.attach();
      // A tablet's network drops now and then: it connects again and carries on.
      else if (!this.unanswered && this.random.int(RECONNECT_ODDS) === 0) {
        run.figures.tabletReconnects += 1;
        await this.attach();
      }
      const resending = this.unanswered !== null;
      const { move, command } = this.unanswered ?? this.nextMove();
      if (!command) {
        this.idleSince ??= Date.now();
        if (Date.now() - this.idleSince > 60_000) run.stuck.add(this.tableId);
        await this.refresh();
        await sleep(250);
        continue;
      }
      this.idleSince = null;
      await this.send(this.unanswered?.id ?? `${this.prefix}-${++this.n}`, command, move, resending);
    }
    this.socket?.close();
    this.floorSocket?.close();
  }

  /** The floor's move when one is due (a correction, a seating change between rounds), else the dealer's next step. */
  private nextMove(): { move: Move; command: Command | null } {
    const run = this.run;
    if (this.pending && !run.stopping) {
      const { kind, command } = this.pending;
      this.pending = null;
      return { move: { by: "floor", counts: run.corrections, kind }, command };
    }
    if (this.view && !run.stopping) {
      if (this.floorRandom.int(CORRECTION_ODDS) === 0) {
        const c = correctionFor(this.family, this.view as FloorView, this.floorRandom);
        if (c) return { move: { by: "floor", counts: run.corrections, kind: c.kind }, command: c.command };
      } else if (this.floorRandom.int(SEATING_ODDS) === 0) {
        const c = seatingChangeFor(this.view as FloorView, this.floorRandom, ++this.guests);
        if (c) return { move: { by: "dealer", counts: run.seatingChanges, kind: c.kind }, command: c.command };
      }
    }
    return { move: DEALER, command: this.view ? (this.autoplay(this.view as never, this.random) as Command | null) : null };
  }

  /** Sends one command and counts its answer; an unanswered one (or "outcome unknown") is kept to send again with its id. */
  private async send(id: string, command: Command, move: Move, resending: boolean): Promise<void> {
    const { run } = this;
    if (resending) run.figures.resent += 1;
    else {
      run.figures.commandsSent += 1;
      if (move.counts) tally(move.counts, move.kind, "sent");
    }
    if (move.by === "floor" && !this.floorSocket?.connected) await this.attachFloor();
    const answer = await askOnce(move.by === "floor" ? this.floorSocket! : this.socket!, { tableId: this.tableId, id, expectedVersion: this.version, command });
    if (!answer) {
      if (!resending) run.figures.unanswered += 1;
      this.unanswered = { id, command, move };
      if (move.by === "floor") await this.attachFloor();
      await this.attach();
      return;
    }
    if (!answer.ok && answer.code === "OUTCOME_UNKNOWN") {
      // The server could not tell whether it was applied: the same command again, with the same id.
      run.figures.outcomeUnknown += 1;
      this.unanswered = { id, command, move };
      await sleep(300);
      return;
    }
    this.unanswered = null;
    if (move.counts) tally(move.counts, move.kind, answer);
    if (answer.ok && move.by === "dealer" && !move.counts) this.pending = reopenAfter(this.family, command.type, this.floorRandom, 12);
    if (run.options.paceMs) await sleep(run.options.paceMs);
    if (answer.ok) {
      run.acknowledged.push({ tableId: this.tableId, id, duplicate: answer.duplicate === true });
      if (answer.duplicate) run.figures.duplicates += 1;
    } else {
      run.refused[answer.code ?? "?"] = (run.refused[answer.code ?? "?"] ?? 0) + 1;
      if (answer.code === "STORE_UNAVAILABLE") await sleep(300);
    }
    await this.refresh();
  }

  /** The table's view and version as the server has them now. */
  private async refresh(): Promise<void> {
    const sub = await subscribe(this.socket!, this.tableId);
    if (sub?.ok) {
      this.version = sub.version;
      this.view = sub.view;
    }
  }

  /** Connects the tablet (again), signed in as whoever deals the table now, and subscribes. */
  private async attach(): Promise<void> {
    this.socket?.close();
    this.socket = null;
    for (let failures = 1; ; failures += 1) {
      const current = await this.run.servers.up;
      // After a relief the table has another dealer: the tablet signs in as whoever deals it now.
      const { cookie, role } = this.run.cookies.dealer.get(this.tableId)!;
      try {
        const s = await socketTo(current.port, cookie, role);
        const sub = await subscribe(s, this.tableId);
        if (!sub?.ok) {
          s.close();
          throw new Error(`subscribe refused: ${sub?.code}`);
        }
        this.socket = s;
        this.version = sub.version;
        this.view = sub.view;
        return;
      } catch {
        // Refused again and again: the dealer may have been relieved while the run could not read who deals now.
        if (failures % 10 === 0) await dealerCookie(this.run.db, this.tableId).then((c) => this.run.cookies.dealer.set(this.tableId, c), () => {});
        await sleep(200);
      }
    }
  }

  /** The supervisor's socket at this table (the floor's corrections are theirs); connected when first needed. */
  private async attachFloor(): Promise<void> {
    this.floorSocket?.close();
    this.floorSocket = null;
    for (;;) {
      const current = await this.run.servers.up;
      try {
        this.floorSocket = await socketTo(current.port, this.run.cookies.floor.get(this.tableId)!, "supervisor");
        return;
      } catch {
        await sleep(200);
      }
    }
  }
}
