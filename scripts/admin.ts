// `npm run admin -- <command>`: the operator's way to manage admin accounts on the server.
//   create <username>          a new admin; the password comes from a prompt or stdin
//   reset-password <username>  a new password (ends that admin's sessions)
//   reset-mfa <username>       removes every second factor (passkeys, app, recovery codes) and ends
//                              that admin's sessions: they set up a new one at their next sign-in
//   list                       the admins' usernames and creation times
// Uses the same configuration (DATA_DIR, DATABASE_URL) and the same rules as the API.
import readline from 'node:readline';
import { CreateAdminSchema } from '#contracts/auth.ts';
import { createAuditTrail } from '#server/audit/index.ts';
import { createAuthService } from '#server/auth/index.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { connect } from '#server/db/connect.ts';
import { migrate } from '#server/db/migrate.ts';

const usage = 'Usage: npm run admin -- create <username> | reset-password <username> | reset-mfa <username> | list';

/** Reads a password without echoing it on a terminal, or the first line of piped stdin. */
async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = readline.createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let prompted = false;
    output._writeToOutput = (text: string) => {
      if (!prompted) {
        process.stdout.write(text);
        prompted = true;
      }
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main() {
  const [command, username] = process.argv.slice(2);
  const config = loadConfig();
  const db = connect(config.database);
  try {
    await migrate(db);
    const { accounts } = createAuthService({ db });
    // The operator acts from the server's shell: no admin session, no client address.
    const audit = createAuditTrail({ db, retentionDays: config.auditRetentionDays });
    const operator = { actor: `cli:${process.env.USER ?? 'operator'}`, ip: null };
    if (command === 'list') {
      const admins = await accounts.listAdmins();
      if (admins.length === 0) console.log('No admin users.');
      for (const admin of admins) console.log(`${admin.username}\t${admin.createdAt}`);
      return 0;
    }
    if (command === 'reset-mfa' && username) {
      const name = await accounts.resetMfa(username);
      await audit.record(operator, { action: 'mfa.reset', target: name });
      console.log(
        `Second factors of '${name}' removed and its sessions signed out; a new one is set up at the next sign-in.`,
      );
      return 0;
    }
    if ((command !== 'create' && command !== 'reset-password') || !username) {
      console.error(usage);
      return 2;
    }
    const password = await readPassword(`Password for ${username}: `);
    const parsed = CreateAdminSchema.safeParse({ username, password });
    if (!parsed.success) {
      console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
      return 1;
    }
    if (command === 'create') {
      await accounts.createAdminFromShell(parsed.data);
      await audit.record(operator, { action: 'admin.created', target: parsed.data.username, detail: 'cli' });
      console.log(`Admin user '${parsed.data.username}' created.`);
    } else {
      await accounts.resetPassword(parsed.data.username, parsed.data.password);
      await audit.record(operator, { action: 'password.reset', target: parsed.data.username });
      console.log(`Password of '${parsed.data.username}' changed; its sessions are signed out.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
