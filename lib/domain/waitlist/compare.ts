/**
 * How the lists compare what the floor types with what a table says: names as a floor person reads
 * them (case and spacing aside), and a limit as a player says it, whole dollars with or without
 * their cents ("$3-$6 limit, blinds $1/$3" is the "$3.00-$6.00 limit, blinds $1.00/$3.00" a poker
 * table posts).
 */

function words(s: string): string {
  return s.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");
}

export function sameName(a: string, b: string): boolean {
  return words(a) === words(b);
}

/** A limit's comparison key: its words, whole-dollar amounts without ".00", spaces around "-" and "/" dropped. */
export function stakesKey(stakes: string): string {
  return words(stakes)
    .replace(/(\$[\d,]+)\.00\b/g, "$1")
    .replace(/\s*([-/])\s*/g, "$1");
}

export function sameStakes(a: string, b: string): boolean {
  return stakesKey(a) === stakesKey(b);
}
