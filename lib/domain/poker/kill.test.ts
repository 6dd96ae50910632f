import { describe, expect, it } from "vitest";
import { describeNextStep, pokerNextStep } from "./next-step";
import { PokerRefusal } from "./refusal";
import type { PokerStep } from "./steps";
import type { PokerTableState } from "./table-state";
import type { AwardInput, DealInput } from "./hand";
import { MINUTE, openTable, run, STAKES, T0, withButton } from "./test-kit";
import { pokerWallView } from "./wall-view";

/** Mortimer's Omaha High/Low $3/$6, blinds $1/$3: kill blind $6, five upper limits $30. */
function table(options?: Readonly<Record<string, unknown>>): PokerTableState {
  return withButton(openTable("omaha-hi-lo-mortimers", STAKES.mortimersOmaha, options), [1, 2, 3, 4, 5], 1);
}
const BIG = 3000;
const SMALL = 2900;
function hand(t: PokerTableState, award: AwardInput, deal: DealInput = {}): PokerTableState {
  return run(t, { kind: "deal", ...deal } as PokerStep, { kind: "flop" }, { kind: "take-drop" }, { kind: "award", ...award } as PokerStep);
}
const scoop = (seat: number, potCents?: number): AwardInput => ({ pots: [{ high: [seat] }], ...(potCents !== undefined ? { potCents } : {}) });
const next = (t: PokerTableState) => describeNextStep(pokerNextStep(t));

describe("kill pots, rule by rule (seed 003 L2861-2895)", () => {
  it("rule 3a: the kill button is neutral on the first hand of a new game", () => {
    expect(table().kill).toEqual({ button: null, next: null, owed: [] });
  });

  it("a scoop is a leg: the kill button goes to the scooper, no kill yet, no pot needed", () => {
    const t = hand(table(), scoop(2));
    expect(t.kill.button).toEqual({ seat: 2, player: "p2" });
    expect(t.kill.next).toBeNull();
  });

  it("rule 5: a scoop with a leg up kills the next hand only if the pot is at least five upper limits ($30 at $3/$6)", () => {
    const legUp = hand(table(), scoop(2));
    expect(() => hand(legUp, scoop(2))).toThrow(/enter the pot: a scoop kills the next hand only if the pot is at least \$30\.00/);
    const small = hand(legUp, scoop(2, SMALL));
    expect(small.kill).toMatchObject({ button: { seat: 2 }, next: null });
    const big = hand(legUp, scoop(2, BIG));
    expect(big.kill.next).toEqual({ seat: 2, player: "p2", reason: "second-leg" });
    expect(hand(legUp, { pots: [{ high: [2] }], killSizedPot: true }).kill.next?.seat).toBe(2);
    expect(() => hand(legUp, { pots: [{ high: [2] }], potCents: SMALL, killSizedPot: true })).toThrow(/is not at least \$30\.00/);
  });

  it("rule 1: the killed hand has the kill blind and doubled limits; the tablet and the wall say who posts", () => {
    const t = hand(hand(table(), scoop(2)), scoop(2, BIG));
    expect(next(t)).toContain("Seat 2 kills (won a second pot in a row): kill blind $6.00, limits doubled");
    expect(pokerWallView(t, T0).kill).toMatchObject({ nextKiller: 2, killBlindCents: 600, words: "Next hand: Seat 2 kills (won a second pot in a row): kill blind $6.00, limits doubled" });
    const killed = run(t, { kind: "deal" });
    expect(killed.hand!.kill).toEqual({ seat: 2, player: "p2", kind: "natural", reason: "second-leg", cents: 600 });
    expect(killed.hand!.stakes).toMatchObject({ smallBet: 600, bigBet: 1200 });
    expect(next(killed)).toBe("Seat 2 killed the pot and acts last before the flop. Tap Flop when the flop is dealt, or the winner if everyone folded");
    expect(pokerWallView(killed, T0)).toMatchObject({ killedHand: true, stakes: "$6.00-$12.00 limit, blinds $1.00/$3.00", kill: { words: "This hand is killed by seat 2" } });
    // The option follows the table's limit, not the killed one: five players, row 2 ("6 or 5") $3.
    expect(run(killed, { kind: "flop" }, { kind: "take-drop" }).hand!.drop!.cents).toBe(300);
  });

  it("rule 1: a natural killer who wins again kills again, for the same amount", () => {
    const killed = hand(hand(table(), scoop(2)), scoop(2, BIG));
    const again = hand(killed, scoop(2, 5000));
    expect(again.kill.next).toEqual({ seat: 2, player: "p2", reason: "won-again" });
    expect(run(again, { kind: "deal" }).hand!.kill!.cents).toBe(600);
  });

  it("rule 2: a killer who splits the pot kills again", () => {
    const killed = hand(hand(table(), scoop(2)), scoop(2, BIG));
    const split = hand(killed, { pots: [{ high: [2], low: [4] }] });
    expect(split.kill.next).toEqual({ seat: 2, player: "p2", reason: "split-again" });
  });

  it("rule 2: a player with a leg up who splits the next pot keeps the leg", () => {
    const legUp = hand(table(), scoop(2));
    const split = hand(legUp, { pots: [{ high: [4], low: [2] }] });
    expect(split.kill).toMatchObject({ button: { seat: 2 }, next: null });
    expect(hand(split, scoop(2, BIG)).kill.next?.reason).toBe("second-leg");
  });

  it("rule 3c: a split pot where neither winner had the kill button makes it neutral", () => {
    const legUp = hand(table(), scoop(2));
    expect(hand(legUp, { pots: [{ high: [3], low: [4] }] }).kill.button).toBeNull();
    expect(hand(legUp, { pots: [{ high: [3, 4] }] }).kill.button).toBeNull();
  });

  it("another player's scoop takes the kill button as a first leg", () => {
    const legUp = hand(table(), scoop(2));
    expect(hand(legUp, scoop(3)).kill).toMatchObject({ button: { seat: 3 }, next: null });
  });

  it("rule 3b: the kill button is neutral when its holder quits; rule 4: one who steps away keeps the leg", () => {
    const legUp = hand(table(), scoop(2));
    expect(run(legUp, { kind: "leave", seat: 2, at: T0 + MINUTE }).kill.button).toBeNull();
    const back = run(legUp, { kind: "sit-out", seat: 2, at: T0 + MINUTE }, { kind: "come-back", seat: 2, at: T0 + 2 * MINUTE });
    expect(back.kill.button?.seat).toBe(2);
    expect(hand(back, scoop(2, BIG)).kill.next?.reason).toBe("second-leg");
    // Hands go on while the holder is away: a split pot they are not in makes the button neutral (rule 3c).
    const away = hand(run(legUp, { kind: "sit-out", seat: 2, at: T0 + MINUTE }), { pots: [{ high: [4], low: [5] }] });
    expect(away.kill.button).toBeNull();
  });

  it("rule 6: a voluntary killer needs four kill blinds in chips ($24)", () => {
    const t = table();
    expect(() => run(t, { kind: "deal", voluntaryKill: { seat: 4, stackCents: 2399 } })).toThrow(/needs at least \$24\.00 in chips, four kill blinds of \$6\.00/);
    const killed = run(t, { kind: "deal", voluntaryKill: { seat: 4, stackCents: 2400 } });
    expect(killed.hand!.kill).toMatchObject({ seat: 4, kind: "voluntary", cents: 600 });
    expect(killed.hand!.stakes.bigBet).toBe(1200);
    // A voluntary kill is no natural kill: winning it is a first leg, not a duty to kill again.
    const after = run(killed, { kind: "flop" }, { kind: "take-drop" }, { kind: "award", pots: [{ high: [4] }] });
    expect(after.kill).toMatchObject({ button: { seat: 4 }, next: null });
  });

  it("rule 8: one kill per hand", () => {
    const t = hand(hand(table(), scoop(2)), scoop(2, BIG));
    expect(() => run(t, { kind: "deal", voluntaryKill: { seat: 4, stackCents: 10_000 } })).toThrow(/only one kill per hand: seat 2 kills this hand/);
  });

  it("rule 8: a new player dealt into a killed pot kills the next available pot", () => {
    let t = hand(hand(table(), scoop(2)), scoop(2, BIG));
    t = run(t, { kind: "sit", seat: 7, player: "newcomer", at: T0 + MINUTE });
    expect(() => run(table(), { kind: "deal", killNextPot: [3] })).toThrow(/this pot is not killed/);
    t = hand(t, { pots: [{ high: [3], low: [5] }] }, { killNextPot: [7] });
    expect(t.kill.owed).toEqual([{ seat: 7, player: "newcomer", reason: "new-player" }]);
    const nextHand = run(t, { kind: "deal" });
    expect(nextHand.hand!.kill).toMatchObject({ seat: 7, kind: "owed", reason: "new-player", cents: 600 });
    expect(nextHand.kill.owed).toEqual([]);
  });

  it("rule 9: a required killer who sits out still posts; the hand is killed without them", () => {
    let t = hand(hand(table(), scoop(2)), scoop(2, BIG));
    t = run(t, { kind: "sit-out", seat: 2, at: T0 + MINUTE }, { kind: "deal" });
    expect(t.hand!.kill).toMatchObject({ seat: 2, kind: "natural" });
    expect(t.hand!.dealtIn).not.toContain(2);
  });

  it("rule 9: a kill not posted bars the player until it is posted, and their next hand is their kill", () => {
    let t = hand(hand(table(), scoop(2)), scoop(2, BIG));
    t = run(t, { kind: "deal", requiredKill: "not-posted" });
    expect(t.hand!.kill).toBeNull();
    expect(t.hand!.dealtIn).not.toContain(2);
    expect(t.kill.owed).toEqual([{ seat: 2, player: "p2", reason: "not-posted" }]);
    t = run(t, { kind: "flop" }, { kind: "take-drop" }, { kind: "award", pots: [{ high: [3], low: [4] }] });
    // The next hand: seat 2 posts the kill owed and plays.
    const posted = run(t, { kind: "deal" });
    expect(posted.hand!.kill).toMatchObject({ seat: 2, kind: "owed", reason: "not-posted" });
    expect(posted.hand!.dealtIn).toContain(2);
    // Or refuses again: still barred.
    const refusedAgain = run(t, { kind: "deal", requiredKill: "not-posted" });
    expect(refusedAgain.hand!.dealtIn).not.toContain(2);
    expect(() => run(t, { kind: "deal", requiredKill: "not-posted", dealtIn: [2, 3, 4, 5, 1] })).toThrow(PokerRefusal);
  });

  it("rule 9: a killer who quits owes the kill, and posts it on coming back, in any seat", () => {
    let t = hand(hand(table(), scoop(2)), scoop(2, BIG));
    t = run(t, { kind: "leave", seat: 2, at: T0 + MINUTE });
    expect(next(t)).toContain("Seat 2 had to kill this hand but has left: the kill is owed");
    t = hand(t, { pots: [{ high: [3] }] });
    expect(t.kill.owed).toEqual([{ seat: 2, player: "p2", reason: "not-posted" }]);
    t = run(t, { kind: "sit", seat: 6, player: "p2", at: T0 + 3 * MINUTE }, { kind: "deal" });
    expect(t.hand!.kill).toMatchObject({ seat: 6, player: "p2", kind: "owed" });
  });

  it("half kill (option kill: half): kill blind $4.50, limits one and a half times", () => {
    const t = hand(hand(table({ kill: "half" }), scoop(2)), scoop(2, BIG));
    const killed = run(t, { kind: "deal" });
    expect(killed.hand!.kill!.cents).toBe(450);
    expect(killed.hand!.stakes).toMatchObject({ smallBet: 450, bigBet: 900 });
    expect(next(t)).toContain("limits one and a half times");
  });

  it("killTrigger scoop: one scoop of five upper limits kills; a smaller one does not", () => {
    const t = table({ killTrigger: "scoop" });
    expect(() => hand(t, scoop(3))).toThrow(/enter the pot/);
    expect(hand(t, scoop(3, BIG)).kill.next).toMatchObject({ seat: 3, reason: "scoop" });
    expect(hand(t, scoop(3, SMALL)).kill.next).toBeNull();
  });

  it("kill none: no kill button is kept and no pot is asked for", () => {
    const t = hand(hand(table({ kill: "none" }), scoop(2)), scoop(2));
    expect(t.kill).toEqual({ button: null, next: null, owed: [] });
  });

  it("a misdeal gives back the kill as it was before the deal", () => {
    const t = hand(hand(table(), scoop(2)), scoop(2, BIG));
    const redo = run(t, { kind: "deal" }, { kind: "misdeal" });
    expect(redo.kill).toEqual(t.kill);
    expect(run(redo, { kind: "deal" }).hand!.kill?.seat).toBe(2);
  });
});
