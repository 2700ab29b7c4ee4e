// The media library's public face (issue 36, decision 0082): uploads checked by their bytes, originals and variants in
// the database, variants served from each instance's disk.
export { type MediaLibrary, createMediaLibrary } from './media.service.ts';
export { mediaAdminRoutes, mediaRoutes } from './media.routes.ts';
export { mediaUsage } from './usage.ts';
