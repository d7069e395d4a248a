/**
 * The token a design writes where the website's title goes (a starter template's header and
 * footer): a template names no site of its own. Published pages replace it in their HTML; the
 * designer's canvas in the props it draws.
 */
export const SITE_TITLE_TOKEN = '{{site.title}}';

/**
 * `value` with the token replaced by `title` in every string it holds (props: objects, arrays,
 * strings). What holds no token is returned as it is, so a memoised render stays memoised.
 */
export function fillSiteTitle<T>(value: T, title: string): T {
  if (typeof value === 'string') return (value.includes(SITE_TITLE_TOKEN) ? value.replaceAll(SITE_TITLE_TOKEN, title) : value) as T;
  if (Array.isArray(value)) {
    const filled = value.map((item: unknown) => fillSiteTitle(item, title));
    return (filled.some((item, index) => item !== value[index]) ? filled : value) as T;
  }
  if (typeof value === 'object' && value !== null) {
    let changed = false;
    const filled = Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const next = fillSiteTitle(item, title);
        changed ||= next !== item;
        return [key, next];
      }),
    );
    return (changed ? filled : value) as T;
  }
  return value;
}
