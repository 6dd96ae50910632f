import { describe, expect, it } from "vitest";
import { describeCommonEvent } from "@/lib/domain/table/common/floor-words";
import { describeTwentyOneEvent } from "@/lib/domain/table/twenty-one/floor";
import { EMPTY_TWENTY_ONE_TABLE } from "@/lib/domain/table/twenty-one/state";
import { describePokerEvent } from "@/lib/domain/table/poker/floor";
import { EMPTY_POKER_TABLE } from "@/lib/domain/table/poker/state";
import { eventWords, staffIdsOf, staffNameOf, withStaffNames, type ReplayStep } from "./history";

const DANA = "3f6c2a1e-8b4d-4c6e-9a2f-1d2e3f4a5b6c";
const GONE = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
const NAMES = new Map([
  [DANA, "Dana Reyes"],
  ["demo-floor", "Demo Floor Supervisor"],
]);

function step(type: string, actorId: string | null, text: string, frame: ReplayStep["frame"] = null): ReplayStep {
  return { seq: 1, at: "2026-11-26T10:00:00.000Z", type, what: eventWords(type), actorId, actor: null, text, frame };
}

describe("the round replay names staff members from the events' own fields, never by matching ids in its words", () => {
  it("collects the ids to look up from each event's actor, its staff fields and the frames' approvers, not from text", () => {
    const frame = { corrections: [{ index: 3, from: "9S", to: "9H", reason: "misread", approvedBy: "demo-floor" }] } as unknown as ReplayStep["frame"];
    const ids = staffIdsOf([
      { actorId: DANA, event: { type: "RoundVoided", by: DANA, reason: "wrong shoe" }, frame: null },
      { actorId: "system", event: { type: "CardCorrected", approvedBy: GONE }, frame },
      // An id only written in words is no staff field: nothing is read out of text.
      { actorId: null, event: { type: "Note", reason: `ask ${"bbbbbbbb-bbbb-4ccc-8ddd-eeeeeeeeeeee"}` }, frame: null },
    ]);
    expect(ids.sort()).toEqual([DANA, GONE, "demo-floor", "system"].sort());
  });

  it("builds the words with the names looked up: the shared events and each family's own", () => {
    const staff = staffNameOf(NAMES);
    expect(describeCommonEvent({ type: "RoundVoided", roundId: "r1", reason: "wrong shoe", by: DANA, at: 0, fees: [] }, EMPTY_TWENTY_ONE_TABLE, undefined, staff)).toBe("Round voided by Dana Reyes: wrong shoe");
    expect(describeTwentyOneEvent({ type: "CardCorrected", index: 3, from: "9S", to: "9H", reason: "misread", approvedBy: "demo-floor" }, EMPTY_TWENTY_ONE_TABLE, EMPTY_TWENTY_ONE_TABLE, staff)).toBe(
      "Card 4 corrected 9♠ → 9♥ by Demo Floor Supervisor: misread",
    );
    expect(describeCommonEvent({ type: "TablePaused", reason: "count the bank", by: GONE }, EMPTY_TWENTY_ONE_TABLE, undefined, staff)).toBe("Table paused by a staff member: count the bank");
    expect(describeCommonEvent({ type: "TablePaused", reason: "timer", by: "system" }, EMPTY_TWENTY_ONE_TABLE, undefined, staff)).toBe("Table paused by the system: timer");
    const award = { type: "RoundCorrected", step: { kind: "award", pots: [{ high: [7] }] }, round: { handNumber: 4, pots: [{ high: [7] }] }, from: [{ high: [5] }], reason: "wrong seat tapped", approvedBy: "demo-floor", endedAt: 0, at: 0 };
    expect(describePokerEvent(award as never, EMPTY_POKER_TABLE, EMPTY_POKER_TABLE, staff)).toBe("Winners of hand 4 corrected by Demo Floor Supervisor: Seat 5 wins → Seat 7 wins (wrong seat tapped)");
  });

  it("names each step's actor and each correction's approver in the frame; the words are left as built", () => {
    const frame = { corrections: [{ index: 3, from: "9S", to: "9H", reason: "misread", approvedBy: "demo-floor" }] } as unknown as ReplayStep["frame"];
    const named = withStaffNames(
      [step("CardCorrected", "demo-floor", "Card 4 corrected 9♠ → 9♥ by Demo Floor Supervisor: misread", frame), step("MisdealDeclared", GONE, "Misdeal declared by a staff member: two cards"), step("TableOpened", "system", "Table opened")],
      NAMES,
    );
    expect(named[0]).toMatchObject({ what: "Card corrected", actor: "Demo Floor Supervisor", text: "Card 4 corrected 9♠ → 9♥ by Demo Floor Supervisor: misread" });
    expect((named[0]!.frame as unknown as { corrections: { approvedBy: string }[] }).corrections[0]!.approvedBy).toBe("Demo Floor Supervisor");
    expect(named[1]).toMatchObject({ actor: "a staff member" });
    expect(named[2]).toMatchObject({ what: "Table opened", actor: null });
  });

  it("names a card-reading shoe's cards as the shoe's, without its id", () => {
    const [card] = withStaffNames([step("CardDealt", `shoe:${GONE}`, "Card 1 to Player: 9S (card reader)")], new Map());
    expect(card).toMatchObject({ actor: "the card-reading shoe", text: "Card 1 to Player: 9S (card reader)" });
  });

  it("spells any event type out", () => {
    expect(eventWords("SettlementLineUndone")).toBe("Settlement line undone");
    expect(eventWords("PokerHandStarted")).toBe("Poker hand started");
  });
});
