export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = '•';

/**
 * Splits multi-line content text into blocks: lines starting with '•' become list
 * items (consecutive ones share a list), every other non-empty line is a paragraph.
 */
export function bulletBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith(BULLET)) {
      const item = line.slice(BULLET.length).trim();
      if (!item) continue;
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}
