/**
 * How the dealer tablet authenticates its socket: the ONE place to change (or drop) when staff
 * sign-in settles. The server authenticates a staff socket by its session cookie (sent by the
 * browser on its own); `role` is what the early demo authenticator read from the handshake, and
 * `as: "staff"` tells the cookie authenticator to use the staff session only, so a browser that also
 * holds a wall-display credential still gets the dealer's view, never the display's.
 */
export const DEALER_AUTH: Readonly<Record<string, string>> = Object.freeze({ role: "dealer", as: "staff" });
