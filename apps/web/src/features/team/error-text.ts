import { teamMessages } from '@assist/domain';
import type { TFunction } from 'i18next';
import { errorText } from '../../i18n/error-text';
import { ApiError } from '../../lib/api';

type TeamMessageKey = keyof typeof teamMessages;
const keyByText = new Map<string, TeamMessageKey>(
  Object.entries(teamMessages).map(([key, text]) => [text, key as TeamMessageKey]),
);

/** A failed team call in the user's language: the team's own server messages first, then the shared ones. */
export function teamErrorText(error: unknown, t: TFunction, fallback: string): string {
  const key = error instanceof ApiError && error.serverMessage ? keyByText.get(error.serverMessage) : undefined;
  return key ? t(`team:server.${key}`) : errorText(error, t, fallback);
}
