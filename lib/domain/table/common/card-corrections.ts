/**
 * A supervisor's correction of a card recorded in a round kept as a list of steps (the blackjack
 * families): the round's cards in dealing order, the steps with one card replaced, and the
 * correction checked: never a card of the server's shoe, never a hole card still unread, only a
 * card the shoe can give, and only if the round replays with it (a card that would have changed who
 * drew what is a void, not a correction). A hole card dealt face down unread is read later, when it
 * is checked or turned over: that step carries the card, and is where a correction lands.
 */
import { accept, refuse, type CommandContext, type Refusal } from "../machine";
import type { ShellRound, ShellState } from "./decide";
import { correctionRefusal, UNREAD } from "./shoe";
import { cardWords } from "../../cards/card";
import type { DealtCard } from "./views";

/** A step that deals a card (`kind` "deal"), reads the hole card ("check", "expose"), or does neither. */
export interface CardStep {
  readonly kind: string;
  readonly card?: string | null;
  readonly faceDown?: boolean;
}

const HOLE_CARD_READS: ReadonlySet<string> = new Set(["check", "expose"]);

function readsHoleCard(step: CardStep): step is CardStep & { readonly card: string } {
  return HOLE_CARD_READS.has(step.kind) && typeof step.card === "string" && step.card !== "";
}

/** Every card of the round in dealing order: UNREAD ("face-down") where a hole card is still unread. */
export function cardsInOrder(steps: readonly CardStep[]): string[] {
  const cards: string[] = [];
  let holeAt = -1;
  for (const step of steps) {
    if (step.kind === "deal" && typeof step.card === "string") {
      if (step.faceDown) holeAt = cards.length;
      cards.push(step.card);
    } else if (readsHoleCard(step) && holeAt >= 0) {
      cards[holeAt] = step.card;
    }
  }
  return cards;
}

/** The steps with card `index` (in dealing order) replaced by `to`: the deal itself, or the step that read it. */
export function correctedSteps<S extends CardStep>(steps: readonly S[], index: number, to: string): S[] {
  let n = -1;
  let holeStep = -1;
  return steps.map((step) => {
    if (step.kind === "deal") {
      n += 1;
      if (step.faceDown) holeStep = n;
      return n === index && step.card !== UNREAD ? { ...step, card: to } : step;
    }
    if (readsHoleCard(step) && holeStep === index) return { ...step, card: to };
    return step;
  });
}

/** How a family replays its round for `dealtCards`: its steps applied one by one to its rules' state. */
export interface RoundReplay<P, S> {
  readonly start: P;
  apply(play: P, step: S): P;
  /** Where the next card (the round's `index`th, from 0) goes, in words: "Seat 4 hand 2 card 3", "Player-dealer card 2". */
  where(play: P, index: number): string;
  /** The hole card has been turned over for the table to see. */
  holeExposed(play: P): boolean;
}

/**
 * The round's cards in dealing order with where each went (the floor's card correction names them),
 * replayed step by step: a hole card read when it is checked or turned over takes the place it was
 * dealt in, and stays UNREAD for everyone but the supervisor (`reveal`) until it is turned over.
 */
export function dealtCards<P, S extends CardStep>(steps: readonly S[], replay: RoundReplay<P, S>, reveal: boolean): DealtCard[] {
  const list = new DealtCardList<P, S>(replay);
  let play = replay.start;
  for (const step of steps) {
    list.meet(play, step);
    try {
      play = replay.apply(play, step);
    } catch {
      break;
    }
  }
  return list.shown(play, reveal);
}

/**
 * The list `dealtCards` makes, built one step at a time by whoever replays the round, so that one
 * replay can make it beside others (the blackjack views' decisions: blackjack-views.ts).
 */
export class DealtCardList<P, S extends CardStep> {
  private readonly cards: DealtCard[] = [];
  private holeAt = -1;

  constructor(private readonly replay: Pick<RoundReplay<P, S>, "where" | "holeExposed">) {}

  /** A list to go on with from where this one stands (its cards copied: the lists already handed out stay as they are). */
  grown(): DealtCardList<P, S> {
    const list = new DealtCardList<P, S>(this.replay);
    list.cards.push(...this.cards);
    list.holeAt = this.holeAt;
    return list;
  }

  /** The replay meets `step` at `play`, before applying it. */
  meet(play: P, step: S): void {
    if (step.kind === "deal" && typeof step.card === "string") {
      if (step.faceDown) this.holeAt = this.cards.length;
      this.cards.push({ index: this.cards.length, card: step.card, where: this.replay.where(play, this.cards.length) });
    } else if (readsHoleCard(step) && this.holeAt >= 0) {
      this.cards[this.holeAt] = { ...this.cards[this.holeAt]!, card: step.card };
    }
  }

  /** The list once the replay has ended at `play`: the hole card UNREAD but for `reveal` until it is turned over (the same list when nothing is hidden). */
  shown(play: P, reveal: boolean): DealtCard[] {
    const holeAt = this.holeAt;
    if (reveal || holeAt < 0 || this.replay.holeExposed(play)) return this.cards;
    const out = this.cards.slice();
    out[holeAt] = { ...out[holeAt]!, card: UNREAD };
    return out;
  }
}

export interface CardCorrected {
  readonly type: "CardCorrected";
  readonly index: number;
  readonly from: string;
  readonly to: string;
  readonly reason: string;
  readonly approvedBy: string;
}

/**
 * The supervisor's correction of card `index` to `to`, checked. `replay` plays the corrected steps
 * through the family's rules and returns why they cannot be played (in the dealer's words), or null.
 */
export function decideCardCorrection<S extends CardStep>(
  state: ShellState & { readonly round: (ShellRound & { readonly steps: readonly S[] }) | null },
  command: { readonly index: number; readonly card: string; readonly reason: string },
  ctx: CommandContext,
  replay: (steps: readonly S[]) => string | null,
): { ok: true; events: [CardCorrected] } | { ok: false; refusal: Refusal } {
  const round = state.round;
  if (!state.settings || !round || (round.phase !== "dealing" && round.phase !== "settling")) return refuse("NO_CARDS", "There is no dealt hand to correct.");
  if (state.shoe?.source === "server") return refuse("SERVER_CARD", "Cards from the server's shoe are known exactly; void the round instead.");
  const from = cardsInOrder(round.steps)[command.index];
  if (from === undefined) return refuse("NO_SUCH_CARD", `There is no card ${command.index + 1} in this round.`);
  if (from === UNREAD) return refuse("HOLE_CARD_UNREAD", "The hole card has not been read yet: it is entered when it is checked or turned over.");
  const to = command.card.toUpperCase().replace(/^10/, "T");
  if (from === to) return refuse("SAME_CARD", "That is the card already on record.");
  const bad = correctionRefusal(state.shoe, from, to);
  if (bad) return refuse("CARD_NOT_IN_SHOE", bad);
  const broken = replay(correctedSteps(round.steps, command.index, to));
  if (broken !== null) return refuse("CORRECTION_BREAKS_ROUND", `With ${cardWords(to)} the round would have played differently (${broken}) Void the round instead.`);
  return accept<CardCorrected>({ type: "CardCorrected", index: command.index, from, to, reason: command.reason, approvedBy: ctx.actor.id }) as { ok: true; events: [CardCorrected] };
}
