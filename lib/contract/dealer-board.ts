/** The floor's dealer board on the wire (GET /api/floor/dealers): who deals which table, and who is free. */
export interface DealerOnDuty {
  readonly assignmentId: string;
  readonly staffId: string;
  readonly name: string;
  readonly validFrom: string;
  /** When the assignment ends (the end of the shift), or null while open-ended. */
  readonly validUntil: string | null;
}

export interface DealerBoardTable {
  readonly id: string;
  readonly name: string;
  readonly gameName: string;
  /** Dealers assigned now. */
  readonly onDuty: readonly DealerOnDuty[];
  /** Assignments that start later (the next shift). */
  readonly later: readonly DealerOnDuty[];
  /** A dealer tablet of this table is connected now. */
  readonly tabletConnected: boolean;
}

export interface DealerBoardDealer {
  readonly id: string;
  readonly name: string;
  readonly username: string;
  /** The tables this dealer deals now. */
  readonly tables: readonly string[];
}

export interface DealerBoard {
  readonly now: string;
  readonly timeZone: string;
  readonly shifts: readonly { readonly id: string; readonly name: string; readonly start: string; readonly end: string; readonly current: boolean }[];
  readonly tables: readonly DealerBoardTable[];
  readonly dealers: readonly DealerBoardDealer[];
}
