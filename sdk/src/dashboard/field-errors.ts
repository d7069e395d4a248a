/** The field errors a failed call carries (the host throws them on the error as `errors`). */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {};
}
