import type { PeopleResponse } from '#contracts/people.ts';
import { apiRequest } from '#app/lib/api.ts';

export const fetchPeople = () => apiRequest<PeopleResponse>('/api/admin/people');
