/** A table of a replay frame on the floor (its wagers, its hands, its settlement's lines): the headings, and the rows as each part draws them. */
import type { ReactNode } from "react";

/** A column's heading: its words, or a column of amounts (`right`); null, a column this frame does not have. */
export type ReplayHeading = string | { readonly label: string; readonly right: true } | null;

export function ReplayTable({ headings, children, className = "text-sm", cell = "pr-4" }: { headings: readonly ReplayHeading[]; children: ReactNode; className?: string; cell?: string }) {
  return (
    <table className={className}>
      <thead>
        <tr>
          {headings.map((h, i) =>
            h === null ? null : (
              <th key={i} className={`${cell} ${typeof h === "string" ? "text-left" : "text-right"}`}>
                {typeof h === "string" ? h : h.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
