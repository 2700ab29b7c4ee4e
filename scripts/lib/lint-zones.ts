// The boundaries of eslint.config.js, derived from the folders that exist, so a new server domain or app feature is
// inside them from its first file.
import { foldersIn } from './files.ts';

/** The server's shared layers; every other folder of server/ is a domain. */
export const serverLayers = ['db', 'http', 'mail', 'plugins'];

export type Zone = { target: string | string[]; from: string | string[]; except?: string[]; message: string };

/**
 * Server domains talk to each other only through a domain's index.ts (its public face); mail/ and plugins/ know no
 * domain (a domain registers the e-mails it sends), and db/ and http/ know neither the domains nor mail/.
 */
export function serverZones(domains: string[]): Zone[] {
  const perDomain = domains.flatMap((domain) =>
    domains
      .filter((other) => other !== domain)
      .map((other) => ({
        target: `./server/${domain}`,
        from: `./server/${other}`,
        except: ['./index.ts'],
        message: 'A server domain imports another only through its index.ts.',
      })),
  );
  if (domains.length === 0) return perDomain;
  const fromDomains = domains.map((domain) => `./server/${domain}`);
  return [
    ...perDomain,
    {
      target: ['./server/mail', './server/plugins'],
      from: fromDomains,
      message: 'mail/ and plugins/ know no domain: a domain registers its e-mails with the outbox.',
    },
    {
      target: ['./server/db', './server/http'],
      from: [...fromDomains, './server/mail'],
      message: 'db/ and http/ are below the domains.',
    },
  ];
}

/**
 * A feature never imports another: what two features share lives below them, in components/ or lib/.
 */
export function featureZones(features: string[]): Zone[] {
  return features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./app/features/${feature}`,
        from: `./app/features/${other}`,
        message: 'A feature never imports another feature: move what they share to components/ or lib/.',
      })),
  );
}

/** The server's domains and the app's features under `root`, as they are on disk now. */
export function folderZones(root: string) {
  const domains = foldersIn(root, 'server').filter((folder) => !serverLayers.includes(folder));
  const features = foldersIn(root, 'app/features');
  return { domains, features, zones: [...serverZones(domains), ...featureZones(features)] };
}
