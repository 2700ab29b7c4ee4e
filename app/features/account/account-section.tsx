// The account page's building blocks: a titled section, and a call that refreshes the account after.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#app/lib/api.ts';
import { toast } from '#app/lib/toast-store.ts';
import { accountKeys, adminKeys } from '#app/lib/admin/api/query-keys.ts';
import { serverMessage } from '#app/lib/admin/request.ts';

export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-6 shadow-soft ring-1 ring-gray-200 sm:p-8">
      <h2 id={id} className="text-xl font-bold text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-2 leading-relaxed text-gray-700">{intro}</p>}
      <div className="mt-6 grid gap-5">{children}</div>
    </section>
  );
}

/** Runs an account call, then refreshes the account; failures become a toast. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async <T,>(key: string, call: () => Promise<T>, success?: (answer: T) => string) => {
    setBusy(key);
    try {
      const answer = await call();
      if (success) toast({ title: 'Done', description: success(answer) });
      return answer;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(adminKeys.me, null);
      toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      return undefined;
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: accountKeys.account });
    }
  };
  return { busy, run };
}
