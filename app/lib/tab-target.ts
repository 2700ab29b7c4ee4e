// Values become parts of ids and fragments, which must not contain spaces.
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

/** The fragment (without '#') that selects `value` in the tab set `name` (components/ui/tabs.tsx). */
export const tabTarget = (name: string, value: string) => `${name}-${idPart(value)}`;
