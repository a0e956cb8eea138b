/** English texts of the public pages only (landing, pricing, legal): one chunk, fetched with those pages. */
export default import.meta.glob<Record<string, unknown>>(['./landing.json', './legal.json'], {
  eager: true,
  import: 'default',
});
