"use client";
/** A report's table of figures: scrolled sideways on a narrow screen, named for screen readers, with its column headings; the caller's rows below. */
import type { ReactNode } from "react";
import { thClass } from "./ui";

/** A column heading: its words, whether its figures stand to the right, how many columns it spans. */
export interface FiguresColumn {
  readonly label: string;
  readonly right?: boolean;
  readonly span?: number;
}

export function FiguresTable({ testId, caption, columns, children }: { testId: string; caption: string; columns: readonly FiguresColumn[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c.label} className={c.right ? `${thClass} text-right` : thClass} colSpan={c.span}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
