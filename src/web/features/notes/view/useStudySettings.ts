import { useCallback, useState } from 'react';

/** The learner's display and playback choices on the note view. */
/** `tints`: colour transcript words by what the learner knows of them (ADR 7 word status). */
export type StudySettings = { dual: boolean; highlight: boolean; autoPause: boolean; loop: boolean; tints: boolean };

const STORAGE_KEY = 'lingoclipStudySettings';
const DEFAULTS: StudySettings = { dual: true, highlight: true, autoPause: false, loop: false, tints: true };

/** Remembered across notes (a learner who likes dual subtitles wants them everywhere), except looping one line. */
function load(): StudySettings {
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<StudySettings>;
    return {
      ...DEFAULTS,
      ...Object.fromEntries(
        Object.entries(saved).filter(([key, value]) => key in DEFAULTS && key !== 'loop' && typeof value === 'boolean'),
      ),
    };
  } catch {
    return DEFAULTS;
  }
}

export function useStudySettings() {
  const [settings, setSettings] = useState(load);
  const toggle = useCallback((setting: keyof StudySettings) => {
    setSettings((current) => {
      const next = { ...current, [setting]: !current[setting] };
      const { loop: _loop, ...remembered } = next;
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(remembered));
      } catch {
        // Not remembered when storage is blocked; the toggle still works for this visit.
      }
      return next;
    });
  }, []);
  return { settings, toggle };
}
