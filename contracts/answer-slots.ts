// The answer pages (decision 0068): prerendered, then filled by server/http/answer-page.ts at data-slot elements.

/**
 * What a slot takes: text, a link (local path, its label optional when the page has one), a list of lines, an input's
 * value, or markup the server made itself, every text in it escaped (site search's results).
 */
export type SlotKind = 'text' | 'link' | 'list' | 'value' | 'html';

export const answerPages = {
  'thank-you': { public: true, slots: { heading: 'text', text: 'text', again: 'link' } },
  'form-error': { public: true, slots: { heading: 'text', message: 'text', fields: 'list', again: 'link' } },
  'auth-error': { public: false, slots: { heading: 'text', message: 'text', fields: 'list', back: 'link' } },
  'setup-done': { public: false, slots: { username: 'text', password: 'text' } },
  'recovery-codes': { public: false, slots: { codes: 'list', next: 'link' } },
  done: { public: false, slots: { heading: 'text', message: 'text', next: 'link' } },
  // Site search without JavaScript (decision 0081): the query's box and its results are filled by server/search/.
  search: { public: true, slots: { query: 'value', results: 'html' } },
} as const satisfies Record<string, { public: boolean; slots: Record<string, SlotKind> }>;

export type AnswerName = keyof typeof answerPages;
export type SlotName<Name extends AnswerName> = keyof (typeof answerPages)[Name]['slots'] & string;

export const answerPath = (name: AnswerName) => `/_answer/${name}`;

export const slotPlaceholder = '…';

/** The props that mark an element as a slot, so a route module cannot misspell one. */
export const slot = <Name extends AnswerName>(_page: Name, name: SlotName<Name>) => ({ 'data-slot': name });
