import { describe, expect, it } from "vitest";
import { dollars } from "../money";
import { FACE_UP_ACE_HIGH_PAY_TABLE, FACE_UP_FORTUNE_PAY_TABLE, FPG_01, KINGS_FORTUNE_PAY_TABLE, type FortunePayTable } from "./bonus-pay-tables";
import type { BonusHand } from "./seven-card";

/**
 * Each pay line as the filing prints it, quoted from shared/seeds (so the test needs nothing outside
 * the project): the line number, then the text. Mortimer's table prints hand, Fortune pay and Envy pay
 * on separate lines (quoted joined by " | ").
 */
const KINGS_PRINTED: readonly [string, string][] = [
  ["seed 004 L964", "7 Card Straight Flush\t5,000 to 1\t$1,000"],
  ["seed 004 L965", "Royal Flush + Royal Match\t1,000 to 1\t$250"],
  ["seed 004 L966", "7 Card Straight Flush with Joker\t750 to 1\t$100"],
  ["seed 004 L967", "5 Aces\t250 to 1\t$50"],
  ["seed 004 L968", "Royal Flush\t100 to 1\t$25"],
  ["seed 004 L969", "Straight Flush\t50 to 1\t$10"],
  ["seed 004 L970", "4 of a Kind\t20 to 1\t$5"],
  ["seed 004 L971", "Full House\t5 to 1\t"],
  ["seed 004 L972", "Flush\t4 to 1\t"],
  ["seed 004 L973", "3 of a Kind\t3 to 1\t"],
  ["seed 004 L974", "Straight\t2 to 1\t"],
  ["seed 004 L975", "Three Pair\tPush\t"],
];

const MORTIMERS_PRINTED: readonly [string, string][] = [
  ["seed 003 L4465-4467", "7 Card Straight Flush (No Joker) | 8,000 to 1 | $5,000"],
  ["seed 003 L4468-4470", "Royal Flush + Royal Match | 2,000 to 1 | $1,000"],
  ["seed 003 L4471-4473", "7 Card Straight Flush (With Joker) | 1,000 to 1 | $500"],
  ["seed 003 L4474-4476", "5 Aces | 400 to 1 | $250"],
  ["seed 003 L4477-4479", "Royal Flush | 150 to 1 | $50"],
  ["seed 003 L4480-4482", "Straight Flush | 50 to 1 | $20"],
  ["seed 003 L4483-4485", "4 of a Kind | 25 to 1 | $5"],
  ["seed 003 L4486-4487", "Full House | 5 to 1"],
  ["seed 003 L4488-4489", "Flush | 4 to 1"],
  ["seed 003 L4490-4491", "3 of a Kind | 3 to 1"],
  ["seed 003 L4492-4493", "Straight | 2 to 1"],
];

const FACE_UP_PRINTED: readonly [string, string][] = [
  ["seed 004 L1707", "7 Card Straight Flush (No Joker)\tA hand that consists of seven cards of the same suit in consecutive ranking that does not utilize a joker.\t5,000 to 1\t$1,000"],
  ["seed 004 L1708", "Royal Flush+ Royal Match\tA hand that consists of ace, king, queen, jack, 10 and king, queen suited.\t1,000 to 1\t$250"],
  ["seed 004 L1709", "7 Card Straight Flush (With Joker)\tA hand that consists of seven cards of the same suit in consecutive ranking that utilizes a joker.\t750 to 1\t$100"],
  ["seed 004 L1710", "Five Aces\tA hand that consists of four aces and a joker.\t250 to 1\t$50"],
  // The Fortune payout of this line is lost in the OCR: 100 to 1 is read from L968.
  ["seed 004 L1711 (Fortune payout lost in the OCR; L968)", "Royal Flush\tA hand that consists of an ace, king, queen, jack and 10 of the same suit.\t[100 to 1]\t$25"],
  ["seed 004 L1712", "Straight Flush\tA hand that consists of five cards of the same suit in consecutive ranking.\t50 to 1\t$10"],
  ["seed 004 L1713", "Four of a Kind\tA hand that consists of four cards of the same rank.\t20 to 1\t$5"],
  ["seed 004 L1714", "Full House\tA hand that consists of a Three of a Kind and a Pair.\t5 to 1\t"],
  ["seed 004 L1718", "Flush\tA hand that consists of five cards of the same suit, but that are not in consecutive ranking.\t4 to 1\t"],
  ["seed 004 L1719", "Three of a Kind\tA hand that consists\t3 to 1\t"],
  ["seed 004 L1720", "Straight\tA hand that consists of five cards that are in consecutive ranking, but that are not the same suit.\t2 to 1\t"],
  ["seed 004 L1721", "Three Pair\tA hand that consists of three Pair\tPush\t"],
];

/** The hands as the three tables print their names. */
const PRINTED_HAND: Readonly<Record<string, BonusHand>> = {
  "7 Card Straight Flush": "seven-card-straight-flush",
  "7 Card Straight Flush (No Joker)": "seven-card-straight-flush",
  "Royal Flush + Royal Match": "royal-flush-royal-match",
  "Royal Flush+ Royal Match": "royal-flush-royal-match",
  "7 Card Straight Flush with Joker": "seven-card-straight-flush-with-joker",
  "7 Card Straight Flush (With Joker)": "seven-card-straight-flush-with-joker",
  "5 Aces": "five-aces",
  "Five Aces": "five-aces",
  "Royal Flush": "royal-flush",
  "Straight Flush": "straight-flush",
  "4 of a Kind": "four-of-a-kind",
  "Four of a Kind": "four-of-a-kind",
  "Full House": "full-house",
  Flush: "flush",
  "3 of a Kind": "three-of-a-kind",
  "Three of a Kind": "three-of-a-kind",
  Straight: "straight",
  "Three Pair": "three-pair",
};

/** The Fortune pay ("5,000 to 1" or "Push") and the Envy pay ("$1,000") of a printed line. */
function readPrinted(text: string): { pays: number | "push"; envy: number | null } {
  const odds = /([\d,]+) to 1/.exec(text);
  const envy = /\$([\d,]+)/.exec(text);
  const num = (s: string) => Number(s.replace(/,/g, ""));
  return { pays: odds ? num(odds[1] as string) : "push", envy: envy ? dollars(num(envy[1] as string)) : null };
}

describe.each([
  ["Kings' Fortune Pai Gow Poker", KINGS_FORTUNE_PAY_TABLE, KINGS_PRINTED],
  ["Mortimer's FPG-01", FPG_01, MORTIMERS_PRINTED],
  ["Face Up Pai Gow Poker", FACE_UP_FORTUNE_PAY_TABLE, FACE_UP_PRINTED],
] as const)("%s pay table", (_name, table: FortunePayTable, printed) => {
  it.each(printed)("%s: %s", (line, text) => {
    const row = table.lines.find((l) => l.line === line);
    expect(row).toBeDefined();
    expect({ pays: row?.pays, envy: row?.envy }).toEqual(readPrinted(text));
    expect(PRINTED_HAND[text.split(/\t| \| /)[0] as string]).toBe(row?.hand);
  });

  it("has no other line: any other hand loses (seed 004 L936; seed 003 L4407-4408)", () => {
    expect(table.lines).toHaveLength(printed.length);
  });
});

describe("Face Up's Ace-High Bonus pay table (seed 004 L1734-1739)", () => {
  it.each([
    ["L1737", "Player-Dealer and Player Ace-High\t40 to 1", FACE_UP_ACE_HIGH_PAY_TABLE.both],
    ["L1738", "Player-Dealer Ace-High w/Joker\t15 to 1", FACE_UP_ACE_HIGH_PAY_TABLE.withJoker],
    ["L1739", "Player-Dealer Ace-High No Joker\t5 to 1", FACE_UP_ACE_HIGH_PAY_TABLE.noJoker],
  ])("%s: %s", (_line, text, pays) => {
    expect(readPrinted(text).pays).toBe(pays);
  });
});
