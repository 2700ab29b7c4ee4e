// The pages the server answers to a form posted without JavaScript (decision 0068): each is prerendered from a route
// module in app/routes/ and filled by server/http/answer-page.ts at the elements carrying data-slot="<name>".

/** What a slot takes: text, a link (local path, its label optional when the page has one), or a list of lines. */
export type SlotKind = 'text' | 'link' | 'list';

export const answerPages = {
  'thank-you': { public: true, slots: { heading: 'text', text: 'text', again: 'link' } },
  'form-error': { public: true, slots: { heading: 'text', message: 'text', fields: 'list', again: 'link' } },
  'auth-error': { public: false, slots: { heading: 'text', message: 'text', fields: 'list', back: 'link' } },
  'setup-done': { public: false, slots: { username: 'text', password: 'text' } },
  'recovery-codes': { public: false, slots: { codes: 'list', next: 'link' } },
  done: { public: false, slots: { heading: 'text', message: 'text', next: 'link' } },
} as const satisfies Record<string, { public: boolean; slots: Record<string, SlotKind> }>;

export type AnswerName = keyof typeof answerPages;
export type SlotName<Name extends AnswerName> = keyof (typeof answerPages)[Name]['slots'] & string;

/** The English path of an answer page; the public ones exist under /nl too. */
export const answerPath = (name: AnswerName) => `/_answer/${name}`;

/** What a slot shows until the server fills it; never seen by anyone. */
export const slotPlaceholder = '…';

/** The props that mark an element as a slot, so a route module cannot misspell one. */
export const slot = <Name extends AnswerName>(_page: Name, name: SlotName<Name>) => ({ 'data-slot': name });
