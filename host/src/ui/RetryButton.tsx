export function RetryButton({ onClick }: { onClick: () => unknown }) {
  return (
    <button type="button" className="btn" onClick={() => void onClick()}>
      Try again
    </button>
  );
}
