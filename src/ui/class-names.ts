/** Joins the truthy class names: the few bytes clsx would cost, without the dependency. */
export const cx = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
