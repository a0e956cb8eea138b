/** Every namespace of this locale as one module, so the locale is one chunk fetched by i18n/loadLocale. */
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
