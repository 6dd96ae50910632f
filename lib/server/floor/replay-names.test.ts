import { describe, expect, it } from "vitest";
import { eventWords, staffIdsIn, withStaffNames, type ReplayStep } from "./history";

const DANA = "3f6c2a1e-8b4d-4c6e-9a2f-1d2e3f4a5b6c";
const GONE = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";

function step(type: string, actorId: string | null, text: string): ReplayStep {
  return { seq: 1, at: "2026-11-26T10:00:00.000Z", type, what: eventWords(type), actorId, actor: null, text, frame: null };
}

describe("the round replay names staff members, never their ids", () => {
  it("says the event in words and who acted by name", () => {
    const steps = [
      step("RoundVoided", DANA, `Round voided by ${DANA}: wrong shoe`),
      step("MisdealDeclared", GONE, `Misdeal declared by ${GONE}: two cards`),
      step("TableOpened", "system", "Table opened"),
    ];
    expect(staffIdsIn(steps).sort()).toEqual([DANA, GONE, "system"].sort());
    const named = withStaffNames(steps, new Map([[DANA, "Dana Reyes"]]));
    expect(named[0]).toMatchObject({ what: "Round voided", actor: "Dana Reyes", text: "Round voided by Dana Reyes: wrong shoe" });
    expect(named[1]).toMatchObject({ what: "Misdeal declared", actor: "a staff member", text: "Misdeal declared by a staff member: two cards" });
    expect(named[2]).toMatchObject({ what: "Table opened", actor: null });
    for (const s of named) expect(`${s.what} ${s.actor ?? ""} ${s.text}`).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|[a-z][A-Z]/);
  });

  it("names the supervisor who approved a card correction, in the frame and the words, whatever their id looks like (issue 28: 'by demo-floor')", () => {
    const frame = { corrections: [{ index: 3, from: "9S", to: "9H", reason: "misread", approvedBy: "demo-floor" }] } as unknown as ReplayStep["frame"];
    const steps: ReplayStep[] = [{ ...step("CardCorrected", "demo-floor", "Card 4 corrected 9S → 9H by demo-floor: misread"), frame }];
    expect(staffIdsIn(steps)).toEqual(["demo-floor"]);
    const [named] = withStaffNames(steps, new Map([["demo-floor", "Demo Floor Supervisor"]]));
    expect(named!.text).toBe("Card 4 corrected 9S → 9H by Demo Floor Supervisor: misread");
    expect((named!.frame as unknown as { corrections: { approvedBy: string }[] }).corrections[0]!.approvedBy).toBe("Demo Floor Supervisor");
    // A decision correction's words name its approver, the step's actor, too.
    const [decision] = withStaffNames([step("DecisionCorrected", "demo-floor", "Decision corrected, Seat 1: Double → Hit, by demo-floor: tapped wrong")], new Map([["demo-floor", "Demo Floor Supervisor"]]));
    expect(decision!.text).toBe("Decision corrected, Seat 1: Double → Hit, by Demo Floor Supervisor: tapped wrong");
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
