// A delivery that could not be made. `reason` is what the manager reads in the delivery record, so
// it names the missing secret or quotes the provider's answer (SMTP reply, HTTP status).
export class DeliveryError extends Error {
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'DeliveryError';
    this.reason = reason;
  }
}

// Any thrown value as a readable one-line reason (network errors carry their own message).
export function reasonOf(error: unknown): string {
  if (error instanceof DeliveryError) return error.reason;
  if (error instanceof Error) return error.message;
  return String(error);
}
