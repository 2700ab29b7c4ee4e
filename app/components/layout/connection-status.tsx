import { useEffect } from 'react';
import { toast } from '#app/lib/toast-store.ts';
import { m } from '#contracts/i18n/messages.js';
import { useLocale } from '#app/lib/use-locale.ts';

/** Tells the visitor when the connection drops and returns, before a form fails on them. */
export function ConnectionStatus() {
  const locale = useLocale();
  useEffect(() => {
    const offline = () =>
      toast({
        title: m.offline_title({}, { locale }),
        description: m.offline_text({}, { locale }),
        variant: 'destructive',
      });
    const online = () => toast({ title: m.online_title({}, { locale }), description: m.online_text({}, { locale }) });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    // A connection that dropped before the page could listen is told all the same.
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [locale]);
  return null;
}
