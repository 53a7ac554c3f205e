import { useCallback, useId, useRef, useState, type FocusEvent } from 'react';
import { questionMessages } from '@cp/contract';
import { notify } from '@cp/ui';
import { insertAtCaret, isTextControl, type TextControl } from './insert-at-caret';

export type MathKeyboard = ReturnType<typeof useMathKeyboard>;

/**
 * The entry form's math keyboard: put `onFocusCapture` on the form's wrapper; `insert` types a
 * symbol at the caret of the text field last used there.
 */
export function useMathKeyboard() {
  const last = useRef<TextControl | null>(null);
  const [opened, setOpened] = useState(false);
  const dockId = useId();
  const onFocusCapture = useCallback((e: FocusEvent) => {
    if (isTextControl(e.target)) last.current = e.target;
  }, []);
  const insert = useCallback((symbol: string) => {
    const el = last.current;
    if (!el?.isConnected) return void notify.info(questionMessages.mathPickField, { toastId: 'math-pick-field' });
    insertAtCaret(el, symbol);
  }, []);
  return { opened, dockId, toggle: () => setOpened((o) => !o), close: () => setOpened(false), onFocusCapture, insert };
}
