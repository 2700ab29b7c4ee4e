import { twMerge } from 'tailwind-merge';

/**
 * Classes in one class attribute that another class of it overrides (e.g. `px-4 px-6`, or
 * `inline-flex hidden`). The app joins classes without tailwind-merge (app/lib/cn.ts), so such
 * a pair would style by stylesheet order, not by intent: every attribute must come back empty.
 */
export function overriddenClasses(classAttribute: string): string[] {
  const classes = [...new Set(classAttribute.split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(classes.join(' ')).split(' '));
  return classes.filter((each) => !kept.has(each));
}

/** Every class attribute with an overridden class, as "classes: overridden". */
export function classConflicts(classAttributes: Iterable<string>): string[] {
  const conflicts = new Set<string>();
  for (const attribute of classAttributes) {
    const overridden = overriddenClasses(attribute);
    if (overridden.length > 0) conflicts.add(`${attribute} → overrides ${overridden.join(' ')}`);
  }
  return [...conflicts];
}
