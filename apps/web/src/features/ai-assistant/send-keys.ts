/** Enter sends; Shift+Enter (and Enter while an input method is composing) does not. */
export function sendsOnEnter(event: {
  key: string;
  shiftKey: boolean;
  nativeEvent: { isComposing?: boolean };
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && event.nativeEvent.isComposing !== true;
}
