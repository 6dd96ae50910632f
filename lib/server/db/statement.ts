/** A parameterised SQL statement, for a transaction run on the pg pool. */
export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}
