/**
 * The parameter value under which each dynamic route prerenders its own not-found
 * view (e.g. /success-stories/_not-found). The server answers any unknown id below
 * that route with this page and status 404, so the page hydrates cleanly into the
 * same view. Content ids cannot start with '_', so it never collides with one.
 */
export const NOT_FOUND_PARAM = '_not-found';
