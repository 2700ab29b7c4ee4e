// The people domain's public face: accounts of the admin area, managed by admins (issue 33 item 4).
export { peopleRoutes } from './people.routes.ts';
export { createPeopleService, type PeopleService } from './people.service.ts';
