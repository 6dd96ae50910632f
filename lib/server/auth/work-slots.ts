/**
 * A bounded queue for costly work a stranger can trigger (password hashing, reserving an attempt
 * in the database): at most `running` at once, at most `waiting` queued, and beyond that a
 * WorkBusyError at once, so a flood of requests is answered "busy" instead of exhausting memory or
 * the database pool. The counts live on globalThis, so the custom server and Next.js's route bundle
 * (separate module copies in one process) share one queue per name.
 */
export class WorkBusyError extends Error {
  override name = "WorkBusyError";
}

type Slots = { running: number; waiting: (() => void)[] };
type Holder = Record<symbol, Slots | undefined>;

export interface WorkSlots {
  /** Runs `work` in a slot, waiting for one; throws `busy()` when too many wait already. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function workSlots(name: string, limits: { running: number; waiting: number }, busy: () => Error = () => new WorkBusyError(`too much ${name} work at once`)): WorkSlots {
  const key = Symbol.for(`cardroom.auth.slots.${name}`);
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      const holder = globalThis as unknown as Holder;
      const slots = (holder[key] ??= { running: 0, waiting: [] });
      if (slots.running >= limits.running) {
        if (slots.waiting.length >= limits.waiting) throw busy();
        // The slot is handed over by the finishing work (running stays counted).
        await new Promise<void>((resolve) => slots.waiting.push(resolve));
      } else {
        slots.running += 1;
      }
      try {
        return await work();
      } finally {
        const next = slots.waiting.shift();
        if (next) next();
        else slots.running -= 1;
      }
    },
  };
}
