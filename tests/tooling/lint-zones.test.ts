// The lint zones come from the folders (scripts/lib/lint-zones.ts): a domain or feature added tomorrow is fenced by
// eslint.config.js itself, shown here on a copy of the config in a scratch tree with folders it has never seen.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { foldersIn } from '../../scripts/lib/files.ts';
import { folderZones, serverLayers } from '../../scripts/lib/lint-zones.ts';
import { temporaryDir } from '../../scripts/lib/temporary-dir.ts';

const repo = path.resolve(import.meta.dirname, '../..');

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** A scratch project with the real eslint.config.js and its zones module, and the repository's node_modules linked. */
function scratchProject(files: Record<string, string>) {
  const root = temporaryDir('rebels-lint-zones-');
  for (const file of ['eslint.config.js', 'scripts/lib/lint-zones.ts', 'scripts/lib/files.ts']) {
    write(root, file, fs.readFileSync(path.join(repo, file), 'utf8'));
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  write(root, 'package.json', JSON.stringify({ type: 'module' }));
  write(root, 'tsconfig.json', JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }));
  for (const [file, text] of Object.entries(files)) write(root, file, text);
  return root;
}

const domainRule = 'A server domain imports another only through its index.ts.';
const refused = (specifier: string, rule: string) =>
  `Unexpected path "${specifier}" imported in restricted zone. ${rule}`;

async function restrictedImports(root: string, files: string[]) {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
      .map((message) => `${path.relative(root, result.filePath)}:${message.line} ${message.message}`),
  );
}

/** Which server domains each domain imports, read from the import specifiers of its files. */
function serverDomainGraph() {
  const server = path.join(repo, 'server');
  const domains = foldersIn(repo, 'server').filter((folder) => !serverLayers.includes(folder));
  const graph = new Map(domains.map((domain) => [domain, new Set<string>()]));
  for (const domain of domains) {
    const files = fs.readdirSync(path.join(server, domain), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.ts'))) {
      const source = path.join(server, domain, file);
      const text = fs.readFileSync(source, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        const target = specifier!.startsWith('#server/')
          ? path.join(server, specifier!.slice('#server/'.length))
          : specifier!.startsWith('.')
            ? path.resolve(path.dirname(source), specifier!)
            : null;
        const other = target && path.relative(server, target).split(path.sep)[0];
        if (other && other !== domain && graph.has(other)) graph.get(domain)!.add(other);
      }
    }
  }
  return graph;
}

/** Every cycle of domains, as the path that closes it. */
function cycles(graph: Map<string, Set<string>>) {
  const found: string[] = [];
  const walk = (domain: string, trail: string[]) => {
    if (trail.includes(domain)) {
      found.push([...trail.slice(trail.indexOf(domain)), domain].join(' → '));
      return;
    }
    for (const next of graph.get(domain) ?? []) walk(next, [...trail, domain]);
  };
  for (const domain of graph.keys()) walk(domain, []);
  return found;
}

describe('lint zones from the folders', () => {
  it('fence every server domain and app feature that exists, and no shared layer as a domain', () => {
    const { domains, features, zones } = folderZones(repo);
    expect(domains).toEqual(
      fs
        .readdirSync(path.join(repo, 'server'))
        .filter((name) => fs.statSync(path.join(repo, 'server', name)).isDirectory() && !serverLayers.includes(name))
        .sort(),
    );
    expect(domains).toEqual(expect.arrayContaining(['auth', 'contact', 'inbox', 'webhooks']));
    expect(features.length).toBeGreaterThan(0);
    for (const domain of domains) {
      for (const other of domains.filter((name) => name !== domain)) {
        expect(zones).toContainEqual(
          expect.objectContaining({ target: `./server/${domain}`, from: `./server/${other}`, except: ['./index.ts'] }),
        );
      }
    }
    for (const feature of features) {
      for (const other of features.filter((name) => name !== feature)) {
        expect(zones).toContainEqual(
          expect.objectContaining({ target: `./app/features/${feature}`, from: `./app/features/${other}` }),
        );
      }
    }
  });

  it("refuse a new domain's reach into another's internals and a new feature's import of another feature", async () => {
    const root = scratchProject({
      'server/contact/index.ts': "export { secret } from './contact.repository.ts';\n",
      'server/contact/contact.repository.ts': 'export const secret = 1;\n',
      'server/contact/uses-new.ts':
        "import { inside } from '../ledger/ledger.repository.ts';\nexport const b = inside;\n",
      'server/ledger/ledger.repository.ts': 'export const inside = 2;\n',
      'server/ledger/ledger.service.ts':
        "import { secret } from '../contact/contact.repository.ts';\nimport { secret as shared } from '../contact/index.ts';\nexport const a = secret + shared;\n",
      'server/mail/outbox.ts': "import { inside } from '../ledger/ledger.repository.ts';\nexport const c = inside;\n",
      'app/features/quotes/quote-card.ts': 'export const card = 1;\n',
      'app/features/invoices/invoice-page.ts':
        "import { card } from '../quotes/quote-card.ts';\nexport const page = card;\n",
    });
    expect(
      await restrictedImports(root, [
        'server/ledger/ledger.service.ts',
        'server/contact/uses-new.ts',
        'server/mail/outbox.ts',
        'app/features/invoices/invoice-page.ts',
      ]),
    ).toEqual([
      `server/ledger/ledger.service.ts:1 ${refused('../contact/contact.repository.ts', domainRule)}`,
      `server/contact/uses-new.ts:1 ${refused('../ledger/ledger.repository.ts', domainRule)}`,
      `server/mail/outbox.ts:1 ${refused('../ledger/ledger.repository.ts', 'mail/ and plugins/ know no domain: a domain registers its e-mails with the outbox.')}`,
      `app/features/invoices/invoice-page.ts:1 ${refused('../quotes/quote-card.ts', 'A feature never imports another feature: move what they share to components/ or lib/.')}`,
    ]);
  }, 60_000);

  it('leave no server domain importing one that imports it back', () => {
    const graph = serverDomainGraph();
    expect(graph.get('webhooks')).toContain('contact');
    expect(graph.get('contact')).not.toContain('webhooks');
    expect(cycles(graph)).toEqual([]);
  });
});
