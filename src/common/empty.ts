/** Spec §5 "Empty check": null, undefined, '', [] and {} are empty; everything else (0, false, ' ') is not. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.keys(value).length === 0;
  return false;
}
