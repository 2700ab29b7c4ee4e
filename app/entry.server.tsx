// React Router's default Node entry (@react-router/dev/dist/config/defaults/entry.server.node.tsx), with one addition:
// React DOM's renderToString handed to the page, which renders each island as a root of its own (decision 0070), with
// the registry's components to check each island's against.
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { IslandRenderer } from './islands/island.tsx';
import { islandRenderer } from './islands/island-renderer.server.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <IslandRenderer value={islandRenderer}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandRenderer>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** For the server's publish (decision 0072): the store's content as a render context, and the paths to render. */
export { publication } from './.server/publication.ts';
export { contentFiles } from './.server/content-files.ts';
