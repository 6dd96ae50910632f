/** A period of the reports, as the page's address and the report requests carry it. */
export interface ReportPeriod {
  readonly day: string;
  /** A shift id, or "all" for the whole day. */
  readonly shift: string;
}

/** The period as a request's query string. */
export function periodQuery(p: ReportPeriod): string {
  return `day=${encodeURIComponent(p.day)}&shift=${encodeURIComponent(p.shift)}`;
}
