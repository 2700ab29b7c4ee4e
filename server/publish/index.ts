// The publish domain's public face: the site rendered from the store's content by the build's own server code.
export { type RenderedFile, liveFilesIn, loadSiteBuild, renderSite } from './render.ts';
export { currentGeneration, pruneGenerations, swapCurrent, writeGeneration } from './generations.ts';
