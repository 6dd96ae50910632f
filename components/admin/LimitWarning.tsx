import type { ReactNode } from "react";

/**
 * A warning that does not block (the server decides): the table's limits do not fit its fee schedule
 * option, which is filed for a table limit of its own (docs/rules-decisions/fees.md O2).
 */
export function LimitWarning({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p aria-live="polite" data-testid={testId} className="mt-3 rounded-md border border-amber-400 bg-amber-950 px-3 py-2 text-amber-50">
      <strong className="font-semibold">Check the limits: </strong>
      {children}
    </p>
  );
}
