import { validateCustomDomain, validateSubdomain, type DnsRecord } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { checkDomain, checkSubdomain, saveSubdomain, useCustomUrlMutation, useWebsiteSave, type LandingDetail } from '../../../../api/website-settings-api.ts';
import { TextField } from '../../../../ui/FormRow.tsx';
import { useLiveCheck, type LiveCheck } from './use-live-check.ts';

const hintOf = (check: LiveCheck, fallback: string) => (check.checking ? 'Checking…' : (check.ok ?? fallback));

/** The website's subdomain and custom domain, checked as they are typed (spec §5). */
export function AddressSettings({ detail }: { detail: LandingDetail }) {
  const [subdomain, setSubdomain] = useState(detail.subdomain);
  const [domain, setDomain] = useState(detail.domain ?? '');
  const [dns, setDns] = useState<DnsRecord | null>(null);
  const subdomainCheck = useLiveCheck(subdomain, detail.subdomain, validateSubdomain, (value) => checkSubdomain(detail.id, value));
  const domainCheck = useLiveCheck(domain, detail.domain ?? '', validateCustomDomain, (value) => checkDomain(detail.id, value));
  const saveSub = useWebsiteSave(detail.id, saveSubdomain);
  const saveDomain = useCustomUrlMutation(detail.id);

  const onSubdomain = (event: FormEvent) => {
    event.preventDefault();
    if (!subdomain.trim() || subdomainCheck.error) return;
    saveSub.mutate(subdomain.replace(/\s+/g, ''));
  };
  const onDomain = (event: FormEvent) => {
    event.preventDefault();
    // A domain that does not point here yet may still be saved: the DNS record is shown to create.
    const value = domain.replace(/\s+/g, '');
    if (value && validateCustomDomain(value)) return;
    saveDomain.mutate(value || null, { onSuccess: (result) => setDns(result.dns) });
  };

  return (
    <div className="form-sections">
      <form className="form-section" onSubmit={onSubdomain} noValidate aria-label="Subdomain">
        <h2 className="form-section__title">Subdomain</h2>
        <TextField
          id="settings-subdomain"
          label="Subdomain"
          value={subdomain}
          onValue={setSubdomain}
          error={subdomain.trim() ? subdomainCheck.error : 'Subdomain is required.'}
          hint={hintOf(subdomainCheck, `The website answers at ${detail.url}`)}
        />
        <div>
          <button type="submit" className="btn" disabled={saveSub.isPending || subdomain.replace(/\s+/g, '') === detail.subdomain}>
            Save subdomain
          </button>
        </div>
      </form>
      <form className="form-section" onSubmit={onDomain} noValidate aria-label="Custom domain">
        <h2 className="form-section__title">Custom domain</h2>
        <TextField
          id="settings-domain"
          label="Custom domain"
          value={domain}
          onValue={setDomain}
          error={domainCheck.error}
          hint={hintOf(domainCheck, 'For example www.example.com; leave empty to use the subdomain only.')}
        />
        {dns ? (
          <p className="form-row__hint" role="status">
            Create a {dns.type} record named <code>{dns.name}</code> with the value <code>{dns.value}</code>.
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn" disabled={saveDomain.isPending}>
            {domain.trim() ? 'Save domain' : 'Remove domain'}
          </button>
        </div>
      </form>
    </div>
  );
}
