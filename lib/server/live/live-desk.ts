/**
 * The lists' desk for the players' phones (/live): what a phone may see (the room's lists by
 * initials, a code's own places) and do (join a list when the room allows it, take oneself off),
 * with the code checked and guessing limited before anything is shown or done. The routes
 * (live-routes.ts) and the lists' socket (waitlist-socket.ts) both come through here.
 */
import { livePlaces, liveView, type GameList, type WaitlistLivePlaces, type WaitlistLiveView } from "@/lib/domain/waitlist";
import { AUDIT_ACTIONS, audit } from "@/lib/server/auth/audit";
import type { Database } from "@/lib/server/db/database";
import type { WaitlistService } from "@/lib/server/waitlist/waitlist-service";
import { normalizeCode } from "./code-book";
import { GuessLimit, guessKey } from "./guess-limit";
import { JoinLimit } from "./join-limit";
import type { LiveSwitch } from "./live-switch";

export type CodeCheck =
  | { readonly ok: true; readonly seed: string; readonly code: string }
  | { readonly ok: false; readonly code: "BAD_CODE" | "WRONG_CODE" | "TOO_MANY_GUESSES"; readonly message: string; readonly retryAfterSeconds?: number };

export type DeskAnswer<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly code: string; readonly message: string; readonly status: number; readonly retryAfterSeconds?: number };

/** Where a code was tried, for the audit trail. */
export type CodeUse = "page" | "socket" | "leave" | "join";

const WRONG = "No place in line has that code. Check it on the floor's screen or your photo of it, or ask at the desk.";

function waitWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}

export class LiveDesk {
  readonly guesses: GuessLimit;
  readonly joins: JoinLimit;

  constructor(
    private readonly db: Database,
    readonly lists: WaitlistService,
    readonly live: LiveSwitch,
    private readonly clock: () => number,
  ) {
    this.guesses = new GuessLimit(async (key, since) => {
      const { rows } = await db.pool.query<{ ms: string }>(
        "SELECT (extract(epoch FROM at) * 1000)::bigint::text AS ms FROM audit_entries WHERE action = $1 AND detail ->> 'key' = $2 AND at > $3 ORDER BY at",
        [AUDIT_ACTIONS.liveCodeWrong, key, new Date(since)],
      );
      return rows.map((r) => Number(r.ms));
    }, clock);
    this.joins = new JoinLimit(clock);
  }

  private readonly keyOf = (list: GameList) => this.lists.codes.listKey(list);

  /** The room's lists as the phones see them. */
  view(): { version: number; serverTime: number; view: WaitlistLiveView } {
    return { version: this.lists.version, serverTime: this.clock(), view: liveView(this.lists.state, this.keyOf, this.lists.unlisted.list()) };
  }

  /** A code's own places in line (the seed from `checkCode`). */
  places(seed: string): { version: number; serverTime: number; places: WaitlistLivePlaces } {
    return { version: this.lists.version, serverTime: this.clock(), places: livePlaces(this.lists.state, seed, this.keyOf) };
  }

  /**
   * A code typed on a phone: its seed, or why not. A code that cannot be one (wrong length, letters
   * codes never use) is refused without counting; a code of nobody counts against the address, and
   * an address past the limit is not checked at all until its time is up.
   */
  async checkCode(raw: string | null | undefined, address: string | null, where: CodeUse): Promise<CodeCheck> {
    const code = normalizeCode(raw);
    if (!code) return { ok: false, code: "BAD_CODE", message: "A code is six letters and digits, like K7M 4PX." };
    const key = guessKey(address);
    await this.guesses.prepare(key);
    // From here to the count, nothing is awaited: a burst of guesses is counted one by one.
    const wait = this.guesses.waitSeconds(key);
    if (wait !== null) return { ok: false, code: "TOO_MANY_GUESSES", message: `Too many wrong codes from this connection. Try again in ${waitWords(wait)}, or ask at the desk.`, retryAfterSeconds: wait };
    const seed = this.lists.codes.find(this.lists.state, code);
    if (seed) return { ok: true, seed, code };
    const { count, locked } = this.guesses.recordWrong(key);
    const at = new Date(this.clock());
    await audit(this.db, { action: AUDIT_ACTIONS.liveCodeWrong, detail: { ip: address, key, where, wrong: count }, at }).catch(() => {});
    if (locked) await audit(this.db, { action: AUDIT_ACTIONS.liveCodeLimited, detail: { ip: address, key, wrong: count }, at }).catch(() => {});
    return { ok: false, code: "WRONG_CODE", message: WRONG };
  }

  /**
   * Join a list from a phone. `nonce`: the form's one-time value (a form sent twice is one join, and
   * answers the same code); `code`: a code the player holds already (the new place shares it, under
   * the name of their other place). The room must allow it (the lists' remoteJoin) and the limits
   * per address and per list must not be reached.
   */
  async join(input: { listKey: string; name: string | null; initials: string | null; nonce: string; code: string | null; address: string | null }): Promise<DeskAnswer<{ code: string }>> {
    if (!this.live.on) return { ok: false, code: "LIVE_OFF", message: "The room does not show its lists online now.", status: 404 };
    const state = this.lists.state;
    const list = this.lists.codes.listOfKey(state, input.listKey);
    if (!list) return { ok: false, code: "UNKNOWN_LIST", message: "That list has closed: pick another game.", status: 404 };
    let seed: string;
    let name: string | null = input.name;
    if (input.code) {
      const checked = await this.checkCode(input.code, input.address, "join");
      if (!checked.ok) return { ...checked, status: checked.code === "TOO_MANY_GUESSES" ? 429 : 404 };
      const mine = Object.values(this.lists.state.entries).find((e) => e.codeSeed === checked.seed);
      if (!mine) return { ok: false, code: "CODE_ENDED", message: "Your code has ended (you are on no list now): join with your name for a new code.", status: 409 };
      seed = checked.seed;
      name = mine.name;
    } else {
      seed = this.lists.codes.joinSeed(input.nonce);
    }
    if (!name) return { ok: false, code: "NAME_NEEDED", message: "Enter your name, as the desk will call it.", status: 400 };
    const id = `live:join:${input.nonce}`;
    // A form sent again after its answer was lost: the same join, answered with its code.
    const joined = Object.values(this.lists.state.entries).find((e) => e.codeSeed === seed && e.queue.kind === "list" && e.queue.listId === list.id);
    if (joined && !input.code) return { ok: true, code: this.lists.codes.codeOf(seed) };
    if (!input.code && this.lists.codes.collides(this.lists.state, seed)) return { ok: false, code: "TRY_AGAIN", message: "That did not work: reload the page and send it again.", status: 409 };
    if (!this.lists.state.options.remoteJoin) return { ok: false, code: "REMOTE_JOIN_OFF", message: "The room is not taking sign-ups from phones right now: ask at the desk.", status: 409 };
    const limit = this.joins.take(guessKey(input.address), list.id);
    if (!limit.ok) {
      const message = limit.limit === "address" ? `Too many sign-ups from this connection. Try again in ${waitWords(limit.waitSeconds)}, or ask at the desk.` : `Many players just joined this list from their phones. Try again in ${waitWords(limit.waitSeconds)}, or ask at the desk.`;
      return { ok: false, code: "TOO_MANY_JOINS", message, status: 429, retryAfterSeconds: limit.waitSeconds };
    }
    const ack = await this.lists.player(id, { type: "remote-join", listId: list.id, name, initials: input.initials, codeSeed: seed }, { ip: input.address });
    if (!ack.ok) return { ok: false, code: ack.code, message: ack.message, status: ack.code === "STORE_UNAVAILABLE" || ack.code === "OUTCOME_UNKNOWN" ? 503 : 409 };
    return { ok: true, code: this.lists.codes.codeOf(seed) };
  }

  /** A player takes themselves off one of their lists (the list by its key), with their code. */
  async leave(input: { code: string; listKey: string; address: string | null }): Promise<DeskAnswer<{ code: string; list: string }>> {
    if (!this.live.on) return { ok: false, code: "LIVE_OFF", message: "The room does not show its lists online now.", status: 404 };
    const checked = await this.checkCode(input.code, input.address, "leave");
    if (!checked.ok) return { ...checked, status: checked.code === "TOO_MANY_GUESSES" ? 429 : checked.code === "BAD_CODE" ? 400 : 404 };
    const state = this.lists.state;
    const list = this.lists.codes.listOfKey(state, input.listKey);
    const entry = list ? Object.values(state.entries).find((e) => e.codeSeed === checked.seed && e.queue.kind !== "seat-change" && e.queue.listId === list.id) : undefined;
    if (!list || !entry) return { ok: false, code: "NOT_ON_LIST", message: "You are no longer on that list.", status: 409 };
    const ack = await this.lists.player(`live:leave:${entry.id}:${entry.signedUpAt}`, { type: "leave-list", entryId: entry.id }, { ip: input.address });
    if (!ack.ok) return { ok: false, code: ack.code, message: ack.message, status: ack.code === "STORE_UNAVAILABLE" || ack.code === "OUTCOME_UNKNOWN" ? 503 : 409 };
    return { ok: true, code: checked.code, list: `${list.game} ${list.stakes}` };
  }

  /** The code of a player on the lists, for the floor's screen; null when the entry is gone or has no code. */
  codeOfEntry(entryId: string): string | null {
    const seed = this.lists.state.entries[entryId]?.codeSeed;
    return seed ? this.lists.codes.codeOf(seed) : null;
  }
}
