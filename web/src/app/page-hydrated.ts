/**
 * Resolves once the page the app started on answers input: a prerendered page fully hydrated (its lazy screen
 * included), or any page drawn. Until then a change of state (the signed-in user's answer) must wait: applied while a
 * prerendered screen is still being hydrated, it would make that screen differ from its HTML, and React would throw
 * the page away and draw it again (a hydration error, and the slow phone's work done twice).
 */
let resolveHydrated: () => void = () => undefined;
export const pageHydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

export function markPageHydrated(): void {
  resolveHydrated();
}
