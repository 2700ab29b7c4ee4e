import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

/** One of the changes to another admin's account, by its path after the username. */
export const changePerson = (
  username: string,
  change: 'disable' | 'enable' | 'remove' | 'sessions' | 'reset-factors',
) => {
  const path = `/api/admin/people/${encodeURIComponent(username)}`;
  const [method, url] = {
    disable: ['POST', `${path}/disable`],
    enable: ['POST', `${path}/enable`],
    remove: ['DELETE', path],
    sessions: ['DELETE', `${path}/sessions`],
    'reset-factors': ['POST', `${path}/reset-factors`],
  }[change] as ['POST' | 'DELETE', string];
  return withProof(() => apiRequest<{ success: true }>(url, { method, ...(method === 'POST' ? { json: {} } : {}) }));
};
