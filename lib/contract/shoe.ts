/**
 * The card-reading shoe's side of the `/tables` socket namespace (docs/shoe.md is this for a shoe's
 * vendor): a paired shoe says hello, then sends each card as it comes out; the table takes it as the
 * next card due, or refuses it in words, and the refusal is shown on the dealer's tablet too.
 */

/** One card as the shoe read it: rank (A 2-9 T J Q K, or 10) and suit (S H D C), e.g. "9S", "TD", "10d". */
export interface ShoeCardMessage {
  /**
   * The shoe's own id for this card, unique for the shoe (8-64 characters: letters, digits, - _ :).
   * A card sent again with the same id (after a lost answer) is answered, never dealt twice.
   */
  readonly id: string;
  readonly card: string;
}

/** The answer to a card: taken (the table's version after it), or refused with a code and words. */
export type ShoeCardAck =
  | { readonly ok: true; readonly version: number; readonly duplicate?: boolean; readonly card: string }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      readonly card?: string;
      /** True when the table could not answer yet (not a refusal by the rules): send the same card with the same id again. */
      readonly retry?: boolean;
    };

/** The answer to hello: which table the shoe deals to, and the deck counts its game is dealt with. */
export type ShoeHelloAck =
  | { readonly ok: true; readonly tableId: string; readonly tableName: string; readonly gameId: string; readonly deckChoices: readonly number[]; readonly takesCards: boolean }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** The answer to status: whether the rules expect a card now (a simulated shoe deals only then; a real shoe need not ask). */
export type ShoeStatusAck = { readonly ok: true; readonly version: number; readonly cardDue: boolean } | { readonly ok: false; readonly code: string; readonly message: string };

export interface ShoeClientEvents {
  "shoe:hello": (message: Record<string, never>, ack: (answer: ShoeHelloAck) => void) => void;
  "shoe:status": (message: Record<string, never>, ack: (answer: ShoeStatusAck) => void) => void;
  "shoe:card": (message: ShoeCardMessage, ack: (answer: ShoeCardAck) => void) => void;
}

/** What the dealer's tablet (and a supervisor following the table) hears when the table refuses a shoe's card. */
export interface ShoeRefusedNotice {
  readonly tableId: string;
  readonly card: string;
  /** In the dealer's words: "The shoe sent 9S, but no card is due: …". */
  readonly message: string;
}
