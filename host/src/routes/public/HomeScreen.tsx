import { Link } from 'react-router-dom';
import { useAppConfig } from '../../api/config-api.ts';
import { PublicHeader } from './PublicHeader.tsx';

const OFFER = [
  { title: 'Websites and landing pages', text: 'Design pages with sections, rows and elements, then publish them on your own domain.' },
  { title: 'Blogs and podcasts', text: 'Write posts by hand or with AI, schedule them, and publish episodes beside them.' },
  { title: 'Digital business cards', text: 'Make cards for your clients and share them by link or QR code.' },
];

/** `/` for a signed-out visitor (spec §2 home): what the white-label offers and the ways in; GuestOnly sends a signed-in user on to their dashboard. */
export function HomeScreen() {
  const name = useAppConfig().data?.name ?? 'Tessera';
  return (
    <div className="public-screen">
      <PublicHeader />
      <main className="public-main">
        <section className="home-hero" aria-labelledby="home-title">
          <h1 id="home-title" className="home-hero__title">
            {name}
          </h1>
          <p className="home-hero__lead">Build and sell websites, blogs and digital business cards for your clients, under your own brand.</p>
          <div className="home-hero__actions">
            <Link className="btn btn--primary" to="/register">
              Sign up free
            </Link>
            <Link className="btn" to="/order">
              See the plans
            </Link>
            <Link className="btn" to="/login">
              Sign in
            </Link>
          </div>
        </section>
        <ul className="home-offer" aria-label="What you can build">
          {OFFER.map((item) => (
            <li key={item.title} className="card home-offer__item">
              <h2 className="home-offer__title">{item.title}</h2>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
