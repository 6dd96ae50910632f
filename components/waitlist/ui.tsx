/** Small pieces the lists' floor screen shares. */
import type { ReactNode } from "react";

export const inputClass = "mt-1 block w-full min-h-11 rounded-md border border-slate-500 bg-slate-950 px-3 py-2 text-slate-100";
export const labelClass = "block text-sm font-medium text-slate-200";

export function Panel({ title, id, children, actions, description }: { title: string; id: string; children: ReactNode; actions?: ReactNode; description?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl border border-slate-700 bg-slate-900 p-4 sm:p-5">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-xl font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-1 max-w-3xl text-sm text-slate-300">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Badge({ children, tone = "neutral" }: { children: ReactNode; tone?: "neutral" | "amber" | "green" | "blue" }) {
  const tones = { neutral: "bg-slate-700 text-white", amber: "bg-amber-400 text-slate-950", green: "bg-emerald-700 text-white", blue: "bg-sky-800 text-white" };
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-sm font-semibold ${tones[tone]}`}>{children}</span>;
}
