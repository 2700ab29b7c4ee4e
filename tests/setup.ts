// Runs in every test file (vitest.config.ts setupFiles). Its afterAll is registered first, so it
// runs after the file's own afterAll hooks have stopped their servers and closed their databases.
import { afterAll } from 'vitest';
import { removeTemporaryDirs } from '../scripts/lib/temporary-dir.ts';

afterAll(removeTemporaryDirs);
