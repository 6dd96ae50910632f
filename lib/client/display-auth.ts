/**
 * How a wall display authenticates its socket: the ONE place to change it.
 *
 * The page asks to be a display (`as: "display"`): a paired wall's display cookie gives the display
 * view of its one table; a browser holding a staff session and no display cookie (a supervisor
 * previewing the wall) gets the display role too, over the tables that staff member may see
 * (lib/server/auth/socket-auth.ts), so this page never receives a staff view. `role` is what the
 * demo server read before pairing existed; harmless now.
 */
export const DISPLAY_AUTH: Readonly<Record<string, string>> = Object.freeze({ role: "display", as: "display" });
