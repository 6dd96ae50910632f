/**
 * A round's face-down cards stay off the floor's records until the round is over (security.md,
 * issue 22 item 7). The replay is made from what is face up by each family (its floor records'
 * `faceUp`, lib/domain/table/<family>/face-up.ts); here is the check by text that stays: the
 * regulator's export of a round still in play replaces every card (or tile) it names beyond what
 * the table's display view shows at that moment by "face-down", and the property tests count the
 * cards a frame or words name against the display's (`cardCounts`, face-up.test.ts).
 */
// A card by its code ("9S", "JK") or as the words say it ("9♠", "10♦", "Joker", lib/domain/cards/card.ts cardWords).
const CARD_TOKEN = /(?<![A-Za-z0-9-])(?:10[SHDC]|[A2-9TJQK][SHDC]|JK|(?:10|[A2-9JQK])[♠♥♦♣]|Joker|[1-6]-[1-6][ab]?)(?![A-Za-z0-9-])/g;
const SUIT_OF_SYMBOL: Readonly<Record<string, string>> = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };

/** One name per card, whichever way it is written: "9♠" and "9S" are the same card, "10♦" is "TD". */
function cardKey(token: string): string {
  if (token === "Joker") return "JK";
  const suit = SUIT_OF_SYMBOL[token.slice(-1)];
  if (suit) return `${token.slice(0, -1).replace(/^10$/, "T")}${suit}`;
  return token.replace(/^10(?=[SHDC]$)/, "T");
}

/** How many times each card or tile shows in a value (every string in it, recursively). */
export function cardCounts(value: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of JSON.stringify(value ?? null).match(CARD_TOKEN) ?? []) counts.set(cardKey(token), (counts.get(cardKey(token)) ?? 0) + 1);
  return counts;
}

/**
 * `value` with each card beyond its count in `seen` (the display view) replaced by "face-down": a
 * string that is one card becomes "face-down", a card inside a sentence "a face-down card". The
 * cards the display shows keep their codes, so nothing is told that the wall does not tell.
 */
export function maskUnseenCards<T>(value: T, seen: unknown): T {
  const budget = cardCounts(seen);
  const take = (token: string): boolean => {
    const key = cardKey(token);
    const left = budget.get(key) ?? 0;
    if (left <= 0) return false;
    budget.set(key, left - 1);
    return true;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") {
      CARD_TOKEN.lastIndex = 0;
      if (new RegExp(`^${CARD_TOKEN.source}$`).test(v)) return take(v) ? v : "face-down";
      return v.replace(CARD_TOKEN, (token) => (take(token) ? token : "a face-down card"));
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      const entries = Object.entries(v).map(([k, x]) => [k, walk(x)] as const);
      // Words about cards beside them ("highText": "Gong (Teen and an 8)") name what a hidden code
      // hid: once anything in the object is hidden, its words fields are hidden too.
      const hidden = entries.some(([k, x]) => !k.endsWith("Text") && JSON.stringify(x) !== JSON.stringify((v as Record<string, unknown>)[k]));
      return Object.fromEntries(entries.map(([k, x]) => [k, hidden && k.endsWith("Text") && typeof x === "string" ? "face-down" : x]));
    }
    return v;
  };
  return walk(value) as T;
}
