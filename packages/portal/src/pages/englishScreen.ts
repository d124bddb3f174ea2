import { waitFor } from '@testing-library/react';
import { expectNoSpanish } from '../test/i18n';

/**
 * Waits until every catalog of an English screen has arrived (they load in the background), then
 * fails listing any text of `root` that still looks Spanish, less `allow` (fixture titles, names,
 * addresses): a screen must not show a hard-coded Spanish string in another language.
 */
export async function expectEnglishScreen(root: Element, allow: readonly string[] = []): Promise<void> {
  await waitFor(() => expectNoSpanish(root, allow), { timeout: 8000 });
}
