import { z } from 'zod';

/**
 * One message the server sends for an update, a reminder or an invitation: one per recipient and
 * channel (issue 29, ADR 0038). The server owns these rows; the app only reads them and asks the
 * `deliver` function to send what is queued or failed.
 */
export const deliveryChannelSchema = z.enum(['email', 'push']);
export type DeliveryChannel = z.infer<typeof deliveryChannelSchema>;

export const deliveryPurposeSchema = z.enum(['update', 'reminder', 'invite']);
export type DeliveryPurpose = z.infer<typeof deliveryPurposeSchema>;

export const deliveryStatusSchema = z.enum(['queued', 'sent', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const deliverySchema = z.object({
  id: z.string().min(1),
  staffId: z.string().min(1),
  notificationId: z.string().nullable(),
  purpose: deliveryPurposeSchema,
  channel: deliveryChannelSchema,
  status: deliveryStatusSchema,
  /** Why it failed, in the provider's or the server's words ("SMTP_HOST is not set"). */
  reason: z.string().nullable(),
  attempts: z.number().int().min(0),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** What one call of the function did: counts, and each delivery it touched as it left it. */
export const deliveryReportSchema = z.object({
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  deliveries: z.array(
    z.object({
      deliveryid: z.string(),
      staffid: z.string(),
      channel: deliveryChannelSchema,
      purpose: deliveryPurposeSchema,
      status: deliveryStatusSchema,
      reason: z.string().nullable().optional(),
    }),
  ),
});
export type DeliveryReport = z.infer<typeof deliveryReportSchema>;

/** What to send: an update's (and its reminders') deliveries, one delivery again, or an invitation. */
export type DeliverRequest =
  { notificationId: string } | { deliveryId: string } | { inviteStaffId: string };

/** A device's Web Push subscription (PushSubscription.toJSON()'s endpoint and keys). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url(),
  p256dh: z.string().min(1),
  auth: z.string().min(1),
});
export type DevicePushSubscription = z.infer<typeof pushSubscriptionSchema>;

export const CHANNEL_LABEL: Record<DeliveryChannel, string> = { email: 'E-mail', push: 'Push' };
export const STATUS_LABEL: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

const PURPOSE_ORDER: DeliveryPurpose[] = ['update', 'reminder', 'invite'];
const CHANNEL_ORDER: DeliveryChannel[] = ['email', 'push'];

/** One recipient's deliveries: the update's before its reminders', e-mail before push. */
export function deliveriesOf(deliveries: Delivery[], staffId: string): Delivery[] {
  return deliveries
    .filter((d) => d.staffId === staffId)
    .sort(
      (a, b) =>
        PURPOSE_ORDER.indexOf(a.purpose) - PURPOSE_ORDER.indexOf(b.purpose) ||
        CHANNEL_ORDER.indexOf(a.channel) - CHANNEL_ORDER.indexOf(b.channel),
    );
}
