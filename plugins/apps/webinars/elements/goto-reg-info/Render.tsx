import { Icon, useAppSiteData, useSite, type ElementRenderProps } from '@tessera/sdk';
import { REGISTER_URL } from '../../webinar-schemas.ts';
import { webinarId, webinarSiteData, webinarTime, type GotoRegInfoProps } from './schema.ts';

/**
 * One of the agency's upcoming webinars: its title, start (in the organizer's zone, which the
 * island rewrites in the visitor's) and a registration form the island sends to the site's own
 * address. Without JavaScript the form stays hidden and a link leads to the provider's page.
 */
export function GotoRegInfoRender({ id, props, mode }: ElementRenderProps<GotoRegInfoProps>) {
  const data = useAppSiteData('webinars', webinarSiteData);
  const lang = useSite().lang ?? 'en';
  const webinar = props.webinar === null ? data?.webinars[0] : data?.webinars.find((entry) => webinarId(entry) === props.webinar);
  if (!webinar) {
    return mode === 'canvas' ? (
      <div className="ts-goto-reg ts-goto-reg__placeholder">
        <Icon name="calendar" size={32} color="#9ca3af" />
        <span>Your next GoTo webinar shows here once a GoTo Webinar account is connected in this website&apos;s Integrations.</span>
      </div>
    ) : null;
  }
  const field = (name: string) => `${id}-${name}`;
  return (
    <section className="ts-goto-reg" aria-labelledby={field('title')} data-ends-at={webinar.ends_at ?? webinar.starts_at}>
      <h2 className="ts-goto-reg__title" id={field('title')}>
        {props.heading || webinar.subject}
      </h2>
      <p className="ts-goto-reg__when">
        <Icon name="calendar" size={18} />
        <time dateTime={webinar.starts_at} data-local-time={lang}>
          {webinarTime(webinar.starts_at, lang, webinar.time_zone)}
        </time>
      </p>
      {props.show_description && webinar.description ? <p className="ts-goto-reg__description">{webinar.description}</p> : null}
      <form className="ts-goto-reg__form" method="post" action={REGISTER_URL} hidden aria-label={`Register for ${webinar.subject}`}>
        <input type="hidden" name="account_id" value={webinar.account_id} />
        <input type="hidden" name="webinar_key" value={webinar.key} />
        <div className="ts-goto-reg__names">
          <p className="ts-goto-reg__field">
            <label htmlFor={field('first')}>First name</label>
            <input id={field('first')} name="first_name" autoComplete="given-name" maxLength={100} required />
          </p>
          <p className="ts-goto-reg__field">
            <label htmlFor={field('last')}>Last name</label>
            <input id={field('last')} name="last_name" autoComplete="family-name" maxLength={100} required />
          </p>
        </div>
        <p className="ts-goto-reg__field">
          <label htmlFor={field('email')}>Email</label>
          <input id={field('email')} name="email" type="email" autoComplete="email" maxLength={254} required />
        </p>
        <p className="ts-goto-reg__trap" aria-hidden="true">
          <label htmlFor={field('website')}>Website</label>
          <input id={field('website')} name="website" tabIndex={-1} autoComplete="off" />
        </p>
        <button type="submit" className="ts-goto-reg__button">
          {props.button_label}
        </button>
        <p className="ts-goto-reg__status" role="status" aria-live="polite" tabIndex={-1} />
      </form>
      <noscript>
        <p>
          <a className="ts-goto-reg__button" href={webinar.registration_url}>
            {props.button_label}
          </a>
        </p>
      </noscript>
    </section>
  );
}
