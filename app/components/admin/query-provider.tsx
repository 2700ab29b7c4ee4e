import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ReauthDialog } from './reauth.tsx';

/**
 * Spec §7's data-fetching defaults: no retry, no polling, no refetch on window focus,
 * cached data never stale, and a query without observers dropped after 5 minutes (§9).
 */
export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;
/** One client per browser tab, so the cache survives moving between admin pages. */
const queryClient = () =>
  typeof window === 'undefined' ? createAdminQueryClient() : (browserClient ??= createAdminQueryClient());

/** The admin pages' query client, and the dialog that asks an admin to confirm it is them (reauth.tsx). */
export default function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(queryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <ReauthDialog />
    </QueryClientProvider>
  );
}
