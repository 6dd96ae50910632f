/**
 * The phone page's whole script (/live), a few hundred bytes gzipped beside socket.io's client:
 * the page is rendered on the server, and this keeps it live. It subscribes to the lists' socket
 * (`waitlist:subscribe { screen: "live", code }`), puts each section the server pushes in place
 * (the games for everyone, the player's own places for their code), keeps the call countdowns
 * running on the server's clock, and says whether the page is live.
 *
 * It is served as the text of this one function (`liveClientScript`): so it must stay
 * self-contained, with no import and no name from outside it, and use nothing newer than the
 * phones of the room's players run (no framework, no build step; the type checker still reads it).
 */
type LiveSection = { version: number; serverTime: number; html: string };
type SubscribeReply = { ok: true; version: number; serverTime: number; games: string; place: string | null } | { ok: false; code: string; message: string };
type IoClient = (path: string, options: Record<string, unknown>) => {
  on(event: string, listener: (...args: never[]) => void): void;
  emit(event: string, payload: unknown, ack: (reply: SubscribeReply) => void): void;
  connect(): void;
};

export function liveClient(): void {
  const root = document.getElementById("live");
  const status = document.getElementById("live-status");
  const io = (window as unknown as { io?: IoClient }).io;
  if (!root || !status || !io) return;
  const code = root.getAttribute("data-code") || null;
  let version = Number(root.getAttribute("data-version")) || 0;
  let placeVersion = version;
  let offset = (Number(root.getAttribute("data-server-time")) || Date.now()) - Date.now();
  let closed = false;

  function say(text: string, state: string): void {
    status!.textContent = text;
    status!.setAttribute("data-state", state);
  }

  function pad(n: number): string {
    return n < 10 ? "0" + n : String(n);
  }

  function tick(): void {
    const now = Date.now() + offset;
    const counters = root!.querySelectorAll("[data-expires]");
    for (let i = 0; i < counters.length; i++) {
      const left = Number(counters[i]!.getAttribute("data-expires")) - now;
      const s = Math.ceil(left / 1000);
      counters[i]!.textContent = left <= 0 ? "time is up" : Math.floor(s / 60) + ":" + pad(s % 60);
    }
  }

  /** Put a pushed section in place, keeping a confirmation the player has open. */
  function put(id: string, markup: string): void {
    const section = document.getElementById(id);
    if (!section) return;
    const open: string[] = [];
    const details = section.querySelectorAll("details[open]");
    for (let i = 0; i < details.length; i++) open.push(details[i]!.getAttribute("data-key") || "");
    section.innerHTML = markup;
    const again = section.querySelectorAll("details");
    for (let i = 0; i < again.length; i++) if (open.indexOf(again[i]!.getAttribute("data-key") || "") >= 0) again[i]!.setAttribute("open", "");
    if (code) {
      // The shared games section knows no code: the join links carry this player's, so a new place
      // shares it; a list the player is on already has none.
      const mine: string[] = [];
      const places = root!.querySelectorAll("#live-place [data-list]");
      for (let i = 0; i < places.length; i++) mine.push(places[i]!.getAttribute("data-list") || "");
      const links = root!.querySelectorAll("a[data-join]");
      for (let i = 0; i < links.length; i++) {
        const link = links[i] as HTMLAnchorElement;
        if (link.href.indexOf("code=") < 0) link.href += "&code=" + encodeURIComponent(code);
        link.hidden = mine.indexOf(link.getAttribute("data-list") || "") >= 0;
      }
    }
    tick();
  }

  function games(message: LiveSection): void {
    if (message.version < version) return;
    version = message.version;
    offset = message.serverTime - Date.now();
    put("live-games", message.html);
  }

  function place(message: LiveSection): void {
    if (message.version < placeVersion) return;
    placeVersion = message.version;
    put("live-place", message.html);
  }

  // "No, keep my place" closes the confirmation without a page load.
  root.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const keep = target && target.closest ? target.closest("a[data-keep]") : null;
    const details = keep && keep.closest ? keep.closest("details") : null;
    if (details) {
      event.preventDefault();
      details.removeAttribute("open");
    }
  });

  const socket = io("/waitlist", { auth: { as: "live" }, transports: ["websocket", "polling"], tryAllTransports: true, reconnectionDelay: 1000, reconnectionDelayMax: 10000 });
  socket.on("connect", () => {
    socket.emit("waitlist:subscribe", { screen: "live", code: code }, (reply) => {
      if (!reply.ok) {
        say(reply.message, "off");
        return;
      }
      say("Live", "live");
      games({ version: reply.version, serverTime: reply.serverTime, html: reply.games });
      if (reply.place !== null) place({ version: reply.version, serverTime: reply.serverTime, html: reply.place });
    });
  });
  socket.on("waitlist:live", games);
  socket.on("waitlist:place", place);
  socket.on("waitlist:live-off", () => {
    closed = true;
    say("No longer shown online", "off");
  });
  socket.on("disconnect", () => {
    if (!closed) say("Reconnecting…", "off");
  });
  socket.on("connect_error", () => say("Reconnecting…", "off"));
  setInterval(tick, 1000);
  tick();
}

/** The script as the page loads it: the function's own text, run once the page is parsed. */
export function liveClientScript(): string {
  return `"use strict";(${liveClient.toString()})();\n`;
}
