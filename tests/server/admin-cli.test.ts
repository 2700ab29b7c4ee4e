import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { temporaryDir } from '../helpers/test-app.ts';

// The operator CLI as an operator runs it: a child process, the password on stdin.
const run = (dataDir: string, args: string[], input = '') =>
  spawnSync(process.execPath, ['scripts/admin.ts', ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

describe('npm run admin', () => {
  it('creates, lists and resets admins with the API rules', () => {
    const dataDir = temporaryDir();
    expect(run(dataDir, ['list']).stdout).toContain('No admin users.');
    const created = run(dataDir, ['create', 'Operator'], 'A-long-operator-passphrase\n');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("Admin user 'Operator' created.");
    const taken = run(dataDir, ['create', 'operator'], 'Another-long-passphrase\n');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('That username is already taken');
    const common = run(dataDir, ['create', 'someone'], 'password123\n');
    expect(common.stderr).toContain('This password is too common');
    const short = run(dataDir, ['create', 'ab'], 'short\n');
    expect(short.stderr).toContain('Username must be at least 3 characters');
    expect(short.stderr).toContain('Password must be at least 8 characters');
    expect(run(dataDir, ['list']).stdout).toMatch(/^Operator\t\d{4}-\d\d-\d\dT/m);
    expect(run(dataDir, ['reset-password', 'OPERATOR'], 'A-newer-operator-passphrase\n').status).toBe(0);
    expect(run(dataDir, ['reset-password', 'nobody'], 'A-newer-operator-passphrase\n').stderr).toContain(
      "No admin user 'nobody'",
    );
    expect(run(dataDir, ['frobnicate']).status).toBe(2);
  }, 60_000);
});
