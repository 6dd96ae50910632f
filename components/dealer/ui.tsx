/** Small shared pieces of the dealer tablet. */
import type { ReactNode } from "react";

export function Panel({ title, id, children, actions, tone = "plain", testId }: { title: ReactNode; id: string; children: ReactNode; actions?: ReactNode; tone?: "plain" | "focus"; testId?: string }) {
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={`rounded-xl border p-4 ${tone === "focus" ? "border-amber-300 bg-slate-900 shadow-[0_0_0_1px_rgba(252,211,77,0.4)]" : "border-slate-700 bg-slate-900"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-50">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export const inputClass =
  "block w-full min-h-12 rounded-lg border border-slate-400 bg-slate-950 px-3 py-2 text-lg text-slate-50 placeholder:text-slate-400 focus-visible:border-amber-300";
export const labelClass = "block text-sm font-medium text-slate-200";

/** A toggle button for one choice of a few (hit/stand, source, seated/backline). */
export function Choice({ pressed, onClick, children, disabled, testId, label }: { pressed: boolean; onClick: () => void; children: ReactNode; disabled?: boolean; testId?: string; label?: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      className={`min-h-12 rounded-lg border-2 px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${
        pressed ? "border-amber-300 bg-amber-300 text-slate-950" : "border-slate-500 bg-slate-800 text-slate-100 hover:border-slate-300"
      }`}
    >
      {children}
    </button>
  );
}

/**
 * An amount in dollars as the dealer types it ("500", "250.50"; lib/client/dollars.ts reads it):
 * the label, the number pad, and marked invalid once something is typed that is not `ok`.
 */
export function DollarsField({
  label,
  text,
  onText,
  ok,
  describedBy,
  testId,
  autoFocus,
  className = "block",
}: {
  label: string;
  text: string;
  onText: (text: string) => void;
  ok: boolean;
  describedBy?: string;
  testId?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  return (
    <label className={className}>
      <span className={labelClass}>{label}</span>
      <input
        className={inputClass}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => onText(e.target.value)}
        aria-invalid={text.trim() !== "" && !ok ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        autoFocus={autoFocus}
      />
    </label>
  );
}
