import type { PeopleResponse } from '#contracts/people.ts';
import { apiRequest } from '#app/lib/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { peopleKeys } from '#app/lib/admin/api/query-keys.ts';

export const fetchPeople = () => apiRequest<PeopleResponse>('/api/admin/people');

export const peopleQuery = queryOptions({ queryKey: peopleKeys.all, queryFn: fetchPeople });
