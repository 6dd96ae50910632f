/**
 * A calculator's refusal of its input and the field path it names, without zod: the tablet's hand
 * entry (pai gow poker's house way) refuses with these, and the schemas beside them in
 * input-errors.ts would bring zod into the browser with them.
 */

/** A refusal of a calculator's input; `message` is "<field>: <why>", one line. */
export class CalculatorInputError extends Error {
  override name = "CalculatorInputError";
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(field === "" ? reason : `${field}: ${reason}`);
  }
}

/** The settlement calculator's refusal of a round, whatever its family. */
export class SettleInputError extends CalculatorInputError {
  override name = "SettleInputError";
}

/** "wagers[2].amount", "choices.hitOnFive[\"0\"]", "input" for the whole. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(String(key))) out += out === "" ? String(key) : `.${String(key)}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out === "" ? "input" : out;
}
