/**
 * CSV for the floor's exports: RFC 4180 quoting, CRLF line ends, and a leading = + - @ in a text
 * cell neutralised so a spreadsheet shows text, never a formula. Numbers are written as numbers.
 */
import { csvCell } from "@/lib/server/auth/audit";

export type CsvValue = string | number | null | undefined;

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

export function csvRow(values: readonly CsvValue[]): string {
  return values.map((v) => (typeof v === "number" ? String(v) : v !== null && v !== undefined && NUMERIC.test(v) ? v : csvCell(v ?? null))).join(",") + "\r\n";
}

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvRow(header) + rows.map(csvRow).join("");
}

/** Cents as a plain decimal dollar amount for spreadsheets: -150 -> "-1.50". */
export function dollarsText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
