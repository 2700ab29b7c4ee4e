// What the content API says (issue 35), apart from its schemas so the studio's pages can read it without them.
export const contentTexts = {
  noSuchItem: 'No such content item',
  noSuchVersion: 'No such version of this item',
  noSchedule: 'This item has no scheduled publish to cancel',
  noPreview: 'This item has no page of its own to preview',
  previewInvalid: 'The preview shows once the fields named are corrected',
  previewLinkInvalid: 'This preview link has expired or is not valid. Ask for a new one.',
  scheduleInvalid: 'Nothing was scheduled: correct the fields named',
  draftConflict: 'Someone else saved this draft after you opened it. Compare their draft with yours and choose.',
  invalid: 'Nothing was published: correct the fields named',
  conflict: 'Someone else published this item after you opened it. Compare their version with yours and choose.',
  exists: 'An item with this key exists already: open it, or choose another key',
  notRemovable: 'A page cannot be unpublished, only changed',
  notRenamable: 'Only a post’s address can be changed',
  sameKey: 'This is its address already',
  renderFailed: 'Nothing was published: the site could not be rendered. The live site is unchanged; try again.',
  diskFull:
    'Nothing was published: the server’s disk is full. The live site is unchanged; ask whoever runs the server to free space, then publish again.',
} as const;
