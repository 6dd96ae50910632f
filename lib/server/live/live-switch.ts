/**
 * Whether the room shows its lists on the players' phones (/live), as its floor settings say, and
 * the room's time zone for the times the phones show. Read at start, again the moment an admin
 * saves the floor settings on this node, and every minute (a save on another node).
 */
import type { FloorSettings } from "@/lib/contract/admin";
import type { Database } from "@/lib/server/db/database";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { onFloorSettings } from "@/lib/server/floor/settings-changes";

const REREAD_MS = 60_000;

export interface LiveSettings {
  readonly on: boolean;
  readonly timeZone: string;
}

export class LiveSwitch {
  private current: LiveSettings;
  private readonly listeners = new Set<(settings: LiveSettings) => void>();
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;

  private constructor(
    private readonly db: Pick<Database, "prisma">,
    first: FloorSettings,
  ) {
    this.current = { on: first.livePage, timeZone: first.timeZone };
  }

  static async start(db: Pick<Database, "prisma">): Promise<LiveSwitch> {
    const live = new LiveSwitch(db, await loadFloorSettings(db));
    live.stopListening = onFloorSettings((settings) => live.take(settings));
    live.timer = setInterval(() => void loadFloorSettings(db).then((s) => live.take(s), () => {}), REREAD_MS);
    live.timer.unref();
    return live;
  }

  get settings(): LiveSettings {
    return this.current;
  }

  get on(): boolean {
    return this.current.on;
  }

  listen(listener: (settings: LiveSettings) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Read the settings again now (a route that must not act on a minute-old switch). */
  async reread(): Promise<LiveSettings> {
    this.take(await loadFloorSettings(this.db));
    return this.current;
  }

  private take(settings: FloorSettings): void {
    const next = { on: settings.livePage, timeZone: settings.timeZone };
    if (next.on === this.current.on && next.timeZone === this.current.timeZone) return;
    this.current = next;
    for (const listener of this.listeners) listener(next);
  }

  close(): void {
    clearInterval(this.timer);
    this.stopListening?.();
  }
}
