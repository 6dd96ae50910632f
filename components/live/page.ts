/**
 * The players' phone pages as whole documents: /live (the room's games, and the player's own place
 * with their code), the form to join a list, and the short pages that say why not. Plain HTML with
 * the inline stylesheet and, on /live, two scripts (socket.io's client and live-client.ts): nothing
 * of the tablet's or the wall's code, no framework.
 */
import { html, raw, type Html } from "./html";
import { LIVE_CSS } from "./styles";

export interface LiveScripts {
  /** The URLs of socket.io's client and of the page's own script. */
  readonly socketIo: string;
  readonly client: string;
}

function documentOf(title: string, body: Html, scripts: LiveScripts | null): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#063d27">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/icon.svg">
<style>${raw(LIVE_CSS)}</style>
</head>
<body>
${body}
${scripts ? html`<script src="${scripts.socketIo}" defer></script>
<script src="${scripts.client}" defer></script>` : null}
</body>
</html>
`;
}

function header(status: Html | null): Html {
  return html`<header><h1>Poker room, live</h1>${status}</header>`;
}

export interface LivePageInput {
  /** The games section's markup (games.ts). */
  readonly games: Html;
  /** The player's section (places.ts), or the form to type a code. */
  readonly place: Html;
  /** The code the page was opened with, checked (the script subscribes with it). */
  readonly code: string | null;
  readonly version: number;
  readonly serverTime: number;
  /** "Updated 8:41 PM": the status line until the script says "Live". */
  readonly updated: string;
  readonly scripts: LiveScripts;
}

/** /live: the player's own place first (what they came for), then the room's games. */
export function livePage(input: LivePageInput): Html {
  const body = html`${header(html`<p id="live-status" role="status" data-state="static">${input.updated}</p>`)}
<main id="live" data-code="${input.code ?? ""}" data-version="${input.version}" data-server-time="${input.serverTime}">
<section id="live-place" aria-labelledby="place-heading">${input.place}</section>
<section id="live-games" aria-labelledby="games-heading">${input.games}</section>
</main>
<footer>Players are shown by initials only. Your name and phone number are never shown here.</footer>`;
  return documentOf("Poker room, live", body, input.scripts);
}

/** A short page: why not, and where to go. */
export function messagePage(title: string, message: string, back: { href: string; label: string } | null = null): Html {
  const body = html`${header(null)}
<main>
<h2>${title}</h2>
<p class="problem" role="alert">${message}</p>
${back ? html`<a class="button" href="${back.href}">${back.label}</a>` : null}
</main>`;
  return documentOf(`${title} · Poker room, live`, body, null);
}

export interface JoinPageInput {
  readonly key: string;
  readonly game: string;
  readonly stakes: string;
  /** "7 waiting · Table 25: 2 open seats". */
  readonly situation: string;
  /** The form's one-time value: the same join however often it is sent. */
  readonly nonce: string;
  /** Joining with a code already held (the new place shares it and the name of the player's other place). */
  readonly code: string | null;
  readonly lapseMinutes: number;
  readonly calledAfterCheckIn: boolean;
  readonly problem: string | null;
  readonly typed: { readonly name: string; readonly initials: string };
}

/** The form to join one list from the phone. */
export function joinPage(input: JoinPageInput): Html {
  const fields = input.code
    ? html`<p>You join with your code <strong class="code">${`${input.code.slice(0, 3)} ${input.code.slice(3)}`}</strong>, under the name of your other list.</p>
<input type="hidden" name="code" value="${input.code}">`
    : html`<label for="name">Your name, as the desk will call you</label>
<input id="name" name="name" value="${input.typed.name}" autocomplete="name" maxlength="40" required>
<label for="initials">Initials for the board (optional)</label>
<input id="initials" name="initials" value="${input.typed.initials}" autocomplete="off" autocapitalize="characters" maxlength="6" placeholder="From your name">
<p class="quiet">Only the desk sees your name; the board and this page show your initials.</p>`;
  const back = input.code ? `/live?code=${encodeURIComponent(input.code)}` : "/live";
  const body = html`${header(null)}
<main>
<h2>Join ${input.game}</h2>
<p class="stakes">${input.stakes}</p>
<p>${input.situation}</p>
${input.problem ? html`<p class="problem" role="alert" data-testid="join-problem">${input.problem}</p>` : null}
<form method="post" action="/live/join">
<input type="hidden" name="list" value="${input.key}">
<input type="hidden" name="nonce" value="${input.nonce}">
${fields}
<p class="notice">Come to the desk within <strong>${input.lapseMinutes} minutes</strong> to check in, or your place lapses.${input.calledAfterCheckIn ? " You keep your place in line and are called once you have checked in." : ""}</p>
<button type="submit">Put me on the list</button>
</form>
<a class="button quiet-button" href="${back}">Back to the lists</a>
</main>`;
  return documentOf(`Join ${input.game} · Poker room, live`, body, null);
}
