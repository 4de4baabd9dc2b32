// happy-dom lays nothing out: scrollHeight and clientHeight are 0 and scrollTop stays 0. A chat's scrolling is
// tested with this stand-in geometry: a scrolling element (one whose data-testid is given) is `viewport` pixels
// high and its content 10 pixels per character of its text, so an answer that arrives makes it taller; scrollTop is
// kept within range and setting it fires 'scroll' as a browser does.

const LINE_PX_PER_CHAR = 10;

export interface ScrollGeometry {
  /** How far the element is from its end, in pixels (0: the end is in view). */
  distanceToBottom(element: HTMLElement): number;
  /** The reader scrolls the element to `top`. */
  readerScrollsTo(element: HTMLElement, top: number): void;
  restore(): void;
}

export function installScrollGeometry(testIds: string[], viewport = 200): ScrollGeometry {
  const proto = HTMLElement.prototype;
  const names = ['scrollHeight', 'clientHeight', 'scrollTop'] as const;
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  const tops = new WeakMap<HTMLElement, number>();
  const scrolls = (element: HTMLElement) => testIds.includes(element.dataset.testid ?? '');
  const height = (element: HTMLElement) => (element.textContent?.length ?? 0) * LINE_PX_PER_CHAR;
  const max = (element: HTMLElement) => Math.max(0, height(element) - viewport);
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return scrolls(this) ? Math.max(height(this), viewport) : 0;
    },
  });
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return scrolls(this) ? viewport : 0;
    },
  });
  Object.defineProperty(proto, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return Math.min(tops.get(this) ?? 0, max(this));
    },
    set(this: HTMLElement, value: number) {
      tops.set(this, Math.max(0, Math.min(value, max(this))));
      this.dispatchEvent(new Event('scroll'));
    },
  });
  const distanceToBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight;
  return {
    distanceToBottom,
    readerScrollsTo(element, top) {
      element.scrollTop = top;
    },
    restore() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else delete (proto as unknown as Record<string, unknown>)[name];
      }
    },
  };
}
