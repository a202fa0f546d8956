export declare function mockReducedMotion(reduce: boolean): void;

export declare function installRadixDomShims(): void;

export declare class OnScreenIntersectionObserver implements IntersectionObserver {
  constructor(callback: IntersectionObserverCallback);
  readonly root: Element | Document | null;
  readonly rootMargin: string;
  readonly scrollMargin: string;
  readonly thresholds: ReadonlyArray<number>;
  observe(target: Element): void;
  unobserve(): void;
  disconnect(): void;
  takeRecords(): IntersectionObserverEntry[];
}
