import { useEffect, useState } from 'react';

/**
 * Moves the focus to the element with an id after the next render: a moved entry's button
 * follows the entry, a removal hands the focus to a button that is still there.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);
  return setFocusId;
}
