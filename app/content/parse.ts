import type { z } from 'zod';

/** A content file that does not match its schema; the message names the file and each field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const fieldPath = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join('.') : '(the record)');

/**
 * Parses content files (one record per file, keyed by file name) with one schema. Read at
 * build time: the prerender imports the content, so a bad field stops the build with
 * 'app/content/stories/prorail.ts: metrics.0.value: …'. `nameField` must equal the file's
 * name without '.ts', so a record's id is never a second, diverging copy of its file name.
 */
export function parseContentFiles<S extends z.ZodType>(
  folder: string,
  files: Record<string, unknown>,
  schema: S,
  nameField: string,
): z.output<S>[] {
  return Object.entries(files).map(([file, data]) => {
    const where = `${folder}/${file}`;
    const result = schema.safeParse(data);
    if (!result.success) {
      const lines = result.error.issues.map((issue) => `  ${fieldPath(issue.path)}: ${issue.message}`);
      throw new ContentError(`${where} is not valid content:\n${lines.join('\n')}`);
    }
    const name = (result.data as Record<string, unknown>)[nameField];
    if (`${String(name)}.ts` !== file) {
      throw new ContentError(
        `${where} is not valid content:\n  ${nameField}: '${String(name)}' must match the file name`,
      );
    }
    return result.data;
  });
}
