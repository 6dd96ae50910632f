import type { DisplayPrincipal, ShoePrincipal } from "./displays";
import { displayRoom, sessionRoom, staffRoom } from "./revocations";
import type { StaffPrincipal } from "./sessions";

/**
 * A signed-in staff member's browser showing a wall display page (`auth: { as: "display" }`
 * without a display credential): it gets the display's role and view, never more than the staff
 * member could see. Useful to preview a wall, and for the demo floor's "Wall display" links.
 */
export type StaffPreviewPrincipal = Omit<StaffPrincipal, "kind" | "role"> & { readonly kind: "staff-preview"; readonly role: "display"; readonly staffRole: StaffPrincipal["role"] };

/** Whoever is behind a request or a socket: a signed-in staff member, a paired display, or (sockets only) a paired card-reading shoe. */
export type AuthenticatedPrincipal = StaffPrincipal | DisplayPrincipal | StaffPreviewPrincipal | ShoePrincipal;

export function asDisplayPreview(staff: StaffPrincipal): StaffPreviewPrincipal {
  return { ...staff, kind: "staff-preview", role: "display", staffRole: staff.role };
}

/**
 * The rooms a socket of this principal joins, so revoking its credential closes it (see
 * revocations.ts). Any other principal (a test's own authenticator) joins none.
 */
export function principalRooms(principal: unknown): string[] {
  const p = principal as Partial<{ kind: string; id: string; sessionId: string; displayId: string; shoeId: string }> | null;
  if (!p || typeof p !== "object") return [];
  if (p.kind === "display" && p.displayId) return [displayRoom(p.displayId)];
  // A shoe is a paired device like a display: revoking it closes its socket (revokeDisplay).
  if (p.kind === "shoe" && p.shoeId) return [displayRoom(p.shoeId)];
  if ((p.kind === "staff" || p.kind === "staff-preview") && p.sessionId && p.id) return [sessionRoom(p.sessionId), staffRoom(p.id)];
  return [];
}
