import { createContext, type ReactNode, use, useEffect, useId } from 'react';
import { PagePath, usePagePath } from '#app/lib/page-path.tsx';
import type { IslandComponent, IslandName } from './registry.ts';

/** What the prerender (app/entry.server.tsx) gives an island to render itself with; null in the browser. */
export type IslandRenderer = {
  /** React DOM's renderToString: the island's own root, with its own ids. */
  render: (node: ReactNode, identifierPrefix: string) => string;
  /**
   * The component app/islands/registry.ts loads for a name: the one the browser's loader hydrates, so the one the
   * page must render. Two islands' components can take props of one type, which the compiler lets pass.
   */
  registered: (name: IslandName) => Promise<unknown>;
};
export const IslandRenderer = createContext<IslandRenderer | null>(null);

/** True while the root layout renders a page whose only hydrated parts are its islands (decision 0070). */
export const IslandsPage = createContext(false);

/**
 * What an island's root renders, in the prerender and in the browser alike, so that hydration finds the same tree
 * and the same ids: the page's path for the components that read it, and a signal once the tree has committed.
 */
export function IslandRoot({
  path,
  onCommit,
  children,
}: {
  path: string;
  onCommit?: () => void;
  children?: ReactNode;
}) {
  useEffect(() => onCommit?.(), [onCommit]);
  return <PagePath value={path}>{children}</PagePath>;
}

type IslandProps<N extends IslandName> = {
  name: N;
  component: IslandComponent<N>;
  /** Serialised into the page as JSON: data only, no functions or elements. */
  props: React.ComponentProps<IslandComponent<N>>;
};

/**
 * One island (decision 0070). On an islands page the prerender renders the component as a React root of its own
 * (its own ids, no context from the page around it) inside an element that names it and carries its props; the
 * browser's loader (app/islands/loader.ts) hydrates that element and nothing else. Anywhere else (the dev server, a
 * page React Router hydrates) it is the component itself.
 */
export function Island<N extends IslandName>({ name, component, props }: IslandProps<N>) {
  const renderer = use(IslandRenderer);
  const islandsPage = use(IslandsPage);
  const path = usePagePath();
  const id = useId();
  const Component = component as React.ComponentType<object>;
  const data = props as object;
  if (!renderer || !islandsPage) return <Component {...data} />;
  if (use(renderer.registered(name)) !== component) {
    throw new Error(
      `<Island name="${name}"> renders ${Component.name}, not the component app/islands/registry.ts loads`,
    );
  }
  const identifierPrefix = `${name}${id.replace(/[^\w-]/g, '')}-`;
  const html = renderer.render(
    <IslandRoot path={path}>
      <Component {...data} />
    </IslandRoot>,
    identifierPrefix,
  );
  return (
    <div
      data-island={name}
      data-island-id={identifierPrefix}
      data-island-path={path}
      data-island-props={JSON.stringify(props)}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
