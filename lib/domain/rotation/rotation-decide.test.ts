import { describe, expect, it } from "vitest";
import { canBank, bankRefusal } from "./eligibility";
import { decideRotation, type RotationCommand, type RotationDecision } from "./rotation-decide";
import type { RotationEvent } from "./rotation-events";
import type { RotationPolicy } from "./rotation-policy";
import { currentBankHand, evolveRotation, initialRotation, playerDealerOf, replayRotation, type RotationState } from "./rotation-state";

const MIN = 60_000;

/** A table driven command by command; each command must succeed unless `expectRefusal` is used. */
class Table {
  state: RotationState;
  log: RotationEvent[] = [];
  constructor(seats: number, players: Record<number, string>, policy: Partial<RotationPolicy> = {}) {
    this.state = initialRotation(seats, policy);
    for (const [seat, player] of Object.entries(players)) this.do({ type: "seat-player", seat: Number(seat), player });
  }
  try(command: RotationCommand): RotationDecision {
    const d = decideRotation(this.state, command);
    if (d.ok) {
      for (const e of d.events) this.state = evolveRotation(this.state, e);
      this.log.push(...d.events);
    }
    return d;
  }
  do(command: RotationCommand): readonly RotationEvent[] {
    const d = this.try(command);
    if (!d.ok) throw new Error(`${command.type} refused: ${d.refusal.code}`);
    return d.events;
  }
  refusal(command: RotationCommand) {
    const d = this.try(command);
    if (d.ok) throw new Error(`${command.type} was not refused`);
    return d.refusal;
  }
  hand(startAt = 0, endAt = startAt): readonly RotationEvent[] {
    this.do({ type: "start-hand", at: startAt });
    return this.do({ type: "complete-hand", at: endAt });
  }
  get offeredTo(): number | null {
    return this.state.phase.kind === "offering" ? this.state.phase.offer.offeredTo : null;
  }
}

const types = (events: readonly RotationEvent[]) => events.map((e) => e.type);

describe("rotation under the filed policy (two hands, intervening dealer)", () => {
  it("offers from seat 1, banks two hands, then offers clockwise from the player-dealer", () => {
    const t = new Table(8, { 2: "ann", 5: "bob", 7: "cy" });
    expect(t.do({ type: "open-bank" })).toEqual([{ type: "bank-offered", seat: 2, player: "ann", order: [1, 2, 3, 4, 5, 6, 7, 8] }]);
    t.do({ type: "accept-bank", seat: 2, at: 0 });
    expect(currentBankHand(t.state)).toBe(1);
    t.do({ type: "start-hand", at: 0 });
    expect(currentBankHand(t.state)).toBe(1);
    t.do({ type: "complete-hand", at: 1 });
    expect(currentBankHand(t.state)).toBe(2);
    const second = t.hand(2);
    expect(types(second)).toEqual(["bank-hand-completed", "bank-passed", "bank-offered"]);
    expect(second[1]).toMatchObject({ type: "bank-passed", seat: 2, reason: "hand-limit" });
    expect(second[2]).toMatchObject({ type: "bank-offered", seat: 5, order: [3, 4, 5, 6, 7, 8, 1, 2] });
    expect(currentBankHand(t.state)).toBeNull();
  });

  it("moves the offer on with each decline and breaks the game when every eligible player declines", () => {
    const t = new Table(8, { 2: "ann", 5: "bob", 7: "cy" });
    t.do({ type: "open-bank" });
    t.do({ type: "accept-bank", seat: 2, at: 0 });
    t.hand();
    t.hand();
    expect(t.offeredTo).toBe(5);
    expect(t.do({ type: "decline-bank", seat: 5 })).toEqual([
      { type: "bank-declined", seat: 5, player: "bob" },
      { type: "bank-offered", seat: 7, player: "cy", order: [3, 4, 5, 6, 7, 8, 1, 2] },
    ]);
    // Ann is not offered: she has just banked two hands.
    expect(t.do({ type: "decline-bank", seat: 7 })).toEqual([
      { type: "bank-declined", seat: 7, player: "cy" },
      { type: "game-broken", declined: [5, 7] },
    ]);
    expect(t.state.phase).toEqual({ kind: "broken", declined: [5, 7] });
  });

  it("refuses a third consecutive hand with an alert, whoever tries", () => {
    const t = new Table(8, { 2: "ann", 5: "bob" });
    t.do({ type: "open-bank" });
    t.do({ type: "accept-bank", seat: 2, at: 0 });
    t.hand();
    t.hand();
    expect(t.refusal({ type: "accept-bank", seat: 2, at: 5 })).toMatchObject({ code: "consecutive-hand-limit", alert: true });
    t.do({ type: "decline-bank", seat: 5 });
    expect(t.state.phase.kind).toBe("broken");
    expect(t.refusal({ type: "accept-bank", seat: 2, at: 5 })).toMatchObject({ code: "consecutive-hand-limit", alert: true });
    // Reopening does not reset the run: Ann is still passed over, Bob is offered again.
    t.do({ type: "open-bank" });
    expect(t.offeredTo).toBe(5);
  });

  it("needs an intervening dealer who actually banks a hand", () => {
    const t = new Table(8, { 1: "ann", 3: "bob", 6: "cy" });
    t.do({ type: "open-bank" });
    t.do({ type: "accept-bank", seat: 1, at: 0 });
    t.hand();
    // Ann gives up after one hand: she may not take it back before someone else banks.
    t.do({ type: "pass-bank", at: 1 });
    expect(t.log.at(-2)).toMatchObject({ type: "bank-passed", reason: "gave-up" });
    expect(bankRefusal(t.state, 1)).toBe("intervening-dealer-required");
    expect(t.refusal({ type: "accept-bank", seat: 1, at: 2 })).toMatchObject({ code: "intervening-dealer-required", alert: true });
    // Bob accepts but passes without banking: he does not count as intervening.
    t.do({ type: "accept-bank", seat: 3, at: 2 });
    t.do({ type: "pass-bank", at: 3 });
    expect(t.offeredTo).toBe(6);
    expect(canBank(t.state, 1)).toBe(false);
    // Cy banks one hand: now Ann may bank again.
    t.do({ type: "accept-bank", seat: 6, at: 4 });
    t.hand(5);
    expect(canBank(t.state, 1)).toBe(true);
    t.do({ type: "pass-bank", at: 6 });
    expect(t.offeredTo).toBe(1);
  });

  it("follows the person, not the chair: leaving and sitting down again changes nothing", () => {
    const t = new Table(8, { 1: "ann", 3: "bob" });
    t.do({ type: "open-bank" });
    t.do({ type: "accept-bank", seat: 1, at: 0 });
    t.hand();
    t.hand();
    t.do({ type: "unseat-player", seat: 1, at: 1 });
    t.do({ type: "seat-player", seat: 4, player: "ann" });
    expect(bankRefusal(t.state, 4)).toBe("consecutive-hand-limit");
    // A newcomer in Ann's old chair may bank.
    t.do({ type: "seat-player", seat: 1, player: "dee" });
    expect(canBank(t.state, 1)).toBe(true);
  });

  it("keeps a player-dealer at the table during a hand, and passes the bank when they leave between hands", () => {
    const t = new Table(8, { 1: "ann", 3: "bob" });
    t.do({ type: "open-bank" });
    t.do({ type: "accept-bank", seat: 1, at: 0 });
    t.do({ type: "start-hand", at: 0 });
    expect(t.refusal({ type: "unseat-player", seat: 1, at: 1 }).code).toBe("hand-in-progress");
    expect(t.refusal({ type: "pass-bank", at: 1 }).code).toBe("hand-in-progress");
    t.do({ type: "complete-hand", at: 1 });
    expect(types(t.do({ type: "unseat-player", seat: 1, at: 2 }))).toEqual(["bank-passed", "player-left", "bank-offered"]);
    expect(t.offeredTo).toBe(3);
  });

  it("moves the offer on when the player offered leaves, and reaches a newcomer who sat down in a passed seat", () => {
    const t = new Table(8, { 3: "ann", 5: "bob" });
    t.do({ type: "open-bank" });
    expect(t.offeredTo).toBe(3);
    t.do({ type: "seat-player", seat: 1, player: "dee" });
    expect(types(t.do({ type: "unseat-player", seat: 3, at: 0 }))).toEqual(["player-left", "bank-offered"]);
    expect(t.offeredTo).toBe(5);
    t.do({ type: "decline-bank", seat: 5 });
    expect(t.offeredTo).toBe(1);
  });

  it("refuses commands out of turn", () => {
    const t = new Table(8, { 1: "ann", 3: "bob" });
    expect(t.refusal({ type: "start-hand", at: 0 }).code).toBe("no-player-dealer");
    expect(t.refusal({ type: "accept-bank", seat: 1, at: 0 }).code).toBe("not-offered");
    t.do({ type: "open-bank" });
    expect(t.refusal({ type: "open-bank" }).code).toBe("game-in-progress");
    expect(t.refusal({ type: "decline-bank", seat: 3 })).toMatchObject({ code: "not-offered", alert: false });
    expect(t.refusal({ type: "accept-bank", seat: 2, at: 0 }).code).toBe("seat-empty");
    expect(t.refusal({ type: "seat-player", seat: 3, player: "cy" }).code).toBe("seat-taken");
    expect(t.refusal({ type: "seat-player", seat: 4, player: "ann" }).code).toBe("player-already-seated");
    expect(t.refusal({ type: "seat-player", seat: 9, player: "cy" }).code).toBe("invalid-seat");
    expect(t.refusal({ type: "complete-hand", at: 0 }).code).toBe("no-hand-in-progress");
    expect(t.refusal({ type: "accept-bank", seat: 1, at: 0.5 }).code).toBe("invalid-time");
  });

  it("breaks a game nobody can bank at all", () => {
    const t = new Table(8, {});
    expect(t.do({ type: "open-bank" })).toEqual([{ type: "game-broken", declined: [] }]);
  });

  it("rebuilds the same state from its events", () => {
    const t = new Table(8, { 2: "ann", 5: "bob", 7: "cy" });
    t.do({ type: "open-bank", firstSeat: 5 });
    t.do({ type: "decline-bank", seat: 5 });
    t.do({ type: "accept-bank", seat: 7, at: 0 });
    t.hand();
    expect(replayRotation(initialRotation(8), t.log)).toEqual(t.state);
  });
});

describe("rotation under other policies", () => {
  it("maxConsecutiveHands 1 passes the bank after every hand", () => {
    const t = new Table(8, { 1: "ann", 2: "bob" }, { maxConsecutiveHands: 1 });
    t.do({ type: "open-bank" });
    t.do({ type: "accept-bank", seat: 1, at: 0 });
    expect(types(t.hand())).toEqual(["bank-hand-completed", "bank-passed", "bank-offered"]);
    expect(t.offeredTo).toBe(2);
  });

  it("without the intervening rule a player may take the bank back, but never past the hand limit", () => {
    const t = new Table(8, { 1: "ann", 2: "bob" }, { requireInterveningDealer: false });
    t.do({ type: "open-bank" });
    t.do({ type: "accept-bank", seat: 1, at: 0 });
    t.hand();
    t.do({ type: "pass-bank", at: 1 });
    t.do({ type: "decline-bank", seat: 2 });
    // The round comes back round to Ann, who may continue her run.
    expect(t.offeredTo).toBe(1);
    t.do({ type: "accept-bank", seat: 1, at: 2 });
    expect(currentBankHand(t.state)).toBe(2);
    const ended = t.hand(3);
    expect(ended[0]).toMatchObject({ type: "bank-hand-completed", bankHand: 2 });
    expect(ended[1]).toMatchObject({ type: "bank-passed", reason: "hand-limit" });
    expect(t.offeredTo).toBe(2);
  });

  it("a time limit passes the bank at the end of the hand that reaches it, and refuses a hand after it", () => {
    const t = new Table(8, { 1: "ann", 2: "bob", 3: "cy" }, { maxBankMillis: 30 * MIN, maxConsecutiveHands: 5 });
    t.do({ type: "open-bank" });
    t.do({ type: "accept-bank", seat: 1, at: 0 });
    t.hand(10 * MIN);
    expect(t.hand(29 * MIN, 31 * MIN)[1]).toMatchObject({ type: "bank-passed", reason: "time-limit" });
    expect(t.offeredTo).toBe(2);
    t.do({ type: "accept-bank", seat: 2, at: 40 * MIN });
    t.hand(41 * MIN);
    expect(bankRefusal(t.state, 2, 69 * MIN)).toBeNull();
    expect(t.refusal({ type: "start-hand", at: 70 * MIN })).toMatchObject({ code: "bank-time-limit", alert: false });
    expect(t.do({ type: "pass-bank", at: 70 * MIN })[0]).toMatchObject({ type: "bank-passed", reason: "time-limit" });
  });

  it("a player timed out needs an intervening dealer even where the policy does not require one", () => {
    const t = new Table(8, { 1: "ann", 2: "bob" }, { maxBankMillis: MIN, requireInterveningDealer: false, maxConsecutiveHands: 5 });
    t.do({ type: "open-bank" });
    t.do({ type: "accept-bank", seat: 1, at: 0 });
    t.hand(0, 2 * MIN);
    expect(playerDealerOf(t.state)).toBeNull();
    expect(bankRefusal(t.state, 1)).toBe("bank-time-limit");
    t.do({ type: "decline-bank", seat: 2 });
    expect(t.state.phase.kind).toBe("broken");
  });

  it("rejects a policy that makes no sense", () => {
    expect(() => initialRotation(8, { maxConsecutiveHands: 0 })).toThrow();
    expect(() => initialRotation(8, { maxBankMillis: -5 })).toThrow();
  });
});
