/**
 * One table under the load generator: its dealer socket and the view it sees (whole views and
 * patches applied as the tablet applies them), its displays, and when each command's view reached
 * every display (the latency measured from the send).
 */
import { patchedView, type ViewPatch } from "@/lib/contract/view-patch";
import { nextCommand, type BenchCommand, type DealerViewLike, type DriverPlan } from "./driver";
import { AUTOPLAY } from "@/lib/soak/drivers";
import { seededRandom } from "@/lib/domain/cards/random";
import { familyOf, type GameFamily } from "@/lib/domain/table/families";
import type { AutoplayRandom } from "@/lib/domain/table/common/autoplay";
import { BACCARAT_DRIVER_GAMES } from "./games";
import type { WireClient } from "./wire-client";

/** The commands a table sent, to replay them through the bare relay: before and while measuring. */
export interface Recorded {
  warmup: BenchCommand[];
  measured: BenchCommand[];
}

/** Where every table's measured latencies and display arrivals are counted. */
export interface LatencySink {
  readonly latencies: number[];
  viewsReceived: number;
}

export class TableLoad {
  dealer!: WireClient;
  displays: WireClient[] = [];
  version = 0;
  view: DealerViewLike | null = null;
  viewVersion = -1;
  private viewWaiter: { version: number; resolve(): void } | null = null;
  /** Display arrivals per version: how many displays have it, and when the last one got it. */
  readonly arrivals = new Map<number, { n: number; last: number }>();
  /** Measured commands acknowledged whose view has not reached every display yet: version -> sent at. */
  readonly waiting = new Map<number, number>();
  ackedUpTo = 0;
  counter = 0;
  readonly recorded: Recorded = { warmup: [], measured: [] };
  readonly family: GameFamily;
  /** The autoplay driver's choices, seeded by the table's id; null for the bench's own baccarat driver. */
  private readonly random: AutoplayRandom | null;

  constructor(
    readonly id: string,
    readonly game: string,
    private readonly displaysWanted: number,
    private readonly sink: LatencySink,
  ) {
    const family = familyOf(game);
    if (!family) throw new Error(`${id}: "${game}" is not a game this system runs`);
    this.family = family;
    this.random = BACCARAT_DRIVER_GAMES.includes(game) ? null : seededRandom(`bench:${id}`);
  }

  /** The next command for the view the dealer has, or why there is none. */
  nextCommand(plan: DriverPlan): BenchCommand | { error: string } {
    if (!this.random) return nextCommand(this.view!, plan);
    const view = this.view as unknown as { next: { label: string } };
    const command = AUTOPLAY[this.family](view as never, this.random);
    return command ?? { error: `the ${this.family} driver has nothing to send at "${view.next.label}"` };
  }

  onDealerView(json: string): void {
    const msg = JSON.parse(json) as [string, { version: number; view: DealerViewLike }];
    const { version, view } = msg[1];
    if (version >= this.viewVersion) {
      this.viewVersion = version;
      this.view = view;
    }
    this.viewArrived(version);
  }

  /** What changed in the dealer's view: applied on top of the version it starts from, as the tablet does. */
  onDealerPatch(json: string): void {
    const msg = JSON.parse(json) as [string, { from: number; version: number; patch: ViewPatch }];
    const { from, version, patch } = msg[1];
    if (version <= this.viewVersion) return;
    if (from !== this.viewVersion || !this.view) throw new Error(`${this.id}: the dealer missed a view (at ${this.viewVersion}, a patch from ${from})`);
    this.view = patchedView(this.view, patch);
    this.viewVersion = version;
    this.viewArrived(version);
  }

  private viewArrived(version: number): void {
    if (this.viewWaiter && version >= this.viewWaiter.version) {
      const w = this.viewWaiter;
      this.viewWaiter = null;
      w.resolve();
    }
  }

  onDisplayView(version: number, at: number): void {
    this.sink.viewsReceived++;
    const e = this.arrivals.get(version) ?? { n: 0, last: 0 };
    e.n++;
    e.last = at;
    if (e.n < this.displaysWanted) {
      this.arrivals.set(version, e);
      return;
    }
    const sent = this.waiting.get(version);
    if (sent !== undefined) {
      this.sink.latencies.push(at - sent);
      this.waiting.delete(version);
      this.arrivals.delete(version);
    } else if (version <= this.ackedUpTo) {
      this.arrivals.delete(version); // an unmeasured command
    } else {
      this.arrivals.set(version, e); // its acknowledgement is still on the way
    }
  }

  /** A measured command was acknowledged with `version`: its latency is complete once every display has it. */
  onMeasuredAck(version: number, sentAt: number, at: number): void {
    if (this.displaysWanted === 0) {
      this.sink.latencies.push(at - sentAt);
      return;
    }
    const e = this.arrivals.get(version);
    if (e && e.n >= this.displaysWanted) {
      this.sink.latencies.push(e.last - sentAt);
      this.arrivals.delete(version);
    } else {
      this.waiting.set(version, sentAt);
    }
  }

  waitForView(version: number, timeoutMs: number): Promise<void> {
    if (this.viewVersion >= version) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.viewWaiter = null;
        reject(new Error(`${this.id}: no dealer view for version ${version} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.viewWaiter = {
        version,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
  }
}
