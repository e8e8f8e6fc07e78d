/**
 * Admin roles by name (super admin, company admin) and the path prefixes of their areas. A link from a
 * board into an admin area acts on the whole company instance, so the board asks first (the admin confirm
 * dialog). Other admin behaviour is not the visitor board's.
 */

/** The admin roles and where their areas live. */
export const ADMIN_ROLES = {
  superAdmin: { name: 'super admin', pathPrefix: '/super_admin' },
  companyAdmin: { name: 'company admin', pathPrefix: '/company_admin' },
} as const;

/** An admin role's key. */
export type AdminRole = keyof typeof ADMIN_ROLES;

/** The admin role whose area `href` leads into, on the API's own origin; null for any other link. */
export function adminRoleOf(href: string, apiOrigin: string): AdminRole | null {
  let url: URL;
  try {
    url = new URL(href, apiOrigin);
  } catch {
    return null;
  }
  if (url.origin !== apiOrigin) return null;
  for (const [role, { pathPrefix }] of Object.entries(ADMIN_ROLES) as [AdminRole, (typeof ADMIN_ROLES)[AdminRole]][]) {
    if (url.pathname === pathPrefix || url.pathname.startsWith(`${pathPrefix}/`)) return role;
  }
  return null;
}
