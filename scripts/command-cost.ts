/**
 * CPU per command on the live path, in process, before and after issue 27's "each command once"
 * (docs/performance.md):
 *
 *   node --import tsx scripts/command-cost.ts [--rounds 20]
 *
 * Real rounds of five families are played through their table machines (the tests' table kits,
 * with the choices their property tests make), and every accepted command is recorded with the state
 * it met. Each is then run two ways, over the same commands in the same process:
 *  - before: parsed by the gateway, parsed again by the actor, decided, and its events applied with
 *    the engine run again (each step applied as a copy, as evolve met it before step-once.ts);
 *  - now: parsed once, decided, and its events applied with the play decide computed.
 * Printed, not asserted: timings swing with other work on the machine.
 */
import { seededRandom } from "@/lib/domain/cards/random";
import type { Actor, TableCommand, TableEvent, TableMachine } from "@/lib/domain/table/machine";
import { DEALER, TableDriver } from "@/lib/domain/table/common/test-kit";
import { Table as BaccaratTable } from "@/lib/domain/table/baccarat/test-kit";
import { NoBustTable } from "@/lib/domain/table/no-bust/test-kit";
import { TwentyOneTable } from "@/lib/domain/table/twenty-one/test-kit";
import { PaiGowTable } from "@/lib/domain/table/pai-gow-poker/test-kit";
import { ThreeCardPokerTable } from "@/lib/domain/table/three-card-poker/test-kit";
import { nextCommand, DEFAULT_PLAN, type DealerViewLike } from "@/lib/bench/driver";
import { parseOnce, parsedFor } from "@/lib/server/tables/parsed-commands";
import { TWENTY_ONE_GAME_IDS } from "@/lib/domain/twenty-one";
import { PAI_GOW_GAME_IDS } from "@/lib/domain/pai-gow-poker";
import { THREE_CARD_POKER_GAME_IDS } from "@/lib/domain/three-card-poker";

type AnyDriver = TableDriver<unknown, TableCommand, TableEvent, unknown>;
interface Recorded {
  readonly state: unknown;
  readonly command: unknown;
  readonly actor: Actor;
  readonly now: number;
}

/** Every command the driver's table accepts, with the state it met. */
function recording(t: AnyDriver): Recorded[] {
  const recorded: Recorded[] = [];
  const send = t.try.bind(t);
  t.try = (command: unknown, actor: Actor = DEALER) => {
    const state = t.state;
    const refusal = send(command, actor);
    if (!refusal) recorded.push({ state, command, actor, now: t.now });
    return refusal;
  };
  return recorded;
}

/** A chooser like the property tests' (a fixed cycle of numbers). */
function chooser(): (n: number) => number {
  let i = 0;
  return (n) => (i = (i * 7 + 3) % 9973) % n;
}

/** Betting opened, on a new shoe when the cut card is out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function openBetting(t: any): void {
  if (!t.try({ type: "open-betting" })) return;
  t.do({ type: "end-shoe" });
  t.do({ type: "start-shoe", source: "server" });
  t.do({ type: "open-betting" });
}

/** A blackjack round (No Bust, twenty-one) from open betting to its end, as the property tests play it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function blackjackRounds(t: any, rounds: number, bets: readonly string[]): void {
  const pick = chooser();
  t.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, 200_000);
  t.do({ type: "start-shoe", source: "server" });
  for (let r = 0; r < rounds && t.state.bank; r++) {
    openBetting(t);
    const banker = t.state.round.playerDealerSeat;
    for (let seat = 1; seat <= 7; seat++) {
      if (seat === banker) continue;
      for (const bet of bets) t.try({ type: "place-wager", seat, bet, amount: 2_500 });
    }
    if (t.try({ type: "close-betting" })) throw new Error("betting did not close");
    for (let guard = 0; t.state.round?.phase === "dealing" && guard < 300; guard++) {
      const next = t.views().dealer.next;
      if (next.decide) t.do({ type: "player-decision", seat: next.decide.seat, hand: next.decide.hand, decision: next.decide.allowed[pick(next.decide.allowed.length)] });
      else if (next.insurance) t.do({ type: "insurance", seat: next.insurance[0].seat, amount: 0 });
      else if (next.surrender) t.do({ type: "early-surrender", seat: next.surrender[0], surrender: false });
      else if (next.command) t.do({ type: next.command });
      else throw new Error(`stuck at ${next.label}`);
    }
    t.do({ type: "advance-settlement", through: t.state.round.settlement.walk.lines.length });
    t.do({ type: "end-round" });
    if (t.state.rotation?.phase.kind === "offering") t.do({ type: "accept-bank", seat: t.state.rotation.phase.offer.offeredTo, bank: 200_000 });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function paiGowRounds(t: any, rounds: number): void {
  const pick = chooser();
  t.seat([1, 2, 3, 4, 5, 6, 7], 7, 200_000);
  t.do({ type: "start-shoe", source: "server" });
  for (let r = 0; r < rounds && t.state.bank; r++) {
    openBetting(t);
    const pd = t.state.round.playerDealerSeat;
    for (let seat = 1; seat <= 7; seat++) if (seat !== pd) t.try({ type: "place-wager", seat, bet: "game", amount: 2_500 });
    if (t.try({ type: "close-betting" })) throw new Error("betting did not close");
    for (let guard = 0; t.state.round?.phase === "dealing" && guard < 40; guard++) {
      const next = t.views().dealer.next;
      if (next.step === "choose-action-pile") t.do({ type: "choose-action-pile", pile: 1 + pick(7) });
      else if (next.step === "roll-dice") t.do({ type: "roll-dice", total: 3 + pick(16) });
      else if (next.step === "show-cards") t.do({ type: "show-cards", seat: next.seats[0].seat });
      else if (next.step === "set-hands") t.do({ type: "set-house-way", seat: next.seats[0].seat });
      else if (next.command) t.do({ type: next.command });
      else throw new Error(`stuck at ${next.label}`);
    }
    t.do({ type: "advance-settlement", through: t.state.round.settlement.walk.lines.length });
    t.do({ type: "end-round" });
    if (t.state.rotation?.phase.kind === "offering") t.do({ type: "accept-bank", seat: t.state.rotation.phase.offer.offeredTo, bank: 200_000 });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function threeCardRounds(t: any, rounds: number): void {
  const pick = chooser();
  t.seat([1, 2, 3, 4, 5, 6, 7], 7, 200_000);
  t.do({ type: "start-shoe", source: "server" });
  for (let r = 0; r < rounds && t.state.bank; r++) {
    openBetting(t);
    const banker = t.state.round.playerDealerSeat;
    for (let seat = 1; seat <= 7; seat++) if (seat !== banker) t.try({ type: "place-wager", seat, bet: "ante", amount: 2_500 });
    if (t.try({ type: "close-betting" })) throw new Error("betting did not close");
    for (let guard = 0; t.state.round?.phase === "dealing" && guard < 200; guard++) {
      const next = t.views().dealer.next;
      if (next.decide) t.do({ type: "play-or-fold", seat: next.decide.seat, decision: pick(3) ? "play" : "fold", ...(next.decide.bettor !== null ? { bettor: next.decide.bettor } : {}) });
      else if (next.send) t.next();
      else throw new Error(`stuck at ${next.label}`);
    }
    t.do({ type: "advance-settlement", through: t.state.round.settlement.walk.lines.length });
    t.do({ type: "end-round" });
    if (t.state.rotation?.phase.kind === "offering") t.do({ type: "accept-bank", seat: t.state.rotation.phase.offer.offeredTo, bank: 200_000 });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function baccaratRounds(t: any, rounds: number): void {
  let done = 0;
  for (let n = 0; done < rounds && n < rounds * 200; n++) {
    const command = nextCommand(t.views().dealer as DealerViewLike, DEFAULT_PLAN);
    if ("error" in command) throw new Error(String(command.error));
    t.do(command);
    if (command.type === "end-round") done++;
  }
}

/** Microseconds per command of `run` over `items`: the best of several trials. */
const ALTERNATIONS = 6;

function perCommand<T>(items: readonly T[], run: (item: T) => void, trials = 4, trialMs = 80): number {
  for (const i of items) run(i);
  let best = Infinity;
  for (let t = 0; t < trials; t++) {
    let n = 0;
    const start = performance.now();
    while (performance.now() - start < trialMs) {
      for (const i of items) run(i);
      n += items.length;
    }
    best = Math.min(best, ((performance.now() - start) * 1000) / n);
  }
  return Math.round(best * 10) / 10;
}

/** The event as the store gives it back: its step another object, so evolve runs the engine. */
function asStored(event: TableEvent): TableEvent {
  const step = (event as { step?: unknown }).step;
  return step && typeof step === "object" ? ({ ...event, step: { ...step } } as TableEvent) : event;
}

function measure(machine: TableMachine<unknown, TableCommand, TableEvent, unknown>, recorded: readonly Recorded[]) {
  const random = seededRandom("command-cost");
  const before = (r: Recorded) => {
    const atGateway = machine.parseCommand(r.command);
    const atActor = machine.parseCommand(r.command);
    if (!atGateway.ok || !atActor.ok) throw new Error("refused");
    const d = machine.decide(r.state, atActor.command, { now: r.now, random, actor: r.actor });
    if (!d.ok) return;
    let s = r.state;
    for (const e of d.events) s = machine.evolve(s, asStored(e));
  };
  const now = (r: Recorded) => {
    const atGateway = parseOnce(machine, r.command);
    const parsed = parsedFor(machine, r.command, atGateway.ok ? atGateway.parsed : undefined);
    if (!parsed.ok) throw new Error("refused");
    const d = machine.decide(r.state, parsed.command, { now: r.now, random, actor: r.actor });
    if (!d.ok) return;
    let s = r.state;
    for (const e of d.events) s = machine.evolve(s, e);
  };
  // Alternated, the best of each kept, so a burst of other work on the machine falls on both.
  let beforeUs = Infinity;
  let nowUs = Infinity;
  for (let k = 0; k < ALTERNATIONS; k++) {
    beforeUs = Math.min(beforeUs, perCommand(recorded, before));
    nowUs = Math.min(nowUs, perCommand(recorded, now));
  }
  return { beforeUs, nowUs };
}

function main(argv: readonly string[]): void {
  const i = argv.indexOf("--rounds");
  const rounds = i >= 0 ? Number(argv[i + 1]) : 20;
  const families: [string, () => AnyDriver, (t: AnyDriver) => void][] = [
    ["baccarat (fortune-7-baccarat)", () => new BaccaratTable({ gameId: "fortune-7-baccarat" }) as unknown as AnyDriver, (t) => baccaratRounds(t, rounds)],
    ["No Bust (no-bust-6)", () => new NoBustTable({ gameId: "no-bust-6", decks: 6 }) as unknown as AnyDriver, (t) => blackjackRounds(t, rounds, ["main"])],
    ["twenty-one (first filed game)", () => new TwentyOneTable({ gameId: TWENTY_ONE_FIRST }) as unknown as AnyDriver, (t) => blackjackRounds(t, rounds, ["main"])],
    ["pai gow poker (first filed game)", () => new PaiGowTable({ gameId: PAI_GOW_FIRST }) as unknown as AnyDriver, (t) => paiGowRounds(t, rounds)],
    ["Three Card Poker (first filed game)", () => new ThreeCardPokerTable({ gameId: THREE_CARD_FIRST }) as unknown as AnyDriver, (t) => threeCardRounds(t, rounds)],
  ];
  console.log(`CPU per accepted command, µs (parse, decide, evolve; best of 24 trials, alternated), ${rounds} rounds per family:`);
  console.log("family                                 commands   before    now   saved");
  for (const [name, make, play] of families) {
    const t = make();
    const recorded = recording(t);
    play(t);
    const { beforeUs, nowUs } = measure(t.machine, recorded);
    const saved = Math.round((1 - nowUs / beforeUs) * 100);
    console.log(`${name.padEnd(38)} ${String(recorded.length).padStart(8)} ${beforeUs.toFixed(1).padStart(8)} ${nowUs.toFixed(1).padStart(6)} ${`${saved}%`.padStart(7)}`);
  }
}

const TWENTY_ONE_FIRST = TWENTY_ONE_GAME_IDS[0]!;
const PAI_GOW_FIRST = PAI_GOW_GAME_IDS[0]!;
const THREE_CARD_FIRST = THREE_CARD_POKER_GAME_IDS[0]!;

main(process.argv.slice(2));
