/**
 * HTML as text for the players' phone page (/live), which the server renders whole and sends with
 * no framework (the page's own script is a few lines: live-client.ts). Every value put into the
 * `html` template is escaped unless it is itself `Html`, so a name or a list typed on the floor can
 * never become markup on a phone.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function part(value: unknown): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(part).join("");
  return escapeHtml(String(value));
}

/** A template of markup: `html\`<p>${name}</p>\`` escapes `name`; arrays of Html are joined; null, undefined and false are left out. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += part(value) + strings[i + 1]!;
  });
  return new Html(out);
}

/** Markup made elsewhere and trusted as it is (the page's own CSS and script). */
export function raw(text: string): Html {
  return new Html(text);
}
