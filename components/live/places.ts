/**
 * A player's own places in line on their phone, with their code: where they stand on each of their
 * lists, the call with its countdown ("Called to Table 25 seat 5"), what to do when they joined
 * from the phone (check in at the desk by a time), taking themselves off a list (confirmed first),
 * and the places that ended. Nothing of anyone else. Rendered on the server, first paint and pushes.
 */
import type { LivePlace, WaitlistLivePlaces } from "@/lib/domain/waitlist";
import { html, type Html } from "./html";
import { clockTime, endWords, positionWords, stakesWords, tableWords, timeLeft } from "./words";

export interface PlacesOptions {
  /** The player's code as typed on the page ("K7M4PX"): the leave form sends it back. */
  readonly code: string;
  readonly timeZone: string;
  /** The server's clock when rendered: countdowns start from it (the page's script keeps them going). */
  readonly now: number;
}

function spaced(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

function status(place: LivePlace, options: PlacesOptions): Html {
  if (place.call && place.status === "called") {
    return html`<p class="call" role="status">Called to ${tableWords(place.call.table)} seat ${place.call.seat}</p>
<p>Come to the desk now: <strong class="countdown" data-expires="${place.call.expiresAt}">${timeLeft(place.call.expiresAt - options.now)}</strong> left</p>`;
  }
  if (place.call && place.status === "answered") return html`<p class="call" role="status">Going to ${tableWords(place.call.table)} seat ${place.call.seat}</p>`;
  const playing = place.playingAt ? html`<p>Playing at ${tableWords(place.playingAt.table)} seat ${place.playingAt.seat}</p>` : null;
  return html`${playing}<p class="position"><strong>${positionWords(place)}</strong>${place.of > 1 ? html` <span class="of">of ${place.of}</span>` : null}</p>`;
}

function checkIn(place: LivePlace, options: PlacesOptions): Html | null {
  if (!place.remote) return null;
  if (place.remote.checkedIn) return html`<p class="ok">Checked in at the desk</p>`;
  return html`<p class="notice">Joined from your phone: check in at the desk by <strong>${clockTime(place.remote.lapsesAt, options.timeZone)}</strong>, or your place lapses.${place.waitsForCheckIn ? " You keep your place, and are called once you have checked in." : ""}</p>`;
}

function leave(place: LivePlace, options: PlacesOptions): Html {
  const list = `${place.game} ${stakesWords(place.stakes)}`;
  return html`<details class="leave" data-key="${`leave-${place.key}`}">
<summary>Take me off this list</summary>
<form method="post" action="/live/leave">
<input type="hidden" name="code" value="${options.code}">
<input type="hidden" name="list" value="${place.key}">
<p>Take yourself off ${list}? You lose your place; joining again puts you at the end.</p>
<button type="submit" class="danger">Yes, take me off</button>
<a class="button quiet-button" href="${`/live?code=${encodeURIComponent(options.code)}`}" data-keep>No, keep my place</a>
</form>
</details>`;
}

function placeCard(place: LivePlace, options: PlacesOptions): Html {
  return html`<article class="${place.status === "waiting" ? "place" : "place called"}" aria-label="${`Your place on ${place.game} ${stakesWords(place.stakes)}`}" data-testid="live-place" data-list="${place.key}">
<h3>${place.game} <span class="stakes">${stakesWords(place.stakes)}</span></h3>
${status(place, options)}
${checkIn(place, options)}
${place.queue === "list" || place.queue === "must-move" ? leave(place, options) : null}
</article>`;
}

/** The player's section's inner markup (the socket replaces it whole). */
export function placesBody(places: WaitlistLivePlaces, options: PlacesOptions): Html {
  const initials = places.places[0]?.initials;
  return html`<h2 id="place-heading">Your place${initials ? html` <span class="you">${initials}</span>` : null}</h2>
<p class="code-line">Your code <strong class="code" data-testid="live-code">${spaced(options.code)}</strong></p>
${places.places.length ? places.places.map((p) => placeCard(p, options)) : html`<p class="quiet">You are not on any list now.</p>`}
${
  places.past.length
    ? html`<h3 class="earlier">Earlier</h3><ul class="past">${places.past.slice(0, 5).map((p) => html`<li><strong>${endWords(p.end)}</strong> · ${p.list} · ${clockTime(p.at, options.timeZone)}</li>`)}</ul>`
    : null
}`;
}

/** The player's section when the code was refused (wrong, too many tries, not a code): why, and the form to try again. */
export function codeProblemBody(message: string, typed: string | null): Html {
  return html`<h2 id="place-heading">Your place</h2>
<p class="problem" role="alert" data-testid="live-code-problem">${message}</p>
${codeForm(typed)}`;
}

/** Typing a code told at the desk. */
export function codeForm(typed: string | null = null): Html {
  return html`<form method="get" action="/live" class="code-form">
<label for="code">Have a code from the desk? See your place</label>
<div class="row"><input id="code" name="code" value="${typed ?? ""}" inputmode="text" autocapitalize="characters" autocomplete="off" spellcheck="false" maxlength="9" placeholder="K7M 4PX" required>
<button type="submit">Show</button></div>
</form>`;
}
