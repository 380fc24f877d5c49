// The words of each delivery. The change list is worded by the app's own domain (the same
// groupByKind / KIND_HEADING / changeLine the screen uses), so the e-mail says what the update
// says; _shared/messages.ts lays it out and escapes it.
import {
  changeLine,
  groupByKind,
  itemChangeSchema,
  KIND_HEADING,
} from '../../../src/domain/change-set.ts';
import {
  inviteEmail,
  reminderEmail,
  updateEmail,
  updatePush,
  type ChangeGroup,
  type EmailContent,
  type PushPayload,
} from '../_shared/messages.ts';

export type UpdateRow = {
  notificationid: string;
  message: string;
  change_set: unknown;
  required: boolean;
};

/** The stored change set in the groups of the screen; an entry that does not parse is left out. */
export function changeGroups(changeSet: unknown): ChangeGroup[] {
  const changes = (Array.isArray(changeSet) ? changeSet : []).flatMap((entry) => {
    const parsed = itemChangeSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return groupByKind(changes).map(([kind, list]) => ({
    heading: KIND_HEADING[kind],
    lines: list.map(changeLine),
  }));
}

/** Where an update opens in the app (the staff home opens that update). */
export const updateLink = (appUrl: string, notificationId: string) =>
  `${appUrl}/my-updates?update=${encodeURIComponent(notificationId)}`;

/** The sign-up form with the address filled in; after sign-up the Join prompt follows. */
export const inviteLink = (appUrl: string, email: string) =>
  `${appUrl}/auth?signup=1&email=${encodeURIComponent(email)}`;

export function updateMessage(
  update: UpdateRow,
  restaurantName: string,
  appUrl: string,
  reminder: boolean,
): EmailContent {
  const input = {
    restaurantName,
    message: update.message,
    groups: changeGroups(update.change_set),
    quizRequired: update.required,
    link: updateLink(appUrl, update.notificationid),
  };
  return reminder ? reminderEmail(input) : updateEmail(input);
}

export function updatePushPayload(
  update: UpdateRow,
  restaurantName: string,
  reminder: boolean,
): PushPayload {
  return updatePush({
    restaurantName,
    message: update.message,
    groups: changeGroups(update.change_set),
    notificationId: update.notificationid,
    reminder,
  });
}

export function inviteMessage(restaurantName: string, appUrl: string, email: string) {
  return inviteEmail({ restaurantName, link: inviteLink(appUrl, email) });
}
