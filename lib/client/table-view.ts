"use client";
import type { StoreApi } from "zustand/vanilla";
import { TABLE_SERVER_SLOW } from "@/lib/contract/socket";
import { patchedView } from "@/lib/contract/view-patch";
import type { TableSocket, TableConnectionState } from "./table-store";

/** How soon a subscribe the table's server was too slow to answer is asked again. */
const RETRY_SLOW_MS = 1000;

/**
 * The table's view as this device holds it: the subscription (a whole view, then patches), the
 * views and patches the server sends, and never a version older than the one shown. A patch that
 * does not apply on top of the view held (a missed message) asks for the whole view again.
 */
export class TableView<V> {
  /** The version of the view this device holds: a patch applies only on top of it (`from`). */
  viewVersion = -1;
  private subscribing = false;

  constructor(
    private readonly socket: TableSocket<V>,
    private readonly tableId: string,
    private readonly store: StoreApi<TableConnectionState<V>>,
  ) {
    socket.on("table:view", (msg) => {
      if (msg.tableId !== tableId || msg.version < this.viewVersion) return;
      this.showView(msg.view, msg.version);
    });
    socket.on("table:patch", (msg) => {
      if (msg.tableId !== tableId || msg.version <= this.viewVersion) return;
      const view = store.getState().view;
      // A message was missed (or the view is not here yet): ask for the whole view again.
      if (msg.from !== this.viewVersion || view === null) {
        if (!this.subscribing) this.subscribe();
        return;
      }
      this.showView(patchedView(view, msg.patch), msg.version);
    });
  }

  showView(view: V, version: number): void {
    this.viewVersion = version;
    this.store.setState((s) => ({ view, version: Math.max(s.version, version), ready: true }));
  }

  subscribe(): void {
    this.subscribing = true;
    const store = this.store;
    // Patches: after this full view, the server sends what changed (lib/contract/view-patch.ts).
    this.socket.emit("table:subscribe", { tableId: this.tableId, patches: true }, (reply) => {
      this.subscribing = false;
      if (reply.ok) {
        // A step still being checked keeps its words on the screen until it is answered.
        const checking = store.getState().error?.code === "OUTCOME_UNKNOWN" ? store.getState().error : null;
        store.setState({ error: checking, faulted: reply.faulted ? "The table is stopped: the database cannot save actions." : null });
        if (reply.version >= this.viewVersion) this.showView(reply.view as V, reply.version);
      } else {
        store.setState({ error: { code: reply.code || "SUBSCRIBE_FAILED", message: reply.message || "Could not open this table." } });
        // Another node runs the table and was slow to answer: it may well be live, so ask again.
        if (reply.code === TABLE_SERVER_SLOW) setTimeout(() => this.socket.connected && !this.subscribing && this.subscribe(), RETRY_SLOW_MS);
      }
    });
  }
}
