import type { Page } from 'playwright-core';
import { pickOption } from './browser';

/**
 * Picks a language in the header's picker; done once the page says it is in that language (`<html lang>`). The
 * switch saves the choice and loads the page's catalogs first, which takes seconds on a loaded machine: each try
 * waits up to 15 s for it before it counts the click as lost.
 */
export async function pickLanguage(page: Page, name: 'English' | 'Español'): Promise<void> {
  const lang = name === 'English' ? 'en' : 'es';
  const option = page.locator('.ant-select-item-option', { hasText: name });
  await pickOption(page, page.getByTestId('language-picker').first(), option, page.locator(`html[lang="${lang}"]`), 4, 15_000);
}
