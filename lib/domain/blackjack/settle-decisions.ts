/**
 * The players' decisions as the settlement calculator's input gives them, the same way for the
 * blackjack families (No Bust, and twenty-one on its engine): per seat, by the hand's place on the
 * layout once play is over ("main", "split-1" … "split-3", the bet ids of the ledger) or as a list
 * with one list per hand, each hand's decisions in the order made; a decision is one of the game's
 * words, or { "decision": "double", "amount": cents } for a double for less.
 */
import { z } from "zod";
import { cents, fieldPath, show, valueAt } from "../calculators/input-errors";
import type { Cents } from "../money";

type Fail = (field: string, reason: string) => never;
type Words = readonly [string, ...string[]];

export const HAND_KEYS = ["main", "split-1", "split-2", "split-3"] as const;

/** A seat's decisions: by hand id, or a list with one list per hand. */
function seatSchemas<const W extends Words>(words: W) {
  const decision = z.union(
    [
      z.enum(words),
      z.strictObject({ decision: z.literal("double"), amount: cents("a double-down wager").min(1, { error: "a double-down wager must be at least 1 cent" }) }),
    ],
    { error: `a decision is ${words.map((w) => `"${w}"`).join(", ")}, or {"decision": "double", "amount": cents}` },
  );
  const hand = z.array(decision, { error: "a hand's decisions are a list, in the order made" });
  return {
    byList: z.array(hand).max(4, { error: "a seat has at most four hands (three splits)" }),
    byHand: z.strictObject(
      { main: hand.optional(), "split-1": hand.optional(), "split-2": hand.optional(), "split-3": hand.optional() },
      { error: 'a seat\'s decisions are {"main": [...], "split-1": [...], ...} or a list of lists, one per hand' },
    ),
  };
}

/** The input's `decisions` field: a seat number to that seat's decisions (each seat's read by readDecisions). */
export const DECISIONS_FIELD = z.record(z.string(), z.custom<unknown>((v) => v !== undefined), { error: "decisions maps a seat number to that seat's decisions" }).optional();

/** A decision as given: a word, or a double for less. */
export type GivenDecision<W extends Words> = W[number] | { readonly kind: "double"; readonly amount: Cents };

/** Per seat and hand place, the decisions given, with the field each came from. */
export interface GivenDecisions<D> {
  readonly list: readonly D[];
  readonly field: string;
}

/**
 * Each seat's decisions, read and checked (a seat number with a seated game wager, `seated`), keyed
 * "<seat>/<hand place>".
 */
export function readDecisions<const W extends Words>(decisions: Readonly<Record<string, unknown>> | undefined, words: W, seated: (seat: number) => boolean, fail: Fail): Map<string, GivenDecisions<GivenDecision<W>>> {
  const { byList, byHand } = seatSchemas(words);
  type Parsed = W[number] | { readonly decision: "double"; readonly amount: number };
  const out = new Map<string, GivenDecisions<GivenDecision<W>>>();
  for (const [seatKey, raw] of Object.entries(decisions ?? {})) {
    const seatField = fieldPath(["decisions", seatKey]);
    const parsed = Array.isArray(raw) ? byList.safeParse(raw) : byHand.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0] as z.core.$ZodIssue;
      const path = ["decisions", seatKey, ...issue.path];
      if (issue.code === "unrecognized_keys") fail(fieldPath(path), `unknown hand ${issue.keys.map((k) => `"${k}"`).join(", ")} (hands: ${HAND_KEYS.join(", ")})`);
      fail(fieldPath(path), `${issue.message}, got ${show(valueAt(raw, issue.path))}`);
    }
    if (!/^[1-9]\d*$/.test(seatKey)) fail(seatField, "keys are seat numbers (1..N)");
    const seat = Number(seatKey);
    if (!seated(seat)) fail(seatField, `seat ${seat} has no seated game wager, so no hand to decide on`);
    const hands = parsed.data as readonly (readonly Parsed[])[] | Partial<Record<(typeof HAND_KEYS)[number], readonly Parsed[]>>;
    const entries: [number, string, readonly Parsed[]][] = Array.isArray(hands)
      ? hands.map((list, k) => [k, fieldPath(["decisions", seatKey, k]), list])
      : Object.entries(hands).map(([key, list]) => [HAND_KEYS.indexOf(key as (typeof HAND_KEYS)[number]), fieldPath(["decisions", seatKey, key]), list ?? []]);
    for (const [k, field, list] of entries) {
      const given = list.map((d): GivenDecision<W> => (typeof d === "string" ? d : { kind: "double", amount: d.amount as Cents }));
      out.set(`${seat}/${k}`, { list: given, field });
    }
  }
  return out;
}

/** Where a walk through the round was refused: a card, a seat's insurance, or a hand's decision. */
type Refused = { readonly kind: "card"; readonly index: number } | { readonly kind: "insurance"; readonly seat: number } | { readonly kind: "decision"; readonly seat: number; readonly hand: number; readonly index: number };

/** The rules' refusal of what the input gave (an error of the family's engine, `isRefusal`), named by the input's field. */
export function refusedInput(given: ReadonlyMap<string, GivenDecisions<unknown>>, isRefusal: (error: unknown) => error is Error, fail: Fail): (what: Refused, error: unknown) => never {
  return (what, error) => {
    if (!isRefusal(error)) throw error;
    if (what.kind === "card") fail(`cards[${what.index}]`, error.message);
    if (what.kind === "insurance") fail(fieldPath(["insurance", String(what.seat)]), error.message);
    fail(`${(given.get(`${what.seat}/${what.hand}`) as { field: string }).field}[${what.index}]`, error.message);
  };
}

/**
 * Nothing given that the round did not use: no card after the round is complete, no decision a
 * hand never asked for (`finished` says why it stopped, `hands` how the round ended in words).
 */
export function checkAllUsed(
  cards: readonly string[],
  used: number,
  given: ReadonlyMap<string, GivenDecisions<unknown>>,
  taken: ReadonlyMap<string, number>,
  round: { readonly players: readonly { readonly seat: number; readonly hands: readonly unknown[] }[] },
  words: { readonly hands: () => string; readonly finished: (seat: number, hand: number, done: number) => string; readonly handName: (hand: number) => string },
  fail: Fail,
): void {
  if (used < cards.length) {
    const extra = cards.slice(used);
    fail(`cards[${used}]`, `extra card${extra.length > 1 ? "s" : ""} ${extra.join(" ")}: the round is complete after ${used} cards (${words.hands()})`);
  }
  for (const [key, mine] of given) {
    const done = taken.get(key) ?? 0;
    if (mine.list.length > done) {
      const [seat, hand] = key.split("/").map(Number) as [number, number];
      const exists = round.players.find((p) => p.seat === seat)?.hands[hand] !== undefined;
      fail(
        `${mine.field}[${done}]`,
        exists
          ? `${mine.list.length - done} decision(s) never used: ${words.finished(seat, hand, done)} (${words.hands()})`
          : `seat ${seat} has no hand ${words.handName(hand)} this round (${round.players.find((p) => p.seat === seat)?.hands.length ?? 0} hand(s))`,
      );
    }
  }
}
