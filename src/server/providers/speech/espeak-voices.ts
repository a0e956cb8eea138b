/**
 * Where a language code (learning or translation list) and espeak-ng's voice name differ. The
 * learning languages get the accent a course would teach (American English, French of France).
 */
const VOICE_ALIASES: Record<string, string> = {
  en: 'en-us',
  fr: 'fr-fr',
  'fr-CA': 'fr-fr',
  'pt-BR': 'pt-br',
  'pt-PT': 'pt',
  'zh-CN': 'cmn',
  'zh-TW': 'cmn',
  no: 'nb',
  'fa-AF': 'fa',
  'ms-Arab': 'ms',
};

/**
 * The espeak-ng voice for a language: an alias, else a voice named like the code, else one for
 * the base language (`pa-Arab` → `pa`); null when espeak cannot speak it.
 */
export function espeakVoiceFor(lang: string, installed: ReadonlySet<string>): string | null {
  const candidates = [VOICE_ALIASES[lang], lang.toLowerCase(), lang.split('-')[0]!.toLowerCase()];
  return candidates.find((voice) => voice !== undefined && installed.has(voice)) ?? null;
}

/** Voice names from `espeak-ng --voices` (second column, below the header line). */
export function parseVoiceList(output: string): Set<string> {
  const voices = new Set<string>();
  for (const line of output.split('\n').slice(1)) {
    const name = line.trim().split(/\s+/)[1];
    if (name) voices.add(name);
  }
  return voices;
}
