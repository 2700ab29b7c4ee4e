import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import { meQuery } from '#app/lib/admin/api/me.ts';
import { useLogout } from '#app/lib/admin/api/logout.ts';
import { adminAreas, type Role } from '#contracts/people.ts';

/**
 * The signed-in admin of a page behind the sign-in (spec §4: signed-out visitors go to the
 * sign-in page). A call of the page that answers 401 sets the admin to null to the same end.
 */
export function useSignedIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const gone = me.data === null;
  useEffect(() => {
    if (gone) {
      queryClient.removeQueries({ queryKey: ['admin'] });
      void navigate('/admin/login', { replace: true });
    }
  }, [gone, navigate, queryClient]);
  return me;
}

/** The pages behind the sign-in, and the roles each is for: contracts/people.ts, which the server checks too. */
export const adminLinks: readonly { to: string; label: string; roles: readonly Role[] }[] = adminAreas.map(
  ({ area, label, roles }) => ({ to: `/admin/${area}`, label, roles }),
);
/** The admin pages a role opens. */
export const linksFor = (role: Role | undefined) => adminLinks.filter((link) => role && link.roles.includes(role));

/** Beside an admin page's heading: the pages the user's role opens, the signed-in user and Logout. */
export function SignedInBar({ username, role }: { username: string; role?: Role }) {
  const navigate = useNavigate();
  const signOut = useLogout({
    // Spec §8: a failed logout is only logged; the admin goes to the sign-in page either way.
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => void navigate('/admin/login'),
  });
  return (
    <div className="grid w-full gap-4">
      <nav aria-label="Admin" className="flex flex-wrap gap-2">
        {linksFor(role ?? 'admin').map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) =>
              cn(
                'inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold text-gray-100 ring-1 ring-white/25 hover:bg-white/10',
                isActive && 'bg-white text-ink-900 ring-white hover:bg-white',
              )
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-gray-200">
          Signed in as <strong className="font-semibold text-white">{username}</strong>
        </p>
        <Button variant="outline-light" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          Logout
        </Button>
      </div>
    </div>
  );
}
