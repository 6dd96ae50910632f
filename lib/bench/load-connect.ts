/** The load generator's devices connected and subscribed: each table's displays first (so no view is missed once the dealers start), its dealer, and the floor. */
import { connectWire, viewHead, type WireClient } from "./wire-client";
import type { DealerViewLike } from "./driver";
import type { LoadOptions } from "./load";
import type { LoadRun } from "./load-run";
import type { TableLoad } from "./table-load";

/** Every socket it opened; on a failure, every one closed and the error thrown. */
export async function connectDevices(options: LoadOptions, tables: ReadonlyMap<string, TableLoad>, run: LoadRun): Promise<WireClient[]> {
  const { port, displays } = options;
  const all: WireClient[] = [];
  const patches = options.fullViews ? {} : { patches: true };
  try {
    const list = [...tables.values()];
    await inBatches(
      list.flatMap((t) => Array.from({ length: displays }, () => t)),
      64,
      async (t) => {
        const c = await connectWire(options.portFor?.(t.id, "display", t.displays.length) ?? port, { role: "display", as: "display" });
        all.push(c);
        c.onEvent((event, json) => {
          if (event !== "table:view" && event !== "table:patch") return;
          if (run.measuring) run.bytes.display.push(json.length);
          const head = viewHead(json);
          if (head) tables.get(head.tableId)?.onDisplayView(head.version, performance.now());
        });
        const sub = await c.ask<{ ok: boolean; code?: string }>("table:subscribe", { tableId: t.id, ...patches });
        if (!sub.ok) throw new Error(`display could not subscribe to ${t.id}: ${sub.code}`);
        t.displays.push(c);
      },
      options.deadline,
    );
    await inBatches(
      list,
      64,
      async (t) => {
        const c = await connectWire(options.portFor?.(t.id, "dealer", 0) ?? port, { role: "dealer" });
        all.push(c);
        t.dealer = c;
        c.onEvent((event, json) => {
          if (run.measuring && (event === "table:view" || event === "table:patch")) run.bytes.dealer.push(json.length);
          if (event === "table:view") t.onDealerView(json);
          else if (event === "table:patch") t.onDealerPatch(json);
        });
        const sub = await c.ask<{ ok: boolean; code?: string; version: number; view: DealerViewLike }>("table:subscribe", { tableId: t.id, ...patches });
        if (!sub.ok) throw new Error(`dealer could not subscribe to ${t.id}: ${sub.code}`);
        t.version = sub.version;
        if (sub.version >= t.viewVersion) {
          t.view = sub.view;
          t.viewVersion = sub.version;
        }
      },
      options.deadline,
    );
    if (options.floor) {
      const floor = await connectWire(port, { role: "supervisor" });
      all.push(floor);
      floor.onEvent((_event, json) => {
        run.floorMessages++;
        if (run.measuring) run.bytes.floor.push(json.length);
      });
      const sub = await floor.ask<{ ok: boolean; code?: string }>("floor:subscribe", {});
      if (!sub.ok) throw new Error(`floor could not subscribe: ${sub.code}`);
    }
  } catch (error) {
    for (const c of all) c.close();
    throw error;
  }
  return all;
}

/** `fn` on every item, `size` at a time. */
async function inBatches<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>, deadline: number): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      if (performance.now() > deadline) throw new Error("deadline reached while connecting");
      const item = items[next++]!;
      await fn(item);
    }
  });
  await Promise.all(workers);
}
