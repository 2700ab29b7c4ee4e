import { options, type VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/**
 * Renders a page at build time (`ssr: false`: this only runs for the prerendered HTML). Preact
 * renders it (decision 0011) and waits for every suspended part, so the loader data React Router
 * streams into the page lands as plain inline scripts in document order; Preact's streaming
 * renderer would wrap late parts in templates, where scripts never run.
 */
// React drops `suppressHydrationWarning` (React Router sets it on its scripts and links); Preact's
// renderer would print it as an attribute.
const nextVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string')
    delete (vnode.props as { suppressHydrationWarning?: boolean }).suppressHydrationWarning;
  nextVnodeHook?.(vnode);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The element is built with React's types; the build runs it on Preact, whose renderer types
  // its argument as a Preact VNode.
  const page = (<ServerRouter context={routerContext} url={request.url} />) as unknown as VNode;
  const html = dataScriptsIntoBody(await renderToStringAsync(page));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { status: responseStatusCode, headers: responseHeaders });
}

/**
 * React Router renders the scripts that carry the loader data after the root layout, so they
 * follow `</html>`. A browser would move them into `<body>` while parsing; this writes them there.
 */
function dataScriptsIntoBody(html: string) {
  const end = '</body></html>';
  const at = html.indexOf(end);
  return at === -1 ? html : html.slice(0, at) + html.slice(at + end.length) + end;
}
