import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** Each lazy page's loader, so a route's code can be fetched before the route renders. */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A page component loaded when its route first renders, so each screen's code (and the antd components only it
 * uses) downloads with that screen rather than with the landing page. Pages are named exports; `name` picks one.
 * The router wraps every route in a Suspense boundary that shows while the chunk loads.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  const page = lazy(async () => ({ default: (await load())[name] }));
  loaders.set(page, load);
  return page;
}

/** Starts downloading a route element's page, if it is a lazy page (the browser caches the module for the render). */
export function preloadPage(element: ReactNode): void {
  if (!isValidElement(element) || typeof element.type !== 'object' || element.type === null) return;
  void loaders.get(element.type)?.().catch(() => undefined);
}
