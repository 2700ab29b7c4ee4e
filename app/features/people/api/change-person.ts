import { apiRequest } from '#app/lib/api.ts';
import { peopleKeys } from '#app/lib/admin/api/query-keys.ts';
import { withProof } from '#app/lib/admin/proof.ts';
import { type MutationConfig, useEndpointMutation } from '#app/lib/admin/use-endpoint-mutation.ts';

export type PersonChange = 'disable' | 'enable' | 'remove' | 'sessions' | 'reset-factors';

/** One of the changes to another admin's account, by its path after the username. */
export const changePerson = (username: string, change: PersonChange) => {
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

/** Changes `username`'s account (the variable is the change); made or refused, the people are loaded again. */
export const useChangePerson = (username: string, config?: MutationConfig<{ success: true }, PersonChange>) =>
  useEndpointMutation(
    (change: PersonChange) => changePerson(username, change),
    { onSettled: (client) => client.invalidateQueries({ queryKey: peopleKeys.all }) },
    config,
  );
