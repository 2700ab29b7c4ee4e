// The content domain's public face: the site's content in the database, and the content pack in and out of it.
export { type ContentService, type ImportResult, createContentService } from './content.service.ts';
export { contentRoutes, previewRoutes } from './content.routes.ts';
export { createPreviews } from './preview.service.ts';
export { createScheduleRunner, type ScheduleRunner } from './schedule.runner.ts';
export { PUBLISHED_CHANNEL, latestPublication, listItems, listStoredItems, vacancyTitles } from './content.repository.ts';
export { listDrafts } from './versions.repository.ts';
