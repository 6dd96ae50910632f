/**
 * What the board shows of a player: initials, never the name a floor person typed in full, and
 * never a phone number. "John Smith" is J.S.; initials typed as such ("JS") stay J.S.; a long name
 * keeps its first two and last initials (Mary Ann de la Cruz: M.A.C.).
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/u)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w.length > 0);
  if (words.length === 0) return "?";
  let letters: string[];
  if (words.length === 1 && /^\p{Lu}{2,3}$/u.test(words[0]!)) letters = [...words[0]!];
  else letters = words.map((w) => [...w][0]!.toUpperCase());
  if (letters.length > 3) letters = [letters[0]!, letters[1]!, letters[letters.length - 1]!];
  return letters.map((l) => `${l}.`).join("");
}

/** Initials a player typed on their phone ("js", "J.S.", "J S"): up to three letters, as the board writes them. */
export function typedInitials(typed: string): string {
  const letters = [...typed.replace(/[^\p{L}]/gu, "").toLocaleUpperCase("en-US")].slice(0, 3);
  return letters.length ? letters.map((l) => `${l}.`).join("") : "?";
}
