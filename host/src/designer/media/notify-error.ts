import { toast, TOAST_DURATION_MS } from '../../ui/toasts.tsx';

/** Tells the user what went wrong outside a dialog, as a §8 toast of 5 seconds like every other (the 16:9 refusal of a meta image, a failed apply). */
export const notifyError = (message: string) => toast.error(message, { id: `media:${message}`, duration: TOAST_DURATION_MS });
