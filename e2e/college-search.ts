import type { Page } from 'playwright-core';

/**
 * Types a search and waits for a college's "Add to my list", counting the catalog searches the page sends meanwhile:
 * one for the typed text (and one for the menu's empty search when the page was opened from the menu). More means
 * the page fetched searches over and over (it did while routes changed in a transition: App.tsx).
 */
export async function searchFor(page: Page, query: string, name: string) {
  let searches = 0;
  const count = (request: { postData(): string | null }) => {
    if (request.postData()?.includes('"operationName":"CollegeSearch"')) searches += 1;
  };
  page.on('request', count);
  try {
    await page.getByLabel('Search colleges by name, city or state').fill(query);
    const add = page.getByRole('button', { name: `Add to my list: ${name}`, exact: true });
    await add.waitFor();
    return { add, searches };
  } finally {
    page.off('request', count);
  }
}
