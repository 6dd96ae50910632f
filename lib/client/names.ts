/**
 * The names screens show for what the system stores by id: a game as filed, a fee schedule by its
 * title (never "fortune-7-baccarat"), an option as "option 3", a bet by its name on the layout.
 * An id the system does not know is shown as it is, so nothing is ever hidden. It never imports the
 * domain registry (every family's engine): the tablet reads it through the audit words.
 */

/** The fee schedule's words are the domain's (lib/domain/fees/schedule-words.ts), shared with the floor's records. */
export { scheduleTitle, feeOptionWords as feeOptionTitle } from "@/lib/domain/fees/schedule-words";

/**
 * A filing line as a reader says it: "seed 002 L50" or "000_46d708fc1e637b4c.txt L50" (the
 * repository's names of the filings) become "filing line 50"; words after the citation are kept.
 */
export function filingWords(source: string): string {
  return source.replace(/\b(?:seeds?\s*\d+|\d{3}_[0-9a-f]{6,}\.txt)\s*L?([0-9][0-9, ]*(?:-[0-9]+)?)?/gi, (_m, lines?: string) => {
    const tail = lines?.match(/[\s,]*$/)?.[0] ?? "";
    const l = lines?.trim().replace(/,\s*$/, "");
    if (!l) return "the filing";
    return `${/[-,]/.test(l) ? `filing lines ${l.replace(/-/g, "–")}` : `filing line ${l}`}${tail.includes(" ") ? " " : ""}`;
  });
}
