/** Small shared pieces of the floor's and admin's screens. */
import type { ReactNode } from "react";

export function Section({ title, id, children, description, actions }: { title: string; id: string; children: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl border border-slate-700 bg-slate-900 p-4 sm:p-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-xl font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-1 max-w-3xl text-sm text-slate-300">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function ErrorNote({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} role="alert" className="mt-3 rounded-md border border-red-500 bg-red-950 px-3 py-2 text-red-100">
      {children}
    </p>
  );
}

export function OkNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-3 rounded-md border border-emerald-500 bg-emerald-950 px-3 py-2 text-emerald-100">
      {children}
    </p>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-300">
      <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label}
    </span>
  );
}

export const inputClass = "mt-1 block w-full min-h-11 rounded-md border border-slate-500 bg-slate-950 px-3 py-2 text-slate-100";
export const labelClass = "block text-sm font-medium text-slate-200";
export const thClass = "px-2 py-2 text-left font-semibold text-slate-200";
export const tdClass = "px-2 py-2 align-top";
export const linkButtonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-slate-700 px-4 font-semibold text-white hover:bg-slate-600";
