/** Opens a spec §2 preview address in a new tab; the tab shares the session and trades it for a signed address. */
export function PreviewLink({ to, name, className }: { to: string; name: string; className?: string }) {
  return (
    <a className={className} href={to} target="_blank" rel="noopener" aria-label={`Preview ${name}`}>
      Preview
    </a>
  );
}
