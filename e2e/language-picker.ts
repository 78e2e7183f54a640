import type { Page } from 'playwright-core';
import { pickOption } from './browser';

/** Picks a language in the header's picker; done once the page says it is in that language (`<html lang>`). */
export async function pickLanguage(page: Page, name: 'English' | 'Español'): Promise<void> {
  const lang = name === 'English' ? 'en' : 'es';
  await pickOption(page, page.getByTestId('language-picker').first(), page.locator('.ant-select-item-option', { hasText: name }), page.locator(`html[lang="${lang}"]`));
}
