import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';

/** A page component whose code loads on first render (or earlier, through `preload`). */
export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the page's code; resolves once it is there. Safe to call any number of times. */
  preload(): Promise<unknown>;
}

/** Shown in place of a page while its code loads. */
export function PageLoader() {
  return (
    <Center mih="50vh" data-testid="page-loader">
      <Loader />
    </Center>
  );
}

/**
 * Wraps a page so that its module becomes a chunk of its own, loaded when the page is first shown. A page whose
 * code was preloaded renders at once, without a loader frame: React.lazy accepts any thenable, and one that calls
 * back synchronously resolves during the first render.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download (e.g. a lost connection) may succeed on the next try.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded ? resolvedAtOnce({ default: loaded }) : preload().then((page) => ({ default: page })),
  );

  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, never in a render
  function Page(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Page.preload = preload;
  return Page;
}

/** A thenable that calls back synchronously (a Promise would wait for the next microtask), typed as React.lazy wants. */
function resolvedAtOnce<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, see above
  const thenable = { then: (resolve: (result: T) => unknown) => resolve(value) };
  return thenable as unknown as Promise<T>;
}
