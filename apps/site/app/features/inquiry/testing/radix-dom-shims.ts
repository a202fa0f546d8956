/*
 * happy-dom lacks the pointer-capture and scrolling APIs Radix Select calls; these no-ops stand in for
 * layout the tests do not assert on (the same shims as packages/ui's test setup).
 */
const elementPrototype = window.HTMLElement.prototype;
if (!("hasPointerCapture" in elementPrototype)) {
  Object.assign(elementPrototype, {
    hasPointerCapture: () => false,
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
  });
}
if (!("scrollIntoView" in elementPrototype)) {
  Object.assign(elementPrototype, { scrollIntoView: () => undefined });
}
