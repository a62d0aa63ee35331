import { useCallback, useEffect, useState } from 'react';

/** Where the parent's choice to hide the AI analysis in the detail modal is remembered. */
export const ANALYSIS_HIDDEN_KEY = 'nestkeep.analysisHidden';

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(ANALYSIS_HIDDEN_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode): shown, as by default
  }
}

/**
 * Whether the AI analysis is hidden in the detail modal (issue 22 point 6): the parent's choice,
 * kept in this browser for every item, like the theme; another open tab follows the change.
 */
export function useAnalysisHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHiddenState] = useState(readHidden);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === ANALYSIS_HIDDEN_KEY) setHiddenState(readHidden());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const setHidden = useCallback((value: boolean) => {
    setHiddenState(value);
    try {
      if (value) window.localStorage.setItem(ANALYSIS_HIDDEN_KEY, 'true');
      else window.localStorage.removeItem(ANALYSIS_HIDDEN_KEY);
    } catch {
      // not remembered: the choice holds for this page only
    }
  }, []);
  return [hidden, setHidden];
}
