import { useState } from 'react';
import { endpoints, questionMessages, type PreviewBody, type PreviewResult, type QuestionObject } from '@cp/contract';
import { call } from '../../lib/api';
import { failureLines, notifyLines } from './failure-toast';

/** The platform previews of an entry (the wizard's content step and the entry form). */
export function useEntryPreview() {
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const [previewing, setPreviewing] = useState(false);
  /** Asks the server for the previews of an entry the form has already checked. */
  const open = async (body: PreviewBody) => {
    setPreviewing(true);
    try {
      const res = await call(endpoints.generatePreview, { body });
      if (res.status) setPreview(res.data);
      else notifyLines(failureLines(res, questionMessages.previewFailed));
    } finally {
      setPreviewing(false);
    }
  };
  return { preview, previewing, open, clear: () => setPreview(null) };
}

/** A picture chosen in this browser and not stored yet: the preview shows the browser's copy. */
export const unsavedImage = (entry: QuestionObject) => (typeof entry.image === 'string' && entry.image.startsWith('data:') ? entry.image : null);
