import type { CustomDomainClaim, CustomDomainStatus } from '@tessera/core';
import { isApiError } from '../../../../api/api-error.ts';
import { useVerifyCustomDomain } from '../../../../api/website-settings-api.ts';
import { CopyLinkButton } from '../../../../ui/CopyLinkButton.tsx';

const STATUS_TEXT: Record<CustomDomainStatus, string> = {
  pending: 'Pending: the website does not answer at this domain until it is verified.',
  verified: 'Verified: the website answers at this domain.',
  lost: 'Lost: another website proved this domain since. Verify it again to take it back.',
};

function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <code>{value}</code>{' '}
        <CopyLinkButton link={async () => value} aria-label={`Copy the ${label.toLowerCase()}`}>
          Copy
        </CopyLinkButton>
      </dd>
    </>
  );
}

/** Where a custom domain's claim stands, the two ways to prove the domain is the agency's, and the Verify button with its answer. */
export function DomainOwnershipProof({ landingId, claim }: { landingId: number; claim: CustomDomainClaim }) {
  const verify = useVerifyCustomDomain(landingId);
  const refusal = verify.error ? (isApiError(verify.error) ? (verify.error.errors?.domain?.[0] ?? verify.error.message) : 'The domain could not be verified.') : null;

  return (
    <section aria-labelledby="domain-proof-title">
      <h3 id="domain-proof-title">
        Proof of ownership
      </h3>
      <p>
        Status: <strong>{claim.status === 'verified' ? 'Verified' : claim.status === 'lost' ? 'Lost' : 'Pending'}</strong>. {STATUS_TEXT[claim.status]}
      </p>
      <p>Prove that {claim.domain} is yours with a TXT record at your DNS provider:</p>
      <dl className="detail-list">
        <CopyableValue label="TXT record name" value={claim.txt.name} />
        <CopyableValue label="TXT record value" value={claim.txt.value} />
      </dl>
      <p>Or serve a file over HTTP that holds only the value above:</p>
      <dl className="detail-list">
        <CopyableValue label="File address" value={claim.http.url} />
      </dl>
      <div>
        <button type="button" className="btn" disabled={verify.isPending} aria-describedby="domain-proof-result" onClick={() => verify.mutate()}>
          {verify.isPending ? 'Verifying…' : 'Verify'}
        </button>
        {refusal ? (
          <p id="domain-proof-result" className="form-row__error" role="alert">
            {refusal}
          </p>
        ) : (
          <p id="domain-proof-result" className="form-row__hint" role="status">
            {verify.data?.message ?? ''}
          </p>
        )}
      </div>
    </section>
  );
}
