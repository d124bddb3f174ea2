import { type Language, pagePath, pageUrl } from '@convive/sdk';
import { NO_SCRIPT_NOTICE } from './i18n/noScript';

export { NO_SCRIPT_NOTICE };

const TEXT = /<p data-needs-script>[^<]*<\/p>/;
// The shell's link to the home page, at the page table's path ('/', matched as written).
const HOME = new RegExp(`<a data-needs-script href="${pagePath('home')}">[^<]*</a>`);

/** The shell with its no-script notice in `lang` (a page without the notice is unchanged). */
export function withNoScriptNotice(html: string, lang: Language): string {
  if (lang === 'es') return html;
  const notice = NO_SCRIPT_NOTICE[lang];
  // Functions as replacements: the texts are taken as they are, never as `$` patterns.
  return html
    .replace(TEXT, () => `<p data-needs-script>${notice.text}</p>`)
    .replace(
      HOME,
      () => `<a data-needs-script href="${pageUrl('', 'home', {}, { lang })}">${notice.home}</a>`,
    );
}
