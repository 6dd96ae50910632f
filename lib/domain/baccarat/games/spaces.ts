/** Small builders shared by the game files, so each game reads as its filing's list of betting spaces. */
import type { BetId, BetRule, BetSpec } from "../bet";
import type { LineRule, BankerWinException } from "../bets/line";
import type { Odds } from "../pay-table";
import { odds } from "../pay-table";

export function space(id: BetId, name: string, rule: BetRule, source: string, details: Partial<Omit<BetSpec, "id" | "name" | "rule" | "source">> = {}): BetSpec {
  return Object.freeze({
    id,
    name,
    rule,
    requires: "nothing",
    maxStake: "table-limit",
    placed: "before-deal",
    backline: true,
    playerHandOnFive: "as-dealt",
    source,
    ...details,
  });
}

export function playerLine(onOtherTies: "push" | "lose", pays: Odds = odds(1)): LineRule {
  return { kind: "line", side: "player", pays, bankerWinsTiesOn: [], onOtherTies, bankerWinExceptions: [] };
}

export function bankerLine(onOtherTies: "push" | "lose", exceptions: readonly BankerWinException[] = [], pays: Odds = odds(1)): LineRule {
  return { kind: "line", side: "banker", pays, bankerWinsTiesOn: [], onOtherTies, bankerWinExceptions: exceptions };
}

export const THREE_CARD_7_PUSH: BankerWinException = Object.freeze({ row: "a winning three-card 7 pushes", when: "three-card-7", pays: "push" });
