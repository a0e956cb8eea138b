/**
 * Spec §5 "Search" for lists held on the client: case-insensitive, blind to whitespace, matching a
 * card's word or translation, the collection's number, or any string nested in the item.
 */
const normalize = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, '');

/** True when any string (or number) anywhere inside `value` contains the query. */
export function containsText(value: unknown, query: string): boolean {
  const needle = normalize(query);
  if (needle === '') return true;
  const visit = (node: unknown, depth: number): boolean => {
    if (depth > 8 || node == null) return false;
    if (typeof node === 'string') return normalize(node).includes(needle);
    if (typeof node === 'number') return String(node).includes(needle);
    if (Array.isArray(node)) return node.some((child) => visit(child, depth + 1));
    if (typeof node === 'object') return Object.values(node).some((child) => visit(child, depth + 1));
    return false;
  };
  return visit(value, 0);
}

type Card = { word?: string; translation?: string | null };
type Collection<C extends Card> = { number: number; cards: C[] };

/**
 * Collections whose number matches keep all their cards; others keep the cards whose word,
 * translation or nested text matches, and disappear when none do.
 */
export function searchCollections<C extends Card>(collections: Collection<C>[], query: string): Collection<C>[] {
  const needle = normalize(query);
  if (needle === '') return collections;
  return collections.flatMap((collection) => {
    if (String(collection.number) === needle) return [collection];
    const cards = collection.cards.filter((card) => containsText(card, query));
    return cards.length ? [{ ...collection, cards }] : [];
  });
}
