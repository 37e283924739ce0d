/**
 * A locale tag as people write it, made one Intl takes: `en_US` (WordPress's get_locale(), POSIX),
 * `EN-us`, `zh_cn`, `en_US.UTF-8` become `en-US`, `en-US`, `zh-CN`, `en-US`. A tag Intl refuses
 * would throw from every number and date the components format, hiding the amount and the
 * countdown; one it has no data for would format in whatever the browser's default is. Either
 * becomes 'en', with one console warning per page (the provider asks on every render).
 */
import { warnAboutLocaleOnce } from './locale-warning';

/** `tag` canonicalised for Intl, or 'en' (warned once) when it is not a language tag Intl knows. */
export function localeTag(tag: string): string {
  try {
    // The POSIX form's `_` and its codeset or modifier (`.UTF-8`, `@euro`).
    const [known] = Intl.NumberFormat.supportedLocalesOf(
      tag
        .trim()
        .replace(/_/g, '-')
        .replace(/[.@].*/, ''),
    );
    if (known) return known;
  } catch {
    // Not a language tag: the fallback below.
  }
  warnAboutLocaleOnce(`paykit: locale "${tag.slice(0, 64)}" is not a language tag; using "en".`);
  return 'en';
}

/** Tests only: the next unknown tag warns again. */
export { resetLocaleWarning } from './locale-warning';
