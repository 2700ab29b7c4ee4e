import type { CreateAdminResponse } from '#contracts/auth.ts';
import { apiRequest } from '#app/lib/api.ts';
import { withProof } from '#app/lib/admin/proof.ts';

export const createAdmin = (username: string, password: string) =>
  withProof(() =>
    apiRequest<CreateAdminResponse>('/api/create-admin', { method: 'POST', json: { username, password } }),
  );
