/**
 * Each live command's rule runs once. `decide` tries a step on the family's engine to check it, and
 * `evolve` then applies that same step to that same play: without this, the engine ran twice for
 * every step the dealer took. `decide` keeps what the engine made, by the step object it puts in its
 * event and the play it applied it to; `evolve` takes it when it is handed exactly that step on
 * exactly that play with the same function, and runs the engine otherwise. A step read back from the
 * log (recovery, a replay after a correction or an undo) is another object, so replays run the engine
 * as they always did, and the tables' property tests check that the replayed state is the live one.
 * Kept on the step itself, under a symbol no store, copy or wire carries (a WeakMap of millions of
 * short-lived steps costs the garbage collector more than the engine run it saves), and cleared
 * when evolve meets the step: a step in the round's state holds no play.
 */
const KEPT = Symbol("play decide computed");

interface Kept {
  readonly apply: unknown;
  readonly before: unknown;
  readonly after: unknown;
}

/** `decide` tried `step` on `before` with `apply` and the engine made `after`: hand it to evolve. */
export function keepStep<P, S extends object>(apply: (play: P, step: S) => P, before: P, step: S, after: P): void {
  if (!Object.isExtensible(step)) return;
  const kept: Kept = { apply, before, after };
  Object.defineProperty(step, KEPT, { value: kept, writable: true, configurable: true, enumerable: false });
}

/** `apply(before, step)`, taken from what `decide` kept for this very step and play when it did. */
export function stepOnce<P, S extends object>(apply: (play: P, step: S) => P, before: P, step: S): P {
  const known = (step as { [KEPT]?: Kept })[KEPT];
  if (!known) return apply(before, step);
  (step as { [KEPT]?: Kept })[KEPT] = undefined;
  return known.apply === apply && known.before === before ? (known.after as P) : apply(before, step);
}

/** `apply` trying a step for `decide`: the engine's play, kept for evolve (it throws the engine's refusal as `apply` does). */
export function tryStep<P, S extends object>(apply: (play: P, step: S) => P, before: P, step: S): P {
  const after = apply(before, step);
  keepStep(apply, before, step, after);
  return after;
}
