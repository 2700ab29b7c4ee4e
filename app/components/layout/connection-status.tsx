import { useEffect } from 'react';
import { toast } from '#app/lib/toast-store.ts';

/** Tells the visitor when the connection drops and returns, before a form fails on them. */
export function ConnectionStatus() {
  useEffect(() => {
    const offline = () =>
      toast({
        title: 'You are offline',
        description: 'Pages you have already opened still work; sending a form needs a connection.',
        variant: 'destructive',
      });
    const online = () => toast({ title: 'Back online', description: 'Your connection has been restored.' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    // A connection that dropped before the page could listen is told all the same.
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return null;
}
