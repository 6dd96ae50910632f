"use client";
/**
 * The correction being written: which one is chosen, its reason and its own fields (the card, the
 * tile, the decision, the hand, the award), what is still missing, and the command they make.
 */
import { useState } from "react";
import { parseTypedCard } from "@/lib/client/card-entry";
import type { AnyCorrection, CorrectionType } from "@/lib/contract/corrections";
import { potAmounts } from "@/components/dealer/poker/format";
import { typedDollars } from "@/lib/client/dollars";
import { awardWords, correctableDecisions, correctionsFor, decisionAmountProblem, decisionAnswerAmount, lastRoundOffer, type CorrectableView, type PotWinners } from "./correction-offers";

export function useCorrectionDraft(view: CorrectableView) {
  // While no round is being dealt, a card, decision, hand or tile correction is for the last round, ended (DC6b).
  const lastRound = lastRoundOffer(view);
  const lists = lastRound?.view ?? view;
  const choices = [...correctionsFor(view), ...(lastRound?.corrections ?? [])];
  const [picked, setPicked] = useState<CorrectionType | null>(null);
  const type = picked && choices.includes(picked) ? picked : null;
  const [reason, setReason] = useState("");
  const [index, setIndex] = useState<string>("");
  const [cardText, setCardText] = useState("");
  const [decisionAt, setDecisionAt] = useState<string>("");
  const [rightDecision, setRightDecision] = useState<string>("");
  const decisions = correctableDecisions(lists);
  const recorded = decisions.find((d) => String(d.index) === decisionAt) ?? null;
  // Insurance taken: the amount, half the wager until the supervisor types another.
  const [amountText, setAmountText] = useState<string>("");
  const { amounts, amount: answerAmount } = decisionAnswerAmount(recorded, rightDecision, amountText);
  const [handSeat, setHandSeat] = useState<string>("");
  const [front, setFront] = useState<string[]>([]);
  const setting = (lists.handSettings ?? []).find((h) => String(h.seat) === handSeat) ?? null;
  const sameSetting = setting !== null && front.length === 2 && front.every((c) => setting.low.includes(c));
  const last = view.lastHandRecord ?? null;
  // The right winners, pot by pot: null until the supervisor changes one (the award as recorded).
  const [pots, setPots] = useState<PotWinners[] | null>(null);
  const awardTo: PotWinners[] = pots ?? (last ? last.pots.map((p) => ({ high: [...p.high], ...(p.low ? { low: [...p.low] } : {}) })) : []);
  // With side pots, each pot's amount: as recorded (if entered) until the supervisor types another.
  const [potTexts, setPotTexts] = useState<string[] | null>(null);
  const sidePots = (last?.pots.length ?? 0) > 1;
  const recordedTexts = last ? last.pots.map((p) => (p.cents !== undefined ? typedDollars(p.cents) : "")) : [];
  const amountTexts = potTexts ?? recordedTexts;
  const potsCents = sidePots ? potAmounts(amountTexts) : ({ ok: true, cents: null } as const);
  const sameAmounts = !sidePots || JSON.stringify(potsCents.ok ? potsCents.cents : null) === JSON.stringify(last!.pots.every((p) => p.cents !== undefined) ? last!.pots.map((p) => p.cents) : null);
  const sameAward = last !== null && awardWords(awardTo) === awardWords(last.pots) && sameAmounts;
  const card = cardText.trim() ? parseTypedCard(cardText) : null;
  const readable = (lists.dealtCards ?? []).filter((c) => c.card !== "face-down");
  const wrongCard = readable.find((c) => String(c.index) === index) ?? null;
  const [tileAt, setTileAt] = useState<string>("");
  const [tileFace, setTileFace] = useState<string>("");
  const wrongTile = (lists.entered ?? []).find((t) => String(t.index) === tileAt) ?? null;

  /** What the chosen correction still needs, in words, or null (the approval is the form's). */
  const missing = ((): string | null => {
    if (type === null) return "Choose what to correct.";
    if (reason.trim().length < 3) return "Say why, in a few words: the reason goes into the audit trail.";
    if (type === "correct-card" && index === "") return "Choose the card to correct.";
    if (type === "correct-card" && !card) return "Type the right card, e.g. 9C or 10H.";
    if (type === "correct-tile" && !wrongTile) return "Choose the tile entered wrong.";
    if (type === "correct-tile" && !tileFace) return "Choose the right tile.";
    if (type === "correct-decision" && !recorded) return "Choose the decision tapped wrong.";
    if (type === "correct-decision" && !recorded?.options.some((o) => o.decision === rightDecision)) return "Choose the decision the player made.";
    if (type === "correct-decision" && amounts) {
      const problem = decisionAmountProblem(recorded, rightDecision, amounts, answerAmount);
      if (problem) return problem;
    }
    if (type === "correct-hand" && !setting) return "Choose the seat whose hand was set wrongly.";
    if (type === "correct-hand" && front.length !== 2) return "Choose the two cards the player set in front.";
    if (type === "correct-hand" && sameSetting) return "This is the hand as recorded: choose the two cards the player set in front.";
    if (type === "correct-award" && awardTo.some((p) => p.high.length === 0)) return "Choose the right winner of each pot.";
    if (type === "correct-award" && !potsCents.ok) return potsCents.problem;
    if (type === "correct-award" && sameAward) return "Choose the right winner: this is the award as recorded.";
    return null;
  })();

  /** The correction chosen, as a command of the table's family (its fields read from the view's own lists). */
  function built(kind: CorrectionType): AnyCorrection {
    const why = reason.trim();
    switch (kind) {
      case "correct-card":
        return { type: kind, reason: why, index: Number(index), card: card! };
      case "correct-tile":
        return { type: kind, reason: why, index: wrongTile!.index, tile: tileFace };
      case "correct-decision":
        // The decision is one of the recorded step's options, which the family's own view lists.
        return {
          type: kind,
          reason: why,
          index: recorded!.index,
          decision: rightDecision as Extract<AnyCorrection, { type: "correct-decision" }>["decision"],
          ...(amounts && answerAmount !== null ? { amount: answerAmount } : {}),
        };
      case "correct-hand":
        return { type: kind, reason: why, seat: setting!.seat, split: { high: setting!.cards.filter((c) => !front.includes(c)), low: front } };
      case "correct-award":
        // Each pot's amount where typed (side pots), else the pot as recorded.
        if (potsCents.ok && potsCents.cents) {
          const cents = potsCents.cents;
          return { type: kind, reason: why, pots: awardTo.map((p, i) => ({ high: [...p.high], ...(p.low?.length ? { low: [...p.low] } : {}), cents: cents[i]! })) };
        }
        return { type: kind, reason: why, pots: awardTo.map((p) => ({ high: [...p.high], ...(p.low?.length ? { low: [...p.low] } : {}) })), ...(last?.potCents != null ? { potCents: last.potCents } : {}) };
      default:
        return { type: kind, reason: why };
    }
  }

  /** After a correction is done: a blank form. */
  function clear() {
    setPicked(null);
    setReason("");
    setIndex("");
    setCardText("");
    setDecisionAt("");
    setRightDecision("");
    setAmountText("");
    setTileAt("");
    setTileFace("");
    setHandSeat("");
    setFront([]);
    setPots(null);
    setPotTexts(null);
  }

  return {
    lastRound,
    choices,
    type,
    pick: setPicked,
    reason,
    setReason,
    // Each correction's fields, named as its part of the form takes them.
    card: { readable, index, cardText, card, wrongCard, onIndex: setIndex, onCardText: setCardText },
    tile: { entered: lists.entered ?? [], tileAt, tileFace, wrongTile, onTileAt: setTileAt, onTileFace: setTileFace },
    decision: {
      decisions,
      decisionAt,
      rightDecision,
      amountText,
      onDecisionAt(at: string) {
        setDecisionAt(at);
        setRightDecision("");
        setAmountText("");
      },
      onRightDecision(decision: string) {
        setRightDecision(decision);
        setAmountText("");
      },
      onAmountText: setAmountText,
    },
    hand: {
      handSettings: lists.handSettings ?? [],
      handSeat,
      setting,
      front,
      onSeat(seat: string) {
        setHandSeat(seat);
        setFront([]);
      },
      onFront: setFront,
    },
    award: { last, awardTo, setPots, potTexts: sidePots ? amountTexts : null, setPotTexts },
    missing,
    built,
    clear,
  };
}
