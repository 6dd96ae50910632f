/**
 * Joining a list from a phone, limited per address and per list, so that a script cannot fill a
 * list with names: five joins in thirty minutes from one address (friends on one phone fit), ten
 * joins of one list in ten minutes from everyone. Counted in memory per node, checked and raised in
 * one turn of the event loop; the floor turns joining from phones off at once when it must.
 */
import type { GuessRule } from "./guess-limit";

export const JOINS_PER_ADDRESS: GuessRule = { max: 5, windowMs: 30 * 60 * 1000 };
export const JOINS_PER_LIST: GuessRule = { max: 10, windowMs: 10 * 60 * 1000 };

class Window {
  private readonly times = new Map<string, number[]>();
  constructor(private readonly rule: GuessRule) {}

  waitSeconds(key: string, now: number): number | null {
    const times = (this.times.get(key) ?? []).filter((t) => t > now - this.rule.windowMs);
    if (times.length) this.times.set(key, times);
    else this.times.delete(key);
    if (times.length < this.rule.max) return null;
    return Math.max(1, Math.ceil((times[times.length - this.rule.max]! + this.rule.windowMs - now) / 1000));
  }

  add(key: string, now: number): void {
    this.times.set(key, [...(this.times.get(key) ?? []), now]);
  }
}

export class JoinLimit {
  private readonly byAddress: Window;
  private readonly byList: Window;

  constructor(
    private readonly clock: () => number,
    rules: { address: GuessRule; list: GuessRule } = { address: JOINS_PER_ADDRESS, list: JOINS_PER_LIST },
  ) {
    this.byAddress = new Window(rules.address);
    this.byList = new Window(rules.list);
  }

  /** Take one join for this address and list, or say how long to wait and which limit it met. */
  take(address: string, listId: string): { ok: true } | { ok: false; limit: "address" | "list"; waitSeconds: number } {
    const now = this.clock();
    const address_ = this.byAddress.waitSeconds(address, now);
    if (address_ !== null) return { ok: false, limit: "address", waitSeconds: address_ };
    const list = this.byList.waitSeconds(listId, now);
    if (list !== null) return { ok: false, limit: "list", waitSeconds: list };
    this.byAddress.add(address, now);
    this.byList.add(listId, now);
    return { ok: true };
  }
}
