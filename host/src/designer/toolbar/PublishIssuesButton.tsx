import type { BrandKit } from '@tessera/core';
import { useAccessibilityProblems } from '../accessibility/use-accessibility-problems.ts';

/**
 * Beside Publish on a website's page: how many accessibility problems the page has, opening the
 * publish dialog that lists them. Advice, like Wix's checks: Publish itself never waits for it.
 * The count lives in this button alone, so edits re-render it and not the top bar.
 */
export function PublishIssuesButton({ onClick, disabled, brandKit }: { onClick(): void; disabled: boolean; brandKit: BrandKit | null }) {
  const count = useAccessibilityProblems(true, brandKit).length;
  if (count === 0) return null;
  const label = count === 1 ? '1 accessibility suggestion' : `${count} accessibility suggestions`;
  return (
    <button type="button" className="btn btn--primary publish-split__issues" onClick={onClick} disabled={disabled} aria-label={label} title={`${label}: review before publishing`}>
      <span className="publish-split__issues-count">{count}</span>
    </button>
  );
}
