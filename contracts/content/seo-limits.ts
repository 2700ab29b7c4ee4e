// The lengths search engines show of a title and a description, about: longer is cut off in the result. Apart from
// the schemas (fields.ts) so the studio's search preview can read them.
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
