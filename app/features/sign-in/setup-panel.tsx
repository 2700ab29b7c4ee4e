import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { useSetupAdmin } from '#app/features/sign-in/api/setup-admin.ts';

/** /admin/setup (spec §2, §8): one button creates the first admin and shows its credentials once. */
export function SetupPanel() {
  const setup = useSetupAdmin({
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to setup admin user'),
        variant: 'destructive',
      }),
  });

  if (setup.data) {
    const { username, password } = setup.data;
    return (
      <div className="grid gap-6">
        <h2 className="text-xl font-bold text-ink-900">Admin user created</h2>
        <dl className="grid gap-3 rounded-md bg-gray-50 p-4 ring-1 ring-gray-200">
          <div>
            <dt className="text-sm font-semibold text-gray-600">Username</dt>
            <dd className="font-mono text-lg text-ink-900">{username}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-gray-600">Password</dt>
            <dd className="font-mono text-lg break-all text-ink-900" data-testid="setup-password">
              {password}
            </dd>
          </div>
        </dl>
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-tone-amber/40 bg-tone-amber/5 p-4 text-tone-amber"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="text-sm leading-relaxed font-medium">
            Warning: store this password now, it is shown only once. Then delete this setup page: it has done its job
            and the server refuses to run it again. You will choose your own password and a second factor when you first
            sign in.
          </p>
        </div>
        <Link to="/admin/login" className={buttonVariants({ size: 'lg' })}>
          Go to Sign In
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <p className="leading-relaxed text-gray-700">
        This creates the default administrator with a random password. It works only while no administrator exists.
      </p>
      {/* A form, so the button works before (and without) JavaScript: the server answers with the credentials page. */}
      <form
        method="post"
        action="/api/setup-admin"
        className="grid"
        onSubmit={(event) => {
          event.preventDefault();
          setup.mutate();
        }}
      >
        <Button type="submit" size="lg" disabled={setup.isPending}>
          {setup.isPending ? 'Creating...' : 'Create Admin User'}
        </Button>
      </form>
    </div>
  );
}
