/** Each dynamic route's prerendered not-found view (decision 0003); content ids cannot start with '_'. */
export const NOT_FOUND_PARAM = '_not-found';
