/**
 * A supervisor's correction of a player's decision recorded in a round kept as a list of steps
 * (twenty-one and No Bust: a Double tapped for a Hit; Three Card Poker: a Fold tapped for a Play):
 * the decision step replaced and the round replayed from its inputs through the family's rules,
 * exactly as a card correction is (card-corrections.ts). It is refused, in words, where the rules
 * did not allow the new decision at that point, and where the replay breaks: a card recorded after
 * it would have gone to another hand, or a later step could not have been taken. Those rounds are
 * a void or a misdeal, not a correction (docs/rules-decisions/decision-corrections.md).
 *
 * A seat's answer to an offer (twenty-one and No Bust: insurance taken or declined; twenty-one:
 * early surrender or playing on; DC8) is corrected the same way: the family's replay says which
 * steps are answers and words them (answerWords), and the correction says the change as a dealer
 * would ("Seat 3: insurance taken → declined", "Seat 2: surrendered → plays on").
 */
import { accept, refuse, type CommandContext, type Refusal } from "../machine";
import type { ShellRound, ShellState } from "./decide";
import type { RecordedDecisionView } from "./views";

type No = { ok: false; refusal: Refusal };

/** A decision as a step records it: whose, which hand (null where a seat plays one hand only), what. */
export interface StepDecision {
  readonly seat: number;
  readonly hand: number | null;
  readonly decision: string;
  /** A double for less than the wager: its amount. */
  readonly amount?: number;
  /** A backline bettor deciding on their own (Three Card Poker), "" when unnamed. */
  readonly by?: string;
}

/** The decision a correction puts in place of the one recorded (a double for less, or insurance, with its amount). */
export interface DecisionChange {
  readonly decision: string;
  readonly amount?: number;
}

/** How a family replays its round for a decision correction: its steps applied one by one to its rules' state. */
export interface DecisionReplay<P, S> {
  readonly start: P;
  /** The play after `step`; throws the engine's refusal. */
  apply(play: P, step: S): P;
  /** The engine's error in the table's words. */
  refusal(error: unknown): No;
  /** The decision a step records, or null for a step that is not a player's decision. */
  decisionOf(step: S): StepDecision | null;
  /** The step with its decision replaced; `play` is the round just before it (an answer's default amount is the seat's). */
  withDecision(step: S, change: DecisionChange, play: P): S;
  /**
   * The decisions the rules allow `decision`'s hand at `play` (empty where no decision is due); for an
   * answer, the answers the offer allowed that seat.
   */
  allowed(play: P, decision: StepDecision): readonly string[];
  /** Whether `decision` is of the same sort as the step's (an answer for an answer, a decision for a decision). */
  takes?(step: S, decision: string): boolean;
  /**
   * An answer in the dealer's words, lower case ("insurance taken ($5.00)", "insurance declined",
   * "surrendered", "plays on"), or null for a player's decision (worded "Double", "Hit").
   */
  answerWords?(decision: { readonly decision: string; readonly amount?: number }): string | null;
  /** The amounts an answer may carry at `play` (insurance for less than half the wager), or null where it carries none. */
  amounts?(play: P, decision: StepDecision, to: string): { readonly min: number; readonly max: number } | null;
  /**
   * Where the card(s) a step takes at `play` go: the hand (`to`, compared: the same hand whatever the
   * seat's hand count) and in words ("seat 4", "seat 2 hand 1"); null for a step that takes no card,
   * `to` NO_CARD_DUE where the rules want no card then.
   */
  cardsGoTo(play: P, step: S): { readonly to: string; readonly words: string } | null;
  /** What the rules want next at `play`, in words ("seat 3 is to decide (hit, stand)"). */
  next(play: P): string;
  /** "Seat 3", "Seat 3 hand 1" (once the seat has split): the hand deciding, as the round stands at `play`. */
  who(play: P, decision: StepDecision): string;
  /** Why no decision can be changed once `step` is on record after it (Three Card Poker: the folds collected), or null. */
  closes?(step: S, decision: StepDecision): string | null;
}

/** A card step where the rules want no card (cardsGoTo). */
export const NO_CARD_DUE = "no card due";

/** "Double", "Hit", "Play": a decision as the tablet's buttons say it. */
export function decisionWord(decision: string): string {
  return decision.charAt(0).toUpperCase() + decision.slice(1);
}

/** The correction in words: "Seat 3 hand 1: Double → Hit". */
export function decisionChangeWords(who: string, from: string, to: string): string {
  return `${who}: ${decisionWord(from)} → ${decisionWord(to)}`;
}

/** The words a recorded step's decision or answer is listed in: "Double", "Insurance taken ($5.00)". */
function listedWords<P, S>(replay: DecisionReplay<P, S>, d: { readonly decision: string; readonly amount?: number }): string {
  const answer = replay.answerWords?.(d) ?? null;
  return answer === null ? decisionWord(d.decision) : capitalised(answer);
}

/** The words after a change's arrow: an answer's words without the first word they share ("insurance declined" after "insurance taken": "declined"). */
function toWords(from: string, to: string): string {
  const first = from.split(" ")[0]!;
  return to.startsWith(`${first} `) && from.startsWith(`${first} `) ? to.slice(first.length + 1) : to;
}

/** A correction in words: "Seat 3 hand 1: Double → Hit", "Seat 3: insurance taken → declined", "Seat 2: surrendered → plays on". */
export function correctionWords<P, S>(replay: DecisionReplay<P, S>, who: string, from: { readonly decision: string; readonly amount?: number }, to: { readonly decision: string; readonly amount?: number }): string {
  const was = replay.answerWords?.(from) ?? null;
  const now = replay.answerWords?.(to) ?? null;
  if (was === null || now === null) return decisionChangeWords(who, from.decision, to.decision);
  return `${who}: ${was} → ${toWords(was, now)}`;
}

/**
 * The round's decisions in order, each with its step's index, whose it was in words and the other
 * decisions the rules allowed at that point (the floor's form offers only those); a decision the
 * steps after it have closed (closes) is offered with none. A seat's answers to insurance and early
 * surrender are listed among them, where the family's replay words them.
 */
export function recordedDecisions<P, S>(steps: readonly S[], replay: DecisionReplay<P, S>): RecordedDecisionView[] {
  const list = new RecordedDecisionList(steps, replay);
  let play = replay.start;
  for (const [index, step] of steps.entries()) {
    list.meet(play, step, index);
    try {
      play = replay.apply(play, step);
    } catch {
      break;
    }
  }
  return list.decisions;
}

/**
 * The list `recordedDecisions` makes, built one step at a time by whoever replays the round, so that
 * one replay can make it beside others (the blackjack views' dealt cards: blackjack-views.ts).
 */
export class RecordedDecisionList<P, S> {
  readonly decisions: RecordedDecisionView[] = [];

  constructor(
    private readonly steps: readonly S[],
    private readonly replay: DecisionReplay<P, S>,
  ) {}

  /** A list to go on with from where this one stands, for `steps` that begin with this one's (its decisions copied: the lists already handed out stay as they are); null where a later step may close a decision listed (closes). */
  grown(steps: readonly S[]): RecordedDecisionList<P, S> | null {
    if (this.replay.closes) return null;
    const list = new RecordedDecisionList(steps, this.replay);
    list.decisions.push(...this.decisions);
    return list;
  }

  /** The replay meets step `index` at `play`, before applying it. */
  meet(play: P, step: S, index: number): void {
    const { steps, replay } = this;
    const out = this.decisions;
    const d = replay.decisionOf(step);
    if (d) {
      const closed = closedAfter(steps, index, d, replay);
      const options = closed ? [] : replay.allowed(play, d).filter((k) => k !== d.decision);
      const who = replay.who(play, d);
      const words = listedWords(replay, d);
      // An answer with an amount (insurance taken) may be corrected to another amount of the same answer.
      const again = closed || d.amount === undefined ? null : (replay.amounts?.(play, d, d.decision) ?? null);
      const another = again && (again.min !== again.max || again.min !== d.amount) ? again : null;
      const answered = another ? (replay.answerWords?.({ decision: d.decision }) ?? null) : null;
      out.push({
        index,
        who,
        decision: d.decision,
        words,
        ...(d.amount !== undefined ? { amount: d.amount } : {}),
        options: [
          ...options.map((k) => {
            const amounts = replay.amounts?.(play, d, k) ?? null;
            const answer = replay.answerWords?.({ decision: k }) ?? null;
            const option = answer === null ? decisionWord(k) : capitalised(toWords(replay.answerWords!(d) ?? "", answer));
            return { decision: k, words: option, ...(answer !== null ? { change: correctionWords(replay, who, d, { decision: k }) } : {}), ...(amounts ? { amounts } : {}) };
          }),
          ...(another && answered !== null
            ? [{ decision: d.decision, words: `${capitalised(toWords(answered, answered) || answered)}, another amount`, change: correctionWords(replay, who, d, { decision: d.decision }), amounts: another }]
            : []),
        ],
      });
    }
  }
}

/** Whether a step after `index` closes decision `d` (closes); no family but Three Card Poker's closes any. */
function closedAfter<P, S>(steps: readonly S[], index: number, d: StepDecision, replay: DecisionReplay<P, S>): boolean {
  if (!replay.closes) return false;
  for (let i = index + 1; i < steps.length; i++) if (replay.closes(steps[i]!, d)) return true;
  return false;
}

export interface DecisionCorrected<S> {
  readonly type: "DecisionCorrected";
  /** The step replaced (its place in the round's steps). */
  readonly index: number;
  readonly seat: number;
  readonly hand: number | null;
  readonly from: string;
  readonly to: string;
  /** The correction in words, as the floor and the audit say it: "Seat 3 hand 1: Double → Hit", "Seat 3: insurance taken → declined". */
  readonly words: string;
  /** The step as corrected: the round is replayed with it in place of the one recorded. */
  readonly step: S;
  readonly reason: string;
  readonly approvedBy: string;
}

/** The steps with step `index` replaced by `step`. */
export function withStep<S>(steps: readonly S[], index: number, step: S): S[] {
  return steps.map((s, i) => (i === index ? step : s));
}

/** The way out where a correction cannot be made: a misdeal only while the hand is being dealt (floor-corrections.ts). */
function wayOut(round: ShellRound): string {
  return round.phase === "dealing" ? "void the round or declare a misdeal" : "void the round";
}

/**
 * The supervisor's correction of the decision at step `index` to `decision`, checked: the rules
 * must have allowed it at that point, and every step recorded after it must replay as it was, each
 * card going to the hand it went to.
 */
export function decideDecisionCorrection<P, S>(
  state: ShellState & { readonly round: (ShellRound & { readonly steps: readonly S[] }) | null },
  command: { readonly index: number; readonly decision: string; readonly amount?: number; readonly reason: string },
  ctx: CommandContext,
  replay: DecisionReplay<P, S>,
): { ok: true; events: [DecisionCorrected<S>] } | No {
  const round = state.round;
  if (!state.settings || !round || (round.phase !== "dealing" && round.phase !== "settling")) return refuse("NO_DECISIONS", "There is no hand in play to correct.");
  const recorded = round.steps[command.index];
  const was = recorded === undefined ? null : replay.decisionOf(recorded);
  if (recorded === undefined || !was) return refuse("NO_SUCH_DECISION", "That step of the round is not a player's decision: choose the decision from the list.");
  const before = replayTo(replay, round.steps, command.index);
  const who = replay.who(before, was);
  const answer = replay.answerWords?.(was) ?? null;
  if (was.decision === command.decision && (command.amount === undefined || command.amount === was.amount)) return refuse("SAME_DECISION", `That is the ${answer === null ? "decision" : "answer"} already on record: ${who}: ${listedWords(replay, was)}.`);
  if (replay.takes && !replay.takes(recorded, command.decision)) {
    const sorts = replay.allowed(before, was);
    const choices = sorts.length > 0 ? `: ${sorts.map((k) => listedWords(replay, { decision: k }).toLowerCase()).join(" or ")}` : "";
    return refuse("DECISION_NOT_ALLOWED", `${who}: ${listedWords(replay, was)} can only be corrected to another answer to the same offer${choices}.`);
  }
  const closing = round.steps.slice(command.index + 1).map((later) => replay.closes?.(later, was) ?? null).find((why) => why !== null);
  if (closing) return refuse("DECISION_CLOSED", `${closing} ${capitalised(wayOut(round))} instead.`);
  const corrected = replay.withDecision(recorded, { decision: command.decision, ...(command.amount !== undefined ? { amount: command.amount } : {}) }, before);
  const now = replay.decisionOf(corrected) ?? { ...was, decision: command.decision };
  const words = correctionWords(replay, who, was, now);
  // An answer's change is said as the floor's form says it; a decision's as before ("Hit instead of Double").
  const change = answer === null ? `${decisionWord(command.decision)} instead of ${decisionWord(was.decision)}` : `the answer corrected (${words})`;
  let play: P;
  try {
    play = replay.apply(before, corrected);
  } catch (error) {
    const could = answer === null ? `${who} could not ${decisionWord(command.decision)} at that point` : `${words} is not an answer the rules allowed then`;
    return refuse("DECISION_NOT_ALLOWED", `${could}: ${lowerFirst(replay.refusal(error).refusal.message)}`);
  }
  // The steps after it, replayed beside the round as recorded: each card must go where it went.
  let original = replay.apply(before, recorded);
  let cardsAfter = 0;
  for (const step of round.steps.slice(command.index + 1)) {
    const wentTo = replay.cardsGoTo(original, step);
    const goesTo = replay.cardsGoTo(play, step);
    if (wentTo?.to !== goesTo?.to) {
      const card = cardsAfter === 0 ? "the next card" : "a later card";
      const was = wentTo?.words ?? "no hand";
      if (goesTo?.to === NO_CARD_DUE) return refuse("CORRECTION_BREAKS_ROUND", `With ${change}, no card was due where ${card} was dealt to ${was} (${replay.next(play)}): ${wayOut(round)}.`);
      return refuse("CORRECTION_BREAKS_ROUND", `With ${change}, ${card} would have gone to ${goesTo?.words ?? "no hand"}, not ${was}: ${wayOut(round)}.`);
    }
    if (wentTo !== null) cardsAfter += 1;
    const expected = replay.next(play);
    try {
      play = replay.apply(play, step);
    } catch (error) {
      replay.refusal(error); // an error that is not the rules' is a bug: thrown again
      return refuse("CORRECTION_BREAKS_ROUND", `With ${change}, the round would not have gone on as recorded after it (${expected}): ${wayOut(round)}.`);
    }
    original = replay.apply(original, step);
  }
  return accept<DecisionCorrected<S>>({
    type: "DecisionCorrected",
    index: command.index,
    seat: was.seat,
    hand: was.hand,
    from: was.decision,
    to: command.decision,
    words,
    step: corrected,
    reason: command.reason,
    approvedBy: ctx.actor.id,
  }) as { ok: true; events: [DecisionCorrected<S>] };
}

function replayTo<P, S>(replay: DecisionReplay<P, S>, steps: readonly S[], index: number): P {
  let play = replay.start;
  for (const step of steps.slice(0, index)) play = replay.apply(play, step);
  return play;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
