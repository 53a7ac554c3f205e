export type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Whether an element is a text box a symbol can be typed into. */
export function isTextControl(el: EventTarget | null): el is TextControl {
  if (el instanceof HTMLTextAreaElement) return !el.readOnly && !el.disabled;
  return el instanceof HTMLInputElement && ['text', 'search', ''].includes(el.type) && !el.readOnly && !el.disabled;
}

/**
 * Types `text` at the caret of a controlled React input, as a keystroke would: the native value
 * setter plus an `input` event, so the field's own onChange (limits, highlights) runs as usual.
 */
export function insertAtCaret(el: TextControl, text: string) {
  const start = el.selectionStart ?? el.value.length;
  const end = el.selectionEnd ?? start;
  const next = el.value.slice(0, start) + text + el.value.slice(end);
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')!.set!.call(el, next);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.focus();
  el.setSelectionRange(start + text.length, start + text.length);
}
