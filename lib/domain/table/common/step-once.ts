/**
 * Each live command's rule runs once. `decide` tries a step on the family's engine to check it, and
 * `evolve` then applies that same step to that same play: without this, the engine ran twice for
 * every step the dealer took. `decide` keeps what the engine made, by the step object it puts in its
 * event and the play it applied it to; `evolve` takes it when it is handed exactly that step on
 * exactly that play with the same function, and runs the engine otherwise. A step read back from the
 * log (recovery, a replay after a correction or an undo) is another object, so replays run the engine
 * as they always did, and the tables' property tests check that the replayed state is the live one.
 * The actor decides and applies a command in one go, so only the last few tries are kept (a
 * WeakMap of every short-lived step, or a property written on it, costs more than the engine run it
 * saves); a try evolve never met is simply dropped.
 */
const kept = new Map<object, { readonly apply: unknown; readonly before: unknown; readonly after: unknown }>();

/** More steps than one command ever tries. */
const KEPT_AT_MOST = 16;

/** `decide` tried `step` on `before` with `apply` and the engine made `after`: hand it to evolve. */
export function keepStep<P, S extends object>(apply: (play: P, step: S) => P, before: P, step: S, after: P): void {
  if (kept.size >= KEPT_AT_MOST) kept.delete(kept.keys().next().value!);
  kept.set(step, { apply, before, after });
}

/** `apply(before, step)`, taken from what `decide` kept for this very step and play when it did. */
export function stepOnce<P, S extends object>(apply: (play: P, step: S) => P, before: P, step: S): P {
  const known = kept.get(step);
  if (!known) return apply(before, step);
  kept.delete(step);
  return known.apply === apply && known.before === before ? (known.after as P) : apply(before, step);
}

/** `apply` trying a step for `decide`: the engine's play, kept for evolve (it throws the engine's refusal as `apply` does). */
export function tryStep<P, S extends object>(apply: (play: P, step: S) => P, before: P, step: S): P {
  const after = apply(before, step);
  keepStep(apply, before, step, after);
  return after;
}
