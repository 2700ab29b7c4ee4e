/**
 * The parameter under which each dynamic route prerenders its not-found view (/success-stories/_not-found), which
 * the server answers for any unknown id with a 404. Content ids cannot start with '_', so it never collides with one.
 */
export const NOT_FOUND_PARAM = '_not-found';
