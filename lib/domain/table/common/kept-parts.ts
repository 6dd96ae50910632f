/**
 * A table's view parts kept while the state parts they are made from are the same (docs/performance.md,
 * "Issue 30: view parts kept while their state is the same"). The state changes by structural
 * sharing: a command replaces the parts it touches and keeps the others as the same objects. A view
 * part made by a pure function of some state parts is then the same while they are: kept here, it is
 * handed back as the same object, so a view is made of the previous view's untouched parts and the
 * gateway's diff (`viewPatch`, which skips `a === b`) walks only what changed.
 *
 * One `ViewParts` per live table, owned by whoever runs the table (the server's TableActor): the last
 * part of each slot and what it was made from, one entry per slot, so it holds at most one view's
 * worth of parts and is dropped with the table (not a WeakMap per short-lived state object: issue 27,
 * the collector's cost of those exceeded the work saved). The domain stays pure: a kept part is
 * always the one `build` makes from the same arguments (the families' tests hold the kept views equal
 * to views made from scratch after every command of autoplayed rounds); without a `ViewParts`
 * (`undefined`) every part is made afresh.
 *
 * `build` must read nothing but its arguments, and must be a function made once (a module's), not a
 * closure made per call: the arguments are what the part is kept by, compared with `Object.is`.
 */
export class ViewParts {
  /** Slot name -> the last part made there, and its arguments. */
  readonly slots = new Map<string, KeptSlot>();
  private readonly inner = new Map<string, ViewParts>();

  /** The parts kept for views of another state of the same table (the last round's, as the floor's correction form shows it), apart from its own. */
  within(name: string): ViewParts {
    let parts = this.inner.get(name);
    if (!parts) this.inner.set(name, (parts = new ViewParts()));
    return parts;
  }
}

interface KeptSlot {
  a: unknown;
  b: unknown;
  c: unknown;
  d: unknown;
  e: unknown;
  value: unknown;
}

/** The part `build(a, b, …)` makes (up to five arguments), the same object as last time in this slot when every argument is the same. */
export function keptPart<T, A>(parts: ViewParts | undefined, slot: string, build: (a: A) => T, a: A): T;
export function keptPart<T, A, B>(parts: ViewParts | undefined, slot: string, build: (a: A, b: B) => T, a: A, b: B): T;
export function keptPart<T, A, B, C>(parts: ViewParts | undefined, slot: string, build: (a: A, b: B, c: C) => T, a: A, b: B, c: C): T;
export function keptPart<T, A, B, C, D>(parts: ViewParts | undefined, slot: string, build: (a: A, b: B, c: C, d: D) => T, a: A, b: B, c: C, d: D): T;
export function keptPart<T, A, B, C, D, E>(parts: ViewParts | undefined, slot: string, build: (a: A, b: B, c: C, d: D, e: E) => T, a: A, b: B, c: C, d: D, e: E): T;
export function keptPart(
  parts: ViewParts | undefined,
  slot: string,
  build: (a: unknown, b: unknown, c: unknown, d: unknown, e: unknown) => unknown,
  a?: unknown,
  b?: unknown,
  c?: unknown,
  d?: unknown,
  e?: unknown,
): unknown {
  if (!parts) return build(a, b, c, d, e);
  const kept = parts.slots.get(slot);
  if (kept && Object.is(kept.a, a) && Object.is(kept.b, b) && Object.is(kept.c, c) && Object.is(kept.d, d) && Object.is(kept.e, e)) return kept.value;
  const value = build(a, b, c, d, e);
  if (kept) {
    kept.a = a;
    kept.b = b;
    kept.c = c;
    kept.d = d;
    kept.e = e;
    kept.value = value;
  } else parts.slots.set(slot, { a, b, c, d, e, value });
  return value;
}

/** The part last made in a slot, with the five arguments it was made from. */
export interface LastPart<T, A, B, C, D, E> {
  readonly value: T;
  readonly a: A;
  readonly b: B;
  readonly c: C;
  readonly d: D;
  readonly e: E;
}

/**
 * keptPart for a part that may be grown from the last one: while every argument is the same, the same
 * part; else `build` makes the new one, handed the last part made in the slot and its arguments
 * (undefined without parts or before the first) to make it from, such as a round's lists from the
 * replay that stopped at its last step. `build` must make the same part with or without the last one.
 */
export function grownPart<T, A, B, C, D, E>(
  parts: ViewParts | undefined,
  slot: string,
  build: (last: LastPart<T, A, B, C, D, E> | undefined, a: A, b: B, c: C, d: D, e: E) => T,
  a: A,
  b: B,
  c: C,
  d: D,
  e: E,
): T {
  if (!parts) return build(undefined, a, b, c, d, e);
  const kept = parts.slots.get(slot);
  if (kept && Object.is(kept.a, a) && Object.is(kept.b, b) && Object.is(kept.c, c) && Object.is(kept.d, d) && Object.is(kept.e, e)) return kept.value as T;
  const value = build(kept as LastPart<T, A, B, C, D, E> | undefined, a, b, c, d, e);
  parts.slots.set(slot, { a, b, c, d, e, value });
  return value;
}
