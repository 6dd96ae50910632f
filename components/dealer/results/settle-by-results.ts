/**
 * The last taps of a round entered by results (docs/rules-decisions/results-entry.md): the dice
 * total where the game throws them last (it places the action button), the results, then the
 * settlement, each sent only when the one before it was applied. The first command is guarded
 * against a double tap; the ones after it wait their turn.
 */
type Answer = { readonly ok: boolean };
type Settle = { readonly type: "settle" };
type Dice = { readonly type: "roll-dice"; readonly total: number };
type Run<C> = (command: C, options?: { queue?: boolean }) => Promise<Answer>;

/** The results entered, then the round settled. */
export async function enterAndSettle<E extends { readonly type: "enter-results" }>(run: Run<NoInfer<E> | Settle>, enter: E, queued = false): Promise<void> {
  if ((await run(enter, { queue: queued })).ok) await run({ type: "settle" }, { queue: true });
}

/** The dice total first when it is still to come (`dice`), then the results and the settlement. */
export async function diceThenSettle<E extends { readonly type: "enter-results" }>(run: Run<Dice | NoInfer<E> | Settle>, enter: E, dice?: number): Promise<void> {
  if (dice === undefined) return enterAndSettle(run, enter);
  if ((await run({ type: "roll-dice", total: dice })).ok) await enterAndSettle(run, enter, true);
}
