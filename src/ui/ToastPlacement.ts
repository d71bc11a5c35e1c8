/**
 * The attribute on `<html>` while a call shows the partner's picture (connected or reconnecting),
 * set by the call screen (src/features/call/CallScreen.tsx): toasts move off the call's bars
 * (Toast.css.ts). It replaced `body:has([data-phase="connected"], …)`, which made every change of
 * the call screen's phase restyle the whole page at the moment the first frame was due (issue 30
 * item 4); an attribute selector on the root only restyles the toast region.
 */
export const CALL_ON_SCREEN_ATTRIBUTE = 'data-call-on-screen';
