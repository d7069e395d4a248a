import { validateCustomDomain, type CustomDomainClaim, type DnsRecord } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { checkDomain, useCustomUrlMutation } from '../../../../api/website-settings-api.ts';
import { TextField } from '../../../../ui/FormRow.tsx';
import { DomainOwnershipProof } from './DomainOwnershipProof.tsx';
import { hintOf, useLiveCheck } from './use-live-check.ts';

/** The website's custom domain (spec §5): checked as it is typed, saved as a claim, then proved and verified. */
export function CustomDomainForm({ landingId, claim }: { landingId: number; claim: CustomDomainClaim | null }) {
  const [domain, setDomain] = useState(claim?.domain ?? '');
  const [dns, setDns] = useState<DnsRecord | null>(null);
  const domainCheck = useLiveCheck(domain, claim?.domain ?? '', validateCustomDomain, (value) => checkDomain(landingId, value));
  const saveDomain = useCustomUrlMutation(landingId);

  const onDomain = (event: FormEvent) => {
    event.preventDefault();
    // A domain that does not point here yet may still be saved: the DNS record is shown to create.
    const value = domain.replace(/\s+/g, '');
    if (value && validateCustomDomain(value)) return;
    saveDomain.mutate(value || null, { onSuccess: (result) => setDns(result.dns) });
  };

  return (
    <form className="form-section" onSubmit={onDomain} noValidate aria-label="Custom domain">
      <h2 className="form-section__title">Custom domain</h2>
      <TextField
        id="settings-domain"
        label="Custom domain"
        value={domain}
        onValue={setDomain}
        error={domainCheck.error}
        hint={hintOf(domainCheck, 'For example shop.example.com; leave empty to use the subdomain only.')}
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
      {claim ? <DomainOwnershipProof key={claim.domain} landingId={landingId} claim={claim} /> : null}
    </form>
  );
}
