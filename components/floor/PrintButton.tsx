"use client";
/** Prints the page (hidden on paper). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="min-h-11 rounded-lg bg-slate-900 px-4 font-semibold text-white print:hidden">
      {label}
    </button>
  );
}
