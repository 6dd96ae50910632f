/**
 * A whole round from a script: the wagers, each seat's three cards, the player-dealer's three and
 * each player's Play or fold. This is what a dispute, a replay or the settlement calculator feeds
 * in; the live table drives the same step functions one command at a time.
 */
import type { SeatNumber } from "../seats";
import type { ThreeCardPokerGame } from "./game-config";
import { describeStep, nextStep, type NextStep, type StackTarget } from "./next-step";
import { refuse } from "./refusal";
import { collectFolds, dealStack, decide, revealHand, revealPlayerDealer, unloadShuffler } from "./round";
import { FACE_DOWN, newRound, type NewRound, type PlayOrFold, type RoundState } from "./round-state";

/** When the cards become known: as dealt (the server's or a card-reading shuffler's deck), or as turned over (cards entered by the dealer). */
export type CardsRead = "at-deal" | "at-reveal";

export interface RoundScript extends NewRound {
  /** Each seat's three cards. A seat that folds without a 6 Card Bonus may be left out: its cards are never turned over. */
  readonly hands: Readonly<Record<SeatNumber, readonly string[]>>;
  /** The player-dealer's three cards, the bottom card (turned up at the deal) first. */
  readonly playerDealer: readonly string[];
  /** Each seated player's Play or fold. */
  readonly decisions: Readonly<Record<SeatNumber, PlayOrFold>>;
  /** Option `backlineDecision` "own-when-seat-plays": per seat, per backline bettor name ("" unnamed). */
  readonly backlineDecisions?: Readonly<Record<SeatNumber, Readonly<Record<string, PlayOrFold>>>>;
  /** Default "at-deal". */
  readonly read?: CardsRead;
}

export interface PlayedRound {
  readonly state: RoundState;
}

type DecideStep = Extract<NextStep, { kind: "decide" }>;

/** What the rules refused, and where it came from in the feed. */
export type FedItem =
  | { readonly kind: "stack"; readonly to: StackTarget }
  | { readonly kind: "decision"; readonly seat: SeatNumber; readonly bettor: string | null }
  | { readonly kind: "reveal"; readonly to: StackTarget };

/**
 * Where a walk through a round gets what the round needs: the cards of each stack as dealt
 * ("face-down" where unread), the cards of a hand as turned over (undefined when read at the deal),
 * each decision. `missing` says in the feed's words that a decision is missing (it must throw);
 * `refused` explains a step the rules refused (it must throw; the default rethrows).
 */
export interface RoundFeed {
  stack(to: StackTarget): readonly string[];
  reveal(to: StackTarget): readonly string[] | undefined;
  decision(seat: SeatNumber, bettor: string | null): PlayOrFold | undefined;
  missing(step: DecideStep, state: RoundState): never;
  refused?(what: FedItem, error: unknown): never;
}

/** Decisions taken, by "seat" or "seat/bettor". */
export interface WalkedRound extends PlayedRound {
  readonly taken: ReadonlySet<string>;
}

export function decisionKey(seat: SeatNumber, bettor: string | null): string {
  return bettor === null ? String(seat) : `${seat}/${bettor}`;
}

/** The round from `start` to its end, step by step as the rules ask: the one walk of the script player and the settlement calculator. */
export function walkRound(start: RoundState, feed: RoundFeed): WalkedRound {
  let state = start;
  const taken = new Set<string>();
  const attempt = (what: FedItem, apply: () => RoundState): RoundState => {
    try {
      return apply();
    } catch (error) {
      if (feed.refused) feed.refused(what, error);
      throw error;
    }
  };
  for (;;) {
    const step = nextStep(state);
    const current = state;
    switch (step.kind) {
      case "deal-stack":
        state = attempt({ kind: "stack", to: step.to }, () => dealStack(current, feed.stack(step.to)));
        break;
      case "unload-shuffler":
        state = unloadShuffler(state);
        break;
      case "decide": {
        const decision = feed.decision(step.seat, step.bettor);
        if (decision === undefined) feed.missing(step, state);
        taken.add(decisionKey(step.seat, step.bettor));
        state = attempt({ kind: "decision", seat: step.seat, bettor: step.bettor }, () => decide(current, step.seat, decision, step.bettor ?? undefined));
        break;
      }
      case "collect-folds":
        state = collectFolds(state);
        break;
      case "reveal-player-dealer":
        state = attempt({ kind: "reveal", to: { kind: "player-dealer" } }, () => revealPlayerDealer(current, feed.reveal({ kind: "player-dealer" })));
        break;
      case "reveal-hand":
        state = attempt({ kind: "reveal", to: { kind: "player", seat: step.seat } }, () => revealHand(current, step.seat, feed.reveal({ kind: "player", seat: step.seat })));
        break;
      case "enter-results":
        // A script gives cards: a game entered by results has no card step to feed.
        return refuse("script", 'this game is entered by results (option entry "results"): a round played from its cards needs entry "cards"');
      case "complete":
        return { state, taken };
    }
  }
}

const UNREAD = [FACE_DOWN, FACE_DOWN, FACE_DOWN] as const;

/** The feed of a script (or of the calculator's input): the cards by seat, read at the deal or at the reveal. */
export function cardsFeed(hands: Readonly<Record<string, readonly string[]>>, playerDealer: readonly string[], read: CardsRead): Pick<RoundFeed, "stack" | "reveal"> {
  const cardsOf = (to: StackTarget): readonly string[] | undefined => (to.kind === "player-dealer" ? playerDealer : hands[String(to.seat)]);
  return {
    stack(to) {
      const cards = cardsOf(to);
      if (cards === undefined) return UNREAD;
      if (read === "at-deal") return cards;
      return to.kind === "player-dealer" ? [cards[0] ?? FACE_DOWN, FACE_DOWN, FACE_DOWN] : UNREAD;
    },
    reveal(to) {
      return read === "at-reveal" ? cardsOf(to) : undefined;
    },
  };
}

export function playRound(game: ThreeCardPokerGame, script: RoundScript): PlayedRound {
  const walked = walkRound(newRound(game, script), {
    ...cardsFeed(script.hands as Readonly<Record<string, readonly string[]>>, script.playerDealer, script.read ?? "at-deal"),
    decision: (seat, bettor) => (bettor === null ? script.decisions[seat] : script.backlineDecisions?.[seat]?.[bettor]),
    missing(step) {
      refuse("script", `${describeStep(step)}: no decision given`);
    },
  });
  for (const seat of Object.keys(script.decisions)) {
    if (!walked.taken.has(seat)) refuse("script", `seat ${seat} has a decision but no hand this round`);
  }
  for (const [seat, bettors] of Object.entries(script.backlineDecisions ?? {})) {
    for (const name of Object.keys(bettors)) {
      if (!walked.taken.has(decisionKey(Number(seat), name))) refuse("script", `seat ${seat} backline ${JSON.stringify(name)}: a decision never asked for (the seated player folded, or option backlineDecision is "follows-seat")`);
    }
  }
  return { state: walked.state };
}
