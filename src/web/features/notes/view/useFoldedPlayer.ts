import { useCallback, useState } from 'react';

const STORAGE_KEY = 'lingoclipPlayerFolded';

function load(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the learner folded the video away on a phone; remembered across notes, like the study settings. */
export function useFoldedPlayer(): [boolean, () => void] {
  const [folded, setFolded] = useState(load);
  const toggle = useCallback(() => {
    setFolded((current) => {
      try {
        window.localStorage.setItem(STORAGE_KEY, String(!current));
      } catch {
        // Not remembered when storage is blocked; folding still works for this visit.
      }
      return !current;
    });
  }, []);
  return [folded, toggle];
}
