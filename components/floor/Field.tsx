"use client";
import { useId, type ReactNode } from "react";
import { labelClass } from "./ui";

/** A form control with its own label (label and control linked by id, so the name is the label alone). */
export function Field({ label, children, className }: { label: ReactNode; children: (id: string) => ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
