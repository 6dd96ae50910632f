import type { ReactNode } from "react";

/** The walk's column heads, after its status column. */
export function WalkHead({ columns }: { columns: readonly { readonly label: string; readonly right?: boolean }[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-600 text-sm text-slate-200">
        <th scope="col" className="w-8 py-1 pr-1 font-semibold">
          <span className="sr-only">Status</span>
        </th>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={`py-1 pr-2 font-semibold ${c.right ? "text-right" : ""}`}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A step of a walk (a settlement line, a difference): ticked once done, marked while it is the one to do. */
export function WalkRow({ index, done, testId, action, children }: { index: number; done: number; testId: string; action?: string; children: ReactNode }) {
  const settled = index < done;
  const current = index === done;
  return (
    <tr
      data-testid={testId}
      data-action={action}
      data-state={settled ? "done" : current ? "current" : "todo"}
      aria-current={current ? "step" : undefined}
      className={`border-b border-slate-800 ${current ? "bg-amber-300/15 outline outline-2 -outline-offset-2 outline-amber-300" : ""} ${settled ? "text-slate-300" : "text-white"}`}
    >
      <td className="py-2 pr-1 text-center" aria-label={settled ? "Done" : current ? "Now" : "To do"}>
        <span aria-hidden>{settled ? "✓" : current ? "▶" : ""}</span>
      </td>
      {children}
    </tr>
  );
}
