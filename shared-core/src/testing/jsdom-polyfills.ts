/**
 * What jsdom lacks and Chakra (Ark/Zag) or the panel touches. Loaded through jest's `setupFiles`,
 * before any test module, so components can be rendered as in a browser. Each stub is installed only
 * when the environment has none, so a newer jsdom's own implementation wins.
 */
import { TextDecoder, TextEncoder } from 'node:util';

// react-router-dom encodes URLs with TextEncoder, which jest's jsdom environment does not expose.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  class NoopObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  const globals = globalThis as Record<string, unknown>;
  if (typeof globals.ResizeObserver === 'undefined') globals.ResizeObserver = NoopObserver;
  // Zag's press tracking (Checkbox, Switch) creates PointerEvents, which jsdom does not have.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventStub extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStub });
    globals.PointerEvent = PointerEventStub;
  }
  if (typeof globals.IntersectionObserver === 'undefined') globals.IntersectionObserver = NoopObserver;

  // jsdom defines scrollTo but throws "Not implemented" from it.
  window.scrollTo = () => undefined;
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
  if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => undefined;
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
  if (!Element.prototype.getAnimations) Element.prototype.getAnimations = () => [];
  if (!document.getAnimations) document.getAnimations = () => [];

  // jsdom does no layout, so every element has no client rects and focus managers (Zag's focus trap,
  // which Dialog, Menu and Popover use) take every button for invisible: initial focus and Tab
  // cycling would then differ from a browser. A rendered element gets one 1x1 rect instead.
  const ownGetClientRects = Element.prototype.getClientRects;
  Element.prototype.getClientRects = function getClientRects(this: Element): DOMRectList {
    const rects = ownGetClientRects.call(this);
    if (rects.length > 0 || !this.isConnected || this.closest('[hidden], [inert]')) return rects;
    for (let el: Element | null = this as Element; el; el = el.parentElement) {
      const style = window.getComputedStyle(el);
      if (style.display === 'none' || (el === this && style.visibility === 'hidden')) return rects;
    }
    const rect = new DOMRect(0, 0, 1, 1);
    const list = [rect] as unknown as DOMRectList & DOMRect[];
    (list as unknown as { item: (i: number) => DOMRect | null }).item = (i: number) =>
      i === 0 ? rect : null;
    return list;
  };

  if (typeof window.CSS === 'undefined') {
    (window as unknown as { CSS: unknown }).CSS = { supports: () => false, escape: (v: string) => v };
  } else if (typeof window.CSS.supports !== 'function') {
    window.CSS.supports = () => false;
  }
}
