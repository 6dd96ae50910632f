import { describe, expect, it } from "vitest";
import { GAME_FAMILIES, TABLE_FAMILIES, tableFamilyOf } from "@/lib/domain/table/families";
import { commandTypes } from "@/lib/domain/table/common/commands";
import { PokerTable, SUPERVISOR } from "@/lib/domain/table/poker/test-kit";
import { DEMO_TABLES } from "../demo-floor";
import { Correction as ServerCorrection } from "./corrections";
import { TwentyOneTable } from "@/lib/domain/table/twenty-one/test-kit";
import { cards, PaiGowTable, setHand } from "@/lib/domain/table/pai-gow-poker/test-kit";
import { TilesTable } from "@/lib/domain/table/pai-gow-tiles/test-kit";
import { awardChangeWords, awardWords, correctableDecisions, correctionsFor, decisionChangeWords, handChangeWords, type CorrectableView } from "@/components/corrections/correction-offers";

/** Each family's supervisor view of a demo table just opened, as the floor's table page reads it. */
function openedView(family: (typeof GAME_FAMILIES)[number]): CorrectableView {
  const t = DEMO_TABLES.find((d) => tableFamilyOf(d.gameId) === TABLE_FAMILIES[family])!;
  const f = TABLE_FAMILIES[family];
  const settings = f.settingsFrom({ tableId: t.id, name: t.name, gameId: t.gameId, seats: t.seats, minWagerCents: t.min, maxWagerCents: t.max, feeScheduleId: t.feeScheduleId, feeOptionId: t.feeOptionId, feeOptionData: t.feeOptionData, ...("gameOptions" in t ? { gameOptions: t.gameOptions } : {}) });
  const machine = f.machine as unknown as { evolve(s: unknown, e: unknown): unknown; views(s: unknown): { supervisor: CorrectableView } };
  return machine.views(machine.evolve(f.empty, f.opened(settings, Date.parse("2026-12-01T20:00:00Z")))).supervisor;
}

const PHASES = ["waiting", "betting", "dealing", "settling"] as const;
const CARD = [{ index: 0, card: "9S", where: "Player card 1" }];

describe("the floor's corrections offered at a table", () => {
  it.each(GAME_FAMILIES)("%s: every correction offered, in every phase, is one its tables take", (family) => {
    const view = openedView(family);
    const takes = new Set(commandTypes(TABLE_FAMILIES[family].commands.schema as never));
    for (const phase of PHASES) {
      for (const cards of [[], CARD]) {
        // The phase and the cards as the view would give them mid-round (the view's own markers kept).
        const at: CorrectableView = { ...view, phase, ...("dealtCards" in view ? { dealtCards: cards } : {}), settlement: { settledLines: 1 }, ...("correctable" in view ? { correctable: true, lastHandRecord: { handNumber: 1, dealtIn: [1, 2], pots: [{ high: [1] }], potCents: null } } : {}) };
        for (const offered of correctionsFor(at)) expect(takes.has(offered), `${family}, ${phase}, ${cards.length} card(s): ${offered}`).toBe(true);
      }
    }
  });

  it("a poker table mid-hand is offered pause and void only: no reopened betting, no misdeal of the floor's (the tablet has its own)", () => {
    const table = new PokerTable({ gameId: "texas-holdem" }).seatPlayers([1, 3, 5, 7]).drawButton(1);
    table.do({ type: "deal-hand" });
    const view = table.machine.views(table.state).supervisor;
    expect(view.phase).toBe("dealing");
    expect(correctionsFor(view)).toEqual(["pause-table", "void-round"]);
  });

  it("a Pai Gow Tiles hand is offered the misdeal once the stacks are out, and no longer a reopened betting (the table refuses it then)", () => {
    const t = new TilesTable();
    t.seat([1, 3, 5], 1, 10_000);
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 3, bet: "main", amount: 2_000 });
    t.do({ type: "close-betting" });
    expect(correctionsFor(t.views().supervisor)).toEqual(["pause-table", "void-round", "reopen-betting"]);
    t.do({ type: "roll-dice", total: 11 });
    t.do({ type: "deal-stacks" });
    for (const view of [t.views().supervisor, t.views().dealer]) expect(correctionsFor(view)).toEqual(["pause-table", "void-round", "declare-misdeal"]);
    expect(t.try({ type: "reopen-betting", reason: "a late wager" }, SUPERVISOR)?.code).toBe("TILES_DEALT");
    const sent = ServerCorrection.parse({ type: "declare-misdeal", reason: "stacks dealt from the wrong seat" });
    expect(sent.type).toBe("declare-misdeal");
    t.do({ type: "declare-misdeal", reason: sent.reason }, SUPERVISOR);
    expect(t.views().dealer.stacksDealt).toBe(false);
    expect(correctionsFor(t.views().supervisor)).not.toContain("declare-misdeal");
  });

  it("a poker hand just awarded is offered 'Correct the last award' until the next hand is dealt", () => {
    const table = new PokerTable({ gameId: "texas-holdem" }).seatPlayers([1, 3, 5, 7]).drawButton(1);
    table.do({ type: "deal-hand" });
    table.do({ type: "award", pots: [{ high: [5] }] });
    const after = table.machine.views(table.state).supervisor;
    expect(correctionsFor(after)).toEqual(["pause-table", "correct-award"]);
    expect(awardWords(after.lastHandRecord!.pots)).toBe("Winner: seat 5");
    expect(awardChangeWords(after.lastHandRecord!.pots, [{ high: [7] }])).toBe("Winner: seat 5 → seat 7");
    // The floor's form sends it as the floor's schema takes it, and the table corrects the hand.
    const sent = ServerCorrection.parse({ type: "correct-award", pots: [{ high: [7] }], reason: "the dealer tapped the wrong seat" });
    expect(table.try(sent, SUPERVISOR)).toBeNull();
    expect(awardWords(table.machine.views(table.state).supervisor.lastHandRecord!.pots)).toBe("Winner: seat 7");
    table.do({ type: "deal-hand" });
    expect(correctionsFor(table.machine.views(table.state).supervisor)).not.toContain("correct-award");
    expect(table.try(sent, SUPERVISOR)?.message).toBe("Only the hand just finished can be corrected, before the next step is recorded.");
  });

  it("says splits and hi/lo awards in words", () => {
    expect(awardChangeWords([{ high: [5] }], [{ high: [7, 5] }])).toBe("Winners: seat 5 → seats 5 and 7");
    expect(awardWords([{ high: [2], low: [4, 6] }])).toBe("Pot: seat 2; low seats 4 and 6");
    expect(awardWords([{ high: [2] }, { high: [3, 4, 8] }])).toBe("Main pot: seat 2 · Side pot 1: seats 3, 4 and 8");
  });

  it("a twenty-one hand with a Double on record is offered 'Correct a decision', the choices the rules allowed, in words; the form's correction is one the table takes", () => {
    const t = new TwentyOneTable({ gameId: "pure-21-5-mortimers", decks: 6 });
    t.seat([1, 2, 8], 8, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    for (const card of ["9S", "6C", "2S"]) t.do({ type: "deal-card", card });
    t.do({ type: "deal-card", faceDown: true });
    expect(correctionsFor(t.views().supervisor)).not.toContain("correct-decision");
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "double" });
    t.do({ type: "deal-card", card: "6H" });
    for (const view of [t.views().supervisor, t.views().dealer]) expect(correctionsFor(view)).toContain("correct-decision");
    const [recorded] = correctableDecisions(t.views().supervisor);
    expect(recorded!.options.map((o) => o.words)).toEqual(["Hit", "Surrender"]);
    expect(decisionChangeWords(recorded!, "hit")).toBe("Seat 1: Double → Hit");
    const sent = ServerCorrection.parse({ type: "correct-decision", index: recorded!.index, decision: "hit", reason: "the player asked for a hit" });
    expect(t.try(sent, SUPERVISOR)).toBeNull();
    expect(t.views().display.hands.find((h) => h.seat === 1)).toMatchObject({ cards: ["9S", "2S", "6H"] });
  });

  it("a pai gow poker hand set on record is offered 'Correct a hand setting', the change in words; the form's correction is one the table takes", () => {
    const t = new PaiGowTable({ gameId: "fortune-pai-gow" });
    t.seat([1, 2, 3, 4], 1, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 4, bet: "game", amount: 2_500 });
    t.do({ type: "close-betting" });
    t.do({ type: "deal-piles" });
    t.do({ type: "choose-action-pile", pile: 4 });
    t.do({ type: "roll-dice", total: 10 });
    expect(correctionsFor(t.views().supervisor)).not.toContain("correct-hand");
    t.do(setHand(4, "AS AH 9S 6C 3D | QH TC"));
    for (const view of [t.views().supervisor, t.views().dealer]) expect(correctionsFor(view)).toContain("correct-hand");
    const [recorded] = t.views().supervisor.handSettings;
    expect(recorded).toEqual({ seat: 4, cards: ["AS", "AH", "9S", "6C", "3D", "QH", "TC"], high: ["AS", "AH", "9S", "6C", "3D"], low: ["QH", "TC"] });
    expect(handChangeWords(recorded!, ["6C", "3D"])).toBe("Seat 4's hand: high A♠ A♥ 9♠ 6♣ 3♦, low Q♥ 10♣ → high A♠ A♥ 9♠ Q♥ 10♣, low 6♣ 3♦");
    const sent = ServerCorrection.parse({ type: "correct-hand", seat: 4, split: { high: recorded!.cards.filter((c) => !["6C", "3D"].includes(c)), low: ["6C", "3D"] }, reason: "entered the wrong front" });
    expect(t.try(sent, SUPERVISOR)).toBeNull();
    expect(t.views().supervisor.handSettings[0]).toMatchObject({ high: cards("AS AH 9S QH TC"), low: cards("6C 3D") });
  });
});
