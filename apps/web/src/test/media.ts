/**
 * A stand-in for window.matchMedia's answer, which happy-dom lacks: `query` matches when `matches` says
 * so, and never changes (no listeners fire).
 */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as MediaQueryList;
}
