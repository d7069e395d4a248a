import { useAppConfig } from '../api/config-api.ts';

/** The white-label's logo, or its name when it has none. */
export function Brand({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const { data: config } = useAppConfig();
  const name = config?.name ?? 'Tessera';
  const logo = tone === 'dark' ? config?.logos.dark : config?.logos.light;
  return (
    <span className="brand">
      {logo ? <img className="brand__logo" src={logo} alt={name} /> : <span className="brand__name">{name}</span>}
    </span>
  );
}
