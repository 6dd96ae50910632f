/**
 * A poker table played by a busy dealer, for the soak run and tests: from the dealer's view and an
 * injected random source, the next command (players seated, the clock started, the button drawn from
 * the server's deck, each hand dealt, the flop, the drop, the pot awarded to a player dealt in, time
 * collected when due).
 */
import { pick, shellStep, type AutoplayCommand, type AutoplayRandom, type AutoplayViewBase } from "../common/autoplay";

export interface PokerAutoplayView extends AutoplayViewBase {
  readonly next: AutoplayViewBase["next"] & { readonly step: string; readonly args?: Readonly<Record<string, unknown>> };
  readonly hand: { readonly dealtIn: readonly number[] } | null;
  readonly killAsk: { readonly seats: readonly number[] } | null;
}

export const POKER_AUTOPLAY = { players: 6, bank: null } as const;

export function pokerAutoplay(view: PokerAutoplayView, random: AutoplayRandom): AutoplayCommand | null {
  const next = view.next;
  if (next.step === "seat-players" || (view.hand === null && next.step !== "info")) {
    const shell = shellStep({ ...view, phase: "waiting" }, POKER_AUTOPLAY);
    if (shell) return shell;
  }
  if ((next.step === "flop-or-winner" && (!next.command || random.int(3) === 0)) || next.step === "award") {
    const dealt = view.hand?.dealtIn ?? [];
    if (dealt.length === 0) return null;
    const winner = pick(random, dealt);
    const pots = [{ high: [winner] }];
    // A scoop that could kill the next hand: the award says whether the pot reached the size.
    return view.killAsk?.seats.includes(winner) ? { type: "award", pots, killSizedPot: random.int(2) === 0 } : { type: "award", pots };
  }
  if (next.command) return { type: next.command, ...(next.args ?? {}) };
  return null;
}
