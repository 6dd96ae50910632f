"use client";
import type { StoreApi } from "zustand/vanilla";
import type { CommandAnswer, TableConnectionState, TableSocket } from "./table-store";
import type { TableView } from "./table-view";

type Command = { type: string } & Record<string, unknown>;

function commandId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `cmd-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** What the screen says while a step's outcome is unknown (no answer came back). */
export const CHECKING_MESSAGE =
  "No answer from the table server yet, so the last step may or may not have been saved. The tablet keeps asking with the same request, which can never be applied twice: wait, and do not repeat the step.";

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The device's commands, one at a time in the order given. Each carries the version of the view
 * held and an id; when its answer is lost, or the server cannot tell whether it was saved
 * (OUTCOME_UNKNOWN), the same id is sent again, only while connected, until a definite answer comes.
 * A refusal cancels what is queued behind it.
 */
export class CommandSender<V> {
  private readonly queue: { command: Command; resolve: (a: CommandAnswer) => void }[] = [];
  private pumping = false;
  private closed = false;
  /** Waiting for the socket to connect again (or for the screen to close). */
  private readonly waiting = new Set<() => void>();

  constructor(
    private readonly socket: TableSocket<V>,
    private readonly tableId: string,
    private readonly store: StoreApi<TableConnectionState<V>>,
    private readonly view: TableView<V>,
    private readonly ackTimeoutMs: number,
    private readonly retryMs: number,
  ) {}

  /** The command queued behind those not yet answered; its answer once it has one. */
  send(command: Command): Promise<CommandAnswer> {
    return new Promise<CommandAnswer>((resolve) => {
      this.queue.push({ command, resolve });
      void this.pump();
    });
  }

  /** The socket is connected (again): the commands waiting for it go on. */
  connected(): void {
    this.release();
  }

  /** The screen closed: nothing more is sent, and what waits is answered CLOSED. */
  close(): void {
    this.closed = true;
    this.release();
  }

  private release(): void {
    for (const resolve of this.waiting) resolve();
    this.waiting.clear();
  }

  private connectedOrClosed(): Promise<void> {
    return this.socket.connected || this.closed
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          this.waiting.add(resolve);
        });
  }

  private ask(id: string, command: Command): Promise<CommandAnswer | null> {
    return new Promise<CommandAnswer | null>((resolve) => {
      this.socket
        .timeout(this.ackTimeoutMs)
        .emit("table:command", { tableId: this.tableId, id, expectedVersion: this.store.getState().version, command }, (err, reply) => {
          if (err) return resolve(null);
          // A stale tap is answered with the table as it is now: show it at once.
          if (!reply.ok && reply.view !== undefined && typeof reply.version === "number" && reply.version >= this.view.viewVersion) {
            this.view.showView(reply.view as V, reply.version);
          }
          resolve(reply);
        });
    });
  }

  private async sendOne(command: Command): Promise<CommandAnswer> {
    const store = this.store;
    const id = commandId();
    let uncertain = false;
    for (;;) {
      // Asked only while connected: questions are not piled up in the socket's buffer meanwhile.
      await this.connectedOrClosed();
      if (this.closed) return { ok: false, code: "CLOSED", message: "The screen was closed before the table server answered." };
      const answer = await this.ask(id, command);
      if (answer && !(!answer.ok && answer.code === "OUTCOME_UNKNOWN")) {
        // The view for this version may already have arrived; never go backwards.
        if (answer.ok && answer.version > store.getState().version) store.setState({ version: answer.version });
        if (uncertain && answer.ok) store.setState({ error: null });
        return answer;
      }
      // No answer, or the server cannot tell yet whether it was saved: the same id again, never a
      // new one (a new id could apply the step a second time).
      uncertain = true;
      store.setState({ error: { code: "OUTCOME_UNKNOWN", message: answer && !answer.ok ? answer.message : CHECKING_MESSAGE } });
      if (answer) await pause(this.retryMs);
    }
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    const store = this.store;
    try {
      while (this.queue.length) {
        const item = this.queue.shift()!;
        store.setState({ pending: item.command.type, error: null });
        const answer = await this.sendOne(item.command);
        if (!answer.ok) {
          store.setState({ error: { code: answer.code, message: answer.message } });
          for (const dropped of this.queue.splice(0)) dropped.resolve({ ok: false, code: "CANCELLED", message: "Not sent: the step before it was refused." });
        }
        item.resolve(answer);
      }
    } finally {
      this.pumping = false;
      store.setState({ pending: null });
    }
  }
}
